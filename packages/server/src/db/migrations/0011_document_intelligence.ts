import { sql, type Kysely } from 'kysely';

/**
 * Document intelligence (issue 13): stored analyses and chat with a document.
 *
 * - `document_analyses`: one row per analysis run of a document (`kind` `analyze` for
 *   `/document/analyze`, `comprehensive` for `/document/comprehensive_legal_analysis`), its
 *   `analysis_type` or `depth`, the `engine` that wrote it (`alegato-nlp`, or a provider's name),
 *   the result as JSON and how long it took. `GET /document/analysis/{document}` serves the newest.
 * - `chat_sessions` / `chat_messages`: a user's conversations about one document; each assistant
 *   message keeps the passages it quoted (`citations`: page, text) and whether the document answered
 *   (`found`). Deleting the document deletes its analyses and conversations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_analyses')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('document_id', 'uuid', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('analyze', 'comprehensive')`))
    .addColumn('analysis_type', 'text', (col) => col.notNull())
    .addColumn('depth', 'text', (col) => col.check(sql`depth in ('basic', 'complete', 'expert')`))
    .addColumn('engine', 'text', (col) => col.notNull())
    .addColumn('result', 'jsonb', (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index document_analyses_user_doc_idx on document_analyses (user_id, document_id, created_at desc)`.execute(
    db,
  );

  await db.schema
    .createTable('chat_sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('document_id', 'uuid', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index chat_sessions_user_idx on chat_sessions (user_id, updated_at desc)`.execute(db);

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('session_id', 'uuid', (col) =>
      col.notNull().references('chat_sessions.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('citations', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('found', 'boolean')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index chat_messages_session_idx on chat_messages (session_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_sessions').execute();
  await db.schema.dropTable('document_analyses').execute();
}
