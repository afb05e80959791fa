import { type Static, Type } from 'typebox';

const NullableText = Type.Union([Type.String(), Type.Null()]);

/** GET /employee-request-change/{id}/review. */
export const RequestChangeParams = Type.Object({ id: Type.String({ maxLength: 100 }) });

/**
 * One line of the review's diff, in the caller's language: the field's label (never its
 * column), whether it sets a column or adds to / takes from a list of sub-records, the old,
 * new and current values as a reader reads them (an option's label, a related row's name; a
 * date YYYY-MM-DD and a file's address for the screen to show as such).
 */
export const RequestChangeLine = Type.Object({
  id: Type.Integer(),
  field_name: Type.String(),
  label: Type.String(),
  kind: Type.Union([Type.Literal('field'), Type.Literal('list')]),
  change_type: Type.String(),
  change_type_label: Type.String(),
  format: Type.Union([Type.Literal('text'), Type.Literal('date'), Type.Literal('file')]),
  old_value: NullableText,
  new_value: NullableText,
  current_value: NullableText,
});

export const RequestChangeReviewAnswer = Type.Object({
  data: Type.Object({
    id: Type.Integer(),
    status: Type.String(),
    /** The request awaits a decision (verification_request or appraisal_request). */
    pending: Type.Boolean(),
    employee: Type.Object({ id: Type.Integer(), fullname: Type.String() }),
    lines: Type.Array(RequestChangeLine),
  }),
});
export type RequestChangeReviewAnswer = Static<typeof RequestChangeReviewAnswer>;
export type RequestChangeLine = Static<typeof RequestChangeLine>;

/** POST /employee-request-change/approve and /reject: the request, and for a rejection the reason; checked by the route. */
export const RequestChangeDecisionBody = Type.Object({ id: Type.Unknown(), reason: Type.Optional(Type.Unknown()) });

export const RequestChangeDecisionAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ id: Type.Integer(), status: Type.String() }),
});
export type RequestChangeDecisionAnswer = Static<typeof RequestChangeDecisionAnswer>;
