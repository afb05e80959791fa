import { countRekap, dateField, relationField, textField } from './common.ts';
import { documentFiles } from './document-files.ts';
import type { ModelDeclaration } from './types.ts';

/** A vendor's or subcontractor's document (dokumen valsal), a tab of the vendor's detail. */
export const convalsalDocument: ModelDeclaration = {
  name: 'convalsal-document',
  table: 'convalsal_documents',
  title: { id: 'Dokumen Valsal', en: 'Vendor Document' },
  permission: 'convalsal',
  labelColumn: 'document_number',
  parentKeys: ['convalsal_id'],
  defaultSort: { column: 'created_at', direction: 'desc' },
  scope: {
    department: 'convalsals.department_id',
    join: (query) => query.innerJoin('convalsals', 'convalsals.id', 'convalsal_documents.convalsal_id'),
  },
  fields: [
    relationField('convalsal_id', { id: 'Vendor / Subkon', en: 'Vendor / Subcontractor' }, 'convalsal', 'convalsal_name', 'required|integer|exists:convalsals,id'),
    relationField(
      'document_type_id',
      { id: 'Tipe Dokumen', en: 'Document Type' },
      'convalsal-document-type',
      'document_type_name',
      'required|integer|exists:convalsal_document_types,id',
    ),
    textField('document_number', { id: 'Nomor Dokumen', en: 'Document Number' }, 'nullable|string|max:100'),
    dateField('expires_at', { id: 'Berlaku Sampai', en: 'Valid Until' }),
  ],
  children: [documentFiles('convalsal_document_files', 'document_id')],
  rekap: [
    countRekap('total', { id: 'Total Dokumen', en: 'Total Documents' }),
    countRekap('expired', { id: 'Kedaluwarsa', en: 'Expired' }, 'convalsal_documents.expires_at < current_date'),
  ],
};
