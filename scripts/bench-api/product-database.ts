import { type Database, openDatabase } from '../../server/db/database.ts';
import type { BenchData } from './bench-data.ts';

/**
 * Runs `work` on the product's loaded database, then closes it. On the PGlite preset no server
 * may have it open meanwhile: PGlite takes one process at a time.
 */
export async function withProductDatabase<T>(data: BenchData, work: (db: Database) => Promise<T>): Promise<T> {
  const url = data.productEnv.DATABASE_URL;
  const db = await openDatabase(url ? { databaseUrl: url } : { dataDir: data.productEnv.DATA_DIR });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}
