import type { GeneratedModel } from '../../generated';
import { modelReadPermissions } from '../../generated/read-permissions';
import type { ModuleScreen, RegistryModule, RegistryRoute } from '../core/modules/module-types';
import { moduleScreen } from './module-screen';

/** The spec's route name and the route's place in the menu: what no model config can know. */
type RoutePlacement = Omit<RegistryRoute, 'permission' | 'screen'>;

/** A route showing a model's generic data screen; its read permission is the one of the model's generated config. */
export interface ModelRouteEntry extends RoutePlacement {
  model: GeneratedModel;
  screen?: never;
  permission?: never;
}

/** A hand-written screen no model config describes (a dashboard, QR printing), with the read permission it needs. */
export interface ScreenRouteEntry extends RoutePlacement {
  screen: ModuleScreen;
  permission: string;
  model?: never;
}

export type RouteEntry = ModelRouteEntry | ScreenRouteEntry;

/** A module of the registry as written: its routes name a model or a hand-written screen. */
export interface ModuleEntry extends Omit<RegistryModule, 'routes'> {
  routes: RouteEntry[];
}

function registryRoute(module: string, entry: RouteEntry): RegistryRoute {
  if (entry.model === undefined) return entry;
  const { model, ...placement } = entry;
  const permission = modelReadPermissions[model];
  if (!permission) {
    throw new Error(`Module '${module}': route '${entry.path}' names model '${model}', which has no generated config; fix the name or run npm run codegen.`);
  }
  return { ...placement, model, permission, screen: moduleScreen(model) };
}

/**
 * The registry's modules with each model route's read permission and screen worked out from
 * its model: the permission of its generated config, and `moduleScreen(model)`. Fails early,
 * naming the route, on a model without a generated config (the types already refuse one).
 */
export function registryModules(modules: readonly ModuleEntry[]): RegistryModule[] {
  return modules.map(({ routes, ...module }) => ({ ...module, routes: routes.map((entry) => registryRoute(module.name, entry)) }));
}
