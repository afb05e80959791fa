import { sql } from 'kysely';
import type { DynamicQuery } from './dynamic.ts';
import type { RequestAuth } from '../http/types.ts';
import type { FieldDeclaration, ModelDeclaration } from '../models/types.ts';
import { forbidden, unauthenticated } from '../errors.ts';

export type Action = 'view' | 'create' | 'update' | 'delete';

/** True when the signed-in user holds `permission` (the super user holds all). */
export function holds(auth: RequestAuth, permission: string): boolean {
  return auth.isSuperUser || auth.permissions.includes(permission);
}

/** Throws 401/403 unless the user may do `action` on `model`. */
export function authorize(auth: RequestAuth | null, model: ModelDeclaration, action: Action): RequestAuth {
  if (!auth) throw unauthenticated();
  if (!holds(auth, `${action}-${model.permission}`)) throw forbidden();
  return auth;
}

/** The fields this user may see: a field with its own permission is hidden without it. */
export function visibleFields(auth: RequestAuth, model: ModelDeclaration): FieldDeclaration[] {
  return model.fields.filter((field) => !field.hidden && (!field.permission || holds(auth, field.permission)));
}

/**
 * Narrows a query to the records the user may reach: a non-super user sees
 * their own department's records, and their project's where the model has one.
 */
export function applyScope<Q extends DynamicQuery>(query: Q, model: ModelDeclaration, auth: RequestAuth): Q {
  const scope = model.scope;
  if (!scope || auth.isSuperUser) return query;
  let scoped = (scope.join ? scope.join(query) : query) as Q;
  if (scope.department) {
    const departmentId = auth.profile.department_id;
    scoped = scoped.where(
      departmentId === null ? sql<boolean>`false` : sql<boolean>`${sql.ref(scope.department)} = ${departmentId}`,
    ) as Q;
  }
  if (scope.project && auth.profile.project_id !== null) {
    scoped = scoped.where(sql<boolean>`${sql.ref(scope.project)} = ${auth.profile.project_id}`) as Q;
  }
  return scoped;
}
