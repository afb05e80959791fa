/** The interface languages of spec §9: Indonesian (default) and English. */
export const LOCALES = ['id', 'en'] as const;

/** Languages whose date words come with the app (src/core/date-locale.ts imports them); any other loads on demand. */
export const BUNDLED_DATE_LOCALES: readonly string[] = ['id', 'en'];

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'id';

/** Narrows any value (stored string, query param) to a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
