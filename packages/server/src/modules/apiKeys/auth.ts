/**
 * How `requireUser` authenticates a bearer that is an API key (issue 15 item 3, ADR 0031).
 *
 * @module
 */
import { API_KEY_PREFIX, API_KEY_REFUSED_PATHS, capabilityRefusal, planAllows } from '@alegato/domain';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import {
  createMemoryBuckets,
  rateLimited,
  takeToken,
  type MemoryBuckets,
  type RateLimitRule,
} from '../../middleware/rate-limit.js';
import type { AppEnv, AuthenticatedUser } from '../../types.js';
import { createActiveUserCheck } from '../admin/status.js';
import { audit, requestMeta } from '../auth/audit.js';
import type { PlanEnforcer } from '../plans/service.js';
import { refusalError } from '../plans/service.js';
import { API_KEY_MESSAGES, apiKeyState, findApiKey, touchApiKey, type ApiKeyRow } from './service.js';

/** Deps of {@link createApiKeyAuth}. */
export interface ApiKeyAuthDeps {
  db: Kysely<Database>;
  config: Config;
  plans: PlanEnforcer;
  /** The clock (tests). @default () => new Date() */
  now?: () => Date;
}

/** How `requireUser` authenticates a bearer that is an API key (issue 15 item 3). */
export interface ApiKeyAuth {
  /**
   * The caller a bearer API key stands for, or `null` when `token` is not an API key (then the JWT
   * verifier runs). Throws an `AppError` (401 invalid, revoked or expired; 403 plan; 429 rate) otherwise.
   */
  authenticate(token: string, c: Context<AppEnv>): Promise<AuthenticatedUser | null>;
}

/** Paths a key may not call: the domain's (shared with the API reference). */
export { API_KEY_REFUSED_PATHS };

/** Whether a key may not use `path`, however it is spelt (case, percent-encoding). */
export function isRefusedPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the raw path is tested.
  }
  return [path, decoded].some((p) => API_KEY_REFUSED_PATHS.test(p.toLowerCase().replace(/\/{2,}/g, '/')));
}

/** `last_used_at` is written at most this often per key (not once per request). */
const TOUCH_EVERY_MS = 60_000;

/** Keys remembered at most by the in-process maps (then they start over). */
const MAP_MAX = 10_000;

/** Why a key was refused (audited as `api_key_denied`, `reason`). */
type DenialReason = 'unknown' | 'revoked' | 'expired' | 'owner_disabled' | 'plan' | 'path';

/**
 * Builds the authenticator `requireUser` asks first. A bearer starting with `alg_` is a key:
 * - unknown → 401 `invalid_api_key`; revoked or expired → 401 with its own message; its owner disabled
 *   → 401; a path of {@link API_KEY_REFUSED_PATHS} → 403 `api_key_forbidden`; the owner's plan without
 *   API access → 403 `plan_forbidden` (the plan message); each audited `api_key_denied` with the reason.
 * - more than the key's `rate_limit_per_minute` requests in a minute → 429 `rate_limited` with
 *   `Retry-After` (a token bucket named by the key id: in memory on the embedded database, in
 *   `auth_rate_limits` on PostgreSQL, like `limitPerUser`).
 * - else the owner as `{id, email, role: 'user', sessionId: null, apiKeyId}`: a key never carries the
 *   admin role, whoever owns it. `last_used_at` is written at most once a minute.
 */
