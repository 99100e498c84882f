import type { Context, MiddlewareHandler, Next } from 'hono';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { AppError, ERROR_MESSAGES } from '../errors.js';
import type { KeyStore } from '../modules/auth/keys.js';
import { ACCESS_TOKEN_ALG } from '../modules/auth/keys.js';
import { ourIssuer } from '../modules/auth/tokens.js';
import { liveSessionEnd, sessionDeletionCount } from '../modules/auth/repo.js';
import { audit, requestMeta } from '../modules/auth/audit.js';
import { getOrCreateProfile, roleFor } from '../modules/profile/service.js';
import { createActiveUserCheck } from '../modules/admin/status.js';
import type { ApiKeyAuth } from '../modules/apiKeys/auth.js';
import type { ChangeFeed } from '../changes.js';
import type { AppEnv, AuthenticatedUser } from '../types.js';

/** Clock skew tolerated on `exp`/`iat`/`nbf` (SECURITY 1: ≤ 60 s). */
export const JWT_CLOCK_TOLERANCE_SECONDS = 60;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A verified access token. */
export interface VerifiedToken {
  /** `sub`. */
  userId: string;
  email: string;
  /** `session_id` (our tokens always carry one). */
  sessionId: string | null;
  /** `own` for our `/auth/v1`, `supabase` for hosted Supabase. */
  source: 'own' | 'supabase';
  /** Whether the issuer reports the e-mail as confirmed (hosted tokens carry no such claim: false). */
  claims: JWTPayload;
}

/** Why a token was refused (logged, never sent). */
export class TokenError extends Error {
  /** The reason of a valid token whose session was signed out or revoked (auth answers 403 for it). */
  static readonly SESSION_GONE = 'session gone';

  constructor(reason: string) {
    super(reason);
    this.name = 'TokenError';
  }
}

/** Dependencies of {@link createTokenVerifier}. */
export interface TokenVerifierDeps {
  config: Config;
  keys: KeyStore;
  db: Kysely<Database>;
  /**
   * Remember live sessions in this process, invalidated by this process's own session deletions (the
   * embedded database: one process by construction, so every sign-out passes through it). Ignored when
   * `changes` is given. See {@link createSessionLiveness}. @default false
   */
  cacheSessions?: boolean;
  /**
   * Remember live sessions, invalidated by `changes` (on PostgreSQL the NOTIFY feed of every server
   * on the database, ADR 0037). @default none: see `cacheSessions`
   */
  changes?: ChangeFeed;
}

/** Sessions the liveness cache remembers at most (then it starts over). */
const LIVE_SESSIONS_MAX = 10_000;
/** How long the liveness cache trusts an answer at most (a change made outside the server shows by then). */
const LIVE_SESSION_TRUST_MS = 60_000;
/** Verified tokens remembered at most by {@link createTokenVerifier} (least recently used go first). */
export const VERIFIED_TOKENS_MAX = 5000;

/**
 * The generation under which a remembered answer was read: a number while answers may be remembered,
 * null when they may not (every check asks the database).
 */
export type Generation = () => number | null;

/**
 * Whether a session of our issuer is live, remembered in this process: an answer stays while the
 * `generation` it was read under is current (the embedded database: no session was deleted by this
 * process since; PostgreSQL: no deletion was notified by any server, ADR 0037), the session's
 * `not_after` has not passed, and for a minute at most (a change made outside the server, by SQL, shows
 * by then). Spares the database a query per request (ADR 0023); with `cache` false (or a generation of
 * null) every check asks the database.
 */
export function createSessionLiveness(db: Kysely<Database>, cache: boolean | Generation) {
  const generation: Generation =
    typeof cache === 'function' ? cache : cache ? sessionDeletionCount : () => null;
  const live = new Map<string, { userId: string; endsAt: number; generation: number; readAt: number }>();
  return async (sessionId: string, userId: string): Promise<boolean> => {
    const current = generation();
    if (current !== null) {
      const known = live.get(sessionId);
      const now = Date.now();
      if (
        known &&
        known.generation === current &&
        known.userId === userId &&
        known.endsAt > now &&
        now - known.readAt < LIVE_SESSION_TRUST_MS
      )
        return true;
    }
    const end = await liveSessionEnd(db, sessionId, userId);
    if (!end) return false;
    if (current !== null) {
      if (live.size >= LIVE_SESSIONS_MAX) live.clear();
      live.set(sessionId, { userId, endsAt: end.getTime(), generation: current, readAt: Date.now() });
    }
    return true;
  };
}

