import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ListPointer } from '../../../src/core/config/field-config';
import { LookupPicker } from '../../../src/widgets/lookup/lookup-picker';
import { parseLabelSpec, toggleMulti, toggleSingle } from '../../../src/widgets/lookup/lookup-options';
import { resolvePageInput } from '../../../src/widgets/shared/page-input';
import { renderWidget, setUpWidgetTests } from './widget-harness';
import { server } from '../support/msw';

setUpWidgetTests();
const pointer: ListPointer = { list: '/department', code: 'id', label: 'department_name' };
const departments = Array.from({ length: 35 }, (_, index) => ({ id: index + 1, department_name: `Departemen ${index + 1}` }));

/** Serves 35 departments, 10 a page, and records each query. */
function serveDepartments(seen: URLSearchParams[] = []) {
  server.use(
    http.get('*/api/department/dataset', ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params);
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 10);
      return HttpResponse.json({ data: departments.slice((page - 1) * limit, page * limit), total: departments.length });
    }),
  );
  return seen;
}

/** Answers the held departments to a by-code query, recording it. */
function serveHeld(rows: { id: number; department_name: string }[]) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/api/department/dataset', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: rows, total: rows.length });
    }),
  );
  return seen;
}

async function openModal() {
  fireEvent.click(screen.getByRole('button', { name: 'Pilih Departemen' }));
  return screen.findByRole('dialog');
}

describe('lookup rules (spec §4, §5)', () => {
  it('ignores a non-numeric page, sends a too-high page to the last and a too-low one to 1', () => {
    expect(resolvePageInput('abc', 4)).toBeNull();
    expect(resolvePageInput('', 4)).toBeNull();
    expect(resolvePageInput('2.5', 4)).toBeNull();
    expect(resolvePageInput('99', 4)).toBe(4);
    expect(resolvePageInput('0', 4)).toBe(1);
    expect(resolvePageInput('-3', 4)).toBe(1);
    expect(resolvePageInput(' 3 ', 4)).toBe(3);
  });

  it('deselects the chosen item in single mode and toggles membership in multi mode', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    expect(toggleSingle(a, a, 'id')).toBeNull();
    expect(toggleSingle(a, b, 'id')).toBe(b);
    expect(toggleMulti([a, b], a, 'id')).toEqual([b]);
    expect(toggleMulti([b], a, 'id')).toEqual([b, a]);
  });

  it('splits a label with a format suffix', () => {
    expect(parseLabelSpec('join_date|date')).toEqual({ key: 'join_date', format: 'date' });
    expect(parseLabelSpec('name')).toEqual({ key: 'name' });
  });
});

describe('lookup picker', () => {
  it("says 'Anda belum memilih' when nothing is chosen", () => {
    renderWidget(<LookupPicker value={null} onChange={vi.fn()} label="Departemen" pointer={pointer} multiple={false} />);
    expect(screen.getByText('Anda belum memilih')).toBeTruthy();
  });

  it('loads 10 active options a page and, in single mode, deselects the chosen item on a second click', async () => {
    const seen = serveDepartments();
    const onChange = vi.fn();
    renderWidget(<LookupPicker value={null} onChange={onChange} label="Departemen" pointer={pointer} multiple={false} />);
    const dialog = await openModal();
    const first = await within(dialog).findByRole('radio', { name: 'Departemen 1' });
    expect(seen[0]!.get('limit')).toBe('10');
    expect(seen[0]!.get('active')).toBe('1');
    fireEvent.click(first);
    expect((first as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByText('Departemen 1'));
    expect((first as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByText('Departemen 2'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Selesai' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ id: 2, department_name: 'Departemen 2' });
  });

  it('toggles membership in multi mode and emits the selection when the modal closes', async () => {
    serveDepartments();
    const onChange = vi.fn();
    renderWidget(<LookupPicker value={[]} onChange={onChange} label="Departemen" pointer={{ ...pointer, disable_revert: true }} multiple />);
    const dialog = await openModal();
    fireEvent.click(await within(dialog).findByText('Departemen 1'));
    fireEvent.click(within(dialog).getByText('Departemen 3'));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Departemen 1' }));
    expect(within(dialog).getByText('Terpilih (1)')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onChange).toHaveBeenCalledExactlyOnceWith([3]);
  });

  it('shows the selected items 8 a page in multi mode', async () => {
    serveDepartments();
    const chosen = departments.slice(0, 10);
    renderWidget(<LookupPicker value={chosen} onChange={vi.fn()} label="Departemen" pointer={pointer} multiple />);
    const dialog = await openModal();
    const panel = within(dialog).getByRole('region', { name: 'Terpilih (10)' });
    expect(within(panel).getAllByRole('button', { name: /^Hapus pilihan/ })).toHaveLength(8);
    fireEvent.click(within(panel).getByRole('button', { name: 'Halaman berikutnya' }));
    expect(within(panel).getAllByRole('button', { name: /^Hapus pilihan/ })).toHaveLength(2);
  });

  it('applies the page input rules in the modal', async () => {
    const seen = serveDepartments();
    renderWidget(<LookupPicker value={null} onChange={vi.fn()} label="Departemen" pointer={pointer} multiple={false} />);
    const dialog = await openModal();
    await within(dialog).findByText('Departemen 1');
    const inModal = within(dialog);
    const input = () => inModal.getAllByRole('textbox', { name: 'Halaman' })[0]!;
    const go = (text: string) => {
      fireEvent.change(input(), { target: { value: text } });
      fireEvent.keyDown(input(), { key: 'Enter' });
    };
    go('abc');
    expect((input() as HTMLInputElement).value).toBe('1');
    go('99');
    expect(await inModal.findByText('Departemen 31')).toBeTruthy();
    expect((input() as HTMLInputElement).value).toBe('4');
    go('0');
    expect(await inModal.findByText('Departemen 1')).toBeTruthy();
    // Only real pages were ever asked for: never 'abc', 99 or 0.
    expect(new Set(seen.map((params) => params.get('page')))).toEqual(new Set(['1', '4']));
  });

  it("says 'Value tidak ditemukan' when the current single value cannot be fetched", async () => {
    server.use(http.get('*/api/department/dataset', () => HttpResponse.json({ message: 'rusak' }, { status: 500 })));
    renderWidget(<LookupPicker value={5} onChange={vi.fn()} label="Departemen" pointer={pointer} multiple={false} />);
    expect(await screen.findByText('Value tidak ditemukan')).toBeTruthy();
  });

  it('names a bare code with the fetched option, active or not', async () => {
    const seen = serveHeld([{ id: 5, department_name: 'Departemen 5' }]);
    renderWidget(<LookupPicker value={5} onChange={vi.fn()} label="Departemen" pointer={pointer} multiple={false} />);
    expect(await screen.findByText('Departemen 5')).toBeTruthy();
    await waitFor(() => expect(seen[0]?.get('filters')).toBe('{"id":["5"]}'));
    expect(seen[0]?.get('active')).toBeNull();
  });

  it('names every bare code of a multi lookup on load', async () => {
    const seen = serveHeld([{ id: 5, department_name: 'Departemen 5' }, { id: 31, department_name: 'Departemen 31' }]);
    renderWidget(<LookupPicker value={[5, 31]} onChange={vi.fn()} label="Departemen" pointer={pointer} multiple />);
    expect(await screen.findByText('Departemen 5')).toBeTruthy();
    expect(screen.getByText('Departemen 31')).toBeTruthy();
    expect(seen[0]?.get('filters')).toBe('{"id":["5","31"]}');
  });
});
