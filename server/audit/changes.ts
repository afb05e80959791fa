import type { AuditChange } from '../../common/wire/audit.ts';
import type { Database } from '../db/database.ts';
import { dynamic } from '../crud/dynamic.ts';
import type { Locale } from '../i18n/messages.ts';
import { findModel } from '../models/index.ts';
import type { FieldDeclaration } from '../models/types.ts';

/** An audit entry as stored: the audited model's name, the action, and the record before and after it. */
export interface AuditEntryRow {
  model: string;
  action: string;
  before: unknown;
  after: unknown;
}

type Shown = AuditChange['before'];
type Values = Record<string, unknown>;

const asValues = (value: unknown): Values => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {});

/**
 * A value the way both sides of an entry can be compared: the stored record holds what the
 * database answered (a numeric as '12.50', a date as a time stamp, a relation's id), the
 * written values what the form sent after normalising ('12.5', '2026-11-23').
 */
function comparable(field: FieldDeclaration, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (field.input === 'date') return text.slice(0, 10);
  if (text.trim() !== '' && Number.isFinite(Number(text))) return String(Number(text));
  return text;
}

function plain(value: unknown): Shown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** The fields an entry shows: a create's and a delete's every stored field, an update's changed ones. */
function changedFields(fields: readonly FieldDeclaration[], action: string, before: Values, after: Values): FieldDeclaration[] {
  return fields.filter((field) => {
    if (field.hidden) return false;
    const inBefore = field.name in before;
    const inAfter = field.name in after;
    if (action === 'update' || (action === 'import' && inBefore && inAfter)) {
      return inAfter && comparable(field, before[field.name]) !== comparable(field, after[field.name]);
    }
    return (inBefore && before[field.name] != null) || (inAfter && after[field.name] != null);
  });
}

/** The display names of the ids the relation fields hold, one query per related model. */
async function relationNames(db: Database, fields: readonly FieldDeclaration[], sides: readonly Values[]): Promise<Map<string, Map<string, string>>> {
  const names = new Map<string, Map<string, string>>();
  for (const field of fields) {
    const relation = field.relation;
    const target = relation && findModel(relation.model);
    if (!relation || !target) continue;
    const ids = [...new Set(sides.map((side) => Number(side[field.name])).filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647))];
    if (ids.length === 0) continue;
    const rows = await dynamic(db).selectFrom(target.table).select(['id', `${relation.displayName} as name`]).where('id', 'in', ids).execute();
    names.set(field.name, new Map(rows.map((row) => [String(row.id), String(row.name ?? '')])));
  }
  return names;
}

/**
 * What an audit entry changed, field by field, as a user reads it: each field's label in
 * `locale`, a relation's name for its id (the id itself once the record is gone), an
 * option's label for its value. Columns the audited model does not declare (audit stamps,
 * secrets already left out when written) are not shown: nobody reads raw column names.
 */
export async function auditChanges(db: Database, locale: Locale, entry: AuditEntryRow): Promise<AuditChange[]> {
  const model = findModel(entry.model);
  if (!model) return [];
  const before = asValues(entry.before);
  const after = asValues(entry.after);
  const fields = changedFields(model.fields, entry.action, before, after);
  const names = await relationNames(db, fields, [before, after]);
  const shown = (field: FieldDeclaration, side: Values): Shown => {
    const value = side[field.name];
    if (value === null || value === undefined) return null;
    const name = names.get(field.name)?.get(String(value));
    if (name !== undefined) return name;
    const option = field.options?.find((item) => String(item.value) === String(value));
    return option ? option.label[locale] : plain(value);
  };
  return fields.map((field) => ({
    field: field.name,
    label: field.label[locale],
    before: shown(field, before),
    after: shown(field, after),
    named: Boolean(field.relation || field.options),
  }));
}
