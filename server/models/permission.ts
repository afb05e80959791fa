import { longTextField, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/**
 * User settings: a permission string (view-employee, do-rating-convalsal…) roles are granted
 * (/permissions), described in both languages: the role screen shows the user's.
 */
export const permission: ModelDeclaration = {
  name: 'permission',
  table: 'permissions',
  title: { id: 'Hak Akses', en: 'Permission' },
  permission: 'permission',
  labelColumn: 'name',
  defaultSort: { column: 'name', direction: 'asc' },
  fields: [
    textField('name', { id: 'Nama Hak Akses', en: 'Permission Name' }, 'required|string|max:150|unique:permissions,name|regex:/^[a-z0-9]+(-[a-z0-9]+)*$/'),
    longTextField('description', { id: 'Deskripsi (Indonesia)', en: 'Description (Indonesian)' }, 'required|string|max:500', { list: true, searchable: true }),
    longTextField('description_en', { id: 'Deskripsi (Inggris)', en: 'Description (English)' }, 'required|string|max:500', { list: true, searchable: true }),
  ],
};
