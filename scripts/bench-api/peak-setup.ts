import { sql } from 'kysely';
import type { Database } from '../../server/db/database.ts';

/** The morning peak's crowd: phones, and the check-ins each phone sends in one round. */
export const PEAK = { phones: 200, checkInsPerPhone: 100, batchSize: 50, senders: 20, radiusM: 300 } as const;

/** Marks the rows the setup owns, so that a run on the reused database updates them instead of adding more. */
const FOREMAN_PREFIX = 'bench-mandor-';
const RADIUS_NAME = 'bench:api morning peak';

/** One foreman's phone as the driver needs it: who signs in, on which site, and whose cards it scans. */
export interface PeakForeman {
  username: string;
  projectId: number;
  /** The site's centre, which is also the centre of its radius. */
  latitude: number;
  longitude: number;
  /** PEAK.checkInsPerPhone QR numbers of the project's workers, no two foremen sharing one. */
  qrNumbers: string[];
}

interface SiteRow {
  id: number;
  latitude: number;
  longitude: number;
}

async function activeSites(db: Database): Promise<SiteRow[]> {
  const { rows } = await sql<SiteRow>`
    select id, latitude, longitude from projects where active = 1 and latitude is not null and longitude is not null order by id
  `.execute(db);
  if (rows.length === 0) throw new Error('the morning peak needs an active project with a latitude and a longitude: is the core seed loaded?');
  return rows;
}

/**
 * PEAK.phones foremen (role Mandor, approved, verified, active, with superadmin's password),
 * foreman n on site n modulo the sites through users.project_id. Upserted, so a rerun puts
 * them back in that state whatever happened to them since.
 */
async function upsertForemen(db: Database, sites: readonly SiteRow[]): Promise<void> {
  const siteIds = sql`(array[${sql.join(sites.map((site) => sql.lit(site.id)))}]::int[])`;
  const { rows } = await sql`
    insert into users (fullname, username, email, password_hash, role_id, department_id, project_id, email_verified_at, approval_status, active)
    select 'Mandor Bench ' || lpad(n::text, 3, '0'), ${FOREMAN_PREFIX} || lpad(n::text, 3, '0'), ${FOREMAN_PREFIX} || lpad(n::text, 3, '0') || '@bench.test',
      admin.password_hash, role.id, project.department_id, project.id, now(), 'approved', 1
    from generate_series(1, ${sql.lit(PEAK.phones)}) as n
    join projects project on project.id = ${siteIds}[(n - 1) % ${sql.lit(sites.length)} + 1]
    cross join (select password_hash from users where username = 'superadmin') admin
    cross join (select id from roles where role_name = 'Mandor') role
    on conflict (lower(username)) do update set
      password_hash = excluded.password_hash, role_id = excluded.role_id, department_id = excluded.department_id,
      project_id = excluded.project_id, email_verified_at = coalesce(users.email_verified_at, now()), approval_status = 'approved', active = 1
    returning id
  `.execute(db);
  if (rows.length !== PEAK.phones) throw new Error("the morning peak's foremen copy the user superadmin's password and take the role Mandor: is the core seed loaded?");
}

/** One radius per site, centred on it: updated in place on a rerun, since presences point at it. */
async function upsertRadii(db: Database): Promise<void> {
  await sql`
    update presence_radii r set latitude = p.latitude, longitude = p.longitude, radius_m = ${PEAK.radiusM}, active = 1
    from projects p where p.id = r.project_id and r.location_name = ${RADIUS_NAME}
  `.execute(db);
  await sql`
    insert into presence_radii (project_id, location_name, latitude, longitude, radius_m)
    select p.id, ${RADIUS_NAME}, p.latitude, p.longitude, ${PEAK.radiusM}
    from projects p
    where p.active = 1 and p.latitude is not null and p.longitude is not null
      and not exists (select 1 from presence_radii r where r.project_id = p.id and r.location_name = ${RADIUS_NAME})
  `.execute(db);
}

/** The agreement in force, if an admin published one, accepted by every foreman: the guard refuses field calls until then. */
async function acceptAgreement(db: Database): Promise<void> {
  await sql`
    insert into user_agreement_acceptances (user_id, user_agreement_id, version)
    select u.id, a.id, a.version
    from users u
    cross join (select id, version from user_agreements where active = 1 order by created_at desc, id desc limit 1) a
    where u.username like ${`${FOREMAN_PREFIX}%`}
    on conflict (user_id, user_agreement_id) do nothing
  `.execute(db);
}

/**
 * The QR numbers of the cards on each site valid today (Jakarta), as many as its foremen
 * scan, each card once. Only the scale data's cards: their numbers are unique per worker.
 */
async function cardsBySite(db: Database, needed: ReadonlyMap<number, number>): Promise<Map<number, string[]>> {
  const { rows } = await sql<{ project_id: number; qr_number: string }>`
    with wanted as (select * from unnest(${[...needed.keys()]}::int[], ${[...needed.values()]}::int[]) as w(project_id, cards)),
    today as (select (now() at time zone 'Asia/Jakarta')::date as day),
    cards as (
      select pm.project_id, pm.qr_number, row_number() over (partition by pm.project_id order by pm.employee_id) as n
      from project_manpower pm cross join today
      where pm.project_id in (select project_id from wanted) and pm.active = 1 and pm.qr_number like 'QR-%'
        and (pm.start_date is null or pm.start_date <= today.day) and (pm.end_date is null or pm.end_date >= today.day)
    )
    select c.project_id, c.qr_number from cards c join wanted w on w.project_id = c.project_id where c.n <= w.cards order by c.project_id, c.n
  `.execute(db);
  const bySite = new Map<number, string[]>();
  for (const row of rows) bySite.set(row.project_id, [...(bySite.get(row.project_id) ?? []), row.qr_number]);
  for (const [site, cards] of needed) {
    if ((bySite.get(site)?.length ?? 0) < cards) throw new Error(`project ${site} has fewer than ${cards} workers with a card valid today for its foremen to scan`);
  }
  return bySite;
}

/**
 * Prepares the reused bench database for the morning peak, in SQL rather than through the
 * product (the product is measured on what a phone does, not on this): the foremen, a radius
 * per site so the geofence is judged, and the cards each foreman scans.
 */
export async function prepareMorningPeak(db: Database): Promise<PeakForeman[]> {
  const sites = await activeSites(db);
  await upsertForemen(db, sites);
  await upsertRadii(db);
  await acceptAgreement(db);
  const foremen = Array.from({ length: PEAK.phones }, (_, i) => ({ n: i + 1, site: sites[i % sites.length]! }));
  const needed = new Map<number, number>();
  for (const { site } of foremen) needed.set(site.id, (needed.get(site.id) ?? 0) + PEAK.checkInsPerPhone);
  const cards = await cardsBySite(db, needed);
  const taken = new Map<number, number>();
  return foremen.map(({ n, site }) => {
    const from = taken.get(site.id) ?? 0;
    taken.set(site.id, from + PEAK.checkInsPerPhone);
    return {
      username: `${FOREMAN_PREFIX}${String(n).padStart(3, '0')}`,
      projectId: site.id,
      latitude: site.latitude,
      longitude: site.longitude,
      qrNumbers: cards.get(site.id)!.slice(from, from + PEAK.checkInsPerPhone),
    };
  });
}
