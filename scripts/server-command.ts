// How `npm start` runs the server, for the scripts and tests that must start it the same way:
// node with the flags kept in package.json's `config.serverNodeFlags`, loading TypeScript through tsx.
import { readFileSync } from 'node:fs';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { config: { serverNodeFlags: string } };

/** The node flags the server runs with (a young generation of 1 MB keeps its RSS near 120 MB). */
export const serverNodeFlags: string[] = packageJson.config.serverNodeFlags.split(' ').filter(Boolean);

/** The command and arguments that run `script` as `npm start` runs `server/main.ts`. */
export const serverCommand = (script: string): [string, string[]] => [process.execPath, [...serverNodeFlags, '--import', 'tsx', script]];
