import { sql } from 'kysely';
import { errorAnswers } from '../../common/wire/error.ts';
import {
  RequestChangeDecisionAnswer,
  RequestChangeDecisionBody,
  RequestChangeParams,
  type RequestChangeLine,
  RequestChangeReviewAnswer,
} from '../../common/wire/request-changes.ts';
import { authorize } from '../crud/access.ts';
import { writeAudits } from '../crud/audit.ts';
import { recordIdFrom } from '../crud/record-id.ts';
import { baseQuery } from '../crud/query.ts';
import type { Database } from '../db/database.ts';
import { AppError, notFound } from '../errors.ts';
import type { RequestAuth, TypedApp } from '../http/types.ts';
import { type Locale, type MessageKey, translate } from '../i18n/messages.ts';
import { changeTypeOptions } from '../models/employee-request-change-detail.ts';
import { employeeRequestChange } from '../models/employee-request-change.ts';
import { requestableColumns, requestableSubRecords } from '../models/requestable-fields.ts';
import { validateFields } from '../validation/validate.ts';
import { type RequestLine, applyLines } from './apply.ts';
import { PENDING_STATUSES, syncWorkerStatus } from './lifecycle.ts';
import { currentValueSql } from './worker-values.ts';

const model = employeeRequestChange;
const reasonLabel = { id: 'Alasan Penolakan', en: 'Rejection Reason' } as const;

/** The request `rawId` names if the caller's scope reaches it: its worker and status; 404 otherwise. */
async function visibleRequest(db: Database, auth: RequestAuth, rawId: unknown) {
  const id = await recordIdFrom(db, model.table, rawId);
  const row = (await baseQuery(db, model, auth)
    .select(['employee_request_changes.id', 'employee_request_changes.employee_id', 'employee_request_changes.status'])
    .where('employee_request_changes.id', '=', id)
    .executeTakeFirst()) as { id: number; employee_id: number; status: string } | undefined;
  if (!row) throw notFound();
  return row;
}

/** A line's value as a reader reads it: an option's label for a column with options (gender), else the text kept. */
function readable(fieldName: string, value: string | null, locale: Locale): string | null {
  const field = requestableColumns.find((candidate) => candidate.name === fieldName);
  const option = value !== null ? field?.options?.find((candidate) => String(candidate.value) === value) : undefined;
  return option ? option.label[locale] : value;
}

/** The request's lines as the review's diff shows them. */
async function reviewLines(db: Database, id: number, locale: Locale): Promise<RequestChangeLine[]> {
  const rows = await sql<RequestLine & { current_value: string | null }>`
    select d.id, d.field_name, d.old_value, d.new_value, d.change_type, ${currentValueSql(sql.ref('d.field_name'), 'e')} as current_value
    from employee_request_change_details d
    join employee_request_changes r on r.id = d.request_change_id
    join employees e on e.id = r.employee_id
    where d.request_change_id = ${id}
    order by d.id
  `.execute(db);
  return rows.rows.map((row) => {
    const field = requestableColumns.find((candidate) => candidate.name === row.field_name);
    const list = requestableSubRecords.find((candidate) => candidate.name === row.field_name);
    const changeType = changeTypeOptions.find((option) => option.value === row.change_type);
    return {
      id: row.id,
      field_name: row.field_name,
      label: (field ?? list)?.label[locale] ?? row.field_name,
      kind: list ? 'list' : 'field',
      change_type: row.change_type,
      change_type_label: changeType?.label[locale] ?? row.change_type,
      format: field?.input === 'date' ? 'date' : field?.input === 'file' ? 'file' : 'text',
      old_value: readable(row.field_name, row.old_value, locale),
      new_value: readable(row.field_name, row.new_value, locale),
      current_value: list ? null : readable(row.field_name, row.current_value, locale),
    };
  });
}

/** Why a request that is no longer awaiting review cannot be decided (409). */
function alreadyDecided(status: string | undefined): AppError {
  const key: MessageKey =
    status === 'approved' ? 'request_change_already_approved' : status === 'revision_request' ? 'request_change_already_rejected' : 'request_change_not_pending';
  return new AppError(409, key);
}

type Decision = 'approved' | 'revision_request';

