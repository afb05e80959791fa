import { activeField, countRekap, dateTimeField, defaultsWhenEmpty, enumField, longTextField, projectField, projectScope, textField, userField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

export const deviceTypeOptions = [
  { value: 'qr', label: { id: 'QR Code', en: 'QR Code' } },
  { value: 'rfid', label: { id: 'RFID', en: 'RFID' } },
  { value: 'face', label: { id: 'Pengenal Wajah', en: 'Face Recognition' } },
  { value: 'gps', label: { id: 'GPS', en: 'GPS' } },
  { value: 'mobile', label: { id: 'Ponsel Aplikasi Mandor', en: 'Foreman App Phone' } },
] as const;

export const platformOptions = [
  { value: 'android', label: { id: 'Android', en: 'Android' } },
  { value: 'ios', label: { id: 'iOS', en: 'iOS' } },
  { value: 'other', label: { id: 'Lainnya', en: 'Other' } },
] as const;

/** What a phone reports of itself when it registers (server/field-app/devices.ts): shown, not entered. */
const reported = { add: false, edit: false, readOnly: true } as const;

/**
 * An attendance device of a project (project sub-screen): a gate's reader installed by an
 * admin, or a foreman's phone that registered itself through the field app. An admin blocks a
 * device with a reason; its calls are then refused with that reason.
 */
export const projectDevice: ModelDeclaration = {
  name: 'project-device',
  table: 'project_devices',
  title: { id: 'Perangkat Proyek', en: 'Project Device' },
  permission: 'project',
  labelColumn: 'device_name',
  activeColumn: 'active',
  parentKeys: ['project_id'],
  defaultSort: { column: 'created_at', direction: 'desc' },
  scope: projectScope('project_devices'),
  fields: [
    projectField(),
    textField('device_name', { id: 'Nama Perangkat', en: 'Device Name' }, 'required|string|max:150'),
    textField('serial_number', { id: 'Nomor Seri', en: 'Serial Number' }, 'required|string|max:100|unique:project_devices,serial_number'),
    enumField('device_type', { id: 'Tipe Perangkat', en: 'Device Type' }, deviceTypeOptions, true),
    enumField('platform', { id: 'Platform', en: 'Platform' }, platformOptions, false, { ...reported, filter: undefined, sortable: false }),
    textField('app_version', { id: 'Versi Aplikasi', en: 'App Version' }, 'nullable|string|max:30', { ...reported, searchable: false, sortable: false }),
    userField('user_id', { id: 'Pengguna', en: 'User' }, 'nullable|integer', { ...reported, sortable: false }),
    dateTimeField('last_seen_at', { id: 'Terakhir Aktif', en: 'Last Seen' }, 'nullable|date', { ...reported, filter: undefined, sortable: false }),
    {
      name: 'is_blocked',
      label: { id: 'Diblokir', en: 'Blocked' },
      rules: 'nullable|boolean',
      input: 'checkbox',
      filter: 'exact',
    },
    longTextField('blocked_reason', { id: 'Alasan Blokir', en: 'Reason for Blocking' }, 'nullable|string|max:500|required_if:is_blocked,true,1'),
    activeField(),
  ],
  rekap: [
    countRekap('total', { id: 'Total Perangkat', en: 'Total Devices' }),
    countRekap('active', { id: 'Aktif', en: 'Active' }, 'project_devices.active = 1'),
    countRekap('blocked', { id: 'Diblokir', en: 'Blocked' }, 'project_devices.is_blocked'),
  ],
  beforeSave: defaultsWhenEmpty({ is_blocked: false }),
};
