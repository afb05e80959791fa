import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../../src/app/build-routes';
import { moduleRegistry } from '../../../src/app/module-registry';
import type { RegistryModule } from '../../../src/core/modules/module-types';
import { setUnauthorizedHandler } from '../../../src/core/api-client';
import { i18next, initI18n } from '../../../src/core/i18n';
import { STORAGE_KEYS } from '../../../src/core/storage';
import { server } from '../support/msw';

const profile = { id: 1, username: 'superadmin', fullname: 'Super Admin', email: 's@example.com', role_id: -1 };
beforeEach(() => server.use(http.get('*/api/me', () => HttpResponse.json({ data: { user: profile, permissions: [] } }))));

beforeAll(() => {
  setUnauthorizedHandler(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

beforeEach(async () => {
  initI18n('id');
  await i18next.changeLanguage('id');
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  localStorage.setItem(STORAGE_KEYS.profile, JSON.stringify(profile));
  localStorage.setItem(STORAGE_KEYS.permissions, '[]');
  localStorage.setItem(STORAGE_KEYS.modules, JSON.stringify(['laporan']));
});

function BrokenScreen(): never {
  throw new Error('secret stack detail');
}

/** A module outside the layout whose one route's screen throws while rendering. */
const brokenModule: RegistryModule = {
  name: 'laporan',
  layout: false,
  routes: [{ path: '/rusak', permission: 'view-broken', screen: BrokenScreen }],
};

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(buildRoutes([brokenModule], queryClient, () => false), { initialEntries: [url] });
  render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

function routesWithout(routes: readonly RouteObject[], has: (route: RouteObject) => boolean): string[] {
  return routes.flatMap((route) => [...(has(route) ? [] : [route.id ?? route.path ?? 'index']), ...routesWithout(route.children ?? [], has)]);
}

describe('the error screen of every route', () => {
  it('is the errorElement of every route buildRoutes makes, children and index routes too', () => {
    expect(routesWithout(buildRoutes(moduleRegistry, new QueryClient(), () => false), (route) => route.errorElement !== undefined)).toEqual([]);
  });

  it('shows a screen that throws as a translated message with a way back, and logs the error, never its stack', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderAt('/laporan/rusak?view=update&id=3');
    expect(await screen.findByRole('heading', { name: 'Terjadi Kesalahan' })).toBeTruthy();
    expect(screen.queryByText(/secret stack detail/)).toBeNull();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(logged.mock.calls.some((args) => args.some((arg) => arg instanceof Error && arg.message === 'secret stack detail'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ke halaman utama' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'Kembali ke daftar' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/laporan/rusak');
  });

  it('speaks English when the user chose it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await i18next.changeLanguage('en');
    renderAt('/laporan/rusak');
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the main page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to the list' })).toBeNull();
  });
});
