import { activeField, defaultsWhenEmpty, longTextField, relationField, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** User settings: a role and its permissions, saved together (/role). */
export const role: ModelDeclaration = {
  name: 'role',
  table: 'roles',
  title: { id: 'Role', en: 'Role' },
  permission: 'role',
  labelColumn: 'role_name',
  activeColumn: 'active',
  openDataset: true,
  parentKeys: ['role_group_id'],
  defaultSort: { column: 'role_name', direction: 'asc' },
  fields: [
    textField('role_name', { id: 'Nama Role', en: 'Role Name' }, 'required|string|max:100|unique:roles,role_name'),
    longTextField('description', { id: 'Deskripsi', en: 'Description' }, 'nullable|string|max:500', { list: true, searchable: true }),
    relationField('role_group_id', { id: 'Grup Role', en: 'Role Group' }, 'role-group', 'role_group_name', 'nullable|integer|exists:role_groups,id'),
    {
      name: 'is_department_admin',
      label: { id: 'Admin Departemen', en: 'Department Admin' },
      rules: 'nullable|boolean',
      input: 'checkbox',
      filter: 'exact',
    },
    {
      name: 'self_register',
      label: { id: 'Bisa Dipilih saat Registrasi', en: 'Offered at Registration' },
      rules: 'nullable|boolean',
      input: 'checkbox',
      filter: 'exact',
    },
    activeField(),
  ],
  children: [
    {
      kind: 'many-to-many',
      name: 'permissions',
      label: { id: 'Hak Akses', en: 'Permissions' },
      table: 'role_permissions',
      foreignKey: 'role_id',
      targetKey: 'permission_id',
      targetModel: 'permission',
    },
  ],
  beforeSave: defaultsWhenEmpty({ is_department_admin: false, self_register: false }),
};
