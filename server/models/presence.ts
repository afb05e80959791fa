import { countRekap, dateTimeField, employeeField, enumField, fileField, projectField, projectScope, relationField, userField } from './common.ts';
import type { FieldDeclaration, ModelDeclaration } from './types.ts';

export const presenceSubjectOptions = [
  { value: 'employee', label: { id: 'Pekerja', en: 'Worker' } },
  { value: 'user', label: { id: 'Management', en: 'Management' } },
  { value: 'visitor', label: { id: 'Pengunjung', en: 'Visitor' } },
] as const;

export const directionOptions = [
  { value: 'in', label: { id: 'Masuk', en: 'In' } },
  { value: 'out', label: { id: 'Keluar', en: 'Out' } },
] as const;

export const presenceMethodOptions = [
  { value: 'qr', label: { id: 'QR Code', en: 'QR Code' } },
  { value: 'rfid', label: { id: 'RFID', en: 'RFID' } },
  { value: 'gps', label: { id: 'GPS', en: 'GPS' } },
  { value: 'face', label: { id: 'Pengenal Wajah', en: 'Face Recognition' } },
  { value: 'manual', label: { id: 'Koreksi Manual', en: 'Manual Correction' } },
] as const;

/** The geofence verdict of an app's check-in (server/field-app/geofence.ts). */
export const geofenceOptions = [
  { value: 'inside', label: { id: 'Di Dalam Radius', en: 'Inside Radius' } },
  { value: 'outside', label: { id: 'Di Luar Radius', en: 'Outside Radius' } },
  { value: 'uncertain', label: { id: 'Tidak Pasti', en: 'Uncertain' } },
  { value: 'unknown', label: { id: 'Tanpa Lokasi / Radius', en: 'No Location / Radius' } },
] as const;

/** What the field app sent and the server judged: shown and filtered, never entered by hand. */
const evidence = { add: false, edit: false, readOnly: true } as const;
const flag = (name: string, label: { id: string; en: string }): FieldDeclaration => ({ name, label, input: 'checkbox', filter: 'exact', ...evidence });

/** Each subject's id is required when the subject type says so, and refused under another type (a correction names one subject). */
const subjectRules = (type: string, table: string) => `nullable|required_if:subject_type,${type}|prohibited_unless:subject_type,${type}|integer|exists:${table},id`;

/**
 * Raw attendance (presensi raw): every check-in and check-out as recorded by the apps. An
 * attendance correction adds a missed one by hand (method 'manual'), corrects its time or
 * removes it: only inside the open period (spec §5 lock-periode), for the date written and
 * for the record's stored date alike, so a period already cut off stays as it was.
 */
