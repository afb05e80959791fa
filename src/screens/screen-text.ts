import { i18next } from '../core/i18n';
import type { Locale } from '../core/locale-list';

/**
 * Adds a hand-written screen's i18next namespace the first time the screen renders.
 * The screens load lazily with their routes, so their text stays out of the login bundle.
 */
export function registerScreenText(namespace: string, bundles: Record<Locale, object>): void {
  for (const [locale, bundle] of Object.entries(bundles)) {
    if (!i18next.hasResourceBundle(locale, namespace)) i18next.addResourceBundle(locale, namespace, bundle, true, true);
  }
}
