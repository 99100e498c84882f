/**
 * The query history API (spec §7 History and consent, issue 14 item 1), behind `requireUser`, mounted at
 * `/api/queries/history`:
 *
 * - `GET /?user_id&page&per_page (20, at most 100)&type&date_from&date_to&q` → `{success, data: {queries:
 *   [{id, content, results, responseTimeMs, createdAt, type, filters, resultCount, documentId, caseId}],
 *   total, page, per_page, has_next, has_prev}}`, newest first; `q` matches the text without case or
 *   accents; dates are Madrid days, inclusive.
 * - `DELETE /{id}?user_id` → `{success, message: 'Consulta eliminada del historial'}`; someone else's or
 *   an unknown id 404.
 * - `GET /settings`, `PUT /settings {enabled}` → `{success, data: {enabled}}`: whether queries are
 *   recorded (`users.history_enabled`).
 *
 * A `user_id` other than the caller's is refused with 403 (`assertSameUser`).
 *
 * @module
 */
import { LIMITS, MESSAGES } from '@alegato/domain';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertSameUser } from '../../middleware/auth.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { REPORT_MESSAGES } from '../reports/messages.js';
import { deleteHistoryEntry, historyEnabled, listHistory, setHistoryEnabled } from './repo.js';
import { HISTORY_TYPES } from './schema.js';

/** What the router needs. */
export interface ModuleDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
}

const invalid = REPORT_MESSAGES.fieldInvalid;
const positiveInt = (field: string) =>
  z.coerce
    .number({ error: invalid(field) })
    .int(invalid(field))
    .positive(invalid(field));
const isoDate = (field: string) => z.iso.date({ error: invalid(field) });

/** `GET /api/queries/history`. */
export const HistoryQuerySchema = z.object({
  user_id: z.string().optional(),
  page: positiveInt('page').default(1),
  per_page: positiveInt('per_page').max(100, invalid('per_page')).default(LIMITS.historyPageSize),
  type: z
    .enum(HISTORY_TYPES, { error: invalid('type') })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  date_from: isoDate('date_from')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  date_to: isoDate('date_to')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  q: z.string().trim().max(500, invalid('q')).optional(),
});

const idParam = validate('param', z.object({ id: z.uuid().transform((id) => id.toLowerCase()) }));
const userQuery = validate('query', z.object({ user_id: z.string().optional() }));

/** The history router. */
export function historyRoutes(deps: ModuleDeps): Hono<AppEnv> {
  const { db } = deps;
  const router = new Hono<AppEnv>();

  router.get('/', validate('query', HistoryQuerySchema), async (c) => {
    const q = c.req.valid('query');
    assertSameUser(c, q.user_id);
    const { queries, total } = await listHistory(
      db,
      c.get('user').id,
      { type: q.type, dateFrom: q.date_from, dateTo: q.date_to, q: q.q || undefined },
      { page: q.page, perPage: q.per_page },
    );
    return c.json({
      success: true,
      data: {
        queries,
        total,
        page: q.page,
        per_page: q.per_page,
        has_next: q.page * q.per_page < total,
        has_prev: q.page > 1,
      },
    });
  });

  router.get('/settings', userQuery, async (c) => {
    assertSameUser(c, c.req.valid('query').user_id);
    return c.json({ success: true, data: { enabled: await historyEnabled(db, c.get('user').id) } });
  });

  router.put(
    '/settings',
    userQuery,
    validate('json', z.object({ enabled: z.boolean({ error: invalid('enabled') }) })),
    async (c) => {
      assertSameUser(c, c.req.valid('query').user_id);
      const { enabled } = c.req.valid('json');
      const user = c.get('user');
      if (!(await setHistoryEnabled(db, user.id, enabled))) throw AppError.notFound();
      c.get('log').info(
        { user_id: user.id, action: 'history_settings', outcome: 'ok', enabled },
        'history switch',
      );
      return c.json({ success: true, data: { enabled } });
    },
  );

  router.delete('/:id', idParam, userQuery, async (c) => {
    assertSameUser(c, c.req.valid('query').user_id);
    const user = c.get('user');
    if (!(await deleteHistoryEntry(db, user.id, c.req.valid('param').id))) throw AppError.notFound();
    return c.json({ success: true, message: MESSAGES.history.deleted });
  });

  return router;
}
