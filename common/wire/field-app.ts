import { type Static, Type } from 'typebox';
import { FeatureSwitches } from './system.ts';
import { Profile } from './auth.ts';
import { SerialId } from './values.ts';

/**
 * The field app's API, version 1 (/api/app/v1/…): what the foremen's phones send and read.
 * The same sessions and permissions as the web; docs/field-app.md tells a mobile developer
 * how to start from `npm run field:simulate`.
 */

const NullableText = Type.Union([Type.String(), Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

/** The header that names the calling phone (its device identifier, as it registered itself). */
export const DEVICE_HEADER = 'x-device-id';

/** The most events one batch carries. */
export const MAX_BATCH_EVENTS = 500;

export const Platform = Type.Union([Type.Literal('android'), Type.Literal('ios'), Type.Literal('other')]);
export type Platform = Static<typeof Platform>;

export const Policy = Type.Union([Type.Literal('flag'), Type.Literal('refuse')], {
  description: 'flag: the event is kept and marked; refuse: it is refused',
});

export const AppRadius = Type.Object({
  id: Type.Integer(),
  location_name: Type.String(),
  address: NullableText,
  latitude: Type.Number(),
  longitude: Type.Number(),
  radius_m: Type.Integer(),
});

export const AppProject = Type.Object({
  id: Type.Integer(),
  project_name: Type.String(),
  project_number: NullableText,
  department_id: Type.Integer(),
  department_name: Type.String(),
  latitude: NullableNumber,
  longitude: NullableNumber,
  policy: Type.Object({ outside_radius: Policy, mock_location: Policy }),
  /** The active presence radii: a check-in is judged against the nearest. */
  radii: Type.Array(AppRadius),
});
export type AppProject = Static<typeof AppProject>;

export const AppBanner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image_url: Type.String(),
  link_url: NullableText,
  sort_order: Type.Integer(),
});

export const AppAgreement = Type.Object({
  id: Type.Integer(),
  version: Type.String(),
  title: Type.String(),
  /** HTML, as the admin wrote it. */
  content: Type.String(),
  accepted: Type.Boolean(),
  accepted_at: NullableText,
});

/** GET /app/v1/settings: everything the app needs at start, with an ETag (If-None-Match answers 304). */
export const AppSettingsAnswer = Type.Object({
  data: Type.Object({
    /** The server's clock (ISO 8601). A 304 carries it in its Date header. */
    server_time: Type.String(),
    user: Profile,
    permissions: Type.Array(Type.String()),
    /** The user agreement in force; until its version is accepted, every other call answers 403. Null when none is in force. */
    agreement: Type.Union([AppAgreement, Type.Null()]),
    banners: Type.Array(AppBanner),
    /** The projects the user is mapped to (user mapping), with their radii and policies. */
    projects: Type.Array(AppProject),
    features: FeatureSwitches,
    limits: Type.Object({
      batch_max_events: Type.Integer(),
      event_max_age_days: Type.Integer(),
      event_max_ahead_minutes: Type.Integer(),
      late_after_minutes: Type.Integer(),
    }),
  }),
});
export type AppSettingsAnswer = Static<typeof AppSettingsAnswer>;

/** POST /app/v1/agreement/accept: the version the user read and accepted. */
export const AcceptAgreementBody = Type.Object({ version: Type.String({ minLength: 1, maxLength: 20 }) });
export const AcceptAgreementAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ version: Type.String(), accepted_at: Type.String() }),
});

/** POST /app/v1/devices: a phone registers itself (again) under the signed-in user and one of their projects. */
export const RegisterDeviceBody = Type.Object({
  device_identifier: Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9._:-]+$', description: 'A stable id the app keeps (e.g. a UUID made at install)' }),
  platform: Platform,
  app_version: Type.String({ minLength: 1, maxLength: 30 }),
  project_id: SerialId,
  device_name: Type.Optional(Type.String({ maxLength: 150, description: "The phone's model, shown to admins" })),
});
export type RegisterDeviceBody = Static<typeof RegisterDeviceBody>;

export const AppDevice = Type.Object({
  id: Type.Integer(),
  device_identifier: Type.String(),
  device_name: Type.String(),
  platform: Type.Union([Platform, Type.Null()]),
  app_version: NullableText,
  project_id: Type.Integer(),
  is_blocked: Type.Boolean(),
});
export const RegisterDeviceAnswer = Type.Object({ message: Type.String(), data: AppDevice });

/** GET /app/v1/projects/{id}/manpower: the project's crew, for scanning offline. */
export const CrewQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 500 })),
});
export const CrewMember = Type.Object({
  employee_id: Type.Integer(),
  fullname: Type.String(),
  photo: NullableText,
  qr_number: NullableText,
  rfid: NullableText,
  convalsal_name: NullableText,
  foreman_id: Type.Union([Type.Integer(), Type.Null()]),
  position: NullableText,
  blacklisted: Type.Boolean(),
});
export const CrewAnswer = Type.Object({ data: Type.Array(CrewMember), total: Type.Integer(), totalPage: Type.Integer() });
export const ProjectParams = Type.Object({ id: SerialId });

/** POST /app/v1/workers: a foreman registers a worker met on site (the data-acquisition dashboard counts them). */
export const RegisterWorkerBody = Type.Object({
  project_id: SerialId,
  fullname: Type.String({ maxLength: 150 }),
  nik: Type.String({ maxLength: 30 }),
  photo: Type.String({ maxLength: 500, description: 'The url POST /upload answered for the photo' }),
  id_card_photo: Type.String({ maxLength: 500, description: 'The url POST /upload answered for the ID card photo' }),
  phone: Type.Optional(Type.String({ maxLength: 30 })),
  gender: Type.Optional(Type.Union([Type.Literal('L'), Type.Literal('P')])),
  birth_place: Type.Optional(Type.String({ maxLength: 100 })),
  birth_date: Type.Optional(Type.String({ format: 'date' })),
  address: Type.Optional(Type.String({ maxLength: 1000 })),
  manpower_type_id: Type.Optional(SerialId),
  convalsal_id: Type.Optional(SerialId),
  position: Type.Optional(Type.String({ maxLength: 150 })),
});
export type RegisterWorkerBody = Static<typeof RegisterWorkerBody>;

