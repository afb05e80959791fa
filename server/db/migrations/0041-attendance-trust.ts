import { type Kysely, sql } from 'kysely';
import { countChanges, grantAlongside } from './support.ts';

/**
 * A working schedule's columns: the days worked (Monday to Sunday, '1' a working day), the
 * hours, the break and the grace before a check-in counts as late. A department holds the
 * default; a project's own, when set, overrides it column by column.
 */
const SCHEDULE = ['work_days', 'work_start', 'work_end', 'break_minutes', 'grace_minutes'] as const;

const DEPARTMENT_DEFAULTS = `
  add column work_days varchar(7) not null default '1111110' check (work_days ~ '^[01]{7}$'),
  add column work_start time not null default '08:00',
  add column work_end time not null default '17:00',
  add column break_minutes smallint not null default 60 check (break_minutes between 0 and 480),
  add column grace_minutes smallint not null default 0 check (grace_minutes between 0 and 240)`;

const PROJECT_OVERRIDES = `
  add column work_days varchar(7) check (work_days ~ '^[01]{7}$'),
  add column work_start time,
  add column work_end time,
  add column break_minutes smallint check (break_minutes between 0 and 480),
  add column grace_minutes smallint check (grace_minutes between 0 and 240)`;

/** The schedule of the project `pr` of department `d`, a recap's snapshot of it, in SCHEDULE order. */
const scheduleOf = (aggregate: (value: string) => string) => SCHEDULE.map((column) => aggregate(`coalesce(pr.${column}, d.${column})`)).join(', ');

// The recap's day as the schedule sees it: each expression reads the row's own columns only, so
// each can be a stored generated column (PostgreSQL's timezone(text, timestamp) is immutable).
const WORK_DAY = `substr(work_days, extract(isodow from presence_date)::int, 1) = '1'`;
const localInstant = (time: string, plus = '') => `timezone('Asia/Jakarta', presence_date + ${time}${plus})`;
const START_AT = localInstant('work_start');
const LATE_FROM = localInstant('work_start', ' + grace_minutes * interval \'1 minute\'');
const END_AT = localInstant('work_end', ` + case when work_end <= work_start then interval '1 day' else interval '0 minutes' end`);
const minutesBetween = (from: string, to: string) => `floor(extract(epoch from (${to} - ${from})) / 60)::integer`;
/** A span less its break: UU 13/2003 Pasal 79 gives the break after four hours of work, so a shorter span keeps its minutes. */
const lessBreak = (span: string) => `case when ${span} > 240 then greatest(240, ${span} - break_minutes) else ${span} end`;
/** PP 35/2021 Pasal 21: 7 hours a day in a six-day week, 8 in a five-day week; time beyond them is overtime. */
const STATUTORY_DAY = `case when length(replace(work_days, '0', '')) >= 6 then 420 else 480 end`;
const WORKED = `case when first_in is null or last_out is null then null else greatest(0, ${lessBreak(minutesBetween('first_in', 'last_out'))}) end`;

/**
 * The minutes of a recap day, each null while the day lacks what it needs (no check-out: no
 * worked minutes, never a silent 0). Overtime is PP 35/2021's: on a working day the worked
 * minutes beyond the day's scheduled ones or the statutory day, whichever is shorter; on a
 * rest day every worked minute (Pasal 31).
 */
const RECAP_MINUTES = [
  ['work_minutes', WORKED],
  ['late_minutes', `case when first_in is null then null when ${WORK_DAY} and first_in > ${LATE_FROM} then ${minutesBetween(START_AT, 'first_in')} else 0 end`],
  ['early_leave_minutes', `case when last_out is null then null when ${WORK_DAY} and last_out < ${END_AT} then ${minutesBetween('last_out', END_AT)} else 0 end`],
  [
    'overtime_minutes',
    `case when first_in is null or last_out is null then null
      when ${WORK_DAY} then greatest(0, (${WORKED}) - least(${lessBreak(minutesBetween(START_AT, END_AT))}, ${STATUTORY_DAY}))
      else ${WORKED} end`,
  ],
] as const;

