import { type Rule, checkRule, isServerRule, parseRules, ruleContext } from '../../common/validation/index.ts';
import { type Locale, translate } from '../i18n/messages.ts';
import type { FieldDeclaration } from '../models/types.ts';
import { CHECK, type CellValue, jakartaDate, jakartaDateTime } from './values.ts';

/** What an example cell may draw on besides the field: a related record's name, a stamp that keeps unique values apart, the clock. */
export interface ExampleContext {
  locale: Locale;
  /** The display name of a record the field may relate to, when the user can reach one. */
  relatedName?: string;
  /** Digits that make a unique example differ from every earlier template's. */
  stamp: string;
  now: Date;
}

/** Inputs whose value an import cannot make up: an upload, a secret, a map point. */
const NO_EXAMPLE_INPUTS = new Set(['file', 'file-multiple', 'password', 'hidden', 'map', 'select-multiple', 'lookup-checkbox']);

const NUMERIC_RULES = new Set(['numeric', 'integer', 'double']);

const param = (rules: readonly Rule[], name: string, index = 0): number | undefined => {
  const value = rules.find((rule) => rule.name === name)?.params[index];
  return value === undefined || value === '' ? undefined : Number(value);
};

/** A number inside the field's bounds: 1 when allowed, else the lower bound; this year for a range of years. */
function exampleNumber(rules: readonly Rule[], now: Date): number {
  const low = param(rules, 'between') ?? param(rules, 'min') ?? param(rules, 'min_value');
  const high = param(rules, 'between', 1) ?? param(rules, 'max') ?? param(rules, 'max_value');
  const year = now.getUTCFullYear();
  if (low !== undefined && low >= 1000 && (high === undefined || high >= year) && low <= year) return year;
  const wanted = Math.max(1, low ?? 1);
  return high !== undefined && wanted > high ? high : wanted;
}

/** Texts to try, most readable first; the first one the field's own rules accept is the example. */
function textCandidates(field: FieldDeclaration, rules: readonly Rule[], context: ExampleContext): string[] {
  const unique = rules.some((rule) => rule.name === 'unique');
  const word = translate(context.locale, 'template_example_text', { label: field.label[context.locale] });
  const tail = unique ? ` ${context.stamp}` : '';
  const max = param(rules, 'max');
  const fit = (text: string) => (max === undefined || text.length <= max ? text : `${text.slice(0, Math.max(1, max - tail.length)).trimEnd()}${tail}`.slice(0, max));
  const plain = word.replace(/[^\p{L}\p{N}]+/gu, '');
  const phone = '081234567890';
  return [
    ...(field.input === 'tel' ? [phone] : []),
    fit(`${word}${tail}`),
    fit(`${plain}${context.stamp}`),
    fit(`${plain.toLowerCase()}-${context.stamp}`),
    `3201${context.stamp.padStart(12, '0')}`,
    phone,
    'A',
  ];
}

/** Whether every rule that needs no database accepts `value`. */
function passes(rules: readonly Rule[], value: unknown, numeric: boolean): boolean {
  const ctx = ruleContext(rules, { numeric });
  return rules.every((rule) => isServerRule(rule.name) || rule.name === 'required_if' || checkRule(rule, value, ctx) === undefined);
}

/**
 * One example cell of a template's row for `field`, written as an export writes it (an option's
 * label, a related record's name, ✓ for yes), that the field's rules accept; null where none can be
 * made up (an upload, a relation with no record in reach, a pattern no candidate fits).
 */
export function exampleCell(field: FieldDeclaration, context: ExampleContext): CellValue {
  const rules = parseRules(field.rules);
  const { locale, now } = context;
  if (field.options?.length) return field.options[0]!.label[locale];
  if (field.relation) return context.relatedName ?? null;
  if (NO_EXAMPLE_INPUTS.has(field.input ?? '')) return null;
  if (rules.some((rule) => rule.name === 'boolean') || field.input === 'checkbox') return CHECK;
  if (field.input === 'date') return jakartaDate(now);
  if (field.input === 'datetime' || rules.some((rule) => rule.name === 'date')) return jakartaDateTime(now).slice(0, 16);
  if (field.input === 'time') return '08:00';
  if (field.input === 'color') return '#1E88E5';
  if (field.input === 'url' || rules.some((rule) => rule.name === 'url')) return 'https://example.com';
  if (field.input === 'email' || rules.some((rule) => rule.name === 'email')) return `${translate(locale, 'template_example_email')}.${context.stamp}@example.com`;
  const numeric = ['number', 'money', 'year'].includes(field.input ?? '') || rules.some((rule) => NUMERIC_RULES.has(rule.name));
  if (numeric) return exampleNumber(rules, now);
  return textCandidates(field, rules, context).find((text) => passes(rules, text, false)) ?? null;
}
