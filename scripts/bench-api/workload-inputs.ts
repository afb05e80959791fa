import { CompiledQuery } from 'kysely';
import type { Database } from '../../server/db/database.ts';
import { type Row, WORKER_COLUMNS, workerOf } from '../bench-baseline-employee-row.ts';

/** What the mixed workload draws its requests from, read from the run's data before the servers start. */
export interface WorkloadInputs {
  /** The loaded workers' ids are 1 to this. */
  workers: number;
  departmentIds: number[];
  /** Each department's companies and subcontractors, for a new worker of that department. */
  companies: Map<number, number[]>;
  subcontractors: Map<number, number[]>;
  bloodTypeIds: number[];
  manpowerTypeIds: number[];
  skillIds: number[];
  diseaseIds: number[];
  /** Workers by department, activity and verification status, for the pages of each filter. */
  counts: { department_id: number; active: number; verification_status: string; workers: number }[];
  /** Distinct full names, which the search texts are taken from. */
  names: string[];
  /** Records as show answers them, which the edit form sends back changed. */
  records: Row[];
}

/** Names and records are sampled from this many workers, spread over all of them. */
const SAMPLE = 4_000;

const rows = async (db: Database, text: string, values: unknown[] = []) => (await db.executeQuery<Row>(CompiledQuery.raw(text, values))).rows;
const ids = async (db: Database, table: string) => (await rows(db, `select id from ${table} order by id`)).map((row) => Number(row.id));

async function byDepartment(db: Database, table: string): Promise<Map<number, number[]>> {
  const grouped = new Map<number, number[]>();
  for (const row of await rows(db, `select department_id, id from ${table} where department_id is not null order by id`)) {
    const department = Number(row.department_id);
    grouped.set(department, [...(grouped.get(department) ?? []), Number(row.id)]);
  }
  return grouped;
}

/** The sampled workers' records with their sub-records, as show answers them. */
async function sampledRecords(db: Database, sampled: number[]): Promise<Row[]> {
  const workers = await rows(db, `select ${WORKER_COLUMNS} from employees e where e.id = any($1::int[]) order by e.id`, [sampled]);
  const children = async (text: string) => {
    const grouped = new Map<number, Row[]>();
    for (const { employee_id: owner, ...child } of await rows(db, text, [sampled])) grouped.set(Number(owner), [...(grouped.get(Number(owner)) ?? []), child]);
    return grouped;
  };
  const skills = await children(`select es.employee_id, s.id, s.skill_name from employee_skills es join skills s on s.id = es.skill_id
    where es.employee_id = any($1::int[]) order by s.id`);
  const contacts = await children(`select employee_id, id, contact_name, relationship, phone, address from employee_emergency_contacts
    where employee_id = any($1::int[]) order by id`);
  const diseases = await children(`select employee_id, id, disease_id, diagnosed_year, notes from employee_disease_histories
    where employee_id = any($1::int[]) order by id`);
  return workers.map((row) => {
    const id = Number(row.id);
    return { ...workerOf(row), skills: skills.get(id) ?? [], emergency_contacts: contacts.get(id) ?? [], disease_histories: diseases.get(id) ?? [] };
  });
}

/** Reads the workload's inputs from the run's database (on PGlite, before any server holds it). */
export async function readWorkloadInputs(db: Database): Promise<WorkloadInputs> {
  const workers = Number((await rows(db, 'select max(id) as workers from employees'))[0]!.workers);
  const step = Math.max(1, Math.floor(workers / SAMPLE));
  const sampled = Array.from({ length: Math.min(SAMPLE, workers) }, (_, n) => 1 + n * step);
  const counts = await rows(db, 'select department_id, active, verification_status, count(*)::int as workers from employees group by 1, 2, 3');
  const names = await rows(db, 'select distinct fullname from employees where id = any($1::int[]) order by fullname', [sampled]);
  return {
    workers,
    departmentIds: await ids(db, 'departments'),
    companies: await byDepartment(db, 'companies'),
    subcontractors: await byDepartment(db, 'convalsals'),
    bloodTypeIds: await ids(db, 'blood_types'),
    manpowerTypeIds: await ids(db, 'manpower_types'),
    skillIds: await ids(db, 'skills'),
    diseaseIds: await ids(db, 'diseases'),
    counts: counts.map((row) => ({
      department_id: Number(row.department_id),
      active: Number(row.active),
      verification_status: String(row.verification_status),
      workers: Number(row.workers),
    })),
    names: names.map((row) => String(row.fullname)),
    records: await sampledRecords(db, sampled),
  };
}
