import { dateField, longTextField, moneyField, projectField, projectScope, relationField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** A vendor or subcontractor contracted on a project (project sub-screen). */
export const projectConvalsal: ModelDeclaration = {
  name: 'project-convalsal',
  table: 'project_convalsals',
  title: { id: 'Vendor / Subkon Proyek', en: 'Project Vendor / Subcontractor' },
  permission: 'project',
  labelColumn: 'scope_of_work',
  parentKeys: ['project_id', 'convalsal_id'],
  scope: projectScope('project_convalsals'),
  fields: [
    projectField(),
    relationField('convalsal_id', { id: 'Vendor / Subkon', en: 'Vendor / Subcontractor' }, 'convalsal', 'convalsal_name', 'required|integer|exists:convalsals,id'),
    longTextField('scope_of_work', { id: 'Lingkup Pekerjaan', en: 'Scope of Work' }, 'nullable|string|max:2000', {
      list: true,
      searchable: true,
      sortable: true,
    }),
    moneyField('contract_value', { id: 'Nilai Kontrak', en: 'Contract Value' }),
    dateField('start_date', { id: 'Tanggal Mulai', en: 'Start Date' }),
    dateField('end_date', { id: 'Tanggal Selesai', en: 'End Date' }),
  ],
  rekap: [
    { id: 'total', label: { id: 'Total Vendor / Subkon', en: 'Total Vendors / Subcontractors' }, aggregate: 'count(*)' },
    {
      id: 'contract_value',
      label: { id: 'Total Nilai Kontrak', en: 'Total Contract Value' },
      aggregate: 'coalesce(sum(project_convalsals.contract_value), 0)',
    },
  ],
};
