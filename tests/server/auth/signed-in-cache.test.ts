import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { backends } from '../../support/database.ts';
import { signIn } from '../../support/files.ts';
import { type QueryLog, withQueryLog } from '../../support/query-log.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/**
 * Two server instances on one database: changes go through the test server (or straight
 * into the database), calls through a second instance that remembers its signed-in users.
 */
describe.each(backends)('a signed-in user read once per session on %s', (backend) => {
  let server: TestServer;
  let other: FastifyInstance;
  let log: QueryLog;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(backend);
    log = withQueryLog(server.database.db);
    other = await buildApp({ config: server.config, db: log.db });
    for (const user of ['superadmin', 'admin.gedung', 'staff.gedung']) tokens[user] = await signIn(server, user);
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const call = async (token: string, url: string) => {
    const response = await other.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    return { status: response.statusCode, body: response.json() };
  };
  const run = (query: ReturnType<typeof sql>) => query.execute(server.database.db);

  it('answers a known session with one query for its session, user and change counters', async () => {
    expect((await call(tokens['staff.gedung']!, '/api/me')).status).toBe(200);
    log.clear();
    const again = await call(tokens['staff.gedung']!, '/api/me');
    expect(again.status).toBe(200);
    expect(again.body.data.user.username).toBe('staff.gedung');
    expect(log.queries).toHaveLength(1);
  });

  it('applies a permission taken away or given through another instance on the very next call', async () => {
    const { db } = server.database;
    const staffRole = (await db.selectFrom('roles').select('id').where('role_name', '=', 'Staf').executeTakeFirstOrThrow()).id;
    const viewEmployee = (await db.selectFrom('permissions').select('id').where('name', '=', 'view-employee').executeTakeFirstOrThrow()).id;
    const toggle = (value: 0 | 1) =>
      server.call('PUT', '/api/role-permission/update', {
        token: tokens.superadmin,
        body: { role_id: staffRole, permission_id: viewEmployee, value_mapping: value },
      });
    expect((await call(tokens['staff.gedung']!, '/api/employee/list')).status).toBe(200);
    expect((await toggle(0)).status).toBe(200);
    expect((await call(tokens['staff.gedung']!, '/api/employee/list')).status).toBe(403);
    expect((await toggle(1)).status).toBe(200);
    expect((await call(tokens['staff.gedung']!, '/api/employee/list')).status).toBe(200);
  });

  it("applies a change of the user's role, department or record made straight in the database at once", async () => {
    const me = () => call(tokens['admin.gedung']!, '/api/me').then(({ body }) => body.data.user);
    const before = await me();
    await run(sql`update roles set role_name = 'Admin Uji' where id = ${before.role_id}`);
    expect((await me()).role_name).toBe('Admin Uji');
    await run(sql`update roles set role_name = ${before.role_name} where id = ${before.role_id}`);
    await run(sql`update departments set department_name = 'Departemen Uji' where id = ${before.department_id}`);
    expect((await me()).department_name).toBe('Departemen Uji');
    await run(sql`update departments set department_name = ${before.department_name} where id = ${before.department_id}`);
    await run(sql`update users set fullname = 'Nama Uji' where id = ${before.id}`);
    expect((await me()).fullname).toBe('Nama Uji');
    await run(sql`update users set fullname = ${before.fullname} where id = ${before.id}`);
    expect(await me()).toEqual(before);
  });

  it('refuses a session signed out, expired or of a deactivated user on its next call', async () => {
    for (const end of ['sign-out', 'expiry', 'deactivation'] as const) {
      const token = await signIn(server, 'staff.gedung');
      expect((await call(token, '/api/me')).status).toBe(200);
      if (end === 'sign-out') expect((await server.call('POST', '/api/logout', { token })).status).toBe(200);
      if (end === 'expiry') await run(sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where username = 'staff.gedung')`);
      if (end === 'deactivation') await run(sql`update users set active = 0 where username = 'staff.gedung'`);
      expect((await call(token, '/api/me')).status, end).toBe(401);
      await run(sql`update users set active = 1 where username = 'staff.gedung'`);
    }
  });

  describe("a record's show, whose statement checks the remembered session itself", () => {
    // Each test signs in afresh: the expiry above ends every session of its user.
    const firstWorker = async (token: string) => (await call(token, '/api/employee/list?limit=1')).body.data[0].id as number;

    it('answers a known session with one statement for the record and the session', async () => {
      const token = await signIn(server, 'staff.gedung');
      const id = await firstWorker(token);
      expect((await call(token, `/api/employee/${id}/show`)).status).toBe(200);
      log.clear();
      const shown = await call(token, `/api/employee/${id}/show`);
      expect(shown.status).toBe(200);
      expect(shown.body.data).toMatchObject({ id, fullname: expect.any(String) });
      expect(log.queries).toHaveLength(1);
      expect(log.queries[0]!.sql).toMatch(/token_hash/);
      expect(Object.keys(shown.body.data).filter((key) => key.startsWith('caller_'))).toEqual([]);
    });

    it('refuses the record, and any error before it, to a session signed out, expired or of a deactivated user', async () => {
      const id = await firstWorker(await signIn(server, 'staff.gedung'));
      for (const end of ['sign-out', 'expiry', 'deactivation'] as const) {
        const token = await signIn(server, 'staff.gedung');
        expect((await call(token, `/api/employee/${id}/show`)).status).toBe(200);
        expect((await call(token, '/api/employee/abc/show')).status).toBe(422);
        if (end === 'sign-out') expect((await server.call('POST', '/api/logout', { token })).status).toBe(200);
        if (end === 'expiry') await run(sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where username = 'staff.gedung')`);
        if (end === 'deactivation') await run(sql`update users set active = 0 where username = 'staff.gedung'`);
        for (const url of [`/api/employee/${id}/show`, '/api/employee/abc/show', '/api/no-such-model/1/show']) {
          const refused = await call(token, url);
          expect(refused.status, `${end} ${url}`).toBe(401);
          expect(refused.body).toEqual({ message: expect.any(String) });
        }
        await run(sql`update users set active = 1 where username = 'staff.gedung'`);
      }
    });

    it('applies a permission taken away or given through another instance on the very next show', async () => {
      const { db } = server.database;
      const token = await signIn(server, 'staff.gedung');
      const id = await firstWorker(token);
      const staffRole = (await db.selectFrom('roles').select('id').where('role_name', '=', 'Staf').executeTakeFirstOrThrow()).id;
      const viewEmployee = (await db.selectFrom('permissions').select('id').where('name', '=', 'view-employee').executeTakeFirstOrThrow()).id;
      const toggle = (value: 0 | 1) =>
        server.call('PUT', '/api/role-permission/update', { token: tokens.superadmin, body: { role_id: staffRole, permission_id: viewEmployee, value_mapping: value } });
      expect((await call(token, `/api/employee/${id}/show`)).status).toBe(200);
      expect((await toggle(0)).status).toBe(200);
      expect((await call(token, `/api/employee/${id}/show`)).status).toBe(403);
      expect((await toggle(1)).status).toBe(200);
      const again = await call(token, `/api/employee/${id}/show`);
      expect(again.status).toBe(200);
      expect(again.body.data.id).toBe(id);
    });

    it("answers 404 for a record outside the user's department, as before", async () => {
      const { db } = server.database;
      const staff = await db.selectFrom('users').select('department_id').where('username', '=', 'staff.gedung').executeTakeFirstOrThrow();
      const outside = await db.selectFrom('employees').select('id').where('department_id', '!=', staff.department_id).orderBy('id').executeTakeFirstOrThrow();
      const token = await signIn(server, 'staff.gedung');
      await call(token, `/api/employee/${outside.id}/show`);
      expect((await call(token, `/api/employee/${outside.id}/show`)).status).toBe(404);
    });
  });
});
