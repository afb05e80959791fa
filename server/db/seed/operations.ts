import type { Accounts, SeededProject } from './accounts.ts';
import { type SeedContext, addDays, insertRows } from './context.ts';
import { npwp, officeAddress, personName, phoneNumber, slug } from './names.ts';
import type { ReferenceIds } from './reference.ts';

const companyNames = [
  'PT Tenaga Kerja Nusantara', 'PT Mitra Karya Manpower', 'PT Sumber Daya Konstruksi', 'PT Duta Tenaga Mandiri',
  'PT Bina Karya Sarana', 'PT Gemilang Sumber Insani', 'PT Artha Karya Persada', 'PT Prima Tenaga Utama',
  'PT Cakra Manunggal Jaya', 'PT Laksana Tenaga Indonesia', 'PT Samudra Karya Insani', 'PT Wahana Pekerja Sejahtera',
];
const areaCodes: Record<string, string> = { GDG: '021', INF1: '024', INF2: '0511', EPC: '0711' };
const departmentCity: Record<string, string> = { GDG: 'Jakarta Selatan', INF1: 'Semarang', INF2: 'Banjarmasin', EPC: 'Palembang' };

const nameFirst = ['Karya', 'Bangun', 'Mitra', 'Cipta', 'Graha', 'Sinar', 'Bumi', 'Tunas', 'Mega', 'Jaya', 'Adi', 'Sarana', 'Putra', 'Citra', 'Dharma', 'Wijaya', 'Anugerah', 'Berkah'];
const nameSecond = ['Konstruksi', 'Teknik', 'Perkasa', 'Abadi', 'Mandiri', 'Sejahtera', 'Utama', 'Nusantara', 'Persada', 'Sentosa', 'Makmur', 'Lestari', 'Engineering', 'Beton'];
const subkonWork = [
  ['Pekerjaan Pembesian', 'Fabrikasi dan pemasangan besi tulangan'],
  ['Bekisting', 'Pekerjaan bekisting kolom, balok dan pelat'],
  ['Pengecoran Beton', 'Pengecoran struktur beton bertulang'],
  ['Mekanikal Elektrikal', 'Instalasi mekanikal, elektrikal dan plumbing'],
  ['Pekerjaan Tanah', 'Galian, timbunan dan pemadatan tanah'],
  ['Pemancangan', 'Pemancangan tiang pancang spun pile'],
  ['Scaffolding', 'Penyediaan dan pemasangan perancah'],
  ['Finishing Arsitektur', 'Pekerjaan plester, keramik dan pengecatan'],
  ['Waterproofing', 'Pekerjaan waterproofing atap dan basement'],
  ['Instalasi Pipa', 'Fabrikasi dan instalasi pipa proses'],
] as const;
const vendorWork = [
  ['Supplier Besi Beton', 'Pengadaan besi beton ulir dan polos'],
  ['Ready Mix Beton', 'Pengadaan beton ready mix K-300 s.d. K-500'],
  ['Sewa Alat Berat', 'Sewa ekskavator, crane dan dump truck'],
  ['Supplier APD', 'Pengadaan alat pelindung diri'],
  ['Material Bangunan', 'Pengadaan semen, pasir dan bata ringan'],
  ['Precast Beton', 'Pengadaan girder dan u-ditch precast'],
] as const;

export interface SeededConvalsal {
  id: number;
  type: 'vendor' | 'subkon';
  departmentId: number;
  projectIds: number[];
}

export interface Operations {
  companiesByDepartment: Map<number, number[]>;
  convalsals: SeededConvalsal[];
}

