import { activeField, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/** Mobile app: the user agreement users accept, by version (config-user-agreements). */
export const userAgreement: ModelDeclaration = {
  name: 'user-agreement',
  table: 'user_agreements',
  title: { id: 'Perjanjian Pengguna', en: 'User Agreement' },
  permission: 'user-agreement',
  labelColumn: 'title',
  activeColumn: 'active',
  defaultSort: { column: 'version', direction: 'desc' },
  fields: [
    textField('title', { id: 'Judul', en: 'Title' }, 'required|string|max:200'),
    textField('version', { id: 'Versi', en: 'Version' }, 'required|string|max:20|unique:user_agreements,version'),
    { name: 'content', label: { id: 'Isi', en: 'Content' }, rules: 'required|string|max:100000', input: 'texteditor', list: false },
    activeField(),
  ],
};
