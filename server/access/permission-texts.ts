import type { Label } from '../models/types.ts';
import { models } from '../models/index.ts';
import {
  administrationResources,
  auditResources,
  dashboardResources,
  fieldAppResources,
  masterResources,
  mobileConfigResources,
  operatingUnitResources,
  presenceExceptionResources,
  presenceResources,
  userRoleResources,
  workforceResources,
} from './catalogue.ts';

/** The switches of the role screen, one per action a permission string grants (spec §6's forms). */
export const permissionActions = ['view', 'create', 'update', 'delete', 'rating'] as const;
export type PermissionAction = (typeof permissionActions)[number];

/** The catalogue's resources by the module whose menu shows them, as the role screen groups them. */
export const permissionGroups: readonly { key: string; label: Label; resources: readonly string[] }[] = [
  { key: 'tenaga-kerja', label: { id: 'Tenaga Kerja', en: 'Workforce' }, resources: workforceResources },
  { key: 'rekap-presensi', label: { id: 'Rekap Presensi', en: 'Attendance Recap' }, resources: [...presenceResources, ...presenceExceptionResources] },
  { key: 'dashboard', label: { id: 'Dashboard', en: 'Dashboard' }, resources: dashboardResources },
  { key: 'unit-operasi', label: { id: 'Unit Operasi', en: 'Operating Units' }, resources: operatingUnitResources },
  { key: 'master-data', label: { id: 'Master Data', en: 'Master Data' }, resources: masterResources },
  { key: 'konfigurasi-aplikasi', label: { id: 'Konfigurasi Aplikasi', en: 'Mobile App Configuration' }, resources: mobileConfigResources },
  { key: 'aplikasi-mandor', label: { id: 'Aplikasi Mandor', en: 'Foreman App' }, resources: fieldAppResources },
  { key: 'user-settings', label: { id: 'Pengaturan Pengguna', en: 'User Settings' }, resources: userRoleResources },
  { key: 'administrasi', label: { id: 'Administrasi', en: 'Administration' }, resources: [...administrationResources, ...auditResources] },
];

/** Permission strings an administrator added that no module of the catalogue names. */
export const otherPermissionsGroup = { key: 'lainnya', label: { id: 'Hak Akses Lainnya', en: 'Other Permissions' } } as const;

/** Resources that are screens without a model of their own. */
const screenLabels: Readonly<Record<string, Label>> = {
  'qr-card': { id: 'Cetak QR', en: 'QR Card Printing' },
  'dashboard-summary': { id: 'Dashboard Ringkasan', en: 'Summary Dashboard' },
  'dashboard-acquisition': { id: 'Dashboard Akuisisi Data', en: 'Data Acquisition Dashboard' },
  'dashboard-leaderboard': { id: 'Dashboard Papan Peringkat', en: 'Leaderboard Dashboard' },
  'dashboard-monitoring-presence': { id: 'Dashboard Monitoring Presensi', en: 'Presence Monitoring Dashboard' },
  'app-presence': { id: 'Presensi dari Aplikasi Mandor', en: 'Attendance from the Foreman App' },
  'app-employee': { id: 'Pendaftaran Tenaga Kerja dari Aplikasi Mandor', en: 'Worker Registration from the Foreman App' },
  'app-gate': { id: 'Pemeriksaan Gerbang', en: 'Gate Check' },
};

/** What a permission lets its holder do, where the action's plain words would not say it. */
const specialDescriptions: Readonly<Record<string, Label>> = {
  'update-employee-request-change': {
    id: 'Menyetujui atau menolak permintaan perubahan data tenaga kerja (Validasi Data)',
    en: "Approve or reject requests to change a worker's data (Data Validation)",
  },
  'create-app-presence': { id: 'Mencatat presensi dari Aplikasi Mandor', en: 'Record attendance from the Foreman App' },
  'update-presence-exception': { id: 'Menyelesaikan pengecualian presensi: menerima, menolak atau mengoreksi', en: 'Resolve attendance exceptions: accept, reject or correct' },
  'create-app-employee': { id: 'Mendaftarkan tenaga kerja dari Aplikasi Mandor', en: 'Register workers from the Foreman App' },
  'view-app-gate': { id: 'Memeriksa kelayakan kerja tenaga kerja di gerbang (Aplikasi Mandor)', en: "Check a worker's fitness to work at the gate (Foreman App)" },
  'update-user-approval': {
    id: 'Menyetujui atau menolak pendaftaran pengguna (sebagai Admin Departemen)',
    en: 'Approve or reject user registrations (as a Department Admin)',
  },
};

const actionWords: Readonly<Record<PermissionAction, Label>> = {
  view: { id: 'Melihat data {resource}', en: 'View {resource}' },
  create: { id: 'Menambah data {resource}', en: 'Add {resource} records' },
  update: { id: 'Mengubah data {resource}', en: 'Edit {resource} records' },
  delete: { id: 'Menghapus data {resource}', en: 'Delete {resource} records' },
  rating: { id: 'Memberi rating {resource}', en: 'Rate {resource}' },
};

/** The action and resource a permission string names (view-employee, do-rating-convalsal), if it has spec §6's form. */
export function parsePermission(name: string): { action: PermissionAction; resource: string } | undefined {
  const rating = /^do-rating-(.+)$/.exec(name);
  if (rating) return { action: 'rating', resource: rating[1]! };
  const match = /^(view|create|update|delete)-(.+)$/.exec(name);
  return match ? { action: match[1] as PermissionAction, resource: match[2]! } : undefined;
}

/** A resource's name in both languages: its screen's, or the title of the model it is named after. */
export function resourceLabel(resource: string): Label | undefined {
  const model = models.find((candidate) => candidate.name === resource) ?? models.find((candidate) => candidate.permission === resource);
  return screenLabels[resource] ?? model?.title;
}

/** The catalogue's description of a permission string in both languages; undefined for one it cannot describe. */
export function describePermission(name: string): Label | undefined {
  if (specialDescriptions[name]) return specialDescriptions[name];
  const parsed = parsePermission(name);
  const label = parsed && resourceLabel(parsed.resource);
  if (!parsed || !label) return undefined;
  const words = actionWords[parsed.action];
  return { id: words.id.replace('{resource}', label.id), en: words.en.replace('{resource}', label.en) };
}

/** The module group of a catalogue resource; undefined for one the catalogue does not group. */
export const groupOfResource = (resource: string) => permissionGroups.find((group) => group.resources.includes(resource));
