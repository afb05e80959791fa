// How `npm start` runs the built server, read from package.json's start script, so that the
// start-smoke test and `npm run bench:api` run it with the same Node flags as a user does.
import { readFileSync } from 'node:fs';

/** The arguments `npm start` passes to node after its build step: Node's flags, then the bundle. */
export function startNodeArgs(): string[] {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
  const match = /(?:^|&&)\s*node\s+([^&]+)$/.exec(scripts.start);
  if (!match) throw new Error(`package.json's start script does not end by running node: ${scripts.start}`);
  return match[1]!.trim().split(/\s+/);
}
