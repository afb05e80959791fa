import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export interface ThrottleRule {
  /** Failures allowed inside one window before the key is locked. */
  maxFailures: number;
  /** Length of the counting window and of the lock, in minutes. */
  minutes: number;
}

/**
 * Failed-attempt counters kept in the database, so every server instance
 * behind a load balancer sees the same count.
 */
export class Throttle {
  constructor(private readonly db: Database) {}

  /** Minutes left on a lock of any of `keys`, or 0 when none is locked. */
  async lockedMinutes(keys: string[]): Promise<number> {
    const rows = await this.db
      .selectFrom('auth_throttle')
      .select('locked_until')
      .where('key', 'in', keys)
      .where('locked_until', '>', new Date())
      .execute();
    const until = Math.max(0, ...rows.map((row) => new Date(row.locked_until ?? 0).getTime()));
    return until === 0 ? 0 : Math.max(1, Math.ceil((until - Date.now()) / 60_000));
  }

  /** Counts one failure against `key`, locking it once the rule's limit is reached. */
  async fail(key: string, rule: ThrottleRule): Promise<void> {
    const windowStart = new Date(Date.now() - rule.minutes * 60_000);
    const lockUntil = new Date(Date.now() + rule.minutes * 60_000);
    await this.db
      .insertInto('auth_throttle')
      .values({ key, failures: 1, window_started_at: new Date(), locked_until: null })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          failures: sql`case when auth_throttle.window_started_at < ${windowStart} then 1 else auth_throttle.failures + 1 end`,
          window_started_at: sql`case when auth_throttle.window_started_at < ${windowStart} then now() else auth_throttle.window_started_at end`,
        }),
      )
      .execute();
    await this.db
      .updateTable('auth_throttle')
      .set({ locked_until: lockUntil, failures: 0, window_started_at: new Date() })
      .where('key', '=', key)
      .where('failures', '>=', rule.maxFailures)
      .execute();
  }

  /** Forgets the failures of `key` after a success. */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('auth_throttle').where('key', '=', key).execute();
  }
}
