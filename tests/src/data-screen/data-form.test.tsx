import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '../../../src/core/api-client';
import type { ModuleConfig } from '../../../src/core/config/module-config';
import { i18next, initI18n } from '../../../src/core/i18n';
import { DataScreen } from '../../../src/data-screen/data-screen';
import { renderScreen, signIn, skillConfig } from './harness';
import { server } from '../support/msw';

beforeEach(() => {
  server.use(
    http.get('*/api/skill/list', () => HttpResponse.json({ data: [], total: 0, totalPage: 0, rekap: {} })),
    http.get('*/api/skill/7/show', () => HttpResponse.json({ data: { id: 7, skill_name: 'Las', active: 1, extra: 'kept' } })),
  );
});

beforeAll(() => {
  setUnauthorizedHandler(() => undefined);
});
afterEach(() => {
  cleanup();
});
beforeEach(async () => {
  initI18n('id');
  await i18next.changeLanguage('id');
  signIn();
});

const location = () => screen.getByTestId('location').textContent ?? '';

const withContacts: ModuleConfig = {
  ...skillConfig,
  fields: [
    ...skillConfig.fields,
    { id: 'contacts', data: 'contacts', label: { id: 'Kontak', en: 'Contacts' }, create: { show: true, type: 'textarea' } },
  ],
};

describe('generic data screen: form', () => {
  it('titles the create form, validates eagerly with the label, and shows the red-asterisk required fields', async () => {
    renderScreen(<DataScreen config={skillConfig} />, '/screen?view=create');
    expect(await screen.findByText('Tambah Keahlian')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama Keahlian harus diisi')).toBeTruthy();
    expect(screen.getByText('Status harus diisi')).toBeTruthy();
    expect(document.querySelectorAll('.MuiFormLabel-asterisk').length).toBeGreaterThanOrEqual(2);
  });

  it('shows server 422 errors under the matching fields, sub-record keys under their prefix', async () => {
    server.use(
      http.post('*/api/skill/create', () =>
        HttpResponse.json(
          { message: 'Data tidak valid', data: { skill_name: ['Nama Keahlian sudah digunakan'], 'contacts.1.contact_name': ['Nama kontak harus diisi'] } },
          { status: 422 },
        ),
      ),
    );
    renderScreen(<DataScreen config={withContacts} />, '/screen?view=create');
    fireEvent.change(await screen.findByLabelText(/Nama Keahlian/), { target: { value: '  Las  ' } });
    fireEvent.click(screen.getByLabelText('Aktif'));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama Keahlian sudah digunakan')).toBeTruthy();
    expect(screen.getByText('Nama kontak harus diisi')).toBeTruthy();
    expect(screen.getByText('Data tidak valid')).toBeTruthy();
  });

  it('creates with trimmed text, toasts "Data {title} berhasil ditambahkan" and goes to the detail', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/api/skill/create', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'ok', data: { id: 7, ...body } }, { status: 201 });
      }),
    );
    renderScreen(<DataScreen config={skillConfig} />, '/screen?view=create');
    fireEvent.change(await screen.findByLabelText(/Nama Keahlian/), { target: { value: '  Las  ' } });
    fireEvent.click(screen.getByLabelText('Aktif'));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data Keahlian berhasil ditambahkan')).toBeTruthy();
    expect(body).toEqual({ skill_name: 'Las', active: 1 });
    await waitFor(() => expect(location()).toContain('view=detail&id=7'));
  });

  it('loads the record before an update and submits the form merged onto it', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.put('*/api/skill/update', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'ok', data: body });
      }),
    );
    renderScreen(<DataScreen config={skillConfig} />, '/screen?view=update&id=7');
    const input = await screen.findByDisplayValue('Las');
    expect(screen.getByText('Edit Keahlian')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Las Besi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Edit data Keahlian berhasil')).toBeTruthy();
    expect(body).toMatchObject({ id: 7, skill_name: 'Las Besi', active: 1, extra: 'kept' });
  });

  it('stores a filter as the non-empty values and closes the panel', async () => {
    renderScreen(<DataScreen config={{ ...skillConfig, filter_api: { scope: 'all' } }} />, '/screen?view=filter');
    expect(await screen.findByText('Filter Keahlian')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nama Keahlian'), { target: { value: 'las' } });
    fireEvent.click(screen.getByRole('button', { name: 'Terapkan Filter' }));
    await waitFor(() => expect(location()).not.toContain('view=filter'));
    const filters = new URLSearchParams(location().split('?')[1]).get('filters');
    expect(JSON.parse(filters ?? '{}')).toEqual({ scope: 'all', skill_name: 'las' });
  });
});
