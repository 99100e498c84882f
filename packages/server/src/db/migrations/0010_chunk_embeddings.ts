import { sql, type Kysely } from 'kysely';

/**
 * `chunk_embeddings`: one vector per passage, written by the embedder when `EMBEDDINGS_URL` is set
 * (ADR 0021). `vector` is the L2-normalised embedding as little-endian float32 bytes; `model` and
 * `dims` say what produced it, so a change of model re-embeds. A plain table on both engines
 * (neither pgvector nor PGlite's `vector` is installable here): the search thread loads it and ranks
 * in memory. Deleting a chunk (a norm re-imported) deletes its vector.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chunk_embeddings')
    .addColumn('chunk_id', 'bigint', (col) => col.primaryKey().references('chunks.id').onDelete('cascade'))
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('dims', 'integer', (col) => col.notNull())
    .addColumn('vector', sql`bytea`, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('chunk_embeddings_model_idx')
    .on('chunk_embeddings')
    .columns(['model', 'chunk_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chunk_embeddings').execute();
}
