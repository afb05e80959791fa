import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../src/app/query-client';
import { setUnauthorizedHandler } from '../../../../src/core/api-client';
import type { FormFieldType } from '../../../../src/core/config/field-config';
import type { ModuleConfig } from '../../../../src/core/config/module-config';
import { useRecordContext } from '../../../../src/core/data/record-context';
import { i18next, initI18n } from '../../../../src/core/i18n';
import { type CustomViewProps, DataScreen } from '../../../../src/data-screen/data-screen';
import { EditBase, useEditContext } from '../../../../src/data-screen/form/edit-context';
import { registerFieldInput } from '../../../../src/fields/field-registry';
import { TextInput } from '../../../../src/fields/inputs/text-input';
import { server } from '../../support/msw';
import { renderScreen, signIn, skillConfig } from '../harness';

const customConfig: ModuleConfig = {
  ...skillConfig,
  views: { ...skillConfig.views, create: { mode: 'custom' }, update: { mode: 'custom' } },
};

/** A hand-written form: it reads the record, the starting values and the save from the context. */
function RenameSkill(_props: CustomViewProps) {
  const { mode, isLoading, initialValues, save, isSaving } = useEditContext();
  const [errors, setErrors] = useState<SubmissionErrors>();
  if (isLoading) return <p>memuat</p>;
  const submit = async () => setErrors(await save({ ...initialValues, skill_name: '  Las Besi  ' }));
  return (
    <>
      {mode === 'update' ? <LoadedName /> : null}
      <p>{`awal: ${String(initialValues.skill_name ?? '-')}`}</p>
      <button type="button" onClick={() => void submit()} disabled={isSaving}>{isSaving ? 'menyimpan' : 'simpan nama'}</button>
      {errors ? <p>{`${String(errors.skill_name)} | ${String(errors[FORM_ERROR])}`}</p> : null}
    </>
  );
}

function LoadedName() {
  return <p>{`tercatat: ${String(useRecordContext().skill_name)}`}</p>;
}

/** A filter form's parts: the filters in force, apply and reset. */
function FilterButtons() {
  const { initialValues, save, resetFilters } = useEditContext();
  return (
    <>
      <p>{`filter: ${String(initialValues.skill_name)}`}</p>
      <button type="button" onClick={() => void save({ skill_name: ' las ', active: '' })}>terapkan</button>
      <button type="button" onClick={resetFilters}>reset</button>
    </>
  );
}

/** Whether the form may be drawn yet. */
function FormState() {
  return <p>{useEditContext().isLoading ? 'memuat' : 'siap'}</p>;
}

const location = () => screen.getByTestId('location').textContent ?? '';

beforeAll(() => {
  setUnauthorizedHandler(() => undefined);
});
beforeEach(async () => {
  server.use(
    http.get('*/api/skill/list', () => HttpResponse.json({ data: [], total: 0, totalPage: 0, rekap: {} })),
    http.get('*/api/skill/7/show', () => HttpResponse.json({ data: { id: 7, skill_name: 'Las', active: 1, extra: 'kept' } })),
  );
  initI18n('id');
  await i18next.changeLanguage('id');
  signIn();
});
afterEach(() => {
  cleanup();
});

describe('edit controller (react-admin useEditController)', () => {
  it('loads the record to edit, starts from its values, saves them merged onto it while showing it is saving, then toasts and opens the detail', async () => {
    let body: Record<string, unknown> = {};
    let answer: () => void = () => undefined;
    server.use(
      http.put('*/api/skill/update', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ message: 'ok', data: body });
      }),
    );
    renderScreen(<DataScreen config={customConfig} customViews={{ update: RenameSkill }} />, '/screen?view=update&id=7');
    expect(await screen.findByText('tercatat: Las')).toBeTruthy();
    expect(screen.getByText('awal: Las')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'simpan nama' }));
    expect(await screen.findByRole('button', { name: 'menyimpan' })).toBeTruthy();
    await waitFor(() => expect(body).toEqual({ id: 7, skill_name: 'Las Besi', active: 1, extra: 'kept' }));
    answer();
    expect(await screen.findByText('Edit data Keahlian berhasil')).toBeTruthy();
    await waitFor(() => expect(location()).toContain('view=detail&id=7'));
  });

  it("answers a 422 as the fields' messages and the form's message, and toasts nothing", async () => {
    server.use(
      http.post('*/api/skill/create', () =>
        HttpResponse.json({ message: 'Data tidak valid', data: { skill_name: ['Nama Keahlian sudah digunakan'] } }, { status: 422 }),
      ),
    );
    renderScreen(<DataScreen config={customConfig} customViews={{ create: RenameSkill }} />, '/screen?view=create');
    expect(await screen.findByText('awal: -')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'simpan nama' }));
    expect(await screen.findByText('Nama Keahlian sudah digunakan | Data tidak valid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'simpan nama' })).toBeTruthy();
    expect(screen.queryByText('Data Keahlian berhasil ditambahkan')).toBeNull();
    expect(location()).toContain('view=create');
  });

  it('in filter mode starts from the filters in force, hands back filter_api plus the non-empty values, and Reset Filter hands back none', async () => {
    const onFilter = vi.fn();
    renderScreen(
      <EditBase config={{ ...skillConfig, filter_api: { scope: 'all' } }} mode="filter" filters={{ skill_name: 'batu' }} onFilter={onFilter}>
        <FilterButtons />
      </EditBase>,
    );
    expect(await screen.findByText('filter: batu')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'terapkan' }));
    await waitFor(() => expect(onFilter).toHaveBeenLastCalledWith({ scope: 'all', skill_name: 'las' }));
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(onFilter).toHaveBeenLastCalledWith({});
  });

  it("draws a form at once when an input's code fails to load, asking for it once rather than through the query client's retries", async () => {
    const preload = vi.fn(() => Promise.reject(new Error('chunk not loaded')));
    // A type of this test's own, so no other test's input is replaced.
    const type = 'test-code-apart' as FormFieldType;
    registerFieldInput(type, TextInput, preload);
    const [name, ...rest] = skillConfig.fields;
    const config: ModuleConfig = { ...skillConfig, fields: [{ ...name!, create: { show: true, type } }, ...rest] };
    renderScreen(
      <EditBase config={config} mode="create">
        <FormState />
      </EditBase>,
      '/screen',
      createQueryClient(),
    );
    expect(await screen.findByText('siap')).toBeTruthy();
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
