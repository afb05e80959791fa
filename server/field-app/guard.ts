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

interface GuardRow {
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

/**
 * One statement for what every field-app call must pass: it counts the call (and its events)
 * in the device's one-minute window, notes when the device was last seen, and reads whether
 * the user has accepted the agreement in force. The counting is the database's, so a phone
 * that spreads its calls over several server instances gets one allowance.
 */
async function readGuard(db: Database, userId: number, deviceIdentifier: string | undefined, events: number): Promise<GuardRow> {
  const fresh = sql`(window_started_at is null or window_started_at <= now() - interval '1 minute')`;
  const { rows } = await sql<GuardRow>`
    with agreement as (
      select id, version from user_agreements where active = 1 order by created_at desc, id desc limit 1
    ),
    device as (
      update project_devices set
        last_seen_at = now(),
        window_started_at = case when ${fresh} then now() else window_started_at end,
        window_requests = case when ${fresh} then 1 else window_requests + 1 end,
        window_events = case when ${fresh} then ${events}::int else window_events + ${events}::int end
      where serial_number = ${deviceIdentifier ?? null}::text and user_id = ${userId}
      returning id, project_id, is_blocked, blocked_reason, active, window_requests, window_events,
        ceil(extract(epoch from window_started_at + interval '1 minute' - now()))::int as retry_after
    )
    select
      d.id as device_id, d.project_id as device_project_id, d.is_blocked, d.blocked_reason, d.active,
      d.window_requests, d.window_events, d.retry_after,
      a.version as agreement_version,
      exists (select 1 from user_agreement_acceptances x where x.user_agreement_id = a.id and x.user_id = ${userId}) as agreement_accepted
    from (select 1) one
    left join device d on true
    left join agreement a on true
  `.execute(db);
  return rows[0]!;
}

/** Refuses the call unless its device may call: registered to this user, not blocked, active and within its allowance. */
function checkDevice(row: GuardRow, limits: FieldAppConfig, reply: FastifyReply): CallingDevice {
  if (row.device_id === null) throw new AppError(403, 'device_unregistered');
  if (row.is_blocked) throw new AppError(403, row.blocked_reason ? 'device_blocked_reason' : 'device_blocked', { reason: row.blocked_reason ?? '' });
  if (row.active !== 1) throw new AppError(403, 'device_inactive');
  if ((row.window_requests ?? 0) > limits.deviceRequestsPerMinute || (row.window_events ?? 0) > limits.deviceEventsPerMinute) {
    const seconds = Math.max(1, row.retry_after ?? 60);
    reply.header('retry-after', String(seconds));
    throw new AppError(429, 'device_rate_limited', { seconds });
  }
  return { id: row.device_id, projectId: row.device_project_id! };
}

/**
 * The check of every field-app route: its permission, its device and the user agreement, in
 * that order, so a caller learns the first thing to put right. Runs before the handler.
 */
export async function guardFieldCall(db: Database, limits: FieldAppConfig, request: FastifyRequest, reply: FastifyReply, rules: FieldRouteRules): Promise<RequestAuth> {
  const auth = request.auth;
  if (!auth) throw unauthenticated();
  if (rules.permission && !holds(auth, rules.permission)) throw forbidden();
  const identifier = rules.device === 'none' ? undefined : request.headers[DEVICE_HEADER];
  const named = typeof identifier === 'string' && identifier.trim() !== '' ? identifier.trim() : undefined;
  if (rules.device === 'required' && !named) throw new AppError(428, 'device_required');
  if (!named && !rules.agreement) return auth;
  const row = await readGuard(db, auth.profile.id, named, eventsOf(request));
  // A phone reads its settings before it registers (it needs them to choose its project).
  const registered = row.device_id !== null;
  request.fieldDevice = named && (registered || rules.device === 'required') ? checkDevice(row, limits, reply) : null;
  if (rules.agreement && row.agreement_version !== null && !row.agreement_accepted) {
    throw new AppError(403, 'agreement_required', { version: row.agreement_version }, { agreement_version: row.agreement_version });
  }
  return auth;
}