/** Companies, vendors and subcontractors with their documents and projects, equipment, devices and presence radii. */
export async function seedOperations(ctx: SeedContext, accounts: Accounts, reference: ReferenceIds): Promise<Operations> {
  const rng = ctx.random('operations');
  const companies = accounts.departments.flatMap((department, d) =>
    companyNames.slice(d * 3, d * 3 + ctx.sizes.companiesPerDepartment).map((company_name) => ({
      company_name,
      npwp: npwp(rng),
      address: officeAddress(rng, departmentCity[department.code]!),
      phone: `${areaCodes[department.code]}-${rng.digits(7)}`,
      email: `hrd@${slug(company_name.replace(/^PT /, ''))}.co.id`,
      department_id: department.id,
    })),
  );
  const companyIds = await insertRows(ctx, 'companies', companies);
  const companiesByDepartment = new Map<number, number[]>();
  companies.forEach((company, i) => companiesByDepartment.set(company.department_id, [...(companiesByDepartment.get(company.department_id) ?? []), companyIds[i]!]));

  // Vendors and subcontractors, each working for projects of one department.
  const names = new Set<string>();
  const convalsalRows = [];
  const plans: { type: 'vendor' | 'subkon'; departmentId: number; projects: SeededProject[]; specialization: string; scope: string }[] = [];
  for (let i = 0; i < ctx.sizes.convalsals; i++) {
    const department = accounts.departments[i % accounts.departments.length]!;
    const type = i % 5 < 3 ? ('subkon' as const) : ('vendor' as const);
    let name: string;
    do {
      name = `${rng.chance(0.7) ? 'PT' : 'CV'} ${rng.pick(nameFirst)} ${rng.pick(nameSecond)}${rng.chance(0.3) ? ` ${rng.pick(nameSecond)}` : ''}`;
    } while (names.has(name) || name.split(' ')[2] === name.split(' ')[3]);
    names.add(name);
    const [specialization, scope] = rng.pick<readonly [string, string]>(type === 'subkon' ? subkonWork : vendorWork);
    const own = accounts.projects.filter((project) => project.departmentId === department.id);
    const projects = rng.sample(own, Math.min(own.length, rng.int(1, 3)));
    const primary = personName(rng, rng.pick(['jawa', 'jawa', 'sunda', 'batak', 'bugis']), 'L');
    const secondary = personName(rng, 'jawa', rng.chance(0.4) ? 'P' : 'L');
    convalsalRows.push({
      convalsal_type: type,
      convalsal_name: name,
      npwp: npwp(rng),
      specialization,
      primary_contact_name: primary.fullname,
      primary_contact_phone: phoneNumber(rng),
      secondary_contact_name: secondary.fullname,
      secondary_contact_phone: phoneNumber(rng),
      email: `admin@${slug(name.slice(3))}.com`,
      address: officeAddress(rng, projects[0]?.place.city ?? departmentCity[department.code]!),
      department_id: department.id,
      active: rng.chance(0.95) ? 1 : 0,
    });
    plans.push({ type, departmentId: department.id, projects, specialization, scope });
  }
  const convalsalIds = await insertRows(ctx, 'convalsals', convalsalRows);

  const documents = [];
  const projectConvalsals = [];
  const docType = (name: string) => reference.documentTypes.get(name)!;
  for (const [i, plan] of plans.entries()) {
    const convalsal_id = convalsalIds[i]!;
    const founded = 2000 + rng.int(0, 20);
    documents.push(
      { convalsal_id, document_type_id: docType('NIB'), document_number: rng.digits(13), expires_at: null },
      { convalsal_id, document_type_id: docType('NPWP'), document_number: convalsalRows[i]!.npwp, expires_at: null },
      { convalsal_id, document_type_id: docType('Akta Pendirian'), document_number: `AHU-${rng.digits(7)}.AH.01.01.Tahun ${founded}`, expires_at: null },
    );
    const expiring = (name: string, number: string, validDays: number) =>
      documents.push({ convalsal_id, document_type_id: docType(name), document_number: number, expires_at: ctx.daysAgo(-rng.int(-60, validDays)) });
    if (plan.type === 'subkon') expiring('SBU', `SBU-${rng.digits(4)}-${rng.digits(6)}`, 1000);
    if (plan.type === 'vendor' && rng.chance(0.6)) expiring('SIUP', `510/${rng.digits(4)}/SIUP-B/${founded + 3}`, 1500);
    if (rng.chance(0.35)) expiring('Sertifikat ISO 9001', `QMS/ID/${rng.digits(5)}`, 1000);
    if (plan.type === 'subkon' && rng.chance(0.6)) expiring('CSMS / SMK3', `CSMS/ADHI/${ctx.todayDate.slice(0, 4)}/${rng.digits(4)}`, 500);
    if (rng.chance(0.4)) expiring('Surat Keterangan Domisili', `470/${rng.digits(3)}/DOM/${ctx.todayDate.slice(0, 4)}`, 365);
    for (const project of plan.projects) {
      const start = addDays(project.startDate, rng.int(10, 120));
      projectConvalsals.push({
        project_id: project.id,
        convalsal_id,
        scope_of_work: plan.scope,
        contract_value: Math.round(rng.float(0.4e9, 45e9) / 1e6) * 1e6,
        start_date: start,
        end_date: start < project.endDate ? project.endDate : start,
      });
    }
  }
  await insertRows(ctx, 'convalsal_documents', documents);
  await insertRows(ctx, 'project_convalsals', projectConvalsals);

  await seedEquipment(ctx, accounts, reference);
  await seedProjectSites(ctx, accounts);
  return {
    companiesByDepartment,
    convalsals: plans.map((plan, i) => ({ id: convalsalIds[i]!, type: plan.type, departmentId: plan.departmentId, projectIds: plan.projects.map((p) => p.id) })),
  };
}

