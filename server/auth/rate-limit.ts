import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (when refused: how long to wait). */
  retryAfterSeconds: number;
}

/**
 * Counts one request against `key` in a fixed window of `windowSeconds`, in the
 * database (the auth_throttle table, keys prefixed 'rate:'), so every server
 * instance shares the count. The upsert is one statement, so concurrent calls
 * cannot both slip under the limit.
 */
export async function takeRateLimit(db: Database, key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const expired = sql`auth_throttle.window_started_at <= now() - (${windowSeconds}::int * interval '1 second')`;
  const { rows } = await sql<{ count: number; retry: number }>`
    insert into auth_throttle (key, failures, window_started_at, locked_until)
    values (${`rate:${key}`}, 1, now(), null)
    on conflict (key) do update set
      failures = case when ${expired} then 1 else auth_throttle.failures + 1 end,
      window_started_at = case when ${expired} then now() else auth_throttle.window_started_at end
    returning failures as count,
      greatest(1, ceil(extract(epoch from (window_started_at + (${windowSeconds}::int * interval '1 second') - now()))))::int as retry
  `.execute(db);
  const row = rows[0]!;
  return { allowed: row.count <= limit, retryAfterSeconds: row.retry };
}

/** One limit a request counts against: at most `limit` per `windowSeconds` for `key`. */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts the request against each rule in turn; the first rule that is spent answers
 * 429 rate_limited with Retry-After, and the rules after it are not counted.
 */
export async function enforceRateLimits(db: Database, reply: FastifyReply, rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) {
    const result = await takeRateLimit(db, rule.key, rule.limit, rule.windowSeconds);
    if (!result.allowed) {
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new AppError(429, 'rate_limited', { seconds: result.retryAfterSeconds });
    }
  }
}
