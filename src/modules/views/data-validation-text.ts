import en from '../../../locales/en/data-validation.json';
import id from '../../../locales/id/data-validation.json';
import { registerScreenText } from '../../screens/screen-text';

/** The data-validation (change request) views' text, added when one of them first renders. */
export function useDataValidationText(): void {
  registerScreenText('data-validation', { id, en });
}
