import { employeeField, employeeScope, textField } from './common.ts';
import { documentFiles } from './document-files.ts';
import type { ModelDeclaration } from './types.ts';

/** A worker's personal document: KK, BPJS card, SKCK… (employee sub-screen "personal documents"). */
export const employeeDocument: ModelDeclaration = {
  name: 'employee-document',
  table: 'employee_documents',
  title: { id: 'Dokumen Pribadi', en: 'Personal Document' },
  permission: 'employee',
  labelColumn: 'document_name',
  parentKeys: ['employee_id'],
  scope: employeeScope('employee_documents'),
  fields: [
    employeeField(),
    textField('document_name', { id: 'Nama Dokumen', en: 'Document Name' }, 'required|string|max:200'),
    textField('document_number', { id: 'Nomor Dokumen', en: 'Document Number' }, 'nullable|string|max:100'),
  ],
  children: [documentFiles('employee_document_files', 'document_id')],
};
