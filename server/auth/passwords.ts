import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package's const enum cannot be imported under isolatedModules. */
const ARGON2ID = 2;

const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** An argon2id hash of `password` (OWASP's minimum parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified when the account does not exist, so both answers take as long.
const decoyHash = hash('decoy-password-for-unknown-accounts', options);

/** Checks `password` against `passwordHash`; with no hash it spends the same time and fails. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
