import { api } from './api-client';
import { i18next } from './i18n';
import { BUNDLED_DATE_LOCALES, type Locale } from './locale-list';
import { writeStored } from './storage';

/** Tells the server the chosen language; the interface does not wait for, or depend on, it. */
async function announceLocale(locale: Locale): Promise<void> {
  try {
    await api.get('/change-locale', { params: { lang: locale } });
  } catch {
    // Best effort: the locale is also sent with every call as Content-Language.
  }
}

/** Switches the interface language, stores the choice and tells the server. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeStored('locale', locale);
  document.documentElement.lang = locale;
  // The dates' words first, so the screens re-render in the new language once, dates included.
  if (!BUNDLED_DATE_LOCALES.includes(locale)) await import('./date-locale').then(({ loadDateLocale }) => loadDateLocale(locale));
  await i18next.changeLanguage(locale);
  void announceLocale(locale);
}
