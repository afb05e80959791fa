/**
 * A small serializer from plain data to a readable TypeScript expression:
 * unquoted identifier keys, single-quoted strings, 2-space indent, trailing
 * commas, and a fixed key order so the same data always gives the same bytes.
 */

/** Keys in the order a reader expects them (module, view, field, option); others follow alphabetically. */
const KEY_ORDER = [
  'name', 'module', 'title', 'getter', 'setter', 'custom_api', 'model_api', 'pk_field', 'filter_api', 'parent_key', 'permission',
  'sort_by', 'sort', 'views',
  'id', 'en', 'data', 'value', 'label', 'code', 'placeholder', 'hint',
  'list', 'detail', 'create', 'read', 'update', 'delete', 'filter',
  'show', 'view_data', 'type', 'format', 'sortable', 'options', 'validation', 'option', 'list_pointer',
  'statistic', 'items', 'export', 'import', 'hideCreate', 'hideDetail', 'hideUpdate', 'hideDelete',
  'fields',
];
const RANK = new Map(KEY_ORDER.map((key, index) => [key, index]));

/** Longest line (indent included) an object or array stays on one line within. */
const PRINT_WIDTH = 110;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Compares keys by the reading order above, then by code point (never by locale). */
export function compareKeys(a: string, b: string): number {
  const rankA = RANK.get(a) ?? KEY_ORDER.length;
  const rankB = RANK.get(b) ?? KEY_ORDER.length;
  if (rankA !== rankB) return rankA - rankB;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A single-quoted TypeScript string literal. */
export function quoteString(value: string): string {
  let out = "'";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === '\\') out += '\\\\';
    else if (char === "'") out += "\\'";
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += char;
  }
  return `${out}'`;
}

/** An object key: bare when it is an identifier, quoted otherwise. */
export function propertyKey(key: string): string {
  return IDENTIFIER.test(key) ? key : quoteString(key);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalar(value: unknown, path: string): string {
  if (typeof value === 'string') return quoteString(value);
  if (typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`serialize: ${path} is ${value}, which has no literal`);
    return Object.is(value, -0) ? '0' : String(value);
  }
  throw new Error(`serialize: ${path} is a ${typeof value}; only plain data can be emitted`);
}

function entriesOf(value: Record<string, unknown>): [string, unknown][] {
  return Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => compareKeys(a, b));
}

/** The one-line form, or undefined when it would not fit in `room` characters. */
function inline(value: unknown, path: string, room: number): string | undefined {
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (const [index, item] of value.entries()) {
      const part = inline(item, `${path}[${index}]`, room);
      if (part === undefined) return undefined;
      parts.push(part);
    }
    const text = `[${parts.join(', ')}]`;
    return text.length <= room ? text : undefined;
  }
  if (isPlainObject(value)) {
    const entries = entriesOf(value);
    if (entries.length === 0) return '{}';
    const parts: string[] = [];
    for (const [key, item] of entries) {
      const part = inline(item, `${path}.${key}`, room);
      if (part === undefined) return undefined;
      parts.push(`${propertyKey(key)}: ${part}`);
    }
    const text = `{ ${parts.join(', ')} }`;
    return text.length <= room ? text : undefined;
  }
  return scalar(value, path);
}

function expression(value: unknown, path: string, indent: number, prefixLength: number): string {
  const fits = inline(value, path, PRINT_WIDTH - indent - prefixLength - 1);
  if (fits !== undefined) return fits;
  const pad = ' '.repeat(indent + 2);
  const close = ' '.repeat(indent);
  if (Array.isArray(value)) {
    const lines = value.map((item, index) => `${pad}${expression(item, `${path}[${index}]`, indent + 2, 0)},`);
    return `[\n${lines.join('\n')}\n${close}]`;
  }
  const lines = entriesOf(value as Record<string, unknown>).map(([key, item]) => {
    const head = `${propertyKey(key)}: `;
    return `${pad}${head}${expression(item, `${path}.${key}`, indent + 2, head.length)},`;
  });
  return `{\n${lines.join('\n')}\n${close}}`;
}

/**
 * Serializes plain data (objects, arrays, strings, finite numbers, booleans,
 * null; undefined properties are left out) as a TypeScript expression that
 * starts at column `indent`.
 */
export function serialize(value: unknown, indent = 0): string {
  return expression(value, 'value', indent, 0);
}
