import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigQueryOptions } from '../../../src/core/app-config/app-config-api';
import { DEFAULT_APP_CODE } from '../../../src/core/app-config/app-config-types';
import { ALLOW_ALL } from '../../../src/core/permission';
import { readStored, writeStored } from '../../../src/core/storage';
import { type AppRouter, createAppRouter } from '../../../src/app/create-app-router';
import type { ModuleScreen, RegistryModule } from '../../../src/core/modules/module-types';
import { server } from '../support/msw';

/** A module screen whose preload (its code and first data) ends only when the test says so. */
function slowScreen() {
  let finish = () => undefined as void;
  const preload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const Screen: ModuleScreen = () => null;
  Screen.preload = preload;
  return { Screen, preload, finish: () => finish() };
}

describe('the app router', () => {
  const profile = { id: 1, role_id: -1 } as never;
  const routers: AppRouter[] = [];
  /** A router as the routed app makes it, its screen drawn once `screen.drawn` is set. */
  function makeRouter(modules: RegistryModule[], queryClient = new QueryClient()) {
    const screen = { drawn: false };
    const router = createAppRouter(modules, queryClient, () => screen.drawn);
    routers.push(router);
    return { router, screen };
  }
  beforeEach(() => {
    localStorage.clear();
    writeStored('appCode', DEFAULT_APP_CODE);
    writeStored('token', 'token');
    writeStored('profile', profile);
    server.use(http.get('*/api/me', () => HttpResponse.json({ data: { user: profile, permissions: [] } })));
  });
  afterEach(() => {
    for (const router of routers.splice(0)) router.dispose();
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it("waits at start-up for the first screen's preload, even when the configuration is in, and never on a later navigation", async () => {
    const first = slowScreen();
    const second = slowScreen();
    const modules: RegistryModule[] = [
      {
        name: 'tenaga-kerja',
        layout: false,
        routes: [
          { path: '/employee', name: 'employee', permission: ALLOW_ALL, screen: first.Screen },
          { path: '/project', name: 'project', permission: ALLOW_ALL, screen: second.Screen },
        ],
      },
    ];
    const queryClient = new QueryClient();
    // The configuration can be in before the router: a start-up that found it cached once
    // drew the screen before its code was in, and React held the rows back behind the fallback.
    queryClient.setQueryData(appConfigQueryOptions().queryKey, { app_code: DEFAULT_APP_CODE } as never);
    window.history.replaceState(null, '', '/tenaga-kerja/employee');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router, screen } = makeRouter(modules, queryClient);
    // Just before the start-up wait (one second) runs out, the router still holds its first screen.
    await vi.advanceTimersByTimeAsync(990);
    expect(first.preload).toHaveBeenCalled();
    expect(router.state.initialized).toBe(false);
    first.finish();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));

    screen.drawn = true;
    await router.navigate('/tenaga-kerja/project');
    expect(second.preload).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/tenaga-kerja/project');
  });

  it('waits for the next screen on the way from the login screen drawn without it', async () => {
    const next = slowScreen();
    const modules: RegistryModule[] = [{ name: 'tenaga-kerja', layout: false, routes: [{ path: '/employee', name: 'employee', permission: ALLOW_ALL, screen: next.Screen }] }];
    window.history.replaceState(null, '', '/login');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = makeRouter(modules);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));

    // The login screen stays while the screen signing in leads to loads, and it goes once that is in.
    const navigated = router.navigate('/tenaga-kerja/employee');
    await vi.advanceTimersByTimeAsync(990);
    expect(router.state.location.pathname).toBe('/login');
    next.finish();
    await navigated;
    expect(router.state.location.pathname).toBe('/tenaga-kerja/employee');
  });

  it('waits at start-up for the signed-in user, so the first menu shows the permissions the user has now', async () => {
    let answerMe = () => undefined as void;
    const meAnswered = new Promise<void>((resolve) => (answerMe = resolve));
    server.use(
      http.get('*/api/me', async () => {
        await meAnswered;
        return HttpResponse.json({ data: { user: profile, permissions: ['view-skill'] } });
      }),
    );
    const Screen: ModuleScreen = () => null;
    Screen.preload = () => Promise.resolve();
    const modules: RegistryModule[] = [{ name: 'tenaga-kerja', layout: false, routes: [{ path: '/employee', name: 'employee', permission: ALLOW_ALL, screen: Screen }] }];
    window.history.replaceState(null, '', '/tenaga-kerja/employee');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = makeRouter(modules);
    await vi.advanceTimersByTimeAsync(990);
    expect(router.state.initialized).toBe(false);
    answerMe();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(readStored('permissions')).toEqual(['view-skill']);
  });
});
