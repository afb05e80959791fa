import type { ModuleOverride } from '../core/config/module-config';
import { ratingPanel } from './rating';

/** Vendors and subcontractors: their rating panel below the detail, above the tabs. */
export const convalsalOverride: ModuleOverride = {
  views: { detail: { rating: ratingPanel('convalsal') } },
};
