import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/database.ts';
import { type Backend, backends, createTestDatabase } from '../../support/database.ts';
import { DEMO_PASSWORD } from '../../support/files.ts';
import { freePort } from '../../support/ports.ts';
import { FOREMAN } from './field-phone.ts';

const running = new Set<ChildProcess>();

/** The product in a process of its own on `database`, as a server that can be killed. */
async function startProduct(database: Record<string, string>, port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...database, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0', SERVE_CLIENT: '0', LOG_LEVEL: 'warn' };
  if (!database.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  while (!output.includes('Manpower admin is running at')) {
    if (child.exitCode !== null) throw new Error(`the server exited before it answered:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

const exited = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve())));

/** A JSON call as a phone makes it; a connection the killed server dropped answers status 0. */
async function call(url: string, method: string, route: string, options: { token?: string; device?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.device) headers['x-device-id'] = options.device;
  try {
    const response = await fetch(`${url}${route}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  } catch {
    return { status: 0, body: undefined };
  }
}

/** The database a killed server left, opened by the test once no server holds it. */
interface Place {
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function placeOn(backend: Backend): Promise<Place> {
  if (backend === 'postgres') {
    const database = await createTestDatabase('postgres', 'seeded');
    await database.db.destroy();
    return { env: { DATABASE_URL: database.url! }, open: () => openDatabase({ databaseUrl: database.url! }), drop: () => database.drop() };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manpower-killed-'));
  const copy = await openDatabase({ dataDir, loadDataDir: inject('databaseTemplates').pglite!.seeded });
  await copy.destroy();
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }), drop: () => rm(dataDir, { recursive: true, force: true }) };
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

/** A server killed while phones' batches are being written leaves each event written whole or not at all, and a resend completes the morning (issue #48). */
describe.each(backends)('a server killed in the middle of a morning\'s batches, on %s', (backend) => {
  it('keeps every acknowledged event, writes none twice when the phone sends everything again, and leaves the recaps equal to a direct count', async () => {
    const place = await placeOn(backend);
    try {
      const url = `http://127.0.0.1:${await freePort()}`;
      let server = await startProduct(place.env, Number(new URL(url).port));
      const login = await call(url, 'POST', '/api/app/v1/login', { body: { username: FOREMAN, password: DEMO_PASSWORD } });
      const token = login.body.token as string;
      const settings = await call(url, 'GET', '/api/app/v1/settings', { token });
      const projectId = login.body.user.project_id as number;
      await call(url, 'POST', '/api/app/v1/agreement/accept', { token, body: { version: settings.body.data.agreement.version } });
      const device = `killed-phone-${backend}`;
      expect((await call(url, 'POST', '/api/app/v1/devices', { token, body: { device_identifier: device, platform: 'android', app_version: '2.4.0', project_id: projectId } })).status).toBe(201);
      const crew = (await call(url, 'GET', `/api/app/v1/projects/${projectId}/manpower`, { token, device })).body.data as { qr_number: string }[];
      const batches = Array.from({ length: 24 }, (_, b) => ({
        events: Array.from({ length: 25 }, (_, e) => ({
          client_event_id: randomUUID(),
          subject_type: 'employee',
          qr_number: crew[(b + e) % crew.length]!.qr_number,
          project_id: projectId,
          direction: (b + e) % 2 === 0 ? 'in' : 'out',
          method: 'qr',
          device_time: new Date(Date.now() - (b * 25 + e) * 1000).toISOString(),
        })),
      }));

      const first = batches.map((batch) => call(url, 'POST', '/api/app/v1/presences', { token, device, body: batch }));
      await Promise.race(first);
      server.kill('SIGKILL');
      await exited(server);
      const before = await Promise.all(first);
      const acknowledged = before.flatMap((answer) => (answer.status === 200 ? (answer.body.data.results as { client_event_id: string; presence_id: number }[]) : []));
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(before.some((answer) => answer.status === 0)).toBe(true);

      server = await startProduct(place.env, Number(new URL(url).port));
      const again = await Promise.all(batches.map((batch) => call(url, 'POST', '/api/app/v1/presences', { token, device, body: batch })));
      server.kill('SIGTERM');
      await exited(server);
      const results = again.flatMap((answer) => answer.body.data.results as { client_event_id: string; status: string; presence_id: number }[]);
      // Written before the kill (answered or not): a duplicate; not written: accepted now.
      expect(results.filter((result) => result.status !== 'accepted' && result.status !== 'duplicate')).toEqual([]);
      const resent = new Map(results.map((result) => [result.client_event_id, result]));
      for (const kept of acknowledged) expect(resent.get(kept.client_event_id)).toMatchObject({ status: 'duplicate', presence_id: kept.presence_id });

      const db = await place.open();
      try {
        const ids = batches.flatMap((batch) => batch.events.map((event) => event.client_event_id));
        const written = await sql<{ presences: number; receipts: number }>`
          select (select count(*)::int from presences where client_event_id = any(${ids}::uuid[])) as presences,
            (select count(*)::int from presence_event_ids where client_event_id = any(${ids}::uuid[])) as receipts`.execute(db);
        expect(written.rows[0]).toEqual({ presences: ids.length, receipts: ids.length });
        const mismatched = await sql<{ n: number }>`
          select count(*)::int as n from presence_recaps r
          where r.project_id = ${projectId} and r.records <> (
            select count(*) from presences p
            where p.project_id = r.project_id and p.subject_type = r.subject_type and coalesce(p.employee_id, p.user_id, p.visitor_id) = r.subject_id
              and (p.recorded_at at time zone 'Asia/Jakarta')::date = r.presence_date)`.execute(db);
        expect(mismatched.rows[0]!.n).toBe(0);
      } finally {
        await db.destroy();
      }
    } finally {
      await place.drop();
    }
  });
});
