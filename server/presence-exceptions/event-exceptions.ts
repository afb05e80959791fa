import { type RawBuilder, sql } from 'kysely';

/** A day's Jakarta date of presence `p`. */
const JAKARTA_DAY = sql`(p.recorded_at at time zone 'Asia/Jakarta')::date`;

/**
 * The insert of the exceptions that new presences raise by their own evidence, `rows` naming
 * them (a CTE holding presences' columns): every kind in one statement, set-based, beside the
 * insert of the presences themselves. An event kind is one row per presence; a day kind
 * (blacklisted, certificate expired) one per subject, project and day, however many events
 * raise it. The details are figures, the same in both languages.
 */
export function eventExceptions(rows: RawBuilder<unknown>, sentAt: Date | null, clockOffMinutes: number): RawBuilder<unknown> {
  const offset = sentAt ? sql`extract(epoch from now() - ${sentAt.toISOString()}::timestamptz)` : sql`0`;
  return sql`
    insert into presence_exceptions (kind, presence_id, subject_type, employee_id, user_id, visitor_id, project_id, department_id, presence_date, recorded_at, detail)
    select k.kind, case when k.per_day then null else p.id end, p.subject_type, p.employee_id, p.user_id, p.visitor_id, p.project_id, pr.department_id,
      ${JAKARTA_DAY}, p.recorded_at, k.detail
    from ${rows} p
    join projects pr on pr.id = p.project_id
    left join employees e on e.id = p.employee_id
    cross join lateral (values
      ('outside_radius', false, p.geofence = 'outside', round(p.distance_m)::text || ' m'),
      ('location_uncertain', false, p.geofence = 'uncertain', '± ' || round(p.accuracy_m)::text || ' m'),
      ('no_radius', false, p.geofence = 'unknown' and not exists (select 1 from presence_radii r where r.project_id = p.project_id and r.active = 1), null),
      ('mock_location', false, coalesce(p.mock_location, false), null),
      ('late_sync', false, p.is_late, round(p.delay_seconds / 60.0)::text || ' min'),
      ('clock_off', false, abs(${offset}) > ${clockOffMinutes * 60}, to_char(round(${offset} / 60.0), 'FMSG999990') || ' min'),
      ('blacklisted', true, coalesce(e.blacklisted, false), case when e.blacklisted then
        (select left(b.reason, 200) from employee_blacklists b where b.employee_id = e.id and b.active = 1 order by b.blacklisted_at desc, b.id desc limit 1) end),
      ('certificate_expired', true, e.id is not null and exists (
        select 1 from employee_certifications c where c.employee_id = e.id
        group by lower(c.certificate_name)
        having bool_and(c.expires_at is not null) and max(c.expires_at) < ${JAKARTA_DAY}
      ), null)
    ) as k(kind, per_day, raised, detail)
    where k.raised
    on conflict (kind, subject_type, subject_id, project_id, presence_date, presence_key) do nothing`;
}
