import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The only algorithm our access tokens use. */
export const ACCESS_TOKEN_ALG = 'ES256';

/** Our signing keys, loaded from the database. */
export interface SigningKeys {
  /** Key id of the active key (the `kid` header of new tokens). */
  kid: string;
  /** Private key of the active key. */
  privateKey: CryptoKey;
  /** Public keys by `kid` (active and retired), for verification. */
  publicKeys: Map<string, CryptoKey>;
  /** Public JWKS served at `/auth/v1/.well-known/jwks.json`. */
  jwks: { keys: JWK[] };
}

/** Lazily loads (and on first boot creates) the signing key; shared by every instance on the database. */
export interface KeyStore {
  get(): Promise<SigningKeys>;
}

async function createKeyRow(db: Kysely<Database>): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair(ACCESS_TOKEN_ALG, { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ACCESS_TOKEN_ALG, use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ACCESS_TOKEN_ALG, use: 'sig' };
  // The partial unique index on active keys makes a concurrent first boot keep exactly one key.
  await db
    .insertInto('auth_signing_keys')
    .values({
      kid,
      alg: ACCESS_TOKEN_ALG,
      private_jwk: JSON.stringify(privateJwk),
      public_jwk: JSON.stringify(publicJwk),
    })
    .execute()
    .catch((err: unknown) => {
      // A unique violation means another instance won the race: load its key instead.
      if ((err as { code?: string }).code !== '23505') throw err;
    });
}

async function loadKeys(db: Kysely<Database>): Promise<SigningKeys | undefined> {
  const rows = await db.selectFrom('auth_signing_keys').selectAll().orderBy('created_at', 'desc').execute();
  const active = rows.find((r) => r.retired_at === null);
  if (!active) return undefined;
  const publicKeys = new Map<string, CryptoKey>();
  const jwks: JWK[] = [];
  for (const row of rows) {
    const jwk = row.public_jwk as JWK;
    publicKeys.set(row.kid, (await importJWK(jwk, ACCESS_TOKEN_ALG)) as CryptoKey);
    jwks.push({
      kty: jwk.kty,
      crv: jwk.crv,
      x: jwk.x,
      y: jwk.y,
      kid: row.kid,
      alg: ACCESS_TOKEN_ALG,
      use: 'sig',
    } as JWK);
  }
  const privateKey = (await importJWK(active.private_jwk as JWK, ACCESS_TOKEN_ALG)) as CryptoKey;
  return { kid: active.kid, privateKey, publicKeys, jwks: { keys: jwks } };
}

/**
 * A {@link KeyStore} over `auth_signing_keys`: the first call creates an ES256 key when there is none,
 * then loads the active key and every public key. Cached for the life of the process; a failed load is
 * retried on the next call.
 */
export function createKeyStore(db: Kysely<Database>): KeyStore {
  let loading: Promise<SigningKeys> | undefined;
  return {
    get() {
      loading ??= (async () => {
        let keys = await loadKeys(db);
        if (!keys) {
          await createKeyRow(db);
          keys = await loadKeys(db);
        }
        if (!keys) throw new Error('no signing key');
        return keys;
      })().catch((err: unknown) => {
        loading = undefined;
        throw err;
      });
      return loading;
    },
  };
}