export function createApiKeyAuth(deps: ApiKeyAuthDeps): ApiKeyAuth {
  const { db, config, plans } = deps;
  const now = deps.now ?? (() => new Date());
  const embedded = !config.databaseUrl;
  const isActive = createActiveUserCheck(db, embedded);
  const buckets: MemoryBuckets | undefined = embedded ? createMemoryBuckets() : undefined;
  const refusedUntil = new Map<string, number>();
  const touchedAt = new Map<string, number>();

  async function deny(
    c: Context<AppEnv>,
    row: ApiKeyRow | undefined,
    reason: DenialReason,
    error: AppError,
  ): Promise<never> {
    await audit(db, requestMeta(c), {
      userId: row?.user_id ?? null,
      action: 'api_key_denied',
      outcome: 'denied',
      detail: {
        reason,
        method: c.req.method,
        path: c.req.path,
        ...(row ? { key_id: row.id, prefix: row.prefix } : {}),
      },
    });
    throw error;
  }

  const unauthorized = (message: string) =>
    new AppError(401, 'invalid_api_key', message, { headers: { 'WWW-Authenticate': 'Bearer' } });

  async function takeRequest(c: Context<AppEnv>, row: ApiKeyRow, at: number): Promise<void> {
    const key = `api_key:${row.id}`;
    const until = refusedUntil.get(key);
    if (until !== undefined) {
      if (until > at) throw rateLimited((until - at) / 1000);
      refusedUntil.delete(key);
    }
    const perMinute = row.rate_limit_per_minute;
    const rule: RateLimitRule = { burst: perMinute, perWindow: perMinute, windowSeconds: 60 };
    const r = buckets ? buckets.take(key, rule, at) : await takeToken(db, key, rule);
    if (r.allowed) return;
    if (refusedUntil.size >= MAP_MAX) refusedUntil.clear();
    refusedUntil.set(key, at + r.retryAfterSeconds * 1000);
    c.get('log').warn(
      { user_id: row.user_id, action: 'rate_limit', outcome: 'denied', limit: 'api_key', key_id: row.id },
      'API key rate limit',
    );
    throw rateLimited(r.retryAfterSeconds);
  }

  async function touch(row: ApiKeyRow, at: Date): Promise<void> {
    const last = Math.max(
      touchedAt.get(row.id) ?? 0,
      row.last_used_at ? new Date(row.last_used_at).getTime() : 0,
    );
    if (at.getTime() - last < TOUCH_EVERY_MS) return;
    if (touchedAt.size >= MAP_MAX) touchedAt.clear();
    touchedAt.set(row.id, at.getTime());
    await touchApiKey(db, row.id, at);
  }

  return {
    async authenticate(token, c) {
      if (!token.startsWith(API_KEY_PREFIX)) return null;
      const at = now();
      const row = await findApiKey(db, token);
      if (!row) return deny(c, undefined, 'unknown', unauthorized(API_KEY_MESSAGES.invalid));
      const state = apiKeyState(row, at);
      if (state === 'revoked') return deny(c, row, 'revoked', unauthorized(API_KEY_MESSAGES.keyRevoked));
      if (state === 'expired') return deny(c, row, 'expired', unauthorized(API_KEY_MESSAGES.keyExpired));
      const owner = await db
        .selectFrom('auth_users')
        .select('email')
        .where('id', '=', row.user_id)
        .executeTakeFirst();
      if (!owner) return deny(c, row, 'unknown', unauthorized(API_KEY_MESSAGES.invalid));
      if (!(await isActive(row.user_id))) {
        return deny(c, row, 'owner_disabled', unauthorized(API_KEY_MESSAGES.ownerDisabled));
      }
      if (isRefusedPath(c.req.path)) {
        return deny(c, row, 'path', new AppError(403, 'api_key_forbidden', API_KEY_MESSAGES.notAllowedHere));
      }
      // A key is never an admin: the owner's own plan counts, never an admin's plan simulation.
      const user: AuthenticatedUser = {
        id: row.user_id,
        email: owner.email,
        role: 'user',
        sessionId: null,
        apiKeyId: row.id,
      };
      const { plan } = await plans.context(user);
      if (!planAllows(plan, 'api')) {
        return deny(c, row, 'plan', refusalError(capabilityRefusal(plan, 'api')));
      }
      await takeRequest(c, row, at.getTime());
      await touch(row, at);
      return user;
    },
  };
}
