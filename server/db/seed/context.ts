import type { Insertable, Kysely } from 'kysely';
import type { DemoScale } from '../../config.ts';
import type { Database } from '../database.ts';
import type { DB } from '../schema.ts';
import { Random } from './random.ts';

/** How much demo data each scale makes ('core' is only what signing in needs). */
export interface DemoSizes {
  /** Projects per department, at most the catalogue's ten. */
  projectsPerDepartment: number;
  workers: number;
  convalsals: number;
  companiesPerDepartment: number;
  equipment: number;
  visitors: number;
  /** Days of presence ending today. */
  presenceDays: number;
  foremenPerProject: number;
  pendingRegistrations: number;
  unverifiedUsers: number;
}

export const demoSizes: Record<Exclude<DemoScale, 'core'>, DemoSizes> = {
  full: {
    projectsPerDepartment: 10,
    workers: 2_000,
    convalsals: 60,
    companiesPerDepartment: 3,
    equipment: 300,
    visitors: 150,
    presenceDays: 60,
    foremenPerProject: 2,
    pendingRegistrations: 6,
    unverifiedUsers: 4,
  },
  small: {
    projectsPerDepartment: 2,
    workers: 80,
    convalsals: 8,
    companiesPerDepartment: 1,
    equipment: 16,
    visitors: 10,
    presenceDays: 7,
    foremenPerProject: 1,
    pendingRegistrations: 3,
    unverifiedUsers: 2,
  },
};

export interface SeedOptions {
  scale?: DemoScale;
  /** The day the seed runs; presence covers the days up to it. Same today, same data. */
  today?: Date;
  /** Varies the data; the default gives the product's usual demo. */
  seed?: number;
  /** The upload folder the seeded files (banner images) are stored in, as an upload would store them. */
  uploadDir: string;
}

const JAKARTA_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Jakarta calendar day of an instant, as YYYY-MM-DD. */
export const jakartaDate = (instant: Date): string => new Date(instant.getTime() + JAKARTA_MS).toISOString().slice(0, 10);

/** `date` (YYYY-MM-DD) moved by `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `date` moved into [min, max] (all YYYY-MM-DD). */
export const clampDate = (date: string, min: string, max: string) => (date < min ? min : date > max ? max : date);

/** ISO weekday of a YYYY-MM-DD date: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The instant of a Jakarta wall-clock time on `date`, `minutes` after midnight. */
export const jakartaTime = (date: string, minutes: number, seconds = 0): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) + (minutes * 60 + seconds) * 1000 - JAKARTA_MS);

export class SeedContext {
  readonly today: Date;
  /** Today's Jakarta date, YYYY-MM-DD. */
  readonly todayDate: string;
  /** When the reference data was "entered": about fourteen months ago. */
  readonly setupAt: Date;
  readonly sizes: DemoSizes;

  constructor(
    readonly trx: Database,
    readonly scale: Exclude<DemoScale, 'core'> | 'core',
    readonly seed: number,
    today: Date,
    readonly passwordHash: string,
    /** Where seeded files are stored, the server's upload folder. */
    readonly uploadDir: string,
  ) {
    this.today = today;
    this.todayDate = jakartaDate(today);
    this.setupAt = jakartaTime(addDays(this.todayDate, -420), 9 * 60);
    this.sizes = demoSizes[scale === 'core' ? 'small' : scale];
  }

  /** A generator of its own for one area of the seed. */
  random(area: string): Random {
    return Random.for(this.seed, area);
  }

  /** The Jakarta date `days` before today. */
  daysAgo(days: number): string {
    return addDays(this.todayDate, -days);
  }

  /** An instant on the Jakarta date `days` before today, at office hours picked by `rng`. */
  officeTimeDaysAgo(rng: Random, days: number): Date {
    const at = jakartaTime(this.daysAgo(days), rng.int(8 * 60, 16 * 60), rng.int(0, 59));
    return at > this.today ? this.today : at;
  }
}

type Row<T extends keyof DB> = Insertable<DB[T]>;

/** Tables without created_at/updated_at. */
const untimed = new Set<string>(['role_permissions', 'sessions', 'auth_throttle']);

/**
 * Inserts rows in multi-row batches (under PostgreSQL's 65,535 parameters) and answers the
 * new ids in the rows' order. Rows without created_at get the setup time, so every
 * column is the same for the same seed and today.
 */
export async function insertRows<T extends keyof DB & string>(
  ctx: SeedContext,
  table: T,
  rows: readonly Row<T>[],
  options: { returnIds?: boolean } = {},
): Promise<number[]> {
  if (rows.length === 0) return [];
  const stamped = rows.map((row) => {
    const record = row as Record<string, unknown>;
    if (untimed.has(table)) return record;
    const createdAt = record.created_at ?? ctx.setupAt;
    return { ...record, created_at: createdAt, updated_at: record.updated_at ?? createdAt };
  });
  const columns = Object.keys(stamped[0]!).length;
  const batch = Math.max(1, Math.min(1_000, Math.floor(30_000 / columns)));
  const ids: number[] = [];
  // The table name is only known per call; the rows are typed by the caller.
  const db = ctx.trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (let start = 0; start < stamped.length; start += batch) {
    const chunk = stamped.slice(start, start + batch);
    if (options.returnIds === false) {
      await db.insertInto(table).values(chunk).execute();
    } else {
      const result = await db.insertInto(table).values(chunk).returning('id').execute();
      for (const row of result) ids.push(Number(row.id));
    }
  }
  return ids;
}
