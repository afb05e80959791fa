import type { Insertable } from 'kysely';
import type { UserTable } from '../schema.ts';
import type { Accounts, SeededProject } from './accounts.ts';
import { type SeedContext, insertRows, jakartaDate, jakartaTime } from './context.ts';
import { personName, slug } from './names.ts';
import type { Random } from './random.ts';

export interface FieldUser {
  id: number;
  fullname: string;
  projectId: number;
}

export interface FieldUsers {
  /** Foremen (role Mandor) by project id. */
  foremen: Map<number, FieldUser[]>;
  /** Project staff (role Staf Proyek) by project id: the management whose presence is recorded. */
  staff: Map<number, FieldUser[]>;
  subkon: FieldUser[];
}

const foremanPositions = ['Mandor Besi', 'Mandor Bekisting', 'Mandor Pengecoran', 'Mandor Sipil', 'Mandor Alat Berat', 'Mandor Mekanikal Elektrikal', 'Mandor Finishing'];
const staffPositions = ['Site Engineer', 'Site Administration', 'Quality Control', 'Petugas HSE', 'Site Manager', 'Surveyor Proyek', 'Logistik Proyek'];

/** The demo login of the field app: the first foreman of the RSUD Semarang project, the Gedung staff's. */
export const DEMO_FOREMAN = { username: 'mandor.rsud', project: 'Pembangunan RSUD Semarang' } as const;

class Usernames {
  readonly #taken = new Set(['superadmin', 'admin.gedung', 'staff.gedung', 'admin.infra1', 'admin.infra2', 'admin.epc', DEMO_FOREMAN.username]);

