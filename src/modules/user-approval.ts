import type { ModuleOverride } from '../core/config/module-config';

/** Pending registrations: the detail carries the approve and reject decision (src/modules/views). */
export const userApprovalOverride: ModuleOverride = {
  views: { detail: { mode: 'custom' } },
};
