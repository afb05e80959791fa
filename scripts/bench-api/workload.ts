import type { Row } from '../bench-baseline-employee-row.ts';
import { cities, firstNames, lastNames, middleNames, relationships, streets } from './names.ts';
import type { WorkloadInputs } from './workload-inputs.ts';

export type Side = 'product' | 'baseline';

export interface MixRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
}

/**
 * The request at `index` of a kind's sequence. Every choice is fixed by the index alone, so both
 * servers get the same requests in the same order, run after run; a new worker's NIK and RFID
 * differ by side, as both sides write to one database on PostgreSQL and those are unique.
 */
export type Sequence = (index: number, side: Side) => MixRequest;

/** A number in [0, 1) fixed by the index and a salt (a 32-bit integer hash). */
function unit(index: number, salt: number): number {
  let hash = (Math.imul(index, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b)) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x7feb352d);
  hash = Math.imul(hash ^ (hash >>> 15), 0x846ca68b);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

const choose = <T>(values: readonly T[], index: number, salt: number): T => values[Math.floor(unit(index, salt) * values.length)]!;

/** One of the values by its weight (the weights add up to 1). */
function weighted<T>(choices: readonly (readonly [number, T])[], index: number, salt: number): T {
  let left = unit(index, salt);
  for (const [weight, value] of choices) {
    if (left < weight) return value;
    left -= weight;
  }
  return choices.at(-1)![1];
}

const PAGE_SIZE = 20;
const LIST = '/api/employee/list';

const listPath = (page: number, sortBy: string, sort: string, filters: Row = {}, search = '') =>
  `${LIST}?page=${page}&limit=${PAGE_SIZE}&sort_by=${sortBy}&sort=${sort}` +
  `${search ? `&search=${encodeURIComponent(search)}` : ''}${Object.keys(filters).length > 0 ? `&filters=${encodeURIComponent(JSON.stringify(filters))}` : ''}`;

/** The workers a filter of department, activity and verification status keeps. */
function matching(inputs: WorkloadInputs, filters: Row): number {
  return inputs.counts
    .filter((group) => Object.entries(filters).every(([key, value]) => group[key as keyof typeof group] === value))
    .reduce((sum, group) => sum + group.workers, 0);
}

const lastPageOf = (workers: number) => Math.max(1, Math.ceil(workers / PAGE_SIZE));

/** The list's first page in its default order (newest first), and its last page. */
export function pageEnds(inputs: WorkloadInputs): { first: MixRequest; last: MixRequest; lastPage: number } {
  const lastPage = lastPageOf(inputs.workers);
  return { first: { method: 'GET', path: listPath(1, 'created_at', 'desc') }, last: { method: 'GET', path: listPath(lastPage, 'created_at', 'desc') }, lastPage };
}

const SORTS: readonly (readonly [number, readonly [string, string]])[] = [
  [0.4, ['created_at', 'desc']],
  [0.25, ['fullname', 'asc']],
  [0.1, ['fullname', 'desc']],
  [0.1, ['nik', 'asc']],
  [0.1, ['rating', 'desc']],
  [0.05, ['birth_date', 'asc']],
];
const STATUSES = ['approved', 'draft', 'verification_request'];

/**
 * The list as people page through it: half the requests a first page, a tenth the last, the
 * rest anywhere between; a department, activity or verification filter on six in ten; the
 * default order (newest first) or a sort by name, NIK, rating or birth date.
 */
export function listMix(inputs: WorkloadInputs): Sequence {
  return (index) => {
    const department = choose(inputs.departmentIds, index, 1);
    const status = choose(STATUSES, index, 2);
    const filters: Row = weighted(
      [
        [0.4, {}],
        [0.25, { department_id: department }],
        [0.1, { active: 1 }],
        [0.1, { verification_status: status }],
        [0.1, { department_id: department, active: 1 }],
        [0.05, { department_id: department, verification_status: status }],
      ],
      index,
      3,
    );
    const lastPage = lastPageOf(matching(inputs, filters));
    const page = weighted([[0.5, 1], [0.1, lastPage], [0.4, 1 + Math.floor(unit(index, 4) * lastPage)]], index, 5);
    const [sortBy, sort] = weighted(SORTS, index, 6);
    return { method: 'GET', path: listPath(page, sortBy, sort, filters) };
  };
}

/**
 * What people type in the search box, lower case, from the workers' real names: a full name,
 * two of its names, one name, or the start of a surname. The searches touch rows each in its
 * own proportion: a few for a full name, thousands for a common first name.
 */
function searchTexts(names: readonly string[]): string[][] {
  const words = names.map((name) => name.toLowerCase().split(' '));
  const distinct = (texts: string[]) => [...new Set(texts)].sort();
  return [
    distinct(words.map((name) => name.join(' '))),
    distinct(words.flatMap((name) => [name.slice(0, 2).join(' '), name.slice(-2).join(' ')])),
    distinct(words.flat()),
    distinct(words.map((name) => name.at(-1)!.slice(0, 5))),
  ];
}