/**
 * Tokens whose signature and claims were verified, by token text, until their `exp`: a token seen
 * again skips the ES256 check (the bulk of a verification). Least recently used go first past `max`.
 */
function createVerifiedTokens(max: number) {
  const entries = new Map<string, { until: number; source: 'own' | 'supabase'; payload: JWTPayload }>();
  return {
    get(token: string, now: number) {
      const hit = entries.get(token);
      if (!hit) return undefined;
      entries.delete(token);
      if (hit.until <= now) return undefined;
      entries.set(token, hit);
      return hit;
    },
    set(token: string, source: 'own' | 'supabase', payload: JWTPayload) {
      if (typeof payload.exp !== 'number') return;
      entries.set(token, { until: payload.exp * 1000, source, payload });
      while (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear: () => entries.clear(),
  };
}

/** Verifies bearer tokens of our issuer and, when configured, of hosted Supabase. */
export interface TokenVerifier {
  /**
   * Verifies signature, issuer (allow list), algorithm (allow list per issuer; never `none`), `aud`
   * `authenticated`, `exp` (≤ 60 s skew) and, for our issuer, that `session_id` is a live session.
   * `jku`/`jwk` headers are ignored: keys come only from our database or the configured JWKS/secret.
   *
   * @param ownOnly accept only our own issuer (`/auth/v1/user`, `/logout`)
   * @throws {TokenError}
   */
  verify(token: string, options?: { ownOnly?: boolean }): Promise<VerifiedToken>;
}

/** Builds the {@link TokenVerifier}. Keys load lazily (first request), then stay in memory. */
export function createTokenVerifier(deps: TokenVerifierDeps): TokenVerifier {
  const { config, keys, db } = deps;
  const own = ourIssuer(config.publicUrl);
  const changes = deps.changes;
  const sessionIsLive = createSessionLiveness(
    db,
    changes ? () => changes.generation('sessions') : (deps.cacheSessions ?? false),
  );
  const verified = createVerifiedTokens(VERIFIED_TOKENS_MAX);
  let ownKeySet: { kids: number; get: JWTVerifyGetKey } | undefined;
  const getOwnKey: JWTVerifyGetKey = async (header, token) => {
    const k = await keys.get();
    if (!ownKeySet || ownKeySet.kids !== k.jwks.keys.length) {
      // A key came or went: tokens verified with the old set are checked again.
      if (ownKeySet) verified.clear();
      ownKeySet = { kids: k.jwks.keys.length, get: createLocalJWKSet(k.jwks) };
    }
    return ownKeySet.get(header, token);
  };

  const supabase = config.auth.supabase;
  const supabaseIssuer = supabase ? `${supabase.url}/auth/v1` : undefined;
  const supabaseSecret = supabase?.jwtSecret ? new TextEncoder().encode(supabase.jwtSecret) : undefined;
  let supabaseJwks: JWTVerifyGetKey | undefined;
  const getSupabaseJwks = () =>
    (supabaseJwks ??= createRemoteJWKSet(
      new URL(supabase?.jwksUrl ?? `${supabaseIssuer}/.well-known/jwks.json`),
      { timeoutDuration: 5000, cooldownDuration: 30_000 },
    ));

  const common = {
    audience: 'authenticated',
    clockTolerance: JWT_CLOCK_TOLERANCE_SECONDS,
    requiredClaims: ['exp', 'sub'],
  };

  /** Signature, issuer, algorithm, audience and time claims (the costly part, remembered per token). */
  async function verifySignature(
    token: string,
    options: { ownOnly?: boolean },
  ): Promise<{ payload: JWTPayload; source: 'own' | 'supabase' }> {
    if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) throw new TokenError('not a JWS');
    let unverified: JWTPayload;
    try {
      unverified = decodeJwt(token);
    } catch {
      throw new TokenError('undecodable');
    }
    let payload: JWTPayload;
    let source: 'own' | 'supabase';
    try {
      if (unverified.iss === own) {
        ({ payload } = await jwtVerify(token, getOwnKey, {
          ...common,
          issuer: own,
          algorithms: [ACCESS_TOKEN_ALG],
        }));
        source = 'own';
      } else if (!options.ownOnly && supabaseIssuer && unverified.iss === supabaseIssuer) {
        const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as {
          alg?: string;
        };
        if (header.alg === 'HS256') {
          if (!supabaseSecret) throw new TokenError('HS256 not configured');
          ({ payload } = await jwtVerify(token, supabaseSecret, {
            ...common,
            issuer: supabaseIssuer,
            algorithms: ['HS256'],
          }));
        } else {
          ({ payload } = await jwtVerify(token, getSupabaseJwks(), {
            ...common,
            issuer: supabaseIssuer,
            algorithms: ['ES256', 'RS256'],
          }));
        }
        source = 'supabase';
      } else {
        throw new TokenError('issuer not allowed');
      }
    } catch (err) {
      if (err instanceof TokenError) throw err;
      throw new TokenError((err as Error).message);
    }
    return { payload, source };
  }

  return {
    async verify(token, options = {}) {
      let payload: JWTPayload;
      let source: 'own' | 'supabase';
      const seen = verified.get(token, Date.now());
      if (seen) {
        if (options.ownOnly && seen.source !== 'own') throw new TokenError('issuer not allowed');
        ({ payload, source } = seen);
      } else {
        ({ payload, source } = await verifySignature(token, options));
        verified.set(token, source, payload);
      }
      const sub = payload.sub ?? '';
      if (!UUID_RE.test(sub)) throw new TokenError('bad sub');
      if (payload.role !== 'authenticated') throw new TokenError('bad role');
      const email = typeof payload.email === 'string' ? payload.email : '';
      const sessionId = typeof payload.session_id === 'string' ? payload.session_id : null;
      if (source === 'own') {
        if (!sessionId || !UUID_RE.test(sessionId)) throw new TokenError('no session');
        if (!(await sessionIsLive(sessionId, sub))) throw new TokenError(TokenError.SESSION_GONE);
      }
      return { userId: sub, email, sessionId, source, claims: payload };
    },
  };
}

/** Reads `Authorization: Bearer <token>`; undefined when absent or malformed. */
export function bearerToken(c: Context): string | undefined {
  const h = c.req.header('authorization');
  const m = h ? /^Bearer\s+(\S+)\s*$/i.exec(h) : null;
  return m?.[1];
}

function unauthorized(): AppError {
  return new AppError(401, 'unauthorized', ERROR_MESSAGES.unauthorized, {
    headers: { 'WWW-Authenticate': 'Bearer' },
  });
}

/**
 * Throws 403 `forbidden` when `value` (a `user_id` from a query, form or JSON body) is present and names
 * another user than the token's subject (SECURITY 7). Modules call it for ids in their own bodies.
 */
export function assertSameUser(c: Context<AppEnv>, value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  const user = c.get('user');
  if (!user || String(value) !== user.id) {
    c.get('log').warn(
      { user_id: user?.id, action: 'access_denied', outcome: 'denied', reason: 'user_id mismatch' },
      'access denied',
    );
    throw new ForeignUserError();
  }
}

/** 403 for a `user_id` naming someone else; `requireUser` writes every one to the audit table. */
export class ForeignUserError extends AppError {
  constructor() {
    super(403, 'forbidden', ERROR_MESSAGES.forbidden);
  }
}

const USER_ID_FIELDS = ['user_id', 'p_user_id', 'userId'];

async function bodyUserIds(c: Context<AppEnv>): Promise<unknown[]> {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return [];
  const type = c.req.header('content-type') ?? '';
  const isJson = /^application\/([a-z0-9.+-]+\+)?json\b/i.test(type);
  const isForm = /^application\/x-www-form-urlencoded\b/i.test(type);
  if (!isJson && !isForm) return [];
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return [];
  }
  if (text === '') return [];
  if (isForm) {
    const params = new URLSearchParams(text);
    return USER_ID_FIELDS.flatMap((f) => params.getAll(f));
  }
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return USER_ID_FIELDS.map((f) => (value as Record<string, unknown>)[f]);
    }
  } catch {
    // The route's own parser answers 400 invalid_json.
  }
  return [];
}

