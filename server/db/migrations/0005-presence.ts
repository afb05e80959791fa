import { type Kysely, sql } from 'kysely';
import { ensurePresencePartitions } from '../partitions.ts';

type Subject = 'employee' | 'user' | 'visitor';

/** The local day of a presence: recaps count Jakarta days. */
const presenceDate = sql.raw(`(p.recorded_at at time zone 'Asia/Jakarta')::date`);

/**
 * One row per subject, project and Jakarta day. `id` is the smallest raw presence id of
 * the row's records: an integer like every table's id (the generic calls take integer
 * ids), unique per row, and stable because raw records are only ever added.
 * created_at/updated_at are those of the day's first and latest record, like a table's.
 */
export function recapView(view: string, subject: Subject) {
  const column = sql.ref(`p.${subject}_id`);
  const subjectColumn = sql.ref(`${subject}_id`);
  return sql`
    create view ${sql.table(view)} as
    select
      min(p.id) as id,
      ${column} as ${subjectColumn},
      p.project_id,
      pr.department_id,
      ${presenceDate} as presence_date,
      min(p.recorded_at) filter (where p.direction = 'in') as first_in,
      max(p.recorded_at) filter (where p.direction = 'out') as last_out,
      greatest(
        0,
        floor(extract(epoch from (
          max(p.recorded_at) filter (where p.direction = 'out') - min(p.recorded_at) filter (where p.direction = 'in')
        )) / 60)
      )::integer as work_minutes,
      count(*)::integer as records,
      min(p.created_at) as created_at,
      max(p.updated_at) as updated_at
    from presences p
    join projects pr on pr.id = p.project_id
    where p.subject_type = ${sql.lit(subject)}
    group by ${column}, p.project_id, pr.department_id, ${presenceDate}
  `;
}

/** Raw attendance, partitioned by month of recorded_at, and the three recaps computed from it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table presences (
      id bigserial not null,
      subject_type varchar(10) not null check (subject_type in ('employee', 'user', 'visitor')),
      employee_id integer references employees (id) on delete restrict,
      user_id integer references users (id) on delete restrict,
      visitor_id integer references visitors (id) on delete restrict,
      project_id integer not null references projects (id) on delete restrict,
      recorded_at timestamptz not null,
      direction varchar(3) not null check (direction in ('in', 'out')),
      method varchar(4) not null check (method in ('qr', 'rfid', 'gps')),
      latitude double precision check (latitude between -90 and 90),
      longitude double precision check (longitude between -180 and 180),
      distance_m double precision check (distance_m >= 0),
      device_id integer references project_devices (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by integer,
      updated_by integer,
      primary key (id, recorded_at),
      constraint presences_subject_check check (
        (subject_type = 'employee' and employee_id is not null and user_id is null and visitor_id is null)
        or (subject_type = 'user' and user_id is not null and employee_id is null and visitor_id is null)
        or (subject_type = 'visitor' and visitor_id is not null and employee_id is null and user_id is null)
      )
    ) partition by range (recorded_at)
  `.execute(db);
  await sql`create table presences_default partition of presences default`.execute(db);
  await sql`create index presences_project_id_recorded_at_idx on presences (project_id, recorded_at)`.execute(db);
  await sql`create index presences_employee_id_recorded_at_idx on presences (employee_id, recorded_at)`.execute(db);
  await sql`create index presences_user_id_recorded_at_idx on presences (user_id, recorded_at) where user_id is not null`.execute(
    db,
  );
  await sql`create index presences_visitor_id_recorded_at_idx on presences (visitor_id, recorded_at) where visitor_id is not null`.execute(
    db,
  );
  await sql`create index presences_device_id_idx on presences (device_id) where device_id is not null`.execute(db);
  await sql`create index presences_recorded_at_idx on presences (recorded_at)`.execute(db);

  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 15));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 12, 15));
  await ensurePresencePartitions(db, from, to);

  await recapView('presence_worker_recaps', 'employee').execute(db);
  await recapView('presence_management_recaps', 'user').execute(db);
  await recapView('presence_visitor_recaps', 'visitor').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const view of ['presence_visitor_recaps', 'presence_management_recaps', 'presence_worker_recaps']) {
    await db.schema.dropView(view).ifExists().execute();
  }
  await db.schema.dropTable('presences').ifExists().cascade().execute();
}
