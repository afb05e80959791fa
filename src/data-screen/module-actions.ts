import type { ModuleConfig } from '../core/config/module-config';

/** Which of the add/detail/edit/delete actions a user sees (spec §6: permission and the hide switches). */
export interface ModuleActions {
  create: boolean;
  detail: boolean;
  update: boolean;
  delete: boolean;
}

/** create controls add-new, read the detail icon, update the edit icon, delete the delete icon. */
export function moduleActions(config: ModuleConfig, can: (permission: string) => boolean): ModuleActions {
  const list = config.views?.list ?? {};
  return {
    create: !list.hideCreate && can(config.permission.create),
    detail: !list.hideDetail && !config.views?.detail?.hidden && can(config.permission.read),
    update: !list.hideUpdate && can(config.permission.update),
    delete: !list.hideDelete && can(config.permission.delete),
  };
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