/** Searches from real names, mostly on their first page, a fifth within a department, in the default order or by name. */
export function searchMix(inputs: WorkloadInputs): Sequence {
  const [full, pairs, single, starts] = searchTexts(inputs.names);
  return (index) => {
    const texts = weighted([[0.3, full!], [0.3, pairs!], [0.25, single!], [0.15, starts!]], index, 11);
    const filters = unit(index, 12) < 0.2 ? { department_id: choose(inputs.departmentIds, index, 13) } : {};
    const [sortBy, sort] = unit(index, 14) < 0.7 ? ['created_at', 'desc'] : ['fullname', 'asc'];
    return { method: 'GET', path: listPath(unit(index, 15) < 0.8 ? 1 : 2, sortBy, sort, filters, choose(texts, index, 16)) };
  };
}

/** Records shown at random among the loaded workers. */
export const shows =
  (inputs: WorkloadInputs): Sequence =>
  (index) => ({ method: 'GET', path: `/api/employee/${1 + Math.floor(unit(index, 21) * inputs.workers)}/show` });

const phoneOf = (index: number, salt: number) => `0812${String(10_000_000 + Math.floor(unit(index, salt) * 89_999_999))}`;
const addressOf = (index: number) => `${choose(streets, index, 31)} No. ${(index % 250) + 1}, ${choose(cities, index, 32)}`;
const contactOf = (index: number) => ({
  contact_name: `${choose(firstNames, index, 33)} ${choose(lastNames, index, 34)}`,
  relationship: choose(relationships, index, 35),
  phone: phoneOf(index, 36),
  address: addressOf(index),
});
const skillsOf = (inputs: WorkloadInputs, index: number) => [...new Set([choose(inputs.skillIds, index, 37), choose(inputs.skillIds, index, 38)])];

/** A new worker as the create form sends it, with skills, an emergency contact and, for a third, a disease history. */
export function newWorker(inputs: WorkloadInputs, index: number, side: Side): Row {
  const department = choose(inputs.departmentIds, index, 41);
  const subcontractors = inputs.subcontractors.get(department) ?? [];
  return {
    fullname: `${choose(firstNames, index, 42)} ${choose(middleNames, index, 43)} ${choose(lastNames, index, 44)}`,
    nik: `${side === 'product' ? '3179' : '3178'}${String(index).padStart(12, '0')}`,
    rfid: `NEW-${side === 'product' ? 'P' : 'B'}${String(index).padStart(8, '0')}`,
    phone: phoneOf(index, 45),
    birth_place: choose(cities, index, 46),
    birth_date: new Date(Date.UTC(1970, 0, 1 + Math.floor(unit(index, 47) * 12_000))).toISOString().slice(0, 10),
    gender: unit(index, 48) < 0.1 ? 'P' : 'L',
    nationality: 'Indonesia',
    address: addressOf(index),
    blood_type_id: choose(inputs.bloodTypeIds, index, 49),
    manpower_type_id: choose(inputs.manpowerTypeIds, index, 50),
    login_status: 'non_active',
    department_id: department,
    company_id: choose(inputs.companies.get(department) ?? [null], index, 51),
    convalsal_id: subcontractors.length > 0 && unit(index, 52) < 0.7 ? choose(subcontractors, index, 53) : null,
    active: 1,
    skills: skillsOf(inputs, index),
    emergency_contacts: [contactOf(index)],
    disease_histories: unit(index, 54) < 0.3 ? [{ disease_id: choose(inputs.diseaseIds, index, 55), diagnosed_year: 2010 + (index % 15), notes: 'Kontrol rutin' }] : [],
  };
}

/**
 * The edit form's update of `record` (show's answer, sent back whole with its relations, as
 * the form does): a new phone and address, the login status switched, the skills replaced,
 * the first emergency contact's phone changed (one added when there is none).
 */
export function edited(inputs: WorkloadInputs, record: Row, index: number): Row {
  const contacts = (record.emergency_contacts as Row[] | undefined) ?? [];
  return {
    ...record,
    phone: phoneOf(index, 61),
    address: addressOf(index + 7),
    login_status: record.login_status === 'active' ? 'non_active' : 'active',
    skills: skillsOf(inputs, index + 3),
    emergency_contacts: contacts.length > 0 ? contacts.map((contact, n) => (n === 0 ? { ...contact, phone: phoneOf(index, 62) } : contact)) : [contactOf(index)],
  };
}

export const creates =
  (inputs: WorkloadInputs): Sequence =>
  (index, side) => ({ method: 'POST', path: '/api/employee/create', body: JSON.stringify(newWorker(inputs, index, side)) });

/** Edits of sampled records; `salt` sets which (the background writer's are not the update target's). */
export const updates =
  (inputs: WorkloadInputs, salt: number): Sequence =>
  (index) => ({ method: 'PUT', path: '/api/employee/update', body: JSON.stringify(edited(inputs, choose(inputs.records, index, salt), index)) });
