import type { Random } from './random.ts';

/** Where a worker comes from: it picks the name, the birth place and the NIK's province code. */
export type Region = 'jawa' | 'sunda' | 'batak' | 'bali' | 'bugis' | 'banjar' | 'melayu';

interface RegionNames {
  male: readonly string[];
  last: readonly string[];
  /** The share of names of this region with a second part. */
  twoParts: number;
  cities: readonly string[];
  /** The KTP province code (the NIK's first two digits) of most of its towns. */
  provinceCode: string;
}

const regions: Record<Region, RegionNames> = {
  jawa: {
    male: [
      'Agus', 'Budi', 'Joko', 'Slamet', 'Sugeng', 'Bambang', 'Eko', 'Dwi', 'Tri', 'Hadi', 'Wahyu', 'Rudi', 'Arif', 'Bayu',
      'Dedi', 'Fajar', 'Hendra', 'Irfan', 'Iwan', 'Rahmat', 'Sigit', 'Teguh', 'Yanto', 'Yusuf', 'Ahmad', 'Muhammad', 'Rizky',
      'Adi', 'Aris', 'Heri', 'Imam', 'Lukman', 'Mulyadi', 'Purnomo', 'Samsul', 'Taufik', 'Wawan', 'Yudi', 'Darto', 'Parno',
      'Supri', 'Warsito', 'Karyo', 'Sukirno', 'Suparman', 'Tukiman', 'Paiman', 'Gatot', 'Bagus', 'Dimas', 'Galih', 'Anton',
    ],
    last: [
      'Santoso', 'Wijaya', 'Saputra', 'Pratama', 'Setiawan', 'Nugroho', 'Susanto', 'Wibowo', 'Kurniawan', 'Purnomo',
      'Prasetyo', 'Handoko', 'Sutrisno', 'Suryadi', 'Riyadi', 'Mulyono', 'Sudarsono', 'Wahyudi', 'Supriyadi', 'Haryanto',
      'Kusuma', 'Ramadhan', 'Maulana', 'Sugiarto', 'Irawan', 'Effendi', 'Pangestu', 'Hermawan', 'Firmansyah', 'Hidayat',
      'Widodo', 'Sulistyo', 'Suharjo', 'Utomo', 'Nurcahyo', 'Adiputra', 'Subagyo', 'Triyono', 'Rochmat', 'Sarwono',
    ],
    twoParts: 0.8,
    cities: [
      'Semarang', 'Surakarta', 'Klaten', 'Boyolali', 'Demak', 'Kudus', 'Pati', 'Grobogan', 'Wonogiri', 'Sragen', 'Magelang',
      'Purworejo', 'Kebumen', 'Banyumas', 'Tegal', 'Brebes', 'Yogyakarta', 'Bantul', 'Gunungkidul', 'Kediri', 'Madiun',
      'Ngawi', 'Lamongan', 'Tuban', 'Jombang', 'Malang', 'Blitar', 'Tulungagung', 'Pasuruan', 'Surabaya', 'Sidoarjo',
    ],
    provinceCode: '33',
  },
  sunda: {
    male: ['Asep', 'Ujang', 'Dadang', 'Cecep', 'Dede', 'Engkus', 'Yayat', 'Usep', 'Jajang', 'Encep', 'Ade', 'Iwan', 'Deden', 'Aep', 'Rahmat', 'Agus', 'Ridwan', 'Yana'],
    last: ['Sutisna', 'Suhendar', 'Permana', 'Hidayat', 'Saepudin', 'Mulyana', 'Supriatna', 'Sukmana', 'Setiadi', 'Kurnia', 'Suryana', 'Ruhiyat', 'Sopandi', 'Kusnadi'],
    twoParts: 0.85,
    cities: ['Bandung', 'Garut', 'Tasikmalaya', 'Ciamis', 'Sumedang', 'Cianjur', 'Sukabumi', 'Bogor', 'Karawang', 'Subang', 'Majalengka', 'Kuningan', 'Cirebon', 'Purwakarta'],
    provinceCode: '32',
  },
  batak: {
    male: ['Ucok', 'Poltak', 'Togar', 'Benny', 'Jhon', 'Roy', 'Daniel', 'Hotman', 'Parlindungan', 'Martua', 'Sahat', 'Bonar', 'Hendrik', 'Tigor', 'Budiman', 'Rizal', 'Fernando'],
    last: [
      'Siregar', 'Nasution', 'Harahap', 'Simanjuntak', 'Sitompul', 'Hutapea', 'Lubis', 'Sinaga', 'Pardede', 'Situmorang',
      'Hasibuan', 'Ginting', 'Tarigan', 'Sembiring', 'Manurung', 'Panjaitan', 'Sihombing', 'Pangaribuan', 'Nainggolan',
      'Simatupang', 'Pasaribu', 'Tambunan', 'Sitorus', 'Silalahi', 'Purba', 'Saragih', 'Damanik', 'Batubara', 'Ritonga',
    ],
    twoParts: 1,
    cities: ['Medan', 'Pematangsiantar', 'Tarutung', 'Balige', 'Sibolga', 'Padangsidimpuan', 'Kabanjahe', 'Tebing Tinggi', 'Binjai'],
    provinceCode: '12',
  },
  bali: {
    male: ['I Made', 'I Wayan', 'I Nyoman', 'I Ketut', 'I Putu', 'I Gede', 'I Komang', 'I Kadek'],
    last: ['Sudarma', 'Suparta', 'Astawa', 'Wirawan', 'Artana', 'Suardana', 'Mahendra', 'Dharma', 'Sukadana', 'Budiarta', 'Arsana', 'Widiana', 'Mertayasa'],
    twoParts: 1,
    cities: ['Denpasar', 'Gianyar', 'Tabanan', 'Badung', 'Buleleng', 'Karangasem', 'Klungkung', 'Bangli'],
    provinceCode: '51',
  },
  bugis: {
    male: ['Andi', 'Muhammad', 'Abdul', 'Syamsul', 'Arman', 'Rustam', 'Jufri', 'Haerul', 'Amiruddin', 'Baharuddin', 'Darwis', 'Firman', 'Hamzah', 'Ilham', 'Sainal'],
    last: ['Rahman', 'Latif', 'Hamid', 'Saleh', 'Syarif', 'Tahir', 'Mappa', 'Amir', 'Basri', 'Nurdin', 'Karim', 'Sulaiman', 'Pawellangi', 'Mattalitti', 'Manoppo', 'Lamato'],
    twoParts: 0.9,
    cities: ['Makassar', 'Bone', 'Wajo', 'Soppeng', 'Pinrang', 'Parepare', 'Sidrap', 'Gowa', 'Maros', 'Bulukumba', 'Kendari', 'Palu'],
    provinceCode: '73',
  },
  banjar: {
    male: ['Muhammad', 'Ahmad', 'Rahmadi', 'Syahrani', 'Akhmad', 'Gusti', 'Fahrul', 'Norhadi', 'Mahyuni', 'Hairil', 'Rusdi', 'Abdullah', 'Zainuddin'],
    last: ['Noor', 'Arsyad', 'Hidayat', 'Ramli', 'Fauzi', 'Saputra', 'Anshari', 'Rahman', 'Effendi', 'Mahmud', 'Rifani', 'Hasan'],
    twoParts: 0.85,
    cities: ['Banjarmasin', 'Martapura', 'Barabai', 'Kandangan', 'Amuntai', 'Balikpapan', 'Samarinda', 'Pontianak', 'Tanjung'],
    provinceCode: '63',
  },
  melayu: {
    male: ['Rizal', 'Hendri', 'Syafrizal', 'Zulkarnain', 'Ferdi', 'Yusri', 'Azwar', 'Romi', 'Edi', 'Fauzan', 'Darmawan', 'Irwan', 'Syahril'],
    last: ['Syahputra', 'Harun', 'Rasyid', 'Zulkifli', 'Hamdani', 'Marzuki', 'Yunus', 'Tanjung', 'Chaniago', 'Koto', 'Piliang', 'Sikumbang'],
    twoParts: 0.85,
    cities: ['Palembang', 'Prabumulih', 'Lahat', 'Muara Enim', 'Pekanbaru', 'Dumai', 'Jambi', 'Lubuklinggau', 'Padang', 'Bukittinggi'],
    provinceCode: '16',
  },
};

