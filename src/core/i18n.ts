import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enMenu from '../../locales/en/menu.json';
import enWidgets from '../../locales/en/widgets.json';
import idAuth from '../../locales/id/auth.json';
import idCommon from '../../locales/id/common.json';
import idMenu from '../../locales/id/menu.json';
import idWidgets from '../../locales/id/widgets.json';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale-list';

/**
 * The i18next namespaces bundled with the app, one JSON file each under locales/{id,en}/.
 * Screens that load lazily bring their own (src/screens/screen-text.ts, and the data screens'
 * src/core/data-screen-text.ts); the rule
 * messages of validation.json are read by common/validation, for the server too.
 */
export const NAMESPACES = ['common', 'auth', 'menu', 'widgets'] as const;

export const resources = {
  id: { common: idCommon, auth: idAuth, menu: idMenu, widgets: idWidgets },
  en: { common: enCommon, auth: enAuth, menu: enMenu, widgets: enWidgets },
} as const;

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
