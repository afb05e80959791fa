import { masterModel } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Master data: equipment types (master-tipe-alat). */
export const equipmentType: ModelDeclaration = masterModel({
  name: 'equipment-type',
  table: 'equipment_types',
  title: { id: 'Tipe Alat', en: 'Equipment Type' },
  column: 'equipment_type_name',
  columnLabel: { id: 'Nama Tipe Alat', en: 'Equipment Type Name' },
  rules: 'required|string|max:150|unique:equipment_types,equipment_type_name',
});
