import { z } from 'zod';
import { API_KEY_PREFIX } from '../vocabulary.js';
import { IsoDateTimeSchema } from './api.js';

/**
 * API keys of the empresarial plan (issue 15 item 3). A key is `alg_` + 43 base64url characters, shown
 * once when created; the server keeps only its sha256 and `prefix` (the first 8 characters, shown in
 * lists so a lawyer recognises it).
 */
export { API_KEY_PREFIX };

/** Requests per minute one key may make, unless the key says otherwise. */
export const API_KEY_DEFAULT_RATE_LIMIT = 60;

/** A key as listed: never its secret. */
export const ApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The first 8 characters of the key (`alg_3fA9`). */
  prefix: z.string(),
  created_at: IsoDateTimeSchema,
  last_used_at: IsoDateTimeSchema.nullable(),
  /** Null: never expires. */
  expires_at: IsoDateTimeSchema.nullable(),
  revoked_at: IsoDateTimeSchema.nullable(),
  /** Requests per minute. */
  rate_limit_per_minute: z.int().positive(),
});
/** A key as listed. */
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** A key just created: the only time its `secret` is ever returned. */
export const ApiKeyCreatedSchema = ApiKeySchema.extend({ secret: z.string() });
/** A key just created. */
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;

/** `GET /api/api-keys` → `{success, data: ApiKeyList}`. */
export const ApiKeyListSchema = z.object({
  keys: z.array(ApiKeySchema),
  /** Whether the plan in effect includes API access (empresarial). */
  api_access: z.boolean(),
});
/** The user's keys and whether the plan allows API access. */
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;
