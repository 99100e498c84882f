import { randomUUID } from 'node:crypto';
import { planExpiryFrom } from '@alegato/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../mail/types.js';
import { insertProfile, updateProfile } from '../profile/repo.js';
import { profileFieldsFromMetadata, roleFor } from '../profile/service.js';
import { audit, type RequestMeta } from './audit.js';
import type { RateLimitRule } from './config.js';
import { randomToken, s256, safeEqual, sha256Hex } from './crypto.js';
import { AUTH_MESSAGES, AuthError } from './errors.js';
import type { KeyStore } from './keys.js';
import {
  createDummyHash,
  hashPassword,
  passwordWeaknesses,
  verifyPassword,
  MAX_PASSWORD_LENGTH,
} from './password.js';
import { pruneRateLimits, takeToken } from './rate-limit.js';
import { ourIssuer, signAccessToken } from './tokens.js';
import { EMAIL_APP_METADATA, obfuscatedUser, toAuthUser, type AuthUser, type AuthUserRow } from './user.js';

/** A replayed parent refresh token is answered (with a sibling) within this many seconds of rotation. */
export const REFRESH_REUSE_SECONDS = 10;
/** PKCE auth codes live 5 minutes from the link click. */
export const FLOW_STATE_TTL_SECONDS = 300;
/** E-mail link tokens live at most one hour. */
export const LINK_TTL_SECONDS = 3600;

/** The token response (AUTH-CONTRACT "Token response"). */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

/** Dependencies of {@link createAuthService}. */
export interface AuthServiceDeps {
  db: Kysely<Database>;
  config: Config;
  keys: KeyStore;
  mailer: Mailer;
}

/** The authenticated caller of `/user` and `/logout`. */
export interface SessionPrincipal {
  userId: string;
  sessionId: string;
}

type Db = Kysely<Database> | Transaction<Database>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cased, trimmed e-mail, or a 400 `email_address_invalid`. */
export function normalizeEmail(raw: unknown): string {
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!email || email.length > 254 || !EMAIL_RE.test(email)) {
    throw new AuthError(400, 'email_address_invalid', AUTH_MESSAGES.invalidEmail);
  }
  return email;
}

function requirePassword(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '') {
    throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.missingEmailOrPassword);
  }
  if (raw.length > MAX_PASSWORD_LENGTH)
    throw new AuthError(422, 'weak_password', AUTH_MESSAGES.passwordTooLong, {
      weak_password: { reasons: ['length'] },
    });
  return raw;
}

function assertStrong(password: string): void {
  const reasons = passwordWeaknesses(password);
  if (reasons.length > 0) {
    const message = reasons.includes('length') ? AUTH_MESSAGES.weakLength : AUTH_MESSAGES.weakCommon;
    throw new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
  }
}

/** Validates a PKCE challenge: S256 only (SECURITY 6). Returns undefined when the request has none. */
export function readCodeChallenge(challenge: unknown, method: unknown): string | undefined {
  if (challenge == null || challenge === '') return undefined;
  if (typeof challenge !== 'string' || !/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
    throw new AuthError(400, 'validation_failed', 'code_challenge no válido.');
  }
  if (typeof method !== 'string' || method.toLowerCase() !== 's256') {
    throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.pkcePlain);
  }
  return challenge;
}

function sanitizeMetadata(raw: unknown): Record<string, unknown> {
  if (raw == null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new AuthError(400, 'validation_failed', 'data debe ser un objeto.');
  }
  if (JSON.stringify(raw).length > 8192)
    throw new AuthError(400, 'validation_failed', 'data es demasiado grande.');
  return raw as Record<string, unknown>;
}

/** The auth operations behind `/auth/v1` (HTTP-free). */
export type AuthService = ReturnType<typeof createAuthService>;

