import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';
import type { ModelDeclaration, SavedRecord } from '../models/types.ts';
import { writeAudits } from './audit.ts';
import { type ColumnInfo, tableColumns } from './columns.ts';
import { dynamic } from './dynamic.ts';
import { baseQuery } from './query.ts';
import { statementChunks } from './statement-chunks.ts';

type Row = Record<string, unknown>;

/** One record to write: a create, or with `id` the update of the stored record `before`. */
export interface RecordWrite {
  id?: number;
  before?: Row;
  /** The values validated for the record's writable fields. */
  values: Row;
  /** Writes the record's sub-records once the record has its id, before afterSave. */
  children?: (trx: Database, id: number) => Promise<void>;
}

/** A written record ended outside the caller's department or project; `index` is its write's. */
export class OutOfScope extends AppError {
  constructor(readonly index: number) {
    super(403, 'out_of_scope');
  }
}

const modeOf = (write: RecordWrite) => (write.id === undefined ? 'create' : 'update');

/** Inserts `rows`, many a statement, and answers their new ids in the order of `rows`. */
async function insertRows(trx: Database, table: string, rows: readonly Row[]): Promise<number[]> {
  const ids: number[] = [];
  const width = new Set(rows.flatMap((row) => Object.keys(row))).size;
  for (const chunk of statementChunks(rows, width)) {
    const inserted = await dynamic(trx).insertInto(table).values(chunk).returning('id').execute();
    // The key's sequence numbers the rows in the order of the VALUES list, so the ids in
    // ascending order are the rows' in order, whatever order RETURNING lists them in.
    ids.push(...inserted.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}

function columnOf(columns: ReadonlyMap<string, ColumnInfo>, table: string, name: string): ColumnInfo {
  const column = columns.get(name);
  if (!column) throw new Error(`${table} has no column ${name}`);
  return column;
}

/**
 * Updates records that set the same columns, many a statement: `update … from (values …)`,
 * each value cast to its column's type as a one-row update's parameter would be read.
 */
async function updateRows(trx: Database, table: string, columns: ReadonlyMap<string, ColumnInfo>, keys: readonly string[], rows: readonly { id: number; values: Row }[], userId: number) {
  const names = ['id', ...keys];
  const types = names.map((name) => sql.id(columnOf(columns, table, name).udtName));
  const set = keys.map((key) => sql`${sql.id(key)} = ${sql.ref(`v.${key}`)}`);
  for (const chunk of statementChunks(rows, names.length)) {
    const tuples = chunk.map(({ id, values }) => sql`(${sql.join(names.map((name, n) => sql`cast(${name === 'id' ? id : values[name]} as ${types[n]!})`))})`);
    await sql`
      update ${sql.table(table)} set ${sql.join([...set, sql`updated_by = ${userId}`, sql`updated_at = now()`])}
      from (values ${sql.join(tuples)}) as v(${sql.join(names.map((name) => sql.id(name)))})
      where ${sql.ref(`${table}.id`)} = v.id`.execute(trx);
  }
}

/** Writes every record, creates and then updates grouped by the columns they set; answers the ids in the order of `writes`. */
async function writeRows(trx: Database, auth: RequestAuth, model: ModelDeclaration, writes: readonly RecordWrite[], values: readonly Row[], columns: ReadonlyMap<string, ColumnInfo>): Promise<number[]> {
  const userId = auth.profile.id;
  const ids = writes.map((write) => write.id ?? 0);
  const creates = writes.flatMap((write, index) => (write.id === undefined ? [index] : []));
  const created = await insertRows(trx, model.table, creates.map((index) => ({ ...values[index], created_by: userId, updated_by: userId })));
  creates.forEach((index, n) => (ids[index] = created[n]!));
  const updates = new Map<string, { keys: string[]; rows: { id: number; values: Row }[] }>();
  for (const [index, write] of writes.entries()) {
    if (write.id === undefined) continue;
    const keys = Object.keys(values[index]!).sort();
    const group = updates.get(keys.join()) ?? { keys, rows: [] };
    group.rows.push({ id: write.id, values: values[index]! });
    updates.set(keys.join(), group);
  }
  for (const { keys, rows } of updates.values()) await updateRows(trx, model.table, columns, keys, rows, userId);
  return ids;
}

/** The index of the first record the caller's scope no longer reaches, in one query. */
async function firstOutOfScope(trx: Database, auth: RequestAuth, model: ModelDeclaration, ids: readonly number[]): Promise<number | undefined> {
  const key = sql.ref(`${model.table}.id`);
  const rows = await baseQuery(trx, model, auth)
    .select(sql<number>`${key}`.as('id'))
    .where(sql<boolean>`${key} = any(${ids}::bigint[])`)
    .execute();
  const visible = new Set(rows.map((row) => Number(row.id)));
  const index = ids.findIndex((id) => !visible.has(id));
  return index < 0 ? undefined : index;
}

/**
 * The one way records are saved, whoever saves them (the form's create and update, an import's
 * rows): the model's beforeSave on a copy of each write's values, then in one transaction, all
 * or nothing, the writes with their created_by/updated_by stamps (many rows a statement), each
 * one's sub-records, the model's afterSave over all of them, the check that every record stayed
 * within the user's department and project (OutOfScope otherwise) and their audit entries
 * without secrets, as `action` when given (an import's) or else as the create or update each
 * is. beforeSave runs before the transaction begins, so hashing a password does not hold
 * PGlite's one connection. Given a transaction, it writes in that one, so records of several
 * models commit together (a worker registered from the field app with their assignment).
 * Answers the ids in the order of `writes`, whose ids are distinct.
 */
export async function saveRecords(db: Database, auth: RequestAuth, model: ModelDeclaration, writes: readonly RecordWrite[], action?: 'import'): Promise<number[]> {
  const values: Row[] = [];
  for (const write of writes) {
    const copy = { ...write.values };
    await model.beforeSave?.(copy, modeOf(write));
    values.push(copy);
  }
  // Read outside the transaction, where the columns are kept per database.
  const columns = await tableColumns(db, model.table);
  const inTransaction = <T>(work: (trx: Database) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return inTransaction(async (trx) => {
    const ids = await writeRows(trx, auth, model, writes, values, columns);
    for (const [index, write] of writes.entries()) await write.children?.(trx, ids[index]!);
    const saved: SavedRecord[] = writes.map((write, index) => ({ id: ids[index]!, mode: modeOf(write), values: values[index]!, before: write.before }));
    await model.afterSave?.(trx, saved);
    // No scope narrows the super user's records: nothing to check.
    const outside = auth.isSuperUser ? undefined : await firstOutOfScope(trx, auth, model, ids);
    if (outside !== undefined) throw new OutOfScope(outside);
    const userId = auth.profile.id;
    await writeAudits(trx, saved.map(({ id, mode, values: after, before }) => ({ userId, model: model.name, recordId: id, action: action ?? mode, before, after })));
    return ids;
  });
}
