import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '../../../src/core/api-client';
import { i18next, initI18n } from '../../../src/core/i18n';
import { DataScreen } from '../../../src/data-screen/data-screen';
import { renderScreen, signIn, skillConfig } from './harness';
import { holdGet, server } from '../support/msw';

const rows = (page: number) => Array.from({ length: 20 }, (_, index) => ({ id: page * 100 + index, skill_name: `Skill ${page}-${index}`, active: 1 }));
const requests: URL[] = [];

beforeEach(() => {
  server.use(
    http.get('*/api/skill/list', ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const page = Number(url.searchParams.get('page') ?? 1);
      if (url.searchParams.get('search') === 'zzz') return HttpResponse.json({ data: [], total: 0, totalPage: 0, rekap: {} });
      return HttpResponse.json({ data: rows(page), total: 60, totalPage: 3, rekap: {} });
    }),
  );
});

beforeAll(() => {
  setUnauthorizedHandler(() => undefined);
});
afterEach(() => {
  cleanup();
  requests.length = 0;
});

beforeEach(async () => {
  initI18n('id');
  await i18next.changeLanguage('id');
  signIn();
});

const location = () => screen.getByTestId('location').textContent ?? '';

describe('generic data screen: list table', () => {
  it('shows the rows with the active flag formatted and the paging buttons disabled at the ends', async () => {
    renderScreen(<DataScreen config={skillConfig} />);
    expect(await screen.findByText('Skill 1-0')).toBeTruthy();
    expect(screen.getAllByText('Aktif').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Halaman pertama' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Halaman sebelumnya' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Halaman berikutnya' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Halaman terakhir' }));
    expect(await screen.findByText('Skill 3-0')).toBeTruthy();
    expect(location()).toContain('page=3');
    expect((screen.getByRole('button', { name: 'Halaman berikutnya' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Halaman terakhir' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('claims no count while the first page loads: no "0–0 dari 0 data" and no "dari 1", then the real ones', async () => {
    const answer = holdGet('*/api/skill/list', { data: rows(1), total: 60, totalPage: 3, rekap: {} });
    renderScreen(<DataScreen config={skillConfig} />);
    expect(await screen.findByLabelText('Halaman', { selector: 'input' })).toBeTruthy();
    expect(screen.queryByText(/dari 0 data/)).toBeNull();
    expect(screen.queryByText('dari 1')).toBeNull();
    answer();
    expect(await screen.findByText('1–20 dari 60 data')).toBeTruthy();
    expect(screen.getByText('dari 3')).toBeTruthy();
  });

  it('draws a cell per shown column under its header, the actions pinned last, and drops a hidden column from every row', async () => {
    const { container } = renderScreen(<DataScreen config={skillConfig} />);
    await screen.findByText('Skill 1-0');
    const headers = () => Array.from(container.querySelectorAll('thead th'), (cell) => cell.textContent?.trim());
    const firstRow = () => Array.from(container.querySelectorAll('tbody tr:first-child td'));
    expect(headers()).toEqual(['Nama Keahlian', 'Status', 'Aksi']);
    expect(firstRow().map((cell) => cell.textContent)).toEqual(['Skill 1-0', 'Aktif', '']);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(20);
    const actions = firstRow().at(-1)!;
    expect(actions.getAttribute('data-pinned')).toBe('true');
    expect(within(actions as HTMLElement).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Detail', 'Edit', 'Hapus']);
    expect(firstRow().filter((cell) => cell.hasAttribute('data-pinned'))).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Atur Kolom' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByLabelText('Status'));
    await waitFor(() => expect(headers()).toEqual(['Nama Keahlian', 'Aksi']));
    expect(firstRow().map((cell) => cell.textContent)).toEqual(['Skill 1-0', '']);
  });

  it('clamps the go-to-page input and ignores non-numeric input', async () => {
    renderScreen(<DataScreen config={skillConfig} />);
    await screen.findByText('Skill 1-0');
    const input = screen.getByLabelText('Halaman', { selector: 'input' });
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Skill 3-0')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(location()).toContain('page=3'));
    fireEvent.change(input, { target: { value: '-4' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Skill 1-0')).toBeTruthy();
    expect(location()).not.toContain('page=');
  });

  it('sorts DESC first then ASC and sends it to the server', async () => {
    renderScreen(<DataScreen config={skillConfig} />);
    await screen.findByText('Skill 1-0');
    fireEvent.click(screen.getByRole('button', { name: 'Nama Keahlian' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('sort')).toBe('DESC'));
    expect(requests.at(-1)?.searchParams.get('sort_by')).toBe('skill_name');
    fireEvent.click(screen.getByRole('button', { name: 'Nama Keahlian' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('sort')).toBe('ASC'));
  });

  it('searches from page 1 and shows "{search} tidak ditemukan" when nothing matches', async () => {
    renderScreen(<DataScreen config={skillConfig} />, '/screen?page=2');
    await screen.findByText('Skill 2-0');
    const search = screen.getByRole('textbox', { name: 'Pencarian' });
    fireEvent.change(search, { target: { value: 'zzz' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText('zzz tidak ditemukan')).toBeTruthy();
    expect(location()).not.toContain('page=');
    expect(location()).toContain('search=zzz');
  });

  it('hides the add, edit and delete actions the user lacks permission for', async () => {
    signIn(['view-skill']);
    renderScreen(<DataScreen config={skillConfig} />);
    await screen.findByText('Skill 1-0');
    expect(screen.queryByRole('button', { name: 'Tambah Data' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: 'Hapus' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Edit' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Detail' }).length).toBe(20);
  });

  it('asks "Hapus Permanen" before deleting, then deletes, reloads and shows the server message', async () => {
    let deleted: unknown = null;
    server.use(
      http.delete('*/api/skill/delete', async ({ request }) => {
        deleted = await request.json();
        return HttpResponse.json({ message: 'Data Keahlian berhasil dihapus', data: {} });
      }),
    );
    renderScreen(<DataScreen config={skillConfig} />);
    await screen.findByText('Skill 1-0');
    const before = requests.length;
    fireEvent.click(screen.getAllByRole('button', { name: 'Hapus' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Hapus Permanen')).toBeTruthy();
    expect(within(dialog).getByText('Data yang sudah dihapus tidak dapat dikembalikan, lanjutkan ?')).toBeTruthy();
    expect(deleted).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, Lanjutkan' }));
    expect(await screen.findByText('Data Keahlian berhasil dihapus')).toBeTruthy();
    expect(deleted).toMatchObject({ id: 100 });
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });
});
