import { PGlite, types } from '@electric-sql/pglite';

/**
 * A pg.Pool look-alike over one embedded PGlite instance, so Kysely's own
 * PostgresDialect drives both databases. PGlite has a single connection: a
 * client is handed to one borrower at a time, which keeps transactions whole.
 */
export class PGlitePool {
  readonly #db: PGlite;
  #queue: Promise<void> = Promise.resolve();

  constructor(db: PGlite) {
    this.#db = db;
  }

  /** Waits until the previous borrower released the connection. */
  async connect(): Promise<PGliteClient> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#queue;
    this.#queue = previous.then(() => released);
    await previous;
    return new PGliteClient(this.#db, release);
  }

  async end(): Promise<void> {
    await this.#queue;
    await this.#db.close();
  }
}

class PGliteClient {
  readonly #db: PGlite;
  readonly #release: () => void;

  constructor(db: PGlite, release: () => void) {
    this.#db = db;
    this.#release = release;
  }

  async query(sql: string, parameters: unknown[]) {
    const result = await this.#db.query<Record<string, unknown>>(sql, parameters, { parsers });
    const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
    return { command, rowCount: result.affectedRows ?? 0, rows: result.rows };
  }

  release(): void {
    this.#release();
  }
}

/**
 * The same value types as the pg driver is set up for in database.ts. Given per query:
 * PGlite 0.5 ignores the `parsers` constructor option.
 */
const parsers = {
  [types.DATE]: (value: string) => value,
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
};

/** Opens (or creates) an embedded database; `dataDir` undefined means in memory. */
export async function openPGlite(dataDir: string | undefined): Promise<PGlitePool> {
  const db = new PGlite(dataDir);
  await db.waitReady;
  return new PGlitePool(db);
}
