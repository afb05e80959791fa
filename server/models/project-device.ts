import { activeField, countRekap, enumField, projectField, projectScope, textField } from './common.ts';
import type { ModelDeclaration } from './types.ts';

export const deviceTypeOptions = [
  { value: 'qr', label: { id: 'QR Code', en: 'QR Code' } },
  { value: 'rfid', label: { id: 'RFID', en: 'RFID' } },
  { value: 'face', label: { id: 'Pengenal Wajah', en: 'Face Recognition' } },
  { value: 'gps', label: { id: 'GPS', en: 'GPS' } },
] as const;

/** An attendance device installed on a project (project sub-screen). */
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
    activeField(),
  ],
  rekap: [
    countRekap('total', { id: 'Total Perangkat', en: 'Total Devices' }),
    countRekap('active', { id: 'Aktif', en: 'Active' }, 'project_devices.active = 1'),
  ],
};
