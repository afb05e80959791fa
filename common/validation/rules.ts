import { extension, isFileLike, isImage, items, typeMatches } from './files.ts';
import type { MessageKey, RuleFailure } from './messages.ts';
import { type Rule, parseRules, ruleRegExp } from './parse.ts';
import { inDayWindow, inOpenPeriod } from './period.ts';

/** What a rule may look at besides the value. */
export interface RuleContext {
  /** The field's name: `confirmed` compares it with `{name}_confirmation` by default. */
  name: string;
  /** Every value of the form or request body (confirmed, required_if). */
  values: Record<string, unknown>;
  /** min, max and between measure the number, not the length (Laravel): a number field. */
  numeric: boolean;
  /** The clock of the period and day locks. */
  now: Date;
}

type Check = (value: unknown, params: readonly string[], ctx: RuleContext) => RuleFailure | undefined;

/** Empty as spec §5's required means it: nothing, false, blank text, or an empty list. */
/**
 * A value as the text the rules read. A JSON object may carry a `toString` that is not a function,
 * on which String() throws: such a value reads as its JSON, which fails every text rule.
 */
function text(value: unknown): string {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value);
  }
}

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const failUnless = (passes: boolean, key: MessageKey, params?: Record<string, string>): RuleFailure | undefined =>
  passes ? undefined : { key, params };

const isNumeric = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()));

