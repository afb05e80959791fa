// GET /api/employee/{id}/show, POST /api/employee/create and PUT /api/employee/update of the
// bench:api baseline: the product's answers (server/crud/records.ts) and the rows its save
// writes (server/crud/save.ts), in plain SQL. A save writes in one transaction the worker's
// row with created_by/updated_by, the sub-records the body sends (replaced on an update) and
// an audit_logs row with the record before and the values after, as the superadmin.
import type { Query } from './bench-baseline-events.ts';
import { CONTACT_RULES, DISEASE_RULES, WORKER_RULES, childRefusals, normalize, picked, refusals } from './bench-baseline-employee-checks.ts';
import { type Answer, type BaselineDatabase, type Row, WORKER_COLUMNS, workerOf } from './bench-baseline-employee-row.ts';

const SHOW = `select ${WORKER_COLUMNS},
    coalesce((select json_agg(json_build_object('id', s.id, 'skill_name', s.skill_name) order by s.id)
      from employee_skills es join skills s on s.id = es.skill_id where es.employee_id = e.id), '[]') as skills,
    coalesce((select json_agg(json_build_object('id', c.id, 'contact_name', c.contact_name, 'relationship', c.relationship, 'phone', c.phone,
      'address', c.address) order by c.id) from employee_emergency_contacts c where c.employee_id = e.id), '[]') as emergency_contacts,
    coalesce((select json_agg(json_build_object('id', h.id, 'disease_id', h.disease_id, 'diagnosed_year', h.diagnosed_year, 'notes', h.notes)
      order by h.id) from employee_disease_histories h where h.employee_id = e.id), '[]') as disease_histories
  from employees e where e.id = $1`;
const BEFORE = `select ${WORKER_COLUMNS} from employees e where e.id = $1 for update of e`;

/**
 * Each sub-record list, replaced whole when the body sends it: its entries as the product keeps
 * them (skills as distinct ids, a contact's or a history's columns normalized), inserted in the
 * order sent.
 */
const CHILDREN = [
  {
    name: 'skills',
    table: 'employee_skills',
    entries: (sent: unknown[]) => [...new Set(sent.map((skill) => Number(normalize(skill))))],
    insert: `insert into employee_skills (employee_id, skill_id)
      select $1, value::int from jsonb_array_elements_text($2::jsonb) with ordinality as item(value, n) order by n`,
  },
  {
    name: 'emergency_contacts',
    table: 'employee_emergency_contacts',
    entries: (sent: unknown[]) => sent.map((entry) => picked((entry ?? {}) as Row, CONTACT_RULES)),
    insert: `insert into employee_emergency_contacts (employee_id, contact_name, relationship, phone, address)
      select $1, c->>'contact_name', c->>'relationship', c->>'phone', c->>'address'
      from jsonb_array_elements($2::jsonb) with ordinality as item(c, n) order by n`,
  },
  {
    name: 'disease_histories',
    table: 'employee_disease_histories',
    entries: (sent: unknown[]) => sent.map((entry) => picked((entry ?? {}) as Row, DISEASE_RULES)),
    insert: `insert into employee_disease_histories (employee_id, disease_id, diagnosed_year, notes)
      select $1, (c->>'disease_id')::int, (c->>'diagnosed_year')::smallint, c->>'notes'
      from jsonb_array_elements($2::jsonb) with ordinality as item(c, n) order by n`,
  },
] as const;

const MESSAGES = { create: 'Data Tenaga Kerja berhasil ditambahkan', update: 'Edit data Tenaga Kerja berhasil' } as const;

