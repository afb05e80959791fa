import type * as Argon2 from '@node-rs/argon2';

/** How many argon2 hashes and verifications ran in this test file, the server's included (it runs in-process). */
export const argon2Calls = { hash: 0, verify: 0 };

/**
 * The real @node-rs/argon2, counting its calls. A test file that asserts on them mocks the package with it:
 * vi.mock('@node-rs/argon2', async (real) => (await import('../../support/argon2-calls.ts')).countingArgon2(await real()))
 */
export function countingArgon2(real: typeof Argon2): typeof Argon2 {
  return {
    ...real,
    hash: (...args: Parameters<typeof real.hash>) => {
      argon2Calls.hash += 1;
      return real.hash(...args);
    },
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2Calls.verify += 1;
      return real.verify(...args);
    },
  };
}
