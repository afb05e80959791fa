import { sql } from 'kysely';
import type { ResolveExceptionsBody } from '../../common/wire/presence-exceptions.ts';
import { authorize } from '../crud/access.ts';
import { writeAudits } from '../crud/audit.ts';
import { baseQuery } from '../crud/query.ts';
import { createRecord } from '../crud/records.ts';
import type { Database } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';
import type { Locale } from '../i18n/messages.ts';
import { presence } from '../models/presence.ts';
import { presenceException } from '../models/presence-exception.ts';
import type { Label } from '../models/types.ts';
import { validateFields } from '../validation/validate.ts';

const ACTIONS = { accept: 'accepted', reject: 'rejected', correct: 'corrected' } as const;
type Action = keyof typeof ACTIONS;

/** The kinds raised once per subject, project and day rather than by one event. */
const DAY_KINDS = new Set(['no_check_out', 'blacklisted', 'certificate_expired']);

const labels: Record<'action' | 'reason' | 'time' | 'direction', Label> = {
  action: { id: 'Penyelesaian', en: 'Resolution' },
  reason: { id: 'Alasan', en: 'Reason' },
  time: { id: 'Jam Koreksi', en: 'Corrected Time' },
  direction: { id: 'Arah', en: 'Direction' },
};

interface ExceptionRow {
  id: number;
  kind: string;
  state: string;
  presence_id: number | null;
  subject_type: 'employee' | 'user' | 'visitor';
  employee_id: number | null;
  user_id: number | null;
  visitor_id: number | null;
  project_id: number;
  presence_date: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The body's resolution, checked field by field in the caller's language; 422 with every field's errors. */
async function checkedResolution(db: Database, locale: Locale, body: ResolveExceptionsBody) {
  const values = { action: text(body.action), reason: text(body.reason), time: text(body.time), direction: text(body.direction) };
  const correcting = values.action === 'correct';
  const errors = await validateFields(
    [
      { name: 'action', label: labels.action[locale], rules: `required|in:${Object.keys(ACTIONS).join(',')}` },
      { name: 'reason', label: labels.reason[locale], rules: 'required|string|max:2000' },
      { name: 'time', label: labels.time[locale], rules: correcting ? 'required|regex:/^(?!2[4-9])[0-2][0-9]:[0-5][0-9]$/' : 'nullable' },
      { name: 'direction', label: labels.direction[locale], rules: correcting ? 'required|in:in,out' : 'nullable' },
    ],
    values,
    { db, locale },
  );
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validation_failed', {}, errors);
  return values as { action: Action; reason: string; time?: string; direction?: 'in' | 'out' };
}

/** Leaves the presences an exception stands for out of the recaps: its event, or for a day kind every presence of that day. */
async function exclude(trx: Database, rows: readonly ExceptionRow[]): Promise<void> {
  const events = rows.filter((row) => !DAY_KINDS.has(row.kind) && row.presence_id !== null).map((row) => row.presence_id!);
  if (events.length > 0) await sql`update presences set excluded = true where id = any(${events}::bigint[]) and not excluded`.execute(trx);
  const days = rows.filter((row) => DAY_KINDS.has(row.kind));
  if (days.length === 0) return;
  await sql`
    update presences p set excluded = true
    from jsonb_to_recordset(${JSON.stringify(days)}::jsonb) as d(subject_type text, employee_id int, user_id int, visitor_id int, project_id int, presence_date date)
    where p.project_id = d.project_id and p.subject_type = d.subject_type
      and coalesce(p.employee_id, p.user_id, p.visitor_id) = coalesce(d.employee_id, d.user_id, d.visitor_id)
      and p.recorded_at >= d.presence_date::timestamp at time zone 'Asia/Jakarta'
      and p.recorded_at < (d.presence_date + 1)::timestamp at time zone 'Asia/Jakarta'
      and not p.excluded
  `.execute(trx);
}

/**
 * POST /presence-exception/resolve: resolves open exceptions of the caller's scope at once, all
 * or none, each with the reason, who and when, in the audit log too. Accept lets the day
 * count as recorded; reject leaves the exception's presences out of the recaps; correct
 * records a manual correction at the given time of each exception's day through the
 * presences' own save (its rules, the period lock among them) and, for an event's
 * exception, leaves the event out.
 */
export async function resolveExceptions(db: Database, auth: RequestAuth | null, locale: Locale, body: ResolveExceptionsBody) {
  const caller = authorize(auth, presenceException, 'update');
  const resolution = await checkedResolution(db, locale, body);
  const ids = [...new Set(body.ids)];
  const state = ACTIONS[resolution.action];
  await db.transaction().execute(async (trx) => {
    const rows = (await baseQuery(trx, presenceException, caller)
      .select([
        'presence_exceptions.id',
        'presence_exceptions.kind',
        'presence_exceptions.state',
        'presence_exceptions.presence_id',
        'presence_exceptions.subject_type',
        'presence_exceptions.employee_id',
        'presence_exceptions.user_id',
        'presence_exceptions.visitor_id',
        'presence_exceptions.project_id',
        sql<string>`presence_exceptions.presence_date::text`.as('presence_date'),
      ])
      .where(sql<boolean>`presence_exceptions.id = any(${ids}::int[])`)
      .orderBy('presence_exceptions.id')
      .forUpdate()
      .execute()) as ExceptionRow[];
    if (rows.length < ids.length) throw notFound();
    if (rows.some((row) => row.state !== 'open')) throw new AppError(409, 'presence_exception_not_open');

    if (resolution.action === 'reject') await exclude(trx, rows);
    if (resolution.action === 'correct') {
      for (const row of rows) {
        const subject = { employee: { employee_id: row.employee_id }, user: { user_id: row.user_id }, visitor: { visitor_id: row.visitor_id } }[row.subject_type];
        const correction = { subject_type: row.subject_type, ...subject, project_id: row.project_id, direction: resolution.direction, recorded_at: `${row.presence_date}T${resolution.time}:00+07:00` };
        await createRecord({ db: trx, auth: caller, locale }, presence, correction).catch((error: unknown) => {
          // The correction's time is the dialog's `time`: its errors show there.
          if (error instanceof AppError && error.data && typeof error.data === 'object' && 'recorded_at' in error.data) {
            const { recorded_at: timeErrors, ...rest } = error.data as Record<string, unknown>;
            throw new AppError(error.statusCode, error.messageKey, error.params, { ...rest, time: timeErrors });
          }
          throw error;
        });
      }
      await exclude(trx, rows.filter((row) => !DAY_KINDS.has(row.kind)));
    }
    await sql`
      update presence_exceptions set state = ${state}, resolution_reason = ${resolution.reason}, resolved_by = ${caller.profile.id}, resolved_at = now(), updated_at = now()
      where id = any(${ids}::int[])
    `.execute(trx);
    await writeAudits(
      trx,
      rows.map((row) => ({
        userId: caller.profile.id,
        model: presenceException.name,
        recordId: row.id,
        action: 'update' as const,
        before: { state: row.state },
        after: { state, resolution_reason: resolution.reason },
      })),
    );
  });
  return { resolved: ids.length, state };
}
