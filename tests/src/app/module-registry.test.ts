import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import enMenu from '../../../locales/en/menu.json';
import idMenu from '../../../locales/id/menu.json';
import { PUBLIC_PATHS } from '../../../common/public-paths';
import { buildRoutes } from '../../../src/app/build-routes';
import { registryModules } from '../../../src/app/model-routes';
import { moduleRegistry } from '../../../src/app/module-registry';
import { moduleScreen } from '../../../src/app/module-screen';
import type { Profile } from '../../../src/core/auth/auth-types';
import { hasPermission } from '../../../src/core/permission';
import { firstReadableRoute, resolveModuleRoutes } from '../../../src/core/modules/resolve-routes';
import { buildSideMenu, type MenuEntry, type MenuModule } from '../../../src/core/modules/side-menu';
import { moduleConfigs } from '../../../src/modules';
import {
  DashboardAcquisitionScreen,
  DashboardLeaderboardScreen,
  DashboardMonitoringScreen,
  DashboardSummaryScreen,
  QrCardPrintScreen,
} from '../../../src/screens/lazy-screens';

const STAFF_PERMISSIONS = [
  'view-employee',
  'view-employee-blacklist',
  'view-company',
  'view-guest-book',
  'view-visitor',
  'view-employee-request-change',
  'view-project-manpower',
  'view-qr-card',
  'view-presence-worker',
  'view-presence-management',
  'view-presence-visitor',
  'view-presence-raw',
];
const staff: Profile = { id: 3, username: 'staff.gedung', fullname: 'Staff', email: 's@example.com', role_id: 7, role_name: null, department_id: null, department_name: null, project_id: null, npp: null, job_position: null, locale: 'id' };
const canStaff = (permission: string) => hasPermission(permission, { profile: staff, permissions: STAFF_PERMISSIONS });
const canSuper = (permission: string) => hasPermission(permission, { profile: { ...staff, role_id: -1 }, permissions: [] });
const canNobody = (permission: string) => hasPermission(permission, { profile: null, permissions: [] });

function linkNames(entries: MenuEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.kind === 'link') return [entry.route.name];
    if (entry.kind === 'group') return entry.links.map((link) => link.route.name);
    return [];
  });
}

function moduleNamed(menu: MenuModule[], name: string): MenuModule {
  const found = menu.find((module) => module.name === name);
  if (!found) throw new Error(`module ${name} missing from the menu`);
  return found;
}

