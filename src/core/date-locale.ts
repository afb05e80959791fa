import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/id';

/**
 * Spec §9: "a large set of date locales exists". Indonesian and English come with the app;
 * every other locale dayjs ships is a chunk of its own, loaded when its language is chosen,
 * so a third interface language shows its dates in its own words.
 */
const LOCALE_DIR = '/node_modules/dayjs/esm/locale/';
const loaders = import.meta.glob<{ default: ILocale }>('/node_modules/dayjs/esm/locale/*.js');

/** The dayjs codes to try for a language, its own then its base language's: 'ms-MY' gives 'ms-my', 'ms'. */
function candidates(language: string): string[] {
  const code = language.trim().toLowerCase().replace(/_/g, '-');
  const base = code.split('-')[0] ?? code;
  return code === base ? [code] : [code, base];
}

/** The loaded dayjs locale a language's dates show in, or undefined while none is. */
export function dateLocaleOf(language: string): string | undefined {
  return candidates(language).find((code) => code in dayjs.Ls);
}

/**
 * Loads the date locale of a language (or of its base language); answers whether dates can
 * show in it. The locale registers with the app's own dayjs, whichever copy its chunk imports.
 */
export async function loadDateLocale(language: string): Promise<boolean> {
  for (const code of candidates(language)) {
    if (code in dayjs.Ls) return true;
    const load = loaders[`${LOCALE_DIR}${code}.js`];
    if (!load) continue;
    dayjs.locale((await load()).default, undefined, true);
    return true;
  }
  return false;
}
