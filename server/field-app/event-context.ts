import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { RequestAuth } from '../http/types.ts';
import type { EventInput } from './event-input.ts';
import type { Radius } from './geofence.ts';
import { type CallerRow, callerColumns } from './guard.ts';
import { fieldProjectIds } from './projects.ts';

/** A worker's assignment to a project (project manpower), as an event is judged against it. */
export interface Assignment {
  employee_id: number;
  project_id: number;
  active: number;
  start_date: string | null;
  end_date: string | null;
}

export interface BatchContext {
  /** The calling device, as this call would leave its window, and the agreement in force. */
  caller: CallerRow;
  /** The batch's projects the user works on, with their active radii and policies. */
  projects: Map<number, { radii: Radius[]; outside_policy: 'flag' | 'refuse'; mock_policy: 'flag' | 'refuse' }>;
  /** Worker cards by lower-cased QR number: the assignment the card was printed for, and the worker's name. */
  cardsByQr: Map<string, Assignment & { fullname: string }>;
  workersByRfid: Map<string, { id: number; fullname: string }>;
  workersById: Map<number, { id: number; fullname: string }>;
  /** Assignments of the workers named by RFID or id to the batch's projects, by `employee/project`. */
  assignments: Map<string, Assignment>;
  visitorsByQr: Map<string, { id: number }>;
  /** The photo urls that are images this user uploaded. */
  photos: Set<string>;
  /** The client event ids already written. */
  receipts: Set<string>;
}

interface ContextRow extends CallerRow {
  projects: unknown;
  cards: unknown;
  workers: unknown;
  assignments: unknown;
  visitors: unknown;
  photos: unknown;
  receipts: unknown;
}

/** A json column as the driver hands it: PostgreSQL's driver parses json, PGlite's worker may pass text. */
const parsed = <T>(value: unknown): T[] => ((typeof value === 'string' ? JSON.parse(value) : value) as T[] | null) ?? [];

const distinct = <T>(values: readonly (T | null)[]) => [...new Set(values.filter((value): value is T => value !== null))];

/** The call a batch is: its device's identifier and how many events it carries. */
export interface BatchCall {
  deviceIdentifier: string;
  events: number;
}

/**
 * Everything a batch is judged against, read in one statement: its device and the agreement
 * (guard.ts's checks), the user's projects among the batch's, the cards, tags, workers and
 * visitors the events name (with the assignments of the workers named by tag or id), the
 * photos among the user's uploads, and which event ids were written before.
 */
export async function loadBatchContext(db: Database, auth: RequestAuth, call: BatchCall, events: readonly EventInput[]): Promise<BatchContext> {
  const lower = (values: (string | null)[]) => distinct(values.map((value) => value?.toLowerCase() ?? null));
  const qrs = lower(events.filter((event) => event.subjectType === 'employee').map((event) => event.qrNumber));
  const visitorQrs = lower(events.filter((event) => event.subjectType === 'visitor').map((event) => event.qrNumber));
  const rfids = lower(events.map((event) => event.rfid));
  const ids = distinct(events.map((event) => event.employeeId));
  const projectIds = distinct(events.map((event) => event.projectId));
  const photoKeys = distinct(events.map((event) => (event.photo?.startsWith('/api/files/') ? event.photo.slice('/api/files/'.length) : null)));
  const eventIds = events.map((event) => event.clientEventId);
  const { rows } = await sql<ContextRow>`
    with workers as (
      select e.id, e.fullname, lower(e.rfid) as rfid from employees e where e.id = any(${ids}::int[])
      union
      select e.id, e.fullname, lower(e.rfid) from employees e where lower(e.rfid) = any(${rfids}::text[])
    )
    select
      (select json_agg(json_build_object('id', p.id, 'outside_policy', p.presence_outside_policy, 'mock_policy', p.presence_mock_policy,
        'radii', coalesce((select json_agg(json_build_object('id', r.id, 'location_name', r.location_name, 'latitude', r.latitude, 'longitude', r.longitude, 'radius_m', r.radius_m))
          from presence_radii r where r.project_id = p.id and r.active = 1), '[]')))
        from projects p where p.id = any(${projectIds}::int[]) and p.id in (${fieldProjectIds(db, auth)})) as projects,
      (select json_agg(json_build_object('qr', lower(pm.qr_number), 'employee_id', pm.employee_id, 'project_id', pm.project_id, 'active', pm.active,
        'start_date', pm.start_date, 'end_date', pm.end_date, 'fullname', e.fullname))
        from project_manpower pm join employees e on e.id = pm.employee_id where lower(pm.qr_number) = any(${qrs}::text[])) as cards,
      (select json_agg(w) from workers w) as workers,
      (select json_agg(json_build_object('employee_id', pm.employee_id, 'project_id', pm.project_id, 'active', pm.active, 'start_date', pm.start_date, 'end_date', pm.end_date))
        from project_manpower pm where pm.employee_id in (select id from workers) and pm.project_id = any(${projectIds}::int[])) as assignments,
      (select json_agg(json_build_object('id', v.id, 'qr', lower(v.qr_number))) from visitors v where lower(v.qr_number) = any(${visitorQrs}::text[])) as visitors,
      (select json_agg(u.file_key) from uploads u where u.file_key = any(${photoKeys}::text[]) and u.user_id = ${auth.profile.id}
        and u.file_key ~ '\\.(jpe?g|png|webp)$') as photos,
      (select json_agg(x.client_event_id) from presence_event_ids x where x.client_event_id = any(${eventIds}::uuid[])) as receipts,
      ${callerColumns(auth.profile.id, call.deviceIdentifier, call.events)}
  `.execute(db);
  const { projects, cards, workers: found, assignments, visitors, photos, receipts, ...caller } = rows[0]!;
  const workers = parsed<{ id: number; fullname: string; rfid: string | null }>(found);
  return {
    caller,
    projects: new Map(
      parsed<{ id: number; outside_policy: 'flag' | 'refuse'; mock_policy: 'flag' | 'refuse'; radii: Radius[] }>(projects).map((project) => [project.id, project]),
    ),
    cardsByQr: new Map(parsed<Assignment & { qr: string; fullname: string }>(cards).map((card) => [card.qr, card])),
    workersByRfid: new Map(workers.filter((worker) => worker.rfid !== null).map((worker) => [worker.rfid!, worker])),
    workersById: new Map(workers.map((worker) => [worker.id, worker])),
    assignments: new Map(parsed<Assignment>(assignments).map((assignment) => [`${assignment.employee_id}/${assignment.project_id}`, assignment])),
    visitorsByQr: new Map(parsed<{ id: number; qr: string }>(visitors).map((visitor) => [visitor.qr, visitor])),
    photos: new Set(parsed<string>(photos).map((key) => `/api/files/${key}`)),
    receipts: new Set(parsed<string>(receipts)),
  };
}
