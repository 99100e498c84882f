/**
 * What every auth flow shares: the dependencies of the auth service plus the few helpers built on them
 * once per service (transactions that load the signing keys first, rate limits, the redirect allow list,
 * the dummy password hash). Built by {@link createAuthContext}; each flow takes it as its first argument.
 *
 * @module
 */
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/schema.js';
import type { Mailer } from '../../mail/types.js';
import type { RateLimitRule } from '../config.js';
import { AUTH_MESSAGES, AuthError } from '../errors.js';
import type { KeyStore } from '../keys.js';
import { createDummyHash } from '../password.js';
import { pruneRateLimits, takeToken } from '../rate-limit.js';
import { ourIssuer } from '../tokens.js';

/** Dependencies of the auth service (`createAuthService`). */
export interface AuthServiceDeps {
  db: Kysely<Database>;
  config: Config;
  keys: KeyStore;
  mailer: Mailer;
}

/** The per-service context every flow takes. */
export interface AuthContext extends AuthServiceDeps {
  /** The auth settings (`config.auth`). */
  auth: Config['auth'];
  /** Our token issuer, `${PUBLIC_URL}/auth/v1`. */
  issuer: string;
  /**
   * Runs `fn` in a transaction after the signing keys are loaded: loading them uses `db`, which inside a
   * transaction would wait forever for PGlite's single connection.
   */
  tx<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /**
   * Takes a token from the bucket `key`; a refusal is a 429 with `Retry-After` and `code`
   * (`over_email_send_rate_limit` gets the e-mail message). Every 500th call prunes old buckets.
   */
  limit(rule: RateLimitRule, key: string, code?: string): Promise<void>;
  /** The allow-listed redirect (exact match), else the site URL (SECURITY 6). */
  safeRedirect(redirectTo: string | undefined): string;
  /** A hash verified for unknown e-mails so that timing does not reveal accounts (created once). */
  dummyHash(): Promise<string>;
}

/** Builds the {@link AuthContext} of one auth service. */
export function createAuthContext(deps: AuthServiceDeps): AuthContext {
  const { db, config, keys } = deps;
  const auth = config.auth;
  let dummyHash: Promise<string> | undefined;
  let calls = 0;

  return {
    ...deps,
    auth,
    issuer: ourIssuer(config.publicUrl),

    async tx(fn) {
      await keys.get();
      return db.transaction().execute(fn);
    },

    async limit(rule, key, code = 'over_request_rate_limit') {
      if (++calls % 500 === 0) void pruneRateLimits(db).catch(() => {});
      const r = await takeToken(db, key, rule);
      if (!r.allowed) {
        const message =
          code === 'over_email_send_rate_limit' ? AUTH_MESSAGES.emailRateLimited : AUTH_MESSAGES.rateLimited;
        throw new AuthError(429, code, message, undefined, { 'Retry-After': String(r.retryAfterSeconds) });
      }
    },

    safeRedirect(redirectTo) {
      if (redirectTo && auth.redirectAllowList.includes(redirectTo)) return redirectTo;
      return `${config.publicUrl}/`;
    },

    dummyHash: () => (dummyHash ??= createDummyHash(auth.scrypt)),
  };
}