const femaleFirst = ['Siti', 'Sri', 'Dewi', 'Rina', 'Wati', 'Yuni', 'Ani', 'Nur', 'Fitri', 'Ratna', 'Indah', 'Putri', 'Ayu', 'Eka', 'Rini', 'Sari', 'Endang', 'Tuti', 'Yanti', 'Maya', 'Novi', 'Lina', 'Ika'];
const femaleLast = ['Aminah', 'Rahayu', 'Lestari', 'Wahyuni', 'Handayani', 'Kusumawati', 'Susanti', 'Rahmawati', 'Purnamasari', 'Anggraini', 'Maharani', 'Safitri', 'Novitasari', 'Wulandari'];
const baliFemale = ['Ni Luh', 'Ni Made', 'Ni Wayan', 'Ni Ketut', 'Ni Putu'];

export interface Person {
  fullname: string;
  gender: 'L' | 'P';
  /** The first word of the name (for usernames and emails). */
  callName: string;
}

/** An Indonesian name of `region`. */
export function personName(rng: Random, region: Region, gender: 'L' | 'P'): Person {
  const names = regions[region];
  if (gender === 'P') {
    const first = region === 'bali' ? rng.pick(baliFemale) : rng.pick(femaleFirst);
    const last = region === 'batak' || region === 'bali' ? rng.pick(names.last) : rng.pick(femaleLast);
    return { fullname: `${first} ${last}`, gender, callName: first.replace(/^N[iI] /, '').split(' ')[0]! };
  }
  const first = rng.pick(names.male);
  let fullname = first;
  if (rng.chance(names.twoParts)) fullname += ` ${rng.pick(names.last)}`;
  if (region === 'jawa' && rng.chance(0.08)) fullname = `${first} ${rng.pick(names.male)} ${rng.pick(names.last)}`;
  return { fullname, gender, callName: first.replace(/^I /, '').split(' ')[0]! };
}

