import { defaultsWhenEmpty, masterModel } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Master data: vendor document types (master-tipe-dokumen-valsal). */
export const convalsalDocumentType: ModelDeclaration = {
  ...masterModel({
    name: 'convalsal-document-type',
    table: 'convalsal_document_types',
    title: { id: 'Tipe Dokumen Valsal', en: 'Vendor Document Type' },
    column: 'document_type_name',
    columnLabel: { id: 'Nama Tipe Dokumen', en: 'Document Type Name' },
    rules: 'required|string|max:150|unique:convalsal_document_types,document_type_name',
    extraFields: [
      {
        name: 'is_required',
        label: { id: 'Wajib Diunggah', en: 'Required' },
        rules: 'nullable|boolean',
        input: 'checkbox',
        filter: 'exact',
      },
    ],
  }),
  beforeSave: defaultsWhenEmpty({ is_required: false }),
};
