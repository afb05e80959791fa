import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unifiedDiff } from './unified-diff.ts';
import { listFiles, writeOutput } from './write-output.ts';

/** The outcome of comparing a committed output folder with a fresh generation. */
export interface DriftReport {
  ok: boolean;
  /** Paths (relative to the folder) that differ, are missing or should not be there. */
  changed: string[];
  missing: string[];
  extra: string[];
  /** A readable summary followed by the unified diffs; empty when ok. */
  text: string;
}

/**
 * Compares `actualDir` (the committed output) with `expectedDir` (a fresh
 * generation) file by file; `label` names the committed folder in the diff.
 */
export async function compareFolders(expectedDir: string, actualDir: string, label: string): Promise<DriftReport> {
  const expected = await listFiles(expectedDir);
  const actual = await listFiles(actualDir);
  const missing = expected.filter((file) => !actual.includes(file));
  const extra = actual.filter((file) => !expected.includes(file));
  const changed: string[] = [];
  const diffs: string[] = [];
  for (const file of expected) {
    const fresh = await readFile(path.join(expectedDir, file), 'utf8');
    const committed = missing.includes(file) ? '' : await readFile(path.join(actualDir, file), 'utf8');
    if (fresh === committed) continue;
    if (!missing.includes(file)) changed.push(file);
    const from = missing.includes(file) ? '/dev/null' : `a/${label}/${file}`;
    diffs.push(unifiedDiff(committed, fresh, from, `b/${label}/${file}`));
  }
  for (const file of extra) {
    diffs.push(unifiedDiff(await readFile(path.join(actualDir, file), 'utf8'), '', `a/${label}/${file}`, '/dev/null'));
  }
  const ok = changed.length + missing.length + extra.length === 0;
  if (ok) return { ok, changed, missing, extra, text: '' };
  const summary = [
    `${label}/ is out of date with the server's models:`,
    ...changed.map((file) => `  changed  ${label}/${file}`),
    ...missing.map((file) => `  missing  ${label}/${file}`),
    ...extra.map((file) => `  extra    ${label}/${file}`),
    '',
    'Run `npm run codegen` and commit the result (generated/ is output: change a server model or a template instead of editing it).',
    '',
  ];
  return { ok, changed, missing, extra, text: `${summary.join('\n')}\n${diffs.join('\n')}` };
}

/**
 * Writes `files` into a temporary folder and compares `dir` with it; the
 * temporary folder is removed afterwards.
 */
export async function checkDrift(files: ReadonlyMap<string, string>, dir: string, label = path.basename(path.resolve(dir))): Promise<DriftReport> {
  const fresh = await mkdtemp(path.join(tmpdir(), 'codegen-check-'));
  try {
    await writeOutput(fresh, files);
    return await compareFolders(fresh, dir, label);
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
}
