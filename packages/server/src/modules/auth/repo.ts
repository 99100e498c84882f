/**
 * SQL of the auth module: accounts (`auth_users`), sessions and their rotating refresh tokens, PKCE flow
 * states, e-mail link tokens, signing keys and the audit log. Every function takes the database or the
 * open transaction it runs in; the rules (what to check, in which order, inside which transaction) live
 * in the flows under `flows/`.
 *
 * @module
 */
import {
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type Transaction,
  type Updateable,
} from 'kysely';
import type {
  AuditLogTable,
  AuthFlowStatesTable,
  AuthLinkTokensTable,
  AuthRefreshTokensTable,
  AuthSessionsTable,
  AuthSigningKeysTable,
  AuthUsersTable,
  Database,
} from '../../db/schema.js';
import type { AuthUserRow } from './user.js';

/** The database or an open transaction. */
export type Db = Kysely<Database> | Transaction<Database>;

/** E-mail link kinds (`auth_link_tokens.type`, `auth_flow_states.authentication_method`). */
export type LinkType = 'signup' | 'recovery';

/** Which of a user's sessions a deletion ends: all, only `sessionId`, or all but `sessionId`. */
export type SessionScope = 'global' | 'local' | 'others';

// --- auth_users -----------------------------------------------------------------------------------