/**
 * The auth service: accounts, sessions, rotating refresh tokens, PKCE, e-mail links, rate limits and
 * audit. Every method takes the request's {@link RequestMeta} for rate-limit keys and audit lines.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, config, keys, mailer } = deps;
  const auth = config.auth;
  const issuer = ourIssuer(config.publicUrl);
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= createDummyHash());
  let calls = 0;

  /**
   * Runs `fn` in a transaction after the signing keys are loaded: loading them uses `db`, which inside a
   * transaction would wait forever for PGlite's single connection.
   */
  async function tx<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    await keys.get();
    return db.transaction().execute(fn);
  }

  async function limit(rule: RateLimitRule, key: string, code = 'over_request_rate_limit'): Promise<void> {
    if (++calls % 500 === 0) void pruneRateLimits(db).catch(() => {});
    const r = await takeToken(db, key, rule);
    if (!r.allowed) {
      const message =
        code === 'over_email_send_rate_limit' ? AUTH_MESSAGES.emailRateLimited : AUTH_MESSAGES.rateLimited;
      throw new AuthError(429, code, message, undefined, { 'Retry-After': String(r.retryAfterSeconds) });
    }
  }

  /** The allow-listed redirect (exact match), else the site URL (SECURITY 6). */
  function safeRedirect(redirectTo: string | undefined): string {
    if (redirectTo && auth.redirectAllowList.includes(redirectTo)) return redirectTo;
    return `${config.publicUrl}/`;
  }

  async function findUserByEmail(d: Db, email: string): Promise<AuthUserRow | undefined> {
    return d
      .selectFrom('auth_users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email)
      .executeTakeFirst();
  }

  async function findUser(d: Db, id: string): Promise<AuthUserRow | undefined> {
    return d.selectFrom('auth_users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async function issueSession(
    d: Db,
    user: AuthUserRow,
    amrMethod: string,
    now: Date,
  ): Promise<TokenResponse> {
    const sessionId = randomUUID();
    const refresh = randomToken(32);
    await d
      .insertInto('auth_sessions')
      .values({
        id: sessionId,
        user_id: user.id,
        amr_method: amrMethod,
        created_at: now,
        refreshed_at: now,
        not_after: new Date(now.getTime() + auth.sessionTimeboxSeconds * 1000),
      })
      .execute();
    await d
      .insertInto('auth_refresh_tokens')
      .values({ token_hash: sha256Hex(refresh), session_id: sessionId, parent_hash: null })
      .execute();
    const updated = await d
      .updateTable('auth_users')
      .set({ last_sign_in_at: now })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return tokenResponse(updated, sessionId, amrMethod, Math.floor(now.getTime() / 1000), refresh, now);
  }

  async function tokenResponse(
    user: AuthUserRow,
    sessionId: string,
    amrMethod: string,
    authenticatedAt: number,
    refresh: string,
    now: Date,
  ): Promise<TokenResponse> {
    const { token, expiresAt, expiresIn } = await signAccessToken(
      keys,
      issuer,
      {
        userId: user.id,
        email: user.email,
        sessionId,
        amrMethod,
        authenticatedAt,
        appMetadata: user.raw_app_meta_data,
        userMetadata: user.raw_user_meta_data,
      },
      now,
    );
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: expiresAt,
      refresh_token: refresh,
      user: toAuthUser(user),
    };
  }

  /** Creates a link token (and a PKCE flow state when a challenge is given); returns the link URL. */
  async function createLink(
    d: Db,
    user: AuthUserRow,
    type: 'signup' | 'recovery',
    codeChallenge: string | undefined,
    redirectTo: string | undefined,
    now: Date,
  ): Promise<string> {
    let flowStateId: string | null = null;
    if (codeChallenge) {
      flowStateId = randomUUID();
      await d
        .insertInto('auth_flow_states')
        .values({
          id: flowStateId,
          user_id: user.id,
          code_challenge: codeChallenge,
          authentication_method: type,
          created_at: now,
        })
        .execute();
    }
    const token = randomToken(32);
    // A new link replaces the older unused links of the same type.
    await d
      .deleteFrom('auth_link_tokens')
      .where('user_id', '=', user.id)
      .where('type', '=', type)
      .where('used_at', 'is', null)
      .execute();
    await d
      .insertInto('auth_link_tokens')
      .values({
        token_hash: sha256Hex(token),
        user_id: user.id,
        type,
        flow_state_id: flowStateId,
        created_at: now,
        expires_at: new Date(now.getTime() + LINK_TTL_SECONDS * 1000),
      })
      .execute();
    const url = new URL(`${config.publicUrl}/auth/v1/verify`);
    url.searchParams.set('token', token);
    url.searchParams.set('type', type);
    url.searchParams.set('redirect_to', safeRedirect(redirectTo));
    return url.toString();
  }

  function nameOf(user: AuthUserRow): string | null {
    const n = user.raw_user_meta_data.name;
    return typeof n === 'string' && n.trim() !== '' ? n.trim() : null;
  }

  return {
    issuer,
    safeRedirect,

    /** `POST /signup`. */
    async signUp(
      meta: RequestMeta,
      body: Record<string, unknown>,
      redirectTo: string | undefined,
    ): Promise<{ user: AuthUser } | { session: TokenResponse }> {
      await limit(auth.rateLimits.emailEndpointsAddress, `signup:ip:${meta.ip}`);
      const email = normalizeEmail(body.email);
      const password = requirePassword(body.password);
      assertStrong(password);
      const metadata = sanitizeMetadata(body.data);
      const challenge = readCodeChallenge(body.code_challenge, body.code_challenge_method);
      const now = new Date();
      const hash = await hashPassword(password);

      const existing = await findUserByEmail(db, email);
      if (existing && !existing.email_confirmed_at && !auth.autoconfirm) {
        // GoTrue resends the confirmation to an unconfirmed address (within the e-mail limit). The answer is
        // the obfuscated user every duplicate gets (AUTH-CONTRACT: `identities: []`), so it tells nobody
        // whether the address is registered, confirmed or not; the stored password and metadata stay.
        const limited = await takeToken(db, `email:${email}`, auth.rateLimits.emailRecipient);
        if (limited.allowed) {
          await tx(async (trx) => {
            const link = await createLink(trx, existing, 'signup', challenge, redirectTo, now);
            await trx
              .updateTable('auth_users')
              .set({ confirmation_sent_at: now })
              .where('id', '=', existing.id)
              .execute();
            await mailer.send(trx, { kind: 'confirmation', to: email, name: nameOf(existing), link });
          });
        }
        mailer.wake?.();
        await audit(db, meta, {
          userId: existing.id,
          action: 'signup',
          outcome: 'fail',
          detail: { reason: 'unconfirmed_duplicate', resent: limited.allowed },
        });
        return { user: obfuscatedUser(email, metadata, now) };
      }
      if (existing) {
        await audit(db, meta, {
          userId: existing.id,
          action: 'signup',
          outcome: 'fail',
          detail: { reason: 'duplicate' },
        });
        if (auth.autoconfirm) throw new AuthError(422, 'user_already_exists', AUTH_MESSAGES.userExists);
        return { user: obfuscatedUser(email, metadata, now) };
      }

      const confirmed = auth.autoconfirm;
      const recipientLimited = !confirmed
        ? await takeToken(db, `email:${email}`, auth.rateLimits.emailRecipient)
        : undefined;
      const id = randomUUID();
      const result = await tx(async (trx) => {
        const row = await trx
          .insertInto('auth_users')
          .values({
            id,
            email,
            encrypted_password: hash,
            email_confirmed_at: confirmed ? now : null,
            confirmation_sent_at: confirmed ? null : now,
            raw_app_meta_data: JSON.stringify(EMAIL_APP_METADATA),
            raw_user_meta_data: JSON.stringify(metadata),
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        const fields = profileFieldsFromMetadata(metadata);
        await insertProfile(trx, {
          authUserId: id,
          email,
          name: fields.name,
          organization: fields.organization,
          emailVerified: confirmed,
          role: roleFor(email, auth.adminEmails),
          planExpiresAt: planExpiryFrom(now),
        });
        if (confirmed) {
          const session = await issueSession(trx, row, 'password', now);
          await mailer.send(trx, {
            kind: 'welcome',
            to: email,
            name: fields.name || null,
            organization: fields.organization || null,
          });
          return { session };
        }
        if (recipientLimited?.allowed !== false) {
          const link = await createLink(trx, row, 'signup', challenge, redirectTo, now);
          await mailer.send(trx, { kind: 'confirmation', to: email, name: fields.name || null, link });
        }
        return { user: toAuthUser(row) };
      });
      mailer.wake?.();
      if (!result) {
        // Lost a race with a concurrent sign-up of the same e-mail.
        if (auth.autoconfirm) throw new AuthError(422, 'user_already_exists', AUTH_MESSAGES.userExists);
        return { user: obfuscatedUser(email, metadata, now) };
      }
      await audit(db, meta, { userId: id, action: 'signup', outcome: 'ok' });
      return result;
    },

    /** `POST /token?grant_type=password`. Unknown e-mail and wrong password cost and answer the same. */
    async signInWithPassword(meta: RequestMeta, body: Record<string, unknown>): Promise<TokenResponse> {
      await limit(auth.rateLimits.signInAddress, `signin:ip:${meta.ip}`);
      const email = normalizeEmail(body.email);
      const password = typeof body.password === 'string' ? body.password : '';
      if (password === '')
        throw new AuthError(400, 'validation_failed', AUTH_MESSAGES.missingEmailOrPassword);
      await limit(auth.rateLimits.signInAccount, `signin:acct:${sha256Hex(email)}`);
      const user = await findUserByEmail(db, email);
      const ok = await verifyPassword(
        password.slice(0, MAX_PASSWORD_LENGTH),
        user?.encrypted_password ?? (await getDummyHash()),
      );
      if (!user || !ok) {
        await audit(db, meta, {
          userId: user?.id ?? null,
          action: 'signin',
          outcome: 'fail',
          detail: { reason: 'invalid_credentials' },
        });
        throw new AuthError(400, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
      }
      if (!user.email_confirmed_at) {
        await audit(db, meta, {
          userId: user.id,
          action: 'signin',
          outcome: 'fail',
          detail: { reason: 'email_not_confirmed' },
        });
        throw new AuthError(400, 'email_not_confirmed', AUTH_MESSAGES.emailNotConfirmed);
      }
      const res = await tx((trx) => issueSession(trx, user, 'password', new Date()));
      await audit(db, meta, { userId: user.id, action: 'signin', outcome: 'ok' });
      return res;
    },

    /** `POST /token?grant_type=refresh_token`: rotation with a 10 s parent-replay allowance. */
    async refresh(meta: RequestMeta, body: Record<string, unknown>): Promise<TokenResponse> {
      await limit(auth.rateLimits.tokenAddress, `token:ip:${meta.ip}`);
      const token = body.refresh_token;
      if (typeof token !== 'string' || token === '') {
        throw new AuthError(400, 'validation_failed', 'Falta refresh_token.');
      }
      const hash = sha256Hex(token);
      const now = new Date();
      const outcome = await tx(async (trx) => {
        const row = await trx
          .selectFrom('auth_refresh_tokens as t')
          .innerJoin('auth_sessions as s', 's.id', 't.session_id')
          .select([
            't.token_hash',
            't.revoked_at',
            's.id as session_id',
            's.user_id',
            's.amr_method',
            's.created_at as session_created_at',
            's.refreshed_at',
            's.not_after',
          ])
          .where('t.token_hash', '=', hash)
          .forUpdate()
          .executeTakeFirst();
        if (!row)
          return { error: new AuthError(400, 'refresh_token_not_found', AUTH_MESSAGES.refreshNotFound) };
        const notAfter = new Date(row.not_after).getTime();
        const idleUntil = new Date(row.refreshed_at).getTime() + auth.sessionInactivitySeconds * 1000;
        if (now.getTime() >= notAfter || now.getTime() >= idleUntil) {
          await trx.deleteFrom('auth_sessions').where('id', '=', row.session_id).execute();
          return { error: new AuthError(400, 'session_expired', AUTH_MESSAGES.sessionExpired) };
        }
        if (row.revoked_at) {
          const recent = now.getTime() - new Date(row.revoked_at).getTime() <= REFRESH_REUSE_SECONDS * 1000;
          // Only the immediate parent of the session's newest live token is tolerated (AUTH-CONTRACT): a
          // sibling minted by an earlier replay must not keep an older ancestor usable.
          const newest = recent
            ? await trx
                .selectFrom('auth_refresh_tokens')
                .select('parent_hash')
                .where('session_id', '=', row.session_id)
                .where('revoked_at', 'is', null)
                .orderBy('created_at', 'desc')
                .limit(1)
                .executeTakeFirst()
            : undefined;
          if (newest?.parent_hash !== hash) {
            // Replay of an older token: someone else holds this family. End the session.
            await trx.deleteFrom('auth_sessions').where('id', '=', row.session_id).execute();
            return {
              error: new AuthError(400, 'refresh_token_already_used', AUTH_MESSAGES.refreshReused),
              replay: row.user_id,
            };
          }
        } else {
          await trx
            .updateTable('auth_refresh_tokens')
            .set({ revoked_at: now })
            .where('token_hash', '=', hash)
            .execute();
        }
        const next = randomToken(32);
        await trx
          .insertInto('auth_refresh_tokens')
          .values({
            token_hash: sha256Hex(next),
            session_id: row.session_id,
            parent_hash: hash,
            created_at: now,
          })
          .execute();
        await trx
          .updateTable('auth_sessions')
          .set({ refreshed_at: now })
          .where('id', '=', row.session_id)
          .execute();
        const user = await findUser(trx, row.user_id);
        if (!user)
          return { error: new AuthError(400, 'refresh_token_not_found', AUTH_MESSAGES.refreshNotFound) };
        const authenticatedAt = Math.floor(new Date(row.session_created_at).getTime() / 1000);
        return { ok: await tokenResponse(user, row.session_id, row.amr_method, authenticatedAt, next, now) };
      });
      if ('ok' in outcome && outcome.ok) return outcome.ok;
      if ('replay' in outcome && outcome.replay) {
        await audit(db, meta, { userId: outcome.replay, action: 'token_refresh_replay', outcome: 'denied' });
      }
      throw (outcome as { error: AuthError }).error;
    },

    /** `POST /token?grant_type=pkce`. */
    async exchangePkce(meta: RequestMeta, body: Record<string, unknown>): Promise<TokenResponse> {
      await limit(auth.rateLimits.tokenAddress, `token:ip:${meta.ip}`);
      const code = body.auth_code;
      const verifier = body.code_verifier;
      if (typeof code !== 'string' || code === '' || typeof verifier !== 'string' || verifier === '') {
        throw new AuthError(400, 'validation_failed', 'Faltan auth_code o code_verifier.');
      }
      const now = new Date();
      const res = await tx(async (trx) => {
        const flow = await trx
          .selectFrom('auth_flow_states')
          .selectAll()
          .where('auth_code_hash', '=', sha256Hex(code))
          .forUpdate()
          .executeTakeFirst();
        if (!flow || flow.used_at)
          throw new AuthError(404, 'flow_state_not_found', AUTH_MESSAGES.flowStateNotFound);
        const issued = flow.auth_code_issued_at ? new Date(flow.auth_code_issued_at).getTime() : 0;
        if (now.getTime() - issued > FLOW_STATE_TTL_SECONDS * 1000) {
          await trx.deleteFrom('auth_flow_states').where('id', '=', flow.id).execute();
          throw new AuthError(400, 'flow_state_expired', AUTH_MESSAGES.flowStateExpired);
        }
        if (!safeEqual(s256(verifier), flow.code_challenge)) {
          throw new AuthError(400, 'bad_code_verifier', AUTH_MESSAGES.badCodeVerifier);
        }
        await trx.updateTable('auth_flow_states').set({ used_at: now }).where('id', '=', flow.id).execute();
        const user = await findUser(trx, flow.user_id);
        if (!user) throw new AuthError(404, 'flow_state_not_found', AUTH_MESSAGES.flowStateNotFound);
        return issueSession(trx, user, flow.authentication_method === 'recovery' ? 'recovery' : 'otp', now);
      });
      await audit(db, meta, {
        userId: res.user.id,
        action: 'signin',
        outcome: 'ok',
        detail: { method: 'pkce' },
      });
      return res;
    },

    /** `GET /user`. */
    async getUser(p: SessionPrincipal): Promise<AuthUser> {
      const user = await findUser(db, p.userId);
      if (!user) throw new AuthError(403, 'user_not_found', AUTH_MESSAGES.sessionNotFound);
      return toAuthUser(user);
    },

    /** `PUT /user`: `{password}` (ends the user's other sessions) and/or `{data}` (merged). */
    async updateUser(
      meta: RequestMeta,
      p: SessionPrincipal,
      body: Record<string, unknown>,
    ): Promise<AuthUser> {
      if (body.email != null || body.phone != null) {
        throw new AuthError(422, 'email_change_not_supported', AUTH_MESSAGES.emailChangeUnsupported);
      }
      const data = body.data == null ? undefined : sanitizeMetadata(body.data);
      let newHash: string | undefined;
      if (body.password != null) {
        const password = requirePassword(body.password);
        assertStrong(password);
        newHash = await hashPassword(password);
      }
      const now = new Date();
      const row = await tx(async (trx) => {
        const user = await trx
          .selectFrom('auth_users')
          .selectAll()
          .where('id', '=', p.userId)
          .forUpdate()
          .executeTakeFirst();
        if (!user) throw new AuthError(403, 'user_not_found', AUTH_MESSAGES.sessionNotFound);
        const patch: { updated_at: Date; encrypted_password?: string; raw_user_meta_data?: string } = {
          updated_at: now,
        };
        if (newHash) patch.encrypted_password = newHash;
        if (data) {
          const merged = { ...user.raw_user_meta_data, ...data };
          for (const [k, v] of Object.entries(data)) if (v === null) delete merged[k];
          patch.raw_user_meta_data = JSON.stringify(merged);
          const fields = profileFieldsFromMetadata(data);
          const profilePatch: { name?: string; organization?: string } = {};
          if ('name' in data) profilePatch.name = fields.name;
          if ('organization' in data) profilePatch.organization = fields.organization;
          if (Object.keys(profilePatch).length > 0) await updateProfile(trx, p.userId, profilePatch);
        }
        if (newHash) {
          await trx
            .deleteFrom('auth_sessions')
            .where('user_id', '=', p.userId)
            .where('id', '!=', p.sessionId)
            .execute();
        }
        return trx
          .updateTable('auth_users')
          .set(patch)
          .where('id', '=', p.userId)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      if (newHash) await audit(db, meta, { userId: p.userId, action: 'password_change', outcome: 'ok' });
      return toAuthUser(row);
    },

    /** `POST /logout?scope=global|local|others`. */
    async logout(meta: RequestMeta, p: SessionPrincipal, scope: string): Promise<void> {
      let q = db.deleteFrom('auth_sessions').where('user_id', '=', p.userId);
      if (scope === 'local') q = q.where('id', '=', p.sessionId);
      else if (scope === 'others') q = q.where('id', '!=', p.sessionId);
      await q.execute();
      await audit(db, meta, { userId: p.userId, action: 'logout', outcome: 'ok', detail: { scope } });
    },

    /** `POST /resend` `{type:'signup', email}`: same `{}` answer whether the account exists or not. */
    async resend(
      meta: RequestMeta,
      body: Record<string, unknown>,
      redirectTo: string | undefined,
    ): Promise<void> {
      await limit(auth.rateLimits.emailEndpointsAddress, `resend:ip:${meta.ip}`);
      if (body.type !== 'signup') throw new AuthError(400, 'validation_failed', 'type debe ser signup.');
      const email = normalizeEmail(body.email);
      const challenge = readCodeChallenge(body.code_challenge, body.code_challenge_method);
      await limit(auth.rateLimits.emailRecipient, `email:${email}`, 'over_email_send_rate_limit');
      const now = new Date();
      await tx(async (trx) => {
        const user = await findUserByEmail(trx, email);
        if (!user || user.email_confirmed_at) return;
        const link = await createLink(trx, user, 'signup', challenge, redirectTo, now);
        await trx
          .updateTable('auth_users')
          .set({ confirmation_sent_at: now })
          .where('id', '=', user.id)
          .execute();
        await mailer.send(trx, { kind: 'confirmation', to: user.email, name: nameOf(user), link });
      });
      mailer.wake?.();
    },

    /** `POST /recover`: same `{}` answer whether the account exists or not. */
    async recover(
      meta: RequestMeta,
      body: Record<string, unknown>,
      redirectTo: string | undefined,
    ): Promise<void> {
      await limit(auth.rateLimits.emailEndpointsAddress, `recover:ip:${meta.ip}`);
      const email = normalizeEmail(body.email);
      const challenge = readCodeChallenge(body.code_challenge, body.code_challenge_method);
      await limit(auth.rateLimits.emailRecipient, `email:${email}`, 'over_email_send_rate_limit');
      const now = new Date();
      const userId = await tx(async (trx) => {
        const user = await findUserByEmail(trx, email);
        if (!user) return null;
        const link = await createLink(trx, user, 'recovery', challenge, redirectTo, now);
        await trx
          .updateTable('auth_users')
          .set({ recovery_sent_at: now })
          .where('id', '=', user.id)
          .execute();
        await mailer.send(trx, { kind: 'recovery', to: user.email, name: nameOf(user), link });
        return user.id;
      });
      mailer.wake?.();
      await audit(db, meta, { userId, action: 'password_recovery_request', outcome: 'ok' });
    },

    /**
     * `GET /verify`: consumes a link token and returns where to redirect: `redirect?code=…` for PKCE
     * links, `redirect#access_token=…` otherwise, `redirect#error=…&error_code=otp_expired` on failure.
     */
    async verify(
      meta: RequestMeta,
      token: string | undefined,
      type: string | undefined,
      redirectTo: string | undefined,
    ): Promise<string> {
      const target = safeRedirect(redirectTo);
      const failure = () => {
        const p = new URLSearchParams({
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        });
        return `${target}#${p.toString()}`;
      };
      try {
        await limit(auth.rateLimits.emailEndpointsAddress, `verify:ip:${meta.ip}`);
      } catch {
        const p = new URLSearchParams({
          error: 'access_denied',
          error_code: 'over_request_rate_limit',
          error_description: AUTH_MESSAGES.rateLimited,
        });
        return `${target}#${p.toString()}`;
      }
      if (!token || (type !== 'signup' && type !== 'recovery' && type !== 'email')) return failure();
      const now = new Date();
      const linkType = type === 'recovery' ? 'recovery' : 'signup';
      const result = await tx(async (trx) => {
        const link = await trx
          .updateTable('auth_link_tokens')
          .set({ used_at: now })
          .where('token_hash', '=', sha256Hex(token))
          .where('type', '=', linkType)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returningAll()
          .executeTakeFirst();
        if (!link) return undefined;
        let user = await findUser(trx, link.user_id);
        if (!user) return undefined;
        let newlyConfirmed = false;
        if (!user.email_confirmed_at) {
          // A recovery link also proves the address.
          user = await trx
            .updateTable('auth_users')
            .set({ email_confirmed_at: now, updated_at: now })
            .where('id', '=', user.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await updateProfile(trx, user.id, { email_verified: true });
          const fields = profileFieldsFromMetadata(user.raw_user_meta_data);
          await mailer.send(trx, {
            kind: 'welcome',
            to: user.email,
            name: fields.name || null,
            organization: fields.organization || null,
          });
          newlyConfirmed = true;
        }
        if (link.flow_state_id) {
          const code = randomUUID();
          await trx
            .updateTable('auth_flow_states')
            .set({ auth_code_hash: sha256Hex(code), auth_code_issued_at: now })
            .where('id', '=', link.flow_state_id)
            .execute();
          return {
            userId: user.id,
            newlyConfirmed,
            location: `${target}${target.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`,
          };
        }
        const session = await issueSession(trx, user, linkType === 'recovery' ? 'recovery' : 'otp', now);
        const p = new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: 'bearer',
          type: linkType,
        });
        return { userId: user.id, newlyConfirmed, location: `${target}#${p.toString()}` };
      });
      if (!result) return failure();
      if (result.newlyConfirmed) {
        mailer.wake?.();
        await audit(db, meta, { userId: result.userId, action: 'email_confirmed', outcome: 'ok' });
      }
      return result.location;
    },

    /** True when the session exists and is within its time-box (used by `/user`, `/logout` and the API). */
    async isSessionLive(sessionId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('auth_sessions')
        .select('id')
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('not_after', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
