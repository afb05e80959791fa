import type { ManpowerType, SkillName } from './reference.ts';

/** The skills each manpower type draws from; the first pick is the worker's trade. */
export const skillsByType: Record<ManpowerType, readonly SkillName[]> = {
  Tukang: ['Tukang Besi', 'Tukang Besi', 'Tukang Kayu', 'Tukang Kayu', 'Tukang Batu', 'Tukang Cor', 'Tukang Keramik', 'Tukang Cat', 'Welder', 'Scaffolder', 'Electrician', 'Plumber', 'Pipe Fitter', 'Rigger'],
  Pekerja: ['Helper', 'Tukang Cor', 'Tukang Batu', 'Scaffolder', 'Tukang Besi'],
  Mandor: ['Tukang Besi', 'Tukang Kayu', 'Tukang Batu', 'Tukang Cor', 'Petugas K3'],
  Operator: ['Operator Crane', 'Operator Alat Berat', 'Operator Alat Berat', 'Rigger'],
  Helper: ['Helper', 'Helper', 'Tukang Cor', 'Scaffolder'],
  Staff: ['Surveyor', 'Juru Gambar', 'Petugas K3'],
};

/** [type, weight] of the workforce mix. */
export const manpowerMix = [
  ['Tukang', 40],
  ['Pekerja', 33],
  ['Helper', 12],
  ['Operator', 8],
  ['Mandor', 4],
  ['Staff', 3],
] as const;

/** The position on the project card for a worker's type and first skill. */
export function positionOf(type: ManpowerType, skill: SkillName): string {
  if (type === 'Pekerja') return 'Pekerja Harian';
  if (type === 'Mandor') return `Kepala Regu ${skill.replace(/^Tukang /, '')}`;
  if (type === 'Helper') return 'Helper';
  return skill;
}

/** Certificates by skill: name, issuer, code for the number, years valid, chance of holding one. */
export const certificatesBySkill: Partial<Record<SkillName, readonly [string, string, string, number, number]>> = {
  'Operator Crane': ['SIO Operator Crane Kelas II', 'Kementerian Ketenagakerjaan RI', 'SIO-CR', 5, 0.85],
  'Operator Alat Berat': ['SIO Operator Ekskavator', 'Kementerian Ketenagakerjaan RI', 'SIO-EX', 5, 0.8],
  Welder: ['Sertifikat Juru Las 3G SMAW', 'Kementerian Ketenagakerjaan RI', 'JL-3G', 2, 0.8],
  Scaffolder: ['Sertifikat Teknisi Perancah (Scaffolding)', 'Kementerian Ketenagakerjaan RI', 'SCF', 5, 0.7],
  Rigger: ['Lisensi K3 Rigger', 'Kementerian Ketenagakerjaan RI', 'RIG', 5, 0.75],
  Electrician: ['Lisensi K3 Listrik', 'Kementerian Ketenagakerjaan RI', 'K3L', 5, 0.7],
  'Tukang Besi': ['SKK Tukang Besi Beton Jenjang 2', 'LPJK - Kementerian PUPR', 'SKK-TB', 5, 0.35],
  'Tukang Kayu': ['SKK Tukang Kayu Konstruksi Jenjang 2', 'LPJK - Kementerian PUPR', 'SKK-TK', 5, 0.3],
  'Tukang Batu': ['SKK Tukang Pasang Batu Jenjang 2', 'LPJK - Kementerian PUPR', 'SKK-PB', 5, 0.25],
  'Pipe Fitter': ['Sertifikat Pipe Fitter', 'BNSP', 'PF', 3, 0.6],
  'Petugas K3': ['Ahli K3 Umum', 'Kementerian Ketenagakerjaan RI', 'AK3U', 3, 0.9],
  Surveyor: ['SKK Juru Ukur Jenjang 4', 'LPJK - Kementerian PUPR', 'SKK-JU', 5, 0.7],
};

export const basicSafetyCertificate = ['Pelatihan K3 Konstruksi Dasar', 'BNSP', 'K3K', 3] as const;