/**
 * The reviewer's decision, in one transaction: the request leaves its pending status first (a
 * conditional update, so of concurrent decisions one wins and the others find it decided and
 * answer 409), an approval then applies the lines to the worker, and the worker's status
 * follows. A line the worker's rules refuse answers 422 and nothing is kept.
 */
async function decide(db: Database, auth: RequestAuth, locale: Locale, rawId: unknown, decision: Decision, reason: string | null) {
  const request = await visibleRequest(db, auth, rawId);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('employee_request_changes')
      .set({ status: decision, reviewed_by: auth.profile.id, reviewed_at: sql`now()`, review_reason: reason, updated_by: auth.profile.id, updated_at: sql`now()` })
      .where('id', '=', request.id)
      .where('status', 'in', PENDING_STATUSES)
      .returning(['id', 'status'])
      .executeTakeFirst();
    if (!claimed) {
      const now = await trx.selectFrom('employee_request_changes').select('status').where('id', '=', request.id).executeTakeFirst();
      throw alreadyDecided(now?.status);
    }
    const audits = [
      { userId: auth.profile.id, model: model.name, recordId: request.id, action: 'update' as const, before: { status: request.status }, after: { status: decision, review_reason: reason } },
    ];
    if (decision === 'approved') {
      const lines = await trx.selectFrom('employee_request_change_details').select(['id', 'field_name', 'old_value', 'new_value', 'change_type']).where('request_change_id', '=', request.id).orderBy('id').execute();
      const change = await applyLines(trx, auth, locale, request.employee_id, lines);
      audits.push({ userId: auth.profile.id, model: 'employee', recordId: request.employee_id, action: 'update', before: change.before, after: change.after } as never);
    }
    await syncWorkerStatus(trx, [request.employee_id]);
    await writeAudits(trx, audits);
    const worker = await trx.selectFrom('employees').select('fullname').where('id', '=', request.employee_id).executeTakeFirstOrThrow();
    return { id: request.id, status: decision, name: worker.fullname };
  });
}

/** A database refusal of the worker's new values (a NIK taken meanwhile) as the 409 every save answers. */
function conflictOf(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === '23505' || code === '23514' || code === '23503') throw new AppError(409, 'record_conflict', { title: 'employee' });
  throw error;
}

/** The review of data-change requests (validasi data): its diff, and the approve and reject decisions. */
export async function requestChangeRoutes(app: TypedApp, options: { db: Database }) {
  const { db } = options;

  app.get(
    '/employee-request-change/:id/review',
    { schema: { params: RequestChangeParams, response: { 200: RequestChangeReviewAnswer, ...errorAnswers } } },
    async (request) => {
      const auth = authorize(request.auth, model, 'view');
      const found = await visibleRequest(db, auth, request.params.id);
      const worker = await db.selectFrom('employees').select(['id', 'fullname']).where('id', '=', found.employee_id).executeTakeFirstOrThrow();
      return {
        data: {
          id: found.id,
          status: found.status,
          pending: PENDING_STATUSES.includes(found.status as never),
          employee: worker,
          lines: await reviewLines(db, found.id, request.locale),
        },
      };
    },
  );

  const schema = { body: RequestChangeDecisionBody, response: { 200: RequestChangeDecisionAnswer, ...errorAnswers } };

  app.post('/employee-request-change/approve', { schema }, async (request) => {
    const auth = authorize(request.auth, model, 'update');
    const result = await decide(db, auth, request.locale, request.body.id, 'approved', null).catch(conflictOf);
    return { message: translate(request.locale, 'request_change_approved', { name: result.name }), data: { id: result.id, status: result.status } };
  });

  app.post('/employee-request-change/reject', { schema }, async (request) => {
    const auth = authorize(request.auth, model, 'update');
    const reason = typeof request.body.reason === 'string' ? request.body.reason.trim() : '';
    const errors = await validateFields([{ name: 'reason', label: reasonLabel[request.locale], rules: 'required|max:2000' }], { reason }, { db, locale: request.locale });
    if (Object.keys(errors).length > 0) throw new AppError(422, 'validation_failed', {}, errors);
    const result = await decide(db, auth, request.locale, request.body.id, 'revision_request', reason);
    return { message: translate(request.locale, 'request_change_rejected', { name: result.name }), data: { id: result.id, status: result.status } };
  });
}
