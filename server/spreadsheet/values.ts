/** Spec §9: y shows as a check mark and n as a cross mark. */
export const CHECK = '✓';
export const CROSS = '✗';

/** What one spreadsheet cell holds once formatted: text, a number or nothing. */
export type CellValue = string | number | null;

/**
 * Text that a spreadsheet could take for a formula (= + - @, a tab or a
 * carriage return first; OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes an apostrophe to text a spreadsheet would run as a formula. */
export function neutralize(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes `neutralize`: drops the apostrophe an export put before such text. */
export function restore(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/**
 * Asia/Jakarta (WIB) has been UTC+7 without daylight saving since 1964, so a
 * fixed offset gives the same answer as the tz database, far faster on big exports.
 */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

const jakarta = (date: Date) => new Date(date.getTime() + JAKARTA_OFFSET_MS).toISOString();

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Jakarta. */
export function jakartaDateTime(date: Date): string {
  return jakarta(date).slice(0, 19).replace('T', ' ');
}

/** 'YYYY-MM-DD' in Asia/Jakarta. */
export function jakartaDate(date: Date): string {
  return jakarta(date).slice(0, 10);
}

/** Today in Asia/Jakarta as DD-MM-YYYY, for export file names (spec §9). */
export function jakartaToday(now = new Date()): string {
  const [year, month, day] = jakartaDate(now).split('-');
  return `${day}-${month}-${year}`;
}

/** Our export's timestamp shape, read back as Jakarta time. */
const EXPORTED_DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/** A wall-clock time without offset, as exported, becomes an instant in Asia/Jakarta. */
export function jakartaInstant(text: string): string {
  return EXPORTED_DATETIME.test(text) ? `${text.replace('T', ' ')}+07:00` : text;
}
