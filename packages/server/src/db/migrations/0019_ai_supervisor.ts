import { sql, type Kysely } from 'kysely';

/**
 * AI runs and the smart answer cache of the IA Supervisor (issue 15 item 2, ADR 0033):
 *
 * - `ai_runs`: one row per AI work of a user (analysis, chat answer, draft, review grid, report
 *   enhancement, smart-cache search, MCP tool call) — what it was asked (summarised, never a document's
 *   text), the engine, how long it took, how it ended, a few short passages it used (≤ 10 of ≤ 600
 *   characters), the citations it made and whether each passed the check. Deleting the document or the
 *   case keeps the row (the link goes); deleting the account deletes the rows.
 * - `smart_cache`: the answer of `POST /mcp/smart_cache` per user, collection and normalised query, with
 *   the fingerprint of the user's documents it was computed against (`documents_version`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ai_runs (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references auth_users (id) on delete cascade,
      kind text not null check (kind in ('document_analysis', 'comprehensive_analysis', 'case_analysis',
        'draft', 'review_grid', 'product_analysis', 'chat', 'enhancement', 'search', 'mcp')),
      created_at timestamptz not null default now(),
      input_summary text not null default '',
      output_summary text not null default '',
      engine text not null,
      duration_ms integer not null default 0,
      outcome text not null check (outcome in ('ok', 'refused', 'not_found', 'error')),
      quality_score real,
      passages jsonb not null default '[]'::jsonb,
      citations jsonb not null default '[]'::jsonb,
      citations_count integer not null default 0,
      citations_failed integer not null default 0,
      tool text,
      client text,
      auth text not null default 'token' check (auth in ('token', 'api_key')),
      document_id uuid references documents (id) on delete set null,
      case_id uuid references cases (id) on delete set null,
      cache text check (cache in ('hit', 'miss')),
      error text
    )`.execute(db);
  await sql`create index ai_runs_user_time on ai_runs (user_id, created_at desc)`.execute(db);
  await sql`
    create table smart_cache (
      user_id uuid not null references auth_users (id) on delete cascade,
      collection text not null,
      query_key text not null,
      query text not null,
      answer jsonb not null,
      documents_version text not null,
      created_at timestamptz not null default now(),
      primary key (user_id, collection, query_key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('smart_cache').execute();
  await db.schema.dropTable('ai_runs').execute();
}
