import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../core/api-client';
import { AppNavigationContext, type AppNavigation } from '../core/app-navigation';
import { createAppRouter, goToLogin } from './create-app-router';
import { FullScreenLoader } from './full-screen-loader';
import { moduleNames, moduleRegistry } from './module-registry';

/** The app behind its router: every route, loaded apart from the login screen's code. */
export interface RoutedApp {
  navigation: AppNavigation;
  goToLogin: () => void;
  /** Draws the router's screen once its first loaders have run. */
  Screen: () => ReactNode;
}

/**
 * Creates the browser router at the address the page has now; from then on it owns the
 * address bar, and its navigation is the app's.
 */
export function createRoutedApp(queryClient: QueryClient): RoutedApp {
  // Set once the router's screen is on screen: from then on its loaders never hold a navigation up.
  let drawn = false;
  const router = createAppRouter(moduleRegistry, queryClient, () => drawn);
  // A 401 from any call navigates this router, from the moment its first loaders' calls are out:
  // one answered before React's first render would otherwise load the login page in full, while
  // the router, finding the session gone, went there too.
  setUnauthorizedHandler(() => goToLogin(router));
  const navigation: AppNavigation = {
    navigate: (to, options) => router.navigate(to, options),
    moduleNames: () => Promise.resolve(moduleNames),
  };
  // The first screen is drawn in one synchronous render once the router's first loaders
  // have run, not as a transition after a fallback; the start-up loader shows until then.
  function Screen() {
    const initialized = useSyncExternalStore(router.subscribe, () => router.state.initialized);
    useEffect(() => {
      drawn ||= initialized;
    }, [initialized]);
    return <AppNavigationContext value={navigation}>{initialized ? <RouterProvider router={router} /> : <FullScreenLoader />}</AppNavigationContext>;
  }
  return { navigation, goToLogin: () => goToLogin(router), Screen };
}
