/**
 * Administration (issue 14 item 5), mounted at `/api/admin`; every route is already behind `requireUser`
 * and `requireAdmin` (403 + an `admin_denied` audit row for anyone else).
 *
 * - `GET /users?q&plan&page=1&per_page=25` → `{success, data: {users: AdminUserRow[], total, page,
 *   per_page}}`: newest first; `q` searches e-mail, name and organization; `plan` is the own plan.
 * - `PATCH /users/:id` `{is_active?, plan?, reason}` → `{success, data: {id, plan, is_active,
 *   sessions_revoked}}`: `id` is the auth user id; `reason` (3–500 characters) is required; an admin
 *   cannot disable themself (400); disabling revokes the user's sessions. Audited (see `changeUser`).
 * - `GET /audit?user_id&email&action&outcome&date_from&date_to&page=1&per_page=50` → `{success, data: {entries,
 *   total, page, per_page}}`: newest first; `email` is part of the user's e-mail; dates
 *   `YYYY-MM-DD` (UTC, inclusive).
 * - `GET /audit.csv?` the same filters → `text/csv` (see `csv.ts`: `;`-separated, quoted), the newest
 *   {@link AUDIT_CSV_MAX_ROWS} rows at most (`X-Truncated: true` when there were more).
 * - `GET /figures` → `{success, data: SystemFigures}`.
 *
 * @module
 */
import { PLAN_IDS } from '@alegato/domain';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { requestMeta } from '../auth/audit.js';
import { auditCsv } from './csv.js';
import { listAudit, listUsers, systemFigures } from './repo.js';
import { ADMIN_MESSAGES, changeUser } from './service.js';

/** What the router needs. */
export interface ModuleDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  /** The clock (tests). @default () => new Date() */
  now?: () => Date;
}

/** Rows of the audit CSV at most. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

const page = z.coerce
  .number({ error: ADMIN_MESSAGES.page })
  .int(ADMIN_MESSAGES.page)
  .min(1, ADMIN_MESSAGES.page);
const perPage = z.coerce
  .number({ error: ADMIN_MESSAGES.perPage })
  .int(ADMIN_MESSAGES.perPage)
  .min(1, ADMIN_MESSAGES.perPage)
  .max(100, ADMIN_MESSAGES.perPage);
const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => v || undefined);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_MESSAGES.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), ADMIN_MESSAGES.date)
  .optional()
  .or(z.literal('').transform(() => undefined));

const UsersQuery = z.object({
  q: optionalText,
  plan: optionalText,
  page: page.optional(),
  per_page: perPage.optional(),
});

const UserParam = z.object({ id: z.uuid() });

const UserPatch = z
  .object({
    is_active: z.boolean().optional(),
    plan: z.enum(PLAN_IDS, { error: ADMIN_MESSAGES.plan }).optional(),
    reason: z
      .string({ error: ADMIN_MESSAGES.reason })
      .trim()
      .min(3, ADMIN_MESSAGES.reason)
      .max(500, ADMIN_MESSAGES.reason),
  })
  .refine((v) => v.is_active !== undefined || v.plan !== undefined, {
    message: ADMIN_MESSAGES.nothingToChange,
  });

const AuditFilters = z.object({
  user_id: z
    .uuid({ error: ADMIN_MESSAGES.userId })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  email: optionalText,
  action: optionalText,
  outcome: optionalText,
  date_from: day,
  date_to: day,
});

const AuditQuery = AuditFilters.extend({ page: page.optional(), per_page: perPage.optional() });

const filtersOf = (f: z.output<typeof AuditFilters>) => ({
  userId: f.user_id,
  email: f.email,
  action: f.action,
  outcome: f.outcome,
  dateFrom: f.date_from,
  dateTo: f.date_to,
});

/** Users, audit log, system figures; mounted at `/api/admin` behind `requireAdmin`. */
export function adminRoutes(deps: ModuleDeps): Hono<AppEnv> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const router = new Hono<AppEnv>();

  router.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  router.get('/users', validate('query', UsersQuery), async (c) => {
    const input = c.req.valid('query');
    const p = input.page ?? 1;
    const pp = input.per_page ?? 25;
    const { users, total } = await listUsers(
      db,
      { q: input.q, plan: input.plan, page: p, perPage: pp },
      now(),
    );
    return c.json({ success: true, data: { users, total, page: p, per_page: pp } });
  });

  router.patch(
    '/users/:id',
    validate('param', UserParam, { notFound: ADMIN_MESSAGES.userNotFound }),
    validate('json', UserPatch),
    async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      const result = await changeUser(db, requestMeta(c), c.get('user').id, id, change);
      return c.json({ success: true, data: result });
    },
  );

  router.get('/audit', validate('query', AuditQuery), async (c) => {
    const input = c.req.valid('query');
    const p = input.page ?? 1;
    const pp = input.per_page ?? 50;
    const { rows, total } = await listAudit(db, filtersOf(input), pp, (p - 1) * pp);
    return c.json({ success: true, data: { entries: rows, total, page: p, per_page: pp } });
  });

  router.get('/audit.csv', validate('query', AuditFilters), async (c) => {
    const { rows, total } = await listAudit(db, filtersOf(c.req.valid('query')), AUDIT_CSV_MAX_ROWS, 0);
    const stamp = now().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="auditoria-${stamp}.csv"`);
    if (total > rows.length) c.header('X-Truncated', 'true');
    return c.body(auditCsv(rows));
  });

  router.get('/figures', async (c) => {
    return c.json({ success: true, data: await systemFigures(db, now()) });
  });

  return router;
}
