import { activeField, countRekap, dateField, employeeField, employeeScope, longTextField, userField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Workforce: a blacklisted worker, with why, when and by whom (employee-blacklist). */
export const employeeBlacklist: ModelDeclaration = {
  name: 'employee-blacklist',
  table: 'employee_blacklists',
  title: { id: 'Blacklist Tenaga Kerja', en: 'Manpower Blacklist' },
  permission: 'employee-blacklist',
  labelColumn: 'blacklisted_at',
  activeColumn: 'active',
  parentKeys: ['employee_id'],
  defaultSort: { column: 'blacklisted_at', direction: 'desc' },
  scope: employeeScope('employee_blacklists'),
  fields: [
    employeeField(),
    longTextField('reason', { id: 'Alasan', en: 'Reason' }, 'required|string|max:2000', { list: true, searchable: true }),
    dateField('blacklisted_at', { id: 'Tanggal Blacklist', en: 'Blacklist Date' }, 'required|date'),
    // Who decided; may differ from the clerk who entered it (created_by).
    userField('blacklisted_by', { id: 'Di-blacklist Oleh', en: 'Blacklisted By' }),
    activeField(),
  ],
  rekap: [
    countRekap('total', { id: 'Total Blacklist', en: 'Total Blacklisted' }),
    countRekap('active', { id: 'Aktif', en: 'Active' }, 'employee_blacklists.active = 1'),
  ],
};
