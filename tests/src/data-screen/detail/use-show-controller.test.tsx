import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../../src/core/api-client';
import type { ModuleConfig } from '../../../../src/core/config/module-config';
import { resolveText } from '../../../../src/core/config/resolve-text';
import { useRecordContext } from '../../../../src/core/data/record-context';
import { i18next, initI18n } from '../../../../src/core/i18n';
import { type CustomViewProps, DataScreen } from '../../../../src/data-screen/data-screen';
import { DetailView } from '../../../../src/data-screen/detail/detail-view';
import { useShowContext } from '../../../../src/data-screen/detail/show-context';
import { server } from '../../support/msw';
import { renderScreen, signIn, skillConfig } from '../harness';

const childConfig: ModuleConfig = {
  name: 'skill-level',
  title: { id: 'Tingkat Keahlian', en: 'Skill Level' },
  getter: '/skill-level',
  setter: '/skill-level',
  model_api: 'skill-level',
  pk_field: 'id',
  permission: { create: 'create-skill-level', read: 'view-skill-level', update: 'update-skill-level', delete: 'delete-skill-level' },
  fields: [{ id: 'level', data: 'level', label: { id: 'Tingkat', en: 'Level' }, list: { show: true } }],
};

const withChild: ModuleConfig = { ...skillConfig, views: { ...skillConfig.views, detail: { children: [{ module: 'skill-level', parent_key: 'skill_id' }] } } };

/** A hand-written detail: everything it shows comes from the contexts, nothing from props but the way back. */
function SkillCard({ goTo }: CustomViewProps) {
  const { id } = useShowContext();
  return (
    <DetailView onBack={() => goTo('list')} onEdit={() => goTo('update', id)}>
      <SkillSummary />
    </DetailView>
  );
}

/** Below the detail, where the record has loaded. */
function SkillSummary() {
  const { config, id, permissions } = useShowContext();
  const record = useRecordContext();
  return (
    <>
      <p>{`${resolveText(config.title)} ${id}: ${String(record.skill_name)}`}</p>
      <p>{permissions.update ? 'boleh mengubah' : 'hanya membaca'}</p>
    </>
  );
}

const customConfig: ModuleConfig = { ...skillConfig, views: { ...skillConfig.views, detail: { mode: 'custom' } } };

const childRequests: URL[] = [];

beforeAll(() => {
  setUnauthorizedHandler(() => undefined);
});
beforeEach(async () => {
  server.use(
    http.get('*/api/skill/7/show', () => HttpResponse.json({ data: { id: 7, skill_name: 'Las', active: 1 } })),
    http.get('*/api/skill-level/list', ({ request }) => {
      childRequests.push(new URL(request.url));
      return HttpResponse.json({ data: [{ id: 1, level: 'Mahir' }], total: 1, totalPage: 1, rekap: {} });
    }),
  );
  initI18n('id');
  await i18next.changeLanguage('id');
  signIn();
});
afterEach(() => {
  cleanup();
  childRequests.length = 0;
});

describe('show controller (react-admin useShowController)', () => {
  it("shows the loaded record, and the child tab lists only the rows whose parent key is that record's primary key", async () => {
    renderScreen(<DataScreen config={withChild} modules={{ 'skill-level': childConfig }} />, '/screen?view=detail&id=7');
    expect(await screen.findByText('Detail Keahlian')).toBeTruthy();
    expect(await screen.findByText('Las')).toBeTruthy();
    expect(await screen.findByText('Mahir')).toBeTruthy();
    const filters = JSON.parse(childRequests.at(-1)?.searchParams.get('filters') ?? '{}') as Record<string, unknown>;
    // The record's own key (a number), not the id the URL carries as text.
    expect(filters).toEqual({ skill_id: 7 });
  });

  it('names its spinner for a screen reader while the record loads, with the edit button already there', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('*/api/skill/7/show', async () => {
      await answered;
      return HttpResponse.json({ data: { id: 7, skill_name: 'Las', active: 1 } });
    }));
    renderScreen(<DataScreen config={skillConfig} />, '/screen?view=detail&id=7');
    try {
      expect(await screen.findByRole('progressbar', { name: 'Memuat…' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    } finally {
      answer();
    }
    expect(await screen.findByText('Las')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says "-" for a text field the record leaves empty', async () => {
    server.use(http.get('*/api/skill/8/show', () => HttpResponse.json({ data: { id: 8, skill_name: null, active: 0 } })));
    renderScreen(<DataScreen config={skillConfig} />, '/screen?view=detail&id=8');
    const nameRow = await screen.findByRole('row', { name: /Nama Keahlian/ });
    expect(nameRow.querySelector('td')?.textContent).toBe('-');
    // A value that is there, even a falsy one, is shown through its format as before.
    expect(screen.getByRole('row', { name: /Status/ }).querySelector('td')?.textContent).toBe('Tidak Aktif');
    cleanup();

    // A status format names a missing value itself (spec §4's "else"), so no "-" replaces it.
    server.use(http.get('*/api/skill/9/show', () => HttpResponse.json({ data: { id: 9, skill_name: 'Las', active: null } })));
    renderScreen(<DataScreen config={skillConfig} />, '/screen?view=detail&id=9');
    const statusRow = await screen.findByRole('row', { name: /Status/ });
    expect(statusRow.querySelector('td')?.textContent).toBe('Tidak Aktif');
  });

  it('gives a custom detail its module, id, record and the permissions the user holds, and offers editing only to who may edit', async () => {
    renderScreen(<DataScreen config={customConfig} customViews={{ detail: SkillCard }} />, '/screen?view=detail&id=7');
    expect(await screen.findByText('Keahlian 7: Las')).toBeTruthy();
    expect(screen.getByText('boleh mengubah')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    cleanup();

    signIn(['view-skill']);
    renderScreen(<DataScreen config={customConfig} customViews={{ detail: SkillCard }} />, '/screen?view=detail&id=7');
    expect(await screen.findByText('Keahlian 7: Las')).toBeTruthy();
    expect(screen.getByText('hanya membaca')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("shows why the record could not be loaded, and nothing that needs the record", async () => {
    server.use(http.get('*/api/skill/7/show', () => HttpResponse.json({ message: 'Data Keahlian tidak ditemukan' }, { status: 404 })));
    renderScreen(<DataScreen config={withChild} modules={{ 'skill-level': childConfig }} />, '/screen?view=detail&id=7');
    expect(await screen.findByText('Data Keahlian tidak ditemukan')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(childRequests).toHaveLength(0);
  });

  it('tells a developer who reads the record outside a detail or form where it belongs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Misplaced() {
      return <p>{String(useRecordContext().skill_name)}</p>;
    }
    expect(() => render(<Misplaced />)).toThrow(/below a detail or an update form/);
    vi.restoreAllMocks();
  });
});
