import { activeField, countRekap, longTextField, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Operating unit: the regions departments and projects belong to (wilayah). */
export const territory: ModelDeclaration = {
  name: 'territory',
  table: 'territories',
  title: { id: 'Wilayah', en: 'Territory' },
  permission: 'territory',
  labelColumn: 'territory_name',
  activeColumn: 'active',
  openDataset: true,
  defaultSort: { column: 'territory_name', direction: 'asc' },
  fields: [
    textField('territory_name', { id: 'Nama Wilayah', en: 'Territory Name' }, 'required|string|max:150|unique:territories,territory_name'),
    longTextField('description', { id: 'Deskripsi', en: 'Description' }, 'nullable|string|max:500', { searchable: true }),
    activeField(),
  ],
  rekap: [
    countRekap('total', { id: 'Total Wilayah', en: 'Total Territories' }),
    countRekap('active', { id: 'Aktif', en: 'Active' }, 'territories.active = 1'),
  ],
};
