import { countRekap, dateTimeField, employeeField, employeeScope, enumField, longTextField, userField, verificationOptions } from './common.ts';
import { changeTypeOptions } from './employee-request-change-detail.ts';
import type { ModelDeclaration } from './types.ts';

/** Data validation (validasi data): a requested change to a worker's record, field by field, awaiting review. */
export const employeeRequestChange: ModelDeclaration = {
  name: 'employee-request-change',
  table: 'employee_request_changes',
  title: { id: 'Validasi Data', en: 'Data Validation' },
  permission: 'employee-request-change',
  labelColumn: 'status',
  parentKeys: ['employee_id'],
  defaultSort: { column: 'created_at', direction: 'desc' },
  scope: employeeScope('employee_request_changes'),
  fields: [
    employeeField(),
    enumField('status', { id: 'Status', en: 'Status' }, verificationOptions, true),
    userField('requested_by', { id: 'Diajukan Oleh', en: 'Requested By' }),
    userField('reviewed_by', { id: 'Ditinjau Oleh', en: 'Reviewed By' }),
    dateTimeField('reviewed_at', { id: 'Tanggal Tinjauan', en: 'Review Date' }),
    longTextField('notes', { id: 'Catatan', en: 'Notes' }, 'nullable|string|max:2000', { searchable: true }),
  ],
  children: [
    {
      kind: 'has-many',
      name: 'details',
      label: { id: 'Rincian Perubahan', en: 'Change Details' },
      table: 'employee_request_change_details',
      foreignKey: 'request_change_id',
      columns: [
        { name: 'field_name', label: { id: 'Nama Kolom', en: 'Field' }, rules: 'required|string|max:100' },
        { name: 'old_value', label: { id: 'Nilai Lama', en: 'Old Value' }, rules: 'nullable|string|max:5000' },
        { name: 'new_value', label: { id: 'Nilai Baru', en: 'New Value' }, rules: 'nullable|string|max:5000' },
        enumField('change_type', { id: 'Jenis Perubahan', en: 'Change Type' }, changeTypeOptions, true),
      ],
    },
  ],
  tabs: ['employee-request-change-detail'],
  rekap: verificationOptions.map((option) =>
    countRekap(option.value, option.label, `employee_request_changes.status = '${option.value}'`),
  ),
};