/** The size Laravel measures: a list's count, a number field's number, or a text's length. */
function measure(value: unknown, numeric: boolean): number {
  if (Array.isArray(value)) return value.length;
  if (numeric && isNumeric(value)) return Number(value);
  return text(value).length;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A real calendar date (YYYY-MM-DD) or date and time. */
function isDate(value: string): boolean {
  if (!DATE.test(value) && !DATETIME.test(value)) return false;
  const date = new Date(DATE.test(value) ? `${value}T00:00:00Z` : value.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return false;
  return !DATE.test(value) || date.toISOString().startsWith(value);
}

const BOOLEANS: readonly unknown[] = [true, false, 0, 1, '0', '1', 'y', 'n', 'true', 'false'];

const oneOf: Check = (v, params) => failUnless(items(v).every((item) => params.includes(text(item))), 'oneOf');
const excluded: Check = (v, params) => failUnless(!items(v).some((item) => params.includes(text(item))), 'excluded');

function dimensions(v: unknown, params: readonly string[]): RuleFailure | undefined {
  const wanted = Object.fromEntries(params.map((p, i) => (p.includes('=') ? p.split('=') : [i === 0 ? 'width' : 'height', p])));
  const actual = v && typeof v === 'object' ? (v as { width?: number; height?: number }) : {};
  // Only values that carry their pixel size (an upload result, a loaded image) can be checked.
  if (actual.width === undefined || actual.height === undefined) return undefined;
  const ok = Number(actual.width) === Number(wanted.width) && Number(actual.height) === Number(wanted.height);
  return failUnless(ok, 'dimensions', { width: String(wanted.width), height: String(wanted.height) });
}

/** Spec §5's stock rules, the period and day locks, and the Laravel rules the server declarations use; each sees only non-empty values. */
const CHECKS: Partial<Record<string, Check>> = {
  alpha: (v) => failUnless(/^\p{L}+$/u.test(text(v)), 'alpha'),
  alpha_num: (v) => failUnless(/^[\p{L}\p{N}]+$/u.test(text(v)), 'alpha_num'),
  alpha_dash: (v) => failUnless(/^[\p{L}\p{N}_-]+$/u.test(text(v)), 'alpha_dash'),
  alpha_spaces: (v) => failUnless(/^[\p{L}\s]+$/u.test(text(v)), 'alpha_spaces'),
  array: (v) => failUnless(Array.isArray(v), 'array'),
  between: (v, [min = '0', max = '0'], ctx) => {
    const size = measure(v, ctx.numeric);
    return failUnless(size >= Number(min) && size <= Number(max), 'between', { min, max });
  },
  boolean: (v) => failUnless(BOOLEANS.includes(v), 'boolean'),
  confirmed: (v, [target], ctx) => {
    const other = target ?? `${ctx.name}_confirmation`;
    return failUnless(v === ctx.values[other], 'confirmed', { target: other });
  },
  date: (v) => failUnless(isDate(text(v)), 'date'),
  digits: (v, [length = '0']) => failUnless(/^\d+$/.test(text(v)) && text(v).length === Number(length), 'digits', { length }),
  dimensions,
  double: (v, [decimals]) => {
    const pattern = decimals ? new RegExp(`^-?\\d+(\\.\\d{1,${Number(decimals)}})?$`) : /^-?\d+(\.\d+)?$/;
    return failUnless(pattern.test(text(v).trim()), 'double');
  },
  email: (v) => failUnless(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(v).trim()), 'email'),
  excluded,
  ext: (v, params) => failUnless(items(v).every((item) => params.map((p) => p.toLowerCase()).includes(extension(item))), 'ext'),
  image: (v) => failUnless(items(v).every(isImage), 'image'),
  in: oneOf,
  integer: (v) => failUnless(/^-?\d+$/.test(text(v).trim()), 'integer'),
  length: (v, [length = '0']) => failUnless((Array.isArray(v) ? v.length : text(v).length) === Number(length), 'length', { length }),
  'lock-day': (v, _params, ctx) => failUnless(inDayWindow(v, ctx.now), 'lock_day'),
  'lock-periode': (v, _params, ctx) => failUnless(inOpenPeriod(v, ctx.now), 'lock_periode'),
  max: (v, [max = '0'], ctx) =>
    failUnless(measure(v, ctx.numeric) <= Number(max), ctx.numeric ? 'max_value' : 'max', ctx.numeric ? { max } : { length: max }),
  max_value: (v, [max = '0']) => failUnless(isNumeric(v) && Number(v) <= Number(max), 'max_value', { max }),
  mimes: (v, params) => failUnless(items(v).every((item) => typeMatches(item, params)), 'mimes'),
  min: (v, [min = '0'], ctx) =>
    failUnless(measure(v, ctx.numeric) >= Number(min), ctx.numeric ? 'min_value' : 'min', ctx.numeric ? { min } : { length: min }),
  min_value: (v, [min = '0']) => failUnless(isNumeric(v) && Number(v) >= Number(min), 'min_value', { min }),
  not_in: excluded,
  numeric: (v) => failUnless(isNumeric(v), 'numeric'),
  // Laravel's: a value is only allowed while another field holds one of the values named (one subject id per subject type).
  prohibited_unless: (_v, [other = '', ...wanted], ctx) => failUnless(wanted.includes(text(ctx.values[other])), 'prohibited_unless'),
  oneOf,
  regex: (v, [pattern = '']) => failUnless(ruleRegExp(pattern).test(text(v)), 'regex'),
  size: (v, [kb = '0']) => failUnless(items(v).every((item) => !isFileLike(item) || item.size <= Number(kb) * 1024), 'size', { size: kb }),
  url: (v) => failUnless(/^https?:\/\/\S+$/i.test(text(v)), 'url'),
};

/** Rules that need the database: the server checks them (server/validation/validate.ts); everywhere else they pass. */
export const SERVER_RULES = ['unique', 'exists'] as const;
export type ServerRule = (typeof SERVER_RULES)[number];

/** Rules that only say how Laravel types or skips a value; they check nothing. */
const TYPING_RULES = ['nullable', 'string', 'sometimes', 'exists_file'];

/** Every rule name a declaration or form config may use. */
export const KNOWN_RULES: ReadonlySet<string> = new Set([
  'required',
  'required_if',
  ...Object.keys(CHECKS),
  ...SERVER_RULES,
  ...TYPING_RULES,
]);

export const isServerRule = (name: string): name is ServerRule => (SERVER_RULES as readonly string[]).includes(name);

/** Throws, naming `where` and the rule, when a rule set holds a rule the engine does not know. */
export function assertKnownRules(rules: string | readonly string[] | undefined | null, where: string): void {
  const unknown = parseRules(rules).find((rule) => !KNOWN_RULES.has(rule.name));
  if (unknown) throw new Error(`${where}: unknown validation rule '${unknown.name}'`);
}

/** The context of a field's rules: numeric when the field is a number or its rules type it as one. */
export function ruleContext(rules: readonly Rule[], ctx: Partial<RuleContext> = {}): RuleContext {
  return {
    name: ctx.name ?? '',
    values: ctx.values ?? {},
    numeric: ctx.numeric === true || rules.some((rule) => ['numeric', 'integer', 'double'].includes(rule.name)),
    now: ctx.now ?? new Date(),
  };
}

/**
 * One rule's verdict on a value: undefined when it passes, else its failure. required and
 * required_if judge emptiness; every other rule passes an empty value, and the server
 * rules pass here. An unknown rule throws: declarations and codegen refuse them first.
 */
export function checkRule(rule: Rule, value: unknown, ctx: RuleContext): RuleFailure | undefined {
  if (rule.name === 'required') return failUnless(!isEmpty(value), 'required');
  if (rule.name === 'required_if') {
    const [other = '', ...wanted] = rule.params;
    const otherValue = ctx.values[other];
    const applies = wanted.length === 0 ? !isEmpty(otherValue) : wanted.includes(text(otherValue));
    return failUnless(!applies || !isEmpty(value), 'required_if');
  }
  if (!KNOWN_RULES.has(rule.name)) throw new Error(`unknown validation rule '${rule.name}'`);
  const check = CHECKS[rule.name];
  return check && !isEmpty(value) ? check(value, rule.params, ctx) : undefined;
}
