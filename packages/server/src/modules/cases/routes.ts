/**
 * Cases (spec §7 Cases, ADR 0010), mounted at `/cases` behind `requireUser`:
 *
 * - `GET /{userId}` → `{success, data: {cases}}` (the caller's own id only: another id → 403).
 * - `POST /` form or JSON (`title`, `client_name`, `user_id`, `description`, any other Case field) →
 *   201 `{success, data: {case}}`.
 * - `PUT /{caseId}?user_id` JSON of the changed fields → `{success, data: {case}}`.
 * - `DELETE /{caseId}?user_id&documents=keep|delete` → `{success, data: {deleted, documents_deleted,
 *   documents_unlinked}}`; `keep` (default) leaves the documents without a case.
 * - `GET /{caseId}/documents` → `{success, data: {documents}}`.
 *
 * Another user's case answers 404. Owner, id and timestamps are never taken from the body.
 *
 * @module
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { assertSameUser } from '../../middleware/auth.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { CASE_MESSAGES, CaseCreateSchema, CaseUpdateSchema, DocumentsModeSchema } from './schema.js';
import {
  changeCase,
  createCase,
  deleteCase,
  listCaseDocuments,
  listUserCasesJson,
  type CasesDeps,
} from './service.js';
import { jsonTextResponse } from '../../http/json-text.js';

/** Dependencies of {@link caseRoutes}. */
export type CaseRoutesDeps = CasesDeps;

/** A path id that is not a UUID cannot name a case: 404 like any other unknown case. */
const caseParam = validate('param', z.object({ caseId: z.uuid() }), { notFound: CASE_MESSAGES.notFound });

/** `DELETE /{caseId}?documents=keep|delete`, `keep` by default. */
const DeleteQuerySchema = z.object({ documents: DocumentsModeSchema.default('keep') });

export function caseRoutes(deps: CaseRoutesDeps): Hono<AppEnv> {
  const { db } = deps;
  const router = new Hono<AppEnv>();

  router.get('/:caseId/documents', caseParam, async (c) => {
    const documents = await listCaseDocuments(db, c.get('user').id, c.req.valid('param').caseId);
    return c.json({ success: true, data: { documents } });
  });

  // The cases arrive as the JSON text the database built and are sent as they are (ADR 0036).
  router.get('/:userId', async (c) => {
    assertSameUser(c, c.req.param('userId'));
    const cases = await listUserCasesJson(db, c.get('user').id);
    return jsonTextResponse(c, 'cases', cases);
  });

  router.post('/', validate('form', CaseCreateSchema), async (c) => {
    const user = c.get('user');
    const { user_id, ...values } = c.req.valid('form');
    assertSameUser(c, user_id);
    const created = await createCase(db, user.id, values);
    c.get('log').info({ user_id: user.id, action: 'case_create', outcome: 'ok' }, 'case created');
    return c.json({ success: true, data: { case: created } }, 201);
  });

  router.put('/:caseId', caseParam, validate('json', CaseUpdateSchema), async (c) => {
    const id = c.req.valid('param').caseId;
    const { user_id: _ignored, ...changes } = c.req.valid('json');
    return c.json({ success: true, data: { case: await changeCase(db, c.get('user').id, id, changes) } });
  });

  router.delete('/:caseId', caseParam, validate('query', DeleteQuerySchema), async (c) => {
    const user = c.get('user');
    const id = c.req.valid('param').caseId;
    const mode = c.req.valid('query').documents;
    const data = await deleteCase(deps, user.id, id, mode);
    c.get('log').info(
      { user_id: user.id, action: 'case_delete', outcome: 'ok', documents: mode },
      'case deleted',
    );
    return c.json({ success: true, data });
  });

  return router;
}
