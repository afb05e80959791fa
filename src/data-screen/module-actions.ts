import type { ModuleConfig, ModulePermission } from '../core/config/module-config';
import type { ScreenView } from '../core/url-query-state';

/** Which of the add/detail/edit/delete actions a user sees (spec §6: permission and the hide switches). */
export interface ModuleActions {
  create: boolean;
  detail: boolean;
  update: boolean;
  delete: boolean;
}

/**
 * Whether a view may show: 'absent' when the module does not offer it (the list shows
 * instead), 'forbidden' when the user lacks its permission (the 403 screen shows).
 */
export type ViewAccess = 'allowed' | 'absent' | 'forbidden';

/** The permission each record view needs (spec §6); the list and its filter need only the route's. */
const PERMISSION_OF: Record<'create' | 'detail' | 'update', keyof ModulePermission> = { create: 'create', detail: 'read', update: 'update' };

function moduleOffers(config: ModuleConfig, view: ScreenView): boolean {
  const list = config.views?.list ?? {};
  if (view === 'create') return !list.hideCreate;
  if (view === 'update') return !list.hideUpdate;
  if (view === 'detail') return !list.hideDetail && !config.views?.detail?.hidden;
  if (view === 'filter') return list.filter !== false;
  return true;
}

/** Whether the module offers a view and the user may use it: the hide switches, then spec §6's permission. */
export function viewAccess(config: ModuleConfig, view: ScreenView, can: (permission: string) => boolean): ViewAccess {
  if (!moduleOffers(config, view)) return 'absent';
  if (view === 'list' || view === 'filter') return 'allowed';
  return can(config.permission[PERMISSION_OF[view]]) ? 'allowed' : 'forbidden';
}

/** create controls add-new, read the detail icon, update the edit icon, delete the delete icon. */
export function moduleActions(config: ModuleConfig, can: (permission: string) => boolean): ModuleActions {
  const allowed = (view: ScreenView) => viewAccess(config, view, can) === 'allowed';
  return {
    create: allowed('create'),
    detail: allowed('detail'),
    update: allowed('update'),
    delete: !config.views?.list?.hideDelete && can(config.permission.delete),
  };
}

/** Which of the module's permissions (spec §6) the user holds, whatever the views offer. */
export type ModulePermissions = Record<keyof ModulePermission, boolean>;

/** Whether the user holds each of the module's create, read, update and delete permissions. */
export function modulePermissions(config: ModuleConfig, can: (permission: string) => boolean): ModulePermissions {
  const { create, read, update, delete: remove } = config.permission;
  return { create: can(create), read: can(read), update: can(update), delete: can(remove) };
}

/** The endpoints a module reads and writes, custom_api first (spec §3). */
export function moduleEndpoints(config: ModuleConfig) {
  const custom = config.custom_api ?? {};
  return {
    list: custom.list ?? config.getter,
    read: custom.read ?? config.getter,
    create: custom.create ?? config.setter,
    update: custom.update ?? config.setter,
    delete: custom.delete ?? config.setter,
  };
}
