import dayjs from 'dayjs';
import { formatDate } from './format';

/** The date-like form types and what the browser's native input of each speaks. */
export type DateInputKind = 'date' | 'datetime' | 'year' | 'month' | 'time' | 'week';

/** The HTML input type for each kind; a year is a 4-digit number. */
export const NATIVE_INPUT_TYPE: Record<DateInputKind, string> = {
  date: 'date',
  datetime: 'datetime-local',
  year: 'number',
  month: 'month',
  time: 'time',
  week: 'week',
};

/** The Monday of an ISO week ('2026-W05'). */
function mondayOfIsoWeek(raw: string): dayjs.Dayjs | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(raw);
  if (!match) return null;
  const jan4 = dayjs(`${match[1]}-01-04`);
  const weekOneMonday = jan4.subtract((jan4.day() + 6) % 7, 'day');
  return weekOneMonday.add((Number(match[2]) - 1) * 7, 'day');
}

/** Turns what a native input answers into spec §5's stored format. */
export function fromNativeInput(kind: DateInputKind, raw: string): string {
  if (raw === '') return '';
  switch (kind) {
    case 'datetime':
      return formatDate(raw.length === 16 ? `${raw}:00` : raw, 'datetime');
    case 'month':
      return formatDate(`${raw}-01`, 'month');
    case 'year':
      return /^\d{4}$/.test(raw) ? `${raw}-01-01` : raw;
    case 'time':
      return raw.length === 5 ? `${raw}:00` : raw;
    case 'week': {
      const monday = mondayOfIsoWeek(raw);
      return monday ? formatDate(monday, 'week') : '';
    }
    default:
      return formatDate(raw, 'date');
  }
}

/** Turns a stored value into what the native input shows. */
export function toNativeInput(kind: DateInputKind, stored: unknown): string {
  if (stored === null || stored === undefined || stored === '') return '';
  const text = String(stored);
  switch (kind) {
    case 'datetime': {
      const parsed = dayjs(text);
      return parsed.isValid() ? parsed.format('YYYY-MM-DDTHH:mm:ss') : '';
    }
    case 'month':
      return /^\d{4}-\d{2}/.test(text) ? text.slice(0, 7) : '';
    case 'year':
      return /^\d{4}/.test(text) ? text.slice(0, 4) : '';
    case 'time':
      return /^\d{2}:\d{2}/.test(text) ? text.slice(0, 8) : '';
    case 'week':
      return '';
    default:
      return formatDate(text, 'date');
  }
}
