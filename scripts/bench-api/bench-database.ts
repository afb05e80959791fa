import type { BenchData, Log } from './bench-data.ts';
import { pgliteData } from './pglite-run.ts';
import { postgresData } from './postgres-run.ts';
import { presets, scaled } from './presets.ts';

/**
 * This run's own copy of the loaded data of the preset DATABASE_URL picks, at `workers`
 * workers: a copy of the template, which is loaded first when missing or when `fresh` asks.
 */
export function prepareBenchData(options: { databaseUrl?: string; workers: number; fresh: boolean; log: Log }): Promise<BenchData> {
  const { databaseUrl, workers, fresh, log } = options;
  return databaseUrl ? postgresData(databaseUrl, scaled(presets.postgresql, workers), fresh, log) : pgliteData(scaled(presets.pglite, workers), fresh, log);
}
