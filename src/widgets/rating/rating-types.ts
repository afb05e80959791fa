import type { RatingItem } from '../../../common/wire/rating.ts';

/** Spec §9: ratings go up to 5 stars. */
export const RATING_MAX = 5;

/** One rated aspect and the panel's data (spec §3, §7): the server's schemas' types (common/wire/rating.ts). */
export type { RatingData, RatingItem } from '../../../common/wire/rating.ts';

/** The one payload POST {setter} receives: the subject params plus data_rating, nothing else. */
export function ratingPayload(submitParams: Record<string, unknown>, items: readonly RatingItem[], mine: Record<string, number | null>): Record<string, unknown> {
  return {
    ...submitParams,
    data_rating: items.map((item) => ({ ...item, my_rating_value: mine[String(item.rating_type_id)] ?? item.my_rating_value })),
  };
}
