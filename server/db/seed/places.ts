import type { Region } from './names.ts';

/** The company's territories (wilayah). */
export const territories = [
  { territory_name: 'Wilayah DKI Jakarta & Banten', description: 'Proyek di DKI Jakarta dan Provinsi Banten' },
  { territory_name: 'Wilayah Jawa Barat', description: 'Proyek di Provinsi Jawa Barat' },
  { territory_name: 'Wilayah Jawa Tengah', description: 'Proyek di Provinsi Jawa Tengah dan DI Yogyakarta' },
  { territory_name: 'Wilayah Jawa Timur', description: 'Proyek di Provinsi Jawa Timur' },
  { territory_name: 'Wilayah Sumatera', description: 'Proyek di Pulau Sumatera' },
  { territory_name: 'Wilayah Kalimantan', description: 'Proyek di Pulau Kalimantan' },
  { territory_name: 'Wilayah Sulawesi', description: 'Proyek di Pulau Sulawesi' },
  { territory_name: 'Wilayah Bali & Nusa Tenggara', description: 'Proyek di Bali, NTB dan NTT' },
  { territory_name: 'Wilayah Maluku & Papua', description: 'Proyek di Kepulauan Maluku dan Papua' },
] as const;

export type TerritoryName = (typeof territories)[number]['territory_name'];

/** The four departments, exactly as the tests and the demo logins know them, with their territory. */
export const departments = [
  { department_name: 'Departemen Gedung', contact_pic: 'Rina Wulandari - 081234567801', territory: 'Wilayah DKI Jakarta & Banten', code: 'GDG' },
  { department_name: 'Departemen Infrastruktur 1', contact_pic: 'Bambang Sutrisno - 081234567802', territory: 'Wilayah Jawa Tengah', code: 'INF1' },
  { department_name: 'Departemen Infrastruktur 2', contact_pic: 'Dewi Lestari - 081234567803', territory: 'Wilayah Kalimantan', code: 'INF2' },
  { department_name: 'Departemen EPC', contact_pic: 'Agus Salim - 081234567804', territory: 'Wilayah Sumatera', code: 'EPC' },
] as const satisfies readonly { department_name: string; contact_pic: string; territory: TerritoryName; code: string }[];

export type DepartmentName = (typeof departments)[number]['department_name'];

export type ProjectKind = 'gedung' | 'tol' | 'bendungan' | 'jembatan' | 'rel' | 'pelabuhan' | 'pembangkit' | 'industri' | 'air';

export interface ProjectPlace {
  name: string;
  department: DepartmentName;
  kind: ProjectKind;
  city: string;
  province: string;
  latitude: number;
  longitude: number;
  territory: TerritoryName;
  /** Where most of its local workers come from. */
  region: Region;
  street: string;
}

const p = (
  name: string,
  department: DepartmentName,
  kind: ProjectKind,
  city: string,
  province: string,
  latitude: number,
  longitude: number,
  territory: TerritoryName,
  region: Region,
  street: string,
): ProjectPlace => ({ name, department, kind, city, province, latitude, longitude, territory, region, street });

const JKT = 'Wilayah DKI Jakarta & Banten';
const JABAR = 'Wilayah Jawa Barat';
const JATENG = 'Wilayah Jawa Tengah';
const JATIM = 'Wilayah Jawa Timur';
const SUM = 'Wilayah Sumatera';
const KAL = 'Wilayah Kalimantan';
const SUL = 'Wilayah Sulawesi';
const BALI = 'Wilayah Bali & Nusa Tenggara';

/**
 * About forty projects, ten per department, in the order they are seeded. The first
 * two of each department (and the third of Gedung) are the projects the demo always had.
 */
