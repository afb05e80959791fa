import { countRekap, dateTimeField, projectField, projectScope, relationField, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** The guest book (buku tamu): each visit of a visitor to a project. */
export const guestBook: ModelDeclaration = {
  name: 'guest-book',
  table: 'guest_books',
  title: { id: 'Buku Tamu', en: 'Guest Book' },
  permission: 'guest-book',
  labelColumn: 'purpose',
  parentKeys: ['visitor_id', 'project_id'],
  defaultSort: { column: 'check_in_at', direction: 'desc' },
  scope: projectScope('guest_books'),
  fields: [
    relationField('visitor_id', { id: 'Pengunjung', en: 'Visitor' }, 'visitor', 'fullname', 'required|integer|exists:visitors,id'),
    projectField(),
    // Spec §5's day lock: a visit is booked for today up to about 23 hours ahead; once booked,
    // its check-in stays as it was when the check-out is written the next day.
    dateTimeField('check_in_at', { id: 'Waktu Masuk', en: 'Check-in Time' }, 'required|date|lock-day', { updateRules: 'required|date' }),
    dateTimeField('check_out_at', { id: 'Waktu Keluar', en: 'Check-out Time' }),
    textField('purpose', { id: 'Keperluan', en: 'Purpose' }, 'nullable|string|max:300'),
    textField('host_name', { id: 'Bertemu Dengan', en: 'Host' }, 'nullable|string|max:150'),
  ],
  rekap: [
    countRekap('total', { id: 'Total Kunjungan', en: 'Total Visits' }),
    countRekap('on_site', { id: 'Masih di Lokasi', en: 'Still on Site' }, 'guest_books.check_out_at is null'),
  ],
};
