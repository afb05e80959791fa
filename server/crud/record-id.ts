import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { type ColumnInfo, tableColumns } from './columns.ts';
import { typedValue } from './typed-value.ts';

/** A serial key: every table's id but the presences' (bigserial). */
const SERIAL: ColumnInfo = { name: 'id', type: 'integer', nullable: false, maxLength: null, udtName: 'int4' };

const idIn = (column: ColumnInfo, raw: unknown) => {
  const id = typedValue(column, raw);
  return typeof id === 'number' && id >= 1 ? id : undefined;
};

/**
 * `raw` as the id of a row of a serial key: digits or a whole number from 1 to 2³¹-1;
 * undefined for anything else ('1e3', '0x10', 1.5, -1, 2³¹), which no row has.
 */
export const serialId = (raw: unknown): number | undefined => idIn(SERIAL, raw);

/**
 * A record's id as a request names it (path, query, body or a sheet's cell): a whole number
 * its table's id column holds, so it never reaches SQL out of range; undefined otherwise.
 */
export async function tableRowId(db: Database, table: string, raw: unknown): Promise<number | undefined> {
  return idIn((await tableColumns(db, table)).get('id') ?? SERIAL, raw);
}

/** `tableRowId`, answering 422 for a value that is no id of the table. */
export async function recordIdFrom(db: Database, table: string, raw: unknown): Promise<number> {
  const id = await tableRowId(db, table, raw);
  if (id === undefined) throw new AppError(422, 'invalid_id');
  return id;
}
