import { randomUUID } from 'node:crypto';
import type { AttendanceEvent } from '../../common/wire/field-app.ts';
import type { PeakPhone } from './peak-phones.ts';
import { PEAK } from './peak-setup.ts';

/** One POST as the driver sends it: serialised beforehand, so building it is not timed. */
export interface PreparedBatch {
  headers: Record<string, string>;
  body: string;
  events: number;
}

/** A round's check-ins, the same for both servers; each side stamps its own event ids. */
export interface PeakRound {
  /** The Jakarta day (YYYY-MM-DD) every event of the round falls on. */
  day: string;
  forProduct(): PreparedBatch[];
  forBaseline(): PreparedBatch[];
}

const JAKARTA_MS = 7 * 3_600_000;
/** How long before the round a check-in happened, at most: a phone syncs within minutes, well before the product's late limit. */
const HELD_AT_MOST_S = 300;
/** The fix lies this far from the site's centre at most, so that even at its worst accuracy (20 m) it is wholly inside the radius. */
const FIX_DISTANCE_AT_MOST_M = PEAK.radiusM - 50;
const METRES_PER_DEGREE = 111_320;

/** An instant as a phone in Jakarta writes it: local time with its offset. */
const jakartaTime = (ms: number) => `${new Date(ms + JAKARTA_MS).toISOString().slice(0, 19)}+07:00`;
const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

/** A GPS fix at a random point within FIX_DISTANCE_AT_MOST_M of the centre, with an accuracy of 5 to 20 m. */
function fixNear(latitude: number, longitude: number): Pick<AttendanceEvent, 'latitude' | 'longitude' | 'accuracy_m'> {
  const distance = Math.random() * FIX_DISTANCE_AT_MOST_M;
  const bearing = Math.random() * 2 * Math.PI;
  return {
    latitude: round7(latitude + (distance * Math.cos(bearing)) / METRES_PER_DEGREE),
    longitude: round7(longitude + (distance * Math.sin(bearing)) / (METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180))),
    accuracy_m: Math.round((5 + Math.random() * 15) * 10) / 10,
  };
}

/** One phone's check-ins of the round, without their ids: each happened 0 to `heldAtMostS` whole seconds before `now`. */
function checkIns(phone: PeakPhone, now: number, heldAtMostS: number): Omit<AttendanceEvent, 'client_event_id'>[] {
  const { foreman } = phone;
  return foreman.qrNumbers.map((qr_number) => ({
    subject_type: 'employee',
    qr_number,
    project_id: foreman.projectId,
    direction: 'in',
    method: 'qr',
    device_time: jakartaTime(now - Math.floor(Math.random() * (heldAtMostS + 1)) * 1000),
    ...fixNear(foreman.latitude, foreman.longitude),
    mock_location: false,
  }));
}

/** The phones' batches in the order they reach the queue: every phone's first batch, then every phone's second, as phones sync side by side. */
function batchesInQueueOrder<T>(perPhone: readonly T[][]): { phone: number; events: T[] }[] {
  const batches: { phone: number; events: T[] }[] = [];
  for (let from = 0; from < PEAK.checkInsPerPhone; from += PEAK.batchSize) {
    perPhone.forEach((events, phone) => batches.push({ phone, events: events.slice(from, from + PEAK.batchSize) }));
  }
  return batches;
}

/**
 * The check-ins of one round at `now`: each phone scans each of its workers' cards once,
 * at a moment earlier the same Jakarta day, inside its site's radius.
 */
export function buildRound(phones: readonly PeakPhone[], now = Date.now()): PeakRound {
  const sinceMidnightS = Math.floor(((now + JAKARTA_MS) % 86_400_000) / 1000);
  // Never before the day's midnight: the recap check counts the round's day.
  const heldAtMostS = Math.min(HELD_AT_MOST_S, sinceMidnightS);
  const batches = batchesInQueueOrder(phones.map((phone) => checkIns(phone, now, heldAtMostS)));
  const sentAt = new Date(now).toISOString();
  const stamped = (headersOf: (phone: number) => Record<string, string>) =>
    batches.map(({ phone, events }) => ({
      headers: { 'content-type': 'application/json', ...headersOf(phone) },
      body: JSON.stringify({ sent_at: sentAt, events: events.map((event) => ({ client_event_id: randomUUID(), ...event })) }),
      events: events.length,
    }));
  return {
    day: jakartaTime(now).slice(0, 10),
    forProduct: () => stamped((phone) => phones[phone]!.headers),
    forBaseline: () => stamped(() => ({})),
  };
}