async function seedEquipment(ctx: SeedContext, accounts: Accounts, reference: ReferenceIds): Promise<void> {
  const rng = ctx.random('equipment');
  const sequence = new Map<string, number>();
  const rows = [];
  for (let i = 0; i < ctx.sizes.equipment; i++) {
    const { id, type } = rng.pick(reference.equipmentTypes);
    const seq = (sequence.get(type.code) ?? 0) + 1;
    sequence.set(type.code, seq);
    const onSite = rng.chance(0.85);
    const project = rng.pick(accounts.projects);
    const condition = rng.weighted([['good', 82], ['damaged', 13], ['dissapear', 5]] as const);
    rows.push({
      equipment_type_id: id,
      equipment_name: `${type.name} ${rng.pick(type.models)}`,
      equipment_number: `ALT-${type.code}-${String(seq).padStart(4, '0')}`,
      purchase_price: Math.round(rng.float(type.price[0], type.price[1]) / 1e5) * 1e5,
      purchase_date: ctx.daysAgo(rng.int(180, 3650)),
      condition,
      operational_status: onSite && condition === 'good' && rng.chance(0.75) ? ('operational' as const) : ('idle' as const),
      project_id: onSite ? project.id : null,
      department_id: onSite ? project.departmentId : rng.pick(accounts.departments).id,
    });
  }
  await insertRows(ctx, 'equipments', rows);
}

/** Attendance devices and check-in geofences of every project. */
async function seedProjectSites(ctx: SeedContext, accounts: Accounts): Promise<void> {
  const rng = ctx.random('project-sites');
  const devices = [];
  const radii = [];
  for (const project of accounts.projects) {
    const { place } = project;
    devices.push(
      { project_id: project.id, device_name: 'Scanner QR Gerbang Utama', serial_number: `${project.number}-QR1`, device_type: 'qr' as const },
      { project_id: project.id, device_name: 'Pembaca RFID Pos Jaga', serial_number: `${project.number}-RF1`, device_type: 'rfid' as const },
    );
    if (rng.chance(0.4)) {
      devices.push({ project_id: project.id, device_name: 'Pengenal Wajah Kantor Lapangan', serial_number: `${project.number}-FC1`, device_type: 'face' as const });
    }
    if (rng.chance(0.5)) {
      devices.push({
        project_id: project.id,
        device_name: 'Tablet GPS Mandor',
        serial_number: `${project.number}-GP1`,
        device_type: 'gps' as const,
        active: rng.chance(0.8) ? 1 : 0,
      });
    }
    const linear = ['tol', 'rel', 'bendungan', 'air'].includes(place.kind);
    radii.push({
      project_id: project.id,
      location_name: `Lokasi Utama ${place.name}`,
      address: `${place.street}, ${place.city}`,
      latitude: place.latitude,
      longitude: place.longitude,
      radius_m: linear ? rng.int(30, 50) * 10 : rng.int(10, 25) * 10,
    });
    if (linear) {
      radii.push({
        project_id: project.id,
        location_name: `${rng.pick(['Base Camp', 'Batching Plant', 'Direksi Keet'])} ${place.name}`,
        address: `${place.city}, ${place.province}`,
        latitude: Math.round((place.latitude + rng.float(-0.02, 0.02)) * 1e6) / 1e6,
        longitude: Math.round((place.longitude + rng.float(-0.02, 0.02)) * 1e6) / 1e6,
        radius_m: rng.int(15, 30) * 10,
        active: rng.chance(0.85) ? 1 : 0,
      });
    }
  }
  await insertRows(ctx, 'project_devices', devices);
  await insertRows(ctx, 'presence_radii', radii);
}
