import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** What a module route's screen receives: the route it was mounted for. */
export interface ModuleScreenProps {
  route: ResolvedRoute;
}

/** What a screen's preload receives: the URL's search parameters and the app's query client. */
export interface ScreenPreloadContext {
  search: URLSearchParams;
  queryClient: QueryClient;
}

/** What a screen's preload started: its code, and its code with its first data. Neither rejects. */
export interface ScreenPreload {
  code: Promise<void>;
  all: Promise<void>;
}

/**
 * A module route's screen. `preload`, when there, starts loading the screen's code and
 * first data as the navigation to its route begins; the router calls it only for a user
 * who may read the route.
 */
export type ModuleScreen = ComponentType<ModuleScreenProps> & { preload?: (context: ScreenPreloadContext) => ScreenPreload };

/** One route of a module in the registry (spec §2 "Module routes"). */
export interface RegistryRoute {
  /** Path inside the module, starting with '/'; the full path is /{module}{path}. */
  path: string;
  /** The spec's route name; the title is menu:routes.{name}. Defaults to the path without its slash. */
  name?: string;
  /** The read permission a user needs to see the route in the menu and open it. */
  permission: string;
  /** Heading the route sits under in the side menu (menu:sections.{key}). */
  section?: string;
  /** Collapsible group the route sits in (menu:groups.{key}). */
  group?: string;
  /** Labelled divider before the route (menu:separators.{key}). */
  separator?: string;
  /** Reachable by URL, never listed in the side menu. */
  hidden?: boolean;
  /** The screen; a route without one shows the placeholder screen (spec §2). */
  screen?: ModuleScreen;
  /** The model whose data screen the route shows; none for a hand-written screen. */
  model?: string;
}

/** One module of the registry: a menu block and the prefix of its routes. */
export interface RegistryModule {
  /** Lower-case module name: the route prefix and the title key menu:modules.{name}. */
  name: string;
  /** Modules with a layout sit under main-module (the dashboard layout); others are top-level. */
  layout: boolean;
  icon?: ComponentType<SvgIconProps>;
  routes: RegistryRoute[];
}

/** A registry route with everything the router and the menu need worked out. */
export interface ResolvedRoute {
  module: string;
  name: string;
  /** /{module-name}{route path} */
  fullPath: string;
  permission: string;
  layout: boolean;
  hidden: boolean;
  /** i18n key of the title, derived from the route name. */
  titleKey: string;
  section?: string;
  group?: string;
  separator?: string;
  screen?: ModuleScreen;
}
