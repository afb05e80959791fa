import { sql } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_HEADER } from '../../common/wire/field-app.ts';
import type { FieldAppConfig } from '../config.ts';
import { holds } from '../crud/access.ts';
import type { Database } from '../db/database.ts';
import { AppError, forbidden, unauthenticated } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';

/** What a field-app route asks of its caller besides a session. */
export interface FieldRouteRules {
  /** The permission the route takes (the super user holds all). */
  permission?: string;
  /**
   * Whether the call must name a registered, unblocked device of the user's (X-Device-Id):
   * required, optional (checked when it names one registered to the user) or none (not read:
   * the device's own registration).
   */
  device: 'required' | 'optional' | 'none';
  /** Whether the user must have accepted the user agreement in force. */
  agreement: boolean;
  /**
   * The handler checks the device and the agreement with its own read, and counts the call in
   * its own write (the attendance batch: one write a call, as a bare insert has).
   */
  countsItself?: boolean;
}

/** The calling phone, as its row stood once this call was counted. */
export interface CallingDevice {
  id: number;
  projectId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of the field app's API: server/field-app/guard.ts checks these before its handler. */
    fieldApp?: FieldRouteRules;
  }
  interface FastifyRequest {
    /** The device a field-app call named, once the guard has checked it. */
    fieldDevice: CallingDevice | null;
  }
}

/** What a call's caller is checked against: its device as this call leaves it, and the agreement in force. */
export interface CallerRow {
  device_id: number | null;
  device_project_id: number | null;
  is_blocked: boolean | null;
  blocked_reason: string | null;
  active: number | null;
  window_requests: number | null;
  window_events: number | null;
  retry_after: number | null;
  agreement_version: string | null;
  agreement_accepted: boolean;
}

/** The events a batch call carries, counted against its device's per-minute allowance. */
function eventsOf(request: FastifyRequest): number {
  const events = (request.body as { events?: unknown } | undefined)?.events;
  return Array.isArray(events) ? events.length : 0;
}

/** Whether the device's one-minute window is over (or was never opened): this call opens a new one. */
const FRESH = sql`(window_started_at is null or window_started_at <= now() - interval '1 minute')`;

/**
 * The device's window counts once this call, carrying `events` events, is counted in it, and
 * the SET list of the update that counts it (and notes when the device was last seen).
 */
export function windowAfter(events: number) {
  const requests = sql<number>`case when ${FRESH} then 1 else window_requests + 1 end`;
  const counted = sql<number>`case when ${FRESH} then ${events}::int else window_events + ${events}::int end`;
  return {
    requests,
    events: counted,
    retryAfter: sql<number>`ceil(extract(epoch from (case when ${FRESH} then now() else window_started_at end) + interval '1 minute' - now()))::int`,
    set: sql`last_seen_at = now(), window_started_at = case when ${FRESH} then now() else window_started_at end, window_requests = ${requests}, window_events = ${counted}`,
  };
}

/** The agreement in force and whether `userId` accepted it, as columns of a one-row select. */
const agreementColumns = (userId: number) => sql`
  (select version from user_agreements where active = 1 order by created_at desc, id desc limit 1) as agreement_version,
  exists (
    select 1 from user_agreement_acceptances x
    where x.user_id = ${userId} and x.user_agreement_id = (select id from user_agreements where active = 1 order by created_at desc, id desc limit 1)
  ) as agreement_accepted`;

/**
 * The caller's row as a call that counts itself later would be checked (a batch counts itself
 * in its write, so its device window is read here as the call would leave it), as columns of a
 * one-row select that a handler's own statement includes: no write, no round trip of its own.
 */
export function callerColumns(userId: number, deviceIdentifier: string, events: number) {
  const after = windowAfter(events);
  return sql`
    d.id as device_id, d.project_id as device_project_id, d.is_blocked, d.blocked_reason, d.active,
    d.window_requests, d.window_events, d.retry_after, ${agreementColumns(userId)}
    from (select 1) one
    left join (
      select id, project_id, is_blocked, blocked_reason, active, ${after.requests} as window_requests, ${after.events} as window_events, ${after.retryAfter} as retry_after
      from project_devices where serial_number = ${deviceIdentifier}::text and user_id = ${userId}
    ) d on true`;
}

