import {
  activeField,
  countRekap,
  dateField,
  departmentField,
  enumField,
  fileField,
  longTextField,
  phoneField,
  relationField,
  textField,
  verificationOptions,
} from './common.ts';
import type { ModelDeclaration } from './types.ts';

export const genderOptions = [
  { value: 'L', label: { id: 'Laki-laki', en: 'Male' } },
  { value: 'P', label: { id: 'Perempuan', en: 'Female' } },
] as const;

/** Spec §4's status codes for the mobile-app login. */
export const loginStatusOptions = [
  { value: 'active', label: { id: 'Aktif', en: 'Active' } },
  { value: 'non_active', label: { id: 'Tidak Aktif', en: 'Non Active' } },
] as const;

/** Workforce: a worker (tenaga kerja / manpower), with skills, emergency contacts and disease histories saved along. */
export const employee: ModelDeclaration = {
  name: 'employee',
  table: 'employees',
  title: { id: 'Tenaga Kerja', en: 'Manpower' },
  permission: 'employee',
  labelColumn: 'fullname',
  activeColumn: 'active',
  defaultSort: { column: 'created_at', direction: 'desc' },
  parentKeys: ['company_id', 'convalsal_id'],
  scope: { department: 'employees.department_id' },
  fields: [
    fileField('photo', { id: 'Foto', en: 'Photo' }),
    textField('fullname', { id: 'Nama Lengkap', en: 'Full Name' }, 'required|string|max:150'),
    textField('nik', { id: 'NIK / Paspor', en: 'NIK / Passport' }, 'required|string|max:30|unique:employees,nik|regex:/^[A-Za-z0-9]{6,30}$/'),
    textField('rfid', { id: 'RFID', en: 'RFID' }, 'nullable|string|max:50|unique:employees,rfid', { sortable: false }),
    phoneField('phone', { id: 'Nomor Telepon', en: 'Phone Number' }),
    textField('emergency_contact', { id: 'Kontak Darurat', en: 'Emergency Contact' }, 'nullable|string|max:150', {
      list: false,
      sortable: false,
      searchable: false,
    }),
    textField('birth_place', { id: 'Tempat Lahir', en: 'Place of Birth' }, 'nullable|string|max:100', { list: false, searchable: false }),
    dateField('birth_date', { id: 'Tanggal Lahir', en: 'Date of Birth' }, 'nullable|date', { list: false }),
    enumField('gender', { id: 'Jenis Kelamin', en: 'Gender' }, genderOptions, false),
    textField('nationality', { id: 'Kewarganegaraan', en: 'Nationality' }, 'nullable|string|max:60', { list: false, filter: 'exact' }),
    longTextField('address', { id: 'Alamat', en: 'Address' }, 'nullable|string|max:1000'),
    relationField('blood_type_id', { id: 'Golongan Darah', en: 'Blood Type' }, 'blood-type', 'blood_type_name', 'nullable|integer|exists:blood_types,id', {
      list: false,
    }),
    relationField(
      'manpower_type_id',
      { id: 'Tipe Manpower', en: 'Manpower Type' },
      'manpower-type',
      'manpower_type_name',
      'nullable|integer|exists:manpower_types,id',
    ),
    fileField('id_card_photo', { id: 'Foto KTP / Paspor', en: 'ID Card / Passport Photo' }, 'nullable|string|max:500', { list: false }),
    enumField('login_status', { id: 'Status Login', en: 'Login Status' }, loginStatusOptions, true),
    {
      name: 'rating',
      label: { id: 'Rating', en: 'Rating' },
      input: 'number',
      readOnly: true,
      add: false,
      edit: false,
      sortable: true,
      filter: 'range',
    },
    departmentField(),
    relationField('company_id', { id: 'Perusahaan', en: 'Company' }, 'company', 'company_name', 'nullable|integer|exists:companies,id'),
    relationField('convalsal_id', { id: 'Vendor / Subkon', en: 'Vendor / Subcontractor' }, 'convalsal', 'convalsal_name', 'nullable|integer|exists:convalsals,id'),
    // Changed by the data-validation workflow (employee request changes), not by the form.
    enumField('verification_status', { id: 'Status Verifikasi', en: 'Verification Status' }, verificationOptions, true, {
      readOnly: true,
      add: false,
      edit: false,
    }),
    activeField(),
    // Kept by the blacklist's trigger (0020): beside the status, so a blacklisted worker never reads as merely active.
    { name: 'blacklisted', label: { id: 'Di-blacklist', en: 'Blacklisted' }, input: 'checkbox', filter: 'exact', readOnly: true, add: false, edit: false },
  ],
  children: [
    {
      kind: 'many-to-many',
      name: 'skills',
      label: { id: 'Keahlian', en: 'Skills' },
      table: 'employee_skills',
      foreignKey: 'employee_id',
      targetKey: 'skill_id',
      targetModel: 'skill',
    },
    {
      kind: 'has-many',
      name: 'emergency_contacts',
      label: { id: 'Kontak Darurat', en: 'Emergency Contacts' },
      table: 'employee_emergency_contacts',
      foreignKey: 'employee_id',
      columns: [
        { name: 'contact_name', label: { id: 'Nama Kontak', en: 'Contact Name' }, rules: 'required|string|max:150' },
        { name: 'relationship', label: { id: 'Hubungan', en: 'Relationship' }, rules: 'nullable|string|max:50' },
        phoneField('phone', { id: 'Nomor Telepon', en: 'Phone Number' }, true),
        { name: 'address', label: { id: 'Alamat', en: 'Address' }, rules: 'nullable|string|max:1000', input: 'textarea' },
      ],
    },
    {
      kind: 'has-many',
      name: 'disease_histories',
      label: { id: 'Riwayat Penyakit', en: 'Disease Histories' },
      table: 'employee_disease_histories',
      foreignKey: 'employee_id',
      columns: [
        relationField('disease_id', { id: 'Penyakit', en: 'Disease' }, 'disease', 'disease_name', 'required|integer|exists:diseases,id'),
        { name: 'diagnosed_year', label: { id: 'Tahun Diagnosis', en: 'Year Diagnosed' }, rules: 'nullable|integer|between:1900,2100', input: 'number' },
        { name: 'notes', label: { id: 'Catatan', en: 'Notes' }, rules: 'nullable|string|max:1000', input: 'textarea' },
      ],
    },
  ],
  tabs: [
    'employee-certification',
    'employee-document',
    'employee-skill',
    'employee-disease-history',
    'employee-education',
    'employee-emergency-contact',
    'employee-project-history',
    'employee-other-project',
    'employee-blacklist',
    'employee-request-change',
  ],
  // Kept by department, active, blacklist and verification status (0039): the list's total and statistics read a few rows.
  keptTotals: {
    from: 'employee_counts',
    scope: { department: 'employee_counts.department_id' },
    filters: {
      department_id: 'employee_counts.department_id',
      active: 'employee_counts.active',
      verification_status: 'employee_counts.verification_status',
      blacklisted: 'employee_counts.blacklisted',
    },
    total: 'sum(employee_counts.records)',
    rekap: {
      total: 'coalesce(sum(employee_counts.records), 0)',
      active: 'coalesce(sum(employee_counts.records) filter (where employee_counts.active = 1), 0)',
      non_active: 'coalesce(sum(employee_counts.records) filter (where employee_counts.active <> 1), 0)',
      blacklisted: 'coalesce(sum(employee_counts.records) filter (where employee_counts.blacklisted), 0)',
      approved: "coalesce(sum(employee_counts.records) filter (where employee_counts.verification_status = 'approved'), 0)",
    },
  },
  rekap: [
    countRekap('total', { id: 'Total Tenaga Kerja', en: 'Total Manpower' }),
    countRekap('active', { id: 'Aktif', en: 'Active' }, 'employees.active = 1'),
    countRekap('non_active', { id: 'Tidak Aktif', en: 'Non Active' }, 'employees.active <> 1'),
    // A flag the blacklist's trigger keeps (0020): counting it reads no other table.
    countRekap('blacklisted', { id: 'Blacklist', en: 'Blacklisted' }, 'employees.blacklisted'),
    countRekap('approved', { id: 'Terverifikasi', en: 'Verified' }, "employees.verification_status = 'approved'"),
  ],
};
