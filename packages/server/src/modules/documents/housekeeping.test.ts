/**
 * Deleting documents tells the housekeeper how many pages and chunks went with them (issue 16 item 4),
 * both for a user's deletion and for an account's: on the embedded database those counts earn the
 * tables a background VACUUM (db/housekeeping.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pino from 'pino';
import { expect, it } from 'vitest';
import { describeEachTarget, useTestEnv } from '../../../test/targets.js';
import type { Database } from '../../db/schema.js';
import type { TableName } from '../../db/housekeeping.js';
import { createLocalFileStore } from '../files/store.js';
import { createAccountDataRegistry } from '../account/registry.js';
import { registerDocumentsAccountData } from './account.js';
import { removeDocuments, type DocumentsDeps } from './service.js';

/** A document of `user` with `pages` pages and `chunks` chunks; returns its id. */
async function seedDocument(db: Kysely<Database>, user: string, pages: number, chunks: number) {
  const id = randomUUID();
  await sql`
    insert into documents (id, user_id, filename, size, type, sha256, status, pages)
    values (${id}, ${user}, 'sentencia.pdf', 1000, 'pdf', md5(${id}), 'ready', ${pages})`.execute(db);
  await sql`
    insert into document_pages (document_id, page, text, method)
    select ${id}, g, 'Página ' || g, 'text' from generate_series(1, ${pages}) as g`.execute(db);
  await sql`
    insert into chunks (document_id, user_id, ordinal, page_from, page_to, text, method)
    select ${id}, ${user}, g, 1, 1, 'Fragmento ' || g, 'text' from generate_series(0, ${chunks - 1}) as g`.execute(
    db,
  );
  return id;
}

describeEachTarget('documents deletion and housekeeping', (target) => {
  const env = useTestEnv(target);

  function depsNoting(noted: Array<[TableName, number]>): DocumentsDeps {
    return {
      db: env.database.db,
      files: createLocalFileStore(env.isolated.dataDir),
      logger: pino({ level: 'silent' }),
      housekeeper: { noteChanges: (table, rows) => noted.push([table, rows]) },
    };
  }

  it("notes the deleted documents' pages and chunks, and nothing of another user's", async () => {
    const { db } = env.database;
    const ana = randomUUID();
    const other = randomUUID();
    const a = await seedDocument(db, ana, 3, 40);
    const b = await seedDocument(db, ana, 2, 25);
    const foreign = await seedDocument(db, other, 5, 50);
    const noted: Array<[TableName, number]> = [];

    expect(await removeDocuments(depsNoting(noted), ana, [a, b, foreign])).toBe(2);
    expect(noted).toEqual([
      ['document_pages', 5],
      ['chunks', 65],
    ]);
    const left = await sql<{ n: number }>`select count(*)::int as n from chunks`.execute(db);
    expect(left.rows[0]?.n).toBe(50);
  });

  it("notes an account's pages and chunks when the account is deleted", async () => {
    const { db } = env.database;
    const ana = randomUUID();
    await seedDocument(db, ana, 4, 30);
    await seedDocument(db, ana, 1, 10);
    const noted: Array<[TableName, number]> = [];
    const registry = createAccountDataRegistry();
    registerDocumentsAccountData(registry, depsNoting(noted));
    const documents = registry.owners().find((o) => o.name === 'documents');

    await db.transaction().execute((trx) => documents!.delete(trx, { id: ana, email: 'ana@example.es' }));
    expect(noted).toEqual([
      ['document_pages', 5],
      ['chunks', 40],
    ]);
  });
});
