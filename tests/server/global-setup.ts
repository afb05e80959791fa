import type { TestProject } from 'vitest/node';
import { shareDatabaseTemplates } from '../support/database.ts';

/** The templates every server test file copies its database from: migrated and seeded once per run. */
export default async function setup(project: TestProject) {
  const { made, release } = shareDatabaseTemplates();
  try {
    project.provide('databaseTemplates', await made);
  } catch (error) {
    await release();
    throw error;
  }
  return release;
}
