import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@alegato/domain';
import {
  apiKeyStatus,
  expiresInDays,
  parseApiKeyList,
  parseOpenApiDocument,
  toApiKeyItems,
  validateKeyName,
} from './model';

const NOW = new Date('2026-11-27T12:00:00Z');

function key(over: Partial<ApiKey>): ApiKey {
  return {
    id: '5d3c1a62-1f0e-4b7a-9b57-0d3f1c2a7e01',
    name: 'Despacho',
    prefix: 'alg_3fA9',
    created_at: '2026-10-02T09:30:00.000Z',
    last_used_at: null,
    expires_at: null,
    revoked_at: null,
    rate_limit_per_minute: 60,
    ...over,
  };
}

describe('apiKeyStatus', () => {
  it.each([
    [{}, 'active'],
    [{ expires_at: '2026-12-01T00:00:00.000Z' }, 'active'],
    [{ expires_at: '2026-11-27T12:00:00.000Z' }, 'expired'],
    [{ expires_at: '2026-11-01T00:00:00.000Z', revoked_at: '2026-10-05T00:00:00.000Z' }, 'revoked'],
  ] as const)('%j → %s', (over, expected) => {
    expect(apiKeyStatus(key(over), NOW)).toBe(expected);
  });
});

describe('toApiKeyItems', () => {
  it('maps to the view model, usable keys first (newest first), then expired, then revoked', () => {
    const items = toApiKeyItems(
      [
        key({ id: 'a', name: 'revocada', revoked_at: '2026-11-01T00:00:00.000Z' }),
        key({ id: 'b', name: 'vieja', created_at: '2026-01-01T00:00:00.000Z' }),
        key({ id: 'c', name: 'caducada', expires_at: '2026-11-01T00:00:00.000Z' }),
        key({
          id: 'd',
          name: 'nueva',
          created_at: '2026-11-20T00:00:00.000Z',
          last_used_at: '2026-11-21T00:00:00.000Z',
        }),
      ],
      NOW,
    );
    expect(items.map((i) => [i.name, i.status])).toEqual([
      ['nueva', 'active'],
      ['vieja', 'active'],
      ['caducada', 'expired'],
      ['revocada', 'revoked'],
    ]);
    expect(items[0]).toEqual({
      id: 'd',
      name: 'nueva',
      prefix: 'alg_3fA9',
      createdAt: '2026-11-20T00:00:00.000Z',
      lastUsedAt: '2026-11-21T00:00:00.000Z',
      expiresAt: null,
      revokedAt: null,
      status: 'active',
    });
  });
});

describe('form helpers', () => {
  it('turns the expiry choice into expires_in_days', () => {
    expect(expiresInDays('never')).toBeNull();
    expect(expiresInDays('30')).toBe(30);
    expect(expiresInDays('365')).toBe(365);
  });

  it('trims the name and refuses an empty or too long one', () => {
    expect(validateKeyName('  Zapier ')).toEqual({ name: 'Zapier' });
    expect(validateKeyName('   ')).toEqual({ error: 'required' });
    expect(validateKeyName('x'.repeat(101))).toEqual({ error: 'tooLong' });
  });
});

describe('parseApiKeyList', () => {
  it('reads `data` with the domain schema and refuses a wrong shape', () => {
    const list = parseApiKeyList({ success: true, data: { keys: [key({})], api_access: true } });
    expect(list.api_access).toBe(true);
    expect(list.keys).toHaveLength(1);
    expect(() => parseApiKeyList({ success: true, data: { keys: [{ id: 1 }] } })).toThrow();
    expect(() => parseApiKeyList(null)).toThrow();
  });
});

describe('parseOpenApiDocument', () => {
  const doc = { openapi: '3.1.0', info: { title: 'Alegato API', version: '1' }, paths: {} };

  it('accepts the raw document or one wrapped in data', () => {
    expect(parseOpenApiDocument(doc)).toBe(doc);
    expect(parseOpenApiDocument({ success: true, data: doc })).toBe(doc);
  });

  it('refuses what is not an OpenAPI 3 document', () => {
    expect(() => parseOpenApiDocument('nope')).toThrow();
    expect(() => parseOpenApiDocument({ ...doc, openapi: '2.0' })).toThrow();
    expect(() => parseOpenApiDocument({ openapi: '3.1.0', paths: {} })).toThrow();
    expect(() => parseOpenApiDocument({ ...doc, paths: 'x' })).toThrow();
  });
});
