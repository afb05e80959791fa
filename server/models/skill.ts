import type { ModelDeclaration } from './types.ts';

/** Master data: the skills a worker can hold (master-keahlian). */
export const skill: ModelDeclaration = {
  name: 'skill',
  table: 'skills',
  title: { id: 'Keahlian', en: 'Skill' },
  permission: 'skill',
  labelColumn: 'skill_name',
  activeColumn: 'active',
  openDataset: true,
  defaultSort: { column: 'skill_name', direction: 'asc' },
  fields: [
    {
      name: 'skill_name',
      label: { id: 'Nama Keahlian', en: 'Skill Name' },
      rules: 'required|string|max:150|unique:skills,skill_name',
      searchable: true,
      sortable: true,
    },
    {
      name: 'description',
      label: { id: 'Deskripsi', en: 'Description' },
      rules: 'nullable|string|max:500',
      input: 'textarea',
      list: false,
      searchable: true,
    },
    {
      name: 'active',
      label: { id: 'Status', en: 'Status' },
      rules: 'required|in:0,1',
      input: 'radio',
      options: [
        { value: 1, label: { id: 'Aktif', en: 'Active' } },
        { value: 0, label: { id: 'Tidak Aktif', en: 'Non Active' } },
      ],
      filter: 'exact',
      sortable: true,
    },
  ],
  rekap: [
    { id: 'total', label: { id: 'Total Keahlian', en: 'Total Skills' }, aggregate: 'count(*)' },
    { id: 'active', label: { id: 'Aktif', en: 'Active' }, aggregate: 'count(*) filter (where skills.active = 1)' },
  ],
};
