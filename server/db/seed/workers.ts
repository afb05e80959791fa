import type { Accounts, SeededProject } from './accounts.ts';
import { type SeedContext, addDays, clampDate, insertRows, jakartaTime } from './context.ts';
import { type Region, birthCity, homeAddress, personName, phoneNumber, provinceCode } from './names.ts';
import type { Operations } from './operations.ts';
import type { FieldUsers } from './people.ts';
import type { Random } from './random.ts';
import { type ManpowerType, type ReferenceIds, type SkillName, bloodTypes } from './reference.ts';
import { foreignNames, manpowerMix, skillsByType } from './workforce-data.ts';
import { seedWorkerRecords } from './worker-records.ts';

export interface Worker {
  id: number;
  project: SeededProject;
  departmentId: number;
  type: ManpowerType;
  skills: SkillName[];
  /** The worker's true standard, 1-5: ratings scatter around it. */
  quality: number;
  /** The day the worker joined the current project. */
  joinDate: string;
  /** assigned: on the project now; ended: contract over on endDate; blacklisted: off the project since endDate. */
  status: 'assigned' | 'ended' | 'blacklisted';
  endDate: string | null;
  foremanId: number | null;
  fullname: string;
  gender: 'L' | 'P';
  birthDate: string;
  birthPlace: string;
  region: Region;
  nik: string;
  phone: string;
  address: string;
  foreign: boolean;
}

const regionsAll: Region[] = ['jawa', 'sunda', 'batak', 'bali', 'bugis', 'banjar', 'melayu'];

