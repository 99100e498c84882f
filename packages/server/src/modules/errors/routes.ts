import { LocalErrorRecordSchema } from '@alegato/domain';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { bearerToken, TokenError, type TokenVerifier } from '../../middleware/auth.js';
import { takeToken, type RateLimitRule } from '../../middleware/rate-limit.js';
import { clientAddress, rateLimitSubject } from '../../middleware/socket-address.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { getOrCreateIpSalt } from '../consent/repo.js';
import { saltedHash, UNKNOWN_ADDRESS } from '../consent/service.js';
import type { Mailer } from '../mail/types.js';
import { getGroup, listGroups, listOccurrences, OCCURRENCES_KEPT } from './repo.js';
import { createErrorTracking, type ErrorTracking } from './service.js';

/** What the routers need. */
export interface ModuleDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  /**
   * Reads an optional bearer token on the public endpoint so a signed-in user's reports carry the user
   * id (as the cookie consent does). @default undefined (every report anonymous)
   */
  verifier?: TokenVerifier;
  /** The app's error tracking (shared with the 5xx hook). @default one built from these deps */
  tracking?: ErrorTracking;
  /** Woken after an alert e-mail is written. @default undefined */
  mailer?: Mailer;
  /** Reports accepted per client address. @default CLIENT_ERROR_RATE_LIMIT */
  rateLimit?: RateLimitRule;
}

/** Reports per address: 30 back to back, refilled at 30 per 10 minutes (each may carry 20 records). */
export const CLIENT_ERROR_RATE_LIMIT: RateLimitRule = { burst: 30, perWindow: 30, windowSeconds: 600 };

/** Most records in one report. */
export const CLIENT_ERROR_BATCH_MAX = 20;

/** Spanish messages of the module. */
export const ERROR_TRACKING_MESSAGES = {
  invalid: 'El informe de errores no es válido.',
  rateLimited: 'Demasiados informes de errores. Inténtalo más tarde.',
  groupNotFound: 'Grupo de errores no encontrado.',
} as const;

const ReportSchema = z.union([
  LocalErrorRecordSchema,
  z.array(LocalErrorRecordSchema).min(1).max(CLIENT_ERROR_BATCH_MAX),
]);

/** A client timestamp more than 5 minutes ahead is replaced by the server's time. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * `POST /api/public/client-errors` (issue 14 item 8; no auth needed) → 202 `{success: true, data:
 * {received}}`. Body: one local error record (spec §3) or a list of up to 20. Each is scrubbed of
 * personal data, clipped, grouped by fingerprint and stored as a `client` error; a critical message
 * (spec §8) raises the `error_critico` alert. With a valid bearer token the user id is kept (to count
 * the users affected); a missing or stale token stores an anonymous report. 400 `validation_error`,
 * 429 `rate_limited` per client address (counted before the body is read). Mount at
 * `/api/public/client-errors`.
 */
export function clientErrorRoutes(deps: ModuleDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const tracking = deps.tracking ?? createErrorTracking(deps);
  const rule = deps.rateLimit ?? CLIENT_ERROR_RATE_LIMIT;
  let salt: Promise<string> | undefined;

  function installationSalt(): Promise<string> {
    salt ??= getOrCreateIpSalt(deps.db).catch((err: unknown) => {
      salt = undefined;
      throw err;
    });
    return salt;
  }

  async function signedInUser(token: string | undefined): Promise<string | null> {
    if (!token || !deps.verifier) return null;
    try {
      return (await deps.verifier.verify(token)).userId;
    } catch (err) {
      if (err instanceof TokenError) return null;
      throw err;
    }
  }

  const rateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const subject = rateLimitSubject(clientAddress(c) ?? UNKNOWN_ADDRESS);
    const key = `client-errors:${saltedHash(await installationSalt(), subject)}`;
    const result = await takeToken(deps.db, key, rule);
    if (!result.allowed) {
      throw new AppError(429, 'rate_limited', ERROR_TRACKING_MESSAGES.rateLimited, {
        headers: { 'Retry-After': String(result.retryAfterSeconds) },
      });
    }
    await next();
  };

  const body = validate('json', ReportSchema, { issueMessage: () => ERROR_TRACKING_MESSAGES.invalid });

  router.post('/', rateLimit, body, async (c) => {
    const input = c.req.valid('json');
    const now = Date.now();
    const records = (Array.isArray(input) ? input : [input]).map((r) => {
      const at = Date.parse(r.context.timestamp);
      return at > now + CLOCK_SKEW_MS
        ? { ...r, context: { ...r.context, timestamp: new Date(now).toISOString() } }
        : r;
    });
    const userId = await signedInUser(bearerToken(c));
    const fingerprints = await tracking.recordClientErrors(records, userId);
    c.get('log').info(
      { action: 'client_errors.received', count: records.length, fingerprints },
      'client errors received',
    );
    return c.json({ success: true, data: { received: records.length } }, 202);
  });

  return router;
}

const ListQuerySchema = z.object({
  source: z.enum(['client', 'server']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * The reported errors grouped for the admin (behind `requireAdmin` at `/api/admin/errors`):
 * - `GET /?source=client|server&page=1&per_page=20` → `{success, data: {groups, total, page, per_page}}`,
 *   groups newest (last seen) first with counts, users affected and last page.
 * - `GET /:fingerprint` → `{success, data: {group, occurrences}}`, the group's newest occurrences
 *   (at most 50, scrubbed); 404 when there is no such group.
 */
export function adminErrorRoutes(deps: ModuleDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get(
    '/',
    validate('query', ListQuerySchema, { issueMessage: () => ERROR_TRACKING_MESSAGES.invalid }),
    async (c) => {
      const q = c.req.valid('query');
      const { groups, total } = await listGroups(deps.db, {
        source: q.source,
        page: q.page,
        perPage: q.per_page,
      });
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true, data: { groups, total, page: q.page, per_page: q.per_page } });
    },
  );
  router.get(
    '/:fingerprint',
    validate('param', z.object({ fingerprint: z.string().regex(/^[0-9a-f]{32}$/) }), {
      notFound: ERROR_TRACKING_MESSAGES.groupNotFound,
    }),
    async (c) => {
      const { fingerprint } = c.req.valid('param');
      const group = await getGroup(deps.db, fingerprint);
      if (!group) throw AppError.notFound(ERROR_TRACKING_MESSAGES.groupNotFound);
      const occurrences = await listOccurrences(deps.db, fingerprint, OCCURRENCES_KEPT);
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true, data: { group, occurrences } });
    },
  );
  return router;
}
