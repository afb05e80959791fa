import { cpSync, existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/database.ts';
import { type BenchData, type Log, RUN_ID, firstDepartment, isRunning, load, reusable } from './bench-data.ts';
import type { Preset } from './presets.ts';

/**
 * On a PostgreSQL server bench:api loads a template database once per size, marked with its
 * data version, and each run works on a copy of its own, dropped at the end: two runs on one
 * server never touch each other's data, and neither touches another database.
 */
const TEMPLATE_PREFIX = 'manpower_bench_template_';
const RUN_PREFIX = 'manpower_bench_run_';
/** What a run's copy says of its owner, so that a later run can drop a copy a crash left behind. */
const runComment = () => `bench:api run; host=${os.hostname()}; pid=${process.pid}`;
const RUN_COMMENT = /^bench:api run; host=(.*); pid=(\d+)$/;

/** The files a template's seed stored (DATA_DIR), which each run's product gets a copy of. */
const templateFiles = (preset: Preset) => path.join(os.tmpdir(), 'manpower-bench-data', `template-${preset.workers}`);

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Drops the copies of runs of this machine whose process is gone. */
async function dropAbandoned(admin: pg.Client, log: Log): Promise<void> {
  const { rows } = await admin.query<{ name: string; comment: string | null }>(
    `select datname as name, shobj_description(oid, 'pg_database') as comment from pg_database where starts_with(datname, $1)`,
    [RUN_PREFIX],
  );
  for (const { name, comment } of rows) {
    const owner = RUN_COMMENT.exec(comment ?? '');
    if (!owner || owner[1] !== os.hostname() || isRunning(Number(owner[2]))) continue;
    log(`dropping ${name}, left by a run that ended without dropping it`);
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  }
}

/** The template of `preset`, loaded unless a finished load of the same data version is there (or `fresh` asks to load anew). */
async function ensureTemplate(admin: pg.Client, serverUrl: string, preset: Preset, fresh: boolean, log: Log): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${preset.workers}`;
  const url = withDatabase(serverUrl, template);
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1;
  if (exists && !fresh) {
    const db = await openDatabase({ databaseUrl: url });
    const ready = await reusable(db, preset, log).finally(() => db.destroy());
    if (ready) {
      log(`reusing the loaded template ${template} (--fresh loads it again)`);
      return template;
    }
  }
  await admin.query(`drop database if exists ${template} with (force)`);
  await admin.query(`create database ${template}`);
  rmSync(templateFiles(preset), { recursive: true, force: true });
  log(`loading ${template}; this takes minutes, once`);
  const db = await openDatabase({ databaseUrl: url });
  await load(db, preset, templateFiles(preset), log).finally(() => db.destroy());
  return template;
}

/**
 * The template of `preset` (loaded when missing), copied to this run's own database. One run
 * at a time loads or copies, under an advisory lock of the server's: a copy fails while anyone
 * else is connected to its template. A file copy (PostgreSQL 15's FILE_COPY) takes under a
 * minute for ten million rows, where the default copy writes them all through the WAL.
 */
export async function postgresData(serverUrl: string, preset: Preset, fresh: boolean, log: Log): Promise<BenchData> {
  const run = `${RUN_PREFIX}${RUN_ID}`;
  await withAdmin(serverUrl, async (admin) => {
    await admin.query(`select pg_advisory_lock(hashtext('bench:api templates'))`);
    await dropAbandoned(admin, log);
    const template = await ensureTemplate(admin, serverUrl, preset, fresh, log);
    const { rows } = await admin.query<{ version: number }>(`select current_setting('server_version_num')::int as version`);
    const strategy = rows[0]!.version >= 150_000 ? ' strategy file_copy' : '';
    log(`copying ${template} to ${run}`);
    await admin.query(`create database ${run} template ${template}${strategy}`);
    await admin.query(`comment on database ${run} is ${pg.escapeLiteral(runComment())}`);
  });
  const url = withDatabase(serverUrl, run);
  const dataDir = path.join(os.tmpdir(), 'manpower-bench-data', RUN_ID);
  if (existsSync(templateFiles(preset))) cpSync(templateFiles(preset), dataDir, { recursive: true });
  const db = await openDatabase({ databaseUrl: url });
  const target = await firstDepartment(db).finally(() => db.destroy());
  return {
    preset,
    productEnv: { DATABASE_URL: url, DATA_DIR: dataDir },
    baselineEnv: { DATABASE_URL: url },
    ...target,
    copy: `database ${run}`,
    async dispose() {
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${run} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
