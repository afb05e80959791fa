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

// How long a navigation may wait for what its screen preloads; past it the screen shows
// with its own loading state, as it would without waiting.
const WAIT_MS = 1000;

/** Whether the router's screen is still to be drawn: the start-up loader or the login screen is on screen until then. */
export type RouterStarting = () => boolean;

/**
 * Holds a navigation, a moment at most, until `loading` is in; the screen on view stays
 * meanwhile. A layout or screen drawn before its code is in would show a fallback, and
 * React holds what replaces a fallback back until 300 ms after it showed.
 */
async function aMomentFor(loading: Promise<unknown>): Promise<null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => {
    timer = setTimeout(resolve, WAIT_MS);
  });
  await Promise.race([loading, waited]);
  clearTimeout(timer);
  return null;
}

/**
 * The private roots' loader: the signed-in user (GET /me, which the guard asks for) and,
 * under main-module, the layout's code. Until the router's screen is drawn, the start-up
 * loader or the login screen is on screen anyway, and the first screen waits for both: its
 * menu then shows the permissions the user has now, not those stored at the last sign-in.
 */
export function sessionLoader(queryClient: QueryClient, starting: RouterStarting, withLayout: boolean): LoaderFunction {
  return () => {
    const token = storedToken();
    if (token === null) return null;
    const me = queryClient.prefetchQuery(meQueryOptions(token));
    // A chunk that fails to load here is tried again as the layout renders, and fails visibly then.
    const layout = withLayout ? dashboardLayout.preload().catch(() => undefined) : undefined;
    return starting() ? aMomentFor(Promise.all([me, layout])) : null;
  };
}

/**
 * A module route's loader: its screen's preload, for a signed-in user who may read the route.
 * The first screen the router draws waits for its code and first data, so it is drawn once,
 * complete, instead of the layout, then a loading table, then the rows; later navigations
 * wait for the next screen's code only, the screen on view staying, and never for its data.
 */
export function moduleRouteLoader(route: ResolvedRoute, queryClient: QueryClient, starting: RouterStarting): LoaderFunction | undefined {
  const preload = route.screen?.preload;
  if (!preload) return undefined;
  return ({ request }) => {
    if (storedToken() === null || !hasPermission(route.permission)) return null;
    const { code, all } = preload({ search: new URL(request.url).searchParams, queryClient });
    return aMomentFor(starting() ? all : code);
  };
}
