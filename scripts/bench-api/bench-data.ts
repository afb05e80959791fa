import { sql } from 'kysely';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { type Preset, markerOf } from './presets.ts';
import { loadScaleData } from './scale-data.ts';

/** This run's copy of the loaded data, told to each server as environment variables. */
export interface BenchData {
  preset: Preset;
  /** DATABASE_URL or DATA_DIR for the product server. */
  productEnv: Record<string, string>;
  /** DATABASE_URL or BASELINE_PGLITE_DIR for the baseline server. */
  baselineEnv: Record<string, string>;
  /** The first department, whose projects have the presence, and its first project. */
  departmentId: number;
  projectId: number;
  /** The run's database or folder, for the report. */
  copy: string;
  /** Drops the run's copy: the template stays for the next run. */
  dispose(): Promise<void>;
}

export type Log = (line: string) => void;

/** Tells apart this run's copies from another's, on this machine and over time. */
export const RUN_ID = `${process.pid}_${Date.now().toString(36)}`;

/** Whether the process of a run is still there; a copy whose run is gone was left by a crash. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process is there, someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The marker a finished load leaves on the database, or null. */
async function readMarker(db: Database): Promise<string | null> {
  const { rows } = await sql<{ marker: string | null }>`
    select shobj_description(oid, 'pg_database') as marker from pg_database where datname = current_database()
  `.execute(db);
  return rows[0]?.marker ?? null;
}

/** True when a load of this preset finished: the marker is there and the row counts match. */
async function isLoaded(db: Database, preset: Preset): Promise<boolean> {
  if ((await readMarker(db)) !== markerOf(preset)) return false;
  const { rows } = await sql<{ workers: number; presences: number }>`
    select (select count(*) from employees)::int as workers, (select count(*) from presences) as presences
  `.execute(db);
  return rows[0]?.workers === preset.workers && Number(rows[0]?.presences) === preset.presences;
}

/** A finished load this code can serve: migrations added since run now, once for every later copy (on ten million rows they take a while). */
export async function reusable(db: Database, preset: Preset, log: Log): Promise<boolean> {
  if (!(await isLoaded(db, preset))) return false;
  try {
    await migrateToLatest(db);
    return true;
  } catch (error) {
    // Typically migrations of a newer version of the code: this one cannot serve that database.
    log(`the loaded data does not fit this code's migrations (${error instanceof Error ? error.message : String(error)})`);
    return false;
  }
}

/** Migrates and seeds the logins the way the server's start does, loads the scale data, then leaves the marker. */
export async function load(db: Database, preset: Preset, dataDir: string, log: Log): Promise<void> {
  const started = performance.now();
  await prepareDatabase(db, loadConfig({ SEED_DEMO: '1', DEMO_SCALE: 'core', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  await loadScaleData(db, preset, log);
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  await sql`comment on database ${sql.id(rows[0]!.name)} is ${sql.lit(markerOf(preset))}`.execute(db);
  log(`data loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

export async function firstDepartment(db: Database): Promise<{ departmentId: number; projectId: number }> {
  const department = await db.selectFrom('departments').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const project = await db.selectFrom('projects').select('id').where('department_id', '=', department.id).orderBy('id').limit(1).executeTakeFirstOrThrow();
  return { departmentId: department.id, projectId: project.id };
}
