import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUnauthorizedHandler } from '../../../../src/core/api-client';
import { i18next, initI18n } from '../../../../src/core/i18n';
import { DataScreen } from '../../../../src/data-screen/data-screen';
import { prefetchList } from '../../../../src/data-screen/list/prefetch-list';
import { renderScreen, signIn, skillConfig } from '../harness';
import { server } from '../../support/msw';

const calls: URLSearchParams[] = [];
beforeEach(() => {
  server.use(
    http.get('*/api/skill/list', ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: [{ id: 7, skill_name: 'Juru Ukur', active: 1 }], total: 1, totalPage: 1, rekap: {} });
    }),
  );
});

beforeAll(() => {
  setUnauthorizedHandler(() => undefined);
});
afterEach(() => {
  cleanup();
});
beforeEach(async () => {
  calls.length = 0;
  initI18n('id');
  await i18next.changeLanguage('id');
});

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const prefetch = (queryClient: QueryClient, search: string, can: (permission: string) => boolean = () => true) =>
  prefetchList({ queryClient, config: skillConfig, search: new URLSearchParams(search), can });

/** The screen at the URL, on the given client, once its rows show and no call is under way. */
async function showScreen(queryClient: QueryClient, search: string) {
  renderScreen(<DataScreen config={skillConfig} />, `/screen${search}`, queryClient);
  expect(await screen.findByText('Juru Ukur')).toBeTruthy();
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

describe('the list a module route asks for as its navigation begins', () => {
  it('is the call the screen makes, and the screen shows its answer without asking again', async () => {
    signIn();
    const queryClient = newClient();
    await prefetch(queryClient, '?search=Juru&page=2');
    expect(calls.map((params) => Object.fromEntries(params))).toEqual([{ page: '2', limit: '20', search: 'Juru' }]);
    await showScreen(queryClient, '?search=Juru&page=2');
    expect(calls).toHaveLength(1);
  });

  it('is not asked for a view that hides the list or that the user may not use', async () => {
    signIn(['view-skill']);
    const queryClient = newClient();
    await prefetch(queryClient, '?view=update&id=7', (permission) => permission === 'view-skill');
    await prefetch(queryClient, '?view=detail&id=7');
    expect(calls).toHaveLength(0);
    await prefetch(queryClient, '?view=filter');
    expect(calls).toHaveLength(1);
  });

  it('is not asked again when cached: a screen opened anew asks on mount, as always', async () => {
    signIn();
    const queryClient = newClient();
    await prefetch(queryClient, '');
    await showScreen(queryClient, '');
    cleanup();
    await prefetch(queryClient, '');
    expect(calls).toHaveLength(1);
    await showScreen(queryClient, '');
    expect(calls).toHaveLength(2);
  });
});
