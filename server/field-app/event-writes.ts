import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Geofence } from '../../common/wire/field-app.ts';
import type { FieldAppConfig } from '../config.ts';
import type { EventInput } from './event-input.ts';
import { windowAfter } from './guard.ts';
import { eventExceptions } from '../presence-exceptions/event-exceptions.ts';

/** An event the server will write: its subject resolved, its evidence judged. */
export interface AcceptedEvent {
  /** Its place in the batch. */
  index: number;
  input: EventInput;
  employeeId: number | null;
  userId: number | null;
  visitorId: number | null;
  /** The code the phone scanned to name the subject: a card's QR number or an RFID tag. */
  scannedCode: string | null;
  geofence: Geofence;
  distance: number | null;
  radiusId: number | null;
  flagged: boolean;
  late: boolean;
}

/** PostgreSQL's codes for a statement that lost to another at once: deadlock, serialization failure. */
const RETRIED_CODES = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/** One accepted event as the insert's input row, in the order of the columns it declares. */
const inputRow = (event: AcceptedEvent) => ({
  client_event_id: event.input.clientEventId,
  subject_type: event.input.subjectType,
  employee_id: event.employeeId,
  user_id: event.userId,
  visitor_id: event.visitorId,
  project_id: event.input.projectId,
  recorded_at: event.input.deviceTime.toISOString(),
  direction: event.input.direction,
  method: event.input.method,
  scanned_code: event.scannedCode,
  latitude: event.input.latitude,
  longitude: event.input.longitude,
  accuracy_m: event.input.accuracy,
  mock_location: event.input.mockLocation,
  distance_m: event.distance,
  geofence: event.geofence,
  presence_radius_id: event.radiusId,
  is_late: event.late,
  flagged: event.flagged,
  photo: event.input.photo,
});

/** The call a batch's write counts, and by whom it was sent. */
export interface BatchWrite {
  userId: number;
  deviceId: number;
  sentAt: Date | null;
  /** The events the batch carried, accepted or not, which the device's allowance counts. */
  events: number;
  limits: FieldAppConfig;
}

/**
 * Writes a batch in one statement: it counts the call and its events in the device's
 * one-minute window, unless that would pass the allowance (then it writes nothing at all);
 * each accepted event claims its client event id, and only the events whose id no earlier
 * call claimed become presences (the statement triggers of 0009 and 0024 keep the recaps and
 * counts in the same statement), with the exceptions their evidence raises (0041). Answers the new presence ids by client event id (an id
 * another call claimed is absent), or null when the allowance was spent. Two batches that
 * touch the same recap rows at once may deadlock on PostgreSQL: the loser is tried again.
 */
export async function writeAccepted(db: Database, call: BatchWrite, events: readonly AcceptedEvent[]): Promise<Map<string, number> | null> {
  const { userId, deviceId, sentAt } = call;
  const after = windowAfter(call.events);
  // Sorted by recap key, so that concurrent batches lock shared recap rows in one order.
  const rows = [...events]
    .sort((a, b) => a.input.projectId - b.input.projectId || (a.employeeId ?? 0) - (b.employeeId ?? 0) || a.input.deviceTime.getTime() - b.input.deviceTime.getTime())
    .map(inputRow);
  const statement = sql<{ counted: boolean; written: unknown }>`
    with device as (
      update project_devices set ${after.set}
      where id = ${deviceId} and ${after.requests} <= ${call.limits.deviceRequestsPerMinute} and ${after.events} <= ${call.limits.deviceEventsPerMinute}
      returning id
    ),
    input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        client_event_id uuid, subject_type text, employee_id int, user_id int, visitor_id int, project_id int,
        recorded_at timestamptz, direction text, method text, scanned_code text, latitude float8, longitude float8,
        accuracy_m float8, mock_location boolean, distance_m float8, geofence text, presence_radius_id int,
        is_late boolean, flagged boolean, photo text)
    ),
    claimed as (
      insert into presence_event_ids (client_event_id, presence_id, recorded_at, user_id)
      select client_event_id, nextval('presences_id_seq'), recorded_at, ${userId}::int from input
      where exists (select 1 from device)
      on conflict (client_event_id) do nothing
      returning client_event_id, presence_id
    ),
    inserted as (
      insert into presences (id, subject_type, employee_id, user_id, visitor_id, project_id, recorded_at, direction, method,
        latitude, longitude, distance_m, device_id, created_by, updated_by, client_event_id, scanned_code, accuracy_m,
        mock_location, geofence, presence_radius_id, sent_at, received_at, delay_seconds, is_late, flagged, photo)
      select c.presence_id, i.subject_type, i.employee_id, i.user_id, i.visitor_id, i.project_id, i.recorded_at, i.direction, i.method,
        i.latitude, i.longitude, i.distance_m, ${deviceId}::int, ${userId}::int, ${userId}::int, i.client_event_id, i.scanned_code, i.accuracy_m,
        i.mock_location, i.geofence, i.presence_radius_id, ${sentAt?.toISOString() ?? null}::timestamptz, now(),
        floor(extract(epoch from now() - i.recorded_at))::int, i.is_late, i.flagged, i.photo
      from input i join claimed c on c.client_event_id = i.client_event_id
      returning id, client_event_id, subject_type, employee_id, user_id, visitor_id, project_id, recorded_at, geofence, distance_m, accuracy_m,
        mock_location, is_late, delay_seconds
    ),
    exceptions as (
      ${eventExceptions(sql`inserted`, sentAt, call.limits.clockOffMinutes)}
    )
    select exists (select 1 from device) as counted,
      coalesce((select json_agg(json_build_array(client_event_id::text, id)) from inserted), '[]') as written
  `;
  for (let attempt = 1; ; attempt++) {
    try {
      const { counted, written } = (await statement.execute(db)).rows[0]!;
      if (!counted) return null;
      const pairs = (typeof written === 'string' ? JSON.parse(written) : written) as [string, number][];
      return new Map(pairs.map(([id, presenceId]) => [id, Number(presenceId)]));
    } catch (error) {
      if (attempt >= ATTEMPTS || !RETRIED_CODES.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
}
