import en from '../../../locales/en/data-validation.json';
import id from '../../../locales/id/data-validation.json';
import { addNamespace } from '../../core/i18n';

/** The data-validation (change request) views' text, added when one of them first renders. */
export function useDataValidationText(): void {
  addNamespace('data-validation', { id, en });
}