export const presence: ModelDeclaration = {
  name: 'presence',
  table: 'presences',
  title: { id: 'Presensi Raw', en: 'Raw Presence' },
  permission: 'presence-raw',
  labelColumn: 'recorded_at',
  lockedBy: { column: 'recorded_at', rules: 'lock-periode' },
  createDefaults: { method: 'manual' },
  parentKeys: ['project_id', 'employee_id', 'user_id', 'visitor_id'],
  defaultSort: { column: 'recorded_at', direction: 'desc' },
  scope: projectScope('presences'),
  fields: [
    enumField('subject_type', { id: 'Jenis Subjek', en: 'Subject Type' }, presenceSubjectOptions, true),
    employeeField({ rules: subjectRules('employee', 'employees') }),
    userField('user_id', { id: 'Management', en: 'Management' }, subjectRules('user', 'users')),
    relationField('visitor_id', { id: 'Pengunjung', en: 'Visitor' }, 'visitor', 'fullname', subjectRules('visitor', 'visitors')),
    projectField(),
    dateTimeField('recorded_at', { id: 'Waktu', en: 'Time' }, 'required|date|lock-periode'),
    enumField('direction', { id: 'Masuk / Keluar', en: 'In / Out' }, directionOptions, true),
    // What the apps record; a correction is 'manual' (createDefaults) and keeps what it was.
    enumField('method', { id: 'Metode', en: 'Method' }, presenceMethodOptions, true, { add: false, edit: false }),
    { name: 'latitude', label: { id: 'Latitude', en: 'Latitude' }, rules: 'nullable|numeric|between:-90,90', input: 'number', list: false, add: false, edit: false },
    { name: 'longitude', label: { id: 'Longitude', en: 'Longitude' }, rules: 'nullable|numeric|between:-180,180', input: 'number', list: false, add: false, edit: false },
    {
      name: 'distance_m',
      label: { id: 'Jarak ke Titik Radius (m)', en: 'Distance to Radius Centre (m)' },
      rules: 'nullable|numeric|min:0',
      input: 'number',
      sortable: true,
      add: false,
      edit: false,
    },
    relationField('device_id', { id: 'Perangkat', en: 'Device' }, 'project-device', 'device_name', 'nullable|integer|exists:project_devices,id', { add: false, edit: false }),
    enumField('geofence', { id: 'Verifikasi Lokasi', en: 'Location Check' }, geofenceOptions, false, { ...evidence, sortable: false }),
    { name: 'accuracy_m', label: { id: 'Akurasi GPS (m)', en: 'GPS Accuracy (m)' }, input: 'number', ...evidence },
    flag('mock_location', { id: 'Lokasi Palsu', en: 'Mock Location' }),
    flag('flagged', { id: 'Ditandai', en: 'Flagged' }),
    flag('is_late', { id: 'Sinkron Terlambat', en: 'Synced Late' }),
    // Set when a supervisor rejects its exception (server/presence-exceptions/resolve.ts): the recaps leave it out.
    { ...flag('excluded', { id: 'Dikeluarkan dari Rekap', en: 'Left Out of Recaps' }), filter: undefined },
    { name: 'delay_seconds', label: { id: 'Selisih Waktu Terima', en: 'Time to Reach Server' }, input: 'number', ...evidence },
    dateTimeField('received_at', { id: 'Diterima Server', en: 'Received by Server' }, 'nullable|date', { ...evidence, list: false, filter: undefined, sortable: false }),
    dateTimeField('sent_at', { id: 'Dikirim Perangkat', en: 'Sent by Device' }, 'nullable|date', { ...evidence, list: false, filter: undefined, sortable: false }),
    relationField('presence_radius_id', { id: 'Radius Terdekat', en: 'Nearest Radius' }, 'presence-radius', 'location_name', 'nullable|integer', {
      ...evidence,
      list: false,
      filter: undefined,
      sortable: false,
    }),
    { name: 'scanned_code', label: { id: 'Kode Dipindai', en: 'Scanned Code' }, ...evidence, list: false, searchable: false },
    fileField('photo', { id: 'Foto', en: 'Photo' }, 'nullable|string|max:500', { ...evidence, list: false }),
    { name: 'client_event_id', label: { id: 'ID Event Aplikasi', en: 'App Event ID' }, ...evidence, list: false },
    userField('created_by', { id: 'Dicatat Oleh', en: 'Recorded By' }, 'nullable|integer', { ...evidence, list: false, filter: undefined, sortable: false }),
  ],
  keptTotals: {
    from: 'presence_counts join projects on projects.id = presence_counts.project_id',
    scope: { department: 'projects.department_id', project: 'presence_counts.project_id' },
    filters: Object.fromEntries(['subject_type', 'project_id', 'direction', 'method'].map((column) => [column, `presence_counts.${column}`])),
    total: 'sum(presence_counts.records)',
    rekap: {
      total: 'coalesce(sum(presence_counts.records), 0)',
      in: "coalesce(sum(presence_counts.records) filter (where presence_counts.direction = 'in'), 0)",
      out: "coalesce(sum(presence_counts.records) filter (where presence_counts.direction = 'out'), 0)",
    },
  },
  rekap: [
    countRekap('total', { id: 'Total Presensi', en: 'Total Records' }),
    countRekap('in', { id: 'Masuk', en: 'In' }, "presences.direction = 'in'"),
    countRekap('out', { id: 'Keluar', en: 'Out' }, "presences.direction = 'out'"),
  ],
};
