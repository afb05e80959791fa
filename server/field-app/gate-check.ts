import { sql } from 'kysely';
import type { GateCheckAnswer } from '../../common/wire/field-app.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { type Locale, translate } from '../i18n/messages.ts';
import { jakartaToday } from './projects.ts';

interface GateRow {
  id: number;
  fullname: string;
  photo: string | null;
  active: number;
  blacklisted: boolean;
  convalsal_name: string | null;
  company_name: string | null;
  qr_number: string | null;
  blacklist_reason: string | null;
  on_project: boolean;
  expired: unknown;
}

/**
 * The worker a card's QR number or an RFID tag names, with what stands against them working on
 * `projectId` on `today`: an active blacklist entry, being switched off, no assignment to the
 * project that covers today, and each certificate whose latest copy has expired.
 */
async function findWorker(db: Database, projectId: number, today: string, by: { qr_number?: string; rfid?: string }): Promise<GateRow | undefined> {
  const named = by.qr_number !== undefined
    ? sql`e.id = (select pm.employee_id from project_manpower pm where lower(pm.qr_number) = lower(${by.qr_number}))`
    : sql`lower(e.rfid) = lower(${by.rfid ?? ''})`;
  const { rows } = await sql<GateRow>`
    select e.id, e.fullname, e.photo, e.active, e.blacklisted, c.convalsal_name, co.company_name,
      (select pm.qr_number from project_manpower pm where pm.employee_id = e.id and pm.project_id = ${projectId}) as qr_number,
      (select b.reason from employee_blacklists b where b.employee_id = e.id and b.active = 1 order by b.blacklisted_at desc, b.id desc limit 1) as blacklist_reason,
      exists (
        select 1 from project_manpower pm
        where pm.employee_id = e.id and pm.project_id = ${projectId} and pm.active = 1
          and (pm.start_date is null or pm.start_date <= ${today}::date) and (pm.end_date is null or pm.end_date >= ${today}::date)
      ) as on_project,
      (select json_agg(json_build_object('name', x.name, 'expired_on', x.expires_at) order by x.name) from (
        select min(cert.certificate_name) as name, max(cert.expires_at) as expires_at
        from employee_certifications cert where cert.employee_id = e.id
        group by lower(cert.certificate_name)
        having bool_and(cert.expires_at is not null) and max(cert.expires_at) < ${today}::date
      ) x) as expired
    from employees e
    left join convalsals c on c.id = e.convalsal_id
    left join companies co on co.id = e.company_id
    where ${named}
  `.execute(db);
  return rows[0];
}

/** A calendar day (YYYY-MM-DD) as a sentence writes it in `locale`: 14 September 2026. */
const longDate = (locale: Locale, day: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * GET /app/v1/gate-check: who the card or tag belongs to and today's verdict: fit when nothing
 * stands against working on this project today, unfit with each reason otherwise.
 */
export async function gateCheck(db: Database, locale: Locale, projectId: number, by: { qr_number?: string; rfid?: string }): Promise<GateCheckAnswer['data']> {
  if ((by.qr_number === undefined) === (by.rfid === undefined)) throw new AppError(422, 'app_gate_one_code');
  const now = new Date();
  const today = jakartaToday(now);
  const worker = await findWorker(db, projectId, today, by);
  if (!worker) {
    throw by.qr_number !== undefined ? new AppError(404, 'app_event_unknown_qr', { qr: by.qr_number }) : new AppError(404, 'app_event_unknown_rfid', { rfid: by.rfid ?? '' });
  }
  const reasons: { code: string; message: string }[] = [];
  if (worker.blacklisted) reasons.push({ code: 'blacklisted', message: translate(locale, 'app_gate_blacklisted', { reason: worker.blacklist_reason ?? '' }) });
  if (worker.active !== 1) reasons.push({ code: 'inactive', message: translate(locale, 'app_gate_inactive') });
  if (!worker.on_project) reasons.push({ code: 'not_on_project', message: translate(locale, 'app_gate_not_on_project') });
  const expired = (typeof worker.expired === 'string' ? JSON.parse(worker.expired) : worker.expired) as { name: string; expired_on: string }[] | null;
  for (const certificate of expired ?? []) {
    const date = longDate(locale, certificate.expired_on);
    reasons.push({ code: 'certificate_expired', message: translate(locale, 'app_gate_certificate_expired', { name: certificate.name, date }) });
  }
  return {
    worker: { id: worker.id, fullname: worker.fullname, photo: worker.photo, convalsal_name: worker.convalsal_name, company_name: worker.company_name, qr_number: worker.qr_number },
    verdict: reasons.length === 0 ? 'fit' : 'unfit',
    reasons,
    checked_at: now.toISOString(),
  };
}
