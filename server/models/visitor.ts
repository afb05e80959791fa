import { fileField, projectField, projectScope, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** A visitor (pengunjung) with their QR card; their visits are the guest book. */
export const visitor: ModelDeclaration = {
  name: 'visitor',
  table: 'visitors',
  title: { id: 'Pengunjung', en: 'Visitor' },
  // Its own permissions (migration 0035): who keeps the guest book need not edit the visitors' records, nor the reverse.
  permission: 'visitor',
  labelColumn: 'fullname',
  parentKeys: ['project_id'],
  // Their visits, newest first, below their detail.
  tabs: ['guest-book'],
  defaultSort: { column: 'created_at', direction: 'desc' },
  scope: projectScope('visitors', true),
  fields: [
    fileField('photo', { id: 'Foto', en: 'Photo' }),
    textField('fullname', { id: 'Nama Lengkap', en: 'Full Name' }, 'required|string|max:150'),
    textField('agency', { id: 'Instansi', en: 'Agency' }, 'nullable|string|max:200'),
    textField('position', { id: 'Jabatan', en: 'Position' }, 'nullable|string|max:150'),
    textField('contact', { id: 'Kontak', en: 'Contact' }, 'nullable|string|max:100', { sortable: false }),
    textField('qr_number', { id: 'Nomor QR', en: 'QR Number' }, 'nullable|string|max:100|unique:visitors,qr_number'),
    projectField('nullable|integer|exists:projects,id'),
  ],
};
