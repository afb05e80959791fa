import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../src/core/api-client';
import type { FieldConfig, FormFieldType } from '../../../src/core/config/field-config';
import type { ModuleConfig } from '../../../src/core/config/module-config';
import { i18next, initI18n } from '../../../src/core/i18n';
import { DataForm } from '../../../src/data-screen/form/data-form';
import { renderScreen, signIn } from '../data-screen/harness';
import { server } from '../support/msw';

const BASIC: FormFieldType[] = [
  'text', 'email', 'password', 'tel', 'url', 'color', 'number', 'money',
  'date', 'datetime', 'year', 'month', 'time', 'week',
  'date-range', 'datetime-range', 'year-range', 'month-range', 'time-range', 'week-range',
  'textarea', 'select', 'select-multiple', 'checkbox', 'radio',
];
const STATIC = { list: [{ value: 'a', label: { id: 'Pilihan A', en: 'Choice A' } }, { value: 'b', label: { id: 'Pilihan B', en: 'Choice B' } }], label: 'label', code: 'value' };
const label = (type: string) => ({ id: `Isian ${type}`, en: `Field ${type}` });

function field(type: FormFieldType, extra: Partial<FieldConfig['create']> = {}): FieldConfig {
  const option = ['select', 'select-multiple', 'checkbox', 'radio'].includes(type) ? { list_pointer: STATIC } : undefined;
  return { id: type, data: type.replace(/-/g, '_'), label: label(type), create: { show: true, type, validation: 'required', option, ...extra } };
}

const config = (fields: FieldConfig[]): ModuleConfig => ({
  name: 'thing',
  title: { id: 'Barang', en: 'Thing' },
  getter: '/thing',
  setter: '/thing',
  model_api: 'thing',
  pk_field: 'id',
  permission: { create: 'c', read: 'r', update: 'u', delete: 'd' },
  fields,
});

let posted: Record<string, unknown> | null = null;
beforeEach(() => {
  server.use(
    http.post('*/api/thing/create', async ({ request }) => {
      posted = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ message: 'ok', data: { id: 1 } }, { status: 201 });
    }),
  );
});
beforeAll(() => {
  setUnauthorizedHandler(() => undefined);
});
afterEach(() => {
  cleanup();
  posted = null;
});
beforeEach(() => signIn());

const renderForm = (fields: FieldConfig[]) => renderScreen(<DataForm config={config(fields)} mode="create" onCancel={() => undefined} />);

describe('basic field inputs (spec §3, §5)', () => {
  for (const locale of ['id', 'en'] as const) {
    it(`renders every basic type and shows its required message in ${locale}`, async () => {
      initI18n(locale);
      await i18next.changeLanguage(locale);
      renderForm(BASIC.map((type) => field(type)));
      fireEvent.click(await screen.findByRole('button', { name: locale === 'id' ? 'Simpan' : 'Save' }));
      for (const type of BASIC) {
        const name = label(type)[locale];
        expect(await screen.findByText(locale === 'id' ? `${name} harus diisi` : `${name} is required`)).toBeTruthy();
      }
      expect(posted).toBeNull();
    });
  }

  it('renders an unknown type as "Tipe konfig tidak ditemukan | {type}" and logs it', async () => {
    initI18n('id');
    await i18next.changeLanguage('id');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm([{ id: 'x', data: 'x', label: 'X', create: { show: true, type: 'sparkle' as FormFieldType } }]);
    expect(await screen.findByText('Tipe konfig tidak ditemukan | sparkle')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('view type (sparkle)');
    error.mockRestore();
  });

  it('submits trimmed text, digits-only numbers (empty 0), money, spec formats, ranges and option objects', async () => {
    initI18n('id');
    await i18next.changeLanguage('id');
    renderForm([
      field('text'),
      field('number', { validation: '' }),
      field('money', { validation: '' }),
      { ...field('number'), id: 'count', data: 'count', label: 'Jumlah', create: { show: true, type: 'number' } },
      field('datetime'),
      field('month'),
      field('time'),
      field('date-range'),
      field('checkbox'),
      { ...field('select-multiple'), create: { show: true, type: 'select-multiple', option: { list_pointer: { ...STATIC, disable_revert: true } } } },
    ]);
    fireEvent.change(await screen.findByLabelText(/Isian text/), { target: { value: '  halo  ' } });
    const number = screen.getByLabelText(/Isian number/) as HTMLInputElement;
    fireEvent.change(number, { target: { value: '1234567' } });
    expect(number.value).toBe('1.234.567');
    const money = screen.getByLabelText(/Isian money/) as HTMLInputElement;
    fireEvent.change(money, { target: { value: '2500,5' } });
    expect(money.value).toBe('2.500,5');
    expect(screen.getByText('Rp.')).toBeTruthy();
    // The date pickers load apart; a read-only box stands in until they do.
    const picker = async (label: RegExp) => {
      await waitFor(() => expect((screen.getByLabelText(label) as HTMLInputElement).readOnly).toBe(false));
      return screen.getByLabelText(label);
    };
    // Typed as the pickers show dates in Indonesian: day first, the month in Indonesian.
    fireEvent.change(await picker(/Isian datetime/), { target: { value: '04 Mar 2026 10:11:00' } });
    fireEvent.change(await picker(/Isian month/), { target: { value: 'Maret 2026' } });
    fireEvent.change(await picker(/Isian time/), { target: { value: '07:30:00' } });
    fireEvent.change(await picker(/Isian date-range \(Dari\)/), { target: { value: '01 Jan 2026' } });
    fireEvent.change(await picker(/Isian date-range \(Sampai\)/), { target: { value: '31 Jan 2026' } });
    fireEvent.click(screen.getByLabelText('Pilihan B'));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(posted).not.toBeNull());
    expect(posted).toMatchObject({
      text: 'halo',
      number: 1234567,
      money: 2500.5,
      count: 0,
      datetime: '2026-03-04 10:11:00',
      month: '2026-03-01',
      time: '07:30:00',
      date_range: ['2026-01-01', '2026-01-31'],
      checkbox: [{ value: 'b', label: { id: 'Pilihan B', en: 'Choice B' } }],
    });
  });

  it('shows the password on demand', async () => {
    initI18n('en');
    await i18next.changeLanguage('en');
    renderForm([field('password')]);
    const input = (await screen.findByLabelText(/Field password/)) as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
  });

  it('validates other rules eagerly with the label as field name in both languages', async () => {
    initI18n('en');
    await i18next.changeLanguage('en');
    renderForm([{ id: 'mail', data: 'mail', label: { id: 'Surel', en: 'Mail' }, create: { show: true, type: 'email', validation: 'required|email' } }]);
    const input = await screen.findByLabelText(/Mail/);
    fireEvent.change(input, { target: { value: 'nope' } });
    expect(screen.queryByText('The Mail field must be a valid email')).toBeNull();
    fireEvent.blur(input);
    expect(await screen.findByText('The Mail field must be a valid email')).toBeTruthy();
    await i18next.changeLanguage('id');
    cleanup();
    renderForm([{ id: 'mail', data: 'mail', label: { id: 'Surel', en: 'Mail' }, create: { show: true, type: 'email', validation: 'required|email' } }]);
    const again = await screen.findByLabelText(/Surel/);
    fireEvent.change(again, { target: { value: 'nope' } });
    fireEvent.blur(again);
    expect(await screen.findByText('Surel harus berupa alamat surel yang benar')).toBeTruthy();
  });
});

