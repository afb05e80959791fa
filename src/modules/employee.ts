import type { ModuleOverride } from '../core/config/module-config';
import { ratingPanel } from './rating';

/** Workers: their rating panel below the detail, above the sub-screens' tabs. */
export const employeeOverride: ModuleOverride = {
  views: { detail: { rating: ratingPanel('employee') } },
};
