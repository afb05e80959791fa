import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '../../../src/core/api-client';
import type { FieldConfig, FormSettings } from '../../../src/core/config/field-config';
import type { ModuleConfig } from '../../../src/core/config/module-config';
import { i18next, initI18n } from '../../../src/core/i18n';
import { DataForm } from '../../../src/data-screen/form/data-form';
import { renderScreen, signIn } from '../data-screen/harness';
import { server } from '../support/msw';

const pointer = { list: '/employee', label: 'fullname', code: 'id' };
const relation = (type: 'select' | 'select-multiple', extra: Partial<FormSettings> = {}): FieldConfig => ({
  id: 'employee_id',
  data: 'employee_id',
  label: { id: 'Tenaga Kerja', en: 'Worker' },
  update: { show: true, type, validation: 'required', option: { list_pointer: pointer }, ...extra },
});

const config = (field: FieldConfig): ModuleConfig => ({
  name: 'employee-blacklist',
  title: { id: 'Blacklist Tenaga Kerja', en: 'Manpower Blacklist' },
  getter: '/employee-blacklist',
  setter: '/employee-blacklist',
  model_api: 'employee-blacklist',
  pk_field: 'id',
  permission: { create: 'c', read: 'r', update: 'u', delete: 'd' },
  fields: [field],
});

const workers = [
  { id: 1, fullname: 'Ani Aktif' },
  { id: 99, fullname: 'Budi Diblacklist' },
  { id: 98, fullname: 'Cici Nonaktif' },
];
let record: Record<string, unknown> = {};
let saved: Record<string, unknown> | null = null;
const heldQueries: (string | null)[] = [];
beforeEach(() => {
  server.use(
    http.get('*/api/employee-blacklist/5/show', () => HttpResponse.json({ data: record })),
    // The option page holds active workers only; a filters query answers workers by id, active or not.
    http.get('*/api/employee/dataset', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const filters = params.get('filters');
      if (!filters) return HttpResponse.json({ data: [workers[0]], total: 1 });
      heldQueries.push(filters);
      const ids = (JSON.parse(filters) as { id: string[] }).id;
      const found = workers.filter((worker) => ids.includes(String(worker.id)));
      return HttpResponse.json({ data: found, total: found.length });
    }),
    http.put('*/api/employee-blacklist/update', async ({ request }) => {
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
  heldQueries.length = 0;
});
beforeEach(async () => {
  initI18n('id');
  await i18next.changeLanguage('id');
  signIn();
});

const editForm = (field: FieldConfig) => renderScreen(<DataForm config={config(field)} mode="update" id="5" onCancel={() => undefined} />);
const combobox = () => screen.findByRole('combobox', { name: /Tenaga Kerja/ });

describe('a relation select names the value it holds on load', () => {
  it('shows a worker outside the option page by name and saves it unchanged', async () => {
    record = { id: 5, employee_id: 99, employee: { id: 99, fullname: 'Budi Diblacklist' } };
    editForm(relation('select'));
    await waitFor(async () => expect((await combobox()).textContent).toBe('Budi Diblacklist'));
    expect(heldQueries).toEqual(['{"id":["99"]}']);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(saved).toMatchObject({ id: 5, employee_id: 99 }));
  });

  it('names every held code of a multiple select, asking only for those off the page', async () => {
    record = { id: 5, employee_id: [1, 99, 98] };
    editForm(relation('select-multiple', { option: { list_pointer: { ...pointer, disable_revert: true } } }));
    await waitFor(async () => expect((await combobox()).textContent).toBe('Ani AktifBudi DiblacklistCici Nonaktif'));
    expect(heldQueries).toEqual(['{"id":["99","98"]}']);
  });
});
