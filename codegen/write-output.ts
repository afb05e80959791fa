import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BANNER_PREFIX } from './render.ts';

/** What a write changed, as paths relative to the output folder. */
export interface WriteResult {
  written: string[];
  unchanged: string[];
  deleted: string[];
  /** Files in the folder that codegen did not make (no banner); left alone. */
  foreign: string[];
}

/** Every file under `dir`, as sorted paths relative to it with '/' separators; none when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The file's text, or undefined when there is no such file. */
export async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes the rendered files into `dir`: a file is rewritten only when its text
 * changed, and generated files (those with the banner) that are no longer
 * rendered are deleted. Anything without the banner is never touched.
 */
export async function writeOutput(dir: string, files: ReadonlyMap<string, string>): Promise<WriteResult> {
  const result: WriteResult = { written: [], unchanged: [], deleted: [], foreign: [] };
  for (const [relative, text] of files) {
    const target = path.join(dir, relative);
    if ((await readIfExists(target)) === text) {
      result.unchanged.push(relative);
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
    result.written.push(relative);
  }
  for (const relative of await listFiles(dir)) {
    if (files.has(relative)) continue;
    const target = path.join(dir, relative);
    const text = await readIfExists(target);
    if (text?.startsWith(BANNER_PREFIX)) {
      await rm(target);
      result.deleted.push(relative);
    } else {
      result.foreign.push(relative);
    }
  }
  return result;
}