describe('option lists from {endpoint}/dataset (spec §3, §5, §8)', () => {
  const departmentField: FieldConfig = {
    id: 'department_id', data: 'department_id', label: 'Departemen',
    create: { show: true, type: 'radio', option: { list_pointer: { list: '/department', label: 'department_name', code: 'id' } } },
  };
  const projectField: FieldConfig = {
    id: 'project_id', data: 'project_id', label: 'Proyek',
    create: { show: true, type: 'radio', option: { list_pointer: { list: '/project', label: 'project_name|upper', code: 'id' }, get_param: [{ id: 'department_id' }] } },
  };

  beforeEach(async () => {
    initI18n('id');
    await i18next.changeLanguage('id');
  });

  it('loads options with limit 1000 and active=1, re-queries dependents with get_param and clears them', async () => {
    const projectQueries: URLSearchParams[] = [];
    server.use(
      http.get('*/api/department/dataset', ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect(params.get('limit')).toBe('1000');
        expect(params.get('active')).toBe('1');
        return HttpResponse.json({ data: [{ id: 1, department_name: 'Gedung' }, { id: 2, department_name: 'EPC' }], total: 2 });
      }),
      http.get('*/api/project/dataset', ({ request }) => {
        const params = new URL(request.url).searchParams;
        projectQueries.push(params);
        const department = params.get('department_id');
        return HttpResponse.json({ data: department ? [{ id: Number(department) * 10, project_name: `proyek ${department}` }] : [], total: 1 });
      }),
    );
    renderForm([departmentField, projectField]);
    fireEvent.click(await screen.findByLabelText('Gedung'));
    fireEvent.click(await screen.findByLabelText('PROYEK 1'));
    expect((screen.getByLabelText('PROYEK 1') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('EPC'));
    expect(await screen.findByLabelText('PROYEK 2')).toBeTruthy();
    expect((screen.getByLabelText('PROYEK 2') as HTMLInputElement).checked).toBe(false);
    expect(projectQueries.at(-1)?.get('department_id')).toBe('2');
  });

  it('says "Daftar pilihan tidak ditemukan" and logs when the list fails, and the empty message when there is none', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/department/dataset', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      http.get('*/api/project/dataset', () => HttpResponse.json({ data: [], total: 0 })),
    );
    renderForm([departmentField, { ...projectField, create: { ...projectField.create, option: { list_pointer: { list: '/project', label: 'project_name', code: 'id' } } } }]);
    expect(await screen.findByText('Daftar pilihan tidak ditemukan')).toBeTruthy();
    expect(await screen.findByText('Maaf, opsi data tidak ditemukan')).toBeTruthy();
    expect(error.mock.calls.some(([message]) => message === 'Cannot get Departemen datalist')).toBe(true);
    error.mockRestore();
  });
});
