// What each phone records in a working morning and when it sends it, decided before any call
// so that one seed always plays the same morning. Only the event ids are new on every run: a
// second run is a second morning's scans, not a replay the server would answer as duplicates.
import { randomUUID } from 'node:crypto';
import type { AttendanceEvent } from '../../common/wire/field-app.ts';
import type { Random } from '../../server/db/seed/random.ts';
import type { CrewMember } from './client.ts';
import { addMinutes, jakartaInstant, jakartaText, notAfter } from './jakarta-clock.ts';

/** How often the odd cases happen; each happens at least once a run, so every run shows each. */
export const RATES = { offline: 0.2, outside: 0.05, mock: 0.03, resent: 0.05 } as const;

/** The most events an online phone puts in one batch. */
export const BATCH_EVENTS = 50;

/** An online phone sends what it holds every this many minutes of its clock. */
const SYNC_MINUTES = 5;

/** When an offline phone finds a network again: between 09:00 and 10:30 of the day. */
const BACK_ONLINE = { from: 9 * 60, to: 10 * 60 + 30 } as const;

/** How many workers a phone checks at the gate. */
const GATE_CHECKS = 3;

/** Where a phone stands: the centre of the project's presence radius. */
export interface Site {
  latitude: number;
  longitude: number;
  radius_m: number;
}

/** One phone's share of its project's crew, and what the plan needs to know of it. */
export interface PhoneCrew {
  projectId: number;
  site: Site | null;
  members: readonly CrewMember[];
}

export interface PlannedBatch {
  sentAt: Date;
  events: AttendanceEvent[];
}

export interface PhonePlan {
  /** Whether the phone holds its events until after the morning (they arrive late). */
  offline: boolean;
  batches: PlannedBatch[];
  /** Distinct events the phone recorded. */
  events: number;
  /** Events it sends a second time. */
  resent: number;
  /** QR numbers it checks at the gate. */
  gateChecks: string[];
}

interface Scan {
  phone: number;
  member: CrewMember;
  at: Date;
  outside: boolean;
  mock: boolean;
  resent: boolean;
}

/** A crew member a phone checks in: one with a QR card, not blacklisted. */
const scannable = (member: CrewMember) => member.qr_number !== null && !member.blacklisted;

/**
 * Which phones hold their events: a fifth of them, among them always the first with a crew to
 * check in, so that even a run of three phones shows late events.
 */
function offlinePhones(phones: readonly PhoneCrew[], random: Random): Set<number> {
  const first = Math.max(0, phones.findIndex((phone) => phone.members.some(scannable)));
  const others = phones.map((_, index) => index).filter((index) => index !== first);
  return new Set(phones.length === 0 ? [] : [first, ...random.sample(others, Math.round(phones.length * RATES.offline) - 1)]);
}

/** About `rate` of `scans`, at random; at least one while there is any. */
function pick(scans: readonly Scan[], rate: number, random: Random): Scan[] {
  return random.sample(scans, Math.max(1, Math.round(scans.length * rate)));
}

