import { countRekap, dateField, employeeField, employeeScope, textField } from './common.ts';
import { documentFiles } from './document-files.ts';
import type { ModelDeclaration } from './types.ts';

/** A worker's certificate, with number, issuer and expiry (employee sub-screen "certification documents"). */
export const employeeCertification: ModelDeclaration = {
  name: 'employee-certification',
  table: 'employee_certifications',
  title: { id: 'Dokumen Sertifikasi', en: 'Certification Document' },
  permission: 'employee',
  labelColumn: 'certificate_name',
  parentKeys: ['employee_id'],
  defaultSort: { column: 'created_at', direction: 'desc' },
  scope: employeeScope('employee_certifications'),
  fields: [
    employeeField(),
    textField('certificate_name', { id: 'Nama Sertifikat', en: 'Certificate Name' }, 'required|string|max:200'),
    textField('certificate_number', { id: 'Nomor Sertifikat', en: 'Certificate Number' }, 'nullable|string|max:100'),
    textField('issuer', { id: 'Penerbit', en: 'Issuer' }, 'nullable|string|max:200'),
    dateField('issued_at', { id: 'Tanggal Terbit', en: 'Issue Date' }),
    dateField('expires_at', { id: 'Berlaku Sampai', en: 'Expiry Date' }),
  ],
  children: [documentFiles('employee_certification_files', 'certification_id')],
  rekap: [
    countRekap('total', { id: 'Total Sertifikat', en: 'Total Certificates' }),
    countRekap('expired', { id: 'Kedaluwarsa', en: 'Expired' }, 'employee_certifications.expires_at < current_date'),
    countRekap(
      'expiring',
      { id: 'Kedaluwarsa dalam 30 Hari', en: 'Expiring within 30 Days' },
      "employee_certifications.expires_at between current_date and current_date + 30",
    ),
  ],
};
