import { type RawBuilder, sql } from 'kysely';
import { bloodType } from '../models/blood-type.ts';
import { manpowerType } from '../models/manpower-type.ts';
import { requestableColumns, requestableSubRecords } from '../models/requestable-fields.ts';
import type { FieldDeclaration, ModelDeclaration } from '../models/types.ts';

/** The models a requestable column relates to: a line names their rows by their display name. */
const relatedModels: readonly ModelDeclaration[] = [bloodType, manpowerType];

/** Where a relation column's rows are named: the related table and its display column. */
export function relationTarget(field: FieldDeclaration): { table: string; column: string } | undefined {
  if (!field.relation) return undefined;
  const model = relatedModels.find((candidate) => candidate.name === field.relation!.model);
  if (!model) throw new Error(`worker-values: no related model ${field.relation.model} for ${field.name}`);
  return { table: model.table, column: field.relation.displayName };
}

/**
 * A worker column's value as a line's text holds it: a related row by its name, a date as
 * YYYY-MM-DD, anything else as its text. `worker` is the SQL name of the employees row.
 */
function columnText(field: FieldDeclaration, worker: string): RawBuilder<string | null> {
  const column = sql.ref(`${worker}.${field.name}`);
  const target = relationTarget(field);
  if (target) return sql`(select ${sql.ref(`named.${target.column}`)} from ${sql.table(target.table)} named where named.id = ${column})`;
  if (field.input === 'date') return sql`to_char(${column}, 'YYYY-MM-DD')`;
  return sql`${column}::text`;
}

/** A CASE giving, for a line's field_name (`fieldName`), the worker's current value of that column as text. */
export function currentValueSql(fieldName: RawBuilder<unknown>, worker: string): RawBuilder<string | null> {
  const cases = requestableColumns.map((field) => sql`when ${field.name} then ${columnText(field, worker)}`);
  return sql<string | null>`case ${fieldName} ${sql.join(cases, sql` `)} end`;
}

/** The names of the sub-record lists, whose lines add or remove an entry rather than set a value. */
export const subRecordNames: readonly string[] = requestableSubRecords.map((record) => record.name);
