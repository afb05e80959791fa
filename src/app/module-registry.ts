import ApartmentIcon from '@mui/icons-material/Apartment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EngineeringIcon from '@mui/icons-material/Engineering';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import StorageIcon from '@mui/icons-material/Storage';
import type { RegistryModule } from '../core/modules/module-types';
import {
  DashboardAcquisitionScreen,
  DashboardLeaderboardScreen,
  DashboardMonitoringScreen,
  DashboardSummaryScreen,
  QrCardPrintScreen,
} from '../screens/lazy-screens';
import { type ModuleEntry, registryModules } from './model-routes';

/**
 * The module registry: the one place mapping the spec's route names (Indonesian, kept
 * word for word) to the models of GLOSSARY.md, and holding what no model config knows:
 * the menu's order, sections, groups, separators and hidden routes. Order matters: the
 * first route of the first module roots main-module, and the side menu lists modules and
 * routes in this order. A route names its model, whose generated config gives the read
 * permission and whose generic data screen it shows (model-routes.ts); the dashboards and
 * cetak-qr have hand-written screens (src/screens/lazy-screens) and name their permission.
 */
const modules: ModuleEntry[] = [
  {
    name: 'dashboard',
    layout: true,
    icon: DashboardIcon,
    routes: [
      { path: '/dashboard-summary', name: 'dashboard-summary', screen: DashboardSummaryScreen, permission: 'view-dashboard-summary' },
      { path: '/dashboard-akuisisi', name: 'dashboard-akuisisi', screen: DashboardAcquisitionScreen, permission: 'view-dashboard-acquisition' },
      { path: '/dashboard-leaderboard', screen: DashboardLeaderboardScreen, permission: 'view-dashboard-leaderboard' },
      { path: '/dashboard-monitoring-presence', screen: DashboardMonitoringScreen, permission: 'view-dashboard-monitoring-presence' },
    ],
  },
  {
    name: 'tenaga-kerja',
    layout: true,
    icon: EngineeringIcon,
    routes: [
      { path: '/employee', name: 'daftar-tenaga-kerja', model: 'employee' },
      { path: '/employee-blacklist', model: 'employee-blacklist' },
      { path: '/company-managements', model: 'company' },
      { path: '/buku-tamu', model: 'guest-book' },
      { path: '/visitor', name: 'pengunjung', model: 'visitor' },
      { path: '/employee-request-changes', model: 'employee-request-change', section: 'validasi-data' },
      { path: '/manajemen-manpower', model: 'project-manpower', section: 'manpower-proyek', hidden: true },
      { path: '/cetak-qr', screen: QrCardPrintScreen, permission: 'view-qr-card', section: 'manpower-proyek' },
      { path: '/presensi-pekerja', model: 'presence-worker', section: 'rekap-presensi' },
      { path: '/presensi-management', model: 'presence-management', section: 'rekap-presensi' },
      { path: '/presensi-visitor', model: 'presence-visitor', section: 'rekap-presensi' },
      { path: '/presensi-raw', model: 'presence', section: 'rekap-presensi' },
      { path: '/pengecualian-presensi', model: 'presence-exception', section: 'rekap-presensi' },
    ],
  },
  {
    name: 'unit-operasi',
    layout: true,
    icon: ApartmentIcon,
    routes: [
      { path: '/convalsals', name: 'vendor-/-subkon', model: 'convalsal' },
      { path: '/equipments', name: 'daftar-alat', model: 'equipment' },
      { path: '/department', name: 'departemen', model: 'department', group: 'instansi-perusahaan' },
      { path: '/territory', name: 'wilayah', model: 'territory', group: 'instansi-perusahaan' },
      { path: '/project', name: 'proyek', model: 'project', group: 'instansi-perusahaan' },
    ],
  },
  {
    name: 'master-data',
    layout: true,
    icon: StorageIcon,
    routes: [
      { path: '/m-skills', name: 'master-keahlian', model: 'skill' },
      { path: '/m-diseases', name: 'master-riwayat-penyakit', model: 'disease' },
      { path: '/m-manpower-types', name: 'master-tipe-manpower', model: 'manpower-type' },
      { path: '/m-blood-types', name: 'master-gol-darah', model: 'blood-type' },
      { path: '/m-equipment-types', name: 'master-tipe-alat', model: 'equipment-type' },
      { path: '/m-convalsal-document-types', name: 'master-tipe-dokumen-valsal', model: 'convalsal-document-type' },
      { path: '/m-rating-types', name: 'master-tipe-rating', model: 'rating-type' },
    ],
  },
  {
    name: 'konfigurasi-aplikasi',
    layout: true,
    icon: PhoneAndroidIcon,
    routes: [
      { path: '/config-banners', name: 'banner', model: 'banner', group: 'mobile-apps' },
      { path: '/config-presence-radius', name: 'radius-presensi', model: 'presence-radius', group: 'mobile-apps' },
      { path: '/config-user-agreements', name: 'user-agreement', model: 'user-agreement', group: 'mobile-apps' },
    ],
  },
  {
    name: 'user-settings',
    layout: true,
    icon: ManageAccountsIcon,
    routes: [
      { path: '/user', model: 'user' },
      { path: '/user-approval', model: 'user-approval' },
      { path: '/user-register', model: 'user-register' },
      { path: '/audit-log', name: 'log-audit', model: 'audit-log' },
      { path: '/role-group', model: 'role-group', separator: 'access-config' },
      { path: '/role', model: 'role', separator: 'access-config' },
      { path: '/permissions', model: 'permission', separator: 'access-config' },
    ],
  },
];

/** The registry's modules, each route with its read permission and screen. */
export const moduleRegistry: RegistryModule[] = registryModules(modules);

/** The names of the registry's modules: the module list stored at sign-in. */
export const moduleNames: readonly string[] = moduleRegistry.map((module) => module.name);
