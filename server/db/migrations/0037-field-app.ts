import { type Kysely, sql } from 'kysely';

/** The field app's permissions as server/access/catalogue.ts named and described them when this migration was written. */
const FIELD_APP_PERMISSIONS = [
  { name: 'create-app-presence', description: 'Mencatat presensi dari Aplikasi Mandor', description_en: 'Record attendance from the Foreman App' },
  { name: 'create-app-employee', description: 'Mendaftarkan tenaga kerja dari Aplikasi Mandor', description_en: 'Register workers from the Foreman App' },
  { name: 'view-app-gate', description: 'Memeriksa kelayakan kerja tenaga kerja di gerbang (Aplikasi Mandor)', description_en: "Check a worker's fitness to work at the gate (Foreman App)" },
];

/** The columns of project_devices an administrator edits: writing them counts as a change of the devices' list. */
const DEVICE_RECORD_COLUMNS = ['project_id', 'device_name', 'serial_number', 'device_type', 'active', 'platform', 'app_version', 'user_id', 'is_blocked', 'blocked_reason'];

/**
 * The field app's server (issue #48):
 * - a raw presence keeps the evidence the app sends: its client event id, the code scanned
 *   (a card's QR number, an RFID tag), GPS accuracy, the phone's mock-location flag, the
 *   photo, the geofence verdict against the nearest radius, when the phone sent it, when it
 *   reached the server and how long after it happened, and whether it came late. The radius
 *   it was judged against is kept by its id without a foreign key: the evidence stays as it
 *   was judged if the radius is deleted, and a morning's check-ins check no key they need not;
 * - presence_event_ids makes a client event id unique across the partitions (a partitioned
 *   table's unique key must hold its partition key), so a resent event writes nothing;
 * - a project says what happens to a check-in outside its radius or from a mocked location;
 * - project_devices holds the phones that registered themselves, which an admin can block,
 *   with their last call and a per-minute request window. Those activity columns are written
 *   on every call: the devices' change counter now counts only the columns of the record;
 * - user_agreement_acceptances records who accepted which version of the user agreement, when;
 * - the field roles (roles open to self-registration) get the field app's permissions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table presences drop constraint presences_method_check`.execute(db);
  await sql`alter table presences add constraint presences_method_check check (method in ('qr', 'rfid', 'gps', 'face', 'manual'))`.execute(db);
  await sql`
    alter table presences
      add column client_event_id uuid,
      add column scanned_code varchar(100),
      add column accuracy_m double precision check (accuracy_m >= 0),
      add column mock_location boolean,
      add column geofence varchar(10) check (geofence in ('inside', 'outside', 'uncertain', 'unknown')),
      add column presence_radius_id integer,
      add column sent_at timestamptz,
      add column received_at timestamptz,
      add column delay_seconds integer,
      add column is_late boolean not null default false,
      add column flagged boolean not null default false,
      add column photo varchar(500)
  `.execute(db);
  // What a supervisor looks for among millions of rows, newest first: the exceptions, each a
  // small partial index (the bulk of check-ins, inside and on time, is in none of them).
  for (const [name, column, condition] of [
    ['flagged', 'flagged', 'flagged'],
    ['late', 'is_late', 'is_late'],
    ['mock_location', 'mock_location', 'mock_location'],
    ['geofence', 'geofence', "geofence <> 'inside'"],
  ] as const) {
    await sql.raw(`create index presences_${name}_recorded_at_idx on presences (${column}, recorded_at) where ${condition}`).execute(db);
  }

  await sql`
    create table presence_event_ids (
      client_event_id uuid primary key,
      presence_id bigint not null,
      recorded_at timestamptz not null,
      user_id integer not null references users (id) on delete cascade,
      received_at timestamptz not null default now()
    )
  `.execute(db);

  // A photo an event or a registration names is looked up among its sender's uploads.
  await sql`create index uploads_file_key_idx on uploads (file_key)`.execute(db);

  for (const column of ['presence_outside_policy', 'presence_mock_policy']) {
    await sql`alter table projects add column ${sql.id(column)} varchar(10) not null default 'flag' check (${sql.id(column)} in ('flag', 'refuse'))`.execute(db);
  }

  await sql`alter table project_devices drop constraint project_devices_device_type_check`.execute(db);
  await sql`alter table project_devices alter column device_type type varchar(10)`.execute(db);
  await sql`alter table project_devices add constraint project_devices_device_type_check check (device_type in ('qr', 'rfid', 'face', 'gps', 'mobile'))`.execute(db);
  await sql`
    alter table project_devices
      add column platform varchar(10) check (platform in ('android', 'ios', 'other')),
      add column app_version varchar(30),
      add column user_id integer references users (id) on delete set null,
      add column is_blocked boolean not null default false,
      add column blocked_reason text,
      add column last_seen_at timestamptz,
      add column window_started_at timestamptz,
      add column window_requests integer not null default 0,
      add column window_events integer not null default 0
  `.execute(db);
  await sql`create index project_devices_user_id_idx on project_devices (user_id)`.execute(db);
  await sql`create index project_devices_is_blocked_idx on project_devices (is_blocked) where is_blocked`.execute(db);
  await sql`drop trigger project_devices_count_changes on project_devices`.execute(db);
  await sql`
    create trigger project_devices_count_changes after insert or delete or truncate or update of ${sql.join(DEVICE_RECORD_COLUMNS.map((column) => sql.id(column)))}
    on project_devices for each statement execute function count_table_change()
  `.execute(db);

  await sql`
    create table user_agreement_acceptances (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      user_agreement_id integer not null references user_agreements (id) on delete cascade,
      version varchar(20) not null,
      accepted_at timestamptz not null default now(),
      device_id integer references project_devices (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by integer,
      updated_by integer,
      unique (user_id, user_agreement_id)
    )
  `.execute(db);
  await sql`create index user_agreement_acceptances_agreement_idx on user_agreement_acceptances (user_agreement_id, accepted_at)`.execute(db);
  await sql`
    create trigger user_agreement_acceptances_count_changes after insert or update or delete or truncate on user_agreement_acceptances
    for each statement execute function count_table_change()
  `.execute(db);

  const rows = FIELD_APP_PERMISSIONS.map((row) => sql`(${row.name}, ${row.description}, ${row.description_en})`);
  await sql`insert into permissions (name, description, description_en) values ${sql.join(rows)} on conflict (name) do nothing`.execute(db);
  await sql`
    insert into role_permissions (role_id, permission_id)
    select roles.id, permissions.id from roles cross join permissions
    where roles.self_register and permissions.name in (${sql.join(FIELD_APP_PERMISSIONS.map((row) => row.name))})
    on conflict (role_id, permission_id) do nothing
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from permissions where name in (${sql.join(FIELD_APP_PERMISSIONS.map((row) => row.name))})`.execute(db);
  await db.schema.dropTable('user_agreement_acceptances').execute();
  await sql`drop trigger project_devices_count_changes on project_devices`.execute(db);
  await sql`
    create trigger project_devices_count_changes after insert or update or delete or truncate on project_devices
    for each statement execute function count_table_change()
  `.execute(db);
  await sql`
    alter table project_devices
      drop column platform, drop column app_version, drop column user_id, drop column is_blocked, drop column blocked_reason,
      drop column last_seen_at, drop column window_started_at, drop column window_requests, drop column window_events
  `.execute(db);
  await sql`delete from project_devices where device_type = 'mobile'`.execute(db);
  await sql`alter table project_devices drop constraint project_devices_device_type_check`.execute(db);
  await sql`alter table project_devices alter column device_type type varchar(5)`.execute(db);
  await sql`alter table project_devices add constraint project_devices_device_type_check check (device_type in ('qr', 'rfid', 'face', 'gps'))`.execute(db);
  await sql`alter table projects drop column presence_outside_policy, drop column presence_mock_policy`.execute(db);
  await db.schema.dropTable('presence_event_ids').execute();
  await sql`drop index uploads_file_key_idx`.execute(db);
  await sql`
    alter table presences
      drop column client_event_id, drop column scanned_code, drop column sent_at, drop column accuracy_m, drop column mock_location, drop column geofence,
      drop column presence_radius_id, drop column received_at, drop column delay_seconds, drop column is_late,
      drop column flagged, drop column photo
  `.execute(db);
  await sql`delete from presences where method = 'face'`.execute(db);
  await sql`alter table presences drop constraint presences_method_check`.execute(db);
  await sql`alter table presences add constraint presences_method_check check (method in ('qr', 'rfid', 'gps', 'manual'))`.execute(db);
}
