import type { EmotionCache } from '@emotion/cache';
import type { QueryClient } from '@tanstack/react-query';
import { appConfigQueryOptions } from '../core/app-config/app-config-api';
import { LOGIN_PATH } from '../core/route-paths';
import { createStyleCache } from '../core/style-cache';
import { createQueryClient } from './query-client';
import type { RoutedApp } from './routed-app';

/** What the app starts with, before React first renders. */
export interface AppStart {
  queryClient: QueryClient;
  /** Emotion's cache for MUI's styles, holding those the last visit worked out (style-cache). */
  styleCache: EmotionCache;
  /** Whether the page was opened on the login screen, which is drawn before the router loads. */
  opensOnLogin: boolean;
  /** Loads the router's code and creates the router, once; rejects if the code cannot load. */
  routed: () => Promise<RoutedApp>;
  /** The router from the moment it exists, before it shows. */
  current: RoutedApp | null;
}

/**
 * Asks for the configuration every screen waits for, as the app starts, not after its first
 * render; main.tsx asks for the router too unless the page opened on the login screen.
 */
export function startApp(): AppStart {
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(appConfigQueryOptions());
  let routed: Promise<RoutedApp> | undefined;
  const start: AppStart = {
    queryClient,
    styleCache: createStyleCache(),
    opensOnLogin: window.location.pathname === LOGIN_PATH,
    routed: () => (routed ??= import('./routed-app').then(({ createRoutedApp }) => (start.current = createRoutedApp(queryClient)))),
    current: null,
  };
  return start;
}
