import dayjs from 'dayjs';
import type { NumberKind } from './config/field-config';
import './data-screen-text';
import { dateLocaleOf } from './date-locale';
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
/** Decimals the money input keeps (spec §9). */
export const MONEY_INPUT_DECIMALS = 3;
/** Decimals a latitude or longitude shows at least, about 10 cm on the ground. */
export const COORDINATE_DECIMALS = 6;

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
  const body = formatNumber(value, MONEY_INPUT_DECIMALS, THOUSANDS_SEPARATOR, DECIMAL_SEPARATOR).replace(/,?0+$/, '');
  return body === '' ? '' : `${MONEY_INPUT_PREFIX}${body}`;
}

/** The thousands and decimal separators of a number. */
export interface NumberSeparators {
  thousands: string;
  decimal: string;
}

const SEPARATORS: Record<Locale, NumberSeparators> = {
  id: { thousands: '.', decimal: ',' },
  en: { thousands: ',', decimal: '.' },
};

/** Money keeps spec §9's separators in both languages. */
const MONEY_SEPARATORS: NumberSeparators = { thousands: THOUSANDS_SEPARATOR, decimal: DECIMAL_SEPARATOR };

/** Separators of plain numbers in the user's language: '1.234,5' in Indonesian, '1,234.5' in English. */
export function numberSeparators(locale?: string): NumberSeparators {
  return SEPARATORS[currentLocale(locale)];
}

const groupDigits = (digits: string, thousands: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);

