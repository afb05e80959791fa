import type { JWTPayload } from 'jose';
import { sql } from 'kysely';
import { hashToken } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';

/** Its jti names a token; a token without one (or with an overlong one) is named by its SHA-256. */
function tokenId(token: string, payload: JWTPayload): string {
  const jti = payload.jti;
  return typeof jti === 'string' && jti !== '' && jti.length <= 250 ? `jti:${jti}` : `sha256:${hashToken(token)}`;
}

/**
 * Spends an SSO token until it expires; false when it was spent before. One insert
 * that does nothing on a conflict, so of two simultaneous exchanges only one wins.
 */
export async function spendSsoToken(db: Database, token: string, payload: JWTPayload & { exp: number }): Promise<boolean> {
  // Kept an hour past expiry, so a server clock running behind the database's cannot accept a purged token.
  await db.deleteFrom('sso_used_tokens').where('expires_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
  const spent = await db
    .insertInto('sso_used_tokens')
    .values({ token_id: tokenId(token, payload), expires_at: new Date(payload.exp * 1000) })
    .onConflict((conflict) => conflict.column('token_id').doNothing())
    .returning('token_id')
    .executeTakeFirst();
  return spent !== undefined;
}