/**
 * One statement for what a field-app call must pass: it counts the call (and its events) in
 * the device's one-minute window, notes when the device was last seen, and reads whether the
 * user has accepted the agreement in force. The counting is the database's, so a phone that
 * spreads its calls over several server instances gets one allowance.
 */
async function countCall(db: Database, userId: number, deviceIdentifier: string | undefined, events: number): Promise<CallerRow> {
  const after = windowAfter(events);
  const { rows } = await sql<CallerRow>`
    with device as (
      update project_devices set ${after.set}
      where serial_number = ${deviceIdentifier ?? null}::text and user_id = ${userId}
      returning id, project_id, is_blocked, blocked_reason, active, window_requests, window_events,
        ceil(extract(epoch from window_started_at + interval '1 minute' - now()))::int as retry_after
    )
    select
      d.id as device_id, d.project_id as device_project_id, d.is_blocked, d.blocked_reason, d.active,
      d.window_requests, d.window_events, d.retry_after, ${agreementColumns(userId)}
    from (select 1) one
    left join device d on true
  `.execute(db);
  return rows[0]!;
}

/** The 429 of a device past its allowance, with Retry-After. */
export function rateLimited(reply: FastifyReply, retryAfter: number | null): AppError {
  const seconds = Math.max(1, retryAfter ?? 60);
  reply.header('retry-after', String(seconds));
  return new AppError(429, 'device_rate_limited', { seconds });
}

/** Refuses the call unless its device may call: registered to this user, not blocked, active and within its allowance. */
function checkDevice(row: CallerRow, limits: FieldAppConfig, reply: FastifyReply): CallingDevice {
  if (row.device_id === null) throw new AppError(403, 'device_unregistered');
  if (row.is_blocked) throw new AppError(403, row.blocked_reason ? 'device_blocked_reason' : 'device_blocked', { reason: row.blocked_reason ?? '' });
  if (row.active !== 1) throw new AppError(403, 'device_inactive');
  if ((row.window_requests ?? 0) > limits.deviceRequestsPerMinute || (row.window_events ?? 0) > limits.deviceEventsPerMinute) throw rateLimited(reply, row.retry_after);
  return { id: row.device_id, projectId: row.device_project_id! };
}

/**
 * Judges a caller's row by the route's rules: its device (when it names one registered to the
 * user, or must name one), then the user agreement. Answers the device, or null.
 */
export function checkCaller(row: CallerRow, named: boolean, limits: FieldAppConfig, reply: FastifyReply, rules: FieldRouteRules): CallingDevice | null {
  // A phone reads its settings before it registers (it needs them to choose its project).
  const device = named && (row.device_id !== null || rules.device === 'required') ? checkDevice(row, limits, reply) : null;
  if (rules.agreement && row.agreement_version !== null && !row.agreement_accepted) {
    throw new AppError(403, 'agreement_required', { version: row.agreement_version }, { agreement_version: row.agreement_version });
  }
  return device;
}

/** The device identifier a call names (X-Device-Id), when the route reads one. */
export function namedDevice(request: FastifyRequest, rules: FieldRouteRules): string | undefined {
  const identifier = rules.device === 'none' ? undefined : request.headers[DEVICE_HEADER];
  return typeof identifier === 'string' && identifier.trim() !== '' ? identifier.trim() : undefined;
}

/**
 * The check of every field-app route: its permission, its device and the user agreement, in
 * that order, so a caller learns the first thing to put right. Runs before the handler; a
 * route that counts itself (the attendance batch) has the handler check the device and the
 * agreement in its own statements.
 */
export async function guardFieldCall(db: Database, limits: FieldAppConfig, request: FastifyRequest, reply: FastifyReply, rules: FieldRouteRules): Promise<RequestAuth> {
  const auth = request.auth;
  if (!auth) throw unauthenticated();
  if (rules.permission && !holds(auth, rules.permission)) throw forbidden();
  const named = namedDevice(request, rules);
  if (rules.device === 'required' && !named) throw new AppError(428, 'device_required');
  if (rules.countsItself || (!named && !rules.agreement)) return auth;
  const row = await countCall(db, auth.profile.id, named, eventsOf(request));
  request.fieldDevice = checkCaller(row, named !== undefined, limits, reply, rules);
  return auth;
}
