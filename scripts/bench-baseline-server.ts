// The yardstick of `npm run bench:api`: the employee list as a bare node:http + pg server
// would answer it, from the same table, with the same page of 20 plus the total, and a batch
// of attendance events as it would write them (POST /events, bench-baseline-events.ts). No
// auth, no framework, no joins. DATABASE_URL names the database; on the PGlite preset,
// BASELINE_PGLITE_DIR names a copy of the product's embedded database instead.
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { type Query, eventsRoute } from './bench-baseline-events.ts';

/** The employees columns the product's list selects. */
const COLUMNS = `id, photo, fullname, nik, rfid, phone, emergency_contact, birth_place, birth_date, gender, nationality, address,
  blood_type_id, manpower_type_id, id_card_photo, login_status, rating, department_id, company_id, convalsal_id,
  verification_status, active, created_at, updated_at`;

async function connect(): Promise<Query> {
  const pgliteDir = process.env.BASELINE_PGLITE_DIR;
  if (pgliteDir) {
    const db = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
    return async (text, values) => (await db.query<Record<string, unknown>>(text, values)).rows;
  }
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  return async (text, values, name) => (await pool.query<Record<string, unknown>>({ text, values, name })).rows;
}

const query = await connect();

// What a hand-written search ships with: a trigram index for its one ILIKE column.
await query('create extension if not exists pg_trgm', []);
await query('create index if not exists bench_baseline_employees_fullname_trgm_idx on employees using gin (fullname gin_trgm_ops)', []);
const postEvents = await eventsRoute(query);

/** One page of 20 and the total, both queries at once, as the product does. */
async function page(where: string, order: string, values: unknown[], pageNumber: number) {
  const limit = 20;
  const [data, count] = await Promise.all([
    query(`select ${COLUMNS} from employees ${where} order by ${order} limit ${limit} offset ${(pageNumber - 1) * limit}`, values),
    query(`select count(*)::int as total from employees ${where}`, values),
  ]);
  const total = Number(count[0]!.total);
  return { data, total, totalPage: Math.ceil(total / limit) };
}

/** GET /list, /search?q= (fullname only) and /department?department_id= (newest first). */
function answer(url: URL) {
  const pageNumber = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  switch (url.pathname) {
    case '/list':
      return page('', 'fullname asc, id asc', [], pageNumber);
    case '/search':
      return page('where fullname ilike $1', 'fullname asc, id asc', [`%${url.searchParams.get('q') ?? ''}%`], pageNumber);
    case '/department':
      return page('where department_id = $1', 'created_at desc, id desc', [Number(url.searchParams.get('department_id'))], pageNumber);
    case '/health':
      return query('select 1', []).then(() => ({ ok: true }));
    default:
      return undefined;
  }
}

/** The request's body as text. */
async function bodyOf(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** POST /events, or one of the GET pages. */
function route(request: http.IncomingMessage): Promise<{ status: number; answer: unknown }> | undefined {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method === 'POST') return url.pathname === '/events' ? bodyOf(request).then(postEvents) : undefined;
  return answer(url)?.then((body) => ({ status: 200, answer: body }));
}

const server = http.createServer((request, response) => {
  const result = route(request);
  if (!result) {
    response.writeHead(404).end();
    return;
  }
  result.then(
    ({ status, answer }) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
    (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
  );
});

server.listen(Number(process.env.PORT ?? 8090), process.env.HOST ?? '127.0.0.1');
const close = () => server.close(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
