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
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertSameUser } from '../../middleware/auth.js';
import { readFields, readJson, validationError } from '../../middleware/body.js';
import type { AppEnv } from '../../types.js';
import type { DocumentsDeps } from '../documents/service.js';
import { removeDocuments } from '../documents/service.js';
import { listDocuments } from '../documents/repo.js';
import { findCase, insertCase, listCases, updateCase } from './repo.js';
import { CASE_MESSAGES, CaseCreateSchema, CaseUpdateSchema, DocumentsModeSchema } from './schema.js';

/** Dependencies of {@link caseRoutes}. */
export interface CaseRoutesDeps {
  db: Kysely<Database>;
  /** Documents service deps, to delete a case's documents with their files. */
  documents: DocumentsDeps;
}

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
    const user = c.get('user');
    const id = caseIdOf(c.req.param('caseId'));
    if (!(await findCase(db, user.id, id))) throw AppError.notFound(CASE_MESSAGES.notFound);
    const documents = await listDocuments(db, { userId: user.id, caseId: id });
    return c.json({ success: true, data: { documents } });
  });

  router.get('/:userId', async (c) => {
    const user = c.get('user');
    assertSameUser(c, c.req.param('userId'));
    return c.json({ success: true, data: { cases: await listCases(db, user.id) } });
  });

  router.post('/', async (c) => {
    const user = c.get('user');
    const input = await readFields(c, CaseCreateSchema);
    assertSameUser(c, (input as { user_id?: string }).user_id);
    const { user_id: _ignored, ...values } = input as typeof input & { user_id?: string };
    const id = await insertCase(db, user.id, values);
    const created = await findCase(db, user.id, id);
    c.get('log').info({ user_id: user.id, action: 'case_create', outcome: 'ok' }, 'case created');
    return c.json({ success: true, data: { case: created } }, 201);
  });

  router.put('/:caseId', async (c) => {
    const user = c.get('user');
    const id = caseIdOf(c.req.param('caseId'));
    const raw = await readJson(c);
    const parsed = CaseUpdateSchema.safeParse(raw);
    if (!parsed.success) throw validationError(parsed.error.issues);
    const { user_id: _ignored, ...changes } = parsed.data as typeof parsed.data & { user_id?: string };
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    if (Object.keys(defined).length === 0) {
      if (!(await findCase(db, user.id, id))) throw AppError.notFound(CASE_MESSAGES.notFound);
      throw AppError.validation(CASE_MESSAGES.nothingToUpdate);
    }
    if (!(await updateCase(db, user.id, id, defined))) throw AppError.notFound(CASE_MESSAGES.notFound);
    return c.json({ success: true, data: { case: await findCase(db, user.id, id) } });
  });

  router.delete('/:caseId', async (c) => {
    const user = c.get('user');
    const id = caseIdOf(c.req.param('caseId'));
    const mode = DocumentsModeSchema.safeParse(c.req.query('documents') ?? 'keep');
    if (!mode.success) throw validationError(mode.error.issues);
    if (!(await findCase(db, user.id, id))) throw AppError.notFound(CASE_MESSAGES.notFound);
    const docs = await db
      .selectFrom('documents')
      .select('id')
      .where('case_id', '=', id)
      .where('user_id', '=', user.id)
      .execute();
    let deleted = 0;
    if (mode.data === 'delete')
      deleted = await removeDocuments(
        deps.documents,
        user.id,
        docs.map((d) => d.id),
      );
    // Documents still linked (mode keep) are unlinked by the foreign key (on delete set null).
    await db.deleteFrom('cases').where('id', '=', id).where('user_id', '=', user.id).execute();
    c.get('log').info(
      { user_id: user.id, action: 'case_delete', outcome: 'ok', documents: mode.data },
      'case deleted',
    );
    return c.json({
      success: true,
      data: {
        deleted: true,
        documents_deleted: deleted,
        documents_unlinked: mode.data === 'keep' ? docs.length : 0,
      },
    });
  });

  return router;
}
