import en from '../../../locales/en/user-settings.json';
import id from '../../../locales/id/user-settings.json';
import { addNamespace } from '../../core/i18n';

/** The user-settings views' text, added when one of them first renders. */
export function useUserSettingsText(): void {
  addNamespace('user-settings', { id, en });
}
