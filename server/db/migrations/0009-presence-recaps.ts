import { type Kysely, sql } from 'kysely';
import { recapView } from './0005-presence.ts';

const COLUMNS =
  'id, subject_type, employee_id, user_id, visitor_id, project_id, department_id, presence_date, first_in, last_out, records, created_at, updated_at';

/** The recap values of raw presences `p` (joined to their projects `pr`), in COLUMNS order, for `day`. */
const aggregates = (day: string) => `
  min(p.id), p.subject_type, p.employee_id, p.user_id, p.visitor_id, p.project_id, pr.department_id, ${day},
  min(p.recorded_at) filter (where p.direction = 'in'),
  max(p.recorded_at) filter (where p.direction = 'out'),
  count(*), min(p.created_at), max(p.updated_at)`;

/** A presence's Jakarta day: recaps count local days. */
const JAKARTA_DAY = `(p.recorded_at at time zone 'Asia/Jakarta')::date`;

/** Recap rows of every presence in `source` (a table or a trigger's transition table). */
const recapsOf = (source: string) => `
  select ${aggregates(JAKARTA_DAY)}
  from ${source} p
  join projects pr on pr.id = p.project_id
  group by p.subject_type, p.employee_id, p.user_id, p.visitor_id, p.project_id, pr.department_id, ${JAKARTA_DAY}`;

/** The recap keys (subject, project, Jakarta day) of the presences in `changed`. */
const touchedKeys = (changed: string) => `(
  select distinct p.subject_type, coalesce(p.employee_id, p.user_id, p.visitor_id) as subject_id, p.project_id, ${JAKARTA_DAY} as presence_date
  from ${changed} p
) k`;

/** Statements that recompute, from the raw table, every recap row touched by the presences in `changed`. */
const recomputeTouched = (changed: string) => `
  delete from presence_recaps r using ${touchedKeys(changed)}
    where r.subject_type = k.subject_type and r.subject_id = k.subject_id
      and r.project_id = k.project_id and r.presence_date = k.presence_date;
  insert into presence_recaps (${COLUMNS})
    select ${aggregates('k.presence_date')}
    from ${touchedKeys(changed)}
    join presences p
      on p.project_id = k.project_id
      and p.recorded_at >= k.presence_date::timestamp at time zone 'Asia/Jakarta'
      and p.recorded_at < (k.presence_date + 1)::timestamp at time zone 'Asia/Jakarta'
      and p.subject_type = k.subject_type
      and coalesce(p.employee_id, p.user_id, p.visitor_id) = k.subject_id
    join projects pr on pr.id = p.project_id
    group by p.subject_type, p.employee_id, p.user_id, p.visitor_id, p.project_id, pr.department_id, k.presence_date;`;

const recomputeFunction = (name: string, transitionTables: string[]) => `
  create function ${name}() returns trigger language plpgsql as $$
  begin
    ${transitionTables.map(recomputeTouched).join('\n')}
    return null;
  end $$`;

