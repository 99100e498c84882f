import { sql, type Kysely } from 'kysely';

/**
 * Fair job claims (ADR 0015): the queue orders due jobs by how many jobs their user has running and when
 * that user was last served, both looked up by `payload->>'user_id'`. Jobs queued before this migration
 * get their document's owner in the payload.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index jobs_user_status_idx on jobs ((payload->>'user_id'), status, updated_at)`.execute(
    db,
  );
  await sql`
    update jobs j set payload = j.payload || jsonb_build_object('user_id', d.user_id::text)
    from documents d
    where j.kind = 'ingest_document' and j.payload->>'user_id' is null
      and d.id::text = j.payload->>'document_id'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists jobs_user_status_idx`.execute(db);
}
