import { createContext, useContext } from 'react';

export interface NavigateOptions {
  replace?: boolean;
  /** Handed to the next screen as React Router's location state. */
  state?: unknown;
}

/**
 * How a screen that may show before the router has loaded (the login screen) moves on
 * into the app. The app provides it: until the router's
 * code is loaded it loads that code first; inside the router it is the router's own
 * navigation. Either way the promise settles once the next screen shows. If that code
 * cannot be loaded, the app shows so in place of every screen and the promises never
 * settle, so the screen that asked has no failure of its own to handle.
 */
export interface AppNavigation {
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  /** The module registry's names, which a session stores for the guard (spec §4). */
  moduleNames(): Promise<readonly string[]>;
}

export const AppNavigationContext = createContext<AppNavigation | null>(null);

/** The app's navigation; a screen using it must sit under an AppNavigationContext provider. */
export function useAppNavigation(): AppNavigation {
  const navigation = useContext(AppNavigationContext);
  if (!navigation) throw new Error('useAppNavigation needs an AppNavigationContext provider (src/app/app.tsx gives one).');
  return navigation;
}
