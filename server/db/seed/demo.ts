import { hashPassword } from '../../auth/passwords.ts';
import type { Database } from '../database.ts';
import { seedAccounts } from './accounts.ts';
import { seedAssignments, seedAuditLogs, seedRatings, seedRequestChanges } from './assignments.ts';
import { SeedContext, type SeedOptions } from './context.ts';
import { seedOperations } from './operations.ts';
import { DEMO_FOREMAN, seedFieldUsers } from './people.ts';
import { seedFieldApp } from './field-app.ts';
import { seedPresences } from './presence.ts';
import { seedMobileConfig, seedReferenceData } from './reference.ts';
import { seedVisitors } from './visitors.ts';
import { seedWorkers } from './workers.ts';

export type { SeedOptions } from './context.ts';

export const DEMO_PASSWORD = 'Demo#2026';

/** The seed the product's demo data is made from; another seed gives other (equally valid) data. */
export const DEMO_SEED = 20_260_101;

/** The demo logins printed at start and listed in the README. */
export const demoLogins = [
  { username: 'superadmin', role: 'Super Admin' },
  { username: 'admin.gedung', role: 'Admin Departemen (Departemen Gedung)' },
  { username: 'staff.gedung', role: 'Staf (Departemen Gedung, hanya baca tenaga kerja)' },
  { username: DEMO_FOREMAN.username, role: 'Mandor (Aplikasi Mandor, proyek Pembangunan RSUD Semarang)' },
] as const;

/** True when the database holds no user yet. */
export async function isEmpty(db: Database): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}

/**
 * Fills an empty database with the demo data, in one transaction (all or nothing).
 * 'full' (default): ~40 projects, ~2,000 workers, 60 days of presence; 'small' (tests):
 * every table with a little data, 7 days of presence; 'core': only departments, the
 * original nine projects, roles and the three demo logins. The same scale, seed and
 * today give the same data (password hashes aside: each run salts its own).
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<void> {
  const scale = options.scale ?? 'full';
  const today = options.today ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const ctx = new SeedContext(trx, scale, options.seed ?? DEMO_SEED, today, passwordHash, options.uploadDir);
    const accounts = await seedAccounts(ctx);
    if (scale === 'core') return;
    const reference = await seedReferenceData(ctx);
    await seedMobileConfig(ctx);
    const users = await seedFieldUsers(ctx, accounts);
    const operations = await seedOperations(ctx, accounts, reference);
    await seedFieldApp(ctx, users);
    const workers = await seedWorkers(ctx, accounts, users, operations, reference);
    await seedAssignments(ctx, workers, accounts);
    await seedRequestChanges(ctx, workers, accounts);
    await seedRatings(ctx, workers, accounts, users, operations, reference);
    await seedVisitors(ctx, accounts, users);
    await seedPresences(ctx);
    await seedAuditLogs(ctx, accounts);
  });
}
