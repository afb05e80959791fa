import en from '../../../locales/en/user-settings.json';
import id from '../../../locales/id/user-settings.json';
import { registerScreenText } from '../../screens/screen-text';

/** The user-settings views' text, added when one of them first renders. */
export function useUserSettingsText(): void {
  registerScreenText('user-settings', { id, en });
}