/** Every phone's scans of its crew at random times of the window, with the odd cases marked. */
function scanMorning(phones: readonly PhoneCrew[], window: { from: Date; to: Date }, random: Random): Scan[] {
  const span = window.to.getTime() - window.from.getTime();
  const scans = phones.flatMap((phone, index) =>
    phone.members
      .filter(scannable)
      .map((member) => ({ phone: index, member, at: new Date(window.from.getTime() + Math.floor(random.next() * span)), outside: false, mock: false, resent: false })),
  );
  const located = scans.filter((scan) => phones[scan.phone]!.site !== null);
  for (const scan of pick(located, RATES.outside, random)) scan.outside = true;
  for (const scan of pick(located.filter((scan) => !scan.outside), RATES.mock, random)) scan.mock = true;
  // Each odd case on scans of its own, so each shows in the summary for what it is.
  for (const scan of pick(scans.filter((scan) => !scan.outside && !scan.mock), RATES.resent, random)) scan.resent = true;
  return scans.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * A GPS fix near the site: inside the radius even allowing for its accuracy, or hundreds of
 * metres beyond it. Flat-earth offsets are within a fraction of a metre at these distances;
 * the 0.9 keeps an inside fix clear of the edge all the same.
 */
function fixNear(site: Site, outside: boolean, random: Random) {
  const accuracy = random.int(4, 30);
  const distance = outside ? site.radius_m + random.int(200, 800) : random.float(0, 0.9 * Math.max(0, site.radius_m - accuracy));
  const bearing = random.float(0, 2 * Math.PI);
  const metresPerDegree = 111_320;
  const latitude = site.latitude + (distance * Math.cos(bearing)) / metresPerDegree;
  const longitude = site.longitude + (distance * Math.sin(bearing)) / (metresPerDegree * Math.cos((site.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(7)), longitude: Number(longitude.toFixed(7)), accuracy_m: accuracy };
}

function eventOf(scan: Scan, phone: PhoneCrew, random: Random): AttendanceEvent {
  return {
    client_event_id: randomUUID(),
    subject_type: 'employee',
    qr_number: scan.member.qr_number!,
    project_id: phone.projectId,
    direction: 'in',
    method: 'qr',
    device_time: jakartaText(scan.at),
    ...(phone.site ? { ...fixNear(phone.site, scan.outside, random), mock_location: scan.mock } : {}),
  };
}

const chunks = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** An online phone sends at each sync what it recorded since the last; the batch's sent_at is that sync. */
function onlineBatches(scans: readonly { scan: Scan; event: AttendanceEvent }[], from: Date, now: Date): PlannedBatch[] {
  const bySync = new Map<number, AttendanceEvent[]>();
  for (const { scan, event } of scans) {
    const sync = Math.ceil((scan.at.getTime() - from.getTime()) / (SYNC_MINUTES * 60_000));
    bySync.set(sync, [...(bySync.get(sync) ?? []), event]);
  }
  return [...bySync].flatMap(([sync, events]) => chunks(events, BATCH_EVENTS).map((chunk) => ({ sentAt: notAfter(addMinutes(from, sync * SYNC_MINUTES), now), events: chunk })));
}

/** An offline phone sends everything once it is back online, a minute between batches. */
function offlineBatches(events: readonly AttendanceEvent[], day: string, now: Date, random: Random): PlannedBatch[] {
  const back = jakartaInstant(day, random.int(BACK_ONLINE.from, BACK_ONLINE.to));
  return chunks(events, BATCH_EVENTS).map((chunk, index) => ({ sentAt: notAfter(addMinutes(back, index), now), events: chunk }));
}

/** One phone's batches: its own, then those it sends again (unsure the first answer reached it). */
function phoneBatches(phone: PhoneCrew & { offline: boolean }, scans: readonly Scan[], window: { day: string; from: Date; now: Date }, random: Random): PlannedBatch[] {
  const recorded = scans.map((scan) => ({ scan, event: eventOf(scan, phone, random) }));
  const batches = phone.offline ? offlineBatches(recorded.map(({ event }) => event), window.day, window.now, random) : onlineBatches(recorded, window.from, window.now);
  const again = recorded.filter(({ scan }) => scan.resent).map(({ event }) => event);
  const last = batches.at(-1);
  if (!last || again.length === 0) return batches;
  return [...batches, ...chunks(again, BATCH_EVENTS).map((events) => ({ sentAt: notAfter(addMinutes(last.sentAt, SYNC_MINUTES), window.now), events }))];
}

/** Every phone's plan for the morning of `day` inside `window` (already cut at `now`). */
export function planMorning(phones: readonly PhoneCrew[], day: string, window: { from: Date; to: Date }, now: Date, random: Random): PhonePlan[] {
  const offline = offlinePhones(phones, random);
  const scans = scanMorning(phones, window, random);
  return phones.map((phone, index) => {
    const own = scans.filter((scan) => scan.phone === index);
    const cards = phone.members.flatMap((member) => (member.qr_number === null ? [] : [member.qr_number]));
    return {
      offline: offline.has(index),
      batches: phoneBatches({ ...phone, offline: offline.has(index) }, own, { day, from: window.from, now }, random),
      events: own.length,
      resent: own.filter((scan) => scan.resent).length,
      gateChecks: random.sample(cards, GATE_CHECKS),
    };
  });
}
