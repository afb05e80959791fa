import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export interface ThrottleRule {
  /** Failed attempts allowed inside one window; the next attempt locks the key. */
  maxFailures: number;
  /** Length of the counting window and of the lock, in minutes. */
  minutes: number;
}

/**
 * Password-attempt counters kept in the database, so every server instance
 * behind a load balancer sees the same count. An attempt is counted before its
 * password is checked; a success then clears the key or gives the attempt back.
 */
export class Throttle {
  constructor(private readonly db: Database) {}

  /**
   * Counts one attempt against `key` and answers the minutes left on its lock, or 0 when the
   * attempt may go ahead. One statement increments and answers, so simultaneous attempts each
   * get their own number and no more than the rule's limit go ahead.
   */
  async take(key: string, rule: ThrottleRule): Promise<number> {
    const window = sql`(${rule.minutes}::int * interval '1 minute')`;
    // A window that is over, with no lock running, starts again at this attempt.
    const fresh = sql`(auth_throttle.window_started_at <= now() - ${window} and (auth_throttle.locked_until is null or auth_throttle.locked_until <= now()))`;
    const count = sql`(case when ${fresh} then 1 else auth_throttle.failures + 1 end)`;
    const { rows } = await sql<{ minutes: number }>`
      insert into auth_throttle (key, failures, window_started_at, locked_until)
      values (${key}, 1, now(), case when 1 > ${rule.maxFailures}::int then now() + ${window} end)
      on conflict (key) do update set
        failures = ${count},
        window_started_at = case when ${fresh} then now() else auth_throttle.window_started_at end,
        locked_until = case
          when auth_throttle.locked_until > now() then auth_throttle.locked_until
          when ${count} > ${rule.maxFailures}::int then now() + ${window}
        end
      returning case
        when locked_until > now() then greatest(1, ceil(extract(epoch from locked_until - now()) / 60))::int
        else 0
      end as minutes
    `.execute(this.db);
    return rows[0]!.minutes;
  }

  /** Gives back the attempt a success took from `key`. */
  async giveBack(key: string): Promise<void> {
    await this.db
      .updateTable('auth_throttle')
      .set({ failures: sql`greatest(failures - 1, 0)` })
      .where('key', '=', key)
      .execute();
  }

  /** Forgets the attempts of `key` after a success. */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('auth_throttle').where('key', '=', key).execute();
  }
}
