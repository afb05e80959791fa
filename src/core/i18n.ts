import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import idAuth from '../../locales/id/auth.json';
import idCommon from '../../locales/id/common.json';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale-list';

/**
 * The i18next namespaces of the login screen, one JSON file each under locales/{id,en}/.
 * Parts that load lazily bring their own through addNamespace (the router's menu.json, the
 * shared widgets' widgets.json, the data screens' data-screen.json, each hand-written
 * screen's own); the rule messages of validation.json are read by common/validation, for
 * the server too.
 */
export const NAMESPACES = ['common', 'auth'] as const;

export const resources = {
  id: { common: idCommon, auth: idAuth },
  en: { common: enCommon, auth: enAuth },
} as const;

/**
 * Adds a namespace that loads with a lazily loaded part of the app, once in each language.
 * A module imported before the app starts i18next (a test's) adds it once it has started.
 */
export function addNamespace(namespace: string, bundles: Record<Locale, object>): void {
  const add = () => {
    for (const [locale, bundle] of Object.entries(bundles)) {
      if (!i18next.hasResourceBundle(locale, namespace)) i18next.addResourceBundle(locale, namespace, bundle, true, true);
    }
  };
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}

/** Starts i18next in the given language; safe to call more than once. */
export function initI18n(locale: Locale): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Resources are bundled, so initialisation is synchronous and the first render
      // already has its text.
      initAsync: false,
      showSupportNotice: false,
    });
  } else if (i18next.language !== locale) {
    void i18next.changeLanguage(locale);
  }
  return i18next;
}

export { i18next };
