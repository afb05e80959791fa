import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../server/db/database.ts';
import type { Query } from '../bench-baseline-events.ts';
import type { CheckResult, WrittenPair } from './answer-check.ts';
import { firstDifference } from './answer-diff.ts';
import type { BenchData } from './bench-data.ts';

/** The rows a save of a worker writes, each read by the worker's id. */
const WRITTEN = [
  { table: 'employees', text: 'select * from employees where id = $1' },
  { table: 'employee_skills', text: 'select * from employee_skills where employee_id = $1 order by id' },
  { table: 'employee_emergency_contacts', text: 'select * from employee_emergency_contacts where employee_id = $1 order by id' },
  { table: 'employee_disease_histories', text: 'select * from employee_disease_histories where employee_id = $1 order by id' },
  { table: 'audit_logs', text: `select user_id, model, record_id, action, before, after from audit_logs where model = 'employee' and record_id = $1::text order by id` },
] as const;

/** Each side's keys, unique values and stamps, in a row or in an audit entry's record before and after. */
const ownValue = (path: string) =>
  /^\[\d+\]\.(id|employee_id|record_id|nik|rfid|created_at|updated_at)$/.test(path) || /^\[\d+\]\.(before|after)\.(id|nik|rfid|created_at|updated_at)$/.test(path);

/** Readers of the product's and the baseline's databases: one on PostgreSQL; on PGlite each copy, once its server stopped. */
async function openReaders(data: BenchData): Promise<{ product: Query; baseline: Query; close(): Promise<void> }> {
  const url = data.productEnv.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const query: Query = async (text, values) => (await client.query<Record<string, unknown>>(text, values)).rows;
    return { product: query, baseline: query, close: () => client.end() };
  }
  const productDb = await openDatabase({ dataDir: data.productEnv.DATA_DIR });
  const baselineDb = await PGlite.create(data.baselineEnv.BASELINE_PGLITE_DIR!, { extensions: { pg_trgm } });
  // Read as the product's own database reads them (server/db/pglite-worker.mjs), so both sides' values have the same types.
  const parsers = { [types.DATE]: (value: string) => value, [types.INT8]: Number, [types.NUMERIC]: Number };
  return {
    product: async (text, values) => (await productDb.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, values))).rows,
    baseline: async (text, values) => (await baselineDb.query<Record<string, unknown>>(text, values, { parsers })).rows,
    async close() {
      await productDb.destroy();
      await baselineDb.close();
    },
  };
}

/**
 * The rows each side's saves wrote for the write check's workers: the worker, its sub-records
 * and its audit entries must be equal but for each side's own keys, NIK, RFID and stamps. Run
 * with the servers stopped (PGlite takes one process at a time).
 */
export async function compareWrittenRows(data: BenchData, pairs: readonly WrittenPair[]): Promise<CheckResult> {
  const readers = await openReaders(data);
  let compared = 0;
  try {
    for (const pair of pairs) {
      for (const { table, text } of WRITTEN) {
        const difference = firstDifference(await readers.product(text, [pair.product]), await readers.baseline(text, [pair.baseline]), ownValue);
        compared++;
        if (difference) return { compared, mismatch: `${table} of worker ${pair.product} (baseline ${pair.baseline}): ${difference}` };
      }
    }
    return { compared };
  } finally {
    await readers.close();
  }
}
