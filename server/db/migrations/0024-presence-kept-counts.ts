import { type Kysely, sql } from 'kysely';

/** A recap month's key: one subject at one project (of one department) in one month. */
const MONTH_KEY = 'subject_type, subject_id, project_id, department_id, month';

/** The month rows of the recap rows in `rows`, each counted `sign` times (1 added, -1 taken away). */
const recapMonths = (rows: string, sign: 1 | -1) => `
  select subject_type, subject_id, project_id, department_id, date_trunc('month', presence_date)::date as month,
    ${sign} as days, ${sign} * work_minutes::bigint as work_minutes
  from ${rows}`;

/**
 * Adds the recap rows of `added` and takes away those of `removed` (transition tables) in
 * their months, in key order so that two statements lock shared months in the same order;
 * a month left with no day goes.
 */
const applyRecapMonths = (added: string | null, removed: string | null) => `
  insert into presence_recap_months as m (${MONTH_KEY}, days, work_minutes)
  select ${MONTH_KEY}, sum(days), sum(work_minutes)
  from (${[added && recapMonths(added, 1), removed && recapMonths(removed, -1)].filter(Boolean).join(' union all ')}) delta
  group by ${MONTH_KEY}
  having sum(days) <> 0 or sum(work_minutes) <> 0
  order by ${MONTH_KEY}
  on conflict (${MONTH_KEY}) do update set days = m.days + excluded.days, work_minutes = m.work_minutes + excluded.work_minutes;
  ${removed ? `delete from presence_recap_months m using (select distinct ${MONTH_KEY} from (${recapMonths(removed, -1)}) r) r
    where (m.subject_type, m.subject_id, m.project_id, m.department_id, m.month) = (r.subject_type, r.subject_id, r.project_id, r.department_id, r.month)
      and m.days = 0;` : ''}`;

/** Raw presences are counted per project, subject type, direction and method, over 8 rows each so that simultaneous check-ins rarely wait for one another. */
const COUNT_KEY = 'project_id, subject_type, direction, method, shard';

const presenceCounts = (rows: string, sign: 1 | -1) => `
  select project_id, subject_type, direction, method, (id % 8)::smallint as shard, ${sign}::bigint as records from ${rows}`;

const applyPresenceCounts = (added: string | null, removed: string | null) => `
  insert into presence_counts as c (${COUNT_KEY}, records)
  select ${COUNT_KEY}, sum(records)
  from (${[added && presenceCounts(added, 1), removed && presenceCounts(removed, -1)].filter(Boolean).join(' union all ')}) delta
  group by ${COUNT_KEY}
  having sum(records) <> 0
  order by ${COUNT_KEY}
  on conflict (${COUNT_KEY}) do update set records = c.records + excluded.records;
  ${removed ? `delete from presence_counts c using (select distinct ${COUNT_KEY} from (${presenceCounts(removed, -1)}) r) r
    where (c.project_id, c.subject_type, c.direction, c.method, c.shard) = (r.project_id, r.subject_type, r.direction, r.method, r.shard)
      and c.records = 0;` : ''}`;

const TRIGGERS = [
  { table: 'presence_recaps', name: 'presence_recap_months', apply: applyRecapMonths },
  { table: 'presences', name: 'presence_counts', apply: applyPresenceCounts },
] as const;

const EVENTS = [
  { event: 'insert', referencing: 'new table as added_rows', added: 'added_rows', removed: null },
  { event: 'update', referencing: 'old table as removed_rows new table as added_rows', added: 'added_rows', removed: 'removed_rows' },
  { event: 'delete', referencing: 'old table as removed_rows', added: null, removed: 'removed_rows' },
] as const;

/**
 * Sortable recap columns the list orders all recaps by; a nullable one gets both orders, as
 * lists put blanks last both ways (0018 made the ascending ones of the subjects).
 */
