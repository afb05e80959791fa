import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '../../support/files.ts';
import type { CallOptions, TestServer } from '../../support/server.ts';

/** The demo foreman the field app's demo login is, and the project he works on. */
export const FOREMAN = 'mandor.rsud';
export const FOREMAN_PROJECT = 'Pembangunan RSUD Semarang';

/** A signed-in phone: its user's token, and the device identifier its calls carry once registered. */
export interface Phone {
  token: string;
  userId: number;
  device: string;
  call<T = any>(method: string, path: string, options?: Omit<CallOptions, 'token'>): Promise<{ status: number; body: T }>;
}

/** Signs `username` in through the field app's sign-in, as a phone of their own named `device`. */
export async function signInPhone(server: TestServer, username: string, device: string): Promise<Phone> {
  const login = await server.call('POST', '/api/app/v1/login', { body: { username, password: DEMO_PASSWORD } });
  if (login.status !== 200) throw new Error(`field sign-in of ${username}: ${login.status} ${JSON.stringify(login.body)}`);
  const token = login.body.token as string;
  return {
    token,
    userId: login.body.user.id,
    device,
    call: (method, path, options = {}) => server.call(method, path, { ...options, token, headers: { 'x-device-id': device, ...options.headers } }),
  };
}

/**
 * A phone ready to record on `projectId`: signed in, the agreement in force accepted and the
 * device registered there.
 */
export async function readyPhone(server: TestServer, username: string, device: string, projectId: number): Promise<Phone> {
  const phone = await signInPhone(server, username, device);
  const settings = await phone.call('GET', '/api/app/v1/settings');
  const agreement = settings.body.data.agreement;
  if (agreement && !agreement.accepted) await phone.call('POST', '/api/app/v1/agreement/accept', { body: { version: agreement.version } });
  const registered = await phone.call('POST', '/api/app/v1/devices', { body: { device_identifier: device, platform: 'android', app_version: '2.4.0', project_id: projectId } });
  if (registered.status >= 300) throw new Error(`device registration: ${registered.status} ${JSON.stringify(registered.body)}`);
  return phone;
}

/** An attendance event happening now at `projectId`, with a fresh client event id; `fields` override any part. */
export const checkIn = (projectId: number, fields: Record<string, unknown> = {}) => ({
  client_event_id: randomUUID(),
  subject_type: 'employee',
  project_id: projectId,
  direction: 'in',
  method: 'qr',
  device_time: new Date(Date.now() - 60_000).toISOString(),
  ...fields,
});

/** Sends one batch of events from the phone. */
export const sendBatch = (phone: Phone, events: readonly object[], extra: Record<string, unknown> = {}) =>
  phone.call('POST', '/api/app/v1/presences', { body: { ...extra, events } });
