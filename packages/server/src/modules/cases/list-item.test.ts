/**
 * The cases list joins each row's stored item (`cases.list_item`, migration 0027), whose documents are
 * counted by triggers on `documents`: the count follows a document linked, moved to another case,
 * unlinked, deleted, linked in bulk or concurrently, its case deleted and `truncate`; and every stored
 * item is exactly the {@link CaseRow} the single-case read builds, keys in its order. The migration
 * counts the documents already linked.
 */
import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachTarget, useTestEnv } from '../../../test/targets.js';
import * as migration from '../../db/migrations/0027_case_list_item.js';
import type { Database } from '../../db/schema.js';
import { deleteCaseRow, findCase, insertCase, listCases, listCasesJson, updateCase } from './repo.js';

const ana = '00000000-0000-4000-8000-00000000a0a0';
const ben = '00000000-0000-4000-8000-00000000b0b0';

/** Inserts one of Ana's documents, linked to `caseId` (or to none). */
async function insertDocument(db: Kysely<Database>, caseId: string | null, name = 'escrito.pdf') {
  const { id } = await db
    .insertInto('documents')
    .values({
      user_id: ana,
      case_id: caseId,
      filename: name,
      size: 1_000,
      type: 'pdf',
      sha256: 'b'.repeat(64),
      storage_key: null,
      metadata: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Each of Ana's cases' documents count, as the list sends it, by title. */
async function counts(db: Kysely<Database>): Promise<Record<string, number>> {
  const cases = await listCases(db, ana);
  return Object.fromEntries(cases.map((c) => [c.title, c.documents_count]));
}

describeEachTarget('cases list items', (target) => {
  const env = useTestEnv(target);

  it('count the documents through links, moves, unlinks, deletions and truncate', async () => {
    const db = env.database.db;
    const desahucio = await insertCase(db, ana, { title: 'Desahucio' });
    const herencia = await insertCase(db, ana, { title: 'Herencia' });
    expect(await counts(db)).toEqual({ Desahucio: 0, Herencia: 0 });

    const a = await insertDocument(db, desahucio);
    const b = await insertDocument(db, desahucio);
    const loose = await insertDocument(db, null);
    // A public document in no case counts nowhere.
    await sql`insert into documents (user_id, is_public, collection, filename, size, type, sha256, metadata)
      values (null, true, 'legislacion', 'BOE-A-1994-26003.txt', 10, 'txt', ${'c'.repeat(64)}, '{}')`.execute(
      db,
    );
    expect(await counts(db)).toEqual({ Desahucio: 2, Herencia: 0 });

    // Moved, linked, re-linked to the same case (no change), unlinked.
    await db.updateTable('documents').set({ case_id: herencia }).where('id', '=', a).execute();
    await db.updateTable('documents').set({ case_id: herencia }).where('id', '=', loose).execute();
    await db.updateTable('documents').set({ case_id: herencia }).where('id', '=', loose).execute();
    expect(await counts(db)).toEqual({ Desahucio: 1, Herencia: 2 });
    await db.updateTable('documents').set({ case_id: null }).where('id', '=', b).execute();
    await db.deleteFrom('documents').where('id', '=', a).execute();
    expect(await counts(db)).toEqual({ Desahucio: 0, Herencia: 1 });

    // Many at once, then concurrently, one by one.
    await db.updateTable('documents').set({ case_id: desahucio }).where('user_id', '=', ana).execute();
    expect(await counts(db)).toEqual({ Desahucio: 2, Herencia: 0 });
    const more = await Promise.all(
      Array.from({ length: 8 }, (_, i) => insertDocument(db, herencia, `${i}.pdf`)),
    );
    await Promise.all(
      more.slice(0, 5).map((id) => db.deleteFrom('documents').where('id', '=', id).execute()),
    );
    expect(await counts(db)).toEqual({ Desahucio: 2, Herencia: 3 });

    // A case's deletion unlinks its documents (the foreign key): the other case keeps its count.
    await deleteCaseRow(db, ana, desahucio);
    expect(await counts(db)).toEqual({ Herencia: 3 });
    expect(
      await db
        .selectFrom('documents')
        .select('id')
        .where('user_id', '=', ana)
        .where('case_id', 'is', null)
        .execute(),
    ).toHaveLength(2);

    await sql`truncate documents cascade`.execute(db);
    expect(await counts(db)).toEqual({ Herencia: 0 });
  });

  it('each stored item is the row the single-case read builds, most recently updated first', async () => {
    const db = env.database.db;
    const first = await insertCase(db, ana, {
      title: 'Reclamación de cantidad «urgente» ñ',
      description: 'Línea 1\nLínea 2 "comillas"',
      status: 'active',
      priority: 'urgent',
      client_name: 'María Pérez',
      client_email: 'maria@example.es',
      client_phone: '+34 600 000 000',
      due_date: '2026-12-31',
      tags: ['civil', 'arrendamientos'],
      case_type: 'civil',
      court: 'Juzgado de Primera Instancia n.º 3 de Madrid',
      judge: 'D.ª Ana López',
      notes: 'Notas',
    });
    const second = await insertCase(db, ana, { title: 'Sin datos' });
    await insertDocument(db, first);
    await sql`update cases set updated_at = '2026-02-03T04:05:06.789123Z' where id = ${second}`.execute(db);
    await updateCase(db, ana, first, { notes: null, tags: [] });
    await insertCase(db, ben, { title: 'De Ben' });

    const listed = await listCases(db, ana);
    expect(listed.map((c) => c.id)).toEqual([first, second]);
    for (const item of listed) {
      const row = await findCase(db, ana, item.id);
      expect(item).toEqual(row);
      expect(Object.keys(item)).toEqual(Object.keys(row ?? {}));
    }
    expect(listed[0]).toMatchObject({ documents_count: 1, due_date: '2026-12-31', tags: [], notes: null });
    expect(listed[1]?.updated_at).toBe('2026-02-03T04:05:06.789Z');
    expect(await listCasesJson(db, '00000000-0000-4000-8000-00000000c0c0')).toBe('[]');
  });

  it('the migration counts the documents linked before it', async () => {
    const db = env.database.db;
    await migration.down(db as unknown as Kysely<unknown>);
    const { id: caseId } = await db
      .insertInto('cases')
      .values({ user_id: ana, title: 'Anterior' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertDocument(db, caseId);
    await insertDocument(db, caseId);
    await insertDocument(db, null);
    await migration.up(db as unknown as Kysely<unknown>);
    expect(await counts(db)).toEqual({ Anterior: 2 });
    await insertDocument(db, caseId);
    expect(await counts(db)).toEqual({ Anterior: 3 });
  });
});