/** About 2,000 workers (80 at small scale) with every sub-record; answers them with their ids. */
export async function seedWorkers(ctx: SeedContext, accounts: Accounts, users: FieldUsers, operations: Operations, reference: ReferenceIds): Promise<Worker[]> {
  const rng = ctx.random('workers');
  const weights = accounts.projects.map((project) => [project, project.place.kind === 'gedung' ? 1 : 1.4] as const);
  const subkonByProject = new Map<number, number[]>();
  for (const convalsal of operations.convalsals) {
    if (convalsal.type !== 'subkon') continue;
    for (const projectId of convalsal.projectIds) subkonByProject.set(projectId, [...(subkonByProject.get(projectId) ?? []), convalsal.id]);
  }
  const blacklisted = Math.max(1, Math.round(ctx.sizes.workers * 0.015));
  const workers: Worker[] = [];
  const rows = [];
  let blacklistedSoFar = 0;
  for (let i = 0; i < ctx.sizes.workers; i++) {
    // Every project gets workers first, then the rest by weight.
    const project = i < accounts.projects.length ? accounts.projects[i]! : rng.weighted(weights);
    const foreign = project.place.kind === 'industri' && rng.chance(0.04);
    const region = rng.chance(0.6) ? project.place.region : rng.chance(0.75) ? 'jawa' : rng.pick(regionsAll);
    const type: ManpowerType = foreign ? rng.pick(['Staff', 'Operator'] as const) : rng.weighted(manpowerMix);
    const gender: 'L' | 'P' = !foreign && rng.chance(type === 'Staff' ? 0.3 : 0.05) ? 'P' : 'L';
    const name = foreign ? { fullname: rng.pick(foreignNames), gender: 'L' as const } : personName(rng, region, gender);
    const age = rng.int(type === 'Staff' ? 22 : 19, 57);
    const birthDate = `${Number(ctx.todayDate.slice(0, 4)) - age}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const birthPlace = foreign ? rng.pick(['Fujian', 'Jiangsu', 'Guangdong', 'Shandong']) : birthCity(rng, region);
    const nik = foreign ? `E${String(10_000_000 + i * 37)}` : makeNik(rng, provinceCode(region, birthPlace), birthDate, gender, i);
    const pool = skillsByType[type];
    const skills = rng.sample([...new Set(pool)], rng.weighted([[1, 40], [2, 40], [3, 20]] as const));
    const status = i % 67 === 5 && blacklistedSoFar < blacklisted ? 'blacklisted' : rng.chance(0.05) ? 'ended' : 'assigned';
    if (status === 'blacklisted') blacklistedSoFar++;
    const joinDaysAgo = rng.chance(0.78) ? rng.int(60, 420) : rng.int(0, 59);
    const endDate = status === 'assigned' ? null : ctx.daysAgo(rng.int(3, 50));
    // Never before the project started, never after the contract ended.
    const joinDate = clampDate(
      ctx.daysAgo(status === 'assigned' ? joinDaysAgo : joinDaysAgo + 60),
      addDays(project.startDate, rng.int(3, 20)),
      endDate ? addDays(endDate, -30) : ctx.todayDate,
    );
    const foremen = users.foremen.get(project.id) ?? [];
    const foremanId = foremen.length > 0 ? rng.pick(foremen).id : null;
    const phone = phoneNumber(rng);
    const address = homeAddress(rng, foreign || rng.chance(0.3) ? project.place.city.replace(/^(Kota|Kabupaten) /, '') : birthPlace);
    const companies = operations.companiesByDepartment.get(project.departmentId) ?? [];
    const subkon = subkonByProject.get(project.id) ?? [];
    const createdAt = jakartaTime(joinDate, rng.int(7 * 60, 16 * 60), rng.int(0, 59));
    const verification = rng.weighted([['approved', 86], ['draft', 8], ['verification_request', 6]] as const);
    rows.push({
      fullname: name.fullname,
      rfid: rng.chance(0.85) ? rfidOf(i) : null,
      nik,
      phone,
      emergency_contact: null as string | null,
      birth_place: birthPlace,
      birth_date: birthDate,
      gender,
      nationality: foreign ? 'Tiongkok' : 'Indonesia',
      address,
      blood_type_id: reference.bloodTypes.get(rng.weighted(bloodTypes.map((blood) => [blood, bloodWeight(blood)] as const)))!,
      manpower_type_id: reference.manpowerTypes.get(type)!,
      login_status: rng.chance(type === 'Staff' || type === 'Mandor' ? 0.8 : 0.3) ? ('active' as const) : ('non_active' as const),
      department_id: project.departmentId,
      company_id: companies.length > 0 && rng.chance(0.8) ? rng.pick(companies) : null,
      convalsal_id: subkon.length > 0 && rng.chance(0.65) ? rng.pick(subkon) : null,
      verification_status: verification,
      active: status === 'blacklisted' ? 0 : 1,
      created_at: createdAt > ctx.today ? ctx.today : createdAt,
      created_by: foremanId,
    });
    workers.push({
      id: 0,
      project,
      departmentId: project.departmentId,
      type,
      skills,
      quality: Math.min(5, Math.max(1.5, rng.float(2.2, 5.4))),
      joinDate,
      status,
      endDate,
      foremanId,
      fullname: name.fullname,
      gender,
      birthDate,
      birthPlace,
      region,
      nik,
      phone,
      address,
      foreign,
    });
  }
  const contacts = emergencyContacts(rng, workers);
  rows.forEach((row, i) => (row.emergency_contact = contacts[i]![0]!.text));
  const ids = await insertRows(ctx, 'employees', rows);
  workers.forEach((worker, i) => (worker.id = ids[i]!));
  await insertRows(
    ctx,
    'employee_emergency_contacts',
    workers.flatMap((worker, i) =>
      contacts[i]!.map(({ name, relationship, phone, address }) => ({ employee_id: worker.id, contact_name: name, relationship, phone, address })),
    ),
  );
  await seedWorkerRecords(ctx, workers, accounts, reference);
  return workers;
}

/** A 16-digit NIK: province, regency, district, birth date (day + 40 for women), a serial. */
function makeNik(rng: Random, province: string, birthDate: string, gender: 'L' | 'P', index: number): string {
  const [year, month, day] = birthDate.split('-');
  const dd = String(Number(day) + (gender === 'P' ? 40 : 0)).padStart(2, '0');
  const area = `${province}${String(rng.int(1, 29)).padStart(2, '0')}${String(rng.int(1, 19)).padStart(2, '0')}`;
  return `${area}${dd}${month}${year!.slice(2)}${String((index % 9999) + 1).padStart(4, '0')}`;
}

/** A distinct card number per worker (an odd multiplier is a bijection on 32 bits). */
const rfidOf = (index: number) => `04${((Math.imul(index + 1, 0x9e3779b1) + 0x1a2b3c4d) >>> 0).toString(16).toUpperCase().padStart(8, '0')}`;

/** Indonesia's blood groups: O and B common, rhesus negative rare. */
function bloodWeight(blood: string): number {
  const base = { O: 40, B: 27, A: 26, AB: 7 }[blood.replace(/[+-]$/, '')] ?? 1;
  return blood.endsWith('-') ? base * 0.01 : base;
}

interface Contact {
  name: string;
  relationship: string;
  phone: string;
  address: string | null;
  text: string;
}

/** One or two emergency contacts per worker: spouse, parent or sibling. */
function emergencyContacts(rng: Random, workers: Worker[]): Contact[][] {
  return workers.map((worker) => {
    const count = rng.chance(0.45) ? 2 : 1;
    const contacts: Contact[] = [];
    const relations = rng.sample(
      worker.gender === 'L' ? ['Istri', 'Istri', 'Ibu', 'Ayah', 'Kakak', 'Adik'] : ['Suami', 'Suami', 'Ibu', 'Ayah', 'Kakak', 'Adik'],
      count + 1,
    );
    for (const relationship of [...new Set(relations)].slice(0, count)) {
      const female = relationship === 'Istri' || relationship === 'Ibu' || (relationship !== 'Suami' && relationship !== 'Ayah' && rng.chance(0.5));
      const region = worker.foreign ? 'jawa' : worker.region;
      const { fullname } = personName(rng, region, female ? 'P' : 'L');
      const phone = phoneNumber(rng);
      const address = relationship === 'Istri' || relationship === 'Suami' || rng.chance(0.5) ? worker.address : null;
      contacts.push({ name: fullname, relationship, phone, address, text: `${fullname} (${relationship}) - ${phone}` });
    }
    return contacts;
  });
}
