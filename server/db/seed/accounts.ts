import { companyWideWrites, fieldAppPermissions, permissionCatalogue, presenceResources, workforceResources } from '../../access/catalogue.ts';
import { type SeedContext, addDays, insertRows } from './context.ts';
import { type ProjectPlace, contractRange, departments, projectCatalogue, territories } from './places.ts';
import { grantPermissions } from './permissions.ts';

/** Roles a visitor may pick when registering (spec §2 step 2). */
export const selfRegisterRoles = ['Mandor', 'Subkon', 'Staf Proyek'] as const;

const readOnlyWorkforce = [...workforceResources, ...presenceResources].map((resource) => `view-${resource}`);
/** A Department Admin manages everything of their department, but not roles, permissions nor company-wide data. */
const departmentAdminPermissions = permissionCatalogue.filter(
  (name) => (!/-(role|role-group|permission)$/.test(name) || name.startsWith('view-')) && !companyWideWrites.includes(name),
);

export interface SeededDepartment {
  id: number;
  name: string;
  code: string;
  /** The department's admin user (admin.gedung for Gedung). */
  adminId: number;
}

export interface SeededProject {
  id: number;
  place: ProjectPlace;
  departmentId: number;
  number: string;
  startDate: string;
  endDate: string;
  highRisk: boolean;
}

export interface Accounts {
  departments: SeededDepartment[];
  projects: SeededProject[];
  roles: { admin: number; staff: number; mandor: number; subkon: number; stafProyek: number };
  superadminId: number;
  staffGedungId: number;
}

/** Which catalogue projects a scale seeds: ten, two, or the demo's original nine. */
function projectsOf(ctx: SeedContext): ProjectPlace[] {
  return departments.flatMap((department) => {
    const own = projectCatalogue.filter((project) => project.department === department.department_name);
    if (ctx.scale === 'core') return own.slice(0, department.code === 'GDG' ? 3 : 2);
    return own.slice(0, ctx.sizes.projectsPerDepartment);
  });
}

