import { i18next } from '../i18n';
import { parseRules } from './parse-rules';
import { checkPresence, isEmpty, PRESENCE_RULES, RULES, type RuleContext } from './rules';

/** What a validation call needs to know about the field. */
export interface ValidateOptions {
  /** The field's label in the current language: the {field} of every message. */
  label: string;
  /** The field's form name; defaults to ''. */
  name?: string;
  /** All form values; defaults to {}. */
  values?: Record<string, unknown>;
  /** The field is a number (number/money input); numeric/integer/double rules also imply it. */
  numeric?: boolean;
  /** Message language; defaults to the current one. */
  locale?: string;
  /** The clock for the period and day locks; defaults to now. */
  now?: Date;
}

const NUMERIC_RULES = new Set(['numeric', 'integer', 'double']);

/**
 * Checks a value against a rule set (pipe-joined or a list, spec §5) and answers the
 * first failing rule's message with the field's label as {field}, or undefined.
 * Rules the client cannot check (unique:, exists:) and unknown ones are skipped.
 */
export function validateValue(value: unknown, rules: string | readonly string[] | undefined | null, options: ValidateOptions): string | undefined {
  const parsed = parseRules(rules);
  const ctx: RuleContext = {
    name: options.name ?? '',
    values: options.values ?? {},
    numeric: options.numeric === true || parsed.some((rule) => NUMERIC_RULES.has(rule.name)),
    now: options.now ?? new Date(),
  };
  const empty = isEmpty(value);
  for (const rule of parsed) {
    let verdict;
    if (PRESENCE_RULES.has(rule.name)) verdict = checkPresence(rule.name, value, rule.params, ctx);
    else if (empty) continue;
    else verdict = RULES[rule.name]?.(value, rule.params, ctx) ?? true;
    if (verdict !== true) {
      return i18next.t(`validation:${verdict.key}`, { ...verdict.params, field: options.label, lng: options.locale ?? i18next.language });
    }
  }
  return undefined;
}
