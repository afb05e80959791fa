import { employeeField, employeeScope, enumField, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

export const educationLevelOptions = [
  { value: 'SD', label: { id: 'SD', en: 'Primary School' } },
  { value: 'SMP', label: { id: 'SMP', en: 'Junior High School' } },
  { value: 'SMA', label: { id: 'SMA', en: 'Senior High School' } },
  { value: 'SMK', label: { id: 'SMK', en: 'Vocational High School' } },
  { value: 'D1', label: { id: 'D1', en: 'Diploma 1' } },
  { value: 'D2', label: { id: 'D2', en: 'Diploma 2' } },
  { value: 'D3', label: { id: 'D3', en: 'Diploma 3' } },
  { value: 'D4', label: { id: 'D4', en: 'Diploma 4' } },
  { value: 'S1', label: { id: 'S1', en: "Bachelor's Degree" } },
  { value: 'S2', label: { id: 'S2', en: "Master's Degree" } },
  { value: 'S3', label: { id: 'S3', en: 'Doctorate' } },
] as const;

/** A worker's schooling (employee sub-screen "educational histories"). */
export const employeeEducation: ModelDeclaration = {
  name: 'employee-education',
  table: 'employee_educations',
  title: { id: 'Riwayat Pendidikan', en: 'Educational History' },
  permission: 'employee',
  labelColumn: 'institution',
  parentKeys: ['employee_id'],
  defaultSort: { column: 'graduation_year', direction: 'desc' },
  scope: employeeScope('employee_educations'),
  fields: [
    employeeField(),
    enumField('education_level', { id: 'Jenjang Pendidikan', en: 'Education Level' }, educationLevelOptions, true),
    textField('institution', { id: 'Nama Institusi', en: 'Institution' }, 'required|string|max:200'),
    textField('major', { id: 'Jurusan', en: 'Major' }, 'nullable|string|max:150'),
    {
      name: 'graduation_year',
      label: { id: 'Tahun Lulus', en: 'Graduation Year' },
      rules: 'nullable|integer|between:1900,2100',
      input: 'number',
      sortable: true,
    },
  ],
};