export const schoolMajors: Record<string, readonly (string | null)[]> = {
  SD: [null],
  SMP: [null],
  SMA: ['IPA', 'IPS'],
  SMK: ['Teknik Konstruksi dan Perumahan', 'Teknik Pengelasan', 'Teknik Instalasi Tenaga Listrik', 'Teknik Alat Berat', 'Desain Pemodelan dan Informasi Bangunan', 'Teknik Mesin'],
  D3: ['Teknik Sipil', 'Teknik Elektro', 'Teknik Mesin', 'Konstruksi Gedung', 'Teknik Geodesi'],
  S1: ['Teknik Sipil', 'Teknik Elektro', 'Teknik Mesin', 'Arsitektur', 'Teknik Geodesi', 'Kesehatan dan Keselamatan Kerja'],
};

/** [level, weight] of the highest schooling by manpower type. */
export const schoolingByType: Record<ManpowerType, readonly (readonly ['SD' | 'SMP' | 'SMA' | 'SMK' | 'D3' | 'S1', number])[]> = {
  Tukang: [['SD', 25], ['SMP', 40], ['SMA', 15], ['SMK', 20]],
  Pekerja: [['SD', 30], ['SMP', 40], ['SMA', 18], ['SMK', 12]],
  Helper: [['SD', 35], ['SMP', 40], ['SMA', 15], ['SMK', 10]],
  Operator: [['SMP', 20], ['SMA', 30], ['SMK', 50]],
  Mandor: [['SMP', 20], ['SMA', 30], ['SMK', 40], ['D3', 10]],
  Staff: [['SMK', 20], ['D3', 35], ['S1', 45]],
};

export const graduationAge: Record<string, number> = { SD: 12, SMP: 15, SMA: 18, SMK: 18, D3: 21, S1: 22 };

export const polytechnics = ['Semarang', 'Jakarta', 'Bandung', 'Malang', 'Medan', 'Ujung Pandang', 'Sriwijaya', 'Banjarmasin', 'Bali'].map((city) => `Politeknik Negeri ${city}`);
export const universities = [
  'Universitas Diponegoro', 'Institut Teknologi Sepuluh Nopember', 'Universitas Gadjah Mada', 'Institut Teknologi Bandung', 'Universitas Hasanuddin',
  'Universitas Sumatera Utara', 'Universitas Sriwijaya', 'Universitas Lambung Mangkurat', 'Universitas Udayana', 'Universitas Brawijaya',
];

export const outsideProjects = [
  'Pembangunan Mall Paragon Semarang', 'Jalan Tol Batang - Semarang', 'Gedung Kampus UNNES', 'Pabrik Semen Rembang', 'Perumahan Citra Grand Cibubur',
  'Bandara Kertajati', 'Jalan Tol Pemalang - Batang', 'Rumah Sakit Siloam Makassar', 'Stasiun MRT Bundaran HI', 'PLTU Batang', 'Bendungan Semantok',
  'Gedung DPRD Kota Medan', 'Jalan Tol Medan - Kualanamu', 'Pelabuhan Patimban', 'Apartemen Podomoro Golf View', 'Jembatan Musi VI Palembang',
];
export const outsideCompanies = [
  'PT Waskita Karya (Persero) Tbk', 'PT Wijaya Karya (Persero) Tbk', 'PT PP (Persero) Tbk', 'PT Hutama Karya (Persero)', 'PT Nindya Karya',
  'PT Brantas Abipraya', 'PT Total Bangun Persada Tbk', 'PT Jaya Konstruksi', 'CV Karya Bersama', 'PT Acset Indonusa Tbk',
];

export const diseaseNotes = ['Kontrol rutin di puskesmas', 'Tidak mengganggu pekerjaan', 'Sudah dinyatakan sembuh', 'Perlu obat rutin', null, null];

export const foreignNames = ['Zhang Wei', 'Li Qiang', 'Wang Jun', 'Liu Yang', 'Chen Gang', 'Zhao Lei', 'Huang Bo', 'Zhou Hai'];
