import { activeField, dateField, projectField, projectScope, userField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** A foreman (mandor) assigned to a project (project sub-screen "foreman on projects"). */
export const projectForeman: ModelDeclaration = {
  name: 'project-foreman',
  table: 'project_foremen',
  title: { id: 'Mandor Proyek', en: 'Project Foreman' },
  permission: 'project',
  // No name column of its own; lists show the foreman's name through the relation.
  labelColumn: 'user_id',
  activeColumn: 'active',
  parentKeys: ['project_id', 'user_id'],
  scope: projectScope('project_foremen'),
  fields: [
    projectField(),
    userField('user_id', { id: 'Mandor', en: 'Foreman' }, 'required|integer|exists:users,id'),
    dateField('start_date', { id: 'Tanggal Mulai', en: 'Start Date' }),
    activeField(),
  ],
};
