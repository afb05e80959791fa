import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { UserCodePurpose } from '../db/schema.ts';
import { hashToken, newToken } from '../auth/tokens.ts';

/** A code ready to mail, with the instant it was issued (the reset link carries it as ts). */
export interface IssuedCode {
  code: string;
  issuedAt: Date;
}

/** A fresh code and its hash; computed the same way whether or not it will be stored. */
export function mintCode(): { code: string; hash: string } {
  const code = newToken();
  return { code, hash: hashToken(code) };
}

/**
 * Stores a code for `userId` (only its SHA-256) valid for `ttlMinutes`, and
 * spends every older unused code of the same purpose, so only the newest mail works.
 */
export async function issueCode(
  db: Database,
  userId: number,
  purpose: UserCodePurpose,
  ttlMinutes: number,
  minted = mintCode(),
): Promise<IssuedCode> {
  const issuedAt = new Date();
  await db
    .updateTable('user_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('user_codes')
    .values({
      user_id: userId,
      purpose,
      code_hash: minted.hash,
      created_at: issuedAt,
      expires_at: new Date(issuedAt.getTime() + ttlMinutes * 60_000),
    })
    .execute();
  return { code: minted.code, issuedAt };
}

/**
 * Whether `code` is live (right purpose, unused, not expired), without spending it: a new password
 * is then worth its hash, and a mail carrying the code's link is still worth sending (mailer.ts).
 */
export async function codeIsLive(db: Database, code: string, purpose: UserCodePurpose): Promise<boolean> {
  if (!code || code.length > 200) return false;
  const row = await db
    .selectFrom('user_codes')
    .select('user_id')
    .where('code_hash', '=', hashToken(code))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends `code` if it is live (right purpose, unused, not expired) and answers
 * its user id; one statement, so two requests cannot both use the same code.
 */
export async function consumeCode(db: Database, code: string, purpose: UserCodePurpose): Promise<number | undefined> {
  if (!code || code.length > 200) return undefined;
  const row = await db
    .updateTable('user_codes')
    .set({ used_at: sql`now()` })
    .where('code_hash', '=', hashToken(code))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
