// One foreman's phone in the simulated morning, call by call as the field app makes them.
import type { AppProject } from '../../common/wire/field-app.ts';
import type { Foreman } from './admin-client.ts';
import { type Answer, CallError, type CrewMember, FieldClient } from './client.ts';
import type { PhonePlan, Site } from './morning-plan.ts';
import type { Tally } from './tally.ts';

export interface Phone {
  foreman: Foreman;
  client: FieldClient;
  project: AppProject;
  crew: CrewMember[];
  acceptedAgreement: string | null;
}

/** What a phone's setup takes from the run's options. */
export interface PhoneSettings {
  url: string;
  password: string;
  locale: 'id' | 'en';
  seed: number;
  log: (line: string) => void;
}

/** The calls sent again: after a 429's wait, after a network failure. */
export interface Retries {
  rateLimited: number;
  network: number;
}

const APP_VERSION = 'simulator-1';
/** How often a call answered 429 is made again before the run gives up. */
const MAX_RATE_WAITS = 5;

/** A registration identifier the same for one seed and foreman, so a rerun finds its phone again. */
const deviceIdentifier = (seed: number, username: string) => `sim-${seed}-${username}`.slice(0, 100);

/** A phone's first minutes: sign-in, settings, the agreement when asked, registration, settings again (ETag), the crew. */
export async function setUpPhone(foreman: Foreman, settings: PhoneSettings): Promise<Phone> {
  const client = await FieldClient.signIn(settings.url, foreman.username, settings.password, settings.locale);
  const first = await client.settings();
  const agreement = first.settings?.agreement;
  const acceptedAgreement = agreement && !agreement.accepted ? agreement.version : null;
  if (acceptedAgreement) await client.acceptAgreement(acceptedAgreement);
  const deviceId = deviceIdentifier(settings.seed, foreman.username);
  await client.registerDevice({ device_identifier: deviceId, platform: 'android', app_version: APP_VERSION, project_id: foreman.project_id, device_name: 'Field simulator' });
  const fresh = (await client.settings(first.etag ?? undefined)).settings ?? first.settings;
  const project = fresh?.projects.find((candidate) => candidate.id === foreman.project_id);
  if (!project) throw new Error(`${foreman.username}'s settings do not list their project ${foreman.project_id}.`);
  const crew = await client.crew(project.id);
  settings.log(`${foreman.username}: device ${deviceId} on ${project.project_name}, crew of ${crew.length}${acceptedAgreement ? `, accepted agreement ${acceptedAgreement}` : ''}`);
  return { foreman, client, project, crew, acceptedAgreement };
}

/** Where the phone stands: the centre of the project's radius nearest the project's own point. */
function siteOf(project: AppProject): Site | null {
  const [first, ...rest] = project.radii;
  if (!first) return null;
  const point = project.latitude !== null && project.longitude !== null ? { latitude: project.latitude, longitude: project.longitude } : first;
  const away = (radius: typeof first) => (radius.latitude - point.latitude) ** 2 + (radius.longitude - point.longitude) ** 2;
  const nearest = rest.reduce((best, radius) => (away(radius) < away(best) ? radius : best), first);
  return { latitude: nearest.latitude, longitude: nearest.longitude, radius_m: nearest.radius_m };
}

/** Phones on one project share its crew, so no worker is checked in twice by two foremen. */
export function crewShares(phones: readonly Phone[]) {
  return phones.map((phone) => {
    const colleagues = phones.filter((other) => other.project.id === phone.project.id);
    const position = colleagues.indexOf(phone);
    return { projectId: phone.project.id, site: siteOf(phone.project), members: phone.crew.filter((_, index) => index % colleagues.length === position) };
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait a 429 asks for: its Retry-After header, else the seconds its message names. */
function retryAfterSeconds(answer: { headers: Headers; body: unknown }): number {
  const header = Number(answer.headers.get('retry-after'));
  if (header > 0) return header;
  const seconds = /(\d+)/.exec((answer.body as { message?: string } | undefined)?.message ?? '');
  return seconds ? Number(seconds[1]) : 60;
}

/** Makes a call; again after the wait a 429 asks for, and once more after a network failure. */
async function patiently<T>(what: string, call: () => Promise<Answer<T>>, retries: Retries): Promise<T> {
  let networkRetried = false;
  for (let waits = 0; ; ) {
    const answer = await call().catch((error: unknown) => {
      if (networkRetried || !(error instanceof TypeError)) throw error;
      networkRetried = true;
      retries.network++;
      return undefined;
    });
    if (!answer) continue;
    if (answer.status === 429 && waits++ < MAX_RATE_WAITS) {
      retries.rateLimited++;
      await sleep(retryAfterSeconds(answer) * 1000);
      continue;
    }
    if (answer.status !== 200) throw new CallError(answer.status, answer.body as never, what);
    return answer.body;
  }
}

/** A phone's morning: its batches in order, then its gate checks. */
export async function playPhone(phone: Phone, plan: PhonePlan, tally: Tally, retries: Retries): Promise<void> {
  const { client } = phone;
  for (const batch of plan.batches) {
    const answer = await patiently(`a batch of ${batch.events.length} events`, () => client.sendBatch(batch.events, batch.sentAt), retries);
    tally.addResults(answer.data.results);
  }
  for (const qrNumber of plan.gateChecks) {
    const answer = await patiently(`the gate check of ${qrNumber}`, () => client.gateCheck(phone.project.id, qrNumber), retries);
    tally.addGateCheck(answer.data);
  }
}
