import { type Static, Type } from 'typebox';

/** GET /rating/{subject}?subject_id: the rated subject (employee or convalsal) is checked by the route, 404 when unknown. */
export const RatingParams = Type.Object({ subject: Type.String() });
export const RatingQuery = Type.Object({ subject_id: Type.Optional(Type.Unknown()) });

/** One rated aspect (spec §3 "Rating"): everyone's average and the signed-in user's own rating, null when not rated yet. */
export const RatingItem = Type.Object({
  rating_type_id: Type.Integer(),
  rating_type_name: Type.String(),
  rating_value: Type.Number(),
  my_rating_value: Type.Union([Type.Integer(), Type.Null()]),
});
export type RatingItem = Static<typeof RatingItem>;

/** The rating panel's data (spec §3, §7): the subject's name and overall average, and each aspect. */
export const RatingData = Type.Object({
  data_main: Type.Object({ name: Type.String(), overall_rating_value: Type.Number() }),
  data_rating: Type.Array(RatingItem),
});
export type RatingData = Static<typeof RatingData>;
export const RatingAnswer = Type.Object({ data: RatingData });

/** POST /rating/{subject}: the subject and the ratings given, each checked by the route (422 rating_invalid). */
export const RateBody = Type.Object({ subject_id: Type.Optional(Type.Unknown()), data_rating: Type.Optional(Type.Unknown()) });
export const RateAnswer = Type.Object({ message: Type.String(), data: RatingData });
