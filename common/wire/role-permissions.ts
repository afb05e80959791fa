import { type Static, Type } from 'typebox';

/** GET /role-permission/matrix: the role whose permissions the screen shows, checked by the route. */
export const RolePermissionsQuery = Type.Object({ role_id: Type.Unknown() });

/** One switch: a permission string, the action it grants ('other' for one of no known form), in the caller's language. */
export const PermissionSwitch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  action: Type.Union([Type.Literal('view'), Type.Literal('create'), Type.Literal('update'), Type.Literal('delete'), Type.Literal('rating'), Type.Literal('other')]),
  description: Type.String(),
  granted: Type.Boolean(),
});

/** A resource (a screen or model) with its switches. */
export const PermissionRow = Type.Object({ key: Type.String(), label: Type.String(), permissions: Type.Array(PermissionSwitch) });

/** The resources of one module of the menu. */
export const PermissionGroup = Type.Object({ key: Type.String(), label: Type.String(), rows: Type.Array(PermissionRow) });

export const RolePermissionsAnswer = Type.Object({
  data: Type.Object({
    role: Type.Object({ id: Type.Integer(), role_name: Type.String() }),
    groups: Type.Array(PermissionGroup),
  }),
});

/** PUT /role-permission/save: every permission the role holds from now on (the rest are taken away). */
export const RolePermissionsSaveBody = Type.Object({ role_id: Type.Unknown(), permission_ids: Type.Unknown() });

export const RolePermissionsSaveAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ granted: Type.Integer(), revoked: Type.Integer() }),
});

export type PermissionGroup = Static<typeof PermissionGroup>;
export type PermissionRow = Static<typeof PermissionRow>;
export type PermissionSwitch = Static<typeof PermissionSwitch>;
export type RolePermissionsAnswer = Static<typeof RolePermissionsAnswer>;
export type RolePermissionsSaveAnswer = Static<typeof RolePermissionsSaveAnswer>;