/** What a day lacks, for the list to show and filter: both ends, no check-out, or no check-in. */
const DAY_STATUS = `case when first_in is null then 'no_in' when last_out is null then 'no_out' else 'complete' end`;

const RECAP_COLUMNS = `id, subject_type, employee_id, user_id, visitor_id, project_id, department_id, presence_date, first_in, last_out, records, created_at, updated_at, ${SCHEDULE.join(', ')}`;
const JAKARTA_DAY = `(p.recorded_at at time zone 'Asia/Jakarta')::date`;

/** The recap values of presences `p` of projects `pr` in departments `d`, in RECAP_COLUMNS order, for `day`. */
const aggregates = (day: string) => `
  min(p.id), p.subject_type, p.employee_id, p.user_id, p.visitor_id, p.project_id, pr.department_id, ${day},
  min(p.recorded_at) filter (where p.direction = 'in'),
  max(p.recorded_at) filter (where p.direction = 'out'),
  count(*), min(p.created_at), max(p.updated_at), ${scheduleOf((value) => `min(${value})`)}`;

/**
 * 0038's merge of inserted presences into their days' recaps, but for rejected ones; a new day
 * takes its project's schedule, an existing one keeps its own.
 */
const MERGE_INSERTED = `
  create or replace function presence_recaps_merge_inserted() returns trigger language plpgsql as $$
  begin
    insert into presence_recaps (${RECAP_COLUMNS})
    select ${aggregates(JAKARTA_DAY)}
    from inserted p
    join projects pr on pr.id = p.project_id
    join departments d on d.id = pr.department_id
    where not p.excluded
    group by p.subject_type, p.employee_id, p.user_id, p.visitor_id, p.project_id, pr.department_id, ${JAKARTA_DAY}
    order by p.subject_type, coalesce(p.employee_id, p.user_id, p.visitor_id), p.project_id, ${JAKARTA_DAY}
    on conflict (subject_type, subject_id, project_id, presence_date) do update set
      id = least(presence_recaps.id, excluded.id),
      first_in = least(presence_recaps.first_in, excluded.first_in),
      last_out = greatest(presence_recaps.last_out, excluded.last_out),
      records = presence_recaps.records + excluded.records,
      created_at = least(presence_recaps.created_at, excluded.created_at),
      updated_at = greatest(presence_recaps.updated_at, excluded.updated_at);
    return null;
  end $$`;

/** The recap keys (subject, project, Jakarta day) of the presences in `changed`. */
const touchedKeys = (changed: string) => `(
  select distinct p.subject_type, coalesce(p.employee_id, p.user_id, p.visitor_id) as subject_id, p.project_id, ${JAKARTA_DAY} as presence_date
  from ${changed} p
) k`;

/**
 * 0009's recompute of every recap day the presences in `changed` touched, leaving out the
 * presences a supervisor rejected; a recomputed day takes its project's schedule now.
 */
const recomputeTouched = (changed: string) => `
  delete from presence_recaps r using ${touchedKeys(changed)}
    where r.subject_type = k.subject_type and r.subject_id = k.subject_id
      and r.project_id = k.project_id and r.presence_date = k.presence_date;
  insert into presence_recaps (${RECAP_COLUMNS})
    select ${aggregates('k.presence_date')}
    from ${touchedKeys(changed)}
    join presences p
      on p.project_id = k.project_id
      and p.recorded_at >= k.presence_date::timestamp at time zone 'Asia/Jakarta'
      and p.recorded_at < (k.presence_date + 1)::timestamp at time zone 'Asia/Jakarta'
      and p.subject_type = k.subject_type
      and coalesce(p.employee_id, p.user_id, p.visitor_id) = k.subject_id
      and not p.excluded
    join projects pr on pr.id = p.project_id
    join departments d on d.id = pr.department_id
    group by p.subject_type, p.employee_id, p.user_id, p.visitor_id, p.project_id, pr.department_id, k.presence_date;`;

const recomputeFunction = (name: string, transitionTables: string[]) => `
  create or replace function ${name}() returns trigger language plpgsql as $$
  begin
    ${transitionTables.map(recomputeTouched).join('\n')}
    return null;
  end $$`;

