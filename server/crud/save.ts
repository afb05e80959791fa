import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';
import type { ModelDeclaration } from '../models/types.ts';
import { writeAudit } from './audit.ts';
import { dynamic } from './dynamic.ts';
import { baseQuery } from './query.ts';

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

async function writeOne(trx: Database, auth: RequestAuth, model: ModelDeclaration, write: RecordWrite, values: Row, index: number, action?: 'import'): Promise<number> {
  const db = dynamic(trx);
  let id = write.id;
  if (id === undefined) {
    const inserted = await db
      .insertInto(model.table)
      .values({ ...values, created_by: auth.profile.id, updated_by: auth.profile.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(inserted.id);
  } else {
    await db
      .updateTable(model.table)
      .set({ ...values, updated_by: auth.profile.id, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }
  await write.children?.(trx, id);
  await model.afterSave?.(trx, id, values, modeOf(write), write.before);
  const visible = await baseQuery(trx, model, auth)
    .select(sql`1`.as('one'))
    .where(sql<boolean>`${sql.ref(`${model.table}.id`)} = ${id}`)
    .executeTakeFirst();
  if (!visible) throw new OutOfScope(index);
  await writeAudit(trx, { userId: auth.profile.id, model: model.name, recordId: id, action: action ?? modeOf(write), before: write.before, after: values });
  return id;
}

/**
 * The one way a record is saved, whoever saves it (the form's create and update, an import's
 * rows): the model's beforeSave on a copy of each write's values, then in one transaction, all
 * or nothing, each write with its created_by/updated_by stamps, its sub-records, the model's
 * afterSave, the check that the record stayed within the user's department and project
 * (OutOfScope otherwise) and its audit entry without secrets, as `action` when given (an
 * import's) or else as the create or update it is. beforeSave runs before the transaction
 * begins, so hashing a password does not hold PGlite's one connection. Answers the ids.
 */
export async function saveRecords(db: Database, auth: RequestAuth, model: ModelDeclaration, writes: readonly RecordWrite[], action?: 'import'): Promise<number[]> {
  const values: Row[] = [];
  for (const write of writes) {
    const copy = { ...write.values };
    await model.beforeSave?.(copy, modeOf(write));
    values.push(copy);
  }
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const [index, write] of writes.entries()) ids.push(await writeOne(trx, auth, model, write, values[index]!, index, action));
    return ids;
  });
}
