import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { bearerToken, TokenError, type TokenVerifier } from '../../middleware/auth.js';
import { clientAddress } from '../../middleware/socket-address.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { getOrCreateIpSalt } from './repo.js';
import { consentIssueMessage, CookieConsentInputSchema } from './schema.js';
import {
  CONSENT_RATE_LIMIT,
  UNKNOWN_ADDRESS,
  enforceConsentRateLimit,
  pruneConsentRateLimits,
  recordCookieConsent,
} from './service.js';
import type { RateLimitRule } from '../auth/config.js';

/** Dependencies of {@link consentRoutes}. */
export interface ConsentRoutesDeps {
  db: Kysely<Database>;
  /** Per-address limit. @default CONSENT_RATE_LIMIT (30 back to back, 30 per 10 minutes) */
  rateLimit?: RateLimitRule;
  /**
   * Verifies an optional bearer token so a signed-in user's consent is stored with their id. Without
   * it every consent is anonymous. @default undefined
   */
  verifier?: TokenVerifier;
}

/** How often idle rate-limit buckets are deleted (at most once per this many ms, per process). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * `POST /api/public/cookie-consent` (spec §7, no auth) → 201 `{success: true, data: {id}}`.
 * Body: `{consents: {essential: true, functional, analytics, marketing}, session_id, user_agent,
 * timestamp}`; unknown fields are ignored. 400 `invalid_json` / `validation_error` (Spanish message and
 * `details`), 413 over 1 MB, 415 when not JSON, 429 `rate_limited` with `Retry-After` over the
 * per-address limit (counted before the body is read). With a valid bearer token (any issuer the API
 * accepts) the consent stores the user id. Mount at `/api/public/cookie-consent`.
 */
export function consentRoutes(deps: ConsentRoutesDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const policy = deps.rateLimit ?? CONSENT_RATE_LIMIT;
  let salt: Promise<string> | undefined;
  let lastPrune = 0;

  function installationSalt(): Promise<string> {
    salt ??= getOrCreateIpSalt(deps.db).catch((err: unknown) => {
      salt = undefined;
      throw err;
    });
    return salt;
  }

  /**
   * The user of a valid bearer token, else null: the endpoint stays public, so a missing, malformed or
   * stale token (ended session) stores an anonymous consent instead of failing.
   */
  async function signedInUser(token: string | undefined): Promise<string | null> {
    if (!token || !deps.verifier) return null;
    try {
      return (await deps.verifier.verify(token)).userId;
    } catch (err) {
      if (err instanceof TokenError) return null;
      throw err;
    }
  }

  /** Counts the request against the per-address limit before the body is read. */
  const rateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const service = { db: deps.db, salt: await installationSalt() };
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneConsentRateLimits(deps.db);
    }
    await enforceConsentRateLimit(service, clientAddress(c) ?? UNKNOWN_ADDRESS, policy);
    await next();
  };

  const body = validate('json', CookieConsentInputSchema, { issueMessage: consentIssueMessage });

  router.post('/', rateLimit, body, async (c) => {
    const address = clientAddress(c) ?? UNKNOWN_ADDRESS;
    const service = { db: deps.db, salt: await installationSalt() };
    const userId = await signedInUser(bearerToken(c));
    const id = await recordCookieConsent(service, c.req.valid('json'), { address, userId });
    c.get('log').info(
      { action: 'cookie_consent.saved', consent_id: id, user_id: userId ?? undefined },
      'cookie consent saved',
    );
    return c.json({ success: true, data: { id } }, 201);
  });

  return router;
}
