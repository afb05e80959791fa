import { type RawBuilder, sql } from 'kysely';
import { ensurePresencePartitions } from '../partitions.ts';
import { closeDays } from '../../presence-exceptions/close-days.ts';
import { type SeedContext, jakartaTime } from './context.ts';

/**
 * Presence is generated in SQL, not row by row from JS: every worker, project staff member
 * and visitor gets in/out records per working day (Mon-Sat) over the presence days. The
 * randomness is md5 of ids and dates, cut into 16-bit numbers, so the same today gives the
 * same rows on PGlite and PostgreSQL alike.
 */

/** The n-th (1-8) 16-bit number, 0-65535, of the md5 text `hash`. */
const part = (hash: string, n: number) => sql.raw(`('x' || substr(${hash}, ${(n - 1) * 4 + 1}, 4))::bit(16)::int`);
/** The same as a fraction in [0, 1); float8 throughout, numeric arithmetic is many times slower. */
const unit = (hash: string, n: number) => sql`(${part(hash, n)}::float8 / 65536)`;

/** `value` rounded to `decimals` places, in float8. */
const rounded = (value: RawBuilder<unknown>, decimals: number) => sql`(floor((${value}) * ${sql.lit(10 ** decimals)} + 0.5) / ${sql.lit(10 ** decimals)})`;

/** Metres between a point and the project, on a flat earth (good enough within a kilometre). */
const distance = (lat: RawBuilder<unknown>, lng: RawBuilder<unknown>) =>
  rounded(sql`sqrt(power((${lat} - p.latitude) * 111320, 2) + power((${lng} - p.longitude) * 111320 * cos(radians(p.latitude)), 2))`, 1);

/** `minutes` and `seconds` after the Jakarta midnight `midnight` (an instant). */
const jakartaInstant = (midnight: RawBuilder<unknown>, minutes: RawBuilder<unknown>, seconds: RawBuilder<unknown>) =>
  sql`(${midnight} + make_interval(mins => (${minutes})::int, secs => (${seconds})::int))`;

export async function seedPresences(ctx: SeedContext): Promise<void> {
  const from = ctx.daysAgo(ctx.sizes.presenceDays - 1);
  await ensurePresencePartitions(ctx.trx, jakartaTime(from, 0), ctx.today);
  // The ordered inserts below sort ~175,000 rows: in memory, not in temporary files.
  await sql`set local work_mem = '64MB'`.execute(ctx.trx);
  // The presence rows, and the recap rows their insert triggers keep.
  await asBulkLoad(ctx.trx, ['presences', 'presence_recaps', 'presence_recap_months'], () => insertPresences(ctx, from));
  // The days before today are closed, as a running server closes them, each at its end: their missing check-outs are in the inbox.
  await closeDays(ctx.trx, from, ctx.daysAgo(1));
  await sql`update presence_exceptions set created_at = (presence_date + 1)::timestamp at time zone 'Asia/Jakarta', updated_at = (presence_date + 1)::timestamp at time zone 'Asia/Jakarta'`.execute(ctx.trx);
}

/**
 * Runs `work` with the foreign keys and the plain indexes of `tables` taken off, then puts
 * them back as they were: PostgreSQL's advice for populating a database. Kept row by row,
 * the demo's ~175,000 presence rows and the ~90,000 recap rows their triggers write cost an
 * entry in each of 36 indexes and five key probes each, two thirds of the seed's time. Put
 * back, an index is built in one sort and a key checks every row in one join; a row that
 * breaks a key fails the statement, and with it the seed's transaction. The indexes behind a
 * primary key or a unique constraint stay: the recap trigger's upsert needs them.
 */
