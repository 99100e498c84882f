/**
 * Rate limits shared by every module: the token bucket in the database (`auth_rate_limits`, shared by
 * every instance on the same database), the per-user limit on costly calls ({@link limitPerUser}) and
 * the in-process cap on searches in flight per user ({@link limitConcurrentPerUser}). ADR 0015.
 *
 * @module
 */
import { MESSAGES } from '@alegato/domain';
import type { MiddlewareHandler } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { AppEnv } from '../types.js';

/** A token bucket: `burst` requests at once, refilled at `perWindow` per `windowSeconds`. */
export interface RateLimitRule {
  /** Bucket size (requests allowed back to back). */
  burst: number;
  /** Requests added back per window. */
  perWindow: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

/** Outcome of {@link takeToken}. */
export interface RateLimitResult {
  /** True when the request may proceed. */
  allowed: boolean;
  /** Seconds until one more request is allowed (0 when allowed): a retry after them is let in. */
  retryAfterSeconds: number;
}

/**
 * Takes one token from the bucket `key` (`auth_rate_limits`), in one atomic upsert so that every
 * instance on the database shares the count: the bucket refills at `perWindow / windowSeconds` per
 * second up to `burst`. A refused request does not drain the bucket below −1, so clients that keep
 * retrying wait one refill, not forever. A request is let in when the bucket holds a whole token, so
 * `retryAfterSeconds` is the time to refill from `tokens` to 1 (a retry after exactly that long passes).
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
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / rate)) };
}

/** Token buckets kept in this process's memory (see {@link createMemoryBuckets}). */
export interface MemoryBuckets {
  take(key: string, rule: RateLimitRule, now?: number): RateLimitResult;
}

/**
 * Token buckets in this process's memory, with the arithmetic of {@link takeToken}. For the embedded
 * database only: its data directory admits one process, so this process's memory is the whole truth,
 * and a busy user's searches then cost no write to the one database connection that every request
 * shares. With PostgreSQL (several processes may share it) the buckets stay in the database.
 */
export function createMemoryBuckets(maxKeys = 100_000): MemoryBuckets {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key, rule, now = Date.now()) {
      const rate = rule.perWindow / rule.windowSeconds;
      const b = buckets.get(key);
      const tokens = b
        ? Math.max(-1, Math.min(rule.burst, b.tokens + ((now - b.at) / 1000) * rate) - 1)
        : rule.burst - 1;
      if (!b && buckets.size >= maxKeys) buckets.clear();
      buckets.set(key, { tokens, at: now });
      if (tokens >= 0) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / rate)) };
    },
  };
}

