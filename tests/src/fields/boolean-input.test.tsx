import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../src/core/api-client';
import type { FieldConfig } from '../../../src/core/config/field-config';
import type { ModuleConfig } from '../../../src/core/config/module-config';
import { i18next, initI18n } from '../../../src/core/i18n';
import { DataForm } from '../../../src/data-screen/form/data-form';
import { renderScreen, signIn } from '../data-screen/harness';
import { server } from '../support/msw';

/** A yes/no column as codegen maps a boolean: a checkbox with no option list. */
const flag: FieldConfig = {
  id: 'is_department_admin',
  data: 'is_department_admin',
  label: { id: 'Admin Departemen', en: 'Department Admin' },
  detail: { show: true, format: 'yes-no' },
  update: { show: true, type: 'checkbox', validation: 'boolean' },
  filter: { show: true, type: 'checkbox' },
};

const config: ModuleConfig = {
  name: 'role',
  title: { id: 'Role', en: 'Role' },
  getter: '/role',
  setter: '/role',
  model_api: 'role',
  pk_field: 'id',
  permission: { create: 'c', read: 'r', update: 'u', delete: 'd' },
  fields: [flag],
};

let stored: unknown = false;
let saved: Record<string, unknown> | null = null;
beforeEach(() => {
  server.use(
    http.get('*/api/role/7/show', () => HttpResponse.json({ data: { id: 7, is_department_admin: stored } })),
    http.put('*/api/role/update', async ({ request }) => {
      saved = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ message: 'ok', data: saved });
    }),
  );
});
beforeAll(() => {
  setUnauthorizedHandler(() => undefined);
});
afterEach(() => {
  cleanup();
  saved = null;
});
beforeEach(async () => {
  initI18n('id');
  await i18next.changeLanguage('id');
  signIn();
});

const editForm = () => renderScreen(<DataForm config={config} mode="update" id="7" onCancel={() => undefined} />);

describe('a yes/no field (checkbox without options)', () => {
  it('is one checkbox, not "no options", and saves true when ticked', async () => {
    stored = false;
    editForm();
    const box = (await screen.findByRole('checkbox', { name: 'Admin Departemen' })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.queryByText('Maaf, opsi data tidak ditemukan')).toBeNull();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(saved).toMatchObject({ id: 7, is_department_admin: true }));
  });

  it('shows a stored yes as ticked and saves false when cleared', async () => {
    stored = true;
    editForm();
    const box = (await screen.findByRole('checkbox', { name: 'Admin Departemen' })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(saved).toMatchObject({ is_department_admin: false }));
  });

  it('filters on any, yes or no; yes and no travel as the text the server compares', async () => {
    const onFilter = vi.fn();
    renderScreen(<DataForm config={config} mode="filter" filters={{ is_department_admin: 'true' }} onFilter={onFilter} onCancel={() => undefined} compact />);
    expect(((await screen.findByRole('radio', { name: 'Ya' })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Tidak' }));
    fireEvent.click(screen.getByRole('button', { name: 'Terapkan Filter' }));
    await waitFor(() => expect(onFilter).toHaveBeenLastCalledWith({ is_department_admin: 'false' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Semua' }));
    fireEvent.click(screen.getByRole('button', { name: 'Terapkan Filter' }));
    await waitFor(() => expect(onFilter).toHaveBeenLastCalledWith({}));
  });

  it('names the filter choices in English', async () => {
    await i18next.changeLanguage('en');
    renderScreen(<DataForm config={config} mode="filter" onFilter={vi.fn()} onCancel={() => undefined} compact />);
    expect(((await screen.findByRole('radio', { name: 'All' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'No' })).toBeTruthy();
  });
});
