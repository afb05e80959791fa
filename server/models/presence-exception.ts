import { countRekap, dateField, dateTimeField, departmentField, employeeField, enumField, longTextField, projectField, userField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

/**
 * The kinds of attendance exception (issue #50): what a supervisor must look at before a day
 * counts. The event kinds come with an event from the field app (server/field-app/event-writes.ts);
 * the day kinds once per worker, project and day (no check-out when the day closes,
 * server/presence-exceptions/close-days.ts). A worker not assigned to the project that day
 * never reaches the inbox: the field app refuses the event and tells the phone why (#48).
 */
export const exceptionKindOptions = [
  { value: 'no_check_out', label: { id: 'Tanpa Check-out', en: 'No Check-out' } },
  { value: 'outside_radius', label: { id: 'Di Luar Radius', en: 'Outside the Radius' } },
  { value: 'location_uncertain', label: { id: 'Lokasi Tidak Pasti', en: 'Location Uncertain' } },
  { value: 'mock_location', label: { id: 'Lokasi Palsu', en: 'Mock Location' } },
  { value: 'blacklisted', label: { id: 'Blacklist di Lokasi', en: 'Blacklisted on Site' } },
  { value: 'certificate_expired', label: { id: 'Sertifikat Kedaluwarsa', en: 'Certificate Expired' } },
  { value: 'late_sync', label: { id: 'Sinkronisasi Terlambat', en: 'Late Sync' } },
  { value: 'clock_off', label: { id: 'Jam Perangkat Tidak Sesuai', en: "Device Clock Off" } },
  { value: 'no_radius', label: { id: 'Proyek Tanpa Radius', en: 'Project Without a Radius' } },
] as const;

export type ExceptionKind = (typeof exceptionKindOptions)[number]['value'];

/** Where an exception stands: open until a supervisor accepts, rejects or corrects it. */
export const exceptionStateOptions = [
  { value: 'open', label: { id: 'Terbuka', en: 'Open' } },
  { value: 'accepted', label: { id: 'Diterima', en: 'Accepted' } },
  { value: 'rejected', label: { id: 'Ditolak', en: 'Rejected' } },
  { value: 'corrected', label: { id: 'Dikoreksi', en: 'Corrected' } },
] as const;

const byResolution = { readOnly: true, add: false, edit: false } as const;

/** /pengecualian-presensi: the exceptions inbox, read here and resolved through POST /presence-exception/resolve. */
export const presenceException: ModelDeclaration = {
  name: 'presence-exception',
  table: 'presence_exceptions',
  title: { id: 'Pengecualian Presensi', en: 'Attendance Exceptions' },
  permission: 'presence-exception',
  labelColumn: 'kind',
  readOnly: true,
  parentKeys: ['project_id', 'employee_id'],
  defaultSort: { column: 'presence_date', direction: 'desc' },
  scope: { department: 'presence_exceptions.department_id', project: 'presence_exceptions.project_id' },
  fields: [
    enumField('kind', { id: 'Jenis', en: 'Kind' }, exceptionKindOptions, true, { sortable: true }),
    enumField('state', { id: 'Status', en: 'Status' }, exceptionStateOptions, true, { input: 'select' }),
    employeeField({ rules: 'nullable|integer' }),
    projectField(),
    departmentField(),
    dateField('presence_date', { id: 'Tanggal', en: 'Date' }, 'required|date'),
    dateTimeField('recorded_at', { id: 'Waktu Presensi', en: 'Recorded At' }, undefined, { filter: undefined, sortable: false }),
    { name: 'detail', label: { id: 'Keterangan', en: 'Detail' } },
    longTextField('resolution_reason', { id: 'Alasan Penyelesaian', en: 'Resolution Reason' }, 'nullable|string|max:2000', { ...byResolution, list: true }),
    userField('resolved_by', { id: 'Diselesaikan Oleh', en: 'Resolved By' }, undefined, { ...byResolution, filter: undefined, sortable: false }),
    dateTimeField('resolved_at', { id: 'Waktu Penyelesaian', en: 'Resolved At' }, undefined, { ...byResolution, filter: undefined, sortable: false }),
  ],
  rekap: [
    countRekap('open', { id: 'Terbuka', en: 'Open' }, "presence_exceptions.state = 'open'"),
    ...exceptionKindOptions.map((option) => countRekap(option.value, option.label, `presence_exceptions.kind = '${option.value}' and presence_exceptions.state = 'open'`)),
  ],
};
