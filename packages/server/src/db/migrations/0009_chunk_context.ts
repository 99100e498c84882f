import type { Kysely } from 'kysely';

/**
 * `chunks.context`: the structural headings above a passage ('LIBRO CUARTO › TÍTULO XVIII › CAPÍTULO
 * III. De la prescripción de las acciones'), written by the legislation importer. Many articles of the
 * older codes have no title of their own ('Artículo 1968'), so the chapter they sit in is what says
 * what they are about; the search ranks it as a field of its own (ADR 0021). Null for uploads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chunks').addColumn('context', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chunks').dropColumn('context').execute();
}
