import { inDayWindow, inOpenPeriod } from './period-lock';

/** What a rule may look at besides the value. */
export interface RuleContext {
  /** The field's form name (for confirmed's default target). */
  name: string;
  /** All form values (confirmed, required_if). */
  values: Record<string, unknown>;
  /** Laravel semantics: min/max/between measure the number, not the length. */
  numeric: boolean;
  now: Date;
}

/** A rule's verdict: pass, or fail with the message key and its parameters. */
export type RuleVerdict = true | { key: string; params?: Record<string, unknown> };

type Rule = (value: unknown, params: string[], ctx: RuleContext) => RuleVerdict;

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'];

/** Empty as spec §5's required means it: nothing, blank text, or an empty list. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const files = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

function fileName(value: unknown): string {
  if (isFile(value)) return value.name;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return String(record.filename ?? record.name ?? record.url ?? '');
  }
  return '';
}

const extension = (value: unknown) => /\.([a-z0-9]+)(?:\?.*)?$/i.exec(fileName(value))?.[1]?.toLowerCase() ?? '';

function mimeMatches(value: unknown, accepted: string[]): boolean {
  const type = isFile(value) ? value.type : '';
  const ext = extension(value);
  return accepted.some((item) => {
    const wanted = item.trim().toLowerCase();
    if (!wanted.includes('/')) return wanted === ext;
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

const isNumeric = (value: unknown) => /^-?\d+(\.\d+)?$/.test(String(value).trim());

/** The size Laravel measures: the number, a list's count, or a text's length. */
function measure(value: unknown, numeric: boolean): number {
  if (Array.isArray(value)) return value.length;
  if (numeric && isNumeric(value)) return Number(value);
  return String(value).length;
}

function toRegExp(pattern: string): RegExp {
  const match = /^\/(.*)\/([gimsuy]*)$/s.exec(pattern.trim());
  return match ? new RegExp(match[1] ?? '', (match[2] ?? '').replace('g', '')) : new RegExp(pattern);
}

const fail = (key: string, params?: Record<string, unknown>): RuleVerdict => ({ key, params });

/** The stock rules of spec §5, plus the period and day locks. */
export const RULES: Record<string, Rule> = {
  alpha: (v) => /^[\p{L}]*$/u.test(String(v)) || fail('alpha'),
  alpha_num: (v) => /^[\p{L}\p{N}]*$/u.test(String(v)) || fail('alpha_num'),
  alpha_dash: (v) => /^[\p{L}\p{N}_-]*$/u.test(String(v)) || fail('alpha_dash'),
  alpha_spaces: (v) => /^[\p{L}\s]*$/u.test(String(v)) || fail('alpha_spaces'),
  between: (v, [min = '0', max = '0'], ctx) => {
    const size = measure(v, ctx.numeric);
    return (size >= Number(min) && size <= Number(max)) || fail('between', { min, max });
  },
  confirmed: (v, [target], ctx) => {
    const other = target ?? `${ctx.name}_confirmation`;
    return v === ctx.values[other] || fail('confirmed', { target: other });
  },
  digits: (v, [length = '0']) => (/^\d+$/.test(String(v)) && String(v).length === Number(length)) || fail('digits', { length }),
  dimensions: (v, params) => {
    const wanted = Object.fromEntries(params.map((p, i) => (p.includes('=') ? p.split('=') : [i === 0 ? 'width' : 'height', p])));
    const actual = v && typeof v === 'object' ? (v as { width?: number; height?: number }) : {};
    // Only values that carry their pixel size (an upload result, a loaded image) can be checked here.
    if (actual.width === undefined || actual.height === undefined) return true;
    const ok = Number(actual.width) === Number(wanted.width) && Number(actual.height) === Number(wanted.height);
    return ok || fail('dimensions', { width: wanted.width, height: wanted.height });
  },
  email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(v).trim()) || fail('email'),
  excluded: (v, params) => !files(v).some((item) => params.includes(String(item))) || fail('excluded'),
  ext: (v, params) => files(v).every((item) => params.map((p) => p.toLowerCase()).includes(extension(item))) || fail('ext'),
  image: (v) =>
    files(v).every((item) => (isFile(item) && item.type.startsWith('image/')) || IMAGE_EXTENSIONS.includes(extension(item))) || fail('image'),
  integer: (v) => /^-?\d+$/.test(String(v).trim()) || fail('integer'),
  length: (v, [length = '0']) => (Array.isArray(v) ? v.length : String(v).length) === Number(length) || fail('length', { length }),
  max_value: (v, [max = '0']) => (isNumeric(v) && Number(v) <= Number(max)) || fail('max_value', { max }),
  max: (v, [max = '0'], ctx) =>
    measure(v, ctx.numeric) <= Number(max) || (ctx.numeric ? fail('max_value', { max }) : fail('max', { length: max })),
  mimes: (v, params) => files(v).every((item) => mimeMatches(item, params)) || fail('mimes'),
  min_value: (v, [min = '0']) => (isNumeric(v) && Number(v) >= Number(min)) || fail('min_value', { min }),
  min: (v, [min = '0'], ctx) =>
    measure(v, ctx.numeric) >= Number(min) || (ctx.numeric ? fail('min_value', { min }) : fail('min', { length: min })),
  numeric: (v) => isNumeric(v) || fail('numeric'),
  oneOf: (v, params) => files(v).every((item) => params.includes(String(item))) || fail('oneOf'),
  regex: (v, [pattern = '']) => toRegExp(pattern).test(String(v)) || fail('regex'),
  size: (v, [kb = '0']) => files(v).every((item) => !isFile(item) || item.size <= Number(kb) * 1024) || fail('size', { size: kb }),
  double: (v, [decimals]) => {
    const pattern = decimals ? new RegExp(`^-?\\d+(\\.\\d{1,${Number(decimals)}})?$`) : /^-?\d+(\.\d+)?$/;
    return pattern.test(String(v).trim()) || fail('double');
  },
  'lock-periode': (v, _p, ctx) => inOpenPeriod(v, ctx.now) || fail('lock_periode'),
  'lock-day': (v, _p, ctx) => inDayWindow(v, ctx.now) || fail('lock_day'),
};

/** Rules that run on empty values too; every other rule passes an empty value. */
export const PRESENCE_RULES = new Set(['required', 'required_if']);

/** required and required_if: the rules that judge emptiness. */
export function checkPresence(name: string, value: unknown, params: string[], ctx: RuleContext): RuleVerdict {
  if (name === 'required') return !isEmpty(value) || fail('required');
  const [other = '', ...wanted] = params;
  const otherValue = ctx.values[other];
  const applies = wanted.length === 0 ? !isEmpty(otherValue) : wanted.includes(String(otherValue));
  return !applies || !isEmpty(value) || fail('required_if');
}
