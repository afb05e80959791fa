import dayjs from 'dayjs';

/**
 * Spec §5's period lock: on or before the 25th, dates from the 25th of the previous
 * month to the 25th of this month are open; after the 25th, from the 25th of this month
 * to the 25th of next month. Both ends are whole days, in the local time of whoever checks.
 */
export function periodWindow(now: Date = new Date()): { from: Date; to: Date } {
  const today = dayjs(now);
  const anchor = today.date() <= 25 ? today.subtract(1, 'month') : today;
  const from = anchor.date(25).startOf('day');
  const to = anchor.add(1, 'month').date(25).endOf('day');
  return { from: from.toDate(), to: to.toDate() };
}

/** Whether a date falls inside the open period. */
export function inOpenPeriod(value: unknown, now: Date = new Date()): boolean {
  const date = dayjs(value as string);
  if (!date.isValid()) return false;
  const { from, to } = periodWindow(now);
  return !date.isBefore(from) && !date.isAfter(to);
}

/** Spec §5's day lock: only dates from today (start of day) to about 23 hours ahead. */
export function inDayWindow(value: unknown, now: Date = new Date()): boolean {
  const date = dayjs(value as string);
  if (!date.isValid()) return false;
  const start = dayjs(now).startOf('day');
  const end = dayjs(now).add(23, 'hour');
  return !date.isBefore(start) && !date.isAfter(end);
}