const MONTH_KEY = 'subject_type, subject_id, project_id, department_id, month';

/** 0024's month rows of recap rows, a day without worked minutes adding none to its month. */
const recapMonths = (rows: string, sign: 1 | -1) => `
  select subject_type, subject_id, project_id, department_id, date_trunc('month', presence_date)::date as month,
    ${sign} as days, ${sign} * coalesce(work_minutes, 0)::bigint as work_minutes
  from ${rows}`;

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

const MONTH_EVENTS = [
  { event: 'insert', added: 'added_rows', removed: null },
  { event: 'update', added: 'added_rows', removed: 'removed_rows' },
  { event: 'delete', added: null, removed: 'removed_rows' },
] as const;

/** The kinds of exception (server/presence-exceptions/kinds.ts names and explains each). */
const KINDS = [
  'no_check_out',
  'outside_radius',
  'location_uncertain',
  'mock_location',
  'blacklisted',
  'certificate_expired',
  'late_sync',
  'clock_off',
  'no_radius',
] as const;

const EXCEPTION_PERMISSIONS = [
  { name: 'view-presence-exception', description: 'Melihat data Pengecualian Presensi', description_en: 'View Attendance Exceptions', from: 'view-presence-worker' },
  {
    name: 'update-presence-exception',
    description: 'Menyelesaikan pengecualian presensi: menerima, menolak atau mengoreksi',
    description_en: 'Resolve attendance exceptions: accept, reject or correct',
    from: 'create-presence-raw',
  },
];

/**
 * The exceptions inbox: one row per exception, written as events arrive (an event's own
 * evidence, keyed by its presence) and as days close (a day's, keyed by subject, project and
 * day), each once; resolved with a reason, by whom and when. Roles that read the worker recap
 * may read it; roles that correct attendance may resolve.
 */
async function createExceptions(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`
    create table presence_exceptions (
      id serial primary key,
      kind varchar(20) not null check (kind in (${KINDS.map((kind) => `'${kind}'`).join(', ')})),
      state varchar(10) not null default 'open' check (state in ('open', 'accepted', 'rejected', 'corrected')),
      presence_id bigint,
      presence_key bigint not null generated always as (coalesce(presence_id, 0)) stored,
      subject_type varchar(10) not null check (subject_type in ('employee', 'user', 'visitor')),
      employee_id integer references employees (id) on delete cascade,
      user_id integer references users (id) on delete cascade,
      visitor_id integer references visitors (id) on delete cascade,
      subject_id integer not null generated always as (coalesce(employee_id, user_id, visitor_id)) stored,
      project_id integer not null references projects (id) on delete cascade,
      department_id integer not null references departments (id) on delete cascade,
      presence_date date not null,
      recorded_at timestamptz,
      detail varchar(200),
      resolution_reason text,
      resolved_by integer references users (id) on delete set null,
      resolved_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (kind, subject_type, subject_id, project_id, presence_date, presence_key)
    )`).execute(db);
  for (const [name, columns] of [
    ['department_id_presence_date_id', 'department_id, presence_date desc, id desc'],
    ['department_id_created_at', 'department_id, created_at desc, id desc'],
    ['project_id_presence_date_id', 'project_id, presence_date desc, id desc'],
    ['presence_date_id', 'presence_date desc, id desc'],
    ['state_presence_date_id', 'state, presence_date desc, id desc'],
    ['kind_presence_date_id', 'kind, presence_date desc, id desc'],
    ['employee_id', 'employee_id'],
    ['presence_id', 'presence_id'],
  ]) {
    await sql.raw(`create index presence_exceptions_${name}_idx on presence_exceptions (${columns})`).execute(db);
  }
  // Each project's open exceptions, which the monitoring dashboard counts.
  await sql`create index presence_exceptions_open_idx on presence_exceptions (project_id) where state = 'open'`.execute(db);
  await countChanges(db, 'presence_exceptions');

  await grantAlongside(db, EXCEPTION_PERMISSIONS);
}

