import { useCallback, useState } from 'react';
import type { ModuleConfig, ViewMode } from '../core/config/module-config';
import { type ScreenView, useViewState } from '../core/url-query-state';
import { usePermissionCheck } from '../core/use-permission';
import { viewAccess } from './module-actions';

/** The view a data screen shows, and a way to change it. */
export interface ScreenViewState {
  view: ScreenView;
  id: string | null;
  /** The view asked for needs a permission the user lacks: the 403 screen shows instead. */
  forbidden: boolean;
  goTo: (view: ScreenView, id?: string | number | null) => void;
}

export interface ScreenViewOptions {
  config: ModuleConfig;
  /** Keep the view in memory instead of the URL (a child tab). */
  embedded: boolean;
}

/**
 * The view shown: from the URL (spec §2), or in memory for an embedded screen. A view
 * typed into the URL is checked first, so no form opens and no record loads that the
 * user may not use: one the module does not offer, or a record view without an id,
 * shows the list; one the user lacks the permission for (spec §6) is forbidden.
 */
export function useScreenView({ config, embedded }: ScreenViewOptions): ScreenViewState {
  const fromUrl = useViewState();
  const [local, setLocal] = useState<{ view: ScreenView; id: string | null }>({ view: 'list', id: null });
  const can = usePermissionCheck();
  const { view: asked, id } = embedded ? local : fromUrl;
  const resolved = resolveView(config, asked, id, can);
  const { goTo: goToInUrl } = fromUrl;
  const shown = resolved.view;
  // Stable while the view and the URL stay, so the list's rows are not drawn again for it.
  const goTo = useCallback(
    (view: ScreenView, next?: string | number | null) => {
      if (embedded) return setLocal({ view, id: next === undefined || next === null ? null : String(next) });
      // A modal opens and closes over the list where it stands.
      goToInUrl(view, next, overList(config, shown) && overList(config, view));
    },
    [embedded, goToInUrl, config, shown],
  );
  return { ...resolved, id, goTo };
}

/**
 * The view shown for the one asked for: the list when the module does not offer it or a
 * record view has no id; forbidden when the user lacks its permission.
 */
export function resolveView(config: ModuleConfig, asked: ScreenView, id: string | null, can: (permission: string) => boolean): { view: ScreenView; forbidden: boolean } {
  const access = viewAccess(config, asked, can);
  const withoutRecord = (asked === 'detail' || asked === 'update') && !id;
  return { view: access === 'absent' || withoutRecord ? 'list' : asked, forbidden: access === 'forbidden' && !withoutRecord };
}

/** The view leaves the list on the screen: the list itself, its filter panel, or a modal over it. */
function overList(config: ModuleConfig, view: ScreenView): boolean {
  return view === 'list' || view === 'filter' || viewMode(config, view) === 'modal';
}

/** How a view shows: in place of the list (default), in a modal over it, or as the module's custom view. */
export function viewMode(config: ModuleConfig, view: ScreenView): ViewMode {
  return config.views?.[view]?.mode ?? 'default';
}
