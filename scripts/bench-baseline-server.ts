// The yardstick of `npm run bench:api`: a bare node:http + pg server doing the product's work
// on workers by hand, at the product's own paths and with its answers: the list page with its
// relations, total and rekap (bench-baseline-employee-list.ts), show, create and update
// (bench-baseline-employee-record.ts), compressed as the product compresses them; and a batch
// of attendance events as it would write them (POST /events, bench-baseline-events.ts). No
// auth and no framework: writes are the superadmin's. DATABASE_URL names the database; on the
// PGlite preset, BASELINE_PGLITE_DIR names a copy of the product's embedded database instead.
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { type Query, eventsRoute } from './bench-baseline-events.ts';
import { employeeList } from './bench-baseline-employee-list.ts';
import { createEmployee, showEmployee, updateEmployee } from './bench-baseline-employee-record.ts';
import type { Answer, BaselineDatabase, Row } from './bench-baseline-employee-row.ts';

/** The product's value types (server/db/database.ts): a date as its text, bigint and numeric as numbers. */
const PGLITE_PARSERS = { [types.DATE]: (value: string) => value, [types.INT8]: Number, [types.NUMERIC]: Number };

function pgliteDatabase(db: PGlite): BaselineDatabase {
  const on =
    (target: PGlite | Transaction): Query =>
    async (text, values) =>
      (await target.query<Record<string, unknown>>(text, values, { parsers: PGLITE_PARSERS })).rows;
  return { query: on(db), transaction: (work) => db.transaction((tx) => work(on(tx))) };
}

function postgresDatabase(url: string | undefined): BaselineDatabase {
  pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);
  // The product's pool: ten connections, and no JIT, which costs a count over 100,000 rows more than it saves.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  const on =
    (client: pg.Pool | pg.PoolClient): Query =>
    async (text, values, name) =>
      (await client.query<Record<string, unknown>>({ text, values, name })).rows;
  return {
    query: on(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(on(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

const pgliteDir = process.env.BASELINE_PGLITE_DIR;
const db = pgliteDir ? pgliteDatabase(await PGlite.create(pgliteDir, { extensions: { pg_trgm } })) : postgresDatabase(process.env.DATABASE_URL);
const postEvents = await eventsRoute(db.query);
const listEmployees = await employeeList(db);
const [superadmin] = await db.query(`select id from users where username = 'superadmin'`, []);
const userId = Number(superadmin!.id);

/** The request's body as text. */
async function bodyOf(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const jsonOf = async (request: http.IncomingMessage) => JSON.parse(await bodyOf(request)) as Row;
const SHOW = /^\/api\/employee\/([^/]+)\/show$/;

/** The answer of the route the request names, or undefined for an unknown one. */
function route(request: http.IncomingMessage): Promise<Answer> | undefined {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const key = `${request.method} ${url.pathname}`;
  const show = SHOW.exec(url.pathname);
  if (request.method === 'GET' && show) return showEmployee(db, decodeURIComponent(show[1]!));
  switch (key) {
    case 'GET /health':
      return db.query('select 1', []).then(() => ({ status: 200, answer: { ok: true } }));
    case 'GET /api/employee/list':
      return listEmployees(url);
    case 'POST /api/employee/create':
      return jsonOf(request).then((body) => createEmployee(db, body, userId));
    case 'PUT /api/employee/update':
      return jsonOf(request).then((body) => updateEmployee(db, body, userId));
    case 'POST /events':
      return bodyOf(request).then(postEvents);
    default:
      return undefined;
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** @fastify/compress as server/app.ts registers it: from 1 KB, brotli at quality 4 first, else gzip. */
const COMPRESS_FROM = 1024;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

async function send(request: http.IncomingMessage, response: http.ServerResponse, { status, answer }: Answer): Promise<void> {
  const json = Buffer.from(JSON.stringify(answer));
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = json.length < COMPRESS_FROM ? undefined : /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  const headers = { 'content-type': 'application/json; charset=utf-8' };
  if (!encoding) return void response.writeHead(status, headers).end(json);
  const body = encoding === 'br' ? await brotli(json, BROTLI) : await gzip(json);
  response.writeHead(status, { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' }).end(body);
}

const server = http.createServer((request, response) => {
  const answer = route(request);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  answer
    .then((result) => send(request, response, result))
    .catch((error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)));
});

server.listen(Number(process.env.PORT ?? 8090), process.env.HOST ?? '127.0.0.1');
const close = () => server.close(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
