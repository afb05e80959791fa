import type { Database } from '../../../server/db/database.ts';
import { addDays, jakartaToday } from '../../../server/dashboard/scope.ts';

/** A moment of a Jakarta day, e.g. at('2026-01-02', '07:30'). */
export const at = (date: string, time: string) => `${date}T${time}:00+07:00`;

export interface DashboardFixture {
  today: string;
  /** Two days ago: the day with two check-ins, one of them late. */
  monitored: string;
  departmentId: number;
  projects: { main: number; second: number; closed: number };
  projectNames: { main: string; second: string };
  employees: { e1: number; e2: number; e3: number; e4: number };
  foremanId: number;
  convalsals: { rated: number; unrated: number };
}

/**
 * A department of its own with known records, so every dashboard number is exact:
 * 3 projects (2 active), 4 workers (3 active, 1 blacklisted), 1 foreman, 2 subcontractors
 * (one rated 4 and 5), 3 equipments, assignments and check-ins on known days.
 */
export async function seedDashboardFixture(db: Database): Promise<DashboardFixture> {
  const today = jakartaToday();
  const day = (offset: number) => addDays(today, offset);
  const monitored = day(-2);
  const passwordHash = (await db.selectFrom('users').select('password_hash').where('username', '=', 'superadmin').executeTakeFirstOrThrow()).password_hash;
  const raters = await db.selectFrom('users').select('id').where('username', 'in', ['superadmin', 'admin.gedung']).orderBy('id').execute();
  const mandor = await db.selectFrom('roles').select('id').where('role_name', '=', 'Mandor').executeTakeFirstOrThrow();

  // Every day a working day from 08:00: the monitored day, two days back, may fall on any weekday.
  const department = await db
    .insertInto('departments')
    .values({ department_name: 'Departemen Uji Dasbor', work_days: '1111111', work_start: '08:00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const departmentId = department.id;
  const [main, second, closed] = await db
    .insertInto('projects')
    .values([
      { project_name: 'Proyek Uji Utama', department_id: departmentId, latitude: -6.2, longitude: 106.8 },
      { project_name: 'Proyek Uji Kedua', department_id: departmentId, latitude: -7.0, longitude: 110.4 },
      { project_name: 'Proyek Uji Selesai', department_id: departmentId, active: 0 },
    ])
    .returning('id')
    .execute();
  const projects = { main: main!.id, second: second!.id, closed: closed!.id };

  const foreman = await db
    .insertInto('users')
    .values({
      fullname: 'Mandor Uji',
      username: 'mandor.uji.dasbor',
      email: 'mandor.uji.dasbor@adhi-manpower.test',
      password_hash: passwordHash,
      role_id: mandor.id,
      department_id: departmentId,
      project_id: projects.main,
      approval_status: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('project_foremen').values({ project_id: projects.main, user_id: foreman.id }).execute();

  const [rated, unrated] = await db
    .insertInto('convalsals')
    .values([
      { convalsal_type: 'subkon', convalsal_name: 'CV Uji Berbintang', department_id: departmentId },
      { convalsal_type: 'vendor', convalsal_name: 'PT Uji Tanpa Nilai', department_id: departmentId },
    ])
    .returning('id')
    .execute();
  const convalsals = { rated: rated!.id, unrated: unrated!.id };
  await db.insertInto('project_convalsals').values({ project_id: projects.main, convalsal_id: convalsals.rated }).execute();
  const ratingType = await db
    .insertInto('rating_types')
    .values({ rating_type_name: 'Uji Dasbor Kualitas', subject_type: 'convalsal' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ratings')
    .values(raters.map((rater, i) => ({ rating_type_id: ratingType.id, subject_type: 'convalsal' as const, subject_id: convalsals.rated, rater_id: rater.id, rating_value: 4 + i })))
    .execute();

  const type = await db.insertInto('manpower_types').values({ manpower_type_name: 'Uji Tipe A' }).returning('id').executeTakeFirstOrThrow();
  const worker = (nik: string, created: string, extra: Record<string, unknown>) => ({
    fullname: `Pekerja ${nik}`,
    nik,
    department_id: departmentId,
    created_at: new Date(created),
    updated_at: new Date(created),
    ...extra,
  });
  const [e1, e2, e3, e4] = await db
    .insertInto('employees')
    .values([
      worker('DSB0001', at(day(-1), '10:00'), { created_by: foreman.id, convalsal_id: convalsals.rated, manpower_type_id: type.id, rating: 4.5 }),
      worker('DSB0002', at(day(-3), '10:00'), { created_by: foreman.id, manpower_type_id: type.id, rating: 3 }),
      worker('DSB0003', at(day(-40), '10:00'), { convalsal_id: convalsals.rated, rating: 5, active: 0 }),
      worker('DSB0004', at(today, '00:30'), { rating: 0 }),
    ])
    .returning('id')
    .execute();
  const employees = { e1: e1!.id, e2: e2!.id, e3: e3!.id, e4: e4!.id };
  await db.insertInto('employee_blacklists').values({ employee_id: employees.e3, reason: 'Uji' }).execute();
  await db
    .insertInto('project_manpower')
    .values([
      { project_id: projects.main, employee_id: employees.e1, start_date: day(-30), qr_number: 'QR-DSB-1' },
      { project_id: projects.main, employee_id: employees.e2, start_date: day(-30), qr_number: 'QR-DSB-2' },
      { project_id: projects.second, employee_id: employees.e4, start_date: day(-30), qr_number: 'QR-DSB-4' },
    ])
    .execute();

  const presence = (employee: number, project: number, when: string, direction: 'in' | 'out') => ({
    subject_type: 'employee' as const,
    employee_id: employee,
    project_id: project,
    recorded_at: when,
    direction,
    method: 'qr' as const,
  });
  await db
    .insertInto('presences')
    .values([
      presence(employees.e1, projects.main, at(monitored, '07:30'), 'in'),
      presence(employees.e1, projects.main, at(monitored, '16:30'), 'out'),
      presence(employees.e2, projects.main, at(monitored, '08:15'), 'in'),
      // A second check-in later that day does not make the first one late.
      presence(employees.e1, projects.main, at(monitored, '13:00'), 'in'),
      presence(employees.e1, projects.main, at(today, '00:45'), 'in'),
    ])
    .execute();

  const equipmentType = await db.insertInto('equipment_types').values({ equipment_type_name: 'Uji Dasbor Alat' }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('equipments')
    .values([
      { equipment_type_id: equipmentType.id, equipment_name: 'Molen Uji', equipment_number: 'DSB-EQ-1', condition: 'good', project_id: projects.main, department_id: departmentId },
      { equipment_type_id: equipmentType.id, equipment_name: 'Vibrator Uji', equipment_number: 'DSB-EQ-2', condition: 'good', project_id: projects.main, department_id: departmentId },
      { equipment_type_id: equipmentType.id, equipment_name: 'Genset Uji', equipment_number: 'DSB-EQ-3', condition: 'damaged', department_id: departmentId },
    ])
    .execute();

  return {
    today,
    monitored,
    departmentId,
    projects,
    projectNames: { main: 'Proyek Uji Utama', second: 'Proyek Uji Kedua' },
    employees,
    foremanId: foreman.id,
    convalsals,
  };
}
