import { type RawBuilder, sql } from 'kysely';
import type { DashboardQuery } from '../../common/wire/dashboard.ts';
import { AppError } from '../errors.ts';
import type { Locale } from '../i18n/messages.ts';
import type { RequestAuth } from '../http/types.ts';

/** Days a range may span: a year and a day, so a per-day series stays small. */
export const MAX_RANGE_DAYS = 366;
/** Default range: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/** Jakarta is UTC+7 all year (no daylight saving), so a local day is a fixed UTC window. */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** Today's date in Asia/Jakarta, YYYY-MM-DD. */
export function jakartaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** `date` moved by `days` days (calendar arithmetic on YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The instant a Jakarta day starts, as an ISO timestamp PostgreSQL reads as timestamptz. */
export const dayStart = (date: string) => `${date}T00:00:00+07:00`;

/** The Monday of the ISO week `date` falls in. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let current = from; current <= to; current = addDays(current, 1)) days.push(current);
  return days;
}

/**
 * What one dashboard call may count: the department and project it is narrowed to (null
 * for all), and the date range. `none` means the caller asked for something outside
 * their scope, so every number is zero.
 */
export interface DashboardScope {
  departmentId: number | null;
  projectId: number | null;
  none: boolean;
  dateFrom: string;
  dateTo: string;
  today: string;
}

function rangeError(locale: Locale, field: string, id: string, en: string): AppError {
  return new AppError(422, 'validation_failed', {}, { [field]: [locale === 'en' ? en : id] });
}

/**
 * Narrows a dashboard query to what the user may see. A super user sees what they ask
 * for; anyone else is held to their own department, and to their project when they have
 * one: asking for another department or project gives zeros, never its numbers.
 */
export function resolveScope(auth: RequestAuth, query: DashboardQuery, locale: Locale, now: Date = new Date()): DashboardScope {
  const today = jakartaToday(now);
  const dateTo = query.date_to ?? (query.date_from && query.date_from > today ? query.date_from : today);
  const dateFrom = query.date_from ?? addDays(dateTo, -(DEFAULT_RANGE_DAYS - 1));
  if (dateFrom > dateTo) {
    throw rangeError(locale, 'date_from', 'Tanggal awal harus sebelum tanggal akhir', 'The start date must not be after the end date');
  }
  if (addDays(dateFrom, MAX_RANGE_DAYS) <= dateTo) {
    throw rangeError(locale, 'date_to', `Rentang tanggal paling lama ${MAX_RANGE_DAYS} hari`, `The date range spans at most ${MAX_RANGE_DAYS} days`);
  }

  let departmentId = query.department_id ?? null;
  let projectId = query.project_id ?? null;
  let none = false;
  if (!auth.isSuperUser) {
    const own = auth.profile.department_id;
    if (own === null || (departmentId !== null && departmentId !== own)) none = true;
    departmentId = own;
    const ownProject = auth.profile.project_id;
    if (ownProject !== null) {
      if (projectId !== null && projectId !== ownProject) none = true;
      projectId = ownProject;
    }
  }
  return { departmentId, projectId, none, dateFrom, dateTo, today };
}

const always = sql<boolean>`true`;

/** `column = department` when narrowed to one department; false when nothing may be counted. */
export function departmentIs(scope: DashboardScope, column: string): RawBuilder<boolean> {
  if (scope.none) return sql<boolean>`false`;
  return scope.departmentId === null ? always : sql<boolean>`${sql.ref(column)} = ${scope.departmentId}`;
}

/** `column = project` when narrowed to one project. */
export function projectIs(scope: DashboardScope, column: string): RawBuilder<boolean> {
  return scope.projectId === null ? always : sql<boolean>`${sql.ref(column)} = ${scope.projectId}`;
}

/** A worker (employees.id in `column`) belongs to the scope's project: assigned to it. */
export function workerInProject(scope: DashboardScope, column: string): RawBuilder<boolean> {
  if (scope.projectId === null) return always;
  return sql<boolean>`exists (select 1 from project_manpower scope_pm where scope_pm.employee_id = ${sql.ref(column)} and scope_pm.project_id = ${scope.projectId})`;
}

/** `column` (a timestamptz) falls on the Jakarta days from `from` to `to`. */
export function onDays(column: string, from: string, to: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} >= ${dayStart(from)}::timestamptz and ${sql.ref(column)} < ${dayStart(addDays(to, 1))}::timestamptz`;
}

/**
 * Recap rows `r` (presence_recaps, one per worker, project and Jakarta day) of workers who
 * checked in on the days from `from` to `to`: what the dashboards count presence from,
 * through the index kept for them, rather than the raw presences of those days.
 */
export function workersPresent(from: string, to: string): RawBuilder<boolean> {
  return sql<boolean>`r.subject_type = 'employee' and r.first_in is not null and r.presence_date between ${from}::date and ${to}::date`;
}

/** The Jakarta day of a timestamptz column, as YYYY-MM-DD text. */
export function jakartaDay(column: string): RawBuilder<string> {
  return sql<string>`((${sql.ref(column)} at time zone 'Asia/Jakarta')::date)::text`;
}

/** A per-day series over the scope's range: the counted days, zero for the others. */
export function fillDays<K extends string>(scope: DashboardScope, rows: readonly { day: string; total: number }[], key: K) {
  const totals = new Map(rows.map((row) => [row.day, Number(row.total)]));
  return daysBetween(scope.dateFrom, scope.dateTo).map((date) => ({ date, [key]: totals.get(date) ?? 0 }) as { date: string } & Record<K, number>);
}

/** The role name foremen have (spec: "Mandor"). */
export const FOREMAN_ROLE = 'Mandor';
