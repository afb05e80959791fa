import en from '../../locales/en/account.json';
import id from '../../locales/id/account.json';
import { addNamespace } from '../core/i18n';

/** The i18next namespace of the public account screens (register, verify, waiting, reset, SSO). */
export const ACCOUNT_NS = 'account';

/** Makes the account screens' text available before they translate. */
export function useAccountText(): void {
  addNamespace(ACCOUNT_NS, { id, en });
}