/** Deletes buckets untouched for an hour or more (they are full again). */
export async function pruneRateLimits(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('auth_rate_limits')
    .where('updated_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
}

/** The refusal of a limited call: the spec's too-many-attempts message (spec §8 Login). */
export const RATE_LIMIT_MESSAGE = MESSAGES.login.tooManyRequests;

/** 429 `rate_limited` in the API's `{code, message}` shape, with `Retry-After` in seconds. */
export function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(429, 'rate_limited', RATE_LIMIT_MESSAGE, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
}

/** The per-user limits of costly calls (`RATE_LIMITS`, JSON merged over {@link DEFAULT_USER_RATE_LIMITS}). */
export interface UserRateLimits {
  /** `POST /query/mixed` (full-text search over documents and legislation). @default 20 burst, 60 / min */
  search: RateLimitRule;
  /** `GET /api/reports/search` (type-ahead over the user's reports). @default 60 burst, 240 / min */
  reportSearch: RateLimitRule;
  /** `GET /case-analysis/{caseId}/{userId}`. @default 20 burst, 60 / min */
  caseAnalysis: RateLimitRule;
  /** `POST /api/reports/enhance/{id}` (AI improvement). @default 10 burst, 60 / hour */
  enhance: RateLimitRule;
  /** `POST /api/reports/generate-pdf/{id}` and `POST /api/pdf/generar-informe-legal`. @default 10 burst, 60 / 10 min */
  pdf: RateLimitRule;
}

/** Defaults of {@link UserRateLimits}: far above what a lawyer does by hand, far below a script. */
export const DEFAULT_USER_RATE_LIMITS: UserRateLimits = {
  search: { burst: 20, perWindow: 60, windowSeconds: 60 },
  reportSearch: { burst: 60, perWindow: 240, windowSeconds: 60 },
  caseAnalysis: { burst: 20, perWindow: 60, windowSeconds: 60 },
  enhance: { burst: 10, perWindow: 60, windowSeconds: 3600 },
  pdf: { burst: 10, perWindow: 60, windowSeconds: 600 },
};

/**
 * Middleware for routes behind `requireUser`: one token from the bucket `user:<name>:<user id>` per
 * request, or 429 `rate_limited` with `Retry-After`. Keyed by the signed-in user, never by address, so
 * users behind one NAT or proxy do not share a bucket and one user cannot escape it by changing address.
 * Without a signed-in user (a route mounted outside `requireUser` by mistake) the request passes.
 *
 * A refused bucket is remembered in this process until its `Retry-After`: a client hammering the route
 * meanwhile is refused without a database round trip (the bucket would refuse it anyway), so a flood of
 * refusals does not hold the embedded database either.
 *
 * @param name bucket name, one per kind of call (`search`, `pdf`…)
 * @param memory buckets in this process's memory instead of the database (embedded database only)
 */
export function limitPerUser(
  db: Kysely<Database>,
  rule: RateLimitRule,
  name: string,
  memory?: MemoryBuckets,
): MiddlewareHandler<AppEnv> {
  let calls = 0;
  const refusedUntil = new Map<string, number>();
  return async (c, next) => {
    const user = c.get('user');
    if (!user) return next();
    const key = `user:${name}:${user.id}`;
    const until = refusedUntil.get(key);
    if (until !== undefined) {
      const left = until - Date.now();
      if (left > 0) throw rateLimited(left / 1000);
      refusedUntil.delete(key);
    }
    if (!memory && ++calls % 500 === 0) void pruneRateLimits(db).catch(() => {});
    const r = memory ? memory.take(key, rule) : await takeToken(db, key, rule);
    if (!r.allowed) {
      if (refusedUntil.size >= 10_000) refusedUntil.clear();
      refusedUntil.set(key, Date.now() + r.retryAfterSeconds * 1000);
      c.get('log').warn(
        { user_id: user.id, action: 'rate_limit', outcome: 'denied', limit: name },
        'per-user rate limit',
      );
      throw rateLimited(r.retryAfterSeconds);
    }
    await next();
  };
}

/** Options of {@link createConcurrencyGate}. */
export interface ConcurrencyGateOptions {
  /** Calls of one user running at once. @default 2 */
  perUser?: number;
  /** Calls of one user waiting for a place; past this they are refused at once. @default 4 */
  maxWaiting?: number;
  /** Longest wait for a place, in milliseconds, before the call is refused. @default 2000 */
  waitMs?: number;
}

/** Places for the calls of each user (in this process). */
export interface ConcurrencyGate {
  /** Resolves with a release function once a place is free; rejects with 429 when none comes in time. */
  enter(key: string): Promise<() => void>;
  /** Calls of `key` running now (for tests). */
  running(key: string): number;
}

/**
 * A per-key semaphore: at most `perUser` holders per key, up to `maxWaiting` more waiting `waitMs` at
 * most, first come first served. State lives in the returned object (one per app), not the module.
 */
export function createConcurrencyGate(options: ConcurrencyGateOptions = {}): ConcurrencyGate {
  const perUser = options.perUser ?? 2;
  const maxWaiting = options.maxWaiting ?? 4;
  const waitMs = options.waitMs ?? 2000;
  const slots = new Map<string, { running: number; waiting: (() => void)[] }>();

  const release = (key: string) => {
    const s = slots.get(key);
    if (!s) return;
    const nextInLine = s.waiting.shift();
    if (nextInLine) nextInLine();
    else if (--s.running === 0) slots.delete(key);
  };

  return {
    running: (key) => slots.get(key)?.running ?? 0,
    enter(key) {
      let s = slots.get(key);
      if (!s) slots.set(key, (s = { running: 0, waiting: [] }));
      const entry = s;
      let released = false;
      const done = () => {
        if (!released) {
          released = true;
          release(key);
        }
      };
      if (entry.running < perUser) {
        entry.running++;
        return Promise.resolve(done);
      }
      if (entry.waiting.length >= maxWaiting) return Promise.reject(rateLimited(1));
      return new Promise((resolve, reject) => {
        // The place passes from the releasing holder to this waiter (running stays the same).
        const wake = () => {
          clearTimeout(timer);
          resolve(done);
        };
        const timer = setTimeout(() => {
          const i = entry.waiting.indexOf(wake);
          if (i >= 0) entry.waiting.splice(i, 1);
          reject(rateLimited(1));
        }, waitMs);
        entry.waiting.push(wake);
      });
    },
  };
}

/**
 * Middleware for routes behind `requireUser`: holds one of the user's places in `gate` while the
 * request runs (searches in flight per user, ADR 0015); 429 `rate_limited` with `Retry-After: 1` when no
 * place frees up in time.
 */
export function limitConcurrentPerUser(gate: ConcurrencyGate, name: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) return next();
    let leave: () => void;
    try {
      leave = await gate.enter(`${name}:${user.id}`);
    } catch (err) {
      c.get('log').warn(
        { user_id: user.id, action: 'rate_limit', outcome: 'denied', limit: `${name}_in_flight` },
        'too many calls in flight',
      );
      throw err;
    }
    try {
      // Yield to the event loop before the search: on PGlite every query runs on this thread, and the
      // queries of many requests can otherwise follow each other without `/health` being read.
      await new Promise((r) => setImmediate(r));
      await next();
    } finally {
      leave();
    }
  };
}

/**
 * Middleware mounted **before** authentication: at most `gate`'s `perUser` requests in flight per bearer
 * token, the rest refused at once with 429 `rate_limited` and no database work. Authentication itself
 * reads `auth_sessions`, so without this one client flooding a route with its token would keep the
 * database queue full even if every request were refused afterwards. Keyed on the token's signature, not
 * on its unverified `sub` (a forged token naming someone else must not use up their places); requests
 * without a token pass (authentication answers them).
 */
export function limitInFlightPerToken(gate: ConcurrencyGate, name: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const m = /^Bearer\s+\S*?\.(\S+?)\s*$/i.exec(c.req.header('authorization') ?? '');
    const signature = m?.[1];
    if (!signature) return next();
    const leave = await gate.enter(`${name}:${signature}`);
    try {
      await next();
    } finally {
      leave();
    }
  };
}
