import type { RegistryModule, RegistryRoute, ResolvedRoute } from './module-types';
import '../menu-text';

/** The i18n key of a route's title. */
export function routeTitleKey(name: string): string {
  return `menu:routes.${name}`;
}

/** The i18n key of a module's title. */
export function moduleTitleKey(name: string): string {
  return `menu:modules.${name}`;
}

function resolveRoute(module: RegistryModule, route: RegistryRoute): ResolvedRoute {
  if (!route.path.startsWith('/')) {
    throw new Error(`Module '${module.name}': route path '${route.path}' must start with '/'.`);
  }
  const name = route.name ?? route.path.slice(1);
  return {
    module: module.name,
    name,
    fullPath: `/${module.name.toLowerCase()}${route.path}`,
    permission: route.permission,
    layout: module.layout,
    hidden: route.hidden ?? false,
    titleKey: routeTitleKey(name),
    section: route.section,
    group: route.group,
    separator: route.separator,
    screen: route.screen,
  };
}

/**
 * Spec §2 routing rule: every module route becomes /{module-name-lowercased}{route path},
 * in registry order. Fails early, naming the culprit, on a duplicate path or name.
 */
export function resolveModuleRoutes(modules: readonly RegistryModule[]): ResolvedRoute[] {
  const resolved = modules.flatMap((module) => module.routes.map((route) => resolveRoute(module, route)));
  const seenPaths = new Set<string>();
  const seenNames = new Set<string>();
  for (const route of resolved) {
    if (seenPaths.has(route.fullPath)) throw new Error(`Module '${route.module}': duplicate route path '${route.fullPath}'.`);
    if (seenNames.has(route.name)) throw new Error(`Module '${route.module}': duplicate route name '${route.name}'; names key the titles.`);
    seenPaths.add(route.fullPath);
    seenNames.add(route.name);
  }
  return resolved;
}

/**
 * Where main-module sends a signed-in user: the first listed route they may read,
 * rather than a forbidden first screen. Null when they may read none.
 */
export function firstReadableRoute(routes: readonly ResolvedRoute[], can: (permission: string) => boolean): ResolvedRoute | null {
  return routes.find((route) => route.layout && !route.hidden && can(route.permission)) ?? null;
}