export const birthCity = (rng: Random, region: Region) => rng.pick(regions[region].cities);

/** KTP province codes of the towns whose province is not their region's first code. */
const townProvince: Record<string, string> = {
  ...Object.fromEntries(['Kediri', 'Madiun', 'Ngawi', 'Lamongan', 'Tuban', 'Jombang', 'Malang', 'Blitar', 'Tulungagung', 'Pasuruan', 'Surabaya', 'Sidoarjo'].map((t) => [t, '35'])),
  ...Object.fromEntries(['Yogyakarta', 'Bantul', 'Gunungkidul'].map((t) => [t, '34'])),
  Kendari: '74',
  Palu: '72',
  Balikpapan: '64',
  Samarinda: '64',
  Pontianak: '61',
  Pekanbaru: '14',
  Dumai: '14',
  Jambi: '15',
  Padang: '13',
  Bukittinggi: '13',
};

/** The KTP province code (the NIK's first two digits) of a birth town. */
export const provinceCode = (region: Region, town: string) => townProvince[town] ?? regions[region].provinceCode;

/** Towns that are cities (kota): addressed by street, never as a village of a regency. */
const cities = new Set([
  'Semarang', 'Surakarta', 'Yogyakarta', 'Surabaya', 'Malang', 'Kediri', 'Blitar', 'Madiun', 'Pasuruan', 'Magelang', 'Tegal', 'Bandung', 'Depok',
  'Bekasi', 'Bogor', 'Cirebon', 'Sukabumi', 'Tasikmalaya', 'Jakarta Selatan', 'Jakarta Timur', 'Medan', 'Binjai', 'Pematangsiantar', 'Sibolga',
  'Tebing Tinggi', 'Padangsidimpuan', 'Denpasar', 'Makassar', 'Parepare', 'Kendari', 'Palu', 'Banjarmasin', 'Balikpapan', 'Samarinda', 'Pontianak',
  'Palembang', 'Prabumulih', 'Lubuklinggau', 'Pekanbaru', 'Dumai', 'Jambi', 'Padang', 'Bukittinggi',
]);

/** A mobile number as Indonesians write it: 08xx followed by 7 or 8 digits. */
export function phoneNumber(rng: Random): string {
  const prefix = rng.pick(['0811', '0812', '0813', '0821', '0822', '0852', '0853', '0856', '0857', '0877', '0878', '0895', '0896', '0838']);
  return prefix + rng.digits(rng.chance(0.7) ? 8 : 7);
}

const streets = [
  'Jl. Merdeka', 'Jl. Diponegoro', 'Jl. Sudirman', 'Jl. Ahmad Yani', 'Jl. Gajah Mada', 'Jl. Pemuda', 'Jl. Imam Bonjol',
  'Jl. Pahlawan', 'Jl. Veteran', 'Jl. Kartini', 'Jl. Hasanuddin', 'Jl. Teuku Umar', 'Jl. Cendana', 'Jl. Melati',
  'Jl. Mawar', 'Jl. Kenanga', 'Jl. Flamboyan', 'Jl. Anggrek', 'Jl. Kenari', 'Jl. Nangka', 'Jl. Mangga', 'Jl. Kapten Tendean',
  'Jl. Dr. Sutomo', 'Jl. Pattimura', 'Jl. Sisingamangaraja', 'Jl. Pramuka', 'Jl. Kemuning', 'Jl. Raya Pos',
];
const villages = ['Sidomulyo', 'Sukamaju', 'Karanganyar', 'Tegalsari', 'Sumberejo', 'Margahayu', 'Mekarsari', 'Jatisari', 'Wonorejo', 'Sukajadi', 'Tanjungsari', 'Bojongsari', 'Purwosari', 'Rejosari'];

/** A home address in `city`: a street in town or a village. */
export function homeAddress(rng: Random, city: string): string {
  const rtRw = `RT ${String(rng.int(1, 12)).padStart(3, '0')}/RW ${String(rng.int(1, 9)).padStart(3, '0')}`;
  if (cities.has(city) || rng.chance(0.4)) return `${rng.pick(streets)} No. ${rng.int(1, 180)}, ${rtRw}, ${city}`;
  return `Dusun ${rng.pick(['Krajan', 'Kidul', 'Lor', 'Wetan', 'Kulon', 'Tengah'])} ${rtRw}, Desa ${rng.pick(villages)}, Kab. ${city}`;
}

/** A street address for an office in `city`. */
export const officeAddress = (rng: Random, city: string) => `${rng.pick(streets)} No. ${rng.int(1, 250)}, ${city}`;

/** An NPWP in its printed form, 99.999.999.9-999.999. */
export function npwp(rng: Random): string {
  const d = rng.digits(15);
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}.${d[8]}-${d.slice(9, 12)}.${d.slice(12)}`;
}

/** A lower-case login name fragment of a person's call name. */
export const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
