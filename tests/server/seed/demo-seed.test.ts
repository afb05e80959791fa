import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seedDemo } from '../../../server/db/seed/demo.ts';
import { syncPermissionCatalogue } from '../../../server/db/seed/permissions.ts';
import { models } from '../../../server/models/index.ts';
import { type TestDatabase, backends, createTestDatabase } from '../../support/database.ts';

/** A Wednesday, 12:00 in Jakarta: this morning's check-ins exist, this afternoon's check-outs not yet. */
const today = new Date('2026-03-11T05:00:00Z');
const todayDate = '2026-03-11';

/** Every table or view a model declares, once. */
const modelTables = [...new Set(models.map((model) => model.table))].sort();

/** The seeded banner images' folder, shared by every seed of this file (each file gets a random name). */
const uploadDir = mkdtempSync(path.join(tmpdir(), 'manpower-seed-'));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

async function seeded(backend: (typeof backends)[number], scale: 'small' | 'core' = 'small'): Promise<TestDatabase> {
  const database = await createTestDatabase(backend);
  await migrateToLatest(database.db);
  await syncPermissionCatalogue(database.db);
  await seedDemo(database.db, { scale, today, uploadDir });
  return database;
}

const count = async (db: Database, table: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!.n;

/**
 * Columns besides password hashes (salted per run) that differ from run to run: the permission
 * catalogue is stamped when it is synced, not by the seed; a stored file's name is random, like any upload's.
 */
const volatileColumns: Record<string, string[]> = { permissions: ['created_at', 'updated_at'], banners: ['image'] };

/** An md5 of every row of `table` in id order, without its volatile columns. */
async function checksum(db: Database, table: string): Promise<string> {
  const volatile = ['password_hash', ...(volatileColumns[table] ?? [])];
  const { rows } = await sql<{ sum: string }>`
    select md5(string_agg((to_jsonb(t) - ${volatile}::text[])::text, '|' order by t.id)) as sum from ${sql.table(table)} t
  `.execute(db);
  return rows[0]!.sum;
}

describe.each(backends)('demo seed on %s', (backend) => {
  let first: TestDatabase;
  let second: TestDatabase;

  beforeAll(async () => {
    [first, second] = await Promise.all([seeded(backend), seeded(backend)]);
  });
  afterAll(async () => {
    await first?.drop();
    await second?.drop();
  });

  it('puts at least one row in every table a model declares', async () => {
    const empty = [];
    for (const table of modelTables) if ((await count(first.db, table)) === 0) empty.push(table);
    expect(empty).toEqual([]);
  });

  it('gives byte-identical data for the same today', async () => {
    const tables = [...modelTables, 'presences'];
    const a = Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await checksum(first.db, table)])));
    const b = Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await checksum(second.db, table)])));
    expect(b).toEqual(a);
    expect(Object.values(a).every((sum) => /^[0-9a-f]{32}$/.test(sum as string))).toBe(true);
  });

  it("sets every worker's rating to the average of their ratings", async () => {
    const { rows } = await sql<{ rated: number; wrong: number }>`
      select count(r.subject_id)::int as rated, count(*) filter (where e.rating <> coalesce(r.average, 0))::int as wrong
      from employees e
      left join (
        select subject_id, round(avg(rating_value), 2) as average from ratings where subject_type = 'employee' group by subject_id
      ) r on r.subject_id = e.id
    `.execute(first.db);
    expect(rows[0]!.rated).toBeGreaterThan(0);
    expect(rows[0]!.wrong).toBe(0);
  });

  it('records worker presence on each of the last 7 working days, and none after today', async () => {
    const { rows } = await sql<{ day: string; n: number }>`
      select to_char((recorded_at at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD') as day, count(*)::int as n
      from presences where subject_type = 'employee' group by 1
    `.execute(first.db);
    const byDay = new Map(rows.map((row) => [row.day, row.n]));
    for (let back = 0; back < 7; back++) {
      const day = new Date(Date.parse(`${todayDate}T00:00:00Z`) - back * 86_400_000);
      const key = day.toISOString().slice(0, 10);
      if (day.getUTCDay() === 0) expect(byDay.get(key), `${key} is a Sunday`).toBeUndefined();
      else expect(byDay.get(key), `presence on ${key}`).toBeGreaterThan(0);
    }
    const late = await sql<{ n: number }>`select count(*)::int as n from presences where recorded_at > ${today}`.execute(first.db);
    expect(late.rows[0]!.n).toBe(0);
    const kinds = await sql<{ subject_type: string }>`select distinct subject_type from presences order by 1`.execute(first.db);
    expect(kinds.rows.map((row) => row.subject_type)).toEqual(['employee', 'user', 'visitor']);
  });

  it('keeps the demo logins, roles and departments, and adds registrations waiting for approval', async () => {
    const { db } = first;
    const logins = await db
      .selectFrom('users')
      .leftJoin('roles', 'roles.id', 'users.role_id')
      .leftJoin('departments', 'departments.id', 'users.department_id')
      .select(['users.username', 'users.is_superuser', 'roles.role_name', 'departments.department_name'])
      .where('users.username', 'in', ['superadmin', 'admin.gedung', 'staff.gedung'])
      .orderBy('users.id')
      .execute();
    expect(logins).toEqual([
      { username: 'superadmin', is_superuser: true, role_name: null, department_name: null },
      { username: 'admin.gedung', is_superuser: false, role_name: 'Admin Departemen', department_name: 'Departemen Gedung' },
      { username: 'staff.gedung', is_superuser: false, role_name: 'Staf', department_name: 'Departemen Gedung' },
    ]);
    const roles = await db.selectFrom('roles').select('role_name').orderBy('id').execute();
    expect(roles.map((role) => role.role_name)).toEqual(['Admin Departemen', 'Staf', 'Mandor', 'Subkon', 'Staf Proyek']);
    const departments = await db.selectFrom('departments').select(['department_name', 'territory_id']).orderBy('id').execute();
    expect(departments.map((d) => d.department_name)).toEqual(['Departemen Gedung', 'Departemen Infrastruktur 1', 'Departemen Infrastruktur 2', 'Departemen EPC']);
    expect(departments.every((d) => d.territory_id !== null)).toBe(true);

    const waiting = await db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .innerJoin('departments', 'departments.id', 'users.department_id')
      .select(['roles.self_register', 'departments.department_name'])
      .where('users.approval_status', '=', 'pending')
      .where('users.email_verified_at', 'is not', null)
      .execute();
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((user) => user.self_register && user.department_name === 'Departemen Gedung')).toBe(true);
    const unverified = await db.selectFrom('users').select('id').where('email_verified_at', 'is', null).execute();
    expect(unverified.length).toBeGreaterThan(0);
  });

  it('leaves the presence tables with the indexes and keys the migrations made, on every partition, and a recap for each day of each subject', async () => {
    const migrated = await createTestDatabase(backend);
    try {
      /** The definitions of the presence tables' own indexes and keys, and the partitions an index of presences is missing from. */
      const schema = async (db: Database) => {
        const indexes = await sql<{ definition: string }>`
          select indexdef as definition from pg_indexes where tablename in ('presences', 'presence_recaps', 'presence_recap_months') order by 1
        `.execute(db);
        const keys = await sql<{ definition: string }>`
          select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as definition from pg_constraint
          where conrelid in ('presences'::regclass, 'presence_recaps'::regclass, 'presence_recap_months'::regclass) and conparentid = 0 order by 1
        `.execute(db);
        const uncovered = await sql<{ missing: string }>`
          select parent.relname || ' on ' || part.relname as missing
          from pg_inherits p join pg_class part on part.oid = p.inhrelid
          cross join pg_index pi join pg_class parent on parent.oid = pi.indexrelid
          where p.inhparent = 'presences'::regclass and pi.indrelid = 'presences'::regclass
            and not exists (
              select from pg_inherits ih join pg_index ci on ci.indexrelid = ih.inhrelid
              where ih.inhparent = pi.indexrelid and ci.indrelid = part.oid
            )
        `.execute(db);
        return { indexes: indexes.rows.map((row) => row.definition), keys: keys.rows.map((row) => row.definition), uncovered: uncovered.rows };
      };
      const seededSchema = await schema(first.db);
      expect(seededSchema.indexes.length).toBeGreaterThan(30);
      expect(seededSchema).toEqual(await schema(migrated.db));
      expect(seededSchema.uncovered).toEqual([]);
    } finally {
      await migrated.drop();
    }
    const { rows } = await sql<{ recaps: number; days: number }>`
      select (select count(*)::int from presence_recaps) as recaps,
        (select count(*)::int from (
          select distinct subject_type, coalesce(employee_id, user_id, visitor_id), project_id, (recorded_at at time zone 'Asia/Jakarta')::date from presences
        ) d) as days
    `.execute(first.db);
    expect(rows[0]!.recaps).toBeGreaterThan(0);
    expect(rows[0]!.recaps).toBe(rows[0]!.days);
    // Copies a migrated database and reads its catalogue: 17 s on PostgreSQL, over 60 s on PGlite
    // with the suite beside stress-ng --cpu 2.
  }, 180_000);

  it('uses every status the screens know', async () => {
    const distinct = async (table: string, column: string) =>
      (await sql<{ v: string }>`select distinct ${sql.ref(column)}::text as v from ${sql.table(table)} order by 1`.execute(first.db)).rows.map((row) => row.v);
    expect(await distinct('employee_request_changes', 'status')).toEqual(['appraisal_request', 'approved', 'revision_request', 'verification_request']);
    expect(await distinct('equipments', 'operational_status')).toEqual(['idle', 'operational']);
    expect(await distinct('convalsals', 'convalsal_type')).toEqual(['subkon', 'vendor']);
    expect(await distinct('employee_request_change_details', 'change_type')).toContain('update');
  });
});

describe('demo seed, core scale', () => {
  it('seeds only departments, the original projects, roles and the demo logins', async () => {
    const database = await seeded('pglite', 'core');
    try {
      const { db } = database;
      expect(await count(db, 'departments')).toBe(4);
      expect(await count(db, 'projects')).toBe(9);
      expect(await count(db, 'roles')).toBe(5);
      expect(await count(db, 'users')).toBe(3);
      expect(await count(db, 'skills')).toBe(0);
      expect(await count(db, 'employees')).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
