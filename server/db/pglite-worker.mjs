// The embedded database's own thread. PGlite runs each query synchronously in
// WebAssembly: on the HTTP thread one long query would keep every other request
// waiting. Plain JavaScript, so node, tsx and vitest all load it the same way.
import { openAsBlob } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The same value types as the pg driver is set up for in database.ts. Given per query:
 * PGlite 0.5 ignores the `parsers` constructor option. Functions cannot be posted, so
 * they live here rather than with the pool.
 */
const parsers = {
  [types.DATE]: (value) => value,
  [types.INT8]: (value) => Number(value),
  [types.NUMERIC]: (value) => Number(value),
};

/**
 * An error as plain data: the message, and PostgreSQL's fields (code, detail,
 * constraint, table, column...) that callers read, which a posted Error would lose.
 */
function describe(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = Object.entries(error).filter(([, value]) => typeof value === 'string' || typeof value === 'number');
  return { ...Object.fromEntries(fields), name: error.name, message: error.message };
}

// A data folder's tarball (dumpDataDir) to start from instead of a new, empty database. A Blob
// of the file itself: one made of the file's bytes copied them twice more before PGlite read them.
const loadDataDir = workerData.loadDataDir ? await openAsBlob(workerData.loadDataDir) : undefined;
// pg_trgm: the lists' search reads trigram indexes (migration 0018).
const db = new PGlite({ dataDir: workerData.dataDir, loadDataDir, extensions: { pg_trgm } });
await db.waitReady;

async function answer(request) {
  if (request.type === 'close') {
    await db.close();
    return undefined;
  }
  const result = await db.query(request.sql, request.parameters, { parsers });
  return { rowCount: result.affectedRows ?? 0, rows: result.rows };
}

parentPort.on('message', async (request) => {
  try {
    parentPort.postMessage({ id: request.id, result: await answer(request) });
  } catch (error) {
    parentPort.postMessage({ id: request.id, error: describe(error) });
  }
});
parentPort.postMessage({ ready: true });
