import type { ModuleOverride } from '../core/config/module-config';

/** Change request: its detail lines as a tab keyed by request_change_id. */
export const employeeRequestChangeOverride: ModuleOverride = {
  views: {
    detail: { children: [{ module: 'employee-request-change-detail', parent_key: 'request_change_id' }] },
  },
};
