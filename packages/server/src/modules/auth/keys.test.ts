import { randomBytes } from 'node:crypto';
import { jwtVerify, createLocalJWKSet } from 'jose';
import { expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { useAuthEnv } from '../../../test/auth-env.js';
import { createCapturingLogger, createIsolatedEnv, describeEachTarget } from '../../../test/targets.js';
import { loadConfig } from '../../config.js';
import { startServer } from '../../server.js';
import { createKeyStore, isSealed, prepareSigningKeys, SigningKeyError } from './keys.js';

const KEY = randomBytes(32);
const PW = 'correcto-caballo-bateria';

/** Private material of a stored key in any common form: a JWK's `d`, a PEM block, a bare scalar. */
function expectNoPrivateMaterial(stored: unknown, d?: string) {
  const text = JSON.stringify(stored);
  expect(text).not.toMatch(/"d"\s*:/);
  expect(text).not.toContain('PRIVATE KEY');
  if (d) expect(text).not.toContain(d);
}

describeEachTarget('signing keys encrypted at rest', (target) => {
  const env = useAuthEnv(target, { AUTH_KEY_ENCRYPTION_KEY: KEY.toString('base64') });

  it('stores no private key material when AUTH_KEY_ENCRYPTION_KEY is set; tokens verify after a restart', async () => {
    await env.signUpConfirmed('cifra@example.com', PW);
    const { access_token: token } = await env.signIn('cifra@example.com', PW);
    const rows = await env.base.database.db.selectFrom('auth_signing_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(isSealed(rows[0]!.private_jwk)).toBe(true);
    expectNoPrivateMaterial(rows[0]!.private_jwk);

    // A new app over the same database (a restart): the old token still verifies and new ones are signed.
    const { logger } = createCapturingLogger();
    const restarted = createApp({ config: env.base.config, db: env.base.database.db, logger });
    const user = (bearer: string) =>
      restarted.request('/auth/v1/user', { headers: { apikey: 'anon', authorization: `Bearer ${bearer}` } });
    expect((await user(token)).status).toBe(200);
    const signIn = await restarted.request(
      '/auth/v1/token?grant_type=password',
      {
        method: 'POST',
        headers: { apikey: 'anon', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'cifra@example.com', password: PW }),
      },
      { incoming: { socket: { remoteAddress: '203.0.113.50' } } },
    );
    expect(signIn.status).toBe(200);
    const fresh = ((await signIn.json()) as { access_token: string }).access_token;
    expect((await user(fresh)).status).toBe(200);
    const keys = await createKeyStore(env.base.database.db, { encryptionKey: KEY }).get();
    await jwtVerify(fresh, createLocalJWKSet(keys.jwks));
  });

  it('seals plain keys written before the key was configured, and refuses a missing or wrong key', async () => {
    const db = env.base.database.db;
    await db.deleteFrom('auth_signing_keys').execute();
    const plain = await createKeyStore(db).get();
    const before = await db.selectFrom('auth_signing_keys').selectAll().executeTakeFirstOrThrow();
    const d = (before.private_jwk as { d: string }).d;
    expect(d).toBeTruthy();

    expect(await prepareSigningKeys(db, { encryptionKey: KEY })).toBe(1);
    expect(await prepareSigningKeys(db, { encryptionKey: KEY })).toBe(0);
    const after = await db.selectFrom('auth_signing_keys').selectAll().executeTakeFirstOrThrow();
    expectNoPrivateMaterial(after.private_jwk, d);

    const reopened = await createKeyStore(db, { encryptionKey: KEY }).get();
    expect(reopened.kid).toBe(plain.kid);
    await expect(prepareSigningKeys(db)).rejects.toThrow(/AUTH_KEY_ENCRYPTION_KEY/);
    await expect(prepareSigningKeys(db, { encryptionKey: randomBytes(32) })).rejects.toThrow(SigningKeyError);
    await expect(createKeyStore(db, { encryptionKey: randomBytes(32) }).get()).rejects.toThrow(
      /AUTH_KEY_ENCRYPTION_KEY no es la clave/,
    );
  });
});

describeEachTarget('startServer with AUTH_KEY_ENCRYPTION_KEY', (target) => {
  it('encrypts the keys on start and refuses to start with a wrong key, saying so', async () => {
    const isolated = await createIsolatedEnv(target);
    try {
      const { logger } = createCapturingLogger();
      const first = await startServer(loadConfig(isolated.env), { logger });
      await createKeyStore(first.database.db).get();
      await first.close();

      const config = loadConfig({ ...isolated.env, AUTH_KEY_ENCRYPTION_KEY: KEY.toString('hex') });
      const second = await startServer(config, { logger });
      const row = await second.database.db
        .selectFrom('auth_signing_keys')
        .selectAll()
        .executeTakeFirstOrThrow();
      expectNoPrivateMaterial(row.private_jwk);
      await second.close();

      const wrong = loadConfig({ ...isolated.env, AUTH_KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex') });
      await expect(startServer(wrong, { logger })).rejects.toThrow(
        /AUTH_KEY_ENCRYPTION_KEY no es la clave que cifró las claves de firma/,
      );
    } finally {
      await isolated.cleanup();
    }
  });
});
