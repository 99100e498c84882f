import { ApiKeyCreatedSchema, type ApiKeyCreated, type ApiKeyList } from '@alegato/domain';
import type { OpenApiDocument } from '@alegato/ui';
import { http } from '../api/http';
import { parseApiKeyList, parseOpenApiDocument } from './model';

/**
 * The API keys' requests (issue 15 item 3): `GET`/`POST /api/api-keys`, `DELETE /api/api-keys/:id`, and
 * the public `GET /api/openapi.json`. Silent: the settings section toasts its own messages; a plan
 * refusal (403 `plan_forbidden`) still opens the app-wide UpgradeDialog through the http client.
 */

/** The SWR key (and path) of the user's keys. */
export const API_KEYS_KEY = '/api/api-keys';
/** The SWR key (and path) of the OpenAPI document. */
export const OPENAPI_KEY = '/api/openapi.json';

/** The user's keys and whether the plan includes API access. */
export async function fetchApiKeys(key: string = API_KEYS_KEY): Promise<ApiKeyList> {
  return parseApiKeyList(await http.request<unknown>(key, { silent: true }));
}

/** Creates a key; resolves with it, its secret included (the only time the server returns it). */
export async function createApiKey(input: {
  name: string;
  expires_in_days: number | null;
}): Promise<ApiKeyCreated> {
  const body = await http.request<{ data?: { key?: unknown } }>(API_KEYS_KEY, {
    method: 'POST',
    json: input,
    silent: true,
  });
  return ApiKeyCreatedSchema.parse(body?.data?.key);
}

/** Revokes a key; resolves with the server's message, if any. */
export async function revokeApiKey(id: string): Promise<string | undefined> {
  const body = await http.request<{ message?: unknown }>(`${API_KEYS_KEY}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    silent: true,
  });
  return typeof body?.message === 'string' ? body.message : undefined;
}

/** The OpenAPI 3.1 document of the API. */
export async function fetchOpenApiDocument(key: string = OPENAPI_KEY): Promise<OpenApiDocument> {
  return parseOpenApiDocument(await http.request<unknown>(key, { silent: true }));
}
