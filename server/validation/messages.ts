import type { Locale } from '../i18n/messages.ts';

/** Stock rule messages of spec §5, in both languages; {field} is the field's label. */
const id: Record<string, string> = {
  required: '{field} harus diisi',
  required_if: '{field} harus diisi bila {other} bernilai {value}',
  email: '{field} harus berupa alamat email yang valid',
  min: '{field} minimal {min} karakter',
  min_numeric: '{field} minimal bernilai {min}',
  max: '{field} maksimal {max} karakter',
  max_numeric: '{field} maksimal bernilai {max}',
  min_value: '{field} minimal bernilai {min}',
  max_value: '{field} maksimal bernilai {max}',
  between: '{field} harus di antara {min} dan {max} karakter',
  between_numeric: '{field} harus bernilai di antara {min} dan {max}',
  numeric: '{field} harus berupa angka',
  integer: '{field} harus berupa bilangan bulat',
  double: '{field} harus berupa angka desimal yang valid',
  digits: '{field} harus berupa {length} digit angka',
  length: '{field} harus {length} karakter',
  size: 'Ukuran {field} maksimal {size} KB',
  alpha: '{field} hanya boleh berisi huruf',
  alpha_num: '{field} hanya boleh berisi huruf dan angka',
  alpha_dash: '{field} hanya boleh berisi huruf, angka, tanda hubung, dan garis bawah',
  alpha_spaces: '{field} hanya boleh berisi huruf dan spasi',
  confirmed: 'Konfirmasi {field} tidak cocok',
  regex: 'Format {field} tidak valid',
  in: '{field} harus salah satu dari pilihan yang tersedia',
  oneOf: '{field} harus salah satu dari pilihan yang tersedia',
  excluded: '{field} tidak boleh bernilai ini',
  not_in: '{field} tidak boleh bernilai ini',
  date: '{field} harus berupa tanggal yang valid',
  url: '{field} harus berupa URL yang valid',
  boolean: '{field} harus bernilai ya atau tidak',
  array: '{field} harus berupa daftar',
  unique: '{field} sudah terdaftar',
  exists: '{field} yang dipilih tidak ditemukan',
  ext: '{field} harus berupa berkas dengan ekstensi yang valid',
  mimes: '{field} harus berupa berkas dengan tipe yang valid',
  image: '{field} harus berupa gambar',
  dimensions: '{field} harus berukuran {width} x {height} piksel',
  'lock-periode': 'Cut Off Peride Aktif',
};

const en: Record<string, string> = {
  required: '{field} is required',
  required_if: '{field} is required when {other} is {value}',
  email: '{field} must be a valid email',
  min: '{field} must be at least {min} characters',
  min_numeric: '{field} must be at least {min}',
  max: '{field} may not be greater than {max} characters',
  max_numeric: '{field} may not be greater than {max}',
  min_value: '{field} must be {min} or more',
  max_value: '{field} must be {max} or less',
  between: '{field} must be between {min} and {max} characters',
  between_numeric: '{field} must be between {min} and {max}',
  numeric: '{field} may only contain numeric characters',
  integer: '{field} must be an integer',
  double: '{field} must be a valid decimal',
  digits: '{field} must be numeric and exactly contain {length} digits',
  length: '{field} must be {length} characters long',
  size: '{field} size must be less than {size} KB',
  alpha: '{field} may only contain alphabetic characters',
  alpha_num: '{field} may only contain alpha-numeric characters',
  alpha_dash: '{field} may contain alpha-numeric characters as well as dashes and underscores',
  alpha_spaces: '{field} may only contain alphabetic characters as well as spaces',
  confirmed: '{field} confirmation does not match',
  regex: '{field} format is invalid',
  in: '{field} must be a valid value',
  oneOf: '{field} must be a valid value',
  excluded: '{field} is not a valid value',
  not_in: '{field} is not a valid value',
  date: '{field} must be a valid date',
  url: '{field} must be a valid URL',
  boolean: '{field} must be yes or no',
  array: '{field} must be a list',
  unique: '{field} has already been taken',
  exists: 'The selected {field} does not exist',
  ext: '{field} must be a file with a valid extension',
  mimes: '{field} must have a valid file type',
  image: '{field} must be an image',
  dimensions: '{field} must be {width} pixels by {height} pixels',
  'lock-periode': 'Cut Off Peride Aktif',
};

const catalogues: Record<Locale, Record<string, string>> = { id, en };

/** The message of `rule` for `field` in `locale`, parameters filled in. */
export function ruleMessage(locale: Locale, rule: string, params: Record<string, string | number>): string {
  const template = catalogues[locale][rule] ?? catalogues[locale].regex!;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export const supportedRules = new Set([...Object.keys(id), 'nullable', 'string', 'exists_file', 'sometimes']);
