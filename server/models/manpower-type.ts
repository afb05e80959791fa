import { masterModel } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Master data: manpower types (master-tipe-manpower). */
export const manpowerType: ModelDeclaration = masterModel({
  name: 'manpower-type',
  table: 'manpower_types',
  title: { id: 'Tipe Manpower', en: 'Manpower Type' },
  column: 'manpower_type_name',
  columnLabel: { id: 'Nama Tipe Manpower', en: 'Manpower Type Name' },
  rules: 'required|string|max:150|unique:manpower_types,manpower_type_name',
});
