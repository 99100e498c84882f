import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../errors.js';
import { audit, requestMeta } from '../modules/auth/audit.js';
import type { AppEnv } from '../types.js';

/** The refusal of an admin endpoint to anyone else. */
export const ADMIN_ONLY_MESSAGE = 'Solo un administrador puede usar esta función.';

/**
 * Guards every admin endpoint (`/api/admin/*`, issue 14): after `requireUser`, a caller whose role is not
 * `admin` (from `ADMIN_EMAILS`, never from the token) gets 403 and an `admin_denied` audit row with the
 * method and path. Spec §6 leaves server-side roles open; we close them here.
 */
export function requireAdmin(db: Kysely<Database>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (user.role !== 'admin') {
      await audit(db, requestMeta(c), {
        userId: user.id,
        action: 'admin_denied',
        outcome: 'denied',
        detail: { method: c.req.method, path: c.req.path },
      });
      throw new AppError(403, 'forbidden', ADMIN_ONLY_MESSAGE);
    }
    await next();
  };
}
