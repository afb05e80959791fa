import { activeField, countRekap, enumField, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

export const ratedSubjectOptions = [
  { value: 'employee', label: { id: 'Tenaga Kerja', en: 'Manpower' } },
  { value: 'convalsal', label: { id: 'Vendor / Subkon', en: 'Vendor / Subcontractor' } },
] as const;

/** The aspects workers and vendors are rated on (the rating panel's rating_type_name). */
export const ratingType: ModelDeclaration = {
  name: 'rating-type',
  table: 'rating_types',
  title: { id: 'Tipe Rating', en: 'Rating Type' },
  permission: 'rating-type',
  labelColumn: 'rating_type_name',
  activeColumn: 'active',
  openDataset: true,
  defaultSort: { column: 'rating_type_name', direction: 'asc' },
  fields: [
    // Unique per subject type (a database constraint: no stock rule spans two columns).
    textField('rating_type_name', { id: 'Nama Tipe Rating', en: 'Rating Type Name' }, 'required|string|max:150'),
    enumField('subject_type', { id: 'Dinilai', en: 'Rated Subject' }, ratedSubjectOptions, true),
    activeField(),
  ],
  rekap: [
    countRekap('total', { id: 'Total Tipe Rating', en: 'Total Rating Types' }),
    countRekap('employee', { id: 'Tenaga Kerja', en: 'Manpower' }, "rating_types.subject_type = 'employee'"),
    countRekap('convalsal', { id: 'Vendor / Subkon', en: 'Vendor / Subcontractor' }, "rating_types.subject_type = 'convalsal'"),
  ],
};
