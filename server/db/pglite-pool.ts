import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

type Row = Record<string, unknown>;
type Request = { type: 'query'; sql: string; parameters: unknown[] } | { type: 'close' };
interface Answer {
  rowCount: number;
  rows: Row[];
}
interface Reply {
  id: number;
  result?: Answer;
  /** PostgreSQL's error fields as plain data (see pglite-worker.mjs). */
  error?: { message: string };
}

/**
 * PGlite in its worker thread (pglite-worker.mjs), so a long query never holds up the
 * HTTP thread. The thread keeps the process alive only while a request is under way,
 * as the in-process PGlite did.
 */
class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(answer: Answer | undefined): void; reject(error: Error): void }>();
  #lastId = 0;
  #gone: Error | undefined;

  constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#settle(reply));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', () => this.#fail(new Error('PGlite is closed')));
    worker.unref();
  }

  send(request: Request): Promise<Answer | undefined> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = ++this.#lastId;
    this.#worker.postMessage({ ...request, id });
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
  }

  async close(): Promise<void> {
    if (this.#gone) return;
    await this.send({ type: 'close' });
    await this.#worker.terminate();
  }

  #settle(reply: Reply): void {
    const waiting = this.#pending.get(reply.id);
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error) waiting?.reject(Object.assign(new Error(reply.error.message), reply.error));
    else waiting?.resolve(reply.result);
  }

  #fail(error: Error): void {
    this.#gone ??= error;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }
}

/**
 * A pg.Pool look-alike over one embedded PGlite instance, so Kysely's own
 * PostgresDialect drives both databases. PGlite has a single connection: a
 * client is handed to one borrower at a time, which keeps transactions whole.
 */
export class PGlitePool {
  readonly #thread: PGliteThread;
  #queue: Promise<void> = Promise.resolve();

  constructor(thread: PGliteThread) {
    this.#thread = thread;
  }

  /** Waits until the previous borrower released the connection. */
  async connect(): Promise<PGliteClient> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#queue;
    this.#queue = previous.then(() => released);
    await previous;
    return new PGliteClient(this.#thread, release);
  }

  async end(): Promise<void> {
    await this.#queue;
    await this.#thread.close();
  }
}

class PGliteClient {
  readonly #thread: PGliteThread;
  readonly #release: () => void;

  constructor(thread: PGliteThread, release: () => void) {
    this.#thread = thread;
    this.#release = release;
  }

  async query(sql: string, parameters: unknown[]) {
    const { rowCount, rows } = (await this.#thread.send({ type: 'query', sql, parameters }))!;
    const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
    return { command, rowCount, rows };
  }

  release(): void {
    this.#release();
  }
}

/**
 * Opens (or creates) an embedded database; `dataDir` undefined means in memory. A new one
 * starts as a copy of the `loadDataDir` tarball when given.
 */
export async function openPGlite(dataDir: string | undefined, loadDataDir?: string): Promise<PGlitePool> {
  // From the repository root, as the server bundle (build/server/main.mjs, as deep) finds it too.
  const worker = new Worker(new URL('../../server/db/pglite-worker.mjs', import.meta.url), { workerData: { dataDir, loadDataDir } });
  await once(worker, 'message');
  return new PGlitePool(new PGliteThread(worker));
}