/** The definitions of presence_recaps' indexes that read `column`, to build again once it is redefined. */
const indexesReading = async (db: Kysely<unknown>, column: string) =>
  (
    await sql<{ definition: string }>`
      select pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      where i.indrelid = 'presence_recaps'::regclass
        and exists (select from pg_attribute a where a.attrelid = i.indrelid and a.attname = ${column} and a.attnum = any(i.indkey::int2[]))
      order by 1
    `.execute(db)
  ).rows.map((row) => row.definition);

/**
 * Attendance a supervisor can trust (issue #50). Working hours: departments hold a schedule,
 * projects may override it, and each
 * recap day keeps the schedule it was recorded under, from which its worked, late,
 * early-leave and overtime minutes follow as stored generated columns. A day without a
 * check-out has no worked minutes (null, shown as such), where 0009 stored a silent 0.
 * The dashboards' index of present workers carries the late minutes, so the monitoring
 * dashboard's late count reads the index alone as before. Exceptions: the inbox's table, and
 * presences a supervisor rejects (`excluded`) leave the recaps. It has no down: the recaps
 * would lose the minutes and the schedules they were recorded under.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`alter table departments ${DEPARTMENT_DEFAULTS}`).execute(db);
  await sql.raw(`alter table projects ${PROJECT_OVERRIDES}`).execute(db);

  await sql.raw(`alter table presence_recaps ${SCHEDULE.map((column) => `add column ${column} ${column === 'work_days' ? 'varchar(7)' : column.endsWith('minutes') ? 'smallint' : 'time'}`).join(', ')}`).execute(db);
  await sql.raw(`update presence_recaps r set (${SCHEDULE.join(', ')}) = (select ${scheduleOf((value) => value)} from projects pr join departments d on d.id = pr.department_id where pr.id = r.project_id)`).execute(db);
  for (const column of SCHEDULE) await sql.raw(`alter table presence_recaps alter column ${column} set not null`).execute(db);

  const workMinutesIndexes = await indexesReading(db, 'work_minutes');
  await sql`drop index if exists presence_recaps_workers_present_idx`.execute(db);
  await sql`alter table presence_recaps drop column work_minutes`.execute(db);
  await sql
    .raw(
      `alter table presence_recaps ${RECAP_MINUTES.map(([column, expression]) => `add column ${column} integer generated always as (${expression}) stored`).join(', ')},
      add column day_status varchar(8) not null generated always as (${DAY_STATUS}) stored`,
    )
    .execute(db);
  for (const definition of workMinutesIndexes) await sql.raw(definition).execute(db);
  // Lists put blanks last both ways: worked minutes may now be blank, so its descending order gets its own index.
  await sql`create index presence_recaps_subject_type_work_minutes_desc_id_idx on presence_recaps (subject_type, work_minutes desc nulls last, id desc)`.execute(db);
  // The days lacking an end, which a supervisor filters for; complete days, nearly all, stay out of it.
  await sql`create index presence_recaps_incomplete_idx on presence_recaps (subject_type, day_status, presence_date) where day_status <> 'complete'`.execute(db);
  await sql`create index presence_recaps_workers_present_idx on presence_recaps (presence_date, department_id, project_id)
    include (employee_id, first_in, late_minutes) where subject_type = 'employee' and first_in is not null`.execute(db);

  await sql`alter table presences add column excluded boolean not null default false`.execute(db);
  // The workers' list filters by the blacklist (issue #50): the few blacklisted, newest first.
  await sql`create index employees_blacklisted_created_at_idx on employees (blacklisted, created_at desc, id desc)`.execute(db);
  await createExceptions(db);
  await sql.raw(MERGE_INSERTED).execute(db);
  await sql.raw(recomputeFunction('presence_recaps_recompute_updated', ['old_rows', 'new_rows'])).execute(db);
  await sql.raw(recomputeFunction('presence_recaps_recompute_deleted', ['old_rows'])).execute(db);
  for (const { event, added, removed } of MONTH_EVENTS) {
    await sql.raw(`create or replace function presence_recap_months_${event}() returns trigger language plpgsql as $$
      begin
        ${applyRecapMonths(added, removed)}
        return null;
      end $$`).execute(db);
  }
}
