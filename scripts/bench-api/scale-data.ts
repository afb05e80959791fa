import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/database.ts';
import { ensurePresencePartitions } from '../../server/db/partitions.ts';
import { withoutIndexes } from './bulk-indexes.ts';
import { WORKER_CHILD_TABLES, childReferenceRows, insertWorkerChildren } from './scale-children.ts';
import {
  bloodTypeNames,
  cities,
  companiesPerDepartment,
  firstNames,
  lastNames,
  manpowerTypeNames,
  middleNames,
  positions,
  streets,
  subcontractorsPerDepartment,
} from './names.ts';
import { PRESENCE_DAYS, PRESENCE_FIRST_DAY, type Preset } from './presets.ts';
import { intArray, literal, pickId, pickText } from './scale-sql.ts';

/**
 * The scale data, written straight in SQL from generate_series: every value derives from
 * the series number, so each load makes the same rows. Worker n belongs to department
 * (n - 1) % D and to that department's project ((n - 1) / D) % (its project count).
 */

/** The ids the core seed and the reference rows got, in a stable order. */
interface Layout {
  departmentIds: number[];
  projectsByDepartment: number[][];
  bloodTypeIds: number[];
  manpowerTypeIds: number[];
  /** companiesPerDepartment.length per department, department by department. */
  companyIds: number[];
  subcontractorIds: number[];
}

async function referenceRows(db: Database): Promise<Layout> {
  const departmentIds = (await db.selectFrom('departments').select('id').orderBy('id').execute()).map((row) => row.id);
  const projects = await db.selectFrom('projects').select(['id', 'department_id']).orderBy('id').execute();
  const projectsByDepartment = departmentIds.map((id) => projects.filter((project) => project.department_id === id).map((project) => project.id));
  if (projectsByDepartment.some((list) => list.length === 0)) throw new Error('every department needs a project: is the core seed loaded?');
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  const bloodTypeIds = ids(await db.insertInto('blood_types').values(bloodTypeNames.map((blood_type_name) => ({ blood_type_name }))).returning('id').execute());
  const manpowerTypeIds = ids(
    await db.insertInto('manpower_types').values(manpowerTypeNames.map((manpower_type_name) => ({ manpower_type_name }))).returning('id').execute(),
  );
  const companyIds = ids(
    await db
      .insertInto('companies')
      .values(departmentIds.flatMap((department_id, d) => companiesPerDepartment.map((name) => ({ company_name: `PT ${name} ${d + 1}`, department_id }))))
      .returning('id')
      .execute(),
  );
  const subcontractorIds = ids(
    await db
      .insertInto('convalsals')
      .values(
        departmentIds.flatMap((department_id, d) =>
          subcontractorsPerDepartment.map((name) => ({ convalsal_type: 'subkon' as const, convalsal_name: `CV ${name} ${d + 1}`, department_id })),
        ),
      )
      .returning('id')
      .execute(),
  );
  return { departmentIds, projectsByDepartment, bloodTypeIds, manpowerTypeIds, companyIds, subcontractorIds };
}

async function insertEmployees(db: Kysely<unknown>, layout: Layout, workers: number): Promise<void> {
  const departments = layout.departmentIds.length;
  const department = sql`(n - 1) % ${literal(departments)}`;
  const slot = sql`(n - 1) / ${literal(departments)}`;
  /** The department's own entry of a list holding `perDepartment` entries per department. */
  const ofDepartment = (ids: number[], perDepartment: number) =>
    sql`${intArray(ids)}[${department} * ${literal(perDepartment)} + ${slot} % ${literal(perDepartment)} + 1]`;
  const joined = sql`timestamptz '2024-01-01 08:00:00+07' + n * interval '7 minutes'`;
  await sql`
    insert into employees (id, fullname, rfid, nik, phone, birth_place, birth_date, gender, nationality, address, blood_type_id,
      manpower_type_id, login_status, rating, department_id, company_id, convalsal_id, verification_status, active, created_at, updated_at)
    select n,
      ${pickText(firstNames, sql`n`)} || ' ' || ${pickText(middleNames, sql`n / ${literal(firstNames.length)}`)} || ' '
        || ${pickText(lastNames, sql`n / ${literal(firstNames.length * middleNames.length)}`)},
      case when n % 7 <> 0 then 'RF' || lpad(n::text, 8, '0') end,
      '3171' || lpad(n::text, 12, '0'),
      '08' || (1100000000 + n::bigint * 7919 % 900000000)::text,
      ${pickText(cities, sql`n / 3`)},
      date '1968-01-01' + n * 37 % 12000,
      case when n % 15 = 0 then 'P' else 'L' end,
      'Indonesia',
      ${pickText(streets, sql`n`)} || ' No. ' || (n % 250 + 1)::text || ', ' || ${pickText(cities, sql`n / 11`)},
      ${pickId(layout.bloodTypeIds, sql`n`)},
      ${pickId(layout.manpowerTypeIds, sql`n / 2`)},
      case when n % 3 = 0 then 'active' else 'non_active' end,
      (n * 13 % 500) / 100.0,
      ${pickId(layout.departmentIds, sql`n - 1`)},
      ${ofDepartment(layout.companyIds, companiesPerDepartment.length)},
      case when n % 3 <> 0 then ${ofDepartment(layout.subcontractorIds, subcontractorsPerDepartment.length)} end,
      case when n % 10 < 8 then 'approved' when n % 10 = 8 then 'draft' else 'verification_request' end,
      case when n % 50 = 0 then 0 else 1 end,
      ${joined},
      ${joined}
    from generate_series(1, ${literal(workers)}) as n
  `.execute(db);
  // Ids were given explicitly: the sequence must continue after them.
  await sql`select setval(pg_get_serial_sequence('employees', 'id'), ${literal(workers)})`.execute(db);
}

