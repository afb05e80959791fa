import type { Database } from '../db/database.ts';
import { readTableVersions } from '../db/table-versions.ts';
import { unauthenticated } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';
import { liveSessionColumns } from './sessions.ts';
import { ACCESS_TABLES, type KnownSession, accessStamp } from './signed-in-cache.ts';

/** What a statement that selected `PendingCaller.columns` answers of the session; nothing when it is not live. */
export type CallerColumns = {
  session_id: number;
  table_versions: unknown;
  versions_today: unknown;
};

/**
 * A caller taken from memory on a route whose first statement checks the session itself (a
 * record's show), which saves the sign-in check's own round trip. Nothing leaves before the
 * check: the route confirms with what its statement read, and an answer sent unconfirmed (an
 * error before the statement) waits for the full check in the onSend hook.
 */
export class PendingCaller {
  #settled = false;

  constructor(
    private readonly tokenHash: string,
    private readonly known: KnownSession,
    private readonly authenticate: () => Promise<RequestAuth | null>,
  ) {}

  /** True once the session was checked, by a statement or in full. */
  get settled(): boolean {
    return this.#settled;
  }

  /** The session's columns for the route's statement: one row while the session is live, with the counters its permissions were read under. */
  columns(db: Database) {
    return liveSessionColumns(db, this.tokenHash, ACCESS_TABLES);
  }

  /**
   * Reads what the statement answered of the caller: undefined when the session is live and its
   * access unchanged (the statement's answer stands); the caller read afresh when its access
   * changed since it was remembered (the statement must run again with it); 401 when the
   * session is no longer live.
   */
  async confirm(caller: CallerColumns | undefined): Promise<RequestAuth | undefined> {
    if (!caller) {
      this.#settled = true;
      throw unauthenticated();
    }
    if (caller.session_id === this.known.sessionId && accessStamp(readTableVersions(caller)) === this.known.stamp) {
      this.#settled = true;
      return undefined;
    }
    return this.inFull();
  }

  /** The caller checked in its own statement, as on every other route; 401 when the session is no longer live. */
  async inFull(): Promise<RequestAuth> {
    this.#settled = true;
    const auth = await this.authenticate();
    if (!auth) throw unauthenticated();
    return auth;
  }
}
