import { employeeField, employeeScope, relationField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** A worker's skill (employee sub-screen "skills"). */
export const employeeSkill: ModelDeclaration = {
  name: 'employee-skill',
  table: 'employee_skills',
  title: { id: 'Keahlian Tenaga Kerja', en: 'Manpower Skill' },
  permission: 'employee',
  labelColumn: 'skill_id',
  parentKeys: ['employee_id'],
  scope: employeeScope('employee_skills'),
  fields: [
    employeeField(),
    relationField('skill_id', { id: 'Keahlian', en: 'Skill' }, 'skill', 'skill_name', 'required|integer|exists:skills,id'),
  ],
};