const RECAP_SORTS: readonly [string, string][] = [
  ['employee_id_desc_id', 'subject_type, employee_id desc nulls last, id desc'],
  ['user_id_desc_id', 'subject_type, user_id desc nulls last, id desc'],
  ['visitor_id_desc_id', 'subject_type, visitor_id desc nulls last, id desc'],
  ['project_id_id', 'subject_type, project_id, id'],
  ['department_id_id', 'subject_type, department_id, id'],
  ['work_minutes_id', 'subject_type, work_minutes, id'],
  ['records_id', 'subject_type, records, id'],
  ['first_in_id', 'subject_type, first_in, id'],
  ['first_in_desc_id', 'subject_type, first_in desc nulls last, id desc'],
  ['last_out_id', 'subject_type, last_out, id'],
  ['last_out_desc_id', 'subject_type, last_out desc nulls last, id desc'],
];

/** The workers who checked in each day (the dashboards' presence), read from the index alone. */
const WORKERS_PRESENT_INDEX = `create index presence_recaps_workers_present_idx on presence_recaps (presence_date, department_id, project_id)
  include (employee_id, first_in) where subject_type = 'employee' and first_in is not null`;

/**
 * Kept counts for the attendance lists, whose tables grow without bound and are written all
 * day, so a total kept in memory against a change counter is stale within seconds: the recaps'
 * days and work minutes per subject, project and month (a month's count of distinct subjects
 * reads one row per subject, not one per day), and the raw presences per project, subject
 * type, direction and method. Statement triggers keep both in the writing transaction, so
 * they change exactly when presence_recaps and presences do (and with their change counters).
 * Also an index for each column the recaps sort by, and one for the dashboards' presence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table presence_recap_months (
      subject_type varchar(10) not null,
      subject_id integer not null,
      project_id integer not null,
      department_id integer not null,
      month date not null,
      days integer not null,
      work_minutes bigint not null,
      primary key (subject_type, subject_id, project_id, department_id, month)
    )
  `.execute(db);
  await sql`
    create table presence_counts (
      project_id integer not null,
      subject_type varchar(10) not null,
      direction varchar(3) not null,
      method varchar(4) not null,
      shard smallint not null,
      records bigint not null,
      primary key (project_id, subject_type, direction, method, shard)
    )
  `.execute(db);
  await sql.raw(`insert into presence_recap_months (${MONTH_KEY}, days, work_minutes)
    select ${MONTH_KEY}, sum(days), sum(work_minutes) from (${recapMonths('presence_recaps', 1)}) r group by ${MONTH_KEY}`).execute(db);
  await sql.raw(`insert into presence_counts (${COUNT_KEY}, records)
    select ${COUNT_KEY}, sum(records) from (${presenceCounts('presences', 1)}) p group by ${COUNT_KEY}`).execute(db);
  for (const scope of ['project_id', 'department_id']) {
    await sql.raw(`create index presence_recap_months_${scope}_idx on presence_recap_months (subject_type, ${scope}, month) include (subject_id, days, work_minutes)`).execute(db);
  }
  await sql`create index presence_recap_months_month_idx on presence_recap_months (subject_type, month) include (subject_id, days, work_minutes)`.execute(db);

  for (const { table, name, apply } of TRIGGERS) {
    for (const { event, referencing, added, removed } of EVENTS) {
      await sql.raw(`create function ${name}_${event}() returns trigger language plpgsql as $$
        begin
          ${apply(added, removed)}
          return null;
        end $$`).execute(db);
      await sql.raw(`create trigger ${name}_${event} after ${event} on ${table}
        referencing ${referencing} for each statement execute function ${name}_${event}()`).execute(db);
    }
    await sql.raw(`create function ${name}_truncate() returns trigger language plpgsql as $$
      begin
        truncate ${name};
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger ${name}_truncate after truncate on ${table} for each statement execute function ${name}_truncate()`).execute(db);
  }
  for (const [name, columns] of RECAP_SORTS) {
    await sql.raw(`create index presence_recaps_subject_type_${name}_idx on presence_recaps (${columns})`).execute(db);
  }
  await sql.raw(WORKERS_PRESENT_INDEX).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index presence_recaps_workers_present_idx`.execute(db);
  for (const [name] of RECAP_SORTS) await sql.raw(`drop index presence_recaps_subject_type_${name}_idx`).execute(db);
  for (const { table, name } of TRIGGERS) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql.raw(`drop trigger ${name}_${event} on ${table}`).execute(db);
      await sql.raw(`drop function ${name}_${event}()`).execute(db);
    }
    await db.schema.dropTable(name).execute();
  }
}
