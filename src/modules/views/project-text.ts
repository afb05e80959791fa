import en from '../../../locales/en/project.json';
import id from '../../../locales/id/project.json';
import { registerScreenText } from '../../screens/screen-text';

/** The project detail's text, added when it first renders. */
export function useProjectText(): void {
  registerScreenText('project', { id, en });
}
