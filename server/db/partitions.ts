import { type Kysely, sql } from 'kysely';

/**
 * Monthly partitions of `presences` (raw attendance grows fastest of all tables).
 * Months are Jakarta months (UTC+7, no daylight saving), the days the recaps count in.
 */
const JAKARTA_OFFSET_HOURS = 7;

interface Month {
  year: number;
  /** 1-12 */
  month: number;
}

function jakartaMonth(date: Date): Month {
  const shifted = new Date(date.getTime() + JAKARTA_OFFSET_HOURS * 3_600_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1 };
}

function nextMonth({ year, month }: Month): Month {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

const pad = (value: number) => String(value).padStart(2, '0');
const boundary = ({ year, month }: Month) => `${year}-${pad(month)}-01 00:00:00+0${JAKARTA_OFFSET_HOURS}`;

/** The partition's name, e.g. presences_p2026_01. */
export const presencePartitionName = ({ year, month }: Month) => `presences_p${year}_${pad(month)}`;

/**
 * Creates the monthly partitions of `presences` covering `from` through `to`, skipping
 * those that exist; returns the names created. Rows that already landed in the default
 * partition for a new month are moved into it. Safe to run from several instances at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function ensurePresencePartitions(db: Kysely<any>, from: Date, to: Date): Promise<string[]> {
  const months: Month[] = [];
  const last = jakartaMonth(to);
  for (let month = jakartaMonth(from); month.year * 12 + month.month <= last.year * 12 + last.month; ) {
    months.push(month);
    month = nextMonth(month);
  }
  if (months.length === 0) return [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const run = async (trx: Kysely<any>) => {
    await sql`select pg_advisory_xact_lock(hashtext('presences_partitions'))`.execute(trx);
    const created: string[] = [];
    for (const month of months) {
      if (await createPartition(trx, month)) created.push(presencePartitionName(month));
    }
    return created;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createPartition(db: Kysely<any>, month: Month): Promise<boolean> {
  const name = presencePartitionName(month);
  const { rows } = await sql<{ exists: boolean }>`select to_regclass(${name}) is not null as exists`.execute(db);
  if (rows[0]?.exists) return false;
  const table = sql.table(name);
  const start = sql.lit(boundary(month));
  const end = sql.lit(boundary(nextMonth(month)));
  const stray = await sql<{ found: boolean }>`
    select exists (select 1 from presences_default where recorded_at >= ${start} and recorded_at < ${end}) as found
  `.execute(db);
  if (!stray.rows[0]?.found) {
    await sql`create table ${table} partition of presences for values from (${start}) to (${end})`.execute(db);
    return true;
  }
  // PostgreSQL refuses a new partition while the default one holds rows of its range.
  await sql`create table ${table} (like presences including defaults including constraints)`.execute(db);
  await sql`
    with moved as (
      delete from presences_default where recorded_at >= ${start} and recorded_at < ${end} returning *
    )
    insert into ${table} select * from moved
  `.execute(db);
  await sql`alter table presences attach partition ${table} for values from (${start}) to (${end})`.execute(db);
  return true;
}
