import { sql } from 'kysely';
import { errorAnswers } from '../../common/wire/error.ts';
import {
  type PermissionGroup,
  type PermissionRow,
  RolePermissionsAnswer,
  RolePermissionsQuery,
  RolePermissionsSaveAnswer,
  RolePermissionsSaveBody,
} from '../../common/wire/role-permissions.ts';
import { holds } from '../crud/access.ts';
import { writeAudit } from '../crud/audit.ts';
import { recordIdFrom } from '../crud/record-id.ts';
import { showRecord } from '../crud/records.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { RequestAuth, TypedApp } from '../http/types.ts';
import { type Locale, translate } from '../i18n/messages.ts';
import { findModel } from '../models/index.ts';
import { groupOfResource, otherPermissionsGroup, parsePermission, permissionActions, permissionGroups, resourceLabel } from './permission-texts.ts';

type Group = PermissionGroup;
type Row = PermissionRow;
interface StoredPermission {
  id: number;
  name: string;
  description: string | null;
  description_en: string | null;
  granted: boolean;
}

const roleModel = () => findModel('role')!;

/** The role a request names, as the caller may see it: 404 outside their reach, 403 without view-role. */
async function roleOf(db: Database, auth: RequestAuth | null, locale: Locale, raw: unknown) {
  const role = await showRecord({ db, auth, locale }, roleModel(), raw);
  return { id: Number(role.id), role_name: String(role.role_name) };
}

/**
 * Every permission with its switch for one role, grouped by the module of the menu and the
 * resource each names, one switch per action; strings the catalogue does not group go last.
 */
function groupPermissions(permissions: readonly StoredPermission[], locale: Locale): Group[] {
  const groups = new Map<string, { group: Group; rows: Map<string, Row> }>();
  const order = [...permissionGroups.map((group) => group.key), otherPermissionsGroup.key];
  for (const permission of permissions) {
    const parsed = parsePermission(permission.name);
    const home = parsed && groupOfResource(parsed.resource);
    const group = home ?? otherPermissionsGroup;
    const rowKey = home && parsed ? parsed.resource : permission.name;
    const label = (home && parsed && resourceLabel(parsed.resource)?.[locale]) || permission.name;
    const entry = groups.get(group.key) ?? { group: { key: group.key, label: group.label[locale], rows: [] }, rows: new Map() };
    groups.set(group.key, entry);
    const row = entry.rows.get(rowKey) ?? { key: rowKey, label, permissions: [] };
    entry.rows.set(rowKey, row);
    row.permissions.push({
      id: permission.id,
      name: permission.name,
      action: home && parsed ? parsed.action : 'other',
      description: (locale === 'en' ? permission.description_en : permission.description) || permission.description || permission.name,
      granted: permission.granted,
    });
  }
  const actionOrder = (action: string) => permissionActions.indexOf(action as never);
  return [...groups.values()]
    .sort((a, b) => order.indexOf(a.group.key) - order.indexOf(b.group.key))
    .map(({ group, rows }) => {
      const resources = permissionGroups.find((candidate) => candidate.key === group.key)?.resources ?? [];
      const sorted = [...rows.values()].sort((a, b) => resources.indexOf(a.key) - resources.indexOf(b.key) || a.key.localeCompare(b.key));
      for (const row of sorted) row.permissions.sort((a, b) => actionOrder(a.action) - actionOrder(b.action));
      return { ...group, rows: sorted };
    });
}

/** The permission ids of a save's body: an array of distinct ids of existing permissions, else 422 naming the field. */
async function requestedIds(db: Database, raw: unknown, locale: Locale): Promise<{ ids: number[]; names: Map<number, string> }> {
  const invalid = () => new AppError(422, 'validation_failed', {}, { permission_ids: [translate(locale, 'permission_ids_invalid')] });
  if (!Array.isArray(raw)) throw invalid();
  const ids = [...new Set(await Promise.all(raw.map((value) => recordIdFrom(db, 'permissions', value).catch(() => undefined))))];
  if (ids.some((id) => id === undefined)) throw invalid();
  const known = ids.length === 0 ? [] : await db.selectFrom('permissions').select(['id', 'name']).where('id', 'in', ids as number[]).execute();
  if (known.length !== ids.length) throw invalid();
  return { ids: ids as number[], names: new Map(known.map((row) => [row.id, row.name])) };
}

/** GET /role-permission/matrix and PUT /role-permission/save: a role's permission screen, saved at once. */
export async function rolePermissionRoutes(app: TypedApp, options: { db: Database }) {
  const { db } = options;

  app.get('/role-permission/matrix', { schema: { querystring: RolePermissionsQuery, response: { 200: RolePermissionsAnswer, ...errorAnswers } } }, async (request) => {
    const role = await roleOf(db, request.auth, request.locale, request.query.role_id);
    const permissions = await db
      .selectFrom('permissions')
      .select(['id', 'name', 'description', 'description_en'])
      .select(sql<boolean>`exists (select 1 from role_permissions link where link.permission_id = permissions.id and link.role_id = ${role.id})`.as('granted'))
      .orderBy('name')
      .execute();
    return { data: { role, groups: groupPermissions(permissions, request.locale) } };
  });

  app.put('/role-permission/save', { schema: { body: RolePermissionsSaveBody, response: { 200: RolePermissionsSaveAnswer, ...errorAnswers } } }, async (request) => {
    const auth = request.auth;
    if (auth && !holds(auth, 'update-role')) throw new AppError(403, 'forbidden');
    const role = await roleOf(db, auth, request.locale, request.body.role_id);
    const { ids, names } = await requestedIds(db, request.body.permission_ids, request.locale);
    const result = await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('role_permissions')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .select(['permissions.id', 'permissions.name'])
        .where('role_permissions.role_id', '=', role.id)
        .forUpdate()
        .execute();
      const held = new Set(before.map((row) => row.id));
      const granted = ids.filter((id) => !held.has(id));
      // Nobody hands out what they do not hold: a role editor who is no super user would otherwise raise their own role.
      const notTheirs = granted.map((id) => names.get(id)!).filter((name) => !holds(auth!, name));
      if (notTheirs.length > 0) {
        throw new AppError(422, 'validation_failed', {}, { permission_ids: [translate(request.locale, 'permission_not_held', { names: notTheirs.join(', ') })] });
      }
      const wanted = new Set(ids);
      const revoked = before.filter((row) => !wanted.has(row.id)).map((row) => row.id);
      if (revoked.length > 0) await trx.deleteFrom('role_permissions').where('role_id', '=', role.id).where('permission_id', 'in', revoked).execute();
      if (granted.length > 0) await trx.insertInto('role_permissions').values(granted.map((permission_id) => ({ role_id: role.id, permission_id }))).execute();
      await writeAudit(trx, {
        userId: auth!.profile.id,
        model: 'role',
        recordId: role.id,
        action: 'update',
        before: { permissions: before.map((row) => row.name).sort() },
        after: { permissions: ids.map((id) => names.get(id)!).sort() },
      });
      return { granted: granted.length, revoked: revoked.length };
    });
    return { message: translate(request.locale, 'role_permissions_saved', { name: role.role_name }), data: result };
  });
}
