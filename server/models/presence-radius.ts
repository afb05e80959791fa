import { activeField, coordinateFields, longTextField, projectField, projectScope, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Mobile app: where a check-in counts, a circle around a project location (config-presence-radius). */
export const presenceRadius: ModelDeclaration = {
  name: 'presence-radius',
  table: 'presence_radii',
  title: { id: 'Radius Presensi', en: 'Presence Radius' },
  permission: 'presence-radius',
  labelColumn: 'location_name',
  activeColumn: 'active',
  parentKeys: ['project_id'],
  defaultSort: { column: 'created_at', direction: 'desc' },
  scope: projectScope('presence_radii'),
  fields: [
    projectField(),
    textField('location_name', { id: 'Nama Lokasi', en: 'Location Name' }, 'required|string|max:200'),
    longTextField('address', { id: 'Alamat', en: 'Address' }, 'nullable|string|max:1000'),
    ...coordinateFields(true),
    { name: 'radius_m', label: { id: 'Radius (meter)', en: 'Radius (metres)' }, rules: 'required|integer|min:1', input: 'number', sortable: true },
    activeField(),
  ],
};
