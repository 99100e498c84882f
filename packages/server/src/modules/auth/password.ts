import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { COMMON_PASSWORDS } from './common-passwords.js';

/** scrypt cost parameters. */
export interface ScryptParams {
  /** CPU/memory cost (power of two). */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelism. */
  p: number;
}

/**
 * Production parameters: N = 2^15, r = 8, p = 1 → 32 MiB and ~60–140 ms of one core per hash on the
 * 2-core reference machine (ADR 0007). Stored in each hash, so they can be raised later and old hashes
 * still verify.
 */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** Minimum password length (spec §9). */
export const MIN_PASSWORD_LENGTH = 6;
/** Longest password accepted (scrypt has no 72-byte limit; this only bounds the work per request). */
export const MAX_PASSWORD_LENGTH = 1024;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a password: `scrypt$N$r$p$<salt b64url>$<hash b64url>`. Runs on the libuv pool, not the event loop. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Parses a stored hash; undefined when malformed. */
function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return undefined;
  return {
    params: { N, r, p },
    salt: Buffer.from(parts[4]!, 'base64url'),
    key: Buffer.from(parts[5]!, 'base64url'),
  };
}

/** Verifies `password` against a stored hash with a constant-time comparison. False for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/**
 * A hash of a random password with the current parameters, verified against when the e-mail is unknown
 * so that "unknown e-mail" and "wrong password" cost the same time (SECURITY 4).
 */
export function createDummyHash(params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'), params);
}

/** Why a password is refused: GoTrue's `weak_password.reasons`. */
export type WeakPasswordReason = 'length' | 'pwned';

/** The reasons a password is too weak (empty when it is acceptable). */
export function passwordWeaknesses(password: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) reasons.push('length');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) reasons.push('pwned');
  return reasons;
}