async function asBulkLoad(trx: SeedContext['trx'], tables: readonly string[], work: () => Promise<void>): Promise<void> {
  const relations = sql`${sql.val(tables)}::regclass[]`;
  const { rows: keys } = await sql<{ table: string; name: string; definition: string }>`
    select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint where conrelid = any(${relations}) and contype = 'f' and conparentid = 0
    order by 1, 2
  `.execute(trx);
  // A partitioned table's index is defined ON ONLY the parent; made on the parent, it covers every partition.
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select i.indexrelid::regclass::text as name, replace(pg_get_indexdef(i.indexrelid), ' ON ONLY ', ' ON ') as definition
    from pg_index i
    where i.indrelid = any(${relations})
      and not exists (select from pg_constraint k where k.conindid = i.indexrelid)
      and not exists (select from pg_inherits h where h.inhrelid = i.indexrelid)
    order by 1
  `.execute(trx);
  for (const key of keys) await sql`alter table ${sql.table(key.table)} drop constraint ${sql.id(key.name)}`.execute(trx);
  for (const index of indexes) await sql`drop index ${sql.raw(index.name)}`.execute(trx);
  await work();
  for (const index of indexes) await sql.raw(index.definition).execute(trx);
  for (const key of keys) await sql`alter table ${sql.table(key.table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(trx);
}

/** The presence rows of workers, project staff and visitors from `from` to today. */
async function insertPresences(ctx: SeedContext, from: string): Promise<void> {
  const to = ctx.todayDate;
  const today = ctx.today;

  const workingDays = sql`
    select d::date as day, extract(isodow from d)::int as dow, (d::date::timestamp at time zone 'Asia/Jakarta') as midnight
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    where extract(isodow from d) < 7`;
  const devices = sql`
    select project_id,
      min(id) filter (where device_type = 'qr' and active = 1) as qr,
      min(id) filter (where device_type = 'rfid' and active = 1) as rfid
    from project_devices group by project_id`;

  // Workers: absent 3-15% of days (each worker has their own habit), in 06:40-08:00,
  // out 16:00-17:30 (Saturday 12:00-13:30), 2% forget to check out.
  await sql`
    with days as (${workingDays}), devices as (${devices}),
    base as materialized (
      select pm.employee_id, pm.project_id, days.day, days.dow, days.midnight, e.rfid is not null as has_rfid,
        md5(pm.employee_id::text || '/' || days.day::text) as h,
        ${unit("md5('worker/' || pm.employee_id::text)", 1)} as habit
      from project_manpower pm
      join employees e on e.id = pm.employee_id
      join days on days.day >= pm.start_date and days.day <= coalesce(pm.end_date, ${to}::date)
    ),
    rolled as materialized (
      select b.*,
        ${unit('h', 1)} < 0.03 + habit * 0.12 as absent,
        ${part('h', 6)} % 100 < 2 as no_out,
        case when has_rfid and (${part('h', 6)} / 100) % 100 < 45 then 'rfid'
             when (${part('h', 6)} / 100) % 100 < 82 then 'qr' else 'gps' end as method,
        ${jakartaInstant(sql`b.midnight`, sql`400 + floor(power(${unit('h', 2)}, 1.6) * 80) + case when habit > 0.92 then 15 else 0 end`, sql`${part('h', 3)} % 60`)} as in_at,
        ${jakartaInstant(sql`b.midnight`, sql`case when b.dow = 6 then 720 else 960 end + floor(${unit('h', 4)} * 90)`, sql`${part('h', 5)} % 60`)} as out_at,
        ${unit('h', 7)} - 0.5 as j1, ${unit('h', 8)} - 0.5 as j2
      from base b
    ),
    records as (
      select r.*, v.direction, v.recorded_at,
        ${rounded(sql`p.latitude + v.dlat * r.spread`, 6)} as lat, ${rounded(sql`p.longitude + v.dlng * r.spread`, 6)} as lng
      from (select rolled.*, case when method = 'gps' then 0.003 else 0.0006 end as spread from rolled) r
      join projects p on p.id = r.project_id
      cross join lateral (values ('in', r.in_at, r.j1, r.j2), ('out', r.out_at, r.j2, r.j1)) as v(direction, recorded_at, dlat, dlng)
      where not r.absent and (v.direction = 'in' or not r.no_out) and v.recorded_at <= ${today}
    )
    insert into presences (subject_type, employee_id, project_id, recorded_at, direction, method, latitude, longitude, distance_m, device_id, created_at, updated_at)
    select 'employee', x.employee_id, x.project_id, x.recorded_at, x.direction, x.method, x.lat, x.lng, ${distance(sql`x.lat`, sql`x.lng`)},
      case x.method when 'qr' then d.qr when 'rfid' then d.rfid end, x.recorded_at, x.recorded_at
    from records x
    join projects p on p.id = x.project_id
    left join devices d on d.project_id = x.project_id
    order by x.day, x.project_id, x.employee_id, x.direction
  `.execute(ctx.trx);

  // Project staff and foremen (management): mostly GPS from the app, 07:00-08:30 to 16:30-18:30.
  await sql`
    with days as (${workingDays}), devices as (${devices}),
    base as materialized (
      select u.id as user_id, u.project_id, days.day, days.dow, days.midnight, md5('user/' || u.id::text || '/' || days.day::text) as h
      from users u
      join roles r on r.id = u.role_id and r.role_name in ('Mandor', 'Staf Proyek')
      join days on days.day >= (u.created_at at time zone 'Asia/Jakarta')::date
      where u.project_id is not null and u.approval_status = 'approved' and u.active = 1
    ),
    rolled as materialized (
      select b.*,
        ${unit('h', 1)} < 0.05 as absent,
        case when ${part('h', 6)} % 100 < 70 then 'gps' else 'qr' end as method,
        ${jakartaInstant(sql`b.midnight`, sql`420 + floor(${unit('h', 2)} * 90)`, sql`${part('h', 3)} % 60`)} as in_at,
        ${jakartaInstant(sql`b.midnight`, sql`case when b.dow = 6 then 780 else 990 end + floor(${unit('h', 4)} * 120)`, sql`${part('h', 5)} % 60`)} as out_at,
        ${unit('h', 7)} - 0.5 as j1, ${unit('h', 8)} - 0.5 as j2
      from base b
    ),
    records as (
      select r.*, v.direction, v.recorded_at,
        ${rounded(sql`p.latitude + v.dlat * case when r.method = 'gps' then 0.0025 else 0.0005 end`, 6)} as lat,
        ${rounded(sql`p.longitude + v.dlng * case when r.method = 'gps' then 0.0025 else 0.0005 end`, 6)} as lng
      from rolled r
      join projects p on p.id = r.project_id
      cross join lateral (values ('in', r.in_at, r.j1, r.j2), ('out', r.out_at, r.j2, r.j1)) as v(direction, recorded_at, dlat, dlng)
      where not r.absent and v.recorded_at <= ${today}
    )
    insert into presences (subject_type, user_id, project_id, recorded_at, direction, method, latitude, longitude, distance_m, device_id, created_at, updated_at)
    select 'user', x.user_id, x.project_id, x.recorded_at, x.direction, x.method, x.lat, x.lng, ${distance(sql`x.lat`, sql`x.lng`)},
      case x.method when 'qr' then d.qr end, x.recorded_at, x.recorded_at
    from records x
    join projects p on p.id = x.project_id
    left join devices d on d.project_id = x.project_id
    order by x.day, x.project_id, x.user_id, x.direction
  `.execute(ctx.trx);

  // Visitors: scanned in and out at the gate, as the guest book has them.
  await sql`
    with devices as (${devices}),
    records as (
      select g.id, g.visitor_id, g.project_id, v.direction, v.recorded_at,
        ${rounded(sql`p.latitude + (${unit("md5('visit/' || g.id::text)", 1)} - 0.5) * 0.0006`, 6)} as lat,
        ${rounded(sql`p.longitude + (${unit("md5('visit/' || g.id::text)", 2)} - 0.5) * 0.0006`, 6)} as lng
      from guest_books g
      join projects p on p.id = g.project_id
      cross join lateral (values ('in', g.check_in_at), ('out', g.check_out_at)) as v(direction, recorded_at)
      where v.recorded_at is not null
    )
    insert into presences (subject_type, visitor_id, project_id, recorded_at, direction, method, latitude, longitude, distance_m, device_id, created_at, updated_at)
    select 'visitor', x.visitor_id, x.project_id, x.recorded_at, x.direction, 'qr', x.lat, x.lng, ${distance(sql`x.lat`, sql`x.lng`)},
      d.qr, x.recorded_at, x.recorded_at
    from records x
    join projects p on p.id = x.project_id
    left join devices d on d.project_id = x.project_id
    order by x.recorded_at, x.id, x.direction
  `.execute(ctx.trx);
}
