import { enumField, relationField } from './common.ts';
import { requestableFieldOptions } from './requestable-fields.ts';
import type { ModelDeclaration } from './types.ts';

/** Spec §4's change-log status: update, create, else deleted. */
export const changeTypeOptions = [
  { value: 'update', label: { id: 'Ubah', en: 'Update' } },
  { value: 'create', label: { id: 'Tambah', en: 'Create' } },
  { value: 'deleted', label: { id: 'Hapus', en: 'Deleted' } },
] as const;

/** The field a line changes, shown by its label: a worker's column or a list of sub-records. */
export const requestFieldName = () =>
  enumField('field_name', { id: 'Data yang Diubah', en: 'Changed Data' }, requestableFieldOptions, true, { input: 'select' });

/**
 * One field of a change request: old and new value (employee sub-screen "request change
 * details"). Read-only here: lines are written with their request and reviewed on its detail.
 */
export const employeeRequestChangeDetail: ModelDeclaration = {
  name: 'employee-request-change-detail',
  table: 'employee_request_change_details',
  title: { id: 'Rincian Perubahan', en: 'Change Detail' },
  permission: 'employee-request-change',
  labelColumn: 'field_name',
  parentKeys: ['request_change_id'],
  defaultSort: { column: 'id', direction: 'desc' },
  readOnly: true,
  scope: {
    department: 'employees.department_id',
    join: (query) =>
      query
        .innerJoin('employee_request_changes', 'employee_request_changes.id', 'employee_request_change_details.request_change_id')
        .innerJoin('employees', 'employees.id', 'employee_request_changes.employee_id'),
  },
  fields: [
    relationField(
      'request_change_id',
      { id: 'Permintaan Perubahan', en: 'Change Request' },
      'employee-request-change',
      'status',
      'required|integer|exists:employee_request_changes,id',
    ),
    requestFieldName(),
    { name: 'old_value', label: { id: 'Nilai Lama', en: 'Old Value' }, rules: 'nullable|string|max:5000', input: 'textarea', searchable: true },
    { name: 'new_value', label: { id: 'Nilai Baru', en: 'New Value' }, rules: 'nullable|string|max:5000', input: 'textarea', searchable: true },
    enumField('change_type', { id: 'Jenis Perubahan', en: 'Change Type' }, changeTypeOptions, true),
  ],
};
