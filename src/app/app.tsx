import { useCallback, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../core/api-client';
import { createAppRouter, goToLogin } from './create-app-router';
import { MobileGate } from './mobile-gate';
import { moduleRegistry } from './module-registry';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { StartupCheck } from './startup-check';

/** The whole client: providers, start-up check, mobile gate, then the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(moduleRegistry));
  const onReset = useCallback(() => goToLogin(router), [router]);
  // A 401 from any call navigates the router that is actually mounted.
  useEffect(() => setUnauthorizedHandler(() => goToLogin(router)), [router]);
  return (
    <Providers queryClient={queryClient}>
      <StartupCheck onReset={onReset}>
        <MobileGate>
          <RouterProvider router={router} />
        </MobileGate>
      </StartupCheck>
    </Providers>
  );
}
