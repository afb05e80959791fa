import { employeeField, employeeScope, longTextField, relationField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** A disease a worker has had (employee sub-screen "disease histories"). */
export const employeeDiseaseHistory: ModelDeclaration = {
  name: 'employee-disease-history',
  table: 'employee_disease_histories',
  title: { id: 'Riwayat Penyakit', en: 'Disease History' },
  permission: 'employee',
  labelColumn: 'disease_id',
  parentKeys: ['employee_id'],
  defaultSort: { column: 'diagnosed_year', direction: 'desc' },
  scope: employeeScope('employee_disease_histories'),
  fields: [
    employeeField(),
    relationField('disease_id', { id: 'Penyakit', en: 'Disease' }, 'disease', 'disease_name', 'required|integer|exists:diseases,id'),
    {
      name: 'diagnosed_year',
      label: { id: 'Tahun Diagnosis', en: 'Year Diagnosed' },
      rules: 'nullable|integer|between:1900,2100',
      input: 'number',
      sortable: true,
    },
    longTextField('notes', { id: 'Catatan', en: 'Notes' }, 'nullable|string|max:1000', { list: true }),
  ],
};
