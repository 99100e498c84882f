import { API_KEY_NAME_MAX, ApiKeyListSchema, type ApiKey, type ApiKeyList } from '@alegato/domain';
import type { ApiKeyExpiry, ApiKeyItem, OpenApiDocument } from '@alegato/ui';

/**
 * Pure mappings of the API keys (issue 15 item 3) and the OpenAPI document between the server's answers
 * and the design system's view models.
 */

/** `GET /api/api-keys`'s `data`, checked with the domain schema. @throws {Error} when it does not match */
export function parseApiKeyList(body: unknown): ApiKeyList {
  return ApiKeyListSchema.parse((body as { data?: unknown } | null)?.data);
}

/** A key's status at `now`: revoked wins over expired. */
export function apiKeyStatus(key: ApiKey, now: Date): ApiKeyItem['status'] {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && Date.parse(key.expires_at) <= now.getTime()) return 'expired';
  return 'active';
}

/** The keys as the panel lists them: usable ones first (newest first), then expired, then revoked. */
export function toApiKeyItems(keys: readonly ApiKey[], now: Date): ApiKeyItem[] {
  const rank = { active: 0, expired: 1, revoked: 2 } as const;
  return keys
    .map((key) => ({
      id: key.id,
      name: key.name,
      prefix: key.prefix,
      createdAt: key.created_at,
      lastUsedAt: key.last_used_at,
      expiresAt: key.expires_at,
      revokedAt: key.revoked_at,
      status: apiKeyStatus(key, now),
    }))
    .sort((a, b) => rank[a.status] - rank[b.status] || b.createdAt.localeCompare(a.createdAt));
}

/** `expires_in_days` of `POST /api/api-keys` for the form's choice: null never expires. */
export function expiresInDays(expiry: ApiKeyExpiry): number | null {
  return expiry === 'never' ? null : Number(expiry);
}

/** The create form's name, trimmed, or the reason it cannot be sent. */
export function validateKeyName(name: string): { name: string } | { error: 'required' | 'tooLong' } {
  const trimmed = name.trim();
  if (trimmed === '') return { error: 'required' };
  if (trimmed.length > API_KEY_NAME_MAX) return { error: 'tooLong' };
  return { name: trimmed };
}

/**
 * The OpenAPI document of `GET /api/openapi.json` (the raw document, or one wrapped in `data`).
 * @throws {Error} when it is not an OpenAPI 3.x document with `info` and `paths`
 */
export function parseOpenApiDocument(body: unknown): OpenApiDocument {
  const candidate =
    typeof body === 'object' && body !== null && !('openapi' in body) && 'data' in body
      ? (body as { data: unknown }).data
      : body;
  if (typeof candidate !== 'object' || candidate === null) throw new Error('OpenAPI: not an object');
  const doc = candidate as Partial<OpenApiDocument>;
  if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.')) {
    throw new Error('OpenAPI: not a 3.x document');
  }
  if (typeof doc.info !== 'object' || doc.info === null || typeof doc.info.title !== 'string') {
    throw new Error('OpenAPI: no info');
  }
  if (doc.paths !== undefined && (typeof doc.paths !== 'object' || doc.paths === null)) {
    throw new Error('OpenAPI: paths is not an object');
  }
  return candidate as OpenApiDocument;
}
