/** Spec §9: ratings go up to 5 stars. */
export const RATING_MAX = 5;

/** One rated aspect (spec §3 "Rating"). */
export interface RatingItem {
  rating_type_id: number | string;
  rating_type_name: string;
  /** The average of everyone's ratings. */
  rating_value: number | null;
  /** The signed-in user's own rating, null when not rated yet. */
  my_rating_value: number | null;
}

/** GET {getter} answer's data (spec §3, §7). */
export interface RatingData {
  data_main: { name: string; overall_rating_value: number | null };
  data_rating: RatingItem[];
}

/** The one payload POST {setter} receives: the subject params plus data_rating, nothing else. */
export function ratingPayload(submitParams: Record<string, unknown>, items: readonly RatingItem[], mine: Record<string, number | null>): Record<string, unknown> {
  return {
    ...submitParams,
    data_rating: items.map((item) => ({ ...item, my_rating_value: mine[String(item.rating_type_id)] ?? item.my_rating_value })),
  };
}
