import { employeeField, employeeScope, longTextField, phoneField, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Whom to call when a worker is hurt (employee sub-screen "emergency contacts"). */
export const employeeEmergencyContact: ModelDeclaration = {
  name: 'employee-emergency-contact',
  table: 'employee_emergency_contacts',
  title: { id: 'Kontak Darurat', en: 'Emergency Contact' },
  permission: 'employee',
  labelColumn: 'contact_name',
  parentKeys: ['employee_id'],
  scope: employeeScope('employee_emergency_contacts'),
  fields: [
    employeeField(),
    textField('contact_name', { id: 'Nama Kontak', en: 'Contact Name' }, 'required|string|max:150'),
    textField('relationship', { id: 'Hubungan', en: 'Relationship' }, 'nullable|string|max:50'),
    phoneField('phone', { id: 'Nomor Telepon', en: 'Phone Number' }, true),
    longTextField('address', { id: 'Alamat', en: 'Address' }, 'nullable|string|max:1000'),
  ],
};
