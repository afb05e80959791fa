import { sql } from 'kysely';
import {
  KNOWN_RULES,
  type Rule,
  type RuleContext,
  type RuleFailure,
  checkRule,
  isEmpty,
  isServerRule,
  parseRules,
  ruleContext,
  ruleMessage,
} from '../../common/validation/index.ts';
import type { Database } from '../db/database.ts';
import type { RequestAuth } from '../http/types.ts';
import type { Locale } from '../i18n/messages.ts';
import type { DatabaseQuestion, RuleLookups } from './batch-lookups.ts';
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

/** A rule set read once: its rules, those that judge an empty value, and whether it types the value as a number. */
interface CompiledRules {
  all: readonly Rule[];
  /** required and required_if (and an unknown rule, which throws): every other rule passes an empty value. */
  whenEmpty: readonly Rule[];
  numeric: boolean;
}

const compiled = new Map<string, CompiledRules>();

/** A rule set compiled once: the rule texts are the declarations', few and fixed, and an import checks each on every row. */
function compile(text: string | undefined): CompiledRules {
  const key = text ?? '';
  let rules = compiled.get(key);
  if (!rules) {
    const all = parseRules(text);
    const whenEmpty = all.filter((rule) => rule.name === 'required' || rule.name === 'required_if' || !KNOWN_RULES.has(rule.name));
    compiled.set(key, (rules = { all, whenEmpty, numeric: ruleContext(all).numeric }));
  }
  return rules;
}

/** What a `unique` or `exists` rule asks of the database about a field's (non-empty) value. */
function questionOf(rule: Rule, value: unknown, field: string): DatabaseQuestion {
  const [table = '', column = field] = rule.params;
  if (!IDENTIFIER.test(table) || !IDENTIFIER.test(column)) throw new Error(`rule ${rule.name}:${rule.params.join(',')} names an invalid table or column`);
  if (rule.name === 'unique') return { rule: 'unique', table, column, values: [String(value)] };
  const values = Array.isArray(value) ? value.map((item) => (typeof item === 'object' && item ? (item as { id: unknown }).id : item)) : [value];
  return { rule: 'exists', table, column, values: values.map(String) };
}

/** The shared engine's server-only rules: `exists` and `unique` against the database (or an import's lookups). */
async function checkDatabase(rule: Rule, value: unknown, field: string, context: ValidationContext): Promise<boolean> {
  const question = questionOf(rule, value, field);
  if (context.lookups) return context.lookups.passes(question, context.recordId);
  const { table, column, values } = question;
  if (question.rule === 'exists') {
    const ref = sql.ref(`${table}.${column}`);
    const row = await referableRows(context.db, table, context.auth)
      .select(sql<number>`count(distinct ${ref})::int`.as('n'))
      .where(sql<boolean>`${ref}::text in (${sql.join(values)})`)
      .executeTakeFirstOrThrow();
    return Number(row.n) === new Set(values).size;
  }
  const sameRecord = context.recordId === undefined ? sql`false` : sql`id::text = ${String(context.recordId)}`;
  const rows = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where lower(${sql.ref(column)}::text) = lower(${values[0]}) and not (${sameRecord})`.execute(context.db);
  return rows.rows[0]!.n === 0;
}

/**
 * What the `unique` and `exists` rules of `fields` will ask about `values`, checking nothing:
 * an import's first pass gathers every row's questions so that one query a rule and column answers them.
 */
export function databaseQuestions(fields: readonly FieldToValidate[], values: Record<string, unknown>): DatabaseQuestion[] {
  const questions: DatabaseQuestion[] = [];
  for (const field of fields) {
    const value = values[field.name];
    if (isEmpty(value)) continue;
    for (const rule of compile(field.rules).all) if (isServerRule(rule.name)) questions.push(questionOf(rule, value, field.name));
  }
  return questions;
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
  const now = new Date();
  for (const field of fields) {
    const { all, whenEmpty, numeric } = compile(field.rules);
    const value = values[field.name];
    const rules = isEmpty(value) ? whenEmpty : all;
    if (rules.length === 0) continue;
    const ruleCtx: RuleContext = { name: field.name, values, numeric, now };
    for (const rule of rules) {
      // Only a non-empty value gets here with a server rule.
      const failure: RuleFailure | undefined = isServerRule(rule.name)
        ? (await checkDatabase(rule, value, field.name, context))
          ? undefined
          : { key: rule.name }
        : checkRule(rule, value, ruleCtx);
      if (failure) (errors[field.name] ??= []).push(ruleMessage(context.locale, failure, field.label));
    }
  }
  return errors;
}
