import { checkRule, parseRules, ruleContext, ruleMessage } from '../../../common/validation/index.ts';
import { i18next } from '../i18n';

/** What a validation call needs to know about the field. */
export interface ValidateOptions {
  /** The field's label in the current language: the {{field}} of every message. */
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

/**
 * Checks a value against a rule set (pipe-joined or a list, spec §5) with the engine the
 * server runs too, and answers the first failing rule's message with the field's label as
 * {{field}}, or undefined. unique and exists need the database: the server checks them.
 */
export function validateValue(value: unknown, rules: string | readonly string[] | undefined | null, options: ValidateOptions): string | undefined {
  const parsed = parseRules(rules);
  const ctx = ruleContext(parsed, options);
  for (const rule of parsed) {
    const failure = checkRule(rule, value, ctx);
    if (failure) return ruleMessage(options.locale ?? i18next.language, failure, options.label);
  }
  return undefined;
}
