import { projectField, projectScope, userField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** User mapping: which users work on a project (project sub-screen). */
export const projectUser: ModelDeclaration = {
  name: 'project-user',
  table: 'project_users',
  title: { id: 'Pemetaan Pengguna Proyek', en: 'Project User Mapping' },
  permission: 'project',
  labelColumn: 'user_id',
  parentKeys: ['project_id', 'user_id'],
  scope: projectScope('project_users'),
  fields: [projectField(), userField('user_id', { id: 'Pengguna', en: 'User' }, 'required|integer|exists:users,id')],
};
