import { planAllows } from '@alegato/domain';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { audit, requestMeta } from '../auth/audit.js';
import type { PlanEnforcer } from '../plans/service.js';
import { API_KEY_MESSAGES, API_KEY_NAME_MAX, createApiKey, listApiKeys, revokeApiKey } from './service.js';

/** Deps of {@link apiKeyRoutes}. */
export interface ApiKeyRoutesDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  plans: PlanEnforcer;
}

/** Longest validity of a key, in days. */
export const API_KEY_MAX_DAYS = 365;

/** Spanish messages of the key form. */
export const API_KEY_FORM_MESSAGES = {
  nameRequired: 'Escribe un nombre para la clave.',
  nameTooLong: `El nombre de la clave no puede superar ${API_KEY_NAME_MAX} caracteres.`,
  days: `La validez debe ser un número entero de días entre 1 y ${API_KEY_MAX_DAYS}, o sin caducidad.`,
} as const;

/** `POST /api/api-keys`: a name of 1–80 characters (trimmed) and, optionally, a validity in days. */
export const ApiKeyCreateSchema = z.object({
  name: z
    .string({ message: API_KEY_FORM_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_FORM_MESSAGES.nameRequired)
    .max(API_KEY_NAME_MAX, API_KEY_FORM_MESSAGES.nameTooLong),
  /** Days until the key expires; null or absent: never. */
  expires_in_days: z
    .int({ message: API_KEY_FORM_MESSAGES.days })
    .min(1, API_KEY_FORM_MESSAGES.days)
    .max(API_KEY_MAX_DAYS, API_KEY_FORM_MESSAGES.days)
    .nullish(),
});

const KeyParamSchema = z.object({ id: z.uuid() });

const DAY_MS = 86_400_000;

/**
 * `/api/api-keys` (issue 15 item 3, ADR 0031), behind `requireUser` — signed in with a session, never
 * with an API key (the key authenticator refuses these paths):
 * - `GET /` → `{success, data: ApiKeyList}`: the user's keys (never secrets or hashes) and whether the
 *   plan in effect includes API access.
 * - `POST / {name, expires_in_days?}` → 201 `{success, data: {key: ApiKeyCreated}}`, the secret shown
 *   this once; 403 `plan_forbidden` naming the empresarial plan without API access; 409 past 10 active
 *   keys. Audited `api_key_created` (key id and prefix).
 * - `DELETE /:id` → `{success, message}`; 404 for an unknown or someone else's key. Audited
 *   `api_key_revoked`.
 */
export function apiKeyRoutes(deps: ApiKeyRoutesDeps): Hono<AppEnv> {
  const { db, plans } = deps;
  const router = new Hono<AppEnv>();

  // Defence in depth: the key authenticator already refuses these paths to a key.
  router.use('*', async (c, next) => {
    if (c.get('user').apiKeyId) throw new AppError(403, 'api_key_forbidden', API_KEY_MESSAGES.notAllowedHere);
    await next();
  });

  router.get('/', async (c) => {
    const user = c.get('user');
    const ctx = await plans.context(user);
    const keys = await listApiKeys(db, user.id);
    return c.json({ success: true, data: { keys, api_access: planAllows(ctx.plan, 'api') } });
  });

  router.post('/', validate('json', ApiKeyCreateSchema), async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    await plans.require(user, ['api']);
    const now = new Date();
    const key = await createApiKey(
      db,
      user.id,
      {
        name: body.name,
        expiresAt: body.expires_in_days ? new Date(now.getTime() + body.expires_in_days * DAY_MS) : null,
      },
      now,
    );
    await audit(db, requestMeta(c), {
      userId: user.id,
      action: 'api_key_created',
      outcome: 'ok',
      detail: { key_id: key.id, prefix: key.prefix },
    });
    return c.json({ success: true, data: { key } }, 201);
  });

  router.delete(
    '/:id',
    validate('param', KeyParamSchema, { notFound: API_KEY_MESSAGES.notFound }),
    async (c) => {
      const user = c.get('user');
      const { id } = c.req.valid('param');
      const revoked = await revokeApiKey(db, user.id, id);
      if (!revoked) throw AppError.notFound(API_KEY_MESSAGES.notFound);
      const prefix = await db.selectFrom('api_keys').select('prefix').where('id', '=', id).executeTakeFirst();
      await audit(db, requestMeta(c), {
        userId: user.id,
        action: 'api_key_revoked',
        outcome: 'ok',
        detail: { key_id: id, prefix: prefix?.prefix ?? '' },
      });
      return c.json({ success: true, message: API_KEY_MESSAGES.revoked });
    },
  );

  return router;
}