describe('module registry → routes (spec §2 routing rules)', () => {
  const routes = resolveModuleRoutes(moduleRegistry);

  it('has exactly the six modules of the spec, in order, all with the layout', () => {
    expect(moduleRegistry.map((module) => module.name)).toEqual([
      'dashboard',
      'tenaga-kerja',
      'unit-operasi',
      'master-data',
      'konfigurasi-aplikasi',
      'user-settings',
    ]);
    expect(moduleRegistry.every((module) => module.layout)).toBe(true);
  });

  it('makes every path /{module}{route path} and keeps the spec route names', () => {
    const byName = Object.fromEntries(routes.map((route) => [route.name, route.fullPath]));
    expect(routes[0]?.fullPath).toBe('/dashboard/dashboard-summary');
    expect(byName['daftar-tenaga-kerja']).toBe('/tenaga-kerja/employee');
    expect(byName['vendor-/-subkon']).toBe('/unit-operasi/convalsals');
    expect(byName['master-tipe-dokumen-valsal']).toBe('/master-data/m-convalsal-document-types');
    expect(byName['radius-presensi']).toBe('/konfigurasi-aplikasi/config-presence-radius');
    expect(byName['permissions']).toBe('/user-settings/permissions');
    expect(byName['pengunjung']).toBe('/tenaga-kerja/visitor');
    expect(byName['master-tipe-rating']).toBe('/master-data/m-rating-types');
    expect(byName['log-audit']).toBe('/user-settings/audit-log');
    expect(routes).toHaveLength(39);
  });

  it('gives every route, module, section, group and separator a title in both languages', () => {
    for (const menu of [idMenu, enMenu] as Record<string, Record<string, string>>[]) {
      for (const route of routes) {
        expect(menu.routes?.[route.name], route.name).toBeTruthy();
        if (route.section) expect(menu.sections?.[route.section], route.section).toBeTruthy();
        if (route.group) expect(menu.groups?.[route.group], route.group).toBeTruthy();
        if (route.separator) expect(menu.separators?.[route.separator], route.separator).toBeTruthy();
      }
      for (const module of moduleRegistry) expect(menu.modules?.[module.name], module.name).toBeTruthy();
    }
  });

  it('keeps the spec\'s Indonesian section names word for word and says in Indonesian what the spec names only in English', () => {
    expect(idMenu.sections).toEqual({ 'validasi-data': 'Validasi Data', 'manpower-proyek': 'Manpower Proyek', 'rekap-presensi': 'Rekap Presensi' });
    expect(idMenu.groups).toEqual({ 'instansi-perusahaan': 'Instansi Perusahaan', 'mobile-apps': 'Aplikasi Seluler' });
    expect(idMenu.separators).toEqual({ 'access-config': 'Konfigurasi Akses' });
    expect(idMenu.modules.dashboard).toBe('Dashboard');
  });

  it('nests every layout route under main-module at / and keeps the public routes open', () => {
    const tree = buildRoutes(moduleRegistry, new QueryClient(), () => false);
    const mainModule = tree.find((route) => route.id === 'main-module');
    expect(mainModule?.path).toBe('/');
    const childPaths = mainModule?.children?.filter((child) => !child.index).map((child) => child.path);
    expect(childPaths).toEqual(routes.map((route) => route.fullPath));
    expect(mainModule?.children?.[0]?.index).toBe(true);
    // The server sends these addresses the page that preloads the router alone (server/app.ts).
    const publicPaths = tree.filter((route) => !route.children && route.path !== '*').map((route) => route.path);
    expect(publicPaths.sort()).toEqual([...PUBLIC_PATHS].sort());
  });

  it('sends main-module to the first route the user may read', () => {
    expect(firstReadableRoute(routes, canSuper)?.fullPath).toBe('/dashboard/dashboard-summary');
    expect(firstReadableRoute(routes, canStaff)?.fullPath).toBe('/tenaga-kerja/employee');
    expect(firstReadableRoute(routes, canNobody)).toBeNull();
  });

  it('fails early, naming the module, on a duplicate route', () => {
    const broken = [{ name: 'x', layout: true, routes: [{ path: '/a', permission: 'p' }, { path: '/a', permission: 'p' }] }];
    expect(() => resolveModuleRoutes(broken)).toThrow(/Module 'x': duplicate route path '\/x\/a'/);
  });
});

