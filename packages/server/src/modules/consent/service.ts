import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { normaliseAddress, rateLimitSubject } from '../../middleware/socket-address.js';
import type { RateLimitRule } from '../auth/config.js';
import { pruneRateLimits, takeToken } from '../auth/rate-limit.js';
import { insertCookieConsent } from './repo.js';
import { CONSENT_MESSAGES, USER_AGENT_MAX, type CookieConsentInput } from './schema.js';

/**
 * Consent saves allowed per address: 30 back to back, refilled at 30 per 10 minutes (a token bucket in
 * the shared `auth_rate_limits` table). The banner sends one consent per choice (at most 3 attempts,
 * plus queued retries every 5 minutes), so a person never gets near it.
 */
export const CONSENT_RATE_LIMIT: RateLimitRule = { burst: 30, perWindow: 30, windowSeconds: 600 };

/** Stand-in address when there is no socket (in-process requests); all of them share one bucket. */
export const UNKNOWN_ADDRESS = 'desconocida';

/** Hex sha256 of `salt:value`: a pseudonymous, installation-specific stand-in for an address. */
export function saltedHash(salt: string, value: string): string {
  return createHash('sha256').update(`${salt}:${value}`).digest('hex');
}

/** Cuts `value` to `max` UTF-16 units without leaving half a surrogate pair. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Free text made storable in PostgreSQL `text`: NUL (which `text` cannot hold) removed and lone
 * surrogates replaced by U+FFFD, then cut to `max`.
 */
export function storableText(value: string, max: number): string {
  const wellFormed = value.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  // eslint-disable-next-line no-control-regex
  return truncate(wellFormed.replace(/\u0000/g, ''), max);
}

/** Dependencies of the consent service. */
export interface ConsentServiceDeps {
  db: Kysely<Database>;
  /** The installation salt (see `getOrCreateIpSalt`). */
  salt: string;
}

/** The `auth_rate_limits` key for `address`: a salted hash of the address (the /64 for IPv6). */
export function rateLimitKeyFor(salt: string, address: string): string {
  return `cookie-consent:${saltedHash(salt, rateLimitSubject(address))}`;
}

/**
 * Takes one request from `address`'s bucket; throws 429 `rate_limited` with `Retry-After` when it is
 * empty. The bucket key is a salted hash of the address (the /64 for IPv6), never the address itself.
 */
export async function enforceConsentRateLimit(
  deps: ConsentServiceDeps,
  address: string,
  rule: RateLimitRule,
): Promise<void> {
  const result = await takeToken(deps.db, rateLimitKeyFor(deps.salt, address), rule);
  if (!result.allowed) {
    throw new AppError(429, 'rate_limited', CONSENT_MESSAGES.rateLimited, {
      headers: { 'Retry-After': String(result.retryAfterSeconds) },
    });
  }
}

/** Deletes idle rate-limit buckets (shared with auth; they are full again after an hour). */
export function pruneConsentRateLimits(db: Kysely<Database>): Promise<void> {
  return pruneRateLimits(db);
}

/**
 * Stores one cookie consent: the choices, session id, user agent (cut to 512 characters), the client's
 * timestamp, a salted hash of the address (never the address) and the user id when known. Returns
 * the new row's id.
 */
export async function recordCookieConsent(
  deps: ConsentServiceDeps,
  input: CookieConsentInput,
  context: { address: string; userId?: string | null },
): Promise<string> {
  return insertCookieConsent(deps.db, {
    sessionId: input.session_id,
    consents: input.consents,
    userAgent: storableText(input.user_agent, USER_AGENT_MAX),
    clientTimestamp: new Date(input.timestamp).toISOString(),
    ipHash: saltedHash(deps.salt, normaliseAddress(context.address)),
    userId: context.userId ?? null,
  });
}
