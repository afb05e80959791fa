import { Type } from 'typebox';

/** The largest id of a serial key, PostgreSQL's largest integer. */
export const SERIAL_ID_MAX = 2_147_483_647;

/** A serial id in a query or body: a whole number from 1 to 2³¹-1. */
export const SerialId = Type.Integer({ minimum: 1, maximum: SERIAL_ID_MAX });

/** A calendar day, YYYY-MM-DD. */
export const Day = Type.String({ format: 'date' });

/** An answer that only says what happened, in the caller's language. */
export const MessageAnswer = Type.Object({ message: Type.String() });