describe('module registry → each route\'s permission and screen (issue #11)', () => {
  const routes = resolveModuleRoutes(moduleRegistry);
  const byPath = new Map(routes.map((route) => [route.fullPath, route]));

  it('keeps every route\'s read permission', () => {
    expect(Object.fromEntries(routes.map((route) => [route.fullPath, route.permission]))).toEqual({
      '/dashboard/dashboard-summary': 'view-dashboard-summary',
      '/dashboard/dashboard-akuisisi': 'view-dashboard-acquisition',
      '/dashboard/dashboard-leaderboard': 'view-dashboard-leaderboard',
      '/dashboard/dashboard-monitoring-presence': 'view-dashboard-monitoring-presence',
      '/tenaga-kerja/employee': 'view-employee',
      '/tenaga-kerja/employee-blacklist': 'view-employee-blacklist',
      '/tenaga-kerja/company-managements': 'view-company',
      '/tenaga-kerja/buku-tamu': 'view-guest-book',
      '/tenaga-kerja/visitor': 'view-visitor',
      '/tenaga-kerja/employee-request-changes': 'view-employee-request-change',
      '/tenaga-kerja/manajemen-manpower': 'view-project-manpower',
      '/tenaga-kerja/cetak-qr': 'view-qr-card',
      '/tenaga-kerja/presensi-pekerja': 'view-presence-worker',
      '/tenaga-kerja/presensi-management': 'view-presence-management',
      '/tenaga-kerja/presensi-visitor': 'view-presence-visitor',
      '/tenaga-kerja/presensi-raw': 'view-presence-raw',
      '/tenaga-kerja/pengecualian-presensi': 'view-presence-exception',
      '/unit-operasi/convalsals': 'view-convalsal',
      '/unit-operasi/equipments': 'view-equipment',
      '/unit-operasi/department': 'view-department',
      '/unit-operasi/territory': 'view-territory',
      '/unit-operasi/project': 'view-project',
      '/master-data/m-skills': 'view-skill',
      '/master-data/m-diseases': 'view-disease',
      '/master-data/m-manpower-types': 'view-manpower-type',
      '/master-data/m-blood-types': 'view-blood-type',
      '/master-data/m-equipment-types': 'view-equipment-type',
      '/master-data/m-convalsal-document-types': 'view-convalsal-document-type',
      '/master-data/m-rating-types': 'view-rating-type',
      '/konfigurasi-aplikasi/config-banners': 'view-banner',
      '/konfigurasi-aplikasi/config-presence-radius': 'view-presence-radius',
      '/konfigurasi-aplikasi/config-user-agreements': 'view-user-agreement',
      '/user-settings/user': 'view-user',
      '/user-settings/user-approval': 'view-user-approval',
      '/user-settings/user-register': 'view-user-register',
      '/user-settings/audit-log': 'view-audit-log',
      '/user-settings/role-group': 'view-role-group',
      '/user-settings/role': 'view-role',
      '/user-settings/permissions': 'view-permission',
    });
  });

  it('shows each model route\'s generic data screen, with the read permission of its model\'s config', () => {
    const models: Record<string, string> = { '/tenaga-kerja/employee': 'employee', '/tenaga-kerja/employee-blacklist': 'employee-blacklist', '/tenaga-kerja/company-managements': 'company', '/tenaga-kerja/buku-tamu': 'guest-book', '/tenaga-kerja/visitor': 'visitor', '/tenaga-kerja/employee-request-changes': 'employee-request-change', '/tenaga-kerja/manajemen-manpower': 'project-manpower', '/tenaga-kerja/presensi-pekerja': 'presence-worker', '/tenaga-kerja/presensi-management': 'presence-management', '/tenaga-kerja/presensi-visitor': 'presence-visitor', '/tenaga-kerja/presensi-raw': 'presence', '/tenaga-kerja/pengecualian-presensi': 'presence-exception', '/unit-operasi/convalsals': 'convalsal', '/unit-operasi/equipments': 'equipment', '/unit-operasi/department': 'department', '/unit-operasi/territory': 'territory', '/unit-operasi/project': 'project', '/master-data/m-skills': 'skill', '/master-data/m-diseases': 'disease', '/master-data/m-manpower-types': 'manpower-type', '/master-data/m-blood-types': 'blood-type', '/master-data/m-equipment-types': 'equipment-type', '/master-data/m-convalsal-document-types': 'convalsal-document-type', '/master-data/m-rating-types': 'rating-type', '/konfigurasi-aplikasi/config-banners': 'banner', '/konfigurasi-aplikasi/config-presence-radius': 'presence-radius', '/konfigurasi-aplikasi/config-user-agreements': 'user-agreement', '/user-settings/user': 'user', '/user-settings/user-approval': 'user-approval', '/user-settings/user-register': 'user-register', '/user-settings/audit-log': 'audit-log', '/user-settings/role-group': 'role-group', '/user-settings/role': 'role', '/user-settings/permissions': 'permission' };
    for (const [path, model] of Object.entries(models)) {
      expect(byPath.get(path)?.screen, path).toBe(moduleScreen(model));
      expect(byPath.get(path)?.permission, path).toBe(moduleConfigs[model]?.permission.read);
    }
    const handWritten = {
      '/dashboard/dashboard-summary': DashboardSummaryScreen,
      '/dashboard/dashboard-akuisisi': DashboardAcquisitionScreen,
      '/dashboard/dashboard-leaderboard': DashboardLeaderboardScreen,
      '/dashboard/dashboard-monitoring-presence': DashboardMonitoringScreen,
      '/tenaga-kerja/cetak-qr': QrCardPrintScreen,
    };
    for (const [path, screen] of Object.entries(handWritten)) expect(byPath.get(path)?.screen, path).toBe(screen);
    expect(Object.keys(models).length + Object.keys(handWritten).length).toBe(routes.length);
  });

  it('refuses a route naming a model without a generated config, in the types and at start', () => {
    const entry = { path: '/laporan', model: 'no-such-model' } as const;
    // @ts-expect-error: 'no-such-model' is not a key of the generated config map, so tsc fails on such a route.
    const broken = () => registryModules([{ name: 'x', layout: true, routes: [entry] }]);
    expect(broken).toThrow("Module 'x': route '/laporan' names model 'no-such-model', which has no generated config");
  });
});

