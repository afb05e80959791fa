import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { DEFAULT_APP_CODE } from '../core/app-config/app-config-types';
import { meQueryOptions } from '../core/auth/me-api';
import type { ResolvedRoute } from '../core/modules/module-types';
import { hasPermission } from '../core/permission';
import { readStored } from '../core/storage';
import { dashboardLayout } from './layout/lazy-dashboard-layout';

// Route loaders start what a private screen will ask for as the navigation begins, while
// the start-up check still waits for the configuration and the screen's code loads. They
// answer nothing and never hold a navigation up.

/** The stored token, if this application stored it: the start-up check clears another application's before any call. */
function storedToken(): string | null {
  return readStored('appCode') === DEFAULT_APP_CODE ? readStored('token') : null;
}

/** The preload loaders' shouldRevalidate: they run as their route is entered, never again while it stays. */
export const enteredOnly = () => false;

// How long the start-up loader may stay for a route's code and first data; past it the
// screen shows with its own loading state, as it would without waiting.
const STARTUP_WAIT_MS = 1000;

/** Whether the router's screen is still to be drawn: the start-up loader or the login screen is on screen until then. */
export type RouterStarting = () => boolean;

/**
 * Until the router's screen is drawn, the start-up loader or the login screen is on screen
 * anyway: the route waits, a moment at most, for what it preloads and draws its screen
 * once, complete, instead of the layout, then a loading table, then the rows. A layout or
 * screen drawn before its code is in would show a fallback, and React holds what replaces a
 * fallback back until 300 ms after it showed. Navigations on a drawn router never wait.
 */
async function whileStarting(starting: RouterStarting, loading: Promise<unknown>): Promise<null> {
  if (!starting()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => {
    timer = setTimeout(resolve, STARTUP_WAIT_MS);
  });
  await Promise.race([loading, waited]);
  clearTimeout(timer);
  return null;
}

/**
 * The private roots' loader: the signed-in user (GET /me, which the guard asks for) and,
 * under main-module, the layout's code. At start-up the first screen waits for the user
 * too, so its menu shows the permissions the user has now, not those stored when they last
 * signed in.
 */
export function sessionLoader(queryClient: QueryClient, starting: RouterStarting, withLayout: boolean): LoaderFunction {
  return () => {
    const token = storedToken();
    if (token === null) return null;
    const me = queryClient.prefetchQuery(meQueryOptions(token));
    // A chunk that fails to load here fails again, visibly, when the layout itself renders.
    const layout = withLayout ? dashboardLayout.preload().catch(() => undefined) : undefined;
    return whileStarting(starting, Promise.all([me, layout]));
  };
}

/** A module route's loader: its screen's preload, for a signed-in user who may read the route. */
export function moduleRouteLoader(route: ResolvedRoute, queryClient: QueryClient, starting: RouterStarting): LoaderFunction | undefined {
  const preload = route.screen?.preload;
  if (!preload) return undefined;
  return ({ request }) => {
    if (storedToken() === null || !hasPermission(route.permission)) return null;
    return whileStarting(starting, preload({ search: new URL(request.url).searchParams, queryClient }));
  };
}
