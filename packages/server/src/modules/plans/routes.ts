import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { planAllows } from '@alegato/domain';
import type { Database } from '../../db/schema.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { planContext, planStatus } from './service.js';

/** Spanish messages of the support requests. */
export const SUPPORT_MESSAGES = {
  subject: 'El asunto es obligatorio (máximo 200 caracteres).',
  message: 'El mensaje es obligatorio (máximo 5000 caracteres).',
  received: 'Hemos recibido tu consulta. Te responderemos por email.',
  receivedPriority:
    'Hemos recibido tu consulta con prioridad. Te responderemos por email en menos de 24 horas.',
} as const;

const SupportSchema = z.object({
  subject: z
    .string({ error: SUPPORT_MESSAGES.subject })
    .trim()
    .min(1, SUPPORT_MESSAGES.subject)
    .max(200, SUPPORT_MESSAGES.subject),
  message: z
    .string({ error: SUPPORT_MESSAGES.message })
    .trim()
    .min(1, SUPPORT_MESSAGES.message)
    .max(5000, SUPPORT_MESSAGES.message),
});

/** `GET /api/plan` → `{success:true, data: PlanStatus}` (domain `PlanStatusSchema`). Mount at `/api/plan`. */
export function planRoutes(deps: { db: Kysely<Database> }): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/', async (c) => c.json({ success: true, data: await planStatus(deps.db, c.get('user')) }));
  return router;
}

/**
 * Support requests, mounted at `/api/support`: `POST /` `{subject, message}` → 201 `{success, data: {id,
 * priority, message}}`, stored with `priority` when the plan includes priority support (spec §6: despacho
 * and empresarial; ADR 0026); `GET /` → the caller's requests, newest first.
 */
export function supportRoutes(deps: { db: Kysely<Database> }): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post('/', validate('json', SupportSchema), async (c) => {
    const user = c.get('user');
    const input = c.req.valid('json');
    const { plan } = await planContext(deps.db, user);
    const priority = planAllows(plan, 'priority_support');
    const row = await deps.db
      .insertInto('support_requests')
      .values({ user_id: user.id, plan, priority, subject: input.subject, message: input.message })
      .returning('id')
      .executeTakeFirstOrThrow();
    c.get('log').info(
      { user_id: user.id, action: 'support_request', outcome: 'ok', priority },
      'support request',
    );
    return c.json(
      {
        success: true,
        data: {
          id: row.id,
          priority,
          message: priority ? SUPPORT_MESSAGES.receivedPriority : SUPPORT_MESSAGES.received,
        },
      },
      201,
    );
  });
  router.get('/', async (c) => {
    const rows = await deps.db
      .selectFrom('support_requests')
      .select(['id', 'subject', 'message', 'priority', 'plan', 'created_at'])
      .where('user_id', '=', c.get('user').id)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
    return c.json({ success: true, data: { requests: rows } });
  });
  return router;
}
