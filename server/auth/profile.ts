import type { Profile } from '../../common/wire/auth.ts';
import type { Database } from '../db/database.ts';
import type { User } from '../db/schema.ts';
import { permissionCatalogue } from '../access/catalogue.ts';

/** role_id the client reads as the super user (spec §3, §6). */
export const SUPER_USER_ROLE_ID = -1;

export interface SignedInUser {
  profile: Profile;
  permissions: string[];
  isSuperUser: boolean;
}

/** The profile and permission strings of `user`, as the client stores them. */
export async function loadSignedInUser(db: Database, user: User): Promise<SignedInUser> {
  const [role, department] = await Promise.all([
    user.role_id
      ? db.selectFrom('roles').select('role_name').where('id', '=', user.role_id).executeTakeFirst()
      : undefined,
    user.department_id
      ? db.selectFrom('departments').select('department_name').where('id', '=', user.department_id).executeTakeFirst()
      : undefined,
  ]);
  const permissions = user.is_superuser
    ? [...permissionCatalogue]
    : user.role_id
      ? (
          await db
            .selectFrom('role_permissions')
            .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
            .select('permissions.name')
            .where('role_permissions.role_id', '=', user.role_id)
            .orderBy('permissions.name')
            .execute()
        ).map((row) => row.name)
      : [];
  return {
    isSuperUser: user.is_superuser,
    permissions,
    profile: {
      id: user.id,
      username: user.username,
      fullname: user.fullname,
      email: user.email,
      npp: user.npp,
      role_id: user.is_superuser ? SUPER_USER_ROLE_ID : user.role_id,
      role_name: user.is_superuser ? 'Super Admin' : (role?.role_name ?? null),
      department_id: user.department_id,
      department_name: department?.department_name ?? null,
      project_id: user.project_id,
      job_position: user.job_position,
      locale: user.locale,
    },
  };
}

/** The departments and projects a user works in: all of them for the super user. */
export async function loadWorkplaces(db: Database, user: User) {
  let departments = db
    .selectFrom('departments')
    .select(['id', 'department_name'])
    .where('active', '=', 1)
    .orderBy('department_name');
  let projects = db
    .selectFrom('projects')
    .select(['id', 'project_name', 'department_id'])
    .where('active', '=', 1)
    .orderBy('project_name');
  if (!user.is_superuser) {
    const departmentId = user.department_id ?? -1;
    departments = departments.where('id', '=', departmentId);
    projects = projects.where('department_id', '=', departmentId);
    if (user.project_id) projects = projects.where('id', '=', user.project_id);
  }
  return { departments: await departments.execute(), projects: await projects.execute() };
}
