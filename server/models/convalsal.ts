import {
  activeField,
  countRekap,
  departmentField,
  emailField,
  enumField,
  longTextField,
  npwpField,
  phoneField,
  textField,
} from './common.ts';
import type { ModelDeclaration } from './types.ts';

export const convalsalTypeOptions = [
  { value: 'vendor', label: { id: 'Vendor', en: 'Vendor' } },
  { value: 'subkon', label: { id: 'Subkon', en: 'Subcontractor' } },
] as const;

/** Operating unit: vendors and subcontractors (vendor-/-subkon); rated with do-rating-convalsal. */
export const convalsal: ModelDeclaration = {
  name: 'convalsal',
  table: 'convalsals',
  title: { id: 'Vendor / Subkon', en: 'Vendor / Subcontractor' },
  permission: 'convalsal',
  labelColumn: 'convalsal_name',
  activeColumn: 'active',
  openDataset: true,
  defaultSort: { column: 'created_at', direction: 'desc' },
  scope: { department: 'convalsals.department_id' },
  fields: [
    enumField('convalsal_type', { id: 'Tipe', en: 'Type' }, convalsalTypeOptions, true),
    textField('convalsal_name', { id: 'Nama Vendor / Subkon', en: 'Vendor / Subcontractor Name' }, 'required|string|max:200'),
    npwpField(),
    textField('specialization', { id: 'Spesialisasi', en: 'Specialization' }, 'nullable|string|max:200'),
    textField('primary_contact_name', { id: 'Nama Kontak Utama', en: 'Primary Contact Name' }, 'nullable|string|max:150', {
      sortable: false,
    }),
    phoneField('primary_contact_phone', { id: 'Telepon Kontak Utama', en: 'Primary Contact Phone' }),
    textField('secondary_contact_name', { id: 'Nama Kontak Kedua', en: 'Secondary Contact Name' }, 'nullable|string|max:150', {
      sortable: false,
      list: false,
    }),
    phoneField('secondary_contact_phone', { id: 'Telepon Kontak Kedua', en: 'Secondary Contact Phone' }, false, { list: false }),
    emailField(),
    longTextField('address', { id: 'Alamat', en: 'Address' }, 'nullable|string|max:1000'),
    departmentField('nullable|integer|exists:departments,id'),
    activeField(),
  ],
  tabs: ['convalsal-document', 'project-convalsal'],
  rekap: [
    countRekap('total', { id: 'Total Vendor / Subkon', en: 'Total Vendors / Subcontractors' }),
    countRekap('vendor', { id: 'Vendor', en: 'Vendor' }, "convalsals.convalsal_type = 'vendor'"),
    countRekap('subkon', { id: 'Subkon', en: 'Subcontractor' }, "convalsals.convalsal_type = 'subkon'"),
    countRekap('active', { id: 'Aktif', en: 'Active' }, 'convalsals.active = 1'),
  ],
};
