import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../../server/db/database.ts';
import { type BenchData, type Log, RUN_ID, firstDepartment, isRunning, load, reusable } from './bench-data.ts';
import type { Preset } from './presets.ts';

/**
 * On PGlite the template is a data folder loaded once per size, and each run copies it twice:
 * one copy for the product, one for the baseline (PGlite takes one process at a time).
 */
const ROOT = path.join(os.tmpdir(), 'manpower-bench-pglite');
const RUN_FOLDER = /^run-(\d+)_/;

/** Runs `work` while holding a lock file that names this process; a lock whose process is gone is taken over. */
async function withLockFile<T>(file: string, log: Log, work: () => Promise<T>): Promise<T> {
  let waiting = false;
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (!isRunning(holder)) rmSync(file, { force: true });
      else {
        if (!waiting) log(`waiting for run ${holder}, which loads or copies the PGlite template`);
        waiting = true;
        await sleep(1_000);
      }
    }
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}

/** Removes the run folders whose process is gone. */
function removeAbandoned(log: Log): void {
  for (const entry of readdirSync(ROOT)) {
    const owner = RUN_FOLDER.exec(entry);
    if (!owner || isRunning(Number(owner[1]))) continue;
    log(`removing ${entry}, left by a run that ended without removing it`);
    rmSync(path.join(ROOT, entry), { recursive: true, force: true });
  }
}

/** The template folder of `preset`, loaded unless a finished load of the same data version is there (or `fresh` asks to load anew). */
async function ensureTemplate(preset: Preset, fresh: boolean, log: Log): Promise<string> {
  const template = path.join(ROOT, `template-${preset.workers}`);
  if (!fresh && existsSync(template)) {
    const db = await openDatabase({ dataDir: template });
    const ready = await reusable(db, preset, log).finally(() => db.destroy());
    if (ready) {
      log(`reusing the loaded PGlite template ${template} (--fresh loads it again)`);
      return template;
    }
  }
  rmSync(template, { recursive: true, force: true });
  mkdirSync(template, { recursive: true });
  log(`loading the PGlite template ${template}; this takes minutes, once`);
  const db = await openDatabase({ dataDir: template });
  await load(db, preset, template, log).finally(() => db.destroy());
  return template;
}

/** The template of `preset` (loaded when missing), copied for this run's product and baseline. */
export async function pgliteData(preset: Preset, fresh: boolean, log: Log): Promise<BenchData> {
  mkdirSync(ROOT, { recursive: true });
  const run = path.join(ROOT, `run-${RUN_ID}`);
  const productDir = path.join(run, 'product');
  const baselineDir = path.join(run, 'baseline-pgdata');
  await withLockFile(path.join(ROOT, `template-${preset.workers}.lock`), log, async () => {
    removeAbandoned(log);
    const template = await ensureTemplate(preset, fresh, log);
    log(`copying ${template} to ${run}`);
    cpSync(template, productDir, { recursive: true });
    cpSync(path.join(template, 'pgdata'), baselineDir, { recursive: true });
  });
  const db = await openDatabase({ dataDir: productDir });
  const target = await firstDepartment(db).finally(() => db.destroy());
  return {
    preset,
    productEnv: { DATA_DIR: productDir },
    baselineEnv: { BASELINE_PGLITE_DIR: baselineDir },
    ...target,
    copy: `folder ${run}`,
    async dispose() {
      rmSync(run, { recursive: true, force: true });
    },
  };
}
