import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { assertSameUser } from '../../middleware/auth.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { getOrCreateProfile, registerTrialStarted, toProfileView } from './service.js';

/** Dependencies of {@link profileRoutes} and {@link rpcRoutes}. */
export interface ProfileRoutesDeps {
  db: Kysely<Database>;
  config: Config;
}

/**
 * `GET /api/profile` (behind `requireUser`) → `{success:true, data:{profile}}`: the caller's profile row
 * with the role re-checked against `ADMIN_EMAILS` and the trial as of now. Mount at `/api/profile`.
 */
export function profileRoutes(deps: ProfileRoutesDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/', async (c) => {
    const user = c.get('user');
    const row = await getOrCreateProfile({ db: deps.db, adminEmails: deps.config.auth.adminEmails }, user);
    return c.json({ success: true, data: { profile: toProfileView(row, new Date()) } });
  });
  return router;
}

const TrialStartedSchema = z.object({
  p_user_id: z.uuid('p_user_id debe ser un identificador válido'),
  p_trial_start_date: z.iso.datetime({ offset: true, message: 'p_trial_start_date debe ser una fecha ISO' }),
});

/**
 * The spec's RPCs under `/api/rpc`: `POST /register_trial_started` `{p_user_id, p_trial_start_date}` →
 * `{success:true, data:{trial}}`. Idempotent (the first start wins); `p_user_id` other than the caller →
 * 403. Mount at `/api/rpc`.
 */
export function rpcRoutes(deps: ProfileRoutesDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post('/register_trial_started', validate('json', TrialStartedSchema), async (c) => {
    const body = c.req.valid('json');
    assertSameUser(c, body.p_user_id);
    const user = c.get('user');
    const row = await registerTrialStarted(
      { db: deps.db, adminEmails: deps.config.auth.adminEmails },
      user,
      new Date(body.p_trial_start_date),
    );
    return c.json({ success: true, data: { trial: toProfileView(row, new Date()).trial } });
  });
  return router;
}