/** Dependencies of {@link requireUser}. */
export interface RequireUserDeps {
  verifier: TokenVerifier;
  config: Config;
  db: Kysely<Database>;
  /**
   * Remember whether users are active in this process (the embedded database only, like the session
   * liveness cache; a change made by this process shows at once). @default false
   */
  cacheUserStatus?: boolean;
  /** API keys accepted as bearer (issue 15). @default none: only JWTs */
  apiKeys?: ApiKeyAuth;
  /**
   * Remember whether users are active, invalidated by `changes` (on PostgreSQL the NOTIFY feed of every
   * server on the database, ADR 0037). Takes precedence over `cacheUserStatus`. @default none
   */
  changes?: ChangeFeed;
}

/** Statuses remembered at most by {@link cachedActiveCheck} (then it starts over). */
const STATUSES_MAX = 10_000;
/** How long a remembered status is trusted at most (a change made by SQL shows by then). */
const STATUS_TRUST_MS = 60_000;

/**
 * `check` (whether an account is active) remembered while the generation of `users` changes it was
 * read under is current and for a minute at most; asked every time while the generation is null.
 */
function cachedActiveCheck(check: (authUserId: string) => Promise<boolean>, generation: Generation) {
  const known = new Map<string, { active: boolean; generation: number; readAt: number }>();
  return async (authUserId: string): Promise<boolean> => {
    const current = generation();
    const now = Date.now();
    if (current !== null) {
      const hit = known.get(authUserId);
      if (hit && hit.generation === current && now - hit.readAt < STATUS_TRUST_MS) return hit.active;
    }
    const active = await check(authUserId);
    if (current !== null) {
      if (known.size >= STATUSES_MAX) known.clear();
      known.set(authUserId, { active, generation: current, readAt: now });
    }
    return active;
  };
}

