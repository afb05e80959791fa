import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../support/database.ts';
import { signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/** A blacklisted worker (issue #50): shown and filtered as such, and never assigned to a project. */
describe.each(backends)('a blacklisted worker on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let worker: { id: number; fullname: string };
  let assigned: { id: number; project_id: number; employee_id: number };
  let otherProject: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    token = await signIn(server, 'superadmin');
    const { db } = server.database;
    assigned = (await sql<{ id: number; project_id: number; employee_id: number }>`
      select pm.id, pm.project_id, pm.employee_id from project_manpower pm join employees e on e.id = pm.employee_id
      where pm.active = 1 and not e.blacklisted order by pm.id limit 1`.execute(db)).rows[0]!;
    worker = await db.selectFrom('employees').select(['id', 'fullname']).where('id', '=', assigned.employee_id).executeTakeFirstOrThrow();
    otherProject = (await db.selectFrom('projects').select('id').where('id', '<>', assigned.project_id).orderBy('id').executeTakeFirstOrThrow()).id;
    const blacklisted = await server.call('POST', '/api/employee-blacklist/create', {
      token,
      body: { employee_id: worker.id, reason: 'Memalsukan dokumen', blacklisted_at: '2026-01-05', active: 1 },
    });
    expect(blacklisted.status, JSON.stringify(blacklisted.body)).toBe(201);
  });
  afterAll(() => server?.close());

  it('refuses to assign them to a project, with who and why, in the user’s language, and writes nothing', async () => {
    const { db } = server.database;
    const count = async () => Number((await db.selectFrom('project_manpower').select((eb) => eb.fn.countAll().as('n')).where('employee_id', '=', worker.id).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const [locale, words] of [['id', 'ada di daftar blacklist'], ['en', 'is blacklisted']] as const) {
      const refused = await server.call('POST', '/api/project-manpower/create', { token, locale, body: { project_id: otherProject, employee_id: worker.id, position: 'Tukang', active: 1 } });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toContain(worker.fullname);
      expect(refused.body.message).toContain(words);
      expect(refused.body.message).toContain('Memalsukan dokumen');
    }
    expect(await count()).toBe(before);
  });

  it('still lets the assignment they had be ended, and refuses to switch it on again', async () => {
    const ended = await server.call('PUT', '/api/project-manpower/update', { token, body: { id: assigned.id, active: 0 } });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const again = await server.call('PUT', '/api/project-manpower/update', { token, body: { id: assigned.id, active: 1 } });
    expect(again.status).toBe(422);
  });

  it('shows them as blacklisted in the workers’ list, which filters by it, its count the statistic’s', async () => {
    const all = await server.call('GET', '/api/employee/list?limit=1', { token });
    const filter = (value: boolean) => encodeURIComponent(JSON.stringify({ blacklisted: value }));
    const listed = await server.call('GET', `/api/employee/list?limit=100&filters=${filter(true)}`, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(all.body.rekap.blacklisted);
    expect(listed.body.data.every((row: { blacklisted: boolean }) => row.blacklisted)).toBe(true);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toContain(worker.id);
    const clean = await server.call('GET', `/api/employee/list?limit=100&filters=${filter(false)}`, { token });
    expect(clean.body.total).toBe(all.body.total - all.body.rekap.blacklisted);
    expect(clean.body.data.some((row: { blacklisted: boolean }) => row.blacklisted)).toBe(false);
  });
});
