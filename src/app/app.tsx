import { useCallback, useEffect, useMemo, useState } from 'react';
import { AppNavigationContext, type AppNavigation } from '../core/app-navigation';
import { LoginScreen } from '../screens/login/login-screen';
import { FailurePanel } from '../widgets/failure-panel';
import type { AppStart } from './app-start';
import { FullScreenLoader } from './full-screen-loader';
import { MobileGate } from './mobile-gate';
import { Providers } from './providers';
import type { RoutedApp } from './routed-app';
import { StartupCheck } from './startup-check';

/**
 * The whole client: providers, start-up check, mobile gate, then the routed app. A visit
 * opened on /login sees the login screen without the router's code (33 KiB gzip that signing
 * in does not need); the router takes over when the user moves on, once the next screen is
 * ready, so the login screen keeps its state until then.
 */
export function App({ start }: { start: AppStart }) {
  // The router may be in before React first renders: then the first render draws its screen.
  const [routed, setRouted] = useState<RoutedApp | null>(() => start.current);
  const [failed, setFailed] = useState(false);

  // When the code cannot load, the failure shows in place of every screen and the promise
  // never settles: the screen that waited for it is gone (AppNavigation's contract).
  const routedApp = useCallback(
    () =>
      start.routed().catch(() => {
        setFailed(true);
        return new Promise<never>(() => undefined);
      }),
    [start],
  );

  useEffect(() => {
    if (!start.opensOnLogin) void routedApp().then(setRouted);
  }, [start, routedApp]);

  const shellNavigation = useMemo<AppNavigation>(
    () => ({
      navigate: async (to, options) => {
        const app = await routedApp();
        await app.navigation.navigate(to, options);
        setRouted(app);
      },
      moduleNames: async () => (await routedApp()).navigation.moduleNames(),
    }),
    [routedApp],
  );

  // Stored values of another application were cleared: to login. Without a router the page
  // is on the login screen already (main.tsx renders any other screen once the router exists).
  const onReset = useCallback(() => start.current?.goToLogin(), [start]);

  const screen = failed ? (
    // The app's code could not be loaded (a lost connection, a new release).
    <FailurePanel />
  ) : routed ? (
    <routed.Screen />
  ) : start.opensOnLogin ? (
    <AppNavigationContext value={shellNavigation}>
      <LoginScreen />
    </AppNavigationContext>
  ) : (
    <FullScreenLoader />
  );
  return (
    <Providers queryClient={start.queryClient} styleCache={start.styleCache}>
      <StartupCheck onReset={onReset}>
        <MobileGate>{screen}</MobileGate>
      </StartupCheck>
    </Providers>
  );
}
