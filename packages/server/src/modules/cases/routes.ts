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
import { AppError } from '../../errors.js';
import { assertSameUser } from '../../middleware/auth.js';
import { readFields, readJson, validationError } from '../../middleware/body.js';
import type { AppEnv } from '../../types.js';
import { CASE_MESSAGES, CaseCreateSchema, CaseUpdateSchema, DocumentsModeSchema } from './schema.js';
import {
  changeCase,
  createCase,
  deleteCase,
  listCaseDocuments,
  listUserCases,
  type CasesDeps,
} from './service.js';

/** Dependencies of {@link caseRoutes}. */
export type CaseRoutesDeps = CasesDeps;

const Uuid = z.uuid();

/** A path id that is not a UUID cannot name a case: 404 like any other unknown case. */
function caseIdOf(raw: string): string {
  if (!Uuid.safeParse(raw).success) throw AppError.notFound(CASE_MESSAGES.notFound);
  return raw;
}

export function caseRoutes(deps: CaseRoutesDeps): Hono<AppEnv> {
  const { db } = deps;
  const router = new Hono<AppEnv>();

  router.get('/:caseId/documents', async (c) => {
    const documents = await listCaseDocuments(db, c.get('user').id, caseIdOf(c.req.param('caseId')));
    return c.json({ success: true, data: { documents } });
  });

  router.get('/:userId', async (c) => {
    assertSameUser(c, c.req.param('userId'));
    return c.json({ success: true, data: { cases: await listUserCases(db, c.get('user').id) } });
  });

  router.post('/', async (c) => {
    const user = c.get('user');
    const input = await readFields(c, CaseCreateSchema);
    assertSameUser(c, (input as { user_id?: string }).user_id);
    const { user_id: _ignored, ...values } = input as typeof input & { user_id?: string };
    const created = await createCase(db, user.id, values);
    c.get('log').info({ user_id: user.id, action: 'case_create', outcome: 'ok' }, 'case created');
    return c.json({ success: true, data: { case: created } }, 201);
  });

  router.put('/:caseId', async (c) => {
    const id = caseIdOf(c.req.param('caseId'));
    const parsed = CaseUpdateSchema.safeParse(await readJson(c));
    if (!parsed.success) throw validationError(parsed.error.issues);
    const { user_id: _ignored, ...changes } = parsed.data as typeof parsed.data & { user_id?: string };
    return c.json({ success: true, data: { case: await changeCase(db, c.get('user').id, id, changes) } });
  });

  router.delete('/:caseId', async (c) => {
    const user = c.get('user');
    const id = caseIdOf(c.req.param('caseId'));
    const mode = DocumentsModeSchema.safeParse(c.req.query('documents') ?? 'keep');
    if (!mode.success) throw validationError(mode.error.issues);
    const data = await deleteCase(deps, user.id, id, mode.data);
    c.get('log').info(
      { user_id: user.id, action: 'case_delete', outcome: 'ok', documents: mode.data },
      'case deleted',
    );
    return c.json({ success: true, data });
  });

  return router;
}
