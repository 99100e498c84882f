import { MESSAGES } from '@alegato/domain';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { audit, requestMeta } from '../auth/audit.js';
import { deleteUserSessions } from '../auth/repo.js';
import { getOrCreateProfile, toProfileView } from '../profile/service.js';
import { listSessions, NAME_MAX, ORGANIZATION_MAX, saveProfile } from './service.js';

/** What the router needs. */
export interface ModuleDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
}

/** Spanish messages of the settings endpoints. */
export const SETTINGS_MESSAGES = {
  nameTooLong: `El nombre no puede superar ${NAME_MAX} caracteres.`,
  organizationTooLong: `La organización no puede superar ${ORGANIZATION_MAX} caracteres.`,
  sessionsRevoked: 'Se ha cerrado la sesión en todos los dispositivos.',
} as const;

/** `PATCH /api/settings/profile`: name 1–120 characters (trimmed), organization 0–200 (absent → ''). */
export const ProfilePatchSchema = z.object({
  name: z
    .string({ message: MESSAGES.registration.nameRequired })
    .trim()
    .min(1, MESSAGES.registration.nameRequired)
    .max(NAME_MAX, SETTINGS_MESSAGES.nameTooLong),
  organization: z
    .string()
    .trim()
    .max(ORGANIZATION_MAX, SETTINGS_MESSAGES.organizationTooLong)
    .nullish()
    .transform((v) => v ?? ''),
});

/**
 * The settings screen's own endpoints (issue 14 item 4), mounted at `/api/settings` behind `requireUser`:
 * - `PATCH /profile {name, organization}` → `{success, data:{profile}}`: the profile (`users`) and the
 *   auth user's `user_metadata`.
 * - `GET /sessions` → `{success, data:{sessions}}`: the caller's live sessions (`current` marks the
 *   token's own); empty for hosted-Supabase tokens, whose sessions live in Supabase.
 * - `DELETE /sessions` → `{success, message}`: ends every session of the user, this one included (their
 *   refresh tokens stop working and their access tokens are refused at once), audited `sessions_revoked`.
 *
 * Password and e-mail changes go through supabase-js `updateUser` on `/auth/v1/user` (`flows/user.ts`,
 * `flows/email-change.ts`); the history switch is `/api/queries/history/settings`.
 */
export function settingsRoutes(deps: ModuleDeps): Hono<AppEnv> {
  const { db } = deps;
  const router = new Hono<AppEnv>();

  router.patch('/profile', validate('json', ProfilePatchSchema), async (c) => {
    const user = c.get('user');
    const fields = c.req.valid('json');
    const profileDeps = { db, adminEmails: deps.config.auth.adminEmails };
    await getOrCreateProfile(profileDeps, user);
    await saveProfile(db, user.id, fields);
    const row = await getOrCreateProfile(profileDeps, user);
    return c.json({ success: true, data: { profile: toProfileView(row, new Date()) } });
  });

  router.get('/sessions', async (c) => {
    const user = c.get('user');
    const sessions = await listSessions(db, user.id, user.sessionId, new Date());
    return c.json({ success: true, data: { sessions } });
  });

  router.delete('/sessions', async (c) => {
    const user = c.get('user');
    await deleteUserSessions(db, user.id, 'global', user.sessionId ?? '');
    await audit(db, requestMeta(c), { userId: user.id, action: 'sessions_revoked', outcome: 'ok' });
    return c.json({ success: true, message: SETTINGS_MESSAGES.sessionsRevoked });
  });

  return router;
}
