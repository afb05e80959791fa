import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { RequestAuth } from '../http/types.ts';
import type { Locale } from '../i18n/messages.ts';
import { ruleMessage } from './messages.ts';
import { insideOpenPeriod } from './period.ts';
import type { RuleLookups } from './batch-lookups.ts';
import { referableRows } from './referable-rows.ts';
import { type Rule, parseRules, ruleRegExp } from './rules.ts';

export interface FieldToValidate {
  name: string;
  /** The label in the request's language, used as {field} in messages. */
  label: string;
  rules?: string;
}

export interface ValidationContext {
  db: Database;
  locale: Locale;
  /** The record being updated, ignored by `unique`. */
  recordId?: number | string;
  /** Who is saving: `exists` then accepts only the rows their scope reaches. */
  auth?: RequestAuth | null;
  /** Answers `unique` and `exists` from rows read for many records at once (an import). */
  lookups?: RuleLookups;
}

export type FieldErrors = Record<string, string[]>;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'];

const extension = (value: string) => /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(value)?.[1]?.toLowerCase() ?? '';

function isValidDate(value: string): boolean {
  if (!DATE.test(value) && !DATETIME.test(value)) return false;
  const date = new Date(DATE.test(value) ? `${value}T00:00:00Z` : value.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return false;
  return !DATE.test(value) || date.toISOString().startsWith(value);
}

const isNumeric = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()));

/** Checks that need no database; answers the failing rule's message parameters, or undefined when it passes. */
function checkSync(rule: Rule, value: unknown, numericField: boolean): Record<string, string | number> | undefined {
  const text = typeof value === 'string' ? value : String(value);
  const measure = numericField && isNumeric(value) ? Number(value) : Array.isArray(value) ? value.length : text.length;
  const [a = '', b = ''] = rule.args;
  switch (rule.name) {
    case 'email':
      return EMAIL.test(text) ? undefined : {};
    case 'numeric':
      return isNumeric(value) ? undefined : {};
    case 'integer':
      return /^-?\d+$/.test(text.trim()) ? undefined : {};
    case 'double':
      return isNumeric(value) ? undefined : {};
    case 'min':
      return measure >= Number(a) ? undefined : { min: a };
    case 'max':
      return measure <= Number(a) ? undefined : { max: a };
    case 'min_value':
      return isNumeric(value) && Number(value) >= Number(a) ? undefined : { min: a };
    case 'max_value':
      return isNumeric(value) && Number(value) <= Number(a) ? undefined : { max: a };
    case 'between':
      return measure >= Number(a) && measure <= Number(b) ? undefined : { min: a, max: b };
    case 'digits':
      return /^\d+$/.test(text) && text.length === Number(a) ? undefined : { length: a };
    case 'length':
      return text.length === Number(a) ? undefined : { length: a };
    case 'alpha':
      return /^\p{L}+$/u.test(text) ? undefined : {};
    case 'alpha_num':
      return /^[\p{L}\p{N}]+$/u.test(text) ? undefined : {};
    case 'alpha_dash':
      return /^[\p{L}\p{N}_-]+$/u.test(text) ? undefined : {};
    case 'alpha_spaces':
      return /^[\p{L}\s]+$/u.test(text) ? undefined : {};
    case 'regex':
      return ruleRegExp(a).test(text) ? undefined : {};
    case 'in':
    case 'oneOf':
      return rule.args.includes(text) ? undefined : {};
    case 'not_in':
    case 'excluded':
      return rule.args.includes(text) ? {} : undefined;
    case 'date':
      return isValidDate(text) ? undefined : {};
    case 'url':
      return /^https?:\/\/[^\s]+$/i.test(text) ? undefined : {};
    case 'boolean':
      return [true, false, 0, 1, '0', '1', 'y', 'n', 'true', 'false'].includes(value as never) ? undefined : {};
    case 'array':
      return Array.isArray(value) ? undefined : {};
    case 'ext':
    case 'mimes':
      return rule.args.includes(extension(text)) ? undefined : {};
    case 'image':
      return IMAGE_EXTENSIONS.includes(extension(text)) ? undefined : {};
    case 'lock-periode':
      return insideOpenPeriod(text) ? undefined : {};
    default:
      return undefined;
  }
}

async function checkDatabase(rule: Rule, value: unknown, field: string, context: ValidationContext): Promise<boolean> {
  const [table = '', column = field] = rule.args;
  if (!IDENTIFIER.test(table) || !IDENTIFIER.test(column)) throw new Error(`rule ${rule.name}:${rule.args.join(',')} names an invalid table or column`);
  if (rule.name === 'exists') {
    const values = Array.isArray(value) ? value.map((item) => (typeof item === 'object' && item ? (item as { id: unknown }).id : item)) : [value];
    if (context.lookups) return context.lookups.passes('exists', table, column, values.map(String));
    const ref = sql.ref(`${table}.${column}`);
    const row = await referableRows(context.db, table, context.auth)
      .select(sql<number>`count(distinct ${ref})::int`.as('n'))
      .where(sql<boolean>`${ref}::text in (${sql.join(values.map((v) => String(v)))})`)
      .executeTakeFirstOrThrow();
    return Number(row.n) === new Set(values.map(String)).size;
  }
  if (context.lookups) return context.lookups.passes('unique', table, column, [String(value)], context.recordId);
  const sameRecord = context.recordId === undefined ? sql`false` : sql`id::text = ${String(context.recordId)}`;
  const rows = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where lower(${sql.ref(column)}::text) = lower(${String(value)}) and not (${sameRecord})`.execute(context.db);
  return rows.rows[0]!.n === 0;
}

/**
 * Validates `values` against each field's rules (spec §5's stock rules, Laravel semantics):
 * an empty value only fails 'required'/'required_if'; min/max measure numbers for
 * numeric fields and length otherwise. Answers the messages per field, empty when valid.
 */
export async function validateFields(
  fields: readonly FieldToValidate[],
  values: Record<string, unknown>,
  context: ValidationContext,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const rules = parseRules(field.rules);
    const value = values[field.name];
    const fail = (rule: string, params: Record<string, string | number> = {}) =>
      (errors[field.name] ??= []).push(ruleMessage(context.locale, rule, { field: field.label, ...params }));

    if (isEmpty(value)) {
      if (rules.some((rule) => rule.name === 'required')) fail('required');
      const requiredIf = rules.find((rule) => rule.name === 'required_if');
      if (requiredIf) {
        const [other = '', ...expected] = requiredIf.args;
        if (expected.includes(String(values[other] ?? ''))) fail('required_if', { other, value: expected.join(', ') });
      }
      continue;
    }
    const numericField = rules.some((rule) => ['numeric', 'integer', 'double'].includes(rule.name));
    for (const rule of rules) {
      if (rule.name === 'confirmed') {
        if (values[`${field.name}_confirmation`] !== value) fail('confirmed');
        continue;
      }
      if (rule.name === 'unique' || rule.name === 'exists') {
        if (!(await checkDatabase(rule, value, field.name, context))) fail(rule.name);
        continue;
      }
      const result = checkSync(rule, value, numericField);
      if (result) {
        const numericVariant = numericField && ['min', 'max', 'between'].includes(rule.name) ? `${rule.name}_numeric` : rule.name;
        fail(numericVariant, result);
      }
    }
  }
  return errors;
}
