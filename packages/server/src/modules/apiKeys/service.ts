/**
 * API keys of the empresarial plan (issue 15 item 3, ADR 0031): creating, listing and revoking a user's
 * keys, and finding the key a bearer secret stands for. A secret is `alg_` + 32 random bytes in
 * base64url; only its sha256 is stored, with the first 8 characters (`prefix`) to recognise it in lists.
 *
 * @module
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_KEY_DEFAULT_RATE_LIMIT,
  API_KEY_NAME_MAX,
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyCreated,
} from '@alegato/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { ApiKeysTable } from './schema.js';

/** Keys a user may hold at once that are neither revoked nor expired. */
export const API_KEYS_MAX_ACTIVE = 10;

/** Longest key name (characters, trimmed): the domain's. */
export { API_KEY_NAME_MAX };

/** Characters of the secret kept in clear (`alg_` and 4 more) to recognise a key in lists. */
export const API_KEY_PREFIX_LENGTH = 8;

/** Highest requests per minute a key may be given. */
export const API_KEY_RATE_LIMIT_MAX = 10_000;

/** Spanish messages of the API keys. */
export const API_KEY_MESSAGES = {
  tooMany: `Ya tienes ${API_KEYS_MAX_ACTIVE} claves de API activas. Revoca alguna antes de crear otra.`,
  notFound: 'La clave de API no existe.',
  unavailable: 'Las claves de API solo están disponibles para las cuentas creadas en este servidor.',
  revoked: 'Se ha revocado la clave de API.',
  invalid: 'La clave de API no es válida.',
  keyRevoked: 'La clave de API se ha revocado.',
  keyExpired: 'La clave de API ha caducado.',
  ownerDisabled: 'La cuenta de esta clave de API está desactivada.',
  notAllowedHere: 'Una clave de API no puede usar esta función.',
} as const;

/** A stored key row. */
export type ApiKeyRow = Selectable<ApiKeysTable>;

/** What {@link createApiKey} needs. */
export interface NewApiKey {
  /** A name the user recognises (trimmed by the route, 1–80 characters). */
  name: string;
  /** When the key stops working; null or absent: never. */
  expiresAt?: Date | null;
  /** Requests per minute. @default API_KEY_DEFAULT_RATE_LIMIT (60) */
  rateLimitPerMinute?: number;
}

/** Whether a key works: `active`, or why not. */
export type ApiKeyState = 'active' | 'revoked' | 'expired';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** sha256 (hex) of a secret: what `api_keys.key_hash` holds. */
export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A new secret: `alg_` + 32 random bytes in base64url (43 characters). */
export function generateApiKeySecret(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** Whether `row` works at `now`: revoked wins over expired. */
export function apiKeyState(row: Pick<ApiKeyRow, 'revoked_at' | 'expires_at'>, now: Date): ApiKeyState {
  if (row.revoked_at !== null) return 'revoked';
  if (row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** A row as the API lists it: never the hash. */
export function toApiKeyView(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: iso(row.last_used_at),
    expires_at: iso(row.expires_at),
    revoked_at: iso(row.revoked_at),
    rate_limit_per_minute: row.rate_limit_per_minute,
  };
}

/**
 * Creates a key for `userId` and returns it with its `secret` — the only time the secret exists outside
 * the caller's hands; the table keeps its sha256. Refuses with 409 `api_key_limit` when the user already
 * holds {@link API_KEYS_MAX_ACTIVE} active keys (counted under a lock on the user, so two requests at
 * once cannot both take the last place).
 */
export async function createApiKey(
  db: Kysely<Database>,
  userId: string,
  input: NewApiKey,
  now: Date = new Date(),
): Promise<ApiKeyCreated> {
  const secret = generateApiKeySecret();
  const row = await db.transaction().execute(async (trx) => {
    const owner = await sql`select 1 from auth_users where id = ${userId} for update`.execute(trx);
    // Keys belong to accounts of this server's own sign-in (hosted Supabase accounts have no row here).
    if (owner.rows.length === 0) throw new AppError(409, 'api_key_unavailable', API_KEY_MESSAGES.unavailable);
    const active = await trx
      .selectFrom('api_keys')
      .select(sql<string>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirstOrThrow();
    if (Number(active.n) >= API_KEYS_MAX_ACTIVE) {
      throw new AppError(409, 'api_key_limit', API_KEY_MESSAGES.tooMany);
    }
    return trx
      .insertInto('api_keys')
      .values({
        id: randomUUID(),
        user_id: userId,
        name: input.name,
        prefix: secret.slice(0, API_KEY_PREFIX_LENGTH),
        key_hash: hashApiKey(secret),
        created_at: now,
        expires_at: input.expiresAt ?? null,
        rate_limit_per_minute: input.rateLimitPerMinute ?? API_KEY_DEFAULT_RATE_LIMIT,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { ...toApiKeyView(row), secret };
}

/** The user's keys, newest first, revoked and expired ones included (never hashes or secrets). */
export async function listApiKeys(db: Kysely<Database>, userId: string): Promise<ApiKey[]> {
  const rows = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toApiKeyView);
}

/**
 * Revokes the user's key `id` (it stops working at once). True when the key is the user's (revoking a
 * revoked key again changes nothing); false for an unknown id or someone else's key.
 */
export async function revokeApiKey(
  db: Kysely<Database>,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!UUID_RE.test(id)) return false;
  const updated = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (updated) return true;
  const own = await db
    .selectFrom('api_keys')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return own !== undefined;
}

/** The key whose secret is `secret`, whatever its state; undefined when none. */
export async function findApiKey(db: Kysely<Database>, secret: string): Promise<ApiKeyRow | undefined> {
  if (!secret.startsWith(API_KEY_PREFIX)) return undefined;
  return db.selectFrom('api_keys').selectAll().where('key_hash', '=', hashApiKey(secret)).executeTakeFirst();
}

/** The key whose secret is `secret` when it is neither revoked nor expired at `now`; else undefined. */
export async function findActiveKey(
  db: Kysely<Database>,
  secret: string,
  now: Date = new Date(),
): Promise<ApiKeyRow | undefined> {
  const row = await findApiKey(db, secret);
  return row && apiKeyState(row, now) === 'active' ? row : undefined;
}

/** Records that key `id` was used at `now`. */
export async function touchApiKey(db: Kysely<Database>, id: string, now: Date = new Date()): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', id).execute();
}