/**
 * The one authentication middleware of `/api` (mounted on `/api/*`; `/api/public/*` passes through):
 * verifies the bearer JWT with {@link TokenVerifier}, sets `c.get('user')` = `{id, email, role,
 * sessionId}` (role from `ADMIN_EMAILS`, never from token metadata), creates the profile of a hosted
 * Supabase user on first sight, and refuses with 403 a `user_id` query parameter, `X-User-Id` header,
 * form field or JSON body field naming someone else. Missing or bad token → 401
 * `{code:'unauthorized', message:'No autorizado'}`.
 */
export function requireUser(deps: RequireUserDeps): MiddlewareHandler<AppEnv> {
  const known = new Set<string>();
  const changes = deps.changes;
  const isActive = changes
    ? cachedActiveCheck(createActiveUserCheck(deps.db, false), () => changes.generation('users'))
    : createActiveUserCheck(deps.db, deps.cacheUserStatus ?? false);
  return async (c, next) => {
    if (c.req.path === '/api/public' || c.req.path.startsWith('/api/public/')) return next();
    const token = bearerToken(c);
    if (!token) throw unauthorized();
    const keyUser = deps.apiKeys ? await deps.apiKeys.authenticate(token, c) : null;
    if (keyUser) {
      c.set('user', keyUser);
      return checkNamedUsers(c, next);
    }
    let verified: VerifiedToken;
    try {
      verified = await deps.verifier.verify(token);
    } catch (err) {
      if (!(err instanceof TokenError)) throw err;
      c.get('log').info(
        { action: 'authenticate', outcome: 'denied', reason: err.message },
        'bearer token refused',
      );
      throw unauthorized();
    }
    if (verified.source === 'supabase' && !known.has(verified.userId)) {
      await getOrCreateProfile(
        { db: deps.db, adminEmails: deps.config.auth.adminEmails },
        { id: verified.userId, email: verified.email, emailVerified: false },
      );
      if (known.size > 10_000) known.clear();
      known.add(verified.userId);
    }
    // A disabled account's tokens stop at once (issue 14; disabling also deletes its sessions).
    if (!(await isActive(verified.userId))) {
      c.get('log').info(
        { action: 'authenticate', outcome: 'denied', reason: 'user disabled' },
        'bearer token refused',
      );
      throw unauthorized();
    }
    const user: AuthenticatedUser = {
      id: verified.userId,
      email: verified.email,
      role: roleFor(verified.email, deps.config.auth.adminEmails),
      sessionId: verified.sessionId,
    };
    c.set('user', user);
    return checkNamedUsers(c, next);
  };

  /**
   * A signed-in user naming someone else's id: refused, and recorded in the audit table too (SECURITY
   * 16), whether the id came in the query, a header or a body read here, or in a body a module reads
   * (multipart uploads).
   */
  async function checkNamedUsers(c: Context<AppEnv>, next: Next): Promise<void> {
    const user = c.get('user');
    const auditDenied = () =>
      audit(deps.db, requestMeta(c), {
        userId: user.id,
        action: 'access_denied',
        outcome: 'denied',
        detail: { method: c.req.method, path: c.req.path, reason: 'user_id mismatch' },
      });
    // Under /api/admin an admin names other users on purpose (`/api/admin/audit?user_id=`); requireAdmin
    // refuses everyone else there.
    if (user.role === 'admin' && /^\/api\/admin(\/|$)/.test(c.req.path)) return next();
    try {
      for (const v of c.req.queries('user_id') ?? []) assertSameUser(c, v);
      assertSameUser(c, c.req.header('x-user-id'));
      for (const v of await bodyUserIds(c)) assertSameUser(c, v);
    } catch (err) {
      if (err instanceof AppError && err.status === 403) await auditDenied();
      throw err;
    }
    await next();
    if (c.error instanceof ForeignUserError) await auditDenied();
  }
}
