import { activeField, countRekap, dateField, employeeField, projectField, projectScope, textField, userField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Project manpower (manajemen manpower): a worker assigned to a project under a foreman, with a QR card number. */
export const projectManpower: ModelDeclaration = {
  name: 'project-manpower',
  table: 'project_manpower',
  title: { id: 'Manpower Proyek', en: 'Project Manpower' },
  permission: 'project-manpower',
  labelColumn: 'position',
  activeColumn: 'active',
  parentKeys: ['project_id', 'employee_id', 'foreman_id'],
  scope: projectScope('project_manpower'),
  fields: [
    projectField(),
    employeeField(),
    userField('foreman_id', { id: 'Mandor', en: 'Foreman' }),
    textField('position', { id: 'Jabatan', en: 'Position' }, 'nullable|string|max:150'),
    dateField('start_date', { id: 'Tanggal Mulai', en: 'Start Date' }),
    dateField('end_date', { id: 'Tanggal Selesai', en: 'End Date' }),
    textField('qr_number', { id: 'Nomor QR', en: 'QR Number' }, 'nullable|string|max:100|unique:project_manpower,qr_number'),
    activeField(),
  ],
  rekap: [
    countRekap('total', { id: 'Total Manpower', en: 'Total Manpower' }),
    countRekap('active', { id: 'Aktif', en: 'Active' }, 'project_manpower.active = 1'),
  ],
};
