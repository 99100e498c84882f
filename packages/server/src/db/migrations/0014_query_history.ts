import { sql, type Kysely } from 'kysely';

/**
 * The query history (issue 14 item 1, spec §3 Query history item, §7 History and consent):
 * `query_history` holds one row per search, extraction query, document, product or case analysis,
 * review grid and chat question a user made while `users.history_enabled` was on — what was asked
 * (`content`), its filters, how many results, a short list of them to open again, how long it took and
 * the document or case it was about. Deleting the document or the case keeps the row (the link goes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table query_history (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null,
      type text not null check (type in ('search', 'consulta', 'document_analysis',
        'comprehensive_analysis', 'product_analysis', 'case_analysis', 'review_grid', 'chat')),
      content text not null,
      filters jsonb not null default '{}'::jsonb,
      result_count integer not null default 0,
      results jsonb not null default '[]'::jsonb,
      response_time_ms integer not null default 0,
      document_id uuid references documents (id) on delete set null,
      case_id uuid references cases (id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index query_history_user_time on query_history (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('query_history').execute();
}