  make(fullname: string): string {
    const words = fullname.replace(/^(I|Ni Luh|Ni) /, '').split(' ').map(slug).filter(Boolean);
    const base = words.length > 1 ? `${words[0]}.${words[words.length - 1]}` : words[0]!;
    let name = base;
    for (let n = 2; this.#taken.has(name); n++) name = `${base}${n}`;
    this.#taken.add(name);
    return name;
  }
}

/** Foremen, project staff, subcontractor users, pending registrations and unverified accounts, with project mapping. */
export async function seedFieldUsers(ctx: SeedContext, accounts: Accounts): Promise<FieldUsers> {
  const rng = ctx.random('field-users');
  const usernames = new Usernames();
  const { roles } = accounts;
  const person = (project: SeededProject) => personName(rng, rng.chance(0.7) ? project.place.region : 'jawa', rng.chance(0.1) ? 'P' : 'L');
  const account = (fullname: string, extra: Omit<Partial<Insertable<UserTable>>, 'created_at'>, verifiedDaysAgo: number, fixedUsername?: string) => {
    const username = fixedUsername ?? usernames.make(fullname);
    const createdAt = ctx.officeTimeDaysAgo(rng, verifiedDaysAgo);
    return {
      fullname,
      username,
      email: `${username}@${rng.pick(['gmail.com', 'yahoo.co.id', 'gmail.com', 'outlook.com'])}`,
      password_hash: ctx.passwordHash,
      created_at: createdAt,
      email_verified_at: createdAt,
      ...extra,
    };
  };

  type Planned = { kind: 'foreman' | 'staff' | 'subkon'; project: SeededProject; row: ReturnType<typeof account> };
  const planned: Planned[] = [];
  for (const project of accounts.projects) {
    const department = accounts.departments.find((d) => d.id === project.departmentId)!;
    const approved = (daysAgo: number) => ({
      approval_status: 'approved' as const,
      verified_by: department.adminId,
      verified_at: jakartaTime(ctx.daysAgo(daysAgo), 10 * 60 + rng.int(0, 300)),
      department_id: project.departmentId,
      project_id: project.id,
    });
    const foremen = ctx.sizes.foremenPerProject + (ctx.scale === 'full' && rng.chance(0.4) ? 1 : 0);
    for (let i = 0; i < foremen; i++) {
      const daysAgo = rng.int(90, 400);
      const name = person(project);
      planned.push({
        kind: 'foreman',
        project,
        row: account(
          name.fullname,
          { ...approved(daysAgo - 1), role_id: roles.mandor, job_position: rng.pick(foremanPositions) },
          daysAgo,
          i === 0 && project.place.name === DEMO_FOREMAN.project ? DEMO_FOREMAN.username : undefined,
        ),
      });
    }
    const daysAgo = rng.int(90, 400);
    planned.push({
      kind: 'staff',
      project,
      row: account(
        person(project).fullname,
        { ...approved(daysAgo - 1), role_id: roles.stafProyek, job_position: rng.pick(staffPositions), npp: `ADH-${String(rng.int(1200, 9800))}` },
        daysAgo,
      ),
    });
    if (rng.chance(0.5)) {
      const days = rng.int(60, 300);
      planned.push({ kind: 'subkon', project, row: account(person(project).fullname, { ...approved(days - 1), role_id: roles.subkon, job_position: 'Koordinator Subkon' }, days) });
    }
  }
  const ids = await insertRows(ctx, 'users', planned.map(({ row }) => row));

  const users: FieldUsers = { foremen: new Map(), staff: new Map(), subkon: [] };
  planned.forEach(({ kind, project, row }, i) => {
    const user = { id: ids[i]!, fullname: row.fullname, projectId: project.id };
    if (kind === 'subkon') users.subkon.push(user);
    else {
      const map = kind === 'foreman' ? users.foremen : users.staff;
      map.set(project.id, [...(map.get(project.id) ?? []), user]);
    }
  });

  await seedProjectMapping(ctx, rng, accounts, planned.map(({ kind, project, row }, i) => ({ kind, project, id: ids[i]!, since: row.created_at })));
  await seedRegistrations(ctx, rng, accounts, usernames);
  return users;
}

/** Foremen on projects and the project user mapping (field users, department admins, the Gedung staff). */
async function seedProjectMapping(
  ctx: SeedContext,
  rng: Random,
  accounts: Accounts,
  users: { kind: string; project: SeededProject; id: number; since: Date }[],
): Promise<void> {
  await insertRows(
    ctx,
    'project_foremen',
    users
      .filter((user) => user.kind === 'foreman')
      .map((user) => ({ project_id: user.project.id, user_id: user.id, start_date: jakartaDate(user.since), created_at: user.since })),
  );
  const mapping = users.map((user) => ({ project_id: user.project.id, user_id: user.id }));
  for (const project of accounts.projects) {
    const department = accounts.departments.find((d) => d.id === project.departmentId)!;
    mapping.push({ project_id: project.id, user_id: department.adminId });
    if (department.code === 'GDG' && (project.place.name === 'Pembangunan RSUD Semarang' || rng.chance(0.3))) {
      mapping.push({ project_id: project.id, user_id: accounts.staffGedungId });
    }
  }
  await insertRows(ctx, 'project_users', mapping);
}

/**
 * Self-registrations: in Departemen Gedung, verified and waiting for the Department Admin;
 * some that never verified their email; a few switched off or rejected.
 */
async function seedRegistrations(ctx: SeedContext, rng: Random, accounts: Accounts, usernames: Usernames): Promise<void> {
  const gedung = accounts.departments.find((d) => d.code === 'GDG')!;
  const gedungProjects = accounts.projects.filter((project) => project.departmentId === gedung.id);
  const selfRoles = [accounts.roles.mandor, accounts.roles.subkon, accounts.roles.stafProyek];
  const positions = ['Mandor Besi', 'Koordinator Subkon', 'Site Engineer', 'Mandor Sipil', 'Admin Proyek', 'Drafter'];
  const rows = [];
  const register = (status: 'pending' | 'unverified' | 'inactive' | 'rejected', i: number) => {
    const project = status === 'pending' ? gedungProjects[i % gedungProjects.length]! : rng.pick(accounts.projects);
    const { fullname } = personName(rng, rng.chance(0.6) ? project.place.region : 'jawa', rng.chance(0.25) ? 'P' : 'L');
    const username = usernames.make(fullname);
    const createdAt = ctx.officeTimeDaysAgo(rng, status === 'inactive' ? rng.int(120, 360) : rng.int(0, 14));
    const verifiedAt = new Date(Math.min(createdAt.getTime() + rng.int(5, 240) * 60_000, ctx.today.getTime()));
    const department = accounts.departments.find((d) => d.id === project.departmentId)!;
    return {
      fullname,
      username,
      email: `${username}@${rng.pick(['gmail.com', 'yahoo.com', 'gmail.com'])}`,
      password_hash: ctx.passwordHash,
      role_id: selfRoles[i % selfRoles.length]!,
      department_id: project.departmentId,
      project_id: project.id,
      job_position: rng.pick(positions),
      created_at: createdAt,
      email_verified_at: status === 'unverified' ? null : verifiedAt,
      approval_status: status === 'inactive' ? ('approved' as const) : status === 'rejected' ? ('rejected' as const) : ('pending' as const),
      verified_by: status === 'inactive' || status === 'rejected' ? department.adminId : null,
      verified_at: status === 'inactive' || status === 'rejected' ? verifiedAt : null,
      active: status === 'inactive' ? 0 : 1,
    };
  };
  for (let i = 0; i < ctx.sizes.pendingRegistrations; i++) rows.push(register('pending', i));
  for (let i = 0; i < ctx.sizes.unverifiedUsers; i++) rows.push(register('unverified', i));
  rows.push(register('inactive', 0), register('rejected', 1));
  await insertRows(ctx, 'users', rows);
}
