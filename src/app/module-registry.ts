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
import { moduleScreen } from './module-screen';

/**
 * The module registry: the one place mapping the spec's route names (Indonesian, kept
 * word for word) to the code names of GLOSSARY.md, with each route's read permission.
 * Order matters: the first route of the first module roots main-module, and the side
 * menu lists modules and routes in this order. A module screen is plugged in through
 * a route's `screen`: `moduleScreen(model)` maps the route's code to its model's generic
 * data screen; the dashboards and cetak-qr have hand-written screens (src/screens/lazy-screens).
 */
export const moduleRegistry: RegistryModule[] = [
  {
    name: 'dashboard',
    layout: true,
    icon: DashboardIcon,
    routes: [
      { path: '/dashboard-summary', name: 'dashboard-summary', code: 'dashboard_summary', screen: DashboardSummaryScreen, permission: 'view-dashboard-summary' },
      { path: '/dashboard-akuisisi', name: 'dashboard-akuisisi', code: 'acquisition', screen: DashboardAcquisitionScreen, permission: 'view-dashboard-acquisition' },
      { path: '/dashboard-leaderboard', code: 'leaderboard', screen: DashboardLeaderboardScreen, permission: 'view-dashboard-leaderboard' },
      { path: '/dashboard-monitoring-presence', code: 'presence_monitoring', screen: DashboardMonitoringScreen, permission: 'view-dashboard-monitoring-presence' },
    ],
  },
  {
    name: 'tenaga-kerja',
    layout: true,
    icon: EngineeringIcon,
    routes: [
      { path: '/employee', name: 'daftar-tenaga-kerja', code: 'employee', screen: moduleScreen('employee'), permission: 'view-employee' },
      { path: '/employee-blacklist', code: 'employee_blacklist', screen: moduleScreen('employee-blacklist'), permission: 'view-employee-blacklist' },
      { path: '/company-managements', code: 'company', screen: moduleScreen('company'), permission: 'view-company' },
      { path: '/buku-tamu', code: 'guest_book', screen: moduleScreen('guest-book'), permission: 'view-guest-book' },
      {
        path: '/employee-request-changes',
        code: 'employee_request_change', screen: moduleScreen('employee-request-change'),
        permission: 'view-employee-request-change',
        section: 'validasi-data',
      },
      {
        path: '/manajemen-manpower',
        code: 'project_manpower', screen: moduleScreen('project-manpower'),
        permission: 'view-project-manpower',
        section: 'manpower-proyek',
        hidden: true,
      },
      { path: '/cetak-qr', code: 'qr_card', screen: QrCardPrintScreen, permission: 'view-qr-card', section: 'manpower-proyek' },
      { path: '/presensi-pekerja', code: 'presence_worker', screen: moduleScreen('presence-worker'), permission: 'view-presence-worker', section: 'rekap-presensi' },
      {
        path: '/presensi-management',
        code: 'presence_management', screen: moduleScreen('presence-management'),
        permission: 'view-presence-management',
        section: 'rekap-presensi',
      },
      { path: '/presensi-visitor', code: 'presence_visitor', screen: moduleScreen('presence-visitor'), permission: 'view-presence-visitor', section: 'rekap-presensi' },
      { path: '/presensi-raw', code: 'presence_raw', screen: moduleScreen('presence'), permission: 'view-presence-raw', section: 'rekap-presensi' },
    ],
  },
  {
    name: 'unit-operasi',
    layout: true,
    icon: ApartmentIcon,
    routes: [
      { path: '/convalsals', name: 'vendor-/-subkon', code: 'convalsal', screen: moduleScreen('convalsal'), permission: 'view-convalsal' },
      { path: '/equipments', name: 'daftar-alat', code: 'equipment', screen: moduleScreen('equipment'), permission: 'view-equipment' },
      { path: '/department', name: 'departemen', code: 'department', screen: moduleScreen('department'), permission: 'view-department', group: 'instansi-perusahaan' },
      { path: '/territory', name: 'wilayah', code: 'territory', screen: moduleScreen('territory'), permission: 'view-territory', group: 'instansi-perusahaan' },
      { path: '/project', name: 'proyek', code: 'project', screen: moduleScreen('project'), permission: 'view-project', group: 'instansi-perusahaan' },
    ],
  },
  {
    name: 'master-data',
    layout: true,
    icon: StorageIcon,
    routes: [
      { path: '/m-skills', name: 'master-keahlian', code: 'skill', screen: moduleScreen('skill'), permission: 'view-skill' },
      { path: '/m-diseases', name: 'master-riwayat-penyakit', code: 'disease', screen: moduleScreen('disease'), permission: 'view-disease' },
      { path: '/m-manpower-types', name: 'master-tipe-manpower', code: 'manpower_type', screen: moduleScreen('manpower-type'), permission: 'view-manpower-type' },
      { path: '/m-blood-types', name: 'master-gol-darah', code: 'blood_type', screen: moduleScreen('blood-type'), permission: 'view-blood-type' },
      { path: '/m-equipment-types', name: 'master-tipe-alat', code: 'equipment_type', screen: moduleScreen('equipment-type'), permission: 'view-equipment-type' },
      {
        path: '/m-convalsal-document-types',
        name: 'master-tipe-dokumen-valsal',
        code: 'convalsal_document_type', screen: moduleScreen('convalsal-document-type'),
        permission: 'view-convalsal-document-type',
      },
    ],
  },
  {
    name: 'konfigurasi-aplikasi',
    layout: true,
    icon: PhoneAndroidIcon,
    routes: [
      { path: '/config-banners', name: 'banner', code: 'banner', screen: moduleScreen('banner'), permission: 'view-banner', group: 'mobile-apps' },
      {
        path: '/config-presence-radius',
        name: 'radius-presensi',
        code: 'presence_radius', screen: moduleScreen('presence-radius'),
        permission: 'view-presence-radius',
        group: 'mobile-apps',
      },
      {
        path: '/config-user-agreements',
        name: 'user-agreement',
        code: 'user_agreement', screen: moduleScreen('user-agreement'),
        permission: 'view-user-agreement',
        group: 'mobile-apps',
      },
    ],
  },
  {
    name: 'user-settings',
    layout: true,
    icon: ManageAccountsIcon,
    routes: [
      { path: '/user', code: 'user', screen: moduleScreen('user'), permission: 'view-user' },
      { path: '/user-approval', code: 'user_approval', screen: moduleScreen('user-approval'), permission: 'view-user-approval' },
      { path: '/user-register', code: 'user_register', screen: moduleScreen('user-register'), permission: 'view-user-register' },
      { path: '/role-group', code: 'role_group', screen: moduleScreen('role-group'), permission: 'view-role-group', separator: 'access-config' },
      { path: '/role', code: 'role', screen: moduleScreen('role'), permission: 'view-role', separator: 'access-config' },
      { path: '/permissions', code: 'permission', screen: moduleScreen('permission'), permission: 'view-permission', separator: 'access-config' },
    ],
  },
];

/** The names of the registry's modules: the module list stored at sign-in. */
export const moduleNames: readonly string[] = moduleRegistry.map((module) => module.name);
