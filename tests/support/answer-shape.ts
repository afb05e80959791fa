import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shape of a JSON answer: every path it holds ('data[].department.id') with the JSON types
 * found there; 'absent' when some items of an array lack the key, 'nothing' under an empty
 * array. Values are left out, so two answers with the same fields and types share a shape.
 */
export type AnswerShape = Record<string, string>;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function add(into: Map<string, Set<string>>, path: string, type: string): void {
  const types = into.get(path) ?? new Set<string>();
  into.set(path, types);
  types.add(type);
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function collect(value: unknown, path: string, into: Map<string, Set<string>>): void {
  add(into, path, typeOf(value));
  if (Array.isArray(value)) {
    if (value.length === 0) add(into, `${path}[]`, 'nothing');
    const keys = new Set(value.flatMap((item) => (isRecord(item) ? Object.keys(item) : [])));
    for (const item of value) {
      collect(item, `${path}[]`, into);
      if (isRecord(item)) for (const key of keys) if (!(key in item)) add(into, `${path}[].${key}`, 'absent');
    }
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) collect(item, path ? `${path}.${key}` : key, into);
  }
}

/** The answer's paths in order, each with its types joined by '|'. */
export function answerShape(value: unknown): AnswerShape {
  const paths = new Map<string, Set<string>>();
  collect(value, '', paths);
  return Object.fromEntries([...paths].sort(([a], [b]) => a.localeCompare(b)).map(([path, types]) => [path || '.', [...types].sort().join('|')]));
}

/** The types a path holds besides null and 'nothing': what a value there is when there is one. */
const valueTypes = (types: string | undefined) => (types ?? '').split('|').filter((type) => !['null', 'nothing', 'absent', ''].includes(type));

/** The nearest path above `path` (a key or an array's items) that `shape` holds. */
function nearestHeld(shape: AnswerShape, path: string): string | undefined {
  for (let cut = path.length; cut > 0; cut -= 1) {
    const parent = path.slice(0, cut);
    if ((path[cut] === '.' || path[cut] === '[') && parent in shape) return parent;
  }
  return undefined;
}

/**
 * Where two shapes of one call differ in what the data cannot explain. The demo data depends
 * on the day it was seeded (today's check-outs, hashed dates), so a value null in one run may
 * be set in another, and an array empty: a path that holds only null (or nothing) on one side
 * matches any type on the other, and so does every path below it.
 */
export function shapeDifferences(expected: AnswerShape, actual: AnswerShape): string[] {
  const differences: string[] = [];
  const onlyNull = (shape: AnswerShape, path: string | undefined) => path !== undefined && valueTypes(shape[path]).length === 0;
  for (const path of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const [want, got] = [expected[path], actual[path]];
    if (want === got) continue;
    if (want === undefined) {
      if (!onlyNull(expected, nearestHeld(expected, path))) differences.push(`+ ${path}: ${got}`);
    } else if (got === undefined) {
      if (!onlyNull(actual, nearestHeld(actual, path))) differences.push(`- ${path}: ${want}`);
    } else {
      const [a, b] = [valueTypes(want), valueTypes(got)];
      const absent = want.includes('absent') !== got.includes('absent');
      if (absent || (a.length > 0 && b.length > 0 && a.join('|') !== b.join('|'))) differences.push(`~ ${path}: ${want} → ${got}`);
    }
  }
  return differences;
}

/**
 * Compares each call's shape with the one kept in `file`; writes the file when it is missing or
 * when UPDATE_ANSWER_SHAPES=1 (after a change to an answer that is meant). Answers the calls
 * whose shape differs, with their differences.
 */
export function differencesFromKept(shapes: Record<string, AnswerShape>, file: string): string[] {
  if (!existsSync(file) || process.env.UPDATE_ANSWER_SHAPES === '1') {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(shapes, null, 2)}\n`);
    return [];
  }
  const kept = JSON.parse(readFileSync(file, 'utf8')) as Record<string, AnswerShape>;
  const differences: string[] = [];
  for (const call of new Set([...Object.keys(kept), ...Object.keys(shapes)])) {
    if (!kept[call] || !shapes[call]) {
      differences.push(`${call}: ${kept[call] ? 'no longer called' : 'not kept yet'}`);
      continue;
    }
    const found = shapeDifferences(kept[call], shapes[call]);
    if (found.length > 0) differences.push(`${call}:\n  ${found.join('\n  ')}`);
  }
  return differences;
}