export const projectCatalogue: readonly ProjectPlace[] = [
  p('Pembangunan RSUD Semarang', 'Departemen Gedung', 'gedung', 'Kota Semarang', 'Jawa Tengah', -6.9932, 110.4203, JATENG, 'jawa', 'Jl. Fatmawati No. 1, Pedurungan'),
  p('Gedung Kantor Pajak Surabaya', 'Departemen Gedung', 'gedung', 'Kota Surabaya', 'Jawa Timur', -7.2575, 112.7521, JATIM, 'jawa', 'Jl. Jagir Wonokromo No. 104'),
  p('Apartemen Taman Melati Depok', 'Departemen Gedung', 'gedung', 'Kota Depok', 'Jawa Barat', -6.3683, 106.8331, JABAR, 'sunda', 'Jl. Margonda Raya No. 525'),
  p('Menara Perkantoran BUMN Jakarta', 'Departemen Gedung', 'gedung', 'Kota Jakarta Selatan', 'DKI Jakarta', -6.2297, 106.8236, JKT, 'jawa', 'Jl. Jend. Gatot Subroto Kav. 52'),
  p('Gedung Kuliah Terpadu UIN Yogyakarta', 'Departemen Gedung', 'gedung', 'Kota Yogyakarta', 'DI Yogyakarta', -7.7838, 110.3945, JATENG, 'jawa', 'Jl. Marsda Adisucipto No. 1'),
  p('Rumah Sakit Pendidikan Makassar', 'Departemen Gedung', 'gedung', 'Kota Makassar', 'Sulawesi Selatan', -5.1354, 119.4238, SUL, 'bugis', 'Jl. Perintis Kemerdekaan Km. 11'),
  p('Pasar Rakyat Kiaracondong Bandung', 'Departemen Gedung', 'gedung', 'Kota Bandung', 'Jawa Barat', -6.9236, 107.6440, JABAR, 'sunda', 'Jl. Ibrahim Adjie No. 88'),
  p('Hotel dan Convention Center Denpasar', 'Departemen Gedung', 'gedung', 'Kota Denpasar', 'Bali', -8.6705, 115.2126, BALI, 'bali', 'Jl. Bypass Ngurah Rai No. 77'),
  p('Rusunawa Medan Belawan', 'Departemen Gedung', 'gedung', 'Kota Medan', 'Sumatera Utara', 3.5952, 98.6722, SUM, 'batak', 'Jl. Kapten Sumarsono No. 12'),
  p('Stadion Mini Jakabaring Palembang', 'Departemen Gedung', 'gedung', 'Kota Palembang', 'Sumatera Selatan', -2.9761, 104.7754, SUM, 'melayu', 'Jl. Gubernur H. A. Bastari, Jakabaring'),

  p('Jalan Tol Semarang - Demak', 'Departemen Infrastruktur 1', 'tol', 'Kabupaten Demak', 'Jawa Tengah', -6.8940, 110.6386, JATENG, 'jawa', 'Jl. Raya Semarang - Demak Km. 14, Sayung'),
  p('Bendungan Jlantah Karanganyar', 'Departemen Infrastruktur 1', 'bendungan', 'Kabupaten Karanganyar', 'Jawa Tengah', -7.6236, 111.1295, JATENG, 'jawa', 'Desa Tlobo, Kec. Jatiyoso'),
  p('Jalan Tol Solo - Yogyakarta Seksi 2', 'Departemen Infrastruktur 1', 'tol', 'Kabupaten Klaten', 'Jawa Tengah', -7.7056, 110.6064, JATENG, 'jawa', 'Jl. Solo - Jogja Km. 27, Ceper'),
  p('Jalan Tol Cisumdawu Seksi 4', 'Departemen Infrastruktur 1', 'tol', 'Kabupaten Sumedang', 'Jawa Barat', -6.8589, 107.9206, JABAR, 'sunda', 'Desa Cilayung, Kec. Jatinangor'),
  p('Jalan Tol Probolinggo - Banyuwangi', 'Departemen Infrastruktur 1', 'tol', 'Kabupaten Probolinggo', 'Jawa Timur', -7.7543, 113.2159, JATIM, 'jawa', 'Jl. Raya Gending, Kec. Gending'),
  p('Bendungan Bener Purworejo', 'Departemen Infrastruktur 1', 'bendungan', 'Kabupaten Purworejo', 'Jawa Tengah', -7.6036, 110.0419, JATENG, 'jawa', 'Desa Guntur, Kec. Bener'),
  p('Normalisasi Kali Ciliwung Jakarta', 'Departemen Infrastruktur 1', 'air', 'Kota Jakarta Timur', 'DKI Jakarta', -6.2383, 106.8631, JKT, 'jawa', 'Jl. Inspeksi Kali Ciliwung, Kampung Melayu'),
  p('Jalan Tol Gempol - Pasuruan', 'Departemen Infrastruktur 1', 'tol', 'Kabupaten Pasuruan', 'Jawa Timur', -7.6453, 112.9075, JATIM, 'jawa', 'Jl. Raya Rembang, Kec. Rembang'),
  p('Daerah Irigasi Rentang Majalengka', 'Departemen Infrastruktur 1', 'air', 'Kabupaten Majalengka', 'Jawa Barat', -6.8361, 108.2275, JABAR, 'sunda', 'Desa Rentang, Kec. Jatitujuh'),
  p('Bendungan Karian Lebak', 'Departemen Infrastruktur 1', 'bendungan', 'Kabupaten Lebak', 'Banten', -6.3681, 106.2519, JKT, 'sunda', 'Desa Pasir Tanjung, Kec. Rangkasbitung'),

  p('Jembatan Sei Alalak Banjarmasin', 'Departemen Infrastruktur 2', 'jembatan', 'Kota Banjarmasin', 'Kalimantan Selatan', -3.2943, 114.5806, KAL, 'banjar', 'Jl. Brigjend H. Hasan Basri, Alalak'),
  p('LRT Jabodebek Fase 2', 'Departemen Infrastruktur 2', 'rel', 'Kota Bekasi', 'Jawa Barat', -6.2420, 106.9920, JABAR, 'sunda', 'Jl. Jend. Ahmad Yani, Bekasi Barat'),
  p('Jalan Tol Balikpapan - Samarinda Seksi 5', 'Departemen Infrastruktur 2', 'tol', 'Kota Balikpapan', 'Kalimantan Timur', -1.2379, 116.8529, KAL, 'banjar', 'Jl. Soekarno Hatta Km. 13'),
  p('Jalan Tol Kayu Agung - Palembang', 'Departemen Infrastruktur 2', 'tol', 'Kabupaten Ogan Ilir', 'Sumatera Selatan', -3.0536, 104.7092, SUM, 'melayu', 'Desa Pemulutan, Kec. Pemulutan'),
  p('Jalan Tol Medan - Binjai', 'Departemen Infrastruktur 2', 'tol', 'Kota Medan', 'Sumatera Utara', 3.6177, 98.6062, SUM, 'batak', 'Jl. Gatot Subroto Km. 7, Helvetia'),
  p('Pelabuhan Makassar New Port Tahap 2', 'Departemen Infrastruktur 2', 'pelabuhan', 'Kota Makassar', 'Sulawesi Selatan', -5.1003, 119.4059, SUL, 'bugis', 'Jl. Sultan Abdullah Raya, Tallo'),
  p('Jembatan Teluk Kendari', 'Departemen Infrastruktur 2', 'jembatan', 'Kota Kendari', 'Sulawesi Tenggara', -3.9703, 122.5931, SUL, 'bugis', 'Jl. Konggoasa, Kendari Caddi'),
  p('Jalur Kereta Api Makassar - Parepare', 'Departemen Infrastruktur 2', 'rel', 'Kabupaten Barru', 'Sulawesi Selatan', -4.4125, 119.6222, SUL, 'bugis', 'Jl. Poros Makassar - Parepare, Tanete Rilau'),
  p('Jalan Tol Pekanbaru - Dumai', 'Departemen Infrastruktur 2', 'tol', 'Kota Pekanbaru', 'Riau', 0.5071, 101.4478, SUM, 'melayu', 'Jl. Yos Sudarso Km. 10, Rumbai'),
  p('Jembatan Kapuas Pontianak', 'Departemen Infrastruktur 2', 'jembatan', 'Kota Pontianak', 'Kalimantan Barat', -0.0263, 109.3425, KAL, 'banjar', 'Jl. Tanjung Raya I, Pontianak Timur'),

  p('PLTU Sumsel 8', 'Departemen EPC', 'pembangkit', 'Kabupaten Muara Enim', 'Sumatera Selatan', -3.6631, 103.7719, SUM, 'melayu', 'Desa Tanjung Lalang, Kec. Tanjung Agung'),
  p('Smelter Nikel Morowali', 'Departemen EPC', 'industri', 'Kabupaten Morowali', 'Sulawesi Tengah', -2.8276, 122.1595, SUL, 'bugis', 'Desa Fatufia, Kec. Bahodopi'),
  p('PLTGU Tambak Lorok Semarang', 'Departemen EPC', 'pembangkit', 'Kota Semarang', 'Jawa Tengah', -6.9492, 110.4397, JATENG, 'jawa', 'Jl. Ronggowarsito, Tanjung Mas'),
  p('Kilang Minyak RDMP Balikpapan', 'Departemen EPC', 'industri', 'Kota Balikpapan', 'Kalimantan Timur', -1.2480, 116.8112, KAL, 'banjar', 'Jl. Yos Sudarso No. 1, Prapatan'),
  p('PLTS Terapung Cirata', 'Departemen EPC', 'pembangkit', 'Kabupaten Purwakarta', 'Jawa Barat', -6.7047, 107.3603, JABAR, 'sunda', 'Desa Tegaldatar, Kec. Maniis'),
  p('SPAM Regional Umbulan Pasuruan', 'Departemen EPC', 'air', 'Kabupaten Pasuruan', 'Jawa Timur', -7.7108, 112.8394, JATIM, 'jawa', 'Desa Umbulan, Kec. Winongan'),
  p('PLTP Dieng Unit 2', 'Departemen EPC', 'pembangkit', 'Kabupaten Banjarnegara', 'Jawa Tengah', -7.2044, 109.9117, JATENG, 'jawa', 'Desa Dieng Kulon, Kec. Batur'),
  p('Pabrik Pupuk Gresik Tahap 3', 'Departemen EPC', 'industri', 'Kabupaten Gresik', 'Jawa Timur', -7.1567, 112.6508, JATIM, 'jawa', 'Jl. Jend. Ahmad Yani, Kebomas'),
  p('Terminal LNG Belawan', 'Departemen EPC', 'industri', 'Kota Medan', 'Sumatera Utara', 3.7831, 98.6942, SUM, 'batak', 'Jl. Pelabuhan Belawan, Medan Belawan'),
  p('PLTMG Pesanggaran Bali', 'Departemen EPC', 'pembangkit', 'Kota Denpasar', 'Bali', -8.7208, 115.2108, BALI, 'bali', 'Jl. By Pass Ngurah Rai, Pesanggaran'),
];

/** Contract values in rupiah by kind of work: [lowest, highest]. */
export const contractRange: Record<ProjectKind, readonly [number, number]> = {
  gedung: [120e9, 950e9],
  tol: [1.5e12, 6.5e12],
  bendungan: [900e9, 2.8e12],
  jembatan: [350e9, 1.6e12],
  rel: [2e12, 9e12],
  pelabuhan: [1.2e12, 3.5e12],
  pembangkit: [1.8e12, 12e12],
  industri: [2.5e12, 11e12],
  air: [250e9, 1.9e12],
};
