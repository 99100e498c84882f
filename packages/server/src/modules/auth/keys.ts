import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertSigningKey, listPrivateSigningKeys, listSigningKeys, sealSigningKey } from './repo.js';

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

/**
 * A private JWK sealed with AES-256-GCM under `AUTH_KEY_ENCRYPTION_KEY`, as stored in
 * `auth_signing_keys.private_jwk`. The `kid` is the additional authenticated data, so a sealed key cannot
 * be moved to another row.
 */
export interface SealedPrivateJwk {
  enc: 'A256GCM';
  /** First 16 hex digits of sha256 of the encryption key: tells a wrong key from a damaged row. */
  kek: string;
  /** base64url 12-byte nonce. */
  iv: string;
  /** base64url ciphertext of the JWK's JSON. */
  ct: string;
  /** base64url 16-byte GCM tag. */
  tag: string;
}

/** Start-up failure of the signing keys (missing or wrong `AUTH_KEY_ENCRYPTION_KEY`, damaged row). */
export class SigningKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SigningKeyError';
  }
}

/** Short fingerprint of an encryption key (never the key). */
export function keyFingerprint(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/** True when a stored `private_jwk` is sealed rather than a plain JWK. */
export function isSealed(value: unknown): value is SealedPrivateJwk {
  return typeof value === 'object' && value !== null && (value as { enc?: unknown }).enc === 'A256GCM';
}

/** Seals a private JWK with AES-256-GCM (fresh 96-bit nonce, `kid` as AAD). */
export function sealPrivateJwk(jwk: Record<string, unknown>, kid: string, key: Buffer): SealedPrivateJwk {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(kid, 'utf8'));
  const ct = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  return {
    enc: 'A256GCM',
    kek: keyFingerprint(key),
    iv: iv.toString('base64url'),
    ct: ct.toString('base64url'),
    tag: cipher.getAuthTag().toString('base64url'),
  };
}

/**
 * Opens a stored `private_jwk`: a plain JWK is returned as is; a sealed one needs `key`.
 *
 * @throws {SigningKeyError} sealed without a key, with another key, or damaged
 */
export function openPrivateJwk(stored: unknown, kid: string, key: Buffer | undefined): JWK {
  if (!isSealed(stored)) return stored as JWK;
  if (!key) {
    throw new SigningKeyError(
      'Las claves de firma de la base de datos están cifradas: configura AUTH_KEY_ENCRYPTION_KEY con la clave que las cifró.',
    );
  }
  if (stored.kek !== keyFingerprint(key)) {
    throw new SigningKeyError(
      'AUTH_KEY_ENCRYPTION_KEY no es la clave que cifró las claves de firma de la base de datos.',
    );
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(stored.iv, 'base64url'));
    decipher.setAAD(Buffer.from(kid, 'utf8'));
    decipher.setAuthTag(Buffer.from(stored.tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(stored.ct, 'base64url')), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as JWK;
  } catch {
    throw new SigningKeyError(`La clave de firma ${kid} está dañada: no se puede descifrar.`);
  }
}

/** Options of {@link createKeyStore} and {@link prepareSigningKeys}. */
export interface KeyStoreOptions {
  /**
   * 32-byte key (`AUTH_KEY_ENCRYPTION_KEY`) sealing the private keys at rest with AES-256-GCM. Without
   * it private keys are stored as plain JWKs. @default undefined
   */
  encryptionKey?: Buffer;
}

/** Lazily loads (and on first boot creates) the signing key; shared by every instance on the database. */
export interface KeyStore {
  get(): Promise<SigningKeys>;
}

async function createKeyRow(db: Kysely<Database>, encryptionKey: Buffer | undefined): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair(ACCESS_TOKEN_ALG, { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ACCESS_TOKEN_ALG, use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ACCESS_TOKEN_ALG, use: 'sig' };
  // The partial unique index on active keys makes a concurrent first boot keep exactly one key.
  await insertSigningKey(db, {
    kid,
    alg: ACCESS_TOKEN_ALG,
    private_jwk: JSON.stringify(encryptionKey ? sealPrivateJwk(privateJwk, kid, encryptionKey) : privateJwk),
    public_jwk: JSON.stringify(publicJwk),
  }).catch((err: unknown) => {
    // A unique violation means another instance won the race: load its key instead.
    if ((err as { code?: string }).code !== '23505') throw err;
  });
}

async function loadKeys(
  db: Kysely<Database>,
  encryptionKey: Buffer | undefined,
): Promise<SigningKeys | undefined> {
  const rows = await listSigningKeys(db);
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
  const privateJwk = openPrivateJwk(active.private_jwk, active.kid, encryptionKey);
  const privateKey = (await importJWK(privateJwk, ACCESS_TOKEN_ALG)) as CryptoKey;
  return { kid: active.kid, privateKey, publicKeys, jwks: { keys: jwks } };
}

/**
 * A {@link KeyStore} over `auth_signing_keys`: the first call creates an ES256 key when there is none,
 * then loads the active key and every public key. Cached for the life of the process; a failed load is
 * retried on the next call.
 */
export function createKeyStore(db: Kysely<Database>, options: KeyStoreOptions = {}): KeyStore {
  const { encryptionKey } = options;
  let loading: Promise<SigningKeys> | undefined;
  return {
    get() {
      loading ??= (async () => {
        let keys = await loadKeys(db, encryptionKey);
        if (!keys) {
          await createKeyRow(db, encryptionKey);
          keys = await loadKeys(db, encryptionKey);
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

/**
 * Run at start, before serving: with an encryption key, seals every private key still stored in plain
 * (keys written before `AUTH_KEY_ENCRYPTION_KEY` was set) and checks that every sealed one opens; without
 * one, checks that none is sealed. Returns how many rows were sealed now.
 *
 * @throws {SigningKeyError} with a Spanish message naming `AUTH_KEY_ENCRYPTION_KEY` when a key is
 *   missing or wrong, so the server refuses to start instead of failing at the first sign-in
 */
export async function prepareSigningKeys(
  db: Kysely<Database>,
  options: KeyStoreOptions = {},
): Promise<number> {
  const { encryptionKey } = options;
  const rows = await listPrivateSigningKeys(db);
  let sealed = 0;
  for (const row of rows) {
    const jwk = openPrivateJwk(row.private_jwk, row.kid, encryptionKey);
    if (!encryptionKey || isSealed(row.private_jwk)) continue;
    await sealSigningKey(
      db,
      row.kid,
      JSON.stringify(sealPrivateJwk(jwk as Record<string, unknown>, row.kid, encryptionKey)),
    );
    sealed++;
  }
  return sealed;
}
