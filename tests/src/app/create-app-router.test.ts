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

/** A module screen whose preload's code and first data each come in only when the test says so. */
function slowScreen() {
  let codeIn = () => undefined as void;
  let dataIn = () => undefined as void;
  const preload = vi.fn(() => {
    const code = new Promise<void>((resolve) => (codeIn = resolve));
    const data = new Promise<void>((resolve) => (dataIn = resolve));
    return { code, all: Promise.all([code, data]).then(() => undefined) };
  });
  const Screen: ModuleScreen = () => null;
  Screen.preload = preload;
  return { Screen, preload, codeIn: () => codeIn(), dataIn: () => dataIn() };
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

  it("waits at start-up for the first screen's code and data, even when the configuration is in, and later for the next screen's code only", async () => {
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
    // Just before the wait (one second) runs out, the router still holds its first screen.
    first.codeIn();
    await vi.advanceTimersByTimeAsync(990);
    expect(first.preload).toHaveBeenCalled();
    expect(router.state.initialized).toBe(false);
    first.dataIn();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));

    // Drawn, the screen on view stays until the next one's code is in, not its data.
    screen.drawn = true;
    const navigated = router.navigate('/tenaga-kerja/project');
    await vi.advanceTimersByTimeAsync(990);
    expect(second.preload).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/tenaga-kerja/employee');
    second.codeIn();
    await navigated;
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
    next.codeIn();
    await vi.advanceTimersByTimeAsync(990);
    expect(router.state.location.pathname).toBe('/login');
    next.dataIn();
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
    Screen.preload = () => ({ code: Promise.resolve(), all: Promise.resolve() });
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
