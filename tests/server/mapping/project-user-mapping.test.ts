import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainBackend } from '../../support/database.ts';
import { signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

describe.each([mainBackend])('the project ↔ user mapping on %s', (backend) => {
  let server: TestServer;
  let adminToken: string;
  let gedungProject: number;
  let gedungUsers: number[];
  let otherUser: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    adminToken = await signIn(server, 'admin.gedung');
    const { db } = server.database;
    const gedung = (await db.selectFrom('departments').select('id').where('department_name', '=', 'Departemen Gedung').executeTakeFirstOrThrow()).id;
    gedungProject = (await db.selectFrom('projects').select('id').where('department_id', '=', gedung).orderBy('id').executeTakeFirstOrThrow()).id;
    gedungUsers = (await db.selectFrom('users').select('id').where('department_id', '=', gedung).execute()).map((user) => user.id);
    otherUser = (await db.selectFrom('users').select('id').where('username', '=', 'admin.infra1').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  const links = (userId: number) =>
    server.database.db.selectFrom('project_users').select('id').where('project_id', '=', gedungProject).where('user_id', '=', userId).execute();
  const toggle = (userId: number) =>
    server.call('PUT', '/api/project-user-mapping/update', {
      token: adminToken,
      body: { project_id: gedungProject, user_id: userId, value_mapping: 1 },
    });

  it('F3: a Department Admin listing their project’s user mapping sees only their own department’s users', async () => {
    const filters = encodeURIComponent(JSON.stringify({ project_id: gedungProject, value_mapping: 'all' }));
    const { status, body } = await server.call('GET', `/api/project-user-mapping/list?limit=100&filters=${filters}`, { token: adminToken });
    expect(status).toBe(200);
    const rows: { id: number }[] = body.data[0].data;
    expect(body.data[0].total).toBe(gedungUsers.length);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...gedungUsers].sort((a, b) => a - b));
  });

  it('F3: a Department Admin mapping another department’s user into their project answers 404 and links nobody', async () => {
    const refused = await toggle(otherUser);
    expect(refused.status).toBe(404);
    expect(await links(otherUser)).toEqual([]);

    const own = gedungUsers.find((id) => id !== otherUser)!;
    expect((await toggle(own)).status).toBe(200);
    expect(await links(own)).toHaveLength(1);
  });
});
