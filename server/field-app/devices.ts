import { sql } from 'kysely';
import type { RegisterDeviceBody } from '../../common/wire/field-app.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';
import { fieldProjectIds } from './projects.ts';

export interface RegisteredDevice {
  id: number;
  device_identifier: string;
  device_name: string;
  platform: 'android' | 'ios' | 'other' | null;
  app_version: string | null;
  project_id: number;
  is_blocked: boolean;
  created: boolean;
}

/** The name admins see for a phone: the model it reported, else its platform and the start of its identifier. */
const nameOf = (body: RegisterDeviceBody, fullname: string) =>
  `${body.device_name?.trim() || `${body.platform === 'ios' ? 'iPhone' : body.platform === 'android' ? 'Android' : 'Ponsel'} ${body.device_identifier.slice(0, 8)}`} (${fullname})`.slice(0, 150);

/**
 * A phone registers itself, or again after an update or a change of hands: it becomes the
 * signed-in user's, on one of their projects, with its platform and app version. A blocked
 * phone stays blocked whoever registers it; a fixed device (a gate's RFID reader) keeps its
 * identifier to itself.
 */
export async function registerDevice(db: Database, auth: RequestAuth, body: RegisterDeviceBody): Promise<RegisteredDevice> {
  const mapped = await fieldProjectIds(db, auth).where('projects.id', '=', body.project_id).executeTakeFirst();
  if (!mapped) throw new AppError(403, 'project_not_mapped');
  const userId = auth.profile.id;
  const values = {
    project_id: body.project_id,
    device_name: nameOf(body, auth.profile.fullname),
    platform: body.platform,
    app_version: body.app_version.trim(),
    user_id: userId,
    updated_by: userId,
  };
  const { rows } = await sql<RegisteredDevice>`
    insert into project_devices (serial_number, device_type, project_id, device_name, platform, app_version, user_id, last_seen_at, created_by, updated_by)
    values (${body.device_identifier}, 'mobile', ${values.project_id}, ${values.device_name}, ${values.platform}, ${values.app_version}, ${userId}, now(), ${userId}, ${userId})
    on conflict (serial_number) do update set
      project_id = excluded.project_id, device_name = excluded.device_name, platform = excluded.platform,
      app_version = excluded.app_version, user_id = excluded.user_id, last_seen_at = now(),
      updated_by = excluded.updated_by, updated_at = now()
    where project_devices.device_type = 'mobile'
    returning id, serial_number as device_identifier, device_name, platform, app_version, project_id, is_blocked, (xmax = 0) as created
  `.execute(db);
  const device = rows[0];
  if (!device) throw new AppError(409, 'device_identifier_taken');
  if (device.is_blocked) throw new AppError(403, 'device_blocked');
  return device;
}
