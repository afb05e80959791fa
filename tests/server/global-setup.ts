import type { TestProject } from 'vitest/node';
import { createDatabaseTemplates } from '../support/database.ts';

type Templates = Awaited<ReturnType<typeof createDatabaseTemplates>>;

/**
 * The run's templates and how many server projects still use them, on globalThis: vitest runs
 * this setup once per server project (vitest.config.ts), and may load it apart for each.
 */
const shared = globalThis as { serverTemplates?: { made: Promise<Templates>; users: number } };

/** Migrates and seeds once per run the templates every server test file copies its database from. */
export default async function setup(project: TestProject) {
  shared.serverTemplates ??= { made: createDatabaseTemplates(), users: 0 };
  const entry = shared.serverTemplates;
  entry.users += 1;
  const { templates, remove } = await entry.made;
  project.provide('databaseTemplates', templates);
  return async () => {
    entry.users -= 1;
    if (entry.users === 0) {
      delete shared.serverTemplates;
      await remove();
    }
  };
}