async function insertAssignments(db: Kysely<unknown>, layout: Layout, workers: number): Promise<void> {
  const departments = literal(layout.departmentIds.length);
  const slots = sql.join(
    layout.projectsByDepartment.flatMap((projects, d) =>
      projects.map((projectId, slot) => sql`(${literal(d)}, ${literal(slot)}, ${literal(projects.length)}, ${literal(projectId)})`),
    ),
  );
  await sql`
    insert into project_manpower (project_id, employee_id, position, start_date, qr_number)
    select p.project_id, n, ${pickText(positions, sql`n`)}, date '2025-01-01' + n % 200, 'QR-' || lpad(n::text, 8, '0')
    from generate_series(1, ${literal(workers)}) as n
    join (values ${slots}) as p (department, slot, slots, project_id)
      on p.department = (n - 1) % ${departments} and p.slot = (n - 1) / ${departments} % p.slots
  `.execute(db);
}

/**
 * Rows `from` to `to` (0-based) of the year's raw presence: pairs of in and out, `perDay`
 * workers of the first department a day, a different selection of its workers each day.
 */
async function insertPresenceRows(db: Kysely<unknown>, layout: Layout, workers: number, perDay: number, from: number, to: number): Promise<void> {
  const departments = layout.departmentIds.length;
  const ownWorkers = Math.ceil(workers / departments);
  const projects = layout.projectsByDepartment[0]!;
  await sql`
    insert into presences (subject_type, employee_id, project_id, recorded_at, direction, method, created_at, updated_at)
    select 'employee', k * ${literal(departments)} + 1, ${pickId(projects, sql`k`)}, stamp,
      case when r % 2 = 0 then 'in' else 'out' end,
      case when pair % 5 < 2 then 'rfid' else 'qr' end,
      stamp, stamp
    from (
      select r, pair, k,
        (date ${literal(PRESENCE_FIRST_DAY)} + day)::timestamp at time zone 'Asia/Jakarta'
          + case when r % 2 = 0 then make_interval(mins => 400 + pair * 37 % 80, secs => pair % 60)
                 else make_interval(mins => 960 + pair * 53 % 90, secs => pair * 7 % 60) end as stamp
      from (
        select r, r / 2 as pair, r / 2 / ${literal(perDay)} as day,
          (r / 2 % ${literal(perDay)} + r / 2 / ${literal(perDay)} * 7919) % ${literal(ownWorkers)} as k
        from generate_series(${literal(from)}, ${literal(to)}) as r
      ) as slots
    ) as timed
  `.execute(db);
}