/** The account with this (already lower-cased) e-mail, compared case-insensitively. */
export function findUserByEmail(db: Db, email: string): Promise<AuthUserRow | undefined> {
  return db
    .selectFrom('auth_users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
}

/** The account with this id. */
export function findUserById(db: Db, id: string): Promise<AuthUserRow | undefined> {
  return db.selectFrom('auth_users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account with this id, row-locked until the transaction ends. */
export function findUserByIdForUpdate(db: Db, id: string): Promise<AuthUserRow | undefined> {
  return db.selectFrom('auth_users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Inserts an account; undefined when the id or e-mail already exists (a concurrent sign-up won). */
export function insertUser(db: Db, values: Insertable<AuthUsersTable>): Promise<AuthUserRow | undefined> {
  return db
    .insertInto('auth_users')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Changes of an account row that the flows write. */
export type UserPatch = Partial<
  Pick<
    Updateable<AuthUsersTable>,
    | 'email'
    | 'encrypted_password'
    | 'email_confirmed_at'
    | 'confirmation_sent_at'
    | 'recovery_sent_at'
    | 'last_sign_in_at'
    | 'raw_user_meta_data'
    | 'updated_at'
  >
>;

/** Applies `patch` to the account and returns the updated row (throws when it does not exist). */
export function updateUser(db: Db, id: string, patch: UserPatch): Promise<AuthUserRow> {
  return db
    .updateTable('auth_users')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Applies `patch` to the account without reading it back. */
export async function patchUser(db: Db, id: string, patch: UserPatch): Promise<void> {
  await db.updateTable('auth_users').set(patch).where('id', '=', id).execute();
}

// --- auth_sessions --------------------------------------------------------------------------------

/** Inserts a session. */
export async function insertSession(db: Db, values: Insertable<AuthSessionsTable>): Promise<void> {
  await db.insertInto('auth_sessions').values(values).execute();
}

/**
 * Counts deletions of sessions made by this process. The embedded database's session liveness cache
 * (`createTokenVerifier`, ADR 0023) keeps an answer only while this count is the one it read before
 * asking the database, so a signed-out session is refused at once.
 */
let sessionDeletions = 0;

/** The number of session deletions so far (see {@link sessionsDeleted}). */
export function sessionDeletionCount(): number {
  return sessionDeletions;
}

/** Records that sessions were deleted (called after the deletion, also inside a transaction). */
export function sessionsDeleted(): void {
  sessionDeletions++;
}

/** Deletes a session (its refresh tokens go with it). */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('auth_sessions').where('id', '=', sessionId).execute();
  sessionsDeleted();
}

/** Deletes the user's sessions in `scope` relative to `sessionId`. */
export async function deleteUserSessions(
  db: Db,
  userId: string,
  scope: SessionScope,
  sessionId: string,
): Promise<void> {
  let q = db.deleteFrom('auth_sessions').where('user_id', '=', userId);
  if (scope === 'local') q = q.where('id', '=', sessionId);
  else if (scope === 'others') q = q.where('id', '!=', sessionId);
  await q.execute();
  sessionsDeleted();
}

/** Records a refresh of the session (the inactivity limit counts from here). */
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('auth_sessions').set({ refreshed_at: now }).where('id', '=', sessionId).execute();
}

/** How the session started (`password`, `otp`, `recovery`), or undefined when it is gone. */
export async function sessionAmrMethod(db: Db, sessionId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_sessions')
    .select('amr_method')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.amr_method;
}

/** True when the user's session exists and its time-box has not ended (database clock). */
export async function isSessionLive(db: Db, sessionId: string, userId: string): Promise<boolean> {
  return (await liveSessionEnd(db, sessionId, userId)) !== undefined;
}

/** When the user's live session ends (its `not_after`), or undefined when it is gone or over. */
export async function liveSessionEnd(db: Db, sessionId: string, userId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('auth_sessions')
    .select('not_after')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('not_after', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? new Date(row.not_after) : undefined;
}

// --- auth_refresh_tokens --------------------------------------------------------------------------

/** Inserts a refresh token hash (omit `created_at` for the database clock). */
export async function insertRefreshToken(db: Db, values: Insertable<AuthRefreshTokensTable>): Promise<void> {
  await db.insertInto('auth_refresh_tokens').values(values).execute();
}

/** A refresh token with its session, as the refresh grant reads it. */
export interface RefreshTokenWithSession {
  token_hash: string;
  revoked_at: Date | null;
  session_id: string;
  user_id: string;
  amr_method: string;
  session_created_at: Selectable<AuthSessionsTable>['created_at'];
  refreshed_at: Selectable<AuthSessionsTable>['refreshed_at'];
  not_after: Selectable<AuthSessionsTable>['not_after'];
}

/** The refresh token with this hash joined to its session, row-locked until the transaction ends. */
export function findRefreshTokenForUpdate(
  db: Db,
  tokenHash: string,
): Promise<RefreshTokenWithSession | undefined> {
  return db
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
    .where('t.token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** The parent hash of the session's newest unrevoked refresh token (undefined when there is none). */
export function findNewestLiveRefreshToken(
  db: Db,
  sessionId: string,
): Promise<{ parent_hash: string | null } | undefined> {
  return db
    .selectFrom('auth_refresh_tokens')
    .select('parent_hash')
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Marks a refresh token as rotated. */
export async function revokeRefreshToken(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('auth_refresh_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

// --- auth_flow_states -----------------------------------------------------------------------------

/** Inserts a PKCE flow state. */
export async function insertFlowState(db: Db, values: Insertable<AuthFlowStatesTable>): Promise<void> {
  await db.insertInto('auth_flow_states').values(values).execute();
}

/** Stores the (hashed) auth code a verified link issued for its flow state. */
export async function setFlowStateAuthCode(
  db: Db,
  flowStateId: string,
  authCodeHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('auth_flow_states')
    .set({ auth_code_hash: authCodeHash, auth_code_issued_at: now })
    .where('id', '=', flowStateId)
    .execute();
}

/** The flow state holding this auth code hash, row-locked until the transaction ends. */
export function findFlowStateByCodeForUpdate(
  db: Db,
  authCodeHash: string,
): Promise<Selectable<AuthFlowStatesTable> | undefined> {
  return db
    .selectFrom('auth_flow_states')
    .selectAll()
    .where('auth_code_hash', '=', authCodeHash)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks a flow state as exchanged (single use). */
export async function markFlowStateUsed(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('auth_flow_states').set({ used_at: now }).where('id', '=', id).execute();
}

/** Deletes a flow state. */
export async function deleteFlowState(db: Db, id: string): Promise<void> {
  await db.deleteFrom('auth_flow_states').where('id', '=', id).execute();
}

// --- auth_link_tokens -----------------------------------------------------------------------------

/** Deletes the user's unused link tokens of one type (a new link replaces them). */
export async function deleteUnusedLinkTokens(db: Db, userId: string, type: LinkType): Promise<void> {
  await db
    .deleteFrom('auth_link_tokens')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('used_at', 'is', null)
    .execute();
}

/** Inserts a link token hash. */
export async function insertLinkToken(db: Db, values: Insertable<AuthLinkTokensTable>): Promise<void> {
  await db.insertInto('auth_link_tokens').values(values).execute();
}

/**
 * Marks the unused, unexpired link token with this hash and type as used, in one statement (so a link
 * is consumed once however many clicks race), and returns it; undefined when there is none.
 */
export function consumeLinkToken(
  db: Db,
  tokenHash: string,
  type: LinkType,
  now: Date,
): Promise<Selectable<AuthLinkTokensTable> | undefined> {
  return db
    .updateTable('auth_link_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('type', '=', type)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

// --- auth_signing_keys ----------------------------------------------------------------------------

/** Every signing key, newest first. */
export function listSigningKeys(db: Db): Promise<Selectable<AuthSigningKeysTable>[]> {
  return db.selectFrom('auth_signing_keys').selectAll().orderBy('created_at', 'desc').execute();
}

/** Inserts a signing key (rejects with `23505` when another active key exists). */
export async function insertSigningKey(db: Db, values: Insertable<AuthSigningKeysTable>): Promise<void> {
  await db.insertInto('auth_signing_keys').values(values).execute();
}

/** Every signing key's id and stored private JWK (plain or sealed). */
export function listPrivateSigningKeys(
  db: Db,
): Promise<Pick<Selectable<AuthSigningKeysTable>, 'kid' | 'private_jwk'>[]> {
  return db.selectFrom('auth_signing_keys').select(['kid', 'private_jwk']).execute();
}

/** Replaces a plain private JWK with its sealed JSON, unless another instance sealed it first. */
export async function sealSigningKey(db: Db, kid: string, sealedJson: string): Promise<void> {
  await db
    .updateTable('auth_signing_keys')
    .set({ private_jwk: sealedJson })
    .where('kid', '=', kid)
    // Another instance starting at the same time may have sealed it already.
    .where(sql`private_jwk->>'enc'`, 'is', null)
    .execute();
}

// --- audit_log ------------------------------------------------------------------------------------

/** Inserts an audit line. */
export async function insertAuditLine(db: Db, values: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(values).execute();
}
