import { DEFAULT_SCHEDULE, activeField, countRekap, defaultsWhenEmpty, relationField, scheduleFields, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Operating unit: a department, whose admin approves its registrations (departemen). */
export const department: ModelDeclaration = {
  name: 'department',
  table: 'departments',
  title: { id: 'Departemen', en: 'Department' },
  permission: 'department',
  labelColumn: 'department_name',
  activeColumn: 'active',
  openDataset: true,
  defaultSort: { column: 'department_name', direction: 'asc' },
  // A department admin sees their own department only.
  scope: { department: 'departments.id' },
  fields: [
    textField('department_name', { id: 'Nama Departemen', en: 'Department Name' }, 'required|string|max:150'),
    // Shown on the waiting screen; the part after ' - ' is copied as the phone number.
    textField('contact_pic', { id: 'Kontak PIC', en: 'PIC Contact' }, 'nullable|string|max:100', { sortable: false }),
    relationField('territory_id', { id: 'Wilayah', en: 'Territory' }, 'territory', 'territory_name', 'nullable|integer|exists:territories,id'),
    ...scheduleFields('department'),
    activeField(),
  ],
  beforeSave: defaultsWhenEmpty(DEFAULT_SCHEDULE),
  rekap: [
    countRekap('total', { id: 'Total Departemen', en: 'Total Departments' }),
    countRekap('active', { id: 'Aktif', en: 'Active' }, 'departments.active = 1'),
  ],
};
