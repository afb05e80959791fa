import { type Static, Type } from 'typebox';

/**
 * POST /presence-exception/resolve: the exceptions to resolve at once (1 to 500), how, and why;
 * a correction also names the time (HH:mm on each exception's own day) and the direction of
 * the presence it records. Checked by the route, field by field, in the caller's language.
 */
export const ResolveExceptionsBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 }),
  action: Type.Unknown(),
  reason: Type.Optional(Type.Unknown()),
  time: Type.Optional(Type.Unknown()),
  direction: Type.Optional(Type.Unknown()),
});
export type ResolveExceptionsBody = Static<typeof ResolveExceptionsBody>;

export const ResolveExceptionsAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ resolved: Type.Integer(), state: Type.String() }),
});
export type ResolveExceptionsAnswer = Static<typeof ResolveExceptionsAnswer>;