/** A number's shortest decimal text, never in exponent form: 1e-7 gives '0.0000001'. */
function plainText(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', lead = '', rest = '', exponent = '0'] = match;
  const digits = lead + rest;
  const point = 1 + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  return point >= digits.length ? `${sign}${digits.padEnd(point, '0')}` : `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Sign, whole digits and fraction digits (undefined when there is no point) of a plain number text. */
function splitPlain(value: unknown): { negative: boolean; whole: string; fraction: string | undefined } {
  const text = typeof value === 'number' ? plainText(value) : String(value ?? '');
  const [whole = '', fraction] = text.split('.');
  return { negative: /^\s*[-\u2212]/.test(text), whole: whole.replace(/\D/g, ''), fraction: fraction?.replace(/\D/g, '') };
}

/** A whole number in the user's language, without decimals: '1.234' in Indonesian, '1,234' in English. */
export function formatInteger(value: unknown, locale?: string): string {
  const { thousands, decimal } = numberSeparators(locale);
  return formatNumber(value, 0, thousands, decimal);
}

/** A number with exactly `precision` decimals in the user's language: '1.234,5' in Indonesian, '1,234.5' in English. */
export function formatFixed(value: unknown, precision: number, locale?: string): string {
  const { thousands, decimal } = numberSeparators(locale);
  return formatNumber(value, precision, thousands, decimal);
}

/** A decimal number in the user's language with all of its own fraction, padded to `minFraction` digits. */
export function formatDecimal(value: unknown, locale?: string, minFraction = 2): string {
  const number = toNumber(value);
  if (number === null) return '';
  const { thousands, decimal } = numberSeparators(locale);
  const { negative, whole, fraction = '' } = splitPlain(number);
  const shownFraction = fraction.padEnd(minFraction, '0');
  return `${negative ? '-' : ''}${groupDigits(whole, thousands)}${shownFraction === '' ? '' : decimal + shownFraction}`;
}

/** How a number or money input reads and shows what is typed. */
export interface NumberTyping extends NumberKind {
  separators: NumberSeparators;
  /** Decimals kept; all of them when absent. */
  maxFraction?: number;
}

/** The typing of a number input in the user's language (spec §5), or of money (spec §9: its separators, 3 decimals). */
export function numberTyping(kind: NumberKind | undefined, money: boolean, locale?: string): NumberTyping {
  const signed = kind?.signed === true;
  if (money) return { decimal: true, signed, separators: MONEY_SEPARATORS, maxFraction: MONEY_INPUT_DECIMALS };
  const separators = numberSeparators(locale);
  return { decimal: kind?.decimal === true, signed, separators: kind?.ungrouped ? { ...separators, thousands: '' } : separators };
}

/** What a number or money input shows for its stored plain value: '-6.2' as '-6,2' in Indonesian, thousands grouped. */
export function formatNumberTyping(stored: unknown, typing: NumberTyping): string {
  const { negative, whole, fraction } = splitPlain(stored);
  const digits = groupDigits(whole.replace(/^0+(?=\d)/, ''), typing.separators.thousands);
  const decimals = typing.decimal && fraction !== undefined ? typing.separators.decimal + fraction : '';
  return `${typing.signed && negative ? '-' : ''}${digits}${decimals}`;
}

/**
 * Reads what was typed into the stored plain text ('-6,2' in Indonesian gives '-6.2').
 * A lone '-' and a trailing decimal separator stay, so every step of typing is reachable.
 */
export function parseNumberTyping(typed: string, typing: NumberTyping): string {
  const sign = typing.signed && /^\D*[-\u2212]/.test(typed) ? '-' : '';
  const [whole = '', ...rest] = typing.decimal ? typed.split(typing.separators.decimal) : [typed];
  const digits = whole.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (rest.length === 0) return `${sign}${digits}`;
  const fraction = rest.join('').replace(/\D/g, '').slice(0, typing.maxFraction);
  return `${sign}${digits === '' && fraction !== '' ? '0' : digits}.${fraction}`;
}

/**
 * The number a number input submits: a whole number keeps only its digits, empty is 0
 * (spec §5); a decimal keeps its sign and fraction, and nothing typed ('', '-', ',') is null.
 */
export function typedNumber(stored: unknown, kind: NumberKind | undefined): number | null {
  if (kind?.decimal !== true) {
    const digits = digitsToNumber(stored);
    return kind?.signed === true && digits !== 0 && splitPlain(stored).negative ? -digits : digits;
  }
  if (typeof stored === 'number') return Number.isFinite(stored) ? stored : null;
  const text = String(stored ?? '').trim();
  const parsed = Number(text);
  return text === '' || !Number.isFinite(parsed) ? null : parsed;
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

/** The dayjs locale dates show in: any language whose date locale is loaded (src/core/date-locale), else the interface's own. */
export function dateLanguage(locale?: string): string {
  return dateLocaleOf(locale ?? i18next.language) ?? currentLocale(locale);
}

/**
 * How a date shows on screen, the same in lists, details, pickers and dashboards: day first
 * and the month as a word of the user's language ('04 Mar 2026', '04 Agt 2026'), which
 * neither language misreads as month first. What is stored and sent stays spec §5's DATE_FORMATS.
 */
export const SHOWN_DATE_FORMATS: Record<DateKind, string> = {
  date: 'DD MMM YYYY',
  datetime: 'DD MMM YYYY HH:mm:ss',
  time: 'HH:mm:ss',
  year: 'YYYY',
  month: 'MMMM YYYY',
  week: 'DD',
};

/** A stored date as it shows on screen in the user's language (SHOWN_DATE_FORMATS); invalid or empty gives ''. */
export function formatShownDate(value: unknown, kind: DateKind = 'date', locale?: string): string {
  const stored = formatDate(value, kind);
  if (stored === '' || kind === 'week' || kind === 'time') return stored;
  return dayjs(stored).locale(dateLanguage(locale)).format(SHOWN_DATE_FORMATS[kind]);
}

/** A day written out in the user's language: '21 November 2026'. */
export function formatLongDate(value: unknown, locale?: string): string {
  const stored = formatDate(value, 'date');
  return stored === '' ? '' : dayjs(stored).locale(dateLanguage(locale)).format('D MMMM YYYY');
}

/** A timestamp as a long date-time in the user's language (spec §3 timestamp_with_time_zone). */
export function formatLongDateTime(value: unknown, locale?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value as string);
  return parsed.isValid() ? parsed.locale(dateLanguage(locale)).format('D MMMM YYYY HH:mm') : '';
}

const word = (key: string, locale?: string) => i18next.t(`data-screen:status.${key}`, { lng: currentLocale(locale) });

/** Active flag: 1 active, anything else non active (spec §4). */
export function formatActive(value: unknown, locale?: string): string {
  return word(Number(value) === 1 || value === 'active' ? 'active' : 'nonActive', locale);
}

/** Allow flag: 'y' allowed, anything else not allowed (spec §4); a boolean column's true is a 'y'. */
export function formatAllow(value: unknown, locale?: string): string {
  return word(String(value).toLowerCase() === 'y' || value === true || value === 1 ? 'allowed' : 'notAllowed', locale);
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

const DURATION_UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * A span of seconds as a person reads it, in its two largest units: 45 dtk, 2 j 15 mnt,
 * 3 hr 4 j (45 s, 2 h 15 min, 3 d 4 h); a span before zero keeps its sign.
 */
export function formatDuration(value: unknown, locale?: string): string {
  const seconds = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Math.round(Number(value)) : Number.NaN;
  if (!Number.isFinite(seconds)) return '';
  let rest = Math.abs(seconds);
  const parts: string[] = [];
  for (const [unit, size] of DURATION_UNITS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 && parts.length < 2) parts.push(i18next.t(`data-screen:duration.${unit}`, { count, lng: currentLocale(locale) }));
    else if (parts.length > 0) break;
  }
  const text = parts.length > 0 ? parts.join(' ') : i18next.t('data-screen:duration.second', { count: 0, lng: currentLocale(locale) });
  return seconds < 0 ? `-${text}` : text;
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

/** Formats a value by a format name, as a '|format' suffix on an option label asks (spec §3). */
export function formatByName(value: unknown, format: string | undefined, locale?: string): string {
  switch (format) {
    case 'date':
    case 'datetime':
    case 'time':
    case 'year':
    case 'month':
    case 'week':
      return formatShownDate(value, format, locale);
    case 'datetime-long':
    case 'timestamp':
      return formatLongDateTime(value, locale);
    case 'money':
      return formatMoney(value);
    case 'number':
      return formatNumber(value);
    case 'integer':
      return formatInteger(value, locale);
    case 'decimal':
      return formatDecimal(value, locale);
    case 'coordinate':
      return formatDecimal(value, locale, COORDINATE_DECIMALS);
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
    case 'duration':
      return formatDuration(value, locale);
    case 'upper':
      return String(value ?? '').toUpperCase();
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}
