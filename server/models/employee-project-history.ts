import { dateField, employeeField, employeeScope, projectField, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** The company's projects a worker has worked on (employee sub-screen "project histories"). */
export const employeeProjectHistory: ModelDeclaration = {
  name: 'employee-project-history',
  table: 'employee_project_histories',
  title: { id: 'Riwayat Proyek', en: 'Project History' },
  permission: 'employee',
  labelColumn: 'position',
  parentKeys: ['employee_id', 'project_id'],
  defaultSort: { column: 'start_date', direction: 'desc' },
  scope: employeeScope('employee_project_histories'),
  fields: [
    employeeField(),
    projectField(),
    textField('position', { id: 'Jabatan', en: 'Position' }, 'nullable|string|max:150'),
    dateField('start_date', { id: 'Tanggal Mulai', en: 'Start Date' }),
    dateField('end_date', { id: 'Tanggal Selesai', en: 'End Date' }),
  ],
};
