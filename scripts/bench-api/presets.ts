/** How much data bench:api loads: a real company's scale on PostgreSQL, less on the embedded PGlite. */
export interface Preset {
  name: 'postgresql' | 'pglite';
  /** What the report's first line says ran. */
  label: string;
  workers: number;
  /** Raw presence rows, all of them for the first department's projects. */
  presences: number;
}

export const presets = {
  postgresql: { name: 'postgresql', label: 'PostgreSQL (DATABASE_URL)', workers: 100_000, presences: 10_000_000 },
  pglite: { name: 'pglite', label: 'PGlite (embedded, smaller preset)', workers: 100_000, presences: 1_000_000 },
} as const satisfies Record<string, Preset>;

/** The company sizes issue #49 measures (`--workers`); the search's growth is read between them. */
export const WORKER_SCALES = [100_000, 1_000_000] as const;

/**
 * A year of presence for a hundred workers' worth of days at most: a smaller load (tried out
 * with `--workers 2000`) stays quick, and a larger company keeps the preset's ten million
 * rows, which the recap and the morning peak read, rather than taking hours to load.
 */
const PRESENCES_PER_WORKER = 100;

/** The preset at `workers` workers. */
export function scaled(preset: Preset, workers: number): Preset {
  return { ...preset, workers, presences: Math.min(preset.presences, workers * PRESENCES_PER_WORKER) };
}

/**
 * Presence covers one fixed year of Jakarta days, so every run loads the same rows
 * whatever the date; the recap target reads its last month.
 */
export const PRESENCE_FIRST_DAY = '2025-11-01';
export const PRESENCE_DAYS = 365;
export const RECAP_MONTH = { from: '2026-10-01', to: '2026-10-31' } as const;

/** Bumped whenever the loader makes other rows: a template with an older marker is rebuilt. */
export const DATA_VERSION = 'bench-api data 4';

export const markerOf = (preset: Preset) => `${DATA_VERSION}; workers=${preset.workers}; presences=${preset.presences}`;
