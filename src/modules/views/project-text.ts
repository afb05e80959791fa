import en from '../../../locales/en/project.json';
import id from '../../../locales/id/project.json';
import { addNamespace } from '../../core/i18n';

/** The project detail's text, added when it first renders. */
export function useProjectText(): void {
  addNamespace('project', { id, en });
}
