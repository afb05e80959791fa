import ExcelJS from 'exceljs';
import { departments } from '../../server/db/seed/places.ts';
import { cities, firstNames, lastNames, manpowerTypeNames, middleNames, streets } from './names.ts';

export const IMPORT_ROWS = 10_000;

const header = ['Nama Lengkap', 'NIK / Paspor', 'Nomor Telepon', 'Jenis Kelamin', 'Alamat', 'Tipe Manpower', 'Status Login', 'Departemen', 'Status'];

/**
 * An xlsx of IMPORT_ROWS new workers, headed by the list's Indonesian labels as a user's
 * file would be: each row valid, so the dry run checks every rule and every unique NIK
 * against the loaded workers (whose NIKs start 3171, these 3172).
 */
export async function importWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tenaga Kerja');
  sheet.addRow(header);
  for (let n = 1; n <= IMPORT_ROWS; n++) {
    sheet.addRow([
      `${firstNames[n % firstNames.length]} ${middleNames[(n * 7) % middleNames.length]} ${lastNames[(n * 13) % lastNames.length]}`,
      `3172${String(n).padStart(12, '0')}`,
      `0812${String(10_000_000 + n * 37).slice(-8)}`,
      n % 15 === 0 ? 'Perempuan' : 'Laki-laki',
      `${streets[n % streets.length]} No. ${(n % 250) + 1}, ${cities[n % cities.length]}`,
      manpowerTypeNames[n % manpowerTypeNames.length],
      n % 3 === 0 ? 'Aktif' : 'Tidak Aktif',
      departments[0].department_name,
      'Aktif',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
