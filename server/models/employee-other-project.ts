import { dateField, employeeField, employeeScope, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Work a worker did outside the company's projects (employee sub-screen "other projects"). */
export const employeeOtherProject: ModelDeclaration = {
  name: 'employee-other-project',
  table: 'employee_other_projects',
  title: { id: 'Proyek Lain', en: 'Other Project' },
  permission: 'employee',
  labelColumn: 'project_name',
  parentKeys: ['employee_id'],
  defaultSort: { column: 'start_date', direction: 'desc' },
  scope: employeeScope('employee_other_projects'),
  fields: [
    employeeField(),
    textField('project_name', { id: 'Nama Proyek', en: 'Project Name' }, 'required|string|max:200'),
    textField('company_name', { id: 'Nama Perusahaan', en: 'Company Name' }, 'nullable|string|max:200'),
    textField('position', { id: 'Jabatan', en: 'Position' }, 'nullable|string|max:150'),
    dateField('start_date', { id: 'Tanggal Mulai', en: 'Start Date' }),
    dateField('end_date', { id: 'Tanggal Selesai', en: 'End Date' }),
  ],
};
