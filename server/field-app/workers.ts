import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { RegisterWorkerBody } from '../../common/wire/field-app.ts';
import { type CrudContext, insertRecord } from '../crud/records.ts';
import { saveRecords } from '../crud/save.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';
import { translate } from '../i18n/messages.ts';
import { employee } from '../models/employee.ts';
import { projectManpower } from '../models/project-manpower.ts';
import { ownImageUploads } from './uploads.ts';
import { type FieldProject, fieldProject, jakartaToday } from './projects.ts';

export interface AppWorkerRow {
  id: number;
  fullname: string;
  nik: string;
  photo: string | null;
  convalsal_name: string | null;
  verification_status: string;
  blacklisted: boolean;
}

export interface Registration {
  worker: AppWorkerRow;
  existing: boolean;
  qr_number: string | null;
}

/** The worker with this NIK (compared as the `unique` rule compares it, case ignored), and their QR number on `projectId`. */
async function findByNik(db: Database, nik: string, projectId: number) {
  const { rows } = await sql<AppWorkerRow & { qr_number: string | null; reason: string | null }>`
    select e.id, e.fullname, e.nik, e.photo, c.convalsal_name, e.verification_status, e.blacklisted,
      (select pm.qr_number from project_manpower pm where pm.employee_id = e.id and pm.project_id = ${projectId}) as qr_number,
      (select b.reason from employee_blacklists b where b.employee_id = e.id and b.active = 1 order by b.blacklisted_at desc, b.id desc limit 1) as reason
    from employees e
    left join convalsals c on c.id = e.convalsal_id
    where lower(e.nik) = lower(${nik})
  `.execute(db);
  return rows[0];
}

/** A QR number for a card nobody can guess from another's: the project's number and 50 random bits. */
const newQrNumber = (project: FieldProject) =>
  `QR-${project.project_number ?? `P${project.id}`}-${randomBytes(8).readBigUInt64BE().toString(32).toUpperCase().slice(0, 10)}`;

/**
 * The field user acting on one of their projects, as the save pipeline scopes them: the
 * project's department and the project itself, which the user mapping gave them.
 */
export const onProject = (auth: RequestAuth, project: FieldProject): RequestAuth =>
  auth.isSuperUser ? auth : { ...auth, profile: { ...auth.profile, department_id: project.department_id, project_id: project.id } };

/**
 * A foreman registers a worker met on site. A NIK already registered answers that worker and
 * writes nothing; a blacklisted one is refused with the blacklist's reason. A new worker is
 * written through the save pipeline (the employee model's rules, audit, scope) as awaiting
 * verification, in the project's department, and assigned to the project under this foreman
 * with a new QR number, in one transaction; the data-acquisition dashboard counts them under
 * the foreman who registered them.
 */
export async function registerWorker(ctx: CrudContext & { auth: RequestAuth }, body: RegisterWorkerBody): Promise<Registration> {
  const project = await fieldProject(ctx.db, ctx.auth, body.project_id);
  const nik = body.nik.trim();
  const found = nik ? await findByNik(ctx.db, nik, project.id) : undefined;
  if (found) return answerExisting(found, ctx.locale);

  const photos = await ownImageUploads(ctx.db, ctx.auth.profile.id, [body.photo, body.id_card_photo]);
  const missing: Record<string, string[]> = {};
  for (const name of ['photo', 'id_card_photo'] as const) {
    if (!photos.has(body[name])) missing[name] = [translate(ctx.locale, 'app_photo_not_uploaded')];
  }
  if (Object.keys(missing).length > 0) throw new AppError(422, 'validation_failed', {}, missing);

  const auth = onProject(ctx.auth, project);
  const { position, project_id: _project, ...fields } = body;
  const qrNumber = newQrNumber(project);
  const today = jakartaToday();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const defaults = { login_status: 'non_active', active: 1 };
      const id = await insertRecord({ ...ctx, db: trx }, auth, employee, { ...defaults, ...fields, nik }, { department_id: project.department_id, verification_status: 'verification_request' });
      await saveRecords(trx, auth, projectManpower, [
        { values: { project_id: project.id, employee_id: id, foreman_id: ctx.auth.profile.id, position: position?.trim() || null, start_date: today, qr_number: qrNumber } },
      ]);
    });
  } catch (error) {
    // Another phone registered the same NIK a moment before (its validation or its insert
    // then refuses the NIK as taken): that worker is the answer.
    const raced = error instanceof AppError && [409, 422].includes(error.statusCode) ? await findByNik(ctx.db, nik, project.id) : undefined;
    if (raced) return answerExisting(raced, ctx.locale);
    throw error;
  }
  const created = (await findByNik(ctx.db, nik, project.id))!;
  return { worker: workerOf(created), existing: false, qr_number: created.qr_number };
}

const workerOf = ({ id, fullname, nik, photo, convalsal_name, verification_status, blacklisted }: AppWorkerRow): AppWorkerRow => ({
  id,
  fullname,
  nik,
  photo,
  convalsal_name,
  verification_status,
  blacklisted,
});

function answerExisting(found: AppWorkerRow & { qr_number: string | null; reason: string | null }, locale: CrudContext['locale']): Registration {
  if (found.blacklisted) {
    throw new AppError(422, 'app_worker_blacklisted', { reason: found.reason ?? '' }, { nik: [translate(locale, 'app_worker_blacklisted', { reason: found.reason ?? '' })], reason: found.reason });
  }
  return { worker: workerOf(found), existing: true, qr_number: found.qr_number };
}

/**
 * A page of the project's crew: the active assignments that cover today (a worker whose
 * assignment starts tomorrow cannot be checked in yet), with what a phone needs to recognise
 * each worker offline.
 */
export async function loadCrew(db: Database, projectId: number, page: number, limit: number) {
  const today = jakartaToday();
  const onToday = sql`pm.project_id = ${projectId} and pm.active = 1
    and (pm.start_date is null or pm.start_date <= ${today}::date) and (pm.end_date is null or pm.end_date >= ${today}::date)`;
  const [rows, count] = await Promise.all([
    sql<{ employee_id: number; fullname: string; photo: string | null; qr_number: string | null; rfid: string | null; convalsal_name: string | null; foreman_id: number | null; position: string | null; blacklisted: boolean }>`
      select pm.employee_id, e.fullname, e.photo, pm.qr_number, e.rfid, c.convalsal_name, pm.foreman_id, pm.position, e.blacklisted
      from project_manpower pm
      join employees e on e.id = pm.employee_id
      left join convalsals c on c.id = e.convalsal_id
      where ${onToday}
      order by pm.id
      limit ${limit} offset ${(page - 1) * limit}
    `.execute(db),
    sql<{ total: number }>`select count(*)::int as total from project_manpower pm where ${onToday}`.execute(db),
  ]);
  const total = Number(count.rows[0]!.total);
  return { data: rows.rows, total, totalPage: Math.ceil(total / limit) };
}