/** presence_recaps as its triggers (migrations 0009, 0041) would have kept it, each day with its project's working schedule. */
async function fillRecaps(db: Kysely<unknown>): Promise<void> {
  const day = sql`(p.recorded_at at time zone 'Asia/Jakarta')::date`;
  await sql`
    insert into presence_recaps (id, subject_type, employee_id, user_id, visitor_id, project_id, department_id, presence_date, first_in, last_out, records, created_at, updated_at,
      work_days, work_start, work_end, break_minutes, grace_minutes)
    select min(p.id), p.subject_type, p.employee_id, p.user_id, p.visitor_id, p.project_id, pr.department_id, ${day},
      min(p.recorded_at) filter (where p.direction = 'in'),
      max(p.recorded_at) filter (where p.direction = 'out'),
      count(*), min(p.created_at), max(p.updated_at),
      min(coalesce(pr.work_days, d.work_days)), min(coalesce(pr.work_start, d.work_start)), min(coalesce(pr.work_end, d.work_end)),
      min(coalesce(pr.break_minutes, d.break_minutes)), min(coalesce(pr.grace_minutes, d.grace_minutes))
    from presences p
    join projects pr on pr.id = p.project_id
    join departments d on d.id = pr.department_id
    group by p.subject_type, p.employee_id, p.user_id, p.visitor_id, p.project_id, pr.department_id, ${day}
  `.execute(db);
}

/**
 * presence_counts and presence_recap_months as their statement triggers (migration 0024) would
 * have kept them: with the triggers off during the load they would otherwise hold nothing of
 * the loaded rows, and every total read from them would be a cheap wrong answer.
 */
async function fillKeptCounts(db: Kysely<unknown>): Promise<void> {
  await sql`delete from presence_counts`.execute(db);
  await sql`
    insert into presence_counts (project_id, subject_type, direction, method, shard, records)
    select project_id, subject_type, direction, method, (id % 8)::smallint, count(*)
    from presences group by 1, 2, 3, 4, 5
  `.execute(db);
  await sql`delete from presence_recap_months`.execute(db);
  await sql`
    insert into presence_recap_months (subject_type, subject_id, project_id, department_id, month, days, work_minutes)
    select subject_type, subject_id, project_id, department_id, date_trunc('month', presence_date)::date, count(*), coalesce(sum(work_minutes), 0)
    from presence_recaps group by 1, 2, 3, 4, 5
  `.execute(db);
}

const CHUNK = 1_000_000;

/** Loads the preset's workers and presence into a migrated database holding the core seed. */
export async function loadScaleData(db: Database, preset: Preset, log: (line: string) => void): Promise<void> {
  const layout = await referenceRows(db);
  const children = await childReferenceRows(db);
  const perDay = Math.ceil(preset.presences / 2 / PRESENCE_DAYS);
  if (perDay > Math.ceil(preset.workers / layout.departmentIds.length)) throw new Error('more workers present a day than the department has');
  const firstDay = new Date(`${PRESENCE_FIRST_DAY}T00:00:00+07:00`);
  await ensurePresencePartitions(db, firstDay, new Date(firstDay.getTime() + (PRESENCE_DAYS - 1) * 86_400_000));
  await db.connection().execute(async (connection) => {
    const session = connection as unknown as Kysely<unknown>;
    await sql`set work_mem = '256MB'`.execute(session);
    await sql`set maintenance_work_mem = '256MB'`.execute(session);
    // Workers go in with their triggers on, so that whatever the product keeps of them (kept
    // counts, change counters) is right without this loader knowing of it; their forty indexes
    // are built once the rows are in rather than kept row by row (a million workers: 73 s, then
    // about 80 s of index building).
    await withoutIndexes(session, ['employees', 'project_manpower', ...WORKER_CHILD_TABLES], async () => {
      await insertEmployees(session, layout, preset.workers);
      await insertAssignments(session, layout, preset.workers);
      await insertWorkerChildren(session, children, preset.workers);
      log(`workers: ${preset.workers}, with their skills, emergency contacts and disease histories; building their indexes`);
    });
    // The presence's row triggers (foreign keys) and recap triggers stay off; fillRecaps and fillKeptCounts do their work once.
    await sql`set session_replication_role = replica`.execute(session);
    await withoutIndexes(session, ['presences', 'presence_recaps'], async () => {
      for (let from = 0; from < preset.presences; from += CHUNK) {
        const to = Math.min(preset.presences, from + CHUNK) - 1;
        await insertPresenceRows(session, layout, preset.workers, perDay, from, to);
        log(`presence rows: ${to + 1} of ${preset.presences}`);
      }
      await fillRecaps(session);
      log('presence recaps filled; building their indexes');
    });
    await fillKeptCounts(session);
    log('presence counts and recap months filled');
    await sql`set session_replication_role = origin`.execute(session);
  });
  // Vacuum now, so autovacuum does not wake up on the fresh rows in the middle of a measurement.
  await sql`vacuum analyze`.execute(db);
  log('vacuum analyze done');
}
