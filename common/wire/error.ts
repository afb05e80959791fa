import { type Static, Type } from 'typebox';

/**
 * What every refusal and failure answers (server/http/error-handler.ts): a message in the
 * caller's language; a 422 adds the messages per field, and some refusals data of their own.
 */
export const ErrorAnswer = Type.Object(
  {
    message: Type.String(),
    data: Type.Optional(Type.Unknown({ description: 'Per-field messages ({field: [message]}) on a 422, or what the refusal reports' })),
  },
  { description: 'A refusal or failure' },
);
export type ErrorAnswer = Static<typeof ErrorAnswer>;

/** The refusals and failures every route may answer: a route's response schema is `{ 200: …, ...errorAnswers }`. */
export const errorAnswers = { '4xx': ErrorAnswer, '5xx': ErrorAnswer } as const;
