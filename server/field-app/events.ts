import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { periodWindow } from '../../common/validation/period.ts';
import type { AttendanceBatchAnswer, EventResult, Geofence } from '../../common/wire/field-app.ts';
import type { FieldAppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { RequestAuth } from '../http/types.ts';
import { type Locale, type MessageKey, translate } from '../i18n/messages.ts';
import { type EventInput, isInput, readEvent } from './event-input.ts';
import { type Radius, judgeGeofence } from './geofence.ts';
import { type FieldRouteRules, checkCaller, rateLimited } from './guard.ts';
import { jakartaToday } from './projects.ts';
import { type AcceptedEvent, writeAccepted } from './event-writes.ts';
import { type BatchContext, type Assignment, loadBatchContext } from './event-context.ts';

interface Refusal {
  reason: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

const refuse = (reason: string, key: MessageKey, params?: Record<string, string | number>): Refusal => ({ reason, key, params });

/** Whether an assignment puts its worker on its project on `day` (YYYY-MM-DD). */
const onDay = (assignment: Assignment, day: string) =>
  assignment.active === 1 && (assignment.start_date === null || assignment.start_date <= day) && (assignment.end_date === null || assignment.end_date >= day);

const jakartaDay = (instant: Date) => jakartaToday(instant);

/** Who an event names, or why it names nobody this server knows on the event's project. */
function resolveSubject(input: EventInput, context: BatchContext, auth: RequestAuth): Pick<AcceptedEvent, 'employeeId' | 'userId' | 'visitorId' | 'scannedCode'> | Refusal {
  const day = jakartaDay(input.deviceTime);
  if (input.subjectType === 'user') return { employeeId: null, userId: auth.profile.id, visitorId: null, scannedCode: null };
  if (input.subjectType === 'visitor') {
    const visitor = context.visitorsByQr.get(input.qrNumber!.toLowerCase());
    if (!visitor) return refuse('unknown_qr', 'app_event_unknown_visitor_qr', { qr: input.qrNumber! });
    return { employeeId: null, userId: null, visitorId: visitor.id, scannedCode: input.qrNumber };
  }
  if (input.qrNumber !== null) {
    const card = context.cardsByQr.get(input.qrNumber.toLowerCase());
    if (!card) return refuse('unknown_qr', 'app_event_unknown_qr', { qr: input.qrNumber });
    if (card.project_id !== input.projectId || !onDay(card, day)) return refuse('not_on_project', 'app_event_not_on_project', { name: card.fullname });
    return { employeeId: card.employee_id, userId: null, visitorId: null, scannedCode: input.qrNumber };
  }
  const worker = input.rfid !== null ? context.workersByRfid.get(input.rfid.toLowerCase()) : context.workersById.get(input.employeeId!);
  if (!worker) return input.rfid !== null ? refuse('unknown_rfid', 'app_event_unknown_rfid', { rfid: input.rfid }) : refuse('unknown_subject', 'app_event_unknown_worker');
  const assignment = context.assignments.get(`${worker.id}/${input.projectId}`);
  if (!assignment || !onDay(assignment, day)) return refuse('not_on_project', 'app_event_not_on_project', { name: worker.fullname });
  return { employeeId: worker.id, userId: null, visitorId: null, scannedCode: input.rfid };
}

/** The server's clock as a batch's events are judged against it: now, and spec §5's open period (lock-periode). */
interface Clock {
  now: number;
  period: { from: number; to: number };
}

const clockAt = (now: Date): Clock => {
  const { from, to } = periodWindow(now);
  return { now: now.getTime(), period: { from: from.getTime(), to: to.getTime() } };
};

/** The event's time against the server's clock and the period lock. */
function checkTime(input: EventInput, clock: Clock, limits: FieldAppConfig): Refusal | undefined {
  const time = input.deviceTime.getTime();
  if (time > clock.now + limits.maxEventAheadMinutes * 60_000) return refuse('future_time', 'app_event_future_time', { minutes: limits.maxEventAheadMinutes });
  if (time < clock.now - limits.maxEventAgeDays * 86_400_000) return refuse('too_old', 'app_event_too_old', { days: limits.maxEventAgeDays });
  if (time < clock.period.from || time > clock.period.to) return refuse('period_closed', 'app_event_period_closed');
  return undefined;
}

/**
 * Judges one readable event against what the batch's context knows: the project must be one
 * of the user's, the time within bounds and the open period, the subject known and on the
 * project, the photo the user's own upload; then the geofence verdict and the project's
 * policies on an outside fix and a mocked location.
 */
function judge(input: EventInput, index: number, context: BatchContext, auth: RequestAuth, clock: Clock, heldUntil: Date, limits: FieldAppConfig): AcceptedEvent | Refusal {
  const project = context.projects.get(input.projectId);
  if (!project) return refuse('project_not_mapped', 'project_not_mapped');
  const late = checkTime(input, clock, limits);
  if (late) return late;
  const subject = resolveSubject(input, context, auth);
  if ('reason' in subject) return subject;
  if (input.photo !== null && !context.photos.has(input.photo)) return refuse('invalid_photo', 'app_photo_not_uploaded');
  const fix = input.latitude !== null && input.longitude !== null ? { latitude: input.latitude, longitude: input.longitude, accuracy: input.accuracy ?? 0 } : null;
  const geofence = judgeGeofence(fix, project.radii as Radius[]);
  if (geofence.verdict === 'outside' && project.outside_policy === 'refuse') {
    return refuse('outside_radius', 'app_event_outside_radius', { distance: Math.round(geofence.distance!), location: geofence.radius!.location_name });
  }
  if (input.mockLocation && project.mock_policy === 'refuse') return refuse('mock_location', 'app_event_mock_location');
  return {
    index,
    input,
    ...subject,
    geofence: geofence.verdict,
    distance: geofence.distance,
    radiusId: geofence.radius?.id ?? null,
    flagged: geofence.verdict === 'outside' || input.mockLocation,
    late: heldUntil.getTime() - input.deviceTime.getTime() > limits.lateAfterMinutes * 60_000,
  };
}

/**
 * When the phone let go of its events: the batch's sent_at by its clock, unless that is
 * missing, unreadable or after the server's clock (a phone whose clock runs ahead cannot
 * make an event look held for less time than it was); the server's clock then says.
 */
function sentAtOf(sentAt: unknown, now: Date): Date | null {
  const date = typeof sentAt === 'string' ? new Date(sentAt) : undefined;
  return date && !Number.isNaN(date.getTime()) && date.getTime() <= now.getTime() ? date : null;
}

export interface BatchDeps {
  db: Database;
  limits: FieldAppConfig;
  locale: Locale;
}

/** Who sends the batch: the signed-in user, the device their call names, and what the route asks of them. */
export interface BatchCaller {
  auth: RequestAuth;
  deviceIdentifier: string;
  rules: FieldRouteRules;
  /** Where a refusal of the device sets its Retry-After. */
  reply: FastifyReply;
}

/**
 * POST /app/v1/presences: one read checks the caller (device, agreement, allowance) and
 * gathers what the events name; each event is read and judged on its own; one write counts
 * the call against the device's allowance and writes the accepted events (a client event id
 * already written answers its first result and writes nothing). Answers each event's outcome
 * in the batch's order.
 */
export async function recordBatch(deps: BatchDeps, caller: BatchCaller, body: { sent_at?: unknown; events: unknown[] }): Promise<AttendanceBatchAnswer['data']> {
  const { auth } = caller;
  const now = new Date();
  const inputs = body.events.map((raw) => readEvent(raw, deps.locale));
  const readable = inputs.filter(isInput);
  const context = await loadBatchContext(deps.db, auth, { deviceIdentifier: caller.deviceIdentifier, events: body.events.length }, readable);
  const device = checkCaller(context.caller, true, deps.limits, caller.reply, caller.rules)!;
  const clock = clockAt(now);
  const sentAt = sentAtOf(body.sent_at, now);
  const heldUntil = sentAt ?? now;
  const results: EventResult[] = new Array(inputs.length);
  const accepted: AcceptedEvent[] = [];
  const seen = new Map<string, number>();
  inputs.forEach((input, index) => {
    if (!isInput(input)) {
      results[index] = { client_event_id: input.clientEventId, status: 'refused', reason: 'invalid', message: input.message };
      return;
    }
    if (seen.has(input.clientEventId) || context.receipts.has(input.clientEventId)) return;
    seen.set(input.clientEventId, index);
    const judged = judge(input, index, context, auth, clock, heldUntil, deps.limits);
    if ('reason' in judged) {
      results[index] = { client_event_id: input.clientEventId, status: 'refused', reason: judged.reason, message: translate(deps.locale, judged.key, judged.params) };
    } else accepted.push(judged);
  });
  const written = await writeAccepted(deps.db, { userId: auth.profile.id, deviceId: device.id, sentAt, events: body.events.length, limits: deps.limits }, accepted);
  // Another call of this device took the rest of its allowance between the read and the write.
  if (!written) throw rateLimited(caller.reply, context.caller.retry_after);
  for (const event of accepted) {
    const presenceId = written.get(event.input.clientEventId);
    if (presenceId === undefined) continue;
    results[event.index] = {
      client_event_id: event.input.clientEventId,
      status: 'accepted',
      presence_id: presenceId,
      geofence: event.geofence,
      distance_m: event.distance,
      flagged: event.flagged,
      late: event.late,
    };
  }
  // Resent events, and those another call wrote a moment before this one: the first result.
  const pending = inputs.flatMap((input, index) => (results[index] === undefined && isInput(input) ? [input.clientEventId] : []));
  const firsts = pending.length > 0 ? await firstResults(deps.db, auth.profile.id, pending) : new Map<string, EventResult>();
  inputs.forEach((input, index) => {
    if (results[index] === undefined) results[index] = firsts.get(input.clientEventId) ?? { client_event_id: input.clientEventId, status: 'duplicate' };
  });
  return {
    accepted: results.filter((result) => result.status === 'accepted').length,
    duplicates: results.filter((result) => result.status === 'duplicate').length,
    refused: results.filter((result) => result.status === 'refused').length,
    flagged: results.filter((result) => result.status === 'accepted' && result.flagged).length,
    late: results.filter((result) => result.status === 'accepted' && result.late).length,
    results,
  };
}

/**
 * What the first sending of each event id came to, as a duplicate answers it: its presence and
 * evidence when this user wrote it (nothing of another user's), or only that it was a duplicate.
 */
async function firstResults(db: Database, userId: number, ids: readonly string[]): Promise<Map<string, EventResult>> {
  const { rows } = await sql<{ client_event_id: string; user_id: number; presence_id: number; geofence: Geofence | null; distance_m: number | null; flagged: boolean | null; is_late: boolean | null }>`
    select e.client_event_id::text, e.user_id, e.presence_id, p.geofence, p.distance_m, p.flagged, p.is_late
    from presence_event_ids e
    left join presences p on p.id = e.presence_id and p.recorded_at = e.recorded_at
    where e.client_event_id = any(${ids}::uuid[])
  `.execute(db);
  return new Map(
    rows.map((row) => [
      row.client_event_id,
      row.user_id === userId
        ? { client_event_id: row.client_event_id, status: 'duplicate' as const, presence_id: Number(row.presence_id), geofence: row.geofence ?? 'unknown', distance_m: row.distance_m, flagged: row.flagged ?? false, late: row.is_late ?? false }
        : { client_event_id: row.client_event_id, status: 'duplicate' as const },
    ]),
  );
}
