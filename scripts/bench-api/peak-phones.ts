import { DEVICE_HEADER } from '../../common/wire/field-app.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.ts';
import { FieldClient } from '../field-app/client.ts';
import type { PeakForeman } from './peak-setup.ts';

/** A signed-in phone with its registered device: what each of its batches carries. */
export interface PeakPhone {
  foreman: PeakForeman;
  headers: Record<string, string>;
}

/**
 * Sign-ins at once: each verifies a memory-hard argon2 hash, and the product counts
 * simultaneous attempts from one address against its per-address limit.
 */
const SIGN_IN_CONCURRENCY = 4;

async function signInPhone(url: string, foreman: PeakForeman): Promise<PeakPhone> {
  const client = await FieldClient.signIn(url, foreman.username, DEMO_PASSWORD);
  // The same identifier each run: the phone registers again, as after an app update.
  const deviceIdentifier = `bench-phone-${foreman.username}`;
  await client.registerDevice({ device_identifier: deviceIdentifier, platform: 'android', app_version: 'bench-api', project_id: foreman.projectId });
  return { foreman, headers: { authorization: `Bearer ${client.token}`, [DEVICE_HEADER]: deviceIdentifier } };
}

/** Every foreman signs in through the field app's API and registers their phone, as on the first morning. */
export async function signInPhones(url: string, foremen: readonly PeakForeman[]): Promise<PeakPhone[]> {
  const phones: PeakPhone[] = new Array(foremen.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < foremen.length; i = next++) phones[i] = await signInPhone(url, foremen[i]!);
  };
  await Promise.all(Array.from({ length: SIGN_IN_CONCURRENCY }, worker));
  return phones;
}
