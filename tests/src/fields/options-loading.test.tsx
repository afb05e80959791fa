import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FieldConfig } from '../../../src/core/config/field-config';
import type { ModuleConfig } from '../../../src/core/config/module-config';
import { i18next, initI18n } from '../../../src/core/i18n';
import { DataForm } from '../../../src/data-screen/form/data-form';
import { renderScreen, signIn, skillConfig } from '../data-screen/harness';
import { server } from '../support/msw';

const field = (id: string, label: string, type: 'select' | 'radio'): FieldConfig => ({
  id,
  data: id,
  label: { id: label, en: label },
  create: { show: true, type, option: { list_pointer: { list: `/${id}`, label: 'name', code: 'id' } } },
});

const config: ModuleConfig = { ...skillConfig, fields: [field('blood-type', 'Golongan Darah', 'select'), field('shift', 'Shift', 'radio')] };

let answer: () => void = () => undefined;
beforeEach(async () => {
  initI18n('id');
  await i18next.changeLanguage('id');
  signIn();
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get('*/api/blood-type/dataset', async () => {
      await answered;
      return HttpResponse.json({ data: [{ id: 1, name: 'A' }], total: 1 });
    }),
    http.get('*/api/shift/dataset', async () => {
      await answered;
      return HttpResponse.json({ data: [{ id: 1, name: 'Pagi' }, { id: 2, name: 'Malam' }], total: 2 });
    }),
  );
});
afterEach(cleanup);

describe('a field whose options are still loading', () => {
  it('shows a named spinner inside its own box, without a line of text below it, until the options are in', async () => {
    renderScreen(<DataForm config={config} mode="create" onCancel={() => undefined} />);
    const spinners = await screen.findAllByRole('progressbar', { name: 'Memuat pilihan…' });
    expect(spinners).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: /Golongan Darah/ }).closest('.MuiFormControl-root')?.contains(spinners[0]!)).toBe(true);
    expect(screen.getByRole('group', { name: 'Shift' }).contains(spinners[1]!)).toBe(true);
    expect(screen.queryByText('Memuat pilihan…')).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);

    answer();
    await waitFor(() => expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Pagi', 'Malam']));
    expect(screen.queryAllByRole('progressbar', { name: 'Memuat pilihan…' })).toHaveLength(0);
  });
});