/**
 * The attendance recaps (rekap presensi) become a table kept by triggers. The views of
 * 0005 grouped every raw presence on each read, so one recap page read 175k rows twice
 * (about 1.4 s on PGlite). Apps only add presences: an insert merges its rows into the
 * day's recap; the rare update or delete recomputes the days it touched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const view of ['presence_visitor_recaps', 'presence_management_recaps', 'presence_worker_recaps']) {
    await db.schema.dropView(view).execute();
  }
  await sql`
    create table presence_recaps (
      id bigint primary key,
      subject_type varchar(10) not null check (subject_type in ('employee', 'user', 'visitor')),
      employee_id integer references employees (id) on delete cascade,
      user_id integer references users (id) on delete cascade,
      visitor_id integer references visitors (id) on delete cascade,
      subject_id integer not null generated always as (coalesce(employee_id, user_id, visitor_id)) stored,
      project_id integer not null references projects (id) on delete cascade,
      department_id integer not null references departments (id) on delete cascade,
      presence_date date not null,
      first_in timestamptz,
      last_out timestamptz,
      work_minutes integer not null generated always as (
        greatest(0, floor(extract(epoch from (last_out - first_in)) / 60))::integer
      ) stored,
      records integer not null check (records > 0),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      unique (subject_type, subject_id, project_id, presence_date)
    )
  `.execute(db);
  for (const [name, columns] of [
    ['subject_type_presence_date', 'subject_type, presence_date, id'],
    ['project_id_presence_date', 'project_id, presence_date'],
    ['department_id_presence_date', 'department_id, presence_date'],
  ]) {
    await sql.raw(`create index presence_recaps_${name}_idx on presence_recaps (${columns})`).execute(db);
  }
  for (const subject of ['employee_id', 'user_id', 'visitor_id']) {
    await sql.raw(`create index presence_recaps_${subject}_idx on presence_recaps (${subject}) where ${subject} is not null`).execute(db);
  }
  await sql.raw(`insert into presence_recaps (${COLUMNS}) ${recapsOf('presences')}`).execute(db);

  // An insert merges into the day's recap: first in and last out widen, records add up.
  await sql
    .raw(
      `create function presence_recaps_merge_inserted() returns trigger language plpgsql as $$
      begin
        insert into presence_recaps (${COLUMNS}) ${recapsOf('inserted')}
        on conflict (subject_type, subject_id, project_id, presence_date) do update set
          id = least(presence_recaps.id, excluded.id),
          first_in = least(presence_recaps.first_in, excluded.first_in),
          last_out = greatest(presence_recaps.last_out, excluded.last_out),
          records = presence_recaps.records + excluded.records,
          created_at = least(presence_recaps.created_at, excluded.created_at),
          updated_at = greatest(presence_recaps.updated_at, excluded.updated_at);
        return null;
      end $$`,
    )
    .execute(db);
  await sql.raw(recomputeFunction('presence_recaps_recompute_updated', ['old_rows', 'new_rows'])).execute(db);
  await sql.raw(recomputeFunction('presence_recaps_recompute_deleted', ['old_rows'])).execute(db);
  await sql`
    create function presence_recaps_truncate() returns trigger language plpgsql as $$
    begin
      truncate presence_recaps;
      return null;
    end $$
  `.execute(db);
  // Statement triggers on the partitioned table: they see rows of every partition, and
  // not the rows ensurePresencePartitions moves between partitions directly.
  await sql`
    create trigger presences_recap_insert after insert on presences
    referencing new table as inserted for each statement execute function presence_recaps_merge_inserted()
  `.execute(db);
  await sql`
    create trigger presences_recap_update after update on presences
    referencing old table as old_rows new table as new_rows for each statement execute function presence_recaps_recompute_updated()
  `.execute(db);
  await sql`
    create trigger presences_recap_delete after delete on presences
    referencing old table as old_rows for each statement execute function presence_recaps_recompute_deleted()
  `.execute(db);
  await sql`
    create trigger presences_recap_truncate after truncate on presences for each statement execute function presence_recaps_truncate()
  `.execute(db);

  // A project moved to another department takes its recaps along, as the views did by joining projects.
  await sql`
    create function presence_recaps_follow_project() returns trigger language plpgsql as $$
    begin
      update presence_recaps set department_id = new.department_id where project_id = new.id;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger projects_recap_department after update of department_id on projects
    for each row when (old.department_id is distinct from new.department_id) execute function presence_recaps_follow_project()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger projects_recap_department on projects`.execute(db);
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await sql.raw(`drop trigger presences_recap_${event} on presences`).execute(db);
  }
  for (const name of [
    'presence_recaps_follow_project',
    'presence_recaps_truncate',
    'presence_recaps_recompute_deleted',
    'presence_recaps_recompute_updated',
    'presence_recaps_merge_inserted',
  ]) {
    await sql.raw(`drop function ${name}()`).execute(db);
  }
  await db.schema.dropTable('presence_recaps').execute();
  await recapView('presence_worker_recaps', 'employee').execute(db);
  await recapView('presence_management_recaps', 'user').execute(db);
  await recapView('presence_visitor_recaps', 'visitor').execute(db);
}
