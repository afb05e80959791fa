import {
  countRekap,
  dateField,
  departmentField,
  enumField,
  fileField,
  moneyField,
  projectField,
  relationField,
  textField,
} from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Spec §4: good, damaged, dissapear (lost; spelled as stored). */
export const conditionOptions = [
  { value: 'good', label: { id: 'Baik', en: 'Good' } },
  { value: 'damaged', label: { id: 'Rusak', en: 'Damaged' } },
  { value: 'dissapear', label: { id: 'Hilang', en: 'Lost' } },
] as const;

/** Spec §4: operational (Used), idle (Not Used). */
export const operationalStatusOptions = [
  { value: 'operational', label: { id: 'Digunakan', en: 'Used' } },
  { value: 'idle', label: { id: 'Tidak Digunakan', en: 'Not Used' } },
] as const;

/** Operating unit: the company's equipment (daftar-alat). */
export const equipment: ModelDeclaration = {
  name: 'equipment',
  table: 'equipments',
  title: { id: 'Alat', en: 'Equipment' },
  permission: 'equipment',
  labelColumn: 'equipment_name',
  defaultSort: { column: 'created_at', direction: 'desc' },
  parentKeys: ['project_id'],
  scope: { department: 'equipments.department_id', project: 'equipments.project_id' },
  fields: [
    fileField('photo', { id: 'Foto Alat', en: 'Equipment Photo' }),
    relationField(
      'equipment_type_id',
      { id: 'Tipe Alat', en: 'Equipment Type' },
      'equipment-type',
      'equipment_type_name',
      'required|integer|exists:equipment_types,id',
    ),
    textField('equipment_name', { id: 'Nama Alat', en: 'Equipment Name' }, 'required|string|max:200'),
    textField('equipment_number', { id: 'Nomor Alat', en: 'Equipment Number' }, 'required|string|max:100|unique:equipments,equipment_number'),
    moneyField('purchase_price', { id: 'Harga Beli', en: 'Purchase Price' }),
    dateField('purchase_date', { id: 'Tanggal Beli', en: 'Purchase Date' }),
    enumField('condition', { id: 'Kondisi', en: 'Condition' }, conditionOptions, true),
    enumField('operational_status', { id: 'Status Operasional', en: 'Operational Status' }, operationalStatusOptions, true),
    projectField('nullable|integer|exists:projects,id'),
    departmentField(),
  ],
  rekap: [
    countRekap('total', { id: 'Total Alat', en: 'Total Equipment' }),
    countRekap('good', { id: 'Baik', en: 'Good' }, "equipments.condition = 'good'"),
    countRekap('damaged', { id: 'Rusak', en: 'Damaged' }, "equipments.condition = 'damaged'"),
    countRekap('dissapear', { id: 'Hilang', en: 'Lost' }, "equipments.condition = 'dissapear'"),
    countRekap('operational', { id: 'Digunakan', en: 'Used' }, "equipments.operational_status = 'operational'"),
    countRekap('idle', { id: 'Tidak Digunakan', en: 'Not Used' }, "equipments.operational_status = 'idle'"),
  ],
};
