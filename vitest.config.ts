import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/src/**/*.test.{ts,tsx}', 'tests/codegen/**/*.test.ts'], environment: 'jsdom' },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Screens answer within a few seconds on a loaded two-core machine; poll that long.
          expect: { poll: { timeout: 20_000, interval: 100 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
