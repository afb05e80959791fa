import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/id';
import { i18next } from './i18n';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale-list';

/**
 * The one place money, numbers, dates and status words are formatted (spec §9,
 * CONVENTIONS "Ours"). Components never format on their own.
 */

/** Currency prefix of displays (spec §9). */
export const MONEY_PREFIX = 'Rp.';
/** Currency prefix of the money input (spec §9). */
export const MONEY_INPUT_PREFIX = 'Rp. ';
/** Thousands separator of money and of the number/money inputs (spec §5, §9). */
export const THOUSANDS_SEPARATOR = '.';
/** Decimal separator of money (spec §9). */
export const DECIMAL_SEPARATOR = ',';

/** Date formats of spec §5. */
export const DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  year: 'YYYY-MM-DD',
  month: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm:ss',
  week: 'DD',
} as const;

export type DateKind = keyof typeof DATE_FORMATS;

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(String(value).replace(/\s/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Spec §9's number helper: precision clamped to 0–20, thousands ',' and decimal '.'
 * by default, precision 2 by default. Not a number gives ''.
 */
export function formatNumber(value: unknown, precision = 2, thousands = ',', decimal = '.'): string {
  const number = toNumber(value);
  if (number === null) return '';
  const digits = Math.min(20, Math.max(0, Math.trunc(Number.isFinite(precision) ? precision : 2)));
  const fixed = Math.abs(number).toFixed(digits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const sign = number < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction !== undefined ? decimal + fraction : ''}`;
}

/** Money for display: 'Rp.' prefix, '.' thousands, ',' decimal, 2 decimals (spec §9). */
export function formatMoney(value: unknown): string {
  const body = formatNumber(value, 2, THOUSANDS_SEPARATOR, DECIMAL_SEPARATOR);
  return body === '' ? '' : `${MONEY_PREFIX}${body}`;
}

/** Money as the input shows it: 'Rp. ' prefix, up to 3 decimals, trailing zeros dropped (spec §9). */
export function formatMoneyInput(value: unknown): string {
  const body = formatNumber(value, 3, THOUSANDS_SEPARATOR, DECIMAL_SEPARATOR).replace(/,?0+$/, '');
  return body === '' ? '' : `${MONEY_INPUT_PREFIX}${body}`;
}

/** Digits with '.' as thousands separator, as the number input shows them while typing (spec §5). */
export function formatDigits(value: unknown): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
}

/** Keeps only the digits; empty gives 0 (spec §5: number fields on submit). */
export function digitsToNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(Math.abs(value)) : 0;
  const digits = String(value ?? '').replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

/** Parses what the money input shows ('Rp. 1.234,5') into a number; empty gives 0. */
export function parseMoney(value: unknown): number {
  if (typeof value === 'number') return value;
  const cleaned = String(value ?? '')
    .replace(MONEY_INPUT_PREFIX.trim(), '')
    .replace(/[^\d,-]/g, '')
    .replace(DECIMAL_SEPARATOR, '.');
  const parsed = Number(cleaned);
  return cleaned === '' || !Number.isFinite(parsed) ? 0 : parsed;
}

/** A date in one of spec §5's formats; invalid or empty gives ''. */
export function formatDate(value: unknown, kind: DateKind = 'date'): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = kind === 'time' && typeof value === 'string' && /^\d{1,2}:\d{2}/.test(value) ? dayjs(`1970-01-01 ${value}`) : dayjs(value as string);
  return parsed.isValid() ? parsed.format(DATE_FORMATS[kind]) : '';
}

function currentLocale(locale?: string): Locale {
  if (isLocale(locale)) return locale;
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}

/** A timestamp as a long date-time in the user's language (spec §3 timestamp_with_time_zone). */
export function formatLongDateTime(value: unknown, locale?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value as string);
  return parsed.isValid() ? parsed.locale(currentLocale(locale)).format('D MMMM YYYY HH:mm') : '';
}

const word = (key: string, locale?: string) => i18next.t(`data-screen:status.${key}`, { lng: currentLocale(locale) });

/** Active flag: 1 active, anything else non active (spec §4). */
export function formatActive(value: unknown, locale?: string): string {
  return word(Number(value) === 1 || value === 'active' ? 'active' : 'nonActive', locale);
}

/** Allow flag: 'y' allowed, anything else not allowed (spec §4). */
export function formatAllow(value: unknown, locale?: string): string {
  return word(String(value).toLowerCase() === 'y' ? 'allowed' : 'notAllowed', locale);
}

/** Yes/no flag: 'y' yes, anything else no (spec §4). */
export function formatYesNo(value: unknown, locale?: string): string {
  return word(String(value).toLowerCase() === 'y' || value === 1 || value === true ? 'yes' : 'no', locale);
}

const VERIFICATION = ['revision_request', 'verification_request', 'appraisal_request', 'approved'];

/** Verification status; anything else shows as Draft (spec §4). */
export function formatVerification(value: unknown, locale?: string): string {
  return word(VERIFICATION.includes(String(value)) ? `verification.${String(value)}` : 'verification.draft', locale);
}

/** Equipment condition: good, damaged, dissapear (lost), else unknown (spec §4). */
export function formatCondition(value: unknown, locale?: string): string {
  const known = ['good', 'damaged', 'dissapear'].includes(String(value));
  return word(`condition.${known ? String(value) : 'unknown'}`, locale);
}

/** Equipment operational status: operational Used, idle Not Used (spec §4). */
export function formatOperational(value: unknown, locale?: string): string {
  return word(String(value) === 'operational' ? 'operational.operational' : 'operational.idle', locale);
}

/** Change-log status: update, create, else deleted (spec §4). */
export function formatChangeLog(value: unknown, locale?: string): string {
  const known = ['update', 'create'].includes(String(value));
  return word(`changeLog.${known ? String(value) : 'deleted'}`, locale);
}

/** The label of an enum value from its options; the raw value when none matches. */
export function formatEnum(
  value: unknown,
  options: readonly { value: string | number; label: string | { id: string; en: string } }[],
  locale?: string,
): string {
  const option = options.find((item) => String(item.value) === String(value));
  if (!option) return value === null || value === undefined ? '' : String(value);
  return typeof option.label === 'string' ? option.label : option.label[currentLocale(locale)];
}

/** Today as the export file name wants it (spec §9: DD-MM-YYYY). */
export function formatFileDate(date: Date = new Date()): string {
  return dayjs(date).format('DD-MM-YYYY');
}

/** What the money input shows while typing: '.' thousands, ',' decimal, up to 3 decimals (spec §9). */
export function formatMoneyTyping(stored: unknown): string {
  const text = String(stored ?? '');
  if (text === '') return '';
  const [whole = '', fraction] = text.split('.');
  const grouped = formatDigits(whole);
  return fraction === undefined ? grouped : `${grouped === '' ? '0' : grouped}${DECIMAL_SEPARATOR}${fraction}`;
}

/** Reads what was typed in the money input into the stored text ('1234.5'), at most 3 decimals. */
export function parseMoneyTyping(typed: string): string {
  const body = typed.replace(MONEY_INPUT_PREFIX.trim(), '').replace(/\./g, '');
  const [whole = '', ...rest] = body.split(DECIMAL_SEPARATOR);
  const digits = whole.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (rest.length === 0) return digits;
  return `${digits === '' ? '0' : digits}.${rest.join('').replace(/\D/g, '').slice(0, 3)}`;
}

/** Formats a value by a format name, as a '|format' suffix on an option label asks (spec §3). */
export function formatByName(value: unknown, format: string | undefined, locale?: string): string {
  switch (format) {
    case 'date':
    case 'datetime':
    case 'time':
    case 'year':
    case 'month':
    case 'week':
      return formatDate(value, format);
    case 'datetime-long':
    case 'timestamp':
      return formatLongDateTime(value, locale);
    case 'money':
      return formatMoney(value);
    case 'number':
      return formatNumber(value);
    case 'active':
      return formatActive(value, locale);
    case 'yes-no':
      return formatYesNo(value, locale);
    case 'allow':
      return formatAllow(value, locale);
    case 'verification':
      return formatVerification(value, locale);
    case 'condition':
      return formatCondition(value, locale);
    case 'operational':
      return formatOperational(value, locale);
    case 'change-log':
      return formatChangeLog(value, locale);
    case 'upper':
      return String(value ?? '').toUpperCase();
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}
