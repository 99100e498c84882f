/**
 * The documents list joins each row's stored item (`documents.list_item`, migration 0026): for every
 * state a document goes through — processing with a fractional progress, ready with pages, failed with
 * an error, in a case, public — the stored item is exactly the `DocumentDto` the single-document read
 * builds in TypeScript, and stays so after each update.
 */
import { sql, type Insertable } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachTarget, useTestEnv } from '../../../test/targets.js';
import type { DocumentsTable } from '../../db/schema.js';
import { findDocument, listDocuments, listDocumentsJson } from './repo.js';

const ana = '00000000-0000-4000-8000-00000000a0a0';

describeEachTarget('documents list items', (target) => {
  const env = useTestEnv(target);

  it('each stored item is the DTO of its row, through every state', async () => {
    const db = env.database.db;
    const { id: caseId } = await db
      .insertInto('cases')
      .values({ user_id: ana, title: 'Desahucio' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const insert = (values: Partial<Insertable<DocumentsTable>>) =>
      db
        .insertInto('documents')
        .values({
          user_id: ana,
          filename: 'contrato de arrendamiento ñ "comillas".pdf',
          size: 12_345_678_901,
          type: 'pdf',
          sha256: 'a'.repeat(64),
          storage_key: null,
          metadata: '{}',
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const processing = await insert({ progress: 1 / 3 });
    const failed = await insert({ status: 'error', error: 'No se pudo leer el PDF.', case_id: caseId });
    const publicOne = await insert({
      user_id: null,
      is_public: true,
      collection: 'legislacion',
      type: 'txt',
    });
    await db
      .updateTable('documents')
      .set({ status: 'ready', pages: 12, progress: 1 })
      .where('id', '=', failed.id)
      .execute();
    await sql`update documents set updated_at = '2026-02-03T04:05:06.789123Z' where id = ${processing.id}`.execute(
      db,
    );

    const listed = await listDocuments(db, { userId: ana, includePublic: true });
    expect(listed.map((d) => d.id).sort()).toEqual([processing.id, failed.id, publicOne.id].sort());
    for (const item of listed) {
      const dto = await findDocument(db, ana, item.id, { allowPublic: true });
      expect(item).toEqual(dto);
      // Keys in the API's order, as the DTO has them.
      expect(Object.keys(item)).toEqual(Object.keys(dto ?? {}));
    }
    const byId = new Map(listed.map((d) => [d.id, d]));
    expect(byId.get(processing.id)?.progress).toBe(0.333);
    expect(byId.get(processing.id)?.updated_at).toBe('2026-02-03T04:05:06.789Z');
    expect(byId.get(failed.id)).toMatchObject({
      status: 'ready',
      pages: 12,
      case_id: caseId,
      error: 'No se pudo leer el PDF.',
    });
    expect(byId.get(publicOne.id)).toMatchObject({ public: true, collection: 'legislacion' });
    expect(byId.get(processing.id)?.size).toBe(12_345_678_901);
    // Another user's list holds none of Ana's documents, only the public one when asked.
    expect(await listDocumentsJson(db, { userId: '00000000-0000-4000-8000-00000000b0b0' })).toBe('[]');
  });
});
