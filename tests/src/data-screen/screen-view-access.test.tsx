import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '../../../src/core/api-client';
import type { ModuleConfig } from '../../../src/core/config/module-config';
import { i18next, initI18n } from '../../../src/core/i18n';
import { DataScreen } from '../../../src/data-screen/data-screen';
import { viewAccess } from '../../../src/data-screen/module-actions';
import { renderScreen, signIn, skillConfig } from './harness';
import { server } from '../support/msw';

// Only the list is answered: any record or form call fails the test (onUnhandledRequest).
beforeEach(() => server.use(http.get('*/api/skill/list', () => HttpResponse.json({ data: [{ id: 7, skill_name: 'Juru Ukur', active: 1 }], total: 1, totalPage: 1, rekap: {} }))));

beforeAll(() => {
  setUnauthorizedHandler(() => undefined);
});
afterEach(() => {
  cleanup();
});
beforeEach(async () => {
  initI18n('id');
  await i18next.changeLanguage('id');
});

const readOnly: ModuleConfig = { ...skillConfig, views: { list: { hideCreate: true, hideUpdate: true, hideDelete: true } } };
const location = () => screen.getByTestId('location').textContent ?? '';

describe('a view typed into the URL (spec §2, §6)', () => {
  it('needs the module to offer it and the user to hold its permission', () => {
    const only = (held: string[]) => (permission: string) => held.includes(permission);
    expect(viewAccess(skillConfig, 'update', only(['view-skill']))).toBe('forbidden');
    expect(viewAccess(skillConfig, 'create', only(['create-skill']))).toBe('allowed');
    expect(viewAccess(skillConfig, 'detail', only([]))).toBe('forbidden');
    expect(viewAccess(readOnly, 'update', () => true)).toBe('absent');
    expect(viewAccess(readOnly, 'create', () => true)).toBe('absent');
    expect(viewAccess({ ...skillConfig, views: { list: { filter: false } } }, 'filter', () => true)).toBe('absent');
    expect(viewAccess(skillConfig, 'list', only([]))).toBe('allowed');
  });

  it.each(['?view=update&id=7', '?view=create'])('shows a read-only user the 403 screen for %s, loads nothing and leads back to the list', async (search) => {
    signIn(['view-skill']);
    renderScreen(<DataScreen config={skillConfig} />, `/screen${search}`);
    expect(await screen.findByText('Akses Ditolak')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(await screen.findByText('Juru Ukur')).toBeTruthy();
    expect(location()).toBe('/screen');
  });

  it.each(['?view=update&id=7', '?view=create', '?view=detail'])('shows the list for %s: a view the module lacks, or a record view without its id', async (search) => {
    signIn();
    renderScreen(<DataScreen config={search === '?view=detail' ? skillConfig : readOnly} />, `/screen${search}`);
    expect(await screen.findByText('Juru Ukur')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
  });
});
