import { type Kysely, sql } from 'kysely';

const KEY = 'department_id, active, blacklisted, verification_status, shard';

/** The employee_counts rows of `rows` (a transition table), each counted `sign` times, in the writing backend's shard. */
const counts = (rows: string, sign: 1 | -1) => `
  select department_id, active, blacklisted, verification_status, (pg_backend_pid() % 8)::smallint as shard, ${sign}::bigint as records from ${rows}`;

/** Adds the rows of `added` and takes away those of `removed`, in key order (as 0024's counts); a row left at zero goes. */
const apply = (added: string | null, removed: string | null) => `
  insert into employee_counts as c (${KEY}, records)
  select ${KEY}, sum(records)
  from (${[added && counts(added, 1), removed && counts(removed, -1)].filter(Boolean).join(' union all ')}) delta
  group by ${KEY}
  having sum(records) <> 0
  order by ${KEY}
  on conflict (${KEY}) do update set records = c.records + excluded.records;
  ${removed ? `delete from employee_counts c using (select distinct ${KEY} from (${counts(removed, -1)}) r) r
    where (c.department_id, c.active, c.blacklisted, c.verification_status, c.shard) = (r.department_id, r.active, r.blacklisted, r.verification_status, r.shard)
      and c.records = 0;` : ''}`;

const EVENTS = [
  { event: 'insert', referencing: 'new table as added_rows', added: 'added_rows', removed: null },
  { event: 'update', referencing: 'old table as removed_rows new table as added_rows', added: 'added_rows', removed: 'removed_rows' },
  { event: 'delete', referencing: 'old table as removed_rows', added: null, removed: 'removed_rows' },
] as const;

/**
 * The workers kept counted by department, active flag, blacklist flag and verification status
 * (issue #49): the workers' list, unfiltered or filtered by those, reads its total and its five
 * statistics from a few dozen rows instead of counting 100,000 or a million workers after each
 * write. Statement triggers keep the counts in the writing transaction, in the writing
 * backend's shard (0038's reason), so a count is right the moment the write commits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table employee_counts (
      department_id integer not null,
      active smallint not null,
      blacklisted boolean not null,
      verification_status varchar(30) not null,
      shard smallint not null,
      records bigint not null,
      primary key (department_id, active, blacklisted, verification_status, shard)
    )
  `.execute(db);
  await sql.raw(`insert into employee_counts (${KEY}, records)
    select department_id, active, blacklisted, verification_status, 0, count(*) from employees group by 1, 2, 3, 4`).execute(db);
  for (const { event, referencing, added, removed } of EVENTS) {
    await sql.raw(`create function employee_counts_${event}() returns trigger language plpgsql as $$
      begin
        ${apply(added, removed)}
        return null;
      end $$`).execute(db);
    await sql.raw(`create trigger employee_counts_${event} after ${event} on employees
      referencing ${referencing} for each statement execute function employee_counts_${event}()`).execute(db);
  }
  await sql`create function employee_counts_truncate() returns trigger language plpgsql as $$
    begin
      truncate employee_counts;
      return null;
    end $$`.execute(db);
  await sql`create trigger employee_counts_truncate after truncate on employees for each statement execute function employee_counts_truncate()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await sql.raw(`drop trigger employee_counts_${event} on employees`).execute(db);
    await sql.raw(`drop function employee_counts_${event}()`).execute(db);
  }
  await db.schema.dropTable('employee_counts').execute();
}
