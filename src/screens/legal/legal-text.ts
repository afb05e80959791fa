import en from '../../../locales/en/legal.json';
import id from '../../../locales/id/legal.json';
import { addNamespace } from '../../core/i18n';

/** The i18next namespace of the legal documents. */
export const LEGAL_NS = 'legal';

/** Makes the legal documents' text available before they translate. */
export function useLegalText(): void {
  addNamespace(LEGAL_NS, { id, en });
}
