import type { TestProject } from 'vitest/node';
import { createDatabaseTemplates } from '../support/database.ts';

/** Migrates and seeds once per run the templates every server test file copies its database from. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await createDatabaseTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
