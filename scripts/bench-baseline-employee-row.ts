// A worker as the bench:api baseline (scripts/bench-baseline-server.ts) reads and answers it:
// the same JSON as the product's list row and show record (server/crud/query.ts's selection
// over server/models/employee.ts), written out by hand. Every field the superadmin sees, each
// of the five relations as `{id, <display name>}` or null, and the audit timestamps.

import type { Query } from './bench-baseline-events.ts';

/** The server's statements, and a transaction holding one connection until `work` settles. */
export interface BaselineDatabase {
  query: Query;
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
}

export type Row = Record<string, unknown>;

/**
 * The worker's columns and its relations' names, from `employees e`. Each name is read by a
 * sub-select, for the rows returned only: joining the five tables instead took PostgreSQL 2 to 5
 * ms to plan against 0.5 ms (a page of 100,000 workers, whose statement is planned each time).
 */
export const WORKER_COLUMNS = `e.id, e.photo, e.fullname, e.nik, e.rfid, e.phone, e.emergency_contact, e.birth_place, e.birth_date, e.gender,
  e.nationality, e.address, e.blood_type_id, (select blood_type_name from blood_types where id = e.blood_type_id) as blood_type_name,
  e.manpower_type_id, (select manpower_type_name from manpower_types where id = e.manpower_type_id) as manpower_type_name, e.id_card_photo, e.login_status,
  e.rating, e.department_id, (select department_name from departments where id = e.department_id) as department_name,
  e.company_id, (select company_name from companies where id = e.company_id) as company_name,
  e.convalsal_id, (select convalsal_name from convalsals where id = e.convalsal_id) as convalsal_name, e.verification_status, e.active, e.created_at, e.updated_at`;

const relation = (id: unknown, name: string, value: unknown) => (id === null ? null : { id, [name]: value });

/** A row of WORKER_COLUMNS as the product answers it, its keys in the product's order. */
export function workerOf(row: Row): Row {
  return {
    id: row.id,
    photo: row.photo,
    fullname: row.fullname,
    nik: row.nik,
    rfid: row.rfid,
    phone: row.phone,
    emergency_contact: row.emergency_contact,
    birth_place: row.birth_place,
    birth_date: row.birth_date,
    gender: row.gender,
    nationality: row.nationality,
    address: row.address,
    blood_type_id: row.blood_type_id,
    blood_type: relation(row.blood_type_id, 'blood_type_name', row.blood_type_name),
    manpower_type_id: row.manpower_type_id,
    manpower_type: relation(row.manpower_type_id, 'manpower_type_name', row.manpower_type_name),
    id_card_photo: row.id_card_photo,
    login_status: row.login_status,
    rating: row.rating,
    department_id: row.department_id,
    department: relation(row.department_id, 'department_name', row.department_name),
    company_id: row.company_id,
    company: relation(row.company_id, 'company_name', row.company_name),
    convalsal_id: row.convalsal_id,
    convalsal: relation(row.convalsal_id, 'convalsal_name', row.convalsal_name),
    verification_status: row.verification_status,
    active: row.active,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A status and the JSON body to send. */
export interface Answer {
  status: number;
  answer: unknown;
}
