import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import type { RegistryModule } from '../core/modules/module-types';
import { LOGIN_PATH } from '../core/route-paths';
import { buildRoutes } from './build-routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Sends the user to login unless they are already there. */
export function goToLogin(router: AppRouter): void {
  if (router.state.location.pathname !== LOGIN_PATH) void router.navigate(LOGIN_PATH, { replace: true });
}

/**
 * The browser router built from the module registry; its loaders fill `queryClient`. Until
 * its screen is drawn (`drawn`), the start-up loader or the login screen is on screen, so
 * its loaders wait, a moment at most, for what the next screen needs (route-preload).
 */
export function createAppRouter(modules: readonly RegistryModule[], queryClient: QueryClient, drawn: () => boolean): AppRouter {
  return createBrowserRouter(buildRoutes(modules, queryClient, () => !drawn()));
}
