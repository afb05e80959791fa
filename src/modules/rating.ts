import { modelReadPermissions } from '../../generated/read-permissions';
import type { DetailRatingConfig } from '../core/config/module-config';

/** The rating panel of a rated model's detail: its /api/rating/{name} calls, view-{name} and do-rating-{name} (spec §6, §7). */
export function ratingPanel(model: 'employee' | 'convalsal'): DetailRatingConfig {
  return {
    getter: `/rating/${model}`,
    setter: `/rating/${model}`,
    permission: { view: modelReadPermissions[model], rating: `do-rating-${model}` },
  };
}
