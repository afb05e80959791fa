import { sql } from 'kysely';
import { type Rule, type RuleFailure, checkRule, isEmpty, isServerRule, parseRules, ruleContext, ruleMessage } from '../../common/validation/index.ts';
import type { Database } from '../db/database.ts';
import type { RequestAuth } from '../http/types.ts';
import type { Locale } from '../i18n/messages.ts';
import type { RuleLookups } from './batch-lookups.ts';
import { referableRows } from './referable-rows.ts';

export interface FieldToValidate {
  name: string;
  /** The label in the request's language, used as {{field}} in messages. */
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

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The shared engine's server-only rules: `exists` and `unique` against the database (or an import's lookups). */
async function checkDatabase(rule: Rule, value: unknown, field: string, context: ValidationContext): Promise<boolean> {
  const [table = '', column = field] = rule.params;
  if (!IDENTIFIER.test(table) || !IDENTIFIER.test(column)) throw new Error(`rule ${rule.name}:${rule.params.join(',')} names an invalid table or column`);
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
 * Validates `values` against each field's rules with the engine the forms use
 * (common/validation), plus `unique` and `exists` against the database. Answers every
 * failing rule's message per field, empty when valid.
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
    const ruleCtx = ruleContext(rules, { name: field.name, values });
    for (const rule of rules) {
      let failure: RuleFailure | undefined;
      if (isServerRule(rule.name)) {
        const passes = isEmpty(value) || (await checkDatabase(rule, value, field.name, context));
        failure = passes ? undefined : { key: rule.name };
      } else {
        failure = checkRule(rule, value, ruleCtx);
      }
      if (failure) (errors[field.name] ??= []).push(ruleMessage(context.locale, failure, field.label));
    }
  }
  return errors;
}
