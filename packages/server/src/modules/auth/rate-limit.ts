import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RateLimitRule } from './config.js';

/** Outcome of {@link takeToken}. */
export interface RateLimitResult {
  /** True when the request may proceed. */
  allowed: boolean;
  /** Seconds until one more request is allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Takes one token from the bucket `key` (`auth_rate_limits`), in one atomic upsert so that every
 * instance on the database shares the count: the bucket refills at `perWindow / windowSeconds` per
 * second up to `burst`. A refused request does not drain the bucket below −1, so clients that keep
 * retrying wait one refill, not forever.
 */
export async function takeToken(
  db: Kysely<Database>,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const rate = rule.perWindow / rule.windowSeconds;
  const burst = rule.burst;
  const { rows } = await sql<{ tokens: number }>`
    insert into auth_rate_limits as b (key, tokens, updated_at)
    values (${key}, ${burst - 1}::double precision, now())
    on conflict (key) do update set
      tokens = greatest(
        -1::double precision,
        least(${burst}::double precision,
              b.tokens + extract(epoch from (now() - b.updated_at))::double precision * ${rate}::double precision) - 1
      ),
      updated_at = now()
    returning tokens`.execute(db);
  const tokens = Number(rows[0]?.tokens ?? 0);
  if (tokens >= 0) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(-tokens / rate)) };
}

/** Deletes buckets untouched for an hour or more (they are full again). */
export async function pruneRateLimits(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('auth_rate_limits')
    .where('updated_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
}
