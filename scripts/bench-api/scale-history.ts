import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Preset, WORKER_SCALES } from './presets.ts';

/**
 * The search's CPU per request of the latest run at each size, kept between runs: the growth
 * from 100,000 to 1,000,000 workers needs both sizes loaded, which one run does not do.
 */
const FILE = path.join(os.tmpdir(), 'manpower-bench-search-figures.json');

interface SearchCpu {
  product: number;
  baseline: number;
}

interface Remembered extends SearchCpu {
  commit: string;
  date: string;
}

/** The CPU per request at each size, and which run the other size's figures come from. */
export interface Growth {
  small: SearchCpu;
  large: SearchCpu;
  other: string;
}

function remembered(): Record<string, Remembered> {
  try {
    return JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, Remembered>;
  } catch {
    return {};
  }
}

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Keeps this run's search figures at its size, and answers the growth between the two sizes
 * when a run at the other size was kept; else says what to run.
 */
export function searchGrowth(preset: Preset, cpu: SearchCpu, commit: string): Growth | string {
  const [small, large] = WORKER_SCALES;
  if (preset.workers !== small && preset.workers !== large) return `not measured at ${count(preset.workers)} workers (--workers ${small} and ${large})`;
  const store = remembered();
  const keyOf = (workers: number) => `${preset.name} ${workers}`;
  store[keyOf(preset.workers)] = { ...cpu, commit, date: new Date().toISOString().slice(0, 16).replace('T', ' ') };
  writeFileSync(FILE, JSON.stringify(store, null, 2));
  const otherSize = preset.workers === small ? large : small;
  const other = store[keyOf(otherSize)];
  if (!other) return `no run at ${count(otherSize)} workers yet (--workers ${otherSize})`;
  return {
    small: preset.workers === small ? cpu : other,
    large: preset.workers === large ? cpu : other,
    other: `${count(otherSize)} from the run at ${other.commit}, ${other.date} UTC`,
  };
}
