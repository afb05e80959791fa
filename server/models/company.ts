import {
  activeField,
  countRekap,
  departmentField,
  emailField,
  longTextField,
  npwpField,
  phoneField,
  textField,
} from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Workforce: the companies workers are employed by (company-managements). */
export const company: ModelDeclaration = {
  name: 'company',
  table: 'companies',
  title: { id: 'Perusahaan', en: 'Company' },
  permission: 'company',
  labelColumn: 'company_name',
  activeColumn: 'active',
  openDataset: true,
  defaultSort: { column: 'created_at', direction: 'desc' },
  scope: { department: 'companies.department_id' },
  fields: [
    textField('company_name', { id: 'Nama Perusahaan', en: 'Company Name' }, 'required|string|max:200'),
    npwpField(),
    longTextField('address', { id: 'Alamat', en: 'Address' }, 'nullable|string|max:1000'),
    phoneField('phone', { id: 'Nomor Telepon', en: 'Phone Number' }),
    emailField(),
    departmentField('nullable|integer|exists:departments,id'),
    activeField(),
  ],
  rekap: [
    countRekap('total', { id: 'Total Perusahaan', en: 'Total Companies' }),
    countRekap('active', { id: 'Aktif', en: 'Active' }, 'companies.active = 1'),
  ],
};
