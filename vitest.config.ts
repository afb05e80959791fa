import { type TestProjectInlineConfiguration, defineConfig } from 'vitest/config';

/** Server test files that mock a module (eslint.config.js keeps vi.mock to them). */
const ISOLATED_SERVER_TESTS = 'tests/server/**/*.isolated.test.ts';

/** What both server projects run with. */
const server: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  // Migrates and seeds the databases every file's own database is copied from, once per run (both
  // server projects and the browser tests share them: tests/support/database.ts, shareDatabaseTemplates).
  globalSetup: ['tests/server/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    // A worker per core, not vitest's cores - 1 (one on two cores): a server file waits on
    // PGlite's thread or PostgreSQL part of its time, and the unit files then use both cores.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The files of a worker share their modules (a third less time); setup.ts starts each
          // file with no alert open and in the default language, the state those modules keep.
          isolate: false,
          include: ['tests/src/**/*.test.{ts,tsx}', 'tests/codegen/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/src/setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          ...server,
          include: ['tests/server/**/*.test.ts'],
          exclude: [ISOLATED_SERVER_TESTS],
          // The files of a worker share their modules: each would otherwise load the server's
          // whole module graph again, about 2 s a file and a third of the project's time. Every
          // file starts its own server on its own database, so nothing else is shared.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-isolated',
          ...server,
          // Files that replace a module (vi.mock) need a module registry of their own.
          include: [ISOLATED_SERVER_TESTS],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // The files of a worker share their modules (a fifth less CPU): each would otherwise load
          // the server's and Playwright's module graphs again. Each file still serves its own
          // product (setup.ts) and drives its own browser.
          isolate: false,
          setupFiles: ['tests/e2e/setup.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Builds the client and seeds the database template once; each file then serves its own
          // copy (support/file-server.ts), so files run side by side, one per core.
          globalSetup: ['tests/e2e/global-setup.ts'],
          // In a run with the other projects, the browser tests start when those have ended: side
          // by side, both cores switching between so many processes, the two took longer in all.
          sequence: { groupOrder: 1 },
          // A poll waits for what the user would see. Its timeout only ends a wait that will
          // never succeed, so it is set for a two-core machine that is also busy elsewhere
          // (the suite runs beside stress-ng --cpu 2 once per change); passing polls return at once.
          expect: { poll: { timeout: 90_000, interval: 100 } },
        },
      },
    ],
  },
});
