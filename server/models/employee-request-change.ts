import { afterRequestSaved } from '../request-changes/lifecycle.ts';
import { countRekap, dateTimeField, employeeField, employeeScope, enumField, longTextField, userField, verificationOptions } from './common.ts';
import { changeTypeOptions, requestFieldName } from './employee-request-change-detail.ts';
import type { ModelDeclaration } from './types.ts';

/** Set by the review (POST /employee-request-change/approve and /reject), never by the form. */
const byReview = { readOnly: true, add: false, edit: false } as const;

/**
 * Data validation (validasi data): a requested change to a worker's record, field by field,
 * awaiting review. Its status follows spec §4: filed as verification_request (appraisal_request
 * when it touches skills or certifications), then approved or sent back as revision_request.
 */
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
    enumField('status', { id: 'Status', en: 'Status' }, verificationOptions, true, byReview),
    userField('requested_by', { id: 'Diajukan Oleh', en: 'Requested By' }),
    longTextField('notes', { id: 'Catatan', en: 'Notes' }, 'nullable|string|max:2000', { searchable: true }),
    userField('reviewed_by', { id: 'Ditinjau Oleh', en: 'Reviewed By' }, undefined, byReview),
    dateTimeField('reviewed_at', { id: 'Tanggal Tinjauan', en: 'Review Date' }, undefined, byReview),
    longTextField('review_reason', { id: 'Alasan Penolakan', en: 'Rejection Reason' }, 'nullable|string|max:2000', byReview),
  ],
  children: [
    {
      kind: 'has-many',
      name: 'details',
      label: { id: 'Rincian Perubahan', en: 'Change Details' },
      table: 'employee_request_change_details',
      foreignKey: 'request_change_id',
      columns: [
        requestFieldName(),
        { name: 'old_value', label: { id: 'Nilai Lama', en: 'Old Value' }, rules: 'nullable|string|max:5000' },
        { name: 'new_value', label: { id: 'Nilai Baru', en: 'New Value' }, rules: 'nullable|string|max:5000' },
        enumField('change_type', { id: 'Jenis Perubahan', en: 'Change Type' }, changeTypeOptions, true),
      ],
    },
  ],
  afterSave: afterRequestSaved,
  rekap: verificationOptions.map((option) =>
    countRekap(option.value, option.label, `employee_request_changes.status = '${option.value}'`),
  ),
};
