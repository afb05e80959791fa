import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/**
 * Loads every route of the server in a process of its own (this file's workers share their
 * modules) and answers which of `packages` that loaded: exceljs is a CommonJS package, so
 * its files show in require's cache once anything imports it.
 */
async function loadedWithServer(packages: readonly string[]): Promise<string[]> {
  const script = `
    import { createRequire } from 'node:module';
    await import('./server/app.ts');
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify(${JSON.stringify(packages)}.filter((name) => loaded.some((file) => file.includes('/node_modules/' + name + '/')))));
  `;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd() });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
}

describe('what the server loads as it starts', () => {
  it('leaves exceljs unloaded until a workbook is read or a template made', async () => {
    // archiver, which the xlsx export loads with its route, shows that the check sees a package load.
    expect(await loadedWithServer(['exceljs', 'archiver'])).toEqual(['archiver']);
  });
});
