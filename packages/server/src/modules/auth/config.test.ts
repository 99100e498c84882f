import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { DEFAULT_AUTH_RATE_LIMITS } from './config.js';

describe('auth configuration', () => {
  it('has safe defaults: confirmation on, the site URLs allow-listed, no admins, no hosted Supabase', () => {
    const { auth } = loadConfig({ PUBLIC_URL: 'https://app.alegato.es/' });
    expect(auth.autoconfirm).toBe(false);
    expect(auth.redirectAllowList).toEqual([
      'https://app.alegato.es/auth/confirm',
      'https://app.alegato.es/',
    ]);
    expect(auth.adminEmails).toEqual([]);
    expect(auth.supabase).toBeUndefined();
    expect(auth.rateLimits).toEqual(DEFAULT_AUTH_RATE_LIMITS);
    expect(auth.sessionTimeboxSeconds).toBe(30 * 86_400);
    expect(auth.sessionInactivitySeconds).toBe(7 * 86_400);
    expect(auth.keyEncryptionKey).toBeUndefined();
    expect(auth.scrypt).toEqual({ N: 2 ** 15, r: 8, p: 1 });
  });

  it('reads AUTH_KEY_ENCRYPTION_KEY as 32 bytes in hex, base64 or base64url', () => {
    const key = Buffer.alloc(32, 0xfb);
    for (const written of [key.toString('hex'), key.toString('base64'), key.toString('base64url')]) {
      expect(loadConfig({ AUTH_KEY_ENCRYPTION_KEY: written }).auth.keyEncryptionKey).toEqual(key);
    }
  });

  it.each([
    ['corta'],
    ['0'.repeat(62)],
    [Buffer.alloc(16).toString('base64')],
    [Buffer.alloc(48).toString('hex')],
  ])('refuses AUTH_KEY_ENCRYPTION_KEY %s without echoing it', (value) => {
    let error: unknown;
    try {
      loadConfig({ AUTH_KEY_ENCRYPTION_KEY: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues.join('\n')).toMatch(/^AUTH_KEY_ENCRYPTION_KEY: .*32 bytes/);
    expect((error as Error).message).not.toContain(value);
  });

  it('reads every variable', () => {
    const { auth } = loadConfig({
      AUTH_AUTOCONFIRM: 'true',
      AUTH_REDIRECT_ALLOW_LIST: 'http://localhost:5173/auth/confirm, https://x.es/',
      ADMIN_EMAILS: 'Jefa@Example.com',
      SUPABASE_URL: 'https://proj.supabase.co/',
      SUPABASE_JWT_SECRET: 'a-secret-of-at-least-16',
      AUTH_RATE_LIMITS: '{"signInAddress":{"burst":3,"perWindow":3,"windowSeconds":60}}',
      AUTH_SESSION_TIMEBOX_HOURS: '24',
    });
    expect(auth.autoconfirm).toBe(true);
    expect(auth.redirectAllowList).toContain('http://localhost:5173/auth/confirm');
    expect(auth.adminEmails).toEqual(['jefa@example.com']);
    expect(auth.supabase).toEqual({
      url: 'https://proj.supabase.co',
      jwtSecret: 'a-secret-of-at-least-16',
      jwksUrl: undefined,
      anonKey: undefined,
    });
    expect(auth.rateLimits.signInAddress).toEqual({ burst: 3, perWindow: 3, windowSeconds: 60 });
    expect(auth.rateLimits.signInAccount).toEqual(DEFAULT_AUTH_RATE_LIMITS.signInAccount);
    expect(auth.sessionTimeboxSeconds).toBe(86_400);
  });

  it.each([
    ['AUTH_AUTOCONFIRM', 'maybe'],
    ['AUTH_REDIRECT_ALLOW_LIST', 'javascript:alert(1)'],
    ['ADMIN_EMAILS', 'not-an-email'],
    ['AUTH_RATE_LIMITS', '{"signIn":1}'],
    ['AUTH_RATE_LIMITS', 'nope'],
    ['SUPABASE_JWT_SECRET', 'short'],
  ])('refuses a bad %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  });

  describe('AUTH_SCRYPT_COST', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('raises the cost anywhere, and lowers it only under NODE_ENV=test, saying why', () => {
      vi.stubEnv('NODE_ENV', 'production');
      expect(loadConfig({ AUTH_SCRYPT_COST: '17' }).auth.scrypt).toEqual({ N: 2 ** 17, r: 8, p: 1 });
      let error: unknown;
      try {
        loadConfig({ AUTH_SCRYPT_COST: '10' });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).issues.join('\n')).toMatch(
        /^AUTH_SCRYPT_COST: por debajo de 15 solo en pruebas \(NODE_ENV=test\)/,
      );
      vi.stubEnv('NODE_ENV', 'test');
      expect(loadConfig({ AUTH_SCRYPT_COST: '10' }).auth.scrypt).toEqual({ N: 1024, r: 8, p: 1 });
    });

    it.each([['9'], ['21'], ['12.5'], ['alto']])('refuses %s', (value) => {
      vi.stubEnv('NODE_ENV', 'test');
      expect(() => loadConfig({ AUTH_SCRYPT_COST: value })).toThrow(ConfigError);
    });
  });
});