describe('side menu (spec §6)', () => {
  it('shows the super user every module and every route except hidden ones', () => {
    const menu = buildSideMenu(moduleRegistry, canSuper);
    expect(menu.map((module) => module.name)).toEqual(moduleRegistry.map((module) => module.name));
    expect(linkNames(moduleNamed(menu, 'tenaga-kerja').entries)).not.toContain('manajemen-manpower');
    expect(linkNames(menu.flatMap((module) => module.entries))).toHaveLength(38);
  });

  it('keeps sections, groups and separators in place', () => {
    const menu = buildSideMenu(moduleRegistry, canSuper);
    const unit = moduleNamed(menu, 'unit-operasi').entries;
    expect(unit.map((entry) => entry.kind)).toEqual(['link', 'link', 'group']);
    expect(unit[2]).toMatchObject({ kind: 'group', labelKey: 'menu:groups.instansi-perusahaan' });
    const users = moduleNamed(menu, 'user-settings').entries;
    expect(users.map((entry) => entry.kind)).toEqual(['link', 'link', 'link', 'link', 'separator', 'link', 'link', 'link']);
    const workforce = moduleNamed(menu, 'tenaga-kerja').entries;
    const headings = workforce.filter((entry) => entry.kind === 'section').map((entry) => entry.kind === 'section' && entry.labelKey);
    expect(headings).toEqual(['menu:sections.validasi-data', 'menu:sections.manpower-proyek', 'menu:sections.rekap-presensi']);
  });

  it('drops modules without a readable route for a read-only workforce user', () => {
    const menu = buildSideMenu(moduleRegistry, canStaff);
    expect(menu.map((module) => module.name)).toEqual(['tenaga-kerja']);
    expect(linkNames(menu[0]?.entries ?? [])).toEqual([
      'daftar-tenaga-kerja',
      'employee-blacklist',
      'company-managements',
      'buku-tamu',
      'pengunjung',
      'employee-request-changes',
      'cetak-qr',
      'presensi-pekerja',
      'presensi-management',
      'presensi-visitor',
      'presensi-raw',
    ]);
  });

  it('drops a heading whose routes are all filtered out', () => {
    const can = (permission: string) => permission !== 'view-qr-card' && canStaff(permission);
    const headings = buildSideMenu(moduleRegistry, can)[0]?.entries.filter((entry) => entry.kind === 'section');
    expect(headings?.map((entry) => entry.kind === 'section' && entry.labelKey)).toEqual(['menu:sections.validasi-data', 'menu:sections.rekap-presensi']);
  });

  it('is empty without a stored profile', () => {
    expect(buildSideMenu(moduleRegistry, canNobody)).toEqual([]);
  });
});
