import { longTextField, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** User settings: a group of roles, e.g. head office or field (/role-group). */
export const roleGroup: ModelDeclaration = {
  name: 'role-group',
  table: 'role_groups',
  title: { id: 'Grup Role', en: 'Role Group' },
  permission: 'role-group',
  labelColumn: 'role_group_name',
  defaultSort: { column: 'role_group_name', direction: 'asc' },
  fields: [
    textField('role_group_name', { id: 'Nama Grup Role', en: 'Role Group Name' }, 'required|string|max:100|unique:role_groups,role_group_name'),
    longTextField('description', { id: 'Deskripsi', en: 'Description' }, 'nullable|string|max:500', { list: true, searchable: true }),
  ],
};
