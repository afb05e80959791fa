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

const numberField = (id: string, label: string, settings: FormSettings): FieldConfig => ({
  id,
  data: id,
  label: { id: label, en: label },
  create: { show: true, ...settings },
  update: { show: true, ...settings },
});

const FIELDS = [
  numberField('latitude', 'Latitude', { type: 'number', validation: 'numeric|between:-90,90', numeric: { decimal: true, signed: true } }),
  numberField('progress', 'Progres', { type: 'number', validation: 'numeric|between:0,100', numeric: { decimal: true } }),
  numberField('radius_m', 'Radius', { type: 'number', validation: 'required|min:1' }),
  numberField('balance', 'Saldo', { type: 'money', numeric: { signed: true } }),
];

const config: ModuleConfig = {
  name: 'site',
  title: { id: 'Lokasi', en: 'Site' },
  getter: '/site',
  setter: '/site',
  model_api: 'site',
  pk_field: 'id',
  permission: { create: 'c', read: 'r', update: 'u', delete: 'd' },
  fields: FIELDS,
};

const RECORD = { id: 1, latitude: -6.99, progress: 99.5, radius_m: 1250, balance: -2500.5 };

let posted: Record<string, unknown> | null = null;
beforeEach(() => {
  server.use(
    http.post('*/api/site/create', async ({ request }) => {
      posted = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ message: 'ok', data: { id: 2 } }, { status: 201 });
    }),
    http.get('*/api/site/1/show', () => HttpResponse.json({ data: RECORD })),
    http.put('*/api/site/update', async ({ request }) => {
      posted = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ message: 'ok', data: posted });
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

async function chooseLanguage(locale: 'id' | 'en') {
  initI18n(locale);
  await i18next.changeLanguage(locale);
}

const input = async (label: RegExp) => (await screen.findByLabelText(label)) as HTMLInputElement;
const save = (locale: 'id' | 'en') => fireEvent.click(screen.getByRole('button', { name: locale === 'id' ? 'Simpan' : 'Save' }));

describe('number input keeps decimals and signs (issue #8)', () => {
  for (const [locale, decimal, shown] of [
    ['id', ',', { latitude: '-6,99', progress: '99,5', radius_m: '1.250', balance: '-2.500,5' }],
    ['en', '.', { latitude: '-6.99', progress: '99.5', radius_m: '1,250', balance: '-2.500,5' }],
  ] as const) {
    it(`shows a record's decimals and signs in ${locale} and saves them unchanged`, async () => {
      await chooseLanguage(locale);
      renderScreen(<DataForm config={config} mode="update" id="1" onCancel={() => undefined} />);
      expect((await input(/Latitude/)).value).toBe(shown.latitude);
      expect((await input(/Progres/)).value).toBe(shown.progress);
      expect((await input(/Radius/)).value).toBe(shown.radius_m);
      expect((await input(/Saldo/)).value).toBe(shown.balance);
      save(locale);
      await waitFor(() => expect(posted).not.toBeNull());
      expect(posted).toEqual(RECORD);
    });

    it(`reaches every step of typing a negative decimal in ${locale} and submits it`, async () => {
      await chooseLanguage(locale);
      renderScreen(<DataForm config={config} mode="create" onCancel={() => undefined} />);
      const latitude = await input(/Latitude/);
      for (const step of ['-', '-6', `-6${decimal}`, `-6${decimal}2`]) {
        fireEvent.change(latitude, { target: { value: step } });
        expect(latitude.value).toBe(step);
      }
      const progress = await input(/Progres/);
      fireEvent.change(progress, { target: { value: `-62${decimal}5` } });
      expect(progress.value).toBe(`62${decimal}5`);
      fireEvent.change(await input(/Radius/), { target: { value: '250' } });
      fireEvent.change(await input(/Saldo/), { target: { value: '-1.000,25' } });
      save(locale);
      await waitFor(() => expect(posted).not.toBeNull());
      expect(posted).toEqual({ latitude: -6.2, progress: 62.5, radius_m: 250, balance: -1000.25 });
    });
  }

  it('does not submit a lone minus or separator as a number', async () => {
    await chooseLanguage('id');
    renderScreen(<DataForm config={config} mode="create" onCancel={() => undefined} />);
    fireEvent.change(await input(/Latitude/), { target: { value: '-' } });
    fireEvent.change(await input(/Radius/), { target: { value: '5' } });
    save('id');
    expect(await screen.findByText(/Latitude/, { selector: 'p' })).toBeTruthy();
    expect(posted).toBeNull();
    fireEvent.change(await input(/Latitude/), { target: { value: ',' } });
    expect((await input(/Latitude/)).value).toBe(',');
    fireEvent.change(await input(/Progres/), { target: { value: '' } });
    fireEvent.change(await input(/Latitude/), { target: { value: '' } });
    save('id');
    await waitFor(() => expect(posted).not.toBeNull());
    expect(posted).toMatchObject({ latitude: null, progress: null, radius_m: 5 });
  });
});
