import { type Static, Type } from 'typebox';

/** GET /audit-log/{id}/changes: the audit entry's id, checked by the route (422 when it is no id). */
export const AuditChangesParams = Type.Object({ id: Type.String() });

/** A value as users read it: a relation's name, an option's label, or the stored value itself. */
const ShownValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

/**
 * One field an audited write changed (a create's every field, a delete's every field): the
 * field's label in the caller's language, its value before and after. `named` says the values
 * are already what users read (a relation's name, an option's label); the others are stored
 * values the client formats as the field's own screens do (a date, money).
 */
export const AuditChange = Type.Object({
  field: Type.String(),
  label: Type.String(),
  before: ShownValue,
  after: ShownValue,
  named: Type.Boolean(),
});
export type AuditChange = Static<typeof AuditChange>;

export const AuditChangesAnswer = Type.Object({ data: Type.Array(AuditChange) });
