import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { RegistryModule, ResolvedRoute } from './module-types';
import { moduleTitleKey, resolveModuleRoutes } from './resolve-routes';

export interface MenuLink {
  kind: 'link';
  route: ResolvedRoute;
}

/** A heading (section) or a labelled divider (separator) above the links that follow. */
export interface MenuHeading {
  kind: 'section' | 'separator';
  /** i18n key of the label. */
  labelKey: string;
}

/** A collapsible group of links. */
export interface MenuGroup {
  kind: 'group';
  key: string;
  labelKey: string;
  links: MenuLink[];
}

export type MenuEntry = MenuLink | MenuHeading | MenuGroup;

export interface MenuModule {
  name: string;
  titleKey: string;
  icon?: ComponentType<SvgIconProps>;
  entries: MenuEntry[];
}

function headingsBefore(route: ResolvedRoute, previous: ResolvedRoute | undefined): MenuHeading[] {
  const headings: MenuHeading[] = [];
  if (route.section && route.section !== previous?.section) {
    headings.push({ kind: 'section', labelKey: `menu:sections.${route.section}` });
  }
  if (route.separator && route.separator !== previous?.separator) {
    headings.push({ kind: 'separator', labelKey: `menu:separators.${route.separator}` });
  }
  return headings;
}

function addLink(entries: MenuEntry[], route: ResolvedRoute): void {
  const link: MenuLink = { kind: 'link', route };
  if (!route.group) {
    entries.push(link);
    return;
  }
  const last = entries[entries.length - 1];
  if (last?.kind === 'group' && last.key === route.group) last.links.push(link);
  else entries.push({ kind: 'group', key: route.group, labelKey: `menu:groups.${route.group}`, links: [link] });
}

/** The entries of one module's menu block, from the routes already kept. */
function menuEntries(routes: readonly ResolvedRoute[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  routes.forEach((route, index) => {
    entries.push(...headingsBefore(route, routes[index - 1]));
    addLink(entries, route);
  });
  return entries;
}

/**
 * The side menu of spec §6: only routes whose read permission passes (hidden routes
 * never), modules left with none dropped. Headings and groups appear only above kept
 * routes, so a section whose routes are all filtered out disappears with them.
 */
export function buildSideMenu(modules: readonly RegistryModule[], can: (permission: string) => boolean): MenuModule[] {
  const routes = resolveModuleRoutes(modules);
  return modules.flatMap((module) => {
    const kept = routes.filter((route) => route.module === module.name && !route.hidden && can(route.permission));
    if (kept.length === 0) return [];
    return [{ name: module.name, titleKey: moduleTitleKey(module.name), icon: module.icon, entries: menuEntries(kept) }];
  });
}
