import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '../../../src/core/api-client';
import type { ModuleConfig } from '../../../src/core/config/module-config';
import { i18next, initI18n } from '../../../src/core/i18n';
import { DataScreen } from '../../../src/data-screen/data-screen';
import { DataForm } from '../../../src/data-screen/form/data-form';
import { displayText } from '../../../src/fields/displays/display-value';
import { server } from '../support/msw';
import { renderScreen, signIn, skillConfig } from './harness';

const listCalls: URLSearchParams[] = [];
beforeEach(async () => {
  listCalls.length = 0;
  server.use(
    http.get('*/api/skill/list', ({ request }) => {
      const params = new URL(request.url).searchParams;
      listCalls.push(params);
      const limit = Number(params.get('limit'));
      const data = Array.from({ length: limit }, (_, at) => ({ id: at + 1, skill_name: `Keahlian ${at + 1}`, level: at, active: 1 }));
      return HttpResponse.json({ data, total: 30, totalPage: Math.ceil(30 / limit), rekap: {} });
    }),
    http.get('*/api/skill/3/show', () => HttpResponse.json({ data: { id: 3, skill_name: 'Las', level: 2, active: 1 } })),
  );
  initI18n('id');
  await i18next.changeLanguage('id');
  signIn();
});
beforeAll(() => setUnauthorizedHandler(() => undefined));
afterEach(() => cleanup());

/** The skill module with a level the list and detail show through a transform that reads the row. */
const withLevel: ModuleConfig = {
  ...skillConfig,
  fields: [
    ...skillConfig.fields,
    {
      id: 'level',
      data: 'level',
      label: { id: 'Tingkat', en: 'Level' },
      list: { show: true, transform: (value, row) => `${String(row.skill_name)} · tingkat ${String(value)}` },
      detail: { show: true, transform: (value) => `Tingkat ${String(value)}` },
    },
  ],
};

describe('a field view\'s transform (spec §3)', () => {
  it('turns the value shown in the table and in the detail, with the row at hand', async () => {
    renderScreen(<DataScreen config={withLevel} />);
    expect(await screen.findByText('Keahlian 3 · tingkat 2')).toBeTruthy();
    cleanup();
    renderScreen(<DataScreen config={withLevel} />, '/screen?view=detail&id=3');
    expect(await screen.findByText('Tingkat 2')).toBeTruthy();
  });
});

describe('the show call (spec §7)', () => {
  it("carries the detail's query string, and a custom getter reads GET {getter}/show with the id", async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/skill/3/show', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ data: { id: 3, skill_name: 'Las', level: 2, active: 1 } });
      }),
      http.get('*/api/skill-archive/show', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ data: { id: 3, skill_name: 'Las Arsip', level: 2, active: 0 } });
      }),
    );
    renderScreen(<DataScreen config={{ ...withLevel, views: { detail: { query: { with: 'history' } } } }} />, '/screen?view=detail&id=3');
    expect(await screen.findByText('Tingkat 2')).toBeTruthy();
    cleanup();
    renderScreen(<DataScreen config={{ ...withLevel, custom_api: { read: '/skill-archive' } }} />, '/screen?view=detail&id=3');
    expect(await screen.findByText('Las Arsip')).toBeTruthy();
    expect(asked).toEqual(['?with=history', '?id=3']);
  });
});

describe('a form field\'s event (spec §3)', () => {
  it('is called with each new value and the form\'s values as the user types, not for the starting value', async () => {
    const events: [unknown, Record<string, unknown>][] = [];
    const config: ModuleConfig = {
      ...skillConfig,
      fields: skillConfig.fields.map((field) =>
        field.id === 'skill_name' ? { ...field, update: { ...field.update!, event: (value, values) => void events.push([value, values]) } } : field,
      ),
    };
    renderScreen(<DataForm config={config} mode="update" id="3" onCancel={() => undefined} />);
    const input = await screen.findByLabelText(/Nama Keahlian/);
    expect((input as HTMLInputElement).value).toBe('Las');
    expect(events).toEqual([]);
    fireEvent.change(input, { target: { value: 'Las Listrik' } });
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]![0]).toBe('Las Listrik');
    expect(events[0]![1]).toEqual({ skill_name: 'Las Listrik' });
  });
});

describe('the fourth form mode, which returns the data (spec §4)', { timeout: 60_000 }, () => {
  it('validates, then hands the payload to the success event without calling the server', async () => {
    const returned: Record<string, unknown>[] = [];
    // msw answers no create or update here: a call would fail the test as unhandled.
    renderScreen(<DataForm config={skillConfig} mode="return" onSaved={(data) => void returned.push(data)} onCancel={() => undefined} />);
    expect(await screen.findByText('Tambah Keahlian')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama Keahlian harus diisi')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nama Keahlian/), { target: { value: '  Las ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Aktif' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(returned).toEqual([{ skill_name: 'Las', active: 1 }]));
    expect(screen.queryByText(/berhasil/)).toBeNull();
  });

  it('shows the settings of the view it is told, a filter\'s here, and returns them the same way', async () => {
    const returned: Record<string, unknown>[] = [];
    renderScreen(<DataForm config={skillConfig} mode="return" fieldsOf="filter" onSaved={(data) => void returned.push(data)} onCancel={() => undefined} />);
    expect(await screen.findByText('Filter Keahlian')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Nama Keahlian/), { target: { value: 'Las' } });
    fireEvent.click(screen.getByRole('button', { name: 'Terapkan Filter' }));
    await waitFor(() => expect(returned).toEqual([{ skill_name: 'Las' }]));
  });
});

describe('the card grid\'s page size (spec §9)', () => {
  const cards: ModuleConfig = { ...skillConfig, views: { list: { type: 'card', filter: 'sidebar' } } };
  const limits = () => listCalls.map((params) => params.get('limit'));

  it('is 9 on a plain visit and 10 when the grid is reset through the URL', async () => {
    renderScreen(<DataScreen config={cards} />);
    await screen.findByText('Keahlian 9');
    expect(screen.queryByText('Keahlian 10')).toBeNull();
    expect(limits()).toEqual(['9']);
    cleanup();
    listCalls.length = 0;
    renderScreen(<DataScreen config={cards} />, '/screen?search=Keahlian');
    await screen.findByText('Keahlian 10');
    expect(limits()).toEqual(['10']);
  });
});

describe('spec §4\'s status words for a missing value', () => {
  it('shows condition unknown, change-log deleted, allow not allowed, verification Draft and non active', () => {
    expect(displayText(null, { format: 'condition' }, 'id')).toBe('Tidak Diketahui');
    expect(displayText(undefined, { format: 'condition' }, 'en')).toBe('Unknown');
    expect(displayText(null, { format: 'change-log' }, 'id')).toBe('Dihapus');
    expect(displayText(null, { format: 'allow' }, 'en')).toBe('Not Allowed');
    expect(displayText(true, { format: 'allow' }, 'id')).toBe('Diizinkan');
    expect(displayText(null, { format: 'verification' }, 'id')).toBe('Draft');
    expect(displayText(null, { format: 'active' }, 'id')).toBe('Tidak Aktif');
    expect(displayText(null, { format: 'enum', options: [] }, 'id')).toBe('');
    expect(displayText(null, { format: 'date' }, 'id')).toBe('');
  });
});
