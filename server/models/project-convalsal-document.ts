import { countRekap, dateField, enumField, fileField, projectField, projectScope, relationField, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

export const documentStatusOptions = [
  { value: 'uploaded', label: { id: 'Sudah Diunggah', en: 'Uploaded' } },
  { value: 'missing', label: { id: 'Belum Diunggah', en: 'Not Uploaded' } },
  { value: 'expired', label: { id: 'Kedaluwarsa', en: 'Expired' } },
] as const;

/**
 * The documents of a project's vendors (project sub-screen "convalsal documents"): per vendor and
 * document type, the latest document and whether each required one is uploaded (view of migration 0031).
 * Documents are uploaded on the vendor's own screen; here they are only read.
 */
export const projectConvalsalDocument: ModelDeclaration = {
  name: 'project-convalsal-document',
  table: 'project_convalsal_documents',
  reads: ['project_convalsals', 'convalsal_document_types', 'convalsal_documents'],
  title: { id: 'Dokumen Valsal Proyek', en: 'Project Vendor Document' },
  permission: 'convalsal',
  labelColumn: 'status',
  readOnly: true,
  parentKeys: ['project_id', 'convalsal_id'],
  // Newest first by id: each vendor's types together, the vendor last contracted first.
  defaultSort: { column: 'id', direction: 'desc' },
  scope: projectScope('project_convalsal_documents'),
  fields: [
    projectField(),
    relationField('convalsal_id', { id: 'Vendor / Subkon', en: 'Vendor / Subcontractor' }, 'convalsal', 'convalsal_name', 'required|integer', { searchable: true }),
    relationField('document_type_id', { id: 'Tipe Dokumen', en: 'Document Type' }, 'convalsal-document-type', 'document_type_name', 'required|integer', {
      searchable: true,
    }),
    { name: 'is_required', label: { id: 'Wajib Diunggah', en: 'Required' }, input: 'checkbox', filter: 'exact' },
    enumField('status', { id: 'Status Unggah', en: 'Upload Status' }, documentStatusOptions, true),
    textField('document_number', { id: 'Nomor Dokumen', en: 'Document Number' }, 'nullable|string|max:100', { searchable: false }),
    fileField('file', { id: 'Berkas', en: 'File' }),
    dateField('expires_at', { id: 'Berlaku Sampai', en: 'Valid Until' }),
  ],
  rekap: [
    countRekap('required', { id: 'Dokumen Wajib', en: 'Required Documents' }, 'project_convalsal_documents.is_required'),
    countRekap('uploaded', { id: 'Sudah Diunggah', en: 'Uploaded' }, "project_convalsal_documents.status = 'uploaded'"),
    countRekap('missing', { id: 'Belum Diunggah', en: 'Not Uploaded' }, "project_convalsal_documents.status = 'missing'"),
    countRekap('expired', { id: 'Kedaluwarsa', en: 'Expired' }, "project_convalsal_documents.status = 'expired'"),
  ],
};
