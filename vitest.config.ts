import { defineConfig } from 'vitest/config';

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
          include: ['tests/src/**/*.test.{ts,tsx}', 'tests/codegen/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/src/setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds the databases every file's own database is copied from, once per run.
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Builds the client and seeds the database template once; each file then serves its own
          // copy (support/file-server.ts), so files run side by side, one per core.
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A poll waits for what the user would see. Its timeout only ends a wait that will
          // never succeed, so it is set for a two-core machine that is also busy elsewhere
          // (the suite runs beside stress-ng --cpu 2 once per change); passing polls return at once.
          expect: { poll: { timeout: 90_000, interval: 100 } },
        },
      },
    ],
  },
});
