import type { Database } from '../db/database.ts';
import type { User } from '../db/schema.ts';
import { type TableVersions, versionStamp } from '../db/table-versions.ts';
import { type SignedInUser, loadSignedInUser } from './profile.ts';

/** The tables a signed-in user's profile and permissions are read from. */
export const ACCESS_TABLES = ['users', 'roles', 'role_permissions', 'permissions', 'departments'] as const;

/** Sessions remembered at once; the least recently used one goes first. */
const MAX_SESSIONS = 10_000;

/**
 * The profile and permissions of each session, read once and reused while the access
 * tables' change counters stay the same. A role, permission, department or user changed
 * through any server instance bumps a counter, so the next call of every session reads
 * them afresh. The session itself (sign-out, expiry, revocation) is checked on every call.
 */
export class SignedInCache {
  readonly #entries = new Map<number, { stamp: string; signedIn: SignedInUser }>();

  /** The signed-in user of `sessionId`, from memory when nothing it was read from changed since `versions`. */
  async load(db: Database, sessionId: number, user: User, versions: TableVersions): Promise<SignedInUser> {
    const stamp = versionStamp(versions, ACCESS_TABLES);
    const cached = this.#entries.get(sessionId);
    this.#entries.delete(sessionId);
    // Read after the counters: a change committed in between is read now and re-read next call.
    const signedIn = cached?.stamp === stamp ? cached.signedIn : await loadSignedInUser(db, user);
    this.#entries.set(sessionId, { stamp, signedIn });
    if (this.#entries.size > MAX_SESSIONS) this.#entries.delete(this.#entries.keys().next().value!);
    return signedIn;
  }
}
