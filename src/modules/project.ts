import type { ModuleOverride } from '../core/config/module-config';

/** Project: its sub-screens (devices, foremen, users, vendors, manpower, presence radius) as detail tabs keyed by project_id. */
export const projectOverride: ModuleOverride = {
  views: {
    detail: {
      children: [
        { module: 'project-device', parent_key: 'project_id' },
        { module: 'project-foreman', parent_key: 'project_id' },
        { module: 'project-user', parent_key: 'project_id' },
        { module: 'project-convalsal', parent_key: 'project_id' },
        { module: 'project-manpower', parent_key: 'project_id' },
        { module: 'presence-radius', parent_key: 'project_id' },
      ],
    },
  },
};