/** A worker's id as the product takes it from a path or a body: a whole number from 1 that fits the serial key. */
function workerId(raw: unknown): number | undefined {
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** The record with its sub-records, as show answers it; undefined when there is none. */
async function shown(query: Query, id: number): Promise<Row | undefined> {
  const [row] = await query(SHOW, [id], 'employee-show');
  if (!row) return undefined;
  return { ...workerOf(row), skills: row.skills, emergency_contacts: row.emergency_contacts, disease_histories: row.disease_histories };
}

/** GET /api/employee/{id}/show. */
export async function showEmployee(db: BaselineDatabase, rawId: string): Promise<Answer> {
  const id = workerId(rawId);
  if (id === undefined) return { status: 422, answer: { message: 'invalid id' } };
  const record = await shown(db.query, id);
  return record ? { status: 200, answer: { data: record } } : { status: 404, answer: { message: 'not found' } };
}

async function writeChildren(query: Query, id: number, body: Row, replace: boolean): Promise<void> {
  for (const child of CHILDREN) {
    const sent = body[child.name];
    if (!Array.isArray(sent)) continue;
    if (replace) await query(`delete from ${child.table} where employee_id = $1`, [id], `employee-${child.name}-delete`);
    const entries = child.entries(sent);
    if (entries.length > 0) await query(child.insert, [id, JSON.stringify(entries)], `employee-${child.name}-insert`);
  }
}

const audit = (query: Query, userId: number, id: number, action: 'create' | 'update', before: Row | null, after: Row) =>
  query(
    `insert into audit_logs (user_id, model, record_id, action, before, after) values ($1, 'employee', $2, $3, $4::jsonb, $5::jsonb)`,
    [userId, String(id), action, before && JSON.stringify(before), JSON.stringify(after)],
    'employee-audit',
  );

/** Statement names by text: an insert or update names the columns the body sent. */
const names = new Map<string, string>();
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `employee-write-${names.size + 1}`));
  return name;
}

/** A constraint's refusal as the product's 422, every other error as it is. */
function refused(error: unknown): Answer {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === '23505' || code === '23503' || code === '23514') return { status: 422, answer: { message: 'validation failed', data: { [constraint ?? 'record']: [code] } } };
  throw error;
}

const invalid = (errors: Record<string, string[]>): Answer | undefined =>
  Object.keys(errors).length > 0 ? { status: 422, answer: { message: 'validation failed', data: errors } } : undefined;

/** POST /api/employee/create: 201 with the new record as show answers it. */
export async function createEmployee(db: BaselineDatabase, body: Row, userId: number): Promise<Answer> {
  const values = picked(body, WORKER_RULES);
  const refusal = invalid({ ...refusals(values, WORKER_RULES), ...childRefusals(body) });
  if (refusal) return refusal;
  const columns = Object.keys(values);
  const text = `insert into employees (${[...columns, 'created_by', 'updated_by'].join(', ')})
    values (${[...columns, 'created_by', 'updated_by'].map((_, n) => `$${n + 1}`).join(', ')}) returning id`;
  try {
    const id = await db.transaction(async (query) => {
      const [row] = await query(text, [...Object.values(values), userId, userId], nameOf(text));
      const id = Number(row!.id);
      await writeChildren(query, id, body, false);
      await audit(query, userId, id, 'create', null, values);
      return id;
    });
    return { status: 201, answer: { message: MESSAGES.create, data: await shown(db.query, id) } };
  } catch (error) {
    return refused(error);
  }
}

/** PUT /api/employee/update: the body's fields onto the stored record; the record as show answers it. */
export async function updateEmployee(db: BaselineDatabase, body: Row, userId: number): Promise<Answer> {
  const id = workerId(body.id);
  if (id === undefined) return { status: 422, answer: { message: 'invalid id' } };
  const values = picked(body, WORKER_RULES);
  const columns = Object.keys(values);
  const text = `update employees set ${[...columns, 'updated_by'].map((column, n) => `${column} = $${n + 2}`).join(', ')}, updated_at = now() where id = $1`;
  try {
    const answer = await db.transaction(async (query): Promise<Answer | undefined> => {
      const [stored] = await query(BEFORE, [id], 'employee-before');
      if (!stored) return { status: 404, answer: { message: 'not found' } };
      const before = workerOf(stored);
      const refusal = invalid({ ...refusals({ ...before, ...values }, WORKER_RULES), ...childRefusals(body) });
      if (refusal) return refusal;
      await query(text, [id, ...Object.values(values), userId], nameOf(text));
      await writeChildren(query, id, body, true);
      await audit(query, userId, id, 'update', before, values);
      return undefined;
    });
    return answer ?? { status: 200, answer: { message: MESSAGES.update, data: await shown(db.query, id) } };
  } catch (error) {
    return refused(error);
  }
}
