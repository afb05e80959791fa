import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { User } from '../db/schema.ts';
import { type TableVersions, readTableVersions, tableVersionColumns } from '../db/table-versions.ts';
import { hashToken, newToken } from './tokens.ts';

/** Opens a session for `userId` and answers the token the client will send as Bearer. */
export async function openSession(
  db: Database,
  userId: number,
  ttlHours: number,
  origin: { ip?: string; userAgent?: string },
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + ttlHours * 3_600_000),
      ip: origin.ip?.slice(0, 64) ?? null,
      user_agent: origin.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

/** The session of `tokenHash` while it is live: not revoked, not expired, its user active. */
function liveSession(db: Database, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('users.active', '=', 1);
}

/**
 * The live session's id with the versions of `tables`, as columns another statement can
 * select, so that statement checks the session itself: no row when it is no longer live.
 */
export function liveSessionColumns(db: Database, tokenHash: string, tables: readonly string[]) {
  return liveSession(db, tokenHash).select('sessions.id as session_id').select(tableVersionColumns(tables));
}

/**
 * The session id and user of a live session for the token of `tokenHash`, with the table
 * versions the same query saw; undefined when missing, revoked or expired.
 */
export async function findSessionUser(
  db: Database,
  tokenHash: string,
): Promise<{ sessionId: number; user: User; versions: TableVersions } | undefined> {
  const row = await liveSession(db, tokenHash).selectAll('users').select('sessions.id as session_id').select(tableVersionColumns()).executeTakeFirst();
  if (!row) return undefined;
  const { session_id: sessionId, table_versions: tableVersions, versions_today: versionsToday, ...user } = row;
  return { sessionId, user, versions: readTableVersions({ table_versions: tableVersions, versions_today: versionsToday }) };
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
}

/** Revokes every open session of the users (password change, suspension), in one statement. */
export async function revokeUserSessions(db: Database, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where(sql<boolean>`user_id = any(${userIds}::int[])`)
    .where('revoked_at', 'is', null)
    .execute();
}
