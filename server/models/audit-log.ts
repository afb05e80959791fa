import { dateTimeField, enumField, textField, userField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** The change-log status of spec §4 (update, create, else deleted), and an import's rows. */
export const auditActionOptions = [
  { value: 'create', label: { id: 'Dibuat', en: 'Created' } },
  { value: 'update', label: { id: 'Diubah', en: 'Updated' } },
  { value: 'delete', label: { id: 'Dihapus', en: 'Deleted' } },
  { value: 'import', label: { id: 'Diimpor', en: 'Imported' } },
] as const;

/** Who created, changed or deleted what and when, with the record before and after. Written by the server only. */
export const auditLog: ModelDeclaration = {
  name: 'audit-log',
  table: 'audit_logs',
  title: { id: 'Log Audit', en: 'Audit Log' },
  permission: 'audit-log',
  labelColumn: 'model',
  readOnly: true,
  parentKeys: ['user_id', 'record_id'],
  defaultSort: { column: 'created_at', direction: 'desc' },
  // A department admin sees what their department's users did.
  scope: {
    department: 'users.department_id',
    join: (query) => query.leftJoin('users', 'users.id', 'audit_logs.user_id'),
  },
  fields: [
    dateTimeField('created_at', { id: 'Waktu', en: 'Time' }),
    userField('user_id', { id: 'Pengguna', en: 'User' }),
    textField('model', { id: 'Model', en: 'Model' }, 'required|string|max:100', { filter: 'exact' }),
    textField('record_id', { id: 'ID Data', en: 'Record ID' }, 'nullable|string', { sortable: false }),
    enumField('action', { id: 'Status', en: 'Status' }, auditActionOptions, true),
    { name: 'before', label: { id: 'Sebelum', en: 'Before' }, input: 'textarea', list: false },
    { name: 'after', label: { id: 'Sesudah', en: 'After' }, input: 'textarea', list: false },
  ],
};
