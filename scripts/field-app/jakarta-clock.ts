// The simulator's clock: the sites keep Jakarta time (UTC+7, no daylight saving), and the
// recaps count Jakarta days, so every time the simulator makes is said in it.

const JAKARTA_MS = 7 * 3_600_000;
const MINUTE = 60_000;

/** The check-in window of a working morning, in minutes after midnight. */
export const MORNING = { from: 6 * 60 + 30, to: 8 * 60 } as const;

/** Past this, today's morning is over and can be played in full. */
const MORNING_OVER = 8 * 60 + 5;

/** The Jakarta day (YYYY-MM-DD) of an instant. */
export const jakartaDay = (instant: Date) => new Date(instant.getTime() + JAKARTA_MS).toISOString().slice(0, 10);

/** The instant `minutes` after midnight of a Jakarta day. */
export const jakartaInstant = (day: string, minutes: number) => new Date(Date.parse(`${day}T00:00:00+07:00`) + minutes * MINUTE);

/** An instant as a phone in Jakarta writes it: ISO 8601 with its +07:00 offset. */
export const jakartaText = (instant: Date) => `${new Date(instant.getTime() + JAKARTA_MS).toISOString().slice(0, 19)}+07:00`;

/** The hour and minute of an instant in Jakarta (HH:mm). */
export const jakartaClock = (instant: Date) => jakartaText(instant).slice(11, 16);

/** Today in Jakarta once its morning is over, else yesterday. */
export function defaultDay(now: Date): string {
  const today = jakartaDay(now);
  return now.getTime() >= jakartaInstant(today, MORNING_OVER).getTime() ? today : jakartaDay(new Date(now.getTime() - 86_400_000));
}

/** The morning's window on `day`, cut at `now` so no phone records an event in the future. */
export function morningWindow(day: string, now: Date): { from: Date; to: Date } {
  // Date.parse takes 2026-02-30 for 2 March: a real day reads back as itself.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || jakartaDay(jakartaInstant(day, 0)) !== day) throw new Error(`--day must be a date as YYYY-MM-DD, got '${day}'`);
  const from = jakartaInstant(day, MORNING.from);
  const to = new Date(Math.min(jakartaInstant(day, MORNING.to).getTime(), now.getTime()));
  if (to.getTime() <= from.getTime()) throw new Error(`The morning of ${day} has not started yet in Jakarta (check-ins from ${jakartaClock(from)}): choose an earlier --day.`);
  return { from, to };
}

/** The earlier of an instant and now: a phone never sends from the future. */
export const notAfter = (instant: Date, now: Date) => new Date(Math.min(instant.getTime(), now.getTime()));

export const addMinutes = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE);