/** Territories, departments, projects, role groups, roles and the demo logins. */
export async function seedAccounts(ctx: SeedContext): Promise<Accounts> {
  const rng = ctx.random('accounts');
  const territoryIds = await insertRows(ctx, 'territories', territories.map((territory) => ({ ...territory })));
  const territoryId = new Map(territories.map((territory, i) => [territory.territory_name as string, territoryIds[i]!]));

  const departmentIds = await insertRows(
    ctx,
    'departments',
    departments.map(({ department_name, contact_pic, territory }) => ({
      department_name,
      contact_pic,
      territory_id: territoryId.get(territory)!,
    })),
  );
  const departmentId = new Map(departments.map((department, i) => [department.department_name as string, departmentIds[i]!]));

  const places = projectsOf(ctx);
  const sequence = new Map<string, number>();
  const projectRows = places.map((place) => {
    const department = departments.find((d) => d.department_name === place.department)!;
    const startDate = ctx.daysAgo(rng.int(120, 900));
    const endDate = addDays(startDate, rng.int(18, 48) * 30);
    const year = startDate.slice(0, 4);
    const seq = (sequence.get(department.code) ?? 0) + 1;
    sequence.set(department.code, seq);
    const [low, high] = contractRange[place.kind];
    const elapsed = (Date.parse(ctx.todayDate) - Date.parse(startDate)) / (Date.parse(endDate) - Date.parse(startDate));
    const progress = Math.min(99.5, Math.max(3, elapsed * 100 + rng.float(-12, 6)));
    const highRisk = ['bendungan', 'jembatan', 'pembangkit', 'industri', 'pelabuhan'].includes(place.kind) || rng.chance(0.2);
    return {
      row: {
        project_name: place.name,
        department_id: departmentId.get(place.department)!,
        project_number: `${department.code}-${year}-${String(seq).padStart(3, '0')}`,
        address: `${place.street}, ${place.city}, ${place.province}`,
        latitude: place.latitude,
        longitude: place.longitude,
        initial_contract_value: Math.round(rng.float(low, high) / 1e6) * 1e6,
        progress: Math.round(progress * 100) / 100,
        is_high_risk: highRisk,
        is_joint_operation: place.kind !== 'gedung' && rng.chance(0.35),
        province: place.province,
        city: place.city,
        territory_id: territoryId.get(place.territory)!,
        start_date: startDate,
        end_date: endDate,
      },
      place,
      highRisk,
    };
  });
  const projectIds = await insertRows(ctx, 'projects', projectRows.map(({ row }) => row));
  const projects: SeededProject[] = projectRows.map(({ row, place, highRisk }, i) => ({
    id: projectIds[i]!,
    place,
    departmentId: row.department_id,
    number: row.project_number,
    startDate: row.start_date,
    endDate: row.end_date,
    highRisk,
  }));

  const [adminGroupId, fieldGroupId] = await insertRows(ctx, 'role_groups', [
    { role_group_name: 'Kantor Pusat', description: 'Pengguna kantor pusat dan departemen' },
    { role_group_name: 'Lapangan', description: 'Pengguna di lokasi proyek' },
  ]);
  const [adminRoleId, staffRoleId, ...fieldRoleIds] = await insertRows(ctx, 'roles', [
    {
      role_name: 'Admin Departemen',
      description: 'Menyetujui pendaftaran dan mengelola data departemennya',
      role_group_id: adminGroupId!,
      is_department_admin: true,
    },
    { role_name: 'Staf', description: 'Melihat data tenaga kerja dan presensi', role_group_id: adminGroupId! },
    ...selfRegisterRoles.map((role_name) => ({
      role_name,
      description: `Pengguna lapangan: ${role_name}`,
      role_group_id: fieldGroupId!,
      self_register: true,
    })),
  ]);
  await grantPermissions(ctx.trx, adminRoleId!, departmentAdminPermissions);
  await grantPermissions(ctx.trx, staffRoleId!, readOnlyWorkforce);
  for (const id of fieldRoleIds) await grantPermissions(ctx.trx, id, ['view-employee', 'view-presence-worker', ...fieldAppPermissions]);

  const gedung = departmentId.get('Departemen Gedung')!;
  const rsud = projects.find((project) => project.place.name === 'Pembangunan RSUD Semarang')!.id;
  const verified = { email_verified_at: ctx.setupAt, approval_status: 'approved' as const, password_hash: ctx.passwordHash };
  const otherAdmins = [
    { fullname: 'Bambang Sutrisno', username: 'admin.infra1', npp: 'ADH-0103', department: 'Departemen Infrastruktur 1' },
    { fullname: 'Dewi Lestari', username: 'admin.infra2', npp: 'ADH-0104', department: 'Departemen Infrastruktur 2' },
    { fullname: 'Agus Salim', username: 'admin.epc', npp: 'ADH-0105', department: 'Departemen EPC' },
  ];
  const userIds = await insertRows(ctx, 'users', [
    { ...verified, fullname: 'Super Admin', username: 'superadmin', email: 'superadmin@adhi-manpower.test', is_superuser: true, npp: 'ADH-0001' },
    {
      ...verified,
      fullname: 'Rina Wulandari',
      username: 'admin.gedung',
      email: 'admin.gedung@adhi-manpower.test',
      role_id: adminRoleId!,
      department_id: gedung,
      job_position: 'Admin Departemen',
      npp: 'ADH-0102',
    },
    {
      ...verified,
      fullname: 'Yusuf Pratama',
      username: 'staff.gedung',
      email: 'staff.gedung@adhi-manpower.test',
      role_id: staffRoleId!,
      department_id: gedung,
      project_id: rsud,
      job_position: 'Staf Administrasi Proyek',
      npp: 'ADH-0217',
    },
    ...(ctx.scale === 'core'
      ? []
      : otherAdmins.map((admin) => ({
          ...verified,
          fullname: admin.fullname,
          username: admin.username,
          email: `${admin.username}@adhi-manpower.test`,
          role_id: adminRoleId!,
          department_id: departmentId.get(admin.department)!,
          job_position: 'Admin Departemen',
          npp: admin.npp,
        }))),
  ]);
  const [superadminId, adminGedungId, staffGedungId, ...adminIds] = userIds;
  return {
    departments: departments.map((department, i) => ({
      id: departmentIds[i]!,
      name: department.department_name,
      code: department.code,
      adminId: i === 0 ? adminGedungId! : (adminIds[i - 1] ?? adminGedungId!),
    })),
    projects,
    roles: { admin: adminRoleId!, staff: staffRoleId!, mandor: fieldRoleIds[0]!, subkon: fieldRoleIds[1]!, stafProyek: fieldRoleIds[2]! },
    superadminId: superadminId!,
    staffGedungId: staffGedungId!,
  };
}
