import type { AppConfig } from '../config.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { ensurePresencePartitions } from './partitions.ts';
import { ensureSuperUser } from './seed/admin.ts';
import { isEmpty, seedDemo } from './seed/demo.ts';
import { syncPermissionCatalogue } from './seed/permissions.ts';

export interface PrepareResult {
  seeded: boolean;
}

/** Migrates, adds the coming months' presence partitions, syncs the permission catalogue and seeds an empty database as configured. */
export async function prepareDatabase(db: Database, config: AppConfig): Promise<PrepareResult> {
  await migrateToLatest(db);
  // A server that runs for months keeps a year of presence partitions ahead of it.
  const now = new Date();
  await ensurePresencePartitions(db, now, new Date(now.getTime() + 366 * 24 * 3_600_000));
  await syncPermissionCatalogue(db);
  let seeded = false;
  if (config.seedDemo && (await isEmpty(db))) {
    await seedDemo(db, { scale: config.demoScale, today: now, uploadDir: config.uploadDir });
    seeded = true;
  }
  if (config.adminUsername && config.adminPassword) {
    await ensureSuperUser(db, config.adminUsername, config.adminPassword);
  }
  return { seeded };
}
