import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import type { RegistryModule, ResolvedRoute } from '../core/modules/module-types';
import { resolveModuleRoutes } from '../core/modules/resolve-routes';
import { LOGIN_PATH, MAIN_MODULE_PATH } from '../core/route-paths';
import { PrivacyPolicyScreen, TermConditionScreen } from '../screens/legal/legal-screens';
import {
  RegisterRoleScreen,
  RegisterScreen,
  ResetPasswordScreen,
  SsoLoginScreen,
  VerifyEmailScreen,
  WaitingAccountScreen,
} from '../screens/account-screens';
import { LoginScreen } from '../screens/login/login-screen';
import { NotFoundScreen } from '../screens/not-found-screen';
import { RouteErrorScreen } from '../screens/route-error-screen';
import { FullScreenLoader } from './full-screen-loader';
import { LazyDashboardLayout } from './layout/lazy-dashboard-layout';
import { MainModuleRedirect } from './main-module-redirect';
import { ModuleRouteScreen } from './module-route-screen';
import { RequireFeature } from './require-feature';
import { RequireSession } from './route-guard';
import { enteredOnly, moduleRouteLoader, type RouterStarting, sessionLoader } from './route-preload';

/** What every route object carries in `handle`: its name and title key, for the layout. */
export interface RouteHandle {
  name: string;
  titleKey?: string;
}

// A route with a preload loader shows the start-up loader until the router's first
// loaders have run, and preloads as it is entered, not on every change of its search.
const preloading = { hydrateFallbackElement: <FullScreenLoader />, shouldRevalidate: enteredOnly };

function moduleRouteObject(route: ResolvedRoute, queryClient: QueryClient, starting: RouterStarting): RouteObject {
  const handle: RouteHandle = { name: route.name, titleKey: route.titleKey };
  const loader = moduleRouteLoader(route, queryClient, starting);
  return { id: route.name, path: route.fullPath, handle, element: <ModuleRouteScreen route={route} />, ...(loader && { loader, ...preloading }) };
}

/** The public routes of spec §2, register-ish ones behind their feature switch. */
function publicRoutes(moduleNames: readonly string[]): RouteObject[] {
  const registerOnly = (id: string, screen: ReactNode): RouteObject => ({
    id,
    path: `/${id}`,
    element: <RequireFeature feature="allowRegister">{screen}</RequireFeature>,
  });
  return [
    { id: 'login', path: LOGIN_PATH, element: <LoginScreen /> },
    { id: 'term-condition', path: '/term-condition', element: <TermConditionScreen /> },
    { id: 'privacy-policy', path: '/privacy-policy', element: <PrivacyPolicyScreen /> },
    { id: 'sso-login', path: '/sso-login', element: <SsoLoginScreen moduleNames={moduleNames} /> },
    registerOnly('register', <RegisterScreen />),
    registerOnly('register-role', <RegisterRoleScreen />),
    registerOnly('verify-email', <VerifyEmailScreen />),
    registerOnly('waiting-account', <WaitingAccountScreen />),
    {
      id: 'reset-password',
      path: '/reset-password',
      element: (
        <RequireFeature feature="forgetPassword">
          <ResetPasswordScreen />
        </RequireFeature>
      ),
    },
  ];
}

/**
 * Every route, its children too, with the translated error screen as its errorElement:
 * an error shows in place of the screen that threw (inside the layout for a module
 * route), never as React Router's default page with a stack trace.
 */
function withErrorScreen(route: RouteObject): RouteObject {
  const errorElement = <RouteErrorScreen />;
  if (route.index) return { ...route, errorElement };
  return { ...route, errorElement, children: route.children?.map(withErrorScreen) };
}

/**
 * Spec §2 routing rules: module routes with a layout sit under main-module (path '/',
 * the dashboard layout, redirecting to the first readable route); the others are
 * top-level, still behind the guard; public routes are open. The private routes'
 * loaders start the session, layout and screen loading into `queryClient` (route-preload).
 */
export function buildRoutes(modules: readonly RegistryModule[], queryClient: QueryClient, starting: RouterStarting): RouteObject[] {
  const routes = resolveModuleRoutes(modules);
  const moduleNames = modules.map((module) => module.name);
  const layoutRoutes = routes.filter((route) => route.layout);
  const topLevelRoutes = routes.filter((route) => !route.layout);
  const mainModule: RouteObject = {
    id: 'main-module',
    path: MAIN_MODULE_PATH,
    loader: sessionLoader(queryClient, starting, true),
    ...preloading,
    element: (
      <RequireSession>
        <LazyDashboardLayout modules={modules} />
      </RequireSession>
    ),
    children: [{ index: true, element: <MainModuleRedirect routes={layoutRoutes} /> }, ...layoutRoutes.map((route) => moduleRouteObject(route, queryClient, starting))],
  };
  const topLevel: RouteObject = {
    id: 'top-level-modules',
    loader: sessionLoader(queryClient, starting, false),
    ...preloading,
    element: (
      <RequireSession>
        <Outlet />
      </RequireSession>
    ),
    children: topLevelRoutes.map((route) => moduleRouteObject(route, queryClient, starting)),
  };
  const routeTree: RouteObject[] = [
    ...publicRoutes(moduleNames),
    mainModule,
    ...(topLevelRoutes.length > 0 ? [topLevel] : []),
    { id: 'not-found', path: '*', element: <NotFoundScreen /> },
  ];
  return routeTree.map(withErrorScreen);
}
