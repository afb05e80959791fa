import { storedFileUrl, storeFile } from '../../uploads/storage.ts';
import { bannerPng } from './banner-image.ts';
import { type SeedContext, insertRows } from './context.ts';

/** Skills (master keahlian) with the manpower type that mostly holds them. */
export const skills = [
  { skill_name: 'Tukang Besi', description: 'Memotong, membengkok dan merakit tulangan beton' },
  { skill_name: 'Tukang Kayu', description: 'Bekisting, kusen dan pekerjaan kayu struktur' },
  { skill_name: 'Tukang Batu', description: 'Pasangan bata, plesteran dan acian' },
  { skill_name: 'Tukang Cor', description: 'Pengecoran dan pemadatan beton' },
  { skill_name: 'Tukang Keramik', description: 'Pemasangan keramik, granit dan batu alam' },
  { skill_name: 'Tukang Cat', description: 'Pengecatan dinding, besi dan marka' },
  { skill_name: 'Operator Crane', description: 'Mengoperasikan tower crane dan mobile crane' },
  { skill_name: 'Operator Alat Berat', description: 'Ekskavator, bulldozer, wheel loader dan vibro roller' },
  { skill_name: 'Welder', description: 'Pengelasan SMAW/GTAW posisi 3G dan 6G' },
  { skill_name: 'Scaffolder', description: 'Merakit dan membongkar perancah' },
  { skill_name: 'Electrician', description: 'Instalasi listrik penerangan dan tenaga' },
  { skill_name: 'Rigger', description: 'Pengikatan dan pengangkatan beban' },
  { skill_name: 'Plumber', description: 'Instalasi pipa air bersih dan air kotor' },
  { skill_name: 'Surveyor', description: 'Pengukuran dengan total station dan waterpass' },
  { skill_name: 'Pipe Fitter', description: 'Fabrikasi dan pemasangan pipa proses' },
  { skill_name: 'Helper', description: 'Membantu tukang dan mengangkut material' },
  { skill_name: 'Juru Gambar', description: 'Gambar kerja dan shop drawing (AutoCAD)' },
  { skill_name: 'Petugas K3', description: 'Pengawasan keselamatan dan kesehatan kerja' },
] as const;

export type SkillName = (typeof skills)[number]['skill_name'];

export const diseases = [
  'Hipertensi', 'Diabetes Melitus', 'Asma', 'Gastritis', 'Tuberkulosis (sudah sembuh)', 'Hepatitis B', 'Asam Urat',
  'Vertigo', 'Nyeri Punggung Bawah', 'Alergi Debu', 'Kolesterol Tinggi', 'Anemia', 'Gangguan Pendengaran', 'Malaria (riwayat)',
] as const;

export const manpowerTypes = ['Tukang', 'Pekerja', 'Mandor', 'Operator', 'Helper', 'Staff'] as const;
export type ManpowerType = (typeof manpowerTypes)[number];

export const bloodTypes = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

