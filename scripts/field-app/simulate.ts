// A working morning played by the foremen's phones through the public API only: each phone
// signs in, accepts the agreement when asked, registers, reads its settings and crew, checks
// the crew in and checks a few at the gate; the worker recaps must then add up.
import type { AppProject } from '../../common/wire/field-app.ts';
import { Random } from '../../server/db/seed/random.ts';
import { AdminClient, type Foreman } from './admin-client.ts';
import { defaultDay, jakartaText, morningWindow } from './jakarta-clock.ts';
import { type PhonePlan, planMorning } from './morning-plan.ts';
import { type Phone, type Retries, crewShares, playPhone, setUpPhone } from './phone.ts';
import { type EventTally, type GateTally, Tally } from './tally.ts';

export interface MorningOptions {
  /** The server; http://localhost:8080 by default. */
  url?: string;
  /** How many foremen's phones play; 10 by default (fewer when the server has fewer foremen). */
  devices?: number;
  /** The admin who finds the foremen and reads the recaps; superadmin by default. */
  admin?: string;
  /** The admin's password, and the foremen's; Demo#2026 (the demo seed's) by default. */
  password?: string;
  /** The Jakarta day played (YYYY-MM-DD); today once its morning is over (08:05), else yesterday. */
  day?: string;
  /** Fixes the foremen chosen and everything each phone does; 1 by default. */
  seed?: number;
  /** The language of the server's messages; id by default. */
  locale?: 'id' | 'en';
  /** Phones at work at once; 5 by default. */
  concurrency?: number;
  /** Where progress goes, a line at a time; nowhere by default. */
  log?: (line: string) => void;
}

export interface PhoneReport {
  username: string;
  projectId: number;
  projectName: string;
  deviceId: string;
  /** The agreement version this run accepted for the foreman, when settings asked for it. */
  acceptedAgreement: string | null;
  offline: boolean;
  events: number;
  resent: number;
  batches: number;
}

export interface RecapCheck {
  projects: { projectId: number; projectName: string; before: number; after: number }[];
  /** The records the recaps gained over the run. */
  added: number;
  /** The events the server accepted, each one record. */
  expected: number;
  passed: boolean;
}

export interface MorningResult {
  url: string;
  day: string;
  seed: number;
  /** The check-in window, as the phones' clocks say it. */
  window: { from: string; to: string };
  /** The phones asked for; more than play when the server has fewer foremen. */
  devicesAsked: number;
  phones: PhoneReport[];
  /** Distinct events the phones recorded. */
  events: number;
  /** Events sent, those sent twice counted twice. */
  sent: number;
  batches: number;
  outcome: EventTally;
  gate: GateTally;
  retries: Retries;
  recap: RecapCheck;
  /** The recaps added up and the server accepted something. */
  passed: boolean;
}

type Settings = Required<Omit<MorningOptions, 'day' | 'log'>> & { day: string; log: (line: string) => void };

/** Runs `work` on each item, at most `limit` at once; the answers in the items' order. */
async function eachLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}

/** The records of each project's worker recaps on `day`. */
const readRecaps = (admin: AdminClient, projects: readonly AppProject[], day: string) => Promise.all(projects.map((project) => admin.recapRecords(project.id, day)));

function withDefaults(options: MorningOptions, now: Date): Settings {
  return {
    url: (options.url ?? 'http://localhost:8080').replace(/\/+$/, ''),
    devices: options.devices ?? 10,
    admin: options.admin ?? 'superadmin',
    password: options.password ?? 'Demo#2026',
    day: options.day ?? defaultDay(now),
    seed: options.seed ?? 1,
    locale: options.locale ?? 'id',
    concurrency: options.concurrency ?? 5,
    log: options.log ?? (() => undefined),
  };
}

/** The foremen who play: `count` of them chosen by the seed, in id order. */
function chooseForemen(foremen: readonly Foreman[], count: number, random: Random): Foreman[] {
  const chosen = count >= foremen.length ? [...foremen] : random.sample(foremen, count);
  return chosen.sort((a, b) => a.id - b.id);
}

/** Plays a working morning against the server at `options.url` and checks the recaps add up. */
export async function simulateMorning(options: MorningOptions = {}): Promise<MorningResult> {
  const now = new Date();
  const settings = withDefaults(options, now);
  const window = morningWindow(settings.day, now);
  const admin = await AdminClient.signIn(settings.url, settings.admin, settings.password, settings.locale);
  const foremen = chooseForemen(await admin.foremen(), settings.devices, Random.for(settings.seed, 'foremen'));
  if (foremen.length === 0) throw new Error(`No approved, active foreman with a project on ${settings.url}.`);
  const phones = await eachLimited(foremen, settings.concurrency, (foreman) => setUpPhone(foreman, settings));
  const projects = [...new Map(phones.map((phone) => [phone.project.id, phone.project])).values()];
  const before = await readRecaps(admin, projects, settings.day);
  const plans = planMorning(crewShares(phones), settings.day, window, now, Random.for(settings.seed, 'morning'));
  const tally = new Tally();
  const retries: Retries = { rateLimited: 0, network: 0 };
  await eachLimited(phones.map((phone, index) => ({ phone, plan: plans[index]! })), settings.concurrency, ({ phone, plan }) => playPhone(phone, plan, tally, retries));
  const after = await readRecaps(admin, projects, settings.day);
  const recap = recapCheck(projects, before, after, tally.events.accepted);
  return {
    url: settings.url,
    day: settings.day,
    seed: settings.seed,
    window: { from: jakartaText(window.from), to: jakartaText(window.to) },
    devicesAsked: settings.devices,
    phones: phones.map((phone, index) => phoneReport(phone, plans[index]!)),
    events: plans.reduce((sum, plan) => sum + plan.events, 0),
    sent: plans.reduce((sum, plan) => sum + plan.batches.reduce((events, batch) => events + batch.events.length, 0), 0),
    batches: plans.reduce((sum, plan) => sum + plan.batches.length, 0),
    outcome: tally.events,
    gate: tally.gate,
    retries,
    recap,
    passed: recap.passed && tally.events.accepted > 0,
  };
}

function recapCheck(projects: readonly AppProject[], before: readonly number[], after: readonly number[], accepted: number): RecapCheck {
  const added = after.reduce((sum, records, index) => sum + records - before[index]!, 0);
  return {
    projects: projects.map((project, index) => ({ projectId: project.id, projectName: project.project_name, before: before[index]!, after: after[index]! })),
    added,
    expected: accepted,
    passed: added === accepted,
  };
}

function phoneReport(phone: Phone, plan: PhonePlan): PhoneReport {
  return {
    username: phone.foreman.username,
    projectId: phone.project.id,
    projectName: phone.project.project_name,
    deviceId: phone.client.deviceId!,
    acceptedAgreement: phone.acceptedAgreement,
    offline: plan.offline,
    events: plan.events,
    resent: plan.resent,
    batches: plan.batches.length,
  };
}
