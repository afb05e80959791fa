import { WORKER_SCALES } from './presets.ts';

/** The targets by the names `--only` takes, in the order they run. */
export const TARGETS = ['list-mix', 'search-mix', 'show', 'create', 'update', 'recap', 'export', 'import', 'morning-peak'] as const;
export type TargetName = (typeof TARGETS)[number];

/** What the command line asks: `[--fresh] [--only a,b] [--workers n]`. */
export interface Options {
  only: ReadonlySet<TargetName>;
  /** Load the template again even when a finished one is there. */
  fresh: boolean;
  workers: number;
}

/** The value after `flag`, or undefined when the flag is absent. */
function valueOf(args: readonly string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : (args[at + 1] ?? '');
}

function targetsOf(value: string | undefined): ReadonlySet<TargetName> {
  if (value === undefined) return new Set(TARGETS);
  const names = value.split(',').filter((name) => name !== '');
  const unknown = names.filter((name) => !(TARGETS as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`--only takes target names separated by commas, among ${TARGETS.join(', ')}${unknown.length > 0 ? `; unknown: ${unknown.join(', ')}` : ''}`);
  }
  return new Set(names as TargetName[]);
}

/** --workers takes a whole number from 1,000 (a quick try-out); the issue's sizes are WORKER_SCALES. */
function workersOf(value: string | undefined): number {
  if (value === undefined) return WORKER_SCALES[0];
  const workers = Number(value);
  if (!Number.isSafeInteger(workers) || workers < 1_000) throw new Error(`--workers takes a whole number from 1000, such as ${WORKER_SCALES.join(' or ')}; got ${value}`);
  return workers;
}

export function parseOptions(args: readonly string[]): Options {
  return { only: targetsOf(valueOf(args, '--only')), fresh: args.includes('--fresh'), workers: workersOf(valueOf(args, '--workers')) };
}