/** Equipment types with [brand model] names and a price range in rupiah. */
export const equipmentTypes = [
  { name: 'Tower Crane', code: 'TC', models: ['Potain MC 310', 'Liebherr 150 EC-B', 'Zoomlion TC6013', 'XCMG XGT6013'], price: [2.5e9, 9e9] },
  { name: 'Mobile Crane', code: 'MC', models: ['Tadano GR-500EX', 'Kato KR-25H', 'Sany STC500', 'XCMG QY50KA'], price: [3e9, 11e9] },
  { name: 'Ekskavator', code: 'EKS', models: ['Komatsu PC200-8', 'Caterpillar 320D', 'Hitachi ZX200', 'Kobelco SK200', 'Sany SY215C'], price: [1.2e9, 2.6e9] },
  { name: 'Bulldozer', code: 'BLD', models: ['Komatsu D65P', 'Caterpillar D6R', 'Shantui SD22'], price: [2e9, 4.5e9] },
  { name: 'Vibro Roller', code: 'VR', models: ['Sakai SV512', 'Bomag BW 211', 'Dynapac CA250'], price: [900e6, 1.8e9] },
  { name: 'Wheel Loader', code: 'WL', models: ['Komatsu WA200', 'Caterpillar 950H', 'LiuGong 856H'], price: [1.1e9, 2.4e9] },
  { name: 'Dump Truck', code: 'DT', models: ['Hino FM 260 JD', 'Mitsubishi Fuso FN 62', 'Isuzu Giga FVZ'], price: [650e6, 1.3e9] },
  { name: 'Truk Mixer Beton', code: 'TM', models: ['Hino FM 260 TI 7 m3', 'Mitsubishi Fuso FJ 2523 7 m3'], price: [900e6, 1.6e9] },
  { name: 'Pompa Beton', code: 'PB', models: ['Putzmeister BSA 1409', 'Schwing SP 1800', 'Zoomlion HBT60'], price: [1.5e9, 4e9] },
  { name: 'Genset', code: 'GS', models: ['Cummins 500 kVA', 'Perkins 250 kVA', 'Caterpillar C15 400 kVA', 'Denyo DCA-150'], price: [250e6, 1.4e9] },
  { name: 'Mesin Las', code: 'ML', models: ['Lincoln Electric 400A', 'Miller Big Blue 400', 'Redbo MMA 400'], price: [25e6, 180e6] },
  { name: 'Bar Bender', code: 'BB', models: ['Gweike GW42', 'Sinotec 42 mm'], price: [18e6, 45e6] },
  { name: 'Bar Cutter', code: 'BC', models: ['Gweike GQ40', 'Sinotec 40 mm'], price: [15e6, 40e6] },
  { name: 'Kompresor Udara', code: 'KU', models: ['Atlas Copco XAS 185', 'Airman PDS185S'], price: [180e6, 650e6] },
  { name: 'Total Station', code: 'TS', models: ['Topcon GM-52', 'Sokkia iM-52', 'Leica TS07'], price: [90e6, 260e6] },
  { name: 'Scaffolding Set', code: 'SF', models: ['Main Frame 1.7 m (100 set)', 'Ringlock 2 m (80 set)'], price: [60e6, 240e6] },
] as const;

export const convalsalDocumentTypes = [
  { document_type_name: 'NIB', is_required: true },
  { document_type_name: 'SIUP', is_required: false },
  { document_type_name: 'NPWP', is_required: true },
  { document_type_name: 'Akta Pendirian', is_required: true },
  { document_type_name: 'SBU', is_required: true },
  { document_type_name: 'Sertifikat ISO 9001', is_required: false },
  { document_type_name: 'CSMS / SMK3', is_required: false },
  { document_type_name: 'Surat Keterangan Domisili', is_required: false },
] as const;

export const employeeRatingTypes = ['Keterampilan', 'Kedisiplinan', 'K3/Keselamatan', 'Kerja Sama'] as const;
export const convalsalRatingTypes = ['Kualitas', 'Ketepatan Waktu', 'K3/Keselamatan', 'Kepatuhan Administrasi'] as const;

export interface ReferenceIds {
  skills: Map<string, number>;
  diseases: number[];
  manpowerTypes: Map<ManpowerType, number>;
  bloodTypes: Map<string, number>;
  equipmentTypes: { id: number; type: (typeof equipmentTypes)[number] }[];
  documentTypes: Map<string, number>;
  employeeRatingTypes: number[];
  convalsalRatingTypes: number[];
}

const zip = <K, V>(keys: readonly K[], values: readonly V[]) => new Map(keys.map((key, i) => [key, values[i]!]));

