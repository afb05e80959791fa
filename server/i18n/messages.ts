import en from '../../locales/en/server.json';
import id from '../../locales/id/server.json';

/** The key of a server message in locales/{id,en}/server.json; `{name}` in a message marks a parameter. */
export type MessageKey = keyof typeof id;

export const locales = ['id', 'en'] as const;
export type Locale = (typeof locales)[number];

const catalogues: Record<Locale, Record<MessageKey, string>> = { id, en };

/** The message for `key` in `locale`, with `{name}` parameters filled in. */
export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** The product locale named by a Content-Language or lang value; Indonesian when unknown. */
export function parseLocale(value: string | string[] | undefined): Locale {
  const first = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase().slice(0, 2);
  return first === 'en' ? 'en' : 'id';
}
