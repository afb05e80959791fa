import type { ModuleOverride } from '../core/config/module-config';

/**
 * Data validation: the detail is the reviewer's screen (the diff, approve and reject) and the
 * create form files the request with its lines (src/modules/views).
 */
export const employeeRequestChangeOverride: ModuleOverride = {
  views: { detail: { mode: 'custom' }, create: { mode: 'custom' } },
};
