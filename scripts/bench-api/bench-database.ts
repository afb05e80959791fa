import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { type Preset, markerOf, presets } from './presets.ts';
import { loadScaleData } from './scale-data.ts';

/** bench:api's own database on the PostgreSQL server; never the tests' databases. */
const BENCH_DATABASE = 'manpower_bench';
const PGLITE_ROOT = path.join(os.tmpdir(), 'manpower-bench-pglite');

/** Where the loaded data is, told to each server as environment variables. */
export interface BenchData {
  preset: Preset;
  /** DATABASE_URL or DATA_DIR for the product server. */
  productEnv: Record<string, string>;
  /** DATABASE_URL or BASELINE_PGLITE_DIR for the baseline server. */
  baselineEnv: Record<string, string>;
  /** The first department, whose projects have the presence, and its first project. */
  departmentId: number;
  projectId: number;
}

type Log = (line: string) => void;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The marker a finished load leaves on the database, or null. */
async function readMarker(db: Database): Promise<string | null> {
  const { rows } = await sql<{ marker: string | null }>`
    select shobj_description(oid, 'pg_database') as marker from pg_database where datname = current_database()
  `.execute(db);
  return rows[0]?.marker ?? null;
}

/**
 * True when a previous load of this preset finished: the marker is there and the row counts
 * match. The morning peak's check-ins, which carry a client event id, stay and are not counted.
 */
async function isLoaded(db: Database, preset: Preset): Promise<boolean> {
  if ((await readMarker(db)) !== markerOf(preset)) return false;
  const { rows } = await sql<{ workers: number; presences: number }>`
    select (select count(*) from employees)::int as workers, (select count(*) from presences where client_event_id is null) as presences
  `.execute(db);
  return rows[0]?.workers === preset.workers && Number(rows[0]?.presences) === preset.presences;
}

/** A finished load this code can serve: migrations added since run now, before the server starts (on ten million rows they take a while). */
async function reusable(db: Database, preset: Preset, log: Log): Promise<boolean> {
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
async function load(db: Database, preset: Preset, dataDir: string, log: Log): Promise<void> {
  const started = performance.now();
  await prepareDatabase(db, loadConfig({ SEED_DEMO: '1', DEMO_SCALE: 'core', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  await loadScaleData(db, preset, log);
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  await sql`comment on database ${sql.id(rows[0]!.name)} is ${sql.lit(markerOf(preset))}`.execute(db);
  log(`data loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function firstDepartment(db: Database): Promise<{ departmentId: number; projectId: number }> {
  const department = await db.selectFrom('departments').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const project = await db.selectFrom('projects').select('id').where('department_id', '=', department.id).orderBy('id').limit(1).executeTakeFirstOrThrow();
  return { departmentId: department.id, projectId: project.id };
}

async function adminQuery(serverUrl: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function postgresData(serverUrl: string, fresh: boolean, log: Log): Promise<BenchData> {
  const preset = presets.postgresql;
  const url = withDatabase(serverUrl, BENCH_DATABASE);
  const exists = (await adminQuery(serverUrl, `select 1 from pg_database where datname = '${BENCH_DATABASE}'`)).rowCount === 1;
  const dataDir = path.join(os.tmpdir(), 'manpower-bench-data');
  let db = exists && !fresh ? await openDatabase({ databaseUrl: url }) : undefined;
  if (db && (await reusable(db, preset, log))) {
    log(`reusing the loaded database ${BENCH_DATABASE} (--fresh rebuilds it)`);
  } else {
    await db?.destroy();
    await adminQuery(serverUrl, `drop database if exists ${BENCH_DATABASE} with (force)`);
    await adminQuery(serverUrl, `create database ${BENCH_DATABASE}`);
    log(`loading ${BENCH_DATABASE}; this takes minutes, once`);
    db = await openDatabase({ databaseUrl: url });
    await load(db, preset, dataDir, log);
  }
  const target = await firstDepartment(db);
  await db.destroy();
  return { preset, productEnv: { DATABASE_URL: url, DATA_DIR: dataDir }, baselineEnv: { DATABASE_URL: url }, ...target };
}

/** PGlite takes one process at a time: the baseline reads its own copy of the loaded data. */
async function pgliteData(fresh: boolean, log: Log): Promise<BenchData> {
  const preset = presets.pglite;
  const productDir = path.join(PGLITE_ROOT, 'product');
  const baselineDir = path.join(PGLITE_ROOT, 'baseline-pgdata');
  let db = !fresh && existsSync(productDir) ? await openDatabase({ dataDir: productDir }) : undefined;
  if (db && (await reusable(db, preset, log))) {
    log(`reusing the loaded PGlite data in ${PGLITE_ROOT} (--fresh rebuilds it)`);
  } else {
    await db?.destroy();
    rmSync(PGLITE_ROOT, { recursive: true, force: true });
    mkdirSync(productDir, { recursive: true });
    log(`loading PGlite data in ${PGLITE_ROOT}; this takes minutes, once`);
    db = await openDatabase({ dataDir: productDir });
    await load(db, preset, productDir, log);
  }
  const target = await firstDepartment(db);
  await db.destroy();
  if (!existsSync(baselineDir)) cpSync(path.join(productDir, 'pgdata'), baselineDir, { recursive: true });
  return { preset, productEnv: { DATA_DIR: productDir }, baselineEnv: { BASELINE_PGLITE_DIR: baselineDir }, ...target };
}

/** The loaded data of the preset DATABASE_URL picks: reused when a finished load is there, else (or with `fresh`) loaded anew. */
export function prepareBenchData(options: { databaseUrl?: string; fresh: boolean; log: Log }): Promise<BenchData> {
  return options.databaseUrl ? postgresData(options.databaseUrl, options.fresh, options.log) : pgliteData(options.fresh, options.log);
}
