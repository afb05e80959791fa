import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { DB } from './schema.ts';
import { openPGlite } from './pglite-pool.ts';
import { prepareRepeatedStatements } from './prepared-statements.ts';

export type Database = Kysely<DB>;

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without one the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for the embedded database; undefined keeps it in memory. */
  dataDir?: string;
  /**
   * A tarball of an embedded database's data folder (PGlite's dumpDataDir) that the embedded
   * database starts as a copy of, without running initdb: tests clone a migrated template so.
   */
  loadDataDir?: string;
}

pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** The adapters of the databases opened with a cursor: every view of one (a transaction, a plugin) shares its adapter. */
const cursorCapable = new WeakSet<object>();

/** True when `db` streams a query's rows through a server-side cursor (PostgreSQL; PGlite has none). */
export const streamsFromCursor = (db: Database): boolean => cursorCapable.has(db.getExecutor().adapter);

/** Opens the product's database: PostgreSQL when a URL is given, embedded PGlite otherwise. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      // JIT compiles a query for 100-200 ms once its estimated cost passes 100,000; the
      // lists' counts over 100,000 rows pass it and run in 30-80 ms without it.
      options: '-c jit=off',
    });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => undefined);
    pool.on('connect', prepareRepeatedStatements);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
    cursorCapable.add(db.getExecutor().adapter);
    return db;
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.resolve(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  const pool = await openPGlite(dir, options.loadDataDir);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }) });
}

/** How often the wait of isDatabaseReachable looks at the clock. */
const TICK_MS = 100;

/**
 * A wait of `ms` of the event loop's own time, that answers false: a tick run late because the
 * loop was busy (a large import being read) counts as two ticks at most, so a busy loop does
 * not make a database that answered meanwhile look down.
 */
function loopTimeout(ms: number): { expired: Promise<false>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    let waited = 0;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      waited += Math.min(now - last, 2 * TICK_MS);
      last = now;
      if (waited >= ms) resolve(false);
      else timer = setTimeout(tick, Math.min(TICK_MS, ms - waited));
    };
    timer = setTimeout(tick, Math.min(TICK_MS, ms));
  });
  return { expired, cancel: () => clearTimeout(timer) };
}

/** True when the database answers a trivial query within `timeoutMs` of the event loop's time. */
export async function isDatabaseReachable(db: Database, timeoutMs = 2_000): Promise<boolean> {
  const timeout = loopTimeout(timeoutMs);
  const probe = sql`select 1 as ok`
    .execute(db)
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([probe, timeout.expired]);
  } finally {
    timeout.cancel();
  }
}
