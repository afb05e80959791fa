import type { Database } from '../db/database.ts';
import type { User } from '../db/schema.ts';
import { type TableVersions, versionStamp } from '../db/table-versions.ts';
import { type SignedInUser, loadSignedInUser } from './profile.ts';

/** The tables a signed-in user's profile and permissions are read from. */
export const ACCESS_TABLES = ['users', 'roles', 'role_permissions', 'permissions', 'departments'] as const;

/** Sessions remembered at once; the least recently used one goes first. */
const MAX_SESSIONS = 10_000;

/** A session as last read: its id, its user's profile and permissions, and the stamp they were read under. */
export interface KnownSession {
  sessionId: number;
  stamp: string;
  signedIn: SignedInUser;
}

/**
 * The profile and permissions of each session, by its token's hash, read once and reused
 * while the access tables' change counters stay the same. A role, permission, department or
 * user changed through any server instance bumps a counter, so the next call of every
 * session reads them afresh. The session itself (sign-out, expiry, revocation) is checked on
 * every call: what is remembered here never stands for the session being live.
 */
export class SignedInCache {
  readonly #entries = new Map<string, KnownSession>();

  /** The signed-in user of the session, from memory when nothing it was read from changed since `versions`. */
  async load(db: Database, tokenHash: string, sessionId: number, user: User, versions: TableVersions): Promise<SignedInUser> {
    const stamp = accessStamp(versions);
    const cached = this.#entries.get(tokenHash);
    this.#entries.delete(tokenHash);
    // Read after the counters: a change committed in between is read now and re-read next call.
    const signedIn = cached?.stamp === stamp && cached.sessionId === sessionId ? cached.signedIn : await loadSignedInUser(db, user);
    this.#entries.set(tokenHash, { sessionId, stamp, signedIn });
    if (this.#entries.size > MAX_SESSIONS) this.#entries.delete(this.#entries.keys().next().value!);
    return signedIn;
  }

  /** The session of `tokenHash` as last read, if it is remembered. */
  known(tokenHash: string): KnownSession | undefined {
    return this.#entries.get(tokenHash);
  }
}

/** The stamp of the access tables' counters in `versions`: equal stamps, equal permissions. */
export const accessStamp = (versions: TableVersions): string => versionStamp(versions, ACCESS_TABLES);
