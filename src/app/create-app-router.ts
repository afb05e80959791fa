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
 * The browser router built from the module registry; its loaders fill `queryClient`, and
 * its first ones, which run as it is created, wait for what the first screen needs.
 */
export function createAppRouter(modules: readonly RegistryModule[], queryClient: QueryClient): AppRouter {
  // The loaders may run before createBrowserRouter returns: the router is not in yet then.
  const made: { router?: AppRouter } = {};
  made.router = createBrowserRouter(buildRoutes(modules, queryClient, () => !made.router?.state.initialized));
  return made.router;
}
