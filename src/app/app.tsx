import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../core/api-client';
import { appConfigQueryOptions } from '../core/app-config/app-config-api';
import { createAppRouter, goToLogin, type AppRouter } from './create-app-router';
import { FullScreenLoader } from './full-screen-loader';
import { MobileGate } from './mobile-gate';
import { moduleRegistry } from './module-registry';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { StartupCheck } from './startup-check';

/**
 * The router once its first loaders have run, so the first screen is drawn in one
 * synchronous render, not as a transition after a fallback; the start-up loader until then.
 */
function StartedRouter({ router }: { router: AppRouter }) {
  const initialized = useSyncExternalStore(router.subscribe, () => router.state.initialized);
  return initialized ? <RouterProvider router={router} /> : <FullScreenLoader />;
}

/** The whole client: providers, start-up check, mobile gate, then the router. */
export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // Every screen waits for the configuration: ask as the app starts, not after its first render.
    void client.prefetchQuery(appConfigQueryOptions());
    return client;
  });
  const [router] = useState(() => createAppRouter(moduleRegistry, queryClient));
  const onReset = useCallback(() => goToLogin(router), [router]);
  // A 401 from any call navigates the router that is actually mounted.
  useEffect(() => setUnauthorizedHandler(() => goToLogin(router)), [router]);
  return (
    <Providers queryClient={queryClient}>
      <StartupCheck onReset={onReset}>
        <MobileGate>
          <StartedRouter router={router} />
        </MobileGate>
      </StartupCheck>
    </Providers>
  );
}
