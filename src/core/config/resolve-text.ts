import { i18next } from '../i18n';
import type { Text } from './field-config';

/**
 * A config Text in the current (or given) language: an {id, en} pair picks its
 * language; a string is an i18n key when one exists, else shown as written.
 */
export function resolveText(text: Text | undefined | null, locale: string = i18next.language): string {
  if (text === undefined || text === null) return '';
  if (typeof text === 'object') return locale === 'en' ? text.en : text.id;
  return i18next.exists(text, { lng: locale }) ? i18next.t(text, { lng: locale }) : text;
}
