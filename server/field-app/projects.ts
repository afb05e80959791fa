import { sql } from 'kysely';
import type { AppProject } from '../../common/wire/field-app.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';

/**
 * The active projects a field user works on: those the user mapping gives them, and the one
 * they registered for (an approved foreman can record there before anyone maps them). The
 * super user works on every active project.
 */
export function fieldProjectIds(db: Database, auth: RequestAuth) {
  const user = auth.profile;
  let query = db.selectFrom('projects').select('projects.id').where('projects.active', '=', 1);
  if (!auth.isSuperUser) {
    query = query.where((eb) =>
      eb.or([
        eb('projects.id', 'in', eb.selectFrom('project_users').select('project_users.project_id').where('project_users.user_id', '=', user.id)),
        eb('projects.id', '=', user.project_id ?? -1),
      ]),
    );
  }
  return query;
}

/** Those projects with their department, active radii and check-in policies, by name. */
export async function loadFieldProjects(db: Database, auth: RequestAuth): Promise<AppProject[]> {
  const { rows } = await sql<AppProject>`
    select p.id, p.project_name, p.project_number, p.department_id, d.department_name, p.latitude, p.longitude,
      json_build_object('outside_radius', p.presence_outside_policy, 'mock_location', p.presence_mock_policy) as policy,
      coalesce((
        select json_agg(json_build_object('id', r.id, 'location_name', r.location_name, 'address', r.address,
          'latitude', r.latitude, 'longitude', r.longitude, 'radius_m', r.radius_m) order by r.id)
        from presence_radii r where r.project_id = p.id and r.active = 1
      ), '[]') as radii
    from projects p
    join departments d on d.id = p.department_id
    where p.id in (${fieldProjectIds(db, auth)})
    order by p.project_name, p.id
  `.execute(db);
  return rows.map((row) => ({ ...row, policy: typeof row.policy === 'string' ? JSON.parse(row.policy) : row.policy, radii: typeof row.radii === 'string' ? JSON.parse(row.radii) : row.radii }));
}

export interface FieldProject {
  id: number;
  project_number: string | null;
  department_id: number;
}

/** One of the user's projects, or 403 when the user does not work on it (or it is not active). */
export async function fieldProject(db: Database, auth: RequestAuth, projectId: number): Promise<FieldProject> {
  const project = await db
    .selectFrom('projects')
    .select(['id', 'project_number', 'department_id'])
    .where('id', '=', projectId)
    .where('id', 'in', fieldProjectIds(db, auth))
    .executeTakeFirst();
  if (!project) throw new AppError(403, 'project_not_mapped');
  return project;
}

const JAKARTA_MS = 7 * 3_600_000;

/** Today's date in Jakarta, where the recaps count days (YYYY-MM-DD). */
export const jakartaToday = (now = new Date()) => new Date(now.getTime() + JAKARTA_MS).toISOString().slice(0, 10);
