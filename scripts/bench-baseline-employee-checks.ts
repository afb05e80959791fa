// The checks of a worker's create and update in the bench:api baseline: the rules of
// server/models/employee.ts written out as a hand-written server would, in JavaScript. Unique
// and exists rules are left to the table's constraints, which answer the same refusal.
import type { Row } from './bench-baseline-employee-row.ts';

interface Rule {
  required?: boolean;
  max?: number;
  pattern?: RegExp;
  oneOf?: readonly unknown[];
  integer?: boolean;
  date?: boolean;
  between?: readonly [number, number];
}

const PHONE = /^\+?[0-9][0-9 ()-]{5,28}$/;

/** The worker's writable fields, in the model's order, with their rules. */
export const WORKER_RULES: Readonly<Record<string, Rule>> = {
  photo: { max: 500 },
  fullname: { required: true, max: 150 },
  nik: { required: true, max: 30, pattern: /^[A-Za-z0-9]{6,30}$/ },
  rfid: { max: 50 },
  phone: { max: 30, pattern: PHONE },
  emergency_contact: { max: 150 },
  birth_place: { max: 100 },
  birth_date: { date: true },
  gender: { oneOf: ['L', 'P'] },
  nationality: { max: 60 },
  address: { max: 1000 },
  blood_type_id: { integer: true },
  manpower_type_id: { integer: true },
  id_card_photo: { max: 500 },
  login_status: { required: true, oneOf: ['active', 'non_active'] },
  department_id: { required: true, integer: true },
  company_id: { integer: true },
  convalsal_id: { integer: true },
  active: { required: true, oneOf: [1, 0] },
};

/** The sub-records' columns and rules. */
export const CONTACT_RULES: Readonly<Record<string, Rule>> = {
  contact_name: { required: true, max: 150 },
  relationship: { max: 50 },
  phone: { required: true, max: 30, pattern: PHONE },
  address: { max: 1000 },
};
export const DISEASE_RULES: Readonly<Record<string, Rule>> = {
  disease_id: { required: true, integer: true },
  diagnosed_year: { integer: true, between: [1900, 2100] },
  notes: { max: 1000 },
};

/** Text trimmed, '' as null, a `{id}` object as its id: what the product stores of a sent value. */
export function normalize(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value) return (value as { id: unknown }).id;
  return value;
}

/** The rules' fields of `body`, normalized; those absent are left out. */
export function picked(body: Row, rules: Readonly<Record<string, Rule>>): Row {
  return Object.fromEntries(Object.keys(rules).flatMap((name) => (name in body ? [[name, normalize(body[name])]] : [])));
}

/** Why `value` breaks `rule`, or undefined. */
function broken(value: unknown, rule: Rule): string | undefined {
  if (value === null || value === undefined) return rule.required ? 'required' : undefined;
  if (rule.oneOf) return rule.oneOf.some((allowed) => String(allowed) === String(value)) ? undefined : 'not one of the values';
  if (rule.integer) {
    const number = Number(value);
    if (!Number.isInteger(number)) return 'not a whole number';
    return rule.between && (number < rule.between[0] || number > rule.between[1]) ? 'out of range' : undefined;
  }
  if (rule.date) return /^\d{4}-\d{2}-\d{2}/.test(String(value)) && !Number.isNaN(Date.parse(String(value))) ? undefined : 'not a date';
  if (typeof value !== 'string') return 'not text';
  if (rule.max !== undefined && [...value].length > rule.max) return 'too long';
  return rule.pattern && !rule.pattern.test(value) ? 'not in the expected format' : undefined;
}

/** Each field of `values` that breaks its rule, under `prefix` + its name. */
export function refusals(values: Row, rules: Readonly<Record<string, Rule>>, prefix = ''): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const reason = broken(values[name], rule);
    if (reason) errors[`${prefix}${name}`] = [`${name}: ${reason}`];
  }
  return errors;
}

/** The refusals of the sub-records the body sends: each contact and disease history, and skills as ids. */
export function childRefusals(body: Row): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const lists: [string, Readonly<Record<string, Rule>>][] = [['emergency_contacts', CONTACT_RULES], ['disease_histories', DISEASE_RULES]];
  for (const [name, rules] of lists) {
    const entries = body[name];
    if (entries === undefined) continue;
    if (!Array.isArray(entries)) errors[name] = [`${name}: array`];
    else entries.forEach((entry, index) => Object.assign(errors, refusals(picked((entry ?? {}) as Row, rules), rules, `${name}.${index}.`)));
  }
  const skills = body.skills;
  if (skills !== undefined && (!Array.isArray(skills) || skills.some((skill) => !Number.isInteger(Number(normalize(skill)))))) errors.skills = ['skills: ids'];
  return errors;
}
