import { createHash, randomBytes } from 'node:crypto';

/** A fresh random token for the client (256 bits from the CSPRNG). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
