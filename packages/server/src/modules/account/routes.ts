/**
 * The account module (SECURITY 17, GDPR arts. 15, 17 and 20): `GET /api/account/export` downloads the
 * caller's data as JSON and `DELETE /api/account` deletes the account after re-checking the password.
 * What "the caller's data" is comes from the {@link AccountDataRegistry}: each module that stores
 * personal data registers an owner (`export`, `delete`, optional `deleteFiles`) in `app.ts`. Cases,
 * documents, files, reports and PDFs must register theirs when they are written.
 *
 * @module
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { requestMeta } from '../auth/audit.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { MAX_PASSWORD_LENGTH } from '../auth/password.js';
import type { AccountDataRegistry } from './registry.js';
import { ACCOUNT_MESSAGES, deleteAccount, exportAccountData } from './service.js';

/** Dependencies of {@link accountRoutes}. */
export interface AccountRoutesDeps {
  db: Kysely<Database>;
  config: Config;
  /** The owners of personal data (core owners registered by `createApp`). */
  registry: AccountDataRegistry;
}

/** Body of `DELETE /api/account`; unknown fields are ignored. */
export const DeleteAccountSchema = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
});

/** The export's file name: `alegato-datos-YYYY-MM-DD.json` (UTC date). */
export function exportFileName(now: Date): string {
  return `alegato-datos-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * Mount at `/api/account` (behind `requireUser`):
 *
 * - `GET /export` → 200 `application/json` download (`Content-Disposition: attachment;
 *   filename="alegato-datos-<date>.json"`, `Cache-Control: no-store`): `{exported_at, format, user,
 *   profile, sessions, audit_log, cookie_consents, emails, …}` — never password or token hashes, keys or
 *   other users' rows.
 * - `DELETE /` `{password}` → 204 after deleting everything the registry knows; the caller's sessions
 *   go with the account, so the access token in hand is refused (401) from then on. 400
 *   `validation_error` / `invalid_json`, 415 when not JSON, 400 `invalid_credentials` 'La contraseña no
 *   es correcta.', 409 `reauthentication_unavailable` for hosted-Supabase accounts, 429 `rate_limited`.
 */
export function accountRoutes(deps: AccountRoutesDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const service = { db: deps.db, config: deps.config, registry: deps.registry };

  router.get('/export', async (c) => {
    const user = c.get('user');
    const now = new Date();
    const data = await exportAccountData(service, user, now);
    c.get('log').info({ user_id: user.id, action: 'account_export', outcome: 'ok' }, 'account exported');
    return c.body(`${JSON.stringify(data, null, 2)}\n`, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
      'Cache-Control': 'no-store',
    });
  });

  router.delete('/', validate('json', DeleteAccountSchema), async (c) => {
    const body = c.req.valid('json');
    const user = c.get('user');
    await deleteAccount(service, requestMeta(c), user, body.password);
    return c.body(null, 204);
  });

  return router;
}