/** Master data (spec §1): skills, diseases, manpower types, blood types, equipment types, vendor document types; and rating types. */
export async function seedReferenceData(ctx: SeedContext): Promise<ReferenceIds> {
  const skillIds = await insertRows(ctx, 'skills', skills.map((skill) => ({ ...skill })));
  // One retired entry of each list shows the active switch at work.
  const diseaseIds = await insertRows(ctx, 'diseases', diseases.map((disease_name) => ({ disease_name })));
  const manpowerIds = await insertRows(ctx, 'manpower_types', manpowerTypes.map((manpower_type_name) => ({ manpower_type_name })));
  const bloodIds = await insertRows(ctx, 'blood_types', bloodTypes.map((blood_type_name) => ({ blood_type_name })));
  const equipmentIds = await insertRows(ctx, 'equipment_types', [
    ...equipmentTypes.map((type) => ({ equipment_type_name: type.name })),
    { equipment_type_name: 'Mesin Pancang Diesel', active: 0 },
  ]);
  const documentIds = await insertRows(ctx, 'convalsal_document_types', [
    ...convalsalDocumentTypes.map((type) => ({ ...type })),
    { document_type_name: 'TDP (Tanda Daftar Perusahaan)', is_required: false, active: 0 },
  ]);
  const employeeRatingIds = await insertRows(
    ctx,
    'rating_types',
    employeeRatingTypes.map((rating_type_name) => ({ rating_type_name, subject_type: 'employee' as const })),
  );
  const convalsalRatingIds = await insertRows(
    ctx,
    'rating_types',
    convalsalRatingTypes.map((rating_type_name) => ({ rating_type_name, subject_type: 'convalsal' as const })),
  );
  return {
    skills: zip(skills.map((skill) => skill.skill_name), skillIds),
    diseases: diseaseIds,
    manpowerTypes: zip(manpowerTypes, manpowerIds),
    bloodTypes: zip(bloodTypes, bloodIds),
    equipmentTypes: equipmentTypes.map((type, i) => ({ id: equipmentIds[i]!, type })),
    documentTypes: zip(
      convalsalDocumentTypes.map((type) => type.document_type_name),
      documentIds,
    ),
    employeeRatingTypes: employeeRatingIds,
    convalsalRatingTypes: convalsalRatingIds,
  };
}

/** What the mobile app shows: banners and the user agreement. */
export async function seedMobileConfig(ctx: SeedContext): Promise<void> {
  // Stored as the upload route stores a file, so a banner's image is the url an upload answers.
  const banner = async (title: string, color: string) =>
    storedFileUrl((await storeFile(ctx.uploadDir, bannerPng(color), 'png', `${title}.png`, ctx.setupAt)).key);
  await insertRows(ctx, 'banners', [
    { title: 'Utamakan K3: Zero Accident', link_url: 'https://kemnaker.go.id', image: await banner('Utamakan K3 - Zero Accident', '#0b5394'), sort_order: 1 },
    { title: 'Wajib APD Lengkap di Area Proyek', link_url: null, image: await banner('Wajib APD Lengkap', '#b45f06'), sort_order: 2 },
    { title: 'Presensi Kini dengan QR, RFID dan GPS', link_url: null, image: await banner('Presensi QR - RFID - GPS', '#38761d'), sort_order: 3 },
    {
      title: 'Pekerja Terlindungi BPJS Ketenagakerjaan',
      link_url: 'https://www.bpjsketenagakerjaan.go.id',
      image: await banner('Terlindungi BPJS Ketenagakerjaan', '#134f5c'),
      sort_order: 4,
    },
    { title: 'Lomba Kebersihan Lokasi Proyek 2025', link_url: null, image: await banner('Lomba Kebersihan Proyek', '#741b47'), sort_order: 5, active: 0 },
  ]);
  const clauses = [
    'Aplikasi ini digunakan untuk pencatatan presensi dan data tenaga kerja proyek.',
    'Pengguna wajib memberikan data yang benar dan menjaga kerahasiaan akun masing-masing.',
    'Lokasi perangkat direkam saat presensi GPS dan hanya digunakan untuk memastikan kehadiran di lokasi proyek.',
    'Data pribadi disimpan dan diproses sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
  ];
  const content = (items: string[]) => `<h3>Syarat dan Ketentuan Penggunaan</h3><ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
  await insertRows(ctx, 'user_agreements', [
    { title: 'Perjanjian Pengguna Aplikasi Manpower', version: '1.0', content: content(clauses.slice(0, 3)), active: 0 },
    {
      title: 'Perjanjian Pengguna Aplikasi Manpower',
      version: '1.1',
      content: content([...clauses, 'Penyalahgunaan akun dapat mengakibatkan penonaktifan akun dan sanksi sesuai peraturan perusahaan.']),
    },
  ]);
}