export const AppWorker = Type.Object({
  id: Type.Integer(),
  fullname: Type.String(),
  nik: Type.String(),
  photo: NullableText,
  convalsal_name: NullableText,
  verification_status: Type.String(),
  blacklisted: Type.Boolean(),
});
export const RegisterWorkerAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({
    worker: AppWorker,
    /** True when the NIK was already registered: the answer is that worker, and nothing was written. */
    existing: Type.Boolean(),
    /** The worker's QR number on this project, when assigned to it. */
    qr_number: NullableText,
  }),
});

export const SubjectType = Type.Union([Type.Literal('employee'), Type.Literal('user'), Type.Literal('visitor')], {
  description: 'employee: a worker (by qr_number, rfid or employee_id); user: the signed-in user themself; visitor: by qr_number',
});
export const Direction = Type.Union([Type.Literal('in'), Type.Literal('out')]);
export const AppMethod = Type.Union([Type.Literal('qr'), Type.Literal('rfid'), Type.Literal('gps'), Type.Literal('face')]);

/** One attendance event as the phone recorded it. Each is judged on its own: a bad one is refused in its result, the others go on. */
export const AttendanceEvent = Type.Object({
  client_event_id: Type.String({ format: 'uuid', description: 'Made by the phone; sending it again is harmless' }),
  subject_type: SubjectType,
  qr_number: Type.Optional(Type.String({ maxLength: 100 })),
  rfid: Type.Optional(Type.String({ maxLength: 50 })),
  employee_id: Type.Optional(SerialId),
  project_id: SerialId,
  direction: Direction,
  method: AppMethod,
  device_time: Type.String({ format: 'date-time', description: "When it happened, by the phone's clock, with its offset (2026-12-07T07:01:02+07:00)" }),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  accuracy_m: Type.Optional(Type.Number({ minimum: 0, description: 'The GPS fix\'s horizontal accuracy in metres' })),
  mock_location: Type.Optional(Type.Boolean({ description: "The phone's mock-location flag" })),
  photo: Type.Optional(Type.String({ maxLength: 500, description: 'The url POST /upload answered' })),
});
export type AttendanceEvent = Static<typeof AttendanceEvent>;

/** POST /app/v1/presences: 1 to 500 events, with the X-Device-Id header. */
export const AttendanceBatchBody = Type.Object({
  sent_at: Type.Optional(Type.String({ format: 'date-time', description: "When the phone sent the batch, by its clock: an event held longer than the late limit is marked late" })),
  events: Type.Array(AttendanceEvent, { minItems: 1, maxItems: MAX_BATCH_EVENTS }),
});
export type AttendanceBatchBody = Static<typeof AttendanceBatchBody>;

export const Geofence = Type.Union([Type.Literal('inside'), Type.Literal('outside'), Type.Literal('uncertain'), Type.Literal('unknown')], {
  description: 'inside or outside the nearest active radius even allowing for the accuracy; uncertain: the fix is too coarse to tell; unknown: no location or no radius',
});
export type Geofence = Static<typeof Geofence>;

export const EventStatus = Type.Union([Type.Literal('accepted'), Type.Literal('duplicate'), Type.Literal('refused')]);
export type EventStatus = Static<typeof EventStatus>;

export const EventResult = Type.Object({
  client_event_id: Type.String(),
  status: EventStatus,
  /** Why it was refused: invalid, unknown_qr, unknown_rfid, unknown_subject, not_on_project, project_not_mapped, period_closed, too_old, future_time, outside_radius, mock_location, invalid_photo. */
  reason: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  presence_id: Type.Optional(Type.Integer()),
  geofence: Type.Optional(Geofence),
  distance_m: Type.Optional(NullableNumber),
  flagged: Type.Optional(Type.Boolean()),
  late: Type.Optional(Type.Boolean()),
});
export type EventResult = Static<typeof EventResult>;

export const AttendanceBatchAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({
    accepted: Type.Integer(),
    duplicates: Type.Integer(),
    refused: Type.Integer(),
    flagged: Type.Integer(),
    late: Type.Integer(),
    results: Type.Array(EventResult),
  }),
});
export type AttendanceBatchAnswer = Static<typeof AttendanceBatchAnswer>;

/** GET /app/v1/gate-check: a worker by the QR number of their card or their RFID tag, on one project. */
export const GateCheckQuery = Type.Object({
  project_id: SerialId,
  qr_number: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  rfid: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
});

export const GateReason = Type.Object({
  /** blacklisted, not_on_project, inactive, certificate_expired. */
  code: Type.String(),
  message: Type.String(),
});

export const GateCheckAnswer = Type.Object({
  data: Type.Object({
    worker: Type.Object({
      id: Type.Integer(),
      fullname: Type.String(),
      photo: NullableText,
      convalsal_name: NullableText,
      company_name: NullableText,
      qr_number: NullableText,
    }),
    /** fit: nothing stands against working on this project today; unfit: see reasons. */
    verdict: Type.Union([Type.Literal('fit'), Type.Literal('unfit')]),
    reasons: Type.Array(GateReason),
    checked_at: Type.String(),
  }),
});
export type GateCheckAnswer = Static<typeof GateCheckAnswer>;
