import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSignedInUser } from '../../../server/auth/profile.ts';
import { createRecord, showRecord, updateRecord } from '../../../server/crud/records.ts';
import type { RequestAuth } from '../../../server/http/types.ts';
import { findModel } from '../../../server/models/index.ts';
import { mainBackend } from '../../support/database.ts';
import { withQueryLog } from '../../support/query-log.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/** Show and save in few statements (issue #49): each statement is a round trip to the database, and a wait of the request. */
describe.each([mainBackend])('the statements of a show and a save on %s', (backend) => {
  let server: TestServer;
  let auth: RequestAuth;
  const employee = () => findModel('employee')!;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const user = await server.database.db.selectFrom('users').selectAll().where('username', '=', 'superadmin').executeTakeFirstOrThrow();
    auth = { sessionId: 0, ...(await loadSignedInUser(server.database.db, user)) };
  });
  afterAll(() => server?.close());

  const worker = async () => {
    const db = server.database.db;
    const [department, skill, disease] = await Promise.all([
      db.selectFrom('departments').select('id').orderBy('id').executeTakeFirstOrThrow(),
      db.selectFrom('skills').select('id').orderBy('id').executeTakeFirstOrThrow(),
      db.selectFrom('diseases').select('id').orderBy('id').executeTakeFirstOrThrow(),
    ]);
    return {
      fullname: 'Teguh Prasetyo',
      nik: `3374${Date.now().toString().slice(-10)}`,
      department_id: department.id,
      login_status: 'active',
      active: 1,
      skills: [{ id: skill.id }],
      emergency_contacts: [{ contact_name: 'Sri Prasetyo', phone: '081234567890' }],
      disease_histories: [{ disease_id: disease.id, diagnosed_year: 2020 }],
    };
  };

  it('shows a worker with the names of its relations and its three lists of sub-records in one statement', async () => {
    const created = await createRecord({ db: server.database.db, auth, locale: 'id' }, employee(), await worker());
    const log = withQueryLog(server.database.db);
    // A first call reads the table's columns once for this database handle, as a server does at its first call.
    await showRecord({ db: log.db, auth, locale: 'id' }, employee(), created.data.id);
    log.clear();
    const shown = await showRecord({ db: log.db, auth, locale: 'id' }, employee(), created.data.id);
    expect(log.queries).toHaveLength(1);
    expect(shown).toMatchObject({
      fullname: 'Teguh Prasetyo',
      department: expect.objectContaining({ id: expect.any(Number) }),
      skills: [expect.objectContaining({ id: expect.any(Number), skill_name: expect.any(String) })],
      emergency_contacts: [expect.objectContaining({ contact_name: 'Sri Prasetyo', phone: '081234567890' })],
      disease_histories: [expect.objectContaining({ diagnosed_year: 2020 })],
    });
  });

  it('checks every unique and exists rule of a worker and its sub-records in one statement, then writes in a few', async () => {
    const log = withQueryLog(server.database.db);
    await createRecord({ db: log.db, auth, locale: 'id' }, employee(), await worker());
    log.clear();
    const created = await createRecord({ db: log.db, auth, locale: 'id' }, employee(), await worker());
    const lookups = log.queries.filter((query) => / union all /.test(query.sql) && /unnest/.test(query.sql));
    expect(lookups).toHaveLength(1);
    // The lookups; the worker, its three lists and the audit (between begin and commit; no scope narrows the super user's); the answer's show.
    expect(log.queries).toHaveLength(7);
    expect(log.queries.filter((query) => /^delete /i.test(query.sql))).toEqual([]);

    log.clear();
    await updateRecord({ db: log.db, auth, locale: 'id' }, employee(), { id: created.data.id, fullname: 'Teguh Prasetyo Utomo', skills: [] });
    expect(log.queries.filter((query) => / union all /.test(query.sql) && /unnest/.test(query.sql))).toHaveLength(1);
    // The stored record, the lookups; the worker, its skills emptied, the audit; the answer's show.
    expect(log.queries).toHaveLength(6);
  });
});
