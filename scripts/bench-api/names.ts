/**
 * Fixed lists the scale data picks from by modulo, so the same series number always
 * gives the same worker. "Budi" appears as a first name, a middle name, in surnames and
 * in a street, as it would in a real Indonesian workforce: the search target finds it
 * in several columns.
 */
export const firstNames = [
  'Budi', 'Agus', 'Slamet', 'Joko', 'Bambang', 'Dedi', 'Eko', 'Hendra', 'Rudi', 'Wahyu',
  'Yusuf', 'Andi', 'Rahmat', 'Sutrisno', 'Supriyadi', 'Teguh', 'Imam', 'Arif', 'Fajar', 'Hadi',
  'Irfan', 'Made', 'Nyoman', 'Ketut', 'Putu', 'Asep', 'Ujang', 'Dadang', 'Ucok', 'Togar',
  'Siti', 'Dewi', 'Sri', 'Rina', 'Wati', 'Yanti', 'Ani', 'Lina', 'Maya', 'Nur',
];

export const middleNames = [
  'Adi', 'Eka', 'Dwi', 'Tri', 'Catur', 'Panca', 'Nur', 'Muhammad', 'Ahmad', 'Rizki',
  'Dian', 'Indra', 'Putra', 'Putri', 'Wahyu', 'Budi', 'Setyo', 'Hari', 'Joko', 'Ayu',
  'Bayu', 'Cahya', 'Dimas', 'Galih', 'Surya',
];

export const lastNames = [
  'Santoso', 'Setiawan', 'Wijaya', 'Saputra', 'Pratama', 'Hidayat', 'Nugroho', 'Kurniawan', 'Gunawan', 'Susanto',
  'Hartono', 'Purnomo', 'Siregar', 'Nasution', 'Simanjuntak', 'Harahap', 'Lubis', 'Sinaga', 'Manurung', 'Pangaribuan',
  'Budiman', 'Budiarto', 'Firmansyah', 'Ramadhan', 'Syahputra', 'Hakim', 'Rahman', 'Sulistyo', 'Wibowo', 'Prasetyo',
  'Kusuma', 'Suryadi', 'Mahendra', 'Permana', 'Hasibuan', 'Tambunan', 'Sitompul', 'Daulay', 'Batubara', 'Situmorang',
];

export const cities = [
  'Jakarta', 'Bekasi', 'Tangerang', 'Bogor', 'Depok', 'Bandung', 'Semarang', 'Surabaya', 'Yogyakarta', 'Solo',
  'Medan', 'Palembang', 'Pekanbaru', 'Padang', 'Balikpapan', 'Samarinda', 'Banjarmasin', 'Makassar', 'Denpasar', 'Malang',
];

export const streets = [
  'Jl. Merdeka', 'Jl. Sudirman', 'Jl. Diponegoro', 'Jl. Gatot Subroto', 'Jl. Ahmad Yani', 'Jl. Pahlawan',
  'Jl. Budi Utomo', 'Jl. Kartini', 'Jl. Imam Bonjol', 'Jl. Hayam Wuruk', 'Jl. Gajah Mada', 'Jl. Veteran',
];

export const positions = ['Tukang Batu', 'Tukang Besi', 'Tukang Kayu', 'Pekerja', 'Operator Alat Berat', 'Helper', 'Juru Ukur', 'Tukang Las'];

export const manpowerTypeNames = ['Tukang', 'Pekerja', 'Operator', 'Mandor', 'Staff', 'Helper'];

export const bloodTypeNames = ['O+', 'A+', 'B+', 'AB+', 'O-', 'A-', 'B-', 'AB-'];

/** Companies and subcontractors each department's workers belong to. */
export const companiesPerDepartment = ['Karya Beton', 'Baja Nusantara', 'Cipta Konstruksi'];
export const subcontractorsPerDepartment = ['Mitra Bangun', 'Sinar Teknik'];

/** Skills and diseases a worker's record lists; the core seed has none. */
export const skillNames = [
  'Pengecoran', 'Pembesian', 'Bekisting', 'Pengelasan', 'Pemasangan Bata', 'Plester Aci', 'Pengecatan', 'Instalasi Listrik',
  'Instalasi Pipa', 'Operator Crane', 'Operator Excavator', 'Scaffolding', 'Survey Ukur', 'Rangka Atap',
];

export const diseaseNames = ['Hipertensi', 'Asma', 'Diabetes', 'Maag', 'Alergi Debu', 'Nyeri Punggung', 'Anemia', 'Migrain'];

/** How an emergency contact is related to the worker. */
export const relationships = ['Istri', 'Suami', 'Ayah', 'Ibu', 'Kakak', 'Adik', 'Anak', 'Paman'];
