import { type Kysely, sql } from 'kysely';

const COUNT_KEY = 'project_id, subject_type, direction, method, shard';

/** The presence_counts rows of `rows` (a transition table), each counted `sign` times, all in `shard`. */
const presenceCounts = (rows: string, sign: 1 | -1, shard: string) => `
  select project_id, subject_type, direction, method, (${shard})::smallint as shard, ${sign}::bigint as records from ${rows}`;

/** 0024's statement of each presence_counts trigger, with the shard a statement writes to as given. */
const applyPresenceCounts = (added: string | null, removed: string | null, shard: string) => `
  insert into presence_counts as c (${COUNT_KEY}, records)
  select ${COUNT_KEY}, sum(records)
  from (${[added && presenceCounts(added, 1, shard), removed && presenceCounts(removed, -1, shard)].filter(Boolean).join(' union all ')}) delta
  group by ${COUNT_KEY}
  having sum(records) <> 0
  order by ${COUNT_KEY}
  on conflict (${COUNT_KEY}) do update set records = c.records + excluded.records;
  ${removed ? `delete from presence_counts c using (select distinct ${COUNT_KEY} from (${presenceCounts(removed, -1, shard)}) r) r
    where (c.project_id, c.subject_type, c.direction, c.method, c.shard) = (r.project_id, r.subject_type, r.direction, r.method, r.shard)
      and c.records = 0;` : ''}`;

const COUNT_EVENTS = [
  { event: 'insert', added: 'added_rows', removed: null },
  { event: 'update', added: 'added_rows', removed: 'removed_rows' },
  { event: 'delete', added: null, removed: 'removed_rows' },
] as const;

const RECAP_COLUMNS =
  'id, subject_type, employee_id, user_id, visitor_id, project_id, department_id, presence_date, first_in, last_out, records, created_at, updated_at';
const JAKARTA_DAY = `(p.recorded_at at time zone 'Asia/Jakarta')::date`;

/** 0009's merge of inserted presences into their days' recaps, in the recaps' key order. */
const mergeInserted = (order: string) => `
  create or replace function presence_recaps_merge_inserted() returns trigger language plpgsql as $$
  begin
    insert into presence_recaps (${RECAP_COLUMNS})
    select min(p.id), p.subject_type, p.employee_id, p.user_id, p.visitor_id, p.project_id, pr.department_id, ${JAKARTA_DAY},
      min(p.recorded_at) filter (where p.direction = 'in'),
      max(p.recorded_at) filter (where p.direction = 'out'),
      count(*), min(p.created_at), max(p.updated_at)
    from inserted p
    join projects pr on pr.id = p.project_id
    group by p.subject_type, p.employee_id, p.user_id, p.visitor_id, p.project_id, pr.department_id, ${JAKARTA_DAY}
    ${order}
    on conflict (subject_type, subject_id, project_id, presence_date) do update set
      id = least(presence_recaps.id, excluded.id),
      first_in = least(presence_recaps.first_in, excluded.first_in),
      last_out = greatest(presence_recaps.last_out, excluded.last_out),
      records = presence_recaps.records + excluded.records,
      created_at = least(presence_recaps.created_at, excluded.created_at),
      updated_at = greatest(presence_recaps.updated_at, excluded.updated_at);
    return null;
  end $$`;

/** The management and visitor recaps' sort indexes (0018 ascending, 0024 descending), which every worker recap filled with a null entry. */
const SUBJECT_SORTS = [
  { name: 'user_id_id', subject: 'user', columns: 'subject_type, user_id, id' },
  { name: 'user_id_desc_id', subject: 'user', columns: 'subject_type, user_id desc nulls last, id desc' },
  { name: 'visitor_id_id', subject: 'visitor', columns: 'subject_type, visitor_id, id' },
  { name: 'visitor_id_desc_id', subject: 'visitor', columns: 'subject_type, visitor_id desc nulls last, id desc' },
] as const;

const createTriggerFunctions = async (db: Kysely<unknown>, shard: string) => {
  for (const { event, added, removed } of COUNT_EVENTS) {
    await sql.raw(`create or replace function presence_counts_${event}() returns trigger language plpgsql as $$
      begin
        ${applyPresenceCounts(added, removed, shard)}
        return null;
      end $$`).execute(db);
  }
};

const createSortIndexes = async (db: Kysely<unknown>, partial: boolean) => {
  for (const { name, subject, columns } of SUBJECT_SORTS) {
    await sql.raw(`drop index presence_recaps_subject_type_${name}_idx`).execute(db);
    await sql.raw(`create index presence_recaps_subject_type_${name}_idx on presence_recaps (${columns})${partial ? ` where subject_type = '${subject}'` : ''}`).execute(db);
  }
};

/**
 * The attendance write path at a morning's peak (issue #48), where batches of check-ins from
 * many phones arrive at once:
 * - a statement adds its raw presences to the presence_counts shard of its own backend, not
 *   to `id % 8`: fifty consecutive ids covered all eight shards, so every batch of a project
 *   locked all of its count rows until it committed and the project's batches ran one at a
 *   time; a backend writes one shard, and batches on other connections go on beside it;
 * - inserted presences merge into their recaps in the recaps' key order, so two batches that
 *   share recap rows lock them in the same order instead of deadlocking;
 * - the management and visitor recaps' sort indexes hold only their own rows: each worker
 *   recap written or changed wrote a null entry into all four (their lists narrow to their
 *   subject type by a literal, server/models/presence-recap.ts, which these indexes match).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTriggerFunctions(db, 'pg_backend_pid() % 8');
  await sql.raw(mergeInserted(`order by p.subject_type, coalesce(p.employee_id, p.user_id, p.visitor_id), p.project_id, ${JAKARTA_DAY}`)).execute(db);
  await createSortIndexes(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createSortIndexes(db, false);
  await sql.raw(mergeInserted('')).execute(db);
  await createTriggerFunctions(db, 'id % 8');
}
