import dayjs, { type Dayjs } from 'dayjs';
import { formatDate } from './format';

/** The date-like form types (spec §3). */
export type DateInputKind = 'date' | 'datetime' | 'year' | 'month' | 'time' | 'week';

/** The Monday of the week a day falls in (ISO weeks start on Monday). */
export function mondayOf(day: Dayjs): Dayjs {
  return day.subtract((day.day() + 6) % 7, 'day');
}

/** Turns what a date picker holds into spec §5's stored format; nothing or an unfinished date gives ''. */
export function fromPickerValue(kind: DateInputKind, value: Dayjs | null): string {
  if (value === null || !value.isValid()) return '';
  switch (kind) {
    case 'year':
      return formatDate(value.startOf('year'), 'year');
    case 'month':
      return formatDate(value.startOf('month'), 'month');
    case 'week':
      return formatDate(mondayOf(value), 'week');
    default:
      return formatDate(value, kind);
  }
}

/** Turns a stored value into what a date picker holds; a week's stored 'DD' cannot be shown back, so gives nothing. */
export function toPickerValue(kind: DateInputKind, stored: unknown): Dayjs | null {
  if (stored === null || stored === undefined || stored === '' || kind === 'week') return null;
  const text = String(stored);
  const parsed = kind === 'time' ? dayjs(`1970-01-01 ${text}`) : dayjs(text);
  return parsed.isValid() ? parsed : null;
}
