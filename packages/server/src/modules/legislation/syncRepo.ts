import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { LEGISLATION_COLLECTION } from './repo.js';

/** What a sync needs to know about a stored norm to skip it without downloading its text. */
export interface StoredNormState {
  /** `documents.id`. */
  id: string;
  /** `metadata.last_updated` (`YYYY-MM-DD`), null when absent. */
  lastUpdated: string | null;
  /** `metadata.boe_updated_at`: the BOE's `fecha_actualizacion` of the synced text, null for corpus files. */
  boeUpdatedAt: string | null;
  /** `metadata.status` (`in_force`, `repealed`, …). */
  status: string | null;
}

/** Public legislation already stored, by `metadata.norm_id`, with its dates and status. */
export async function listNormStates(db: Kysely<Database>): Promise<Map<string, StoredNormState>> {
  const rows = await db
    .selectFrom('documents')
    .select([
      'id',
      sql<string | null>`metadata->>'norm_id'`.as('norm_id'),
      sql<string | null>`metadata->>'last_updated'`.as('last_updated'),
      sql<string | null>`metadata->>'boe_updated_at'`.as('boe_updated_at'),
      sql<string | null>`metadata->>'status'`.as('status'),
    ])
    .where('is_public', '=', true)
    .where('collection', '=', LEGISLATION_COLLECTION)
    .execute();
  const out = new Map<string, StoredNormState>();
  for (const r of rows) {
    if (!r.norm_id) continue;
    out.set(r.norm_id, {
      id: r.id,
      lastUpdated: r.last_updated,
      boeUpdatedAt: r.boe_updated_at,
      status: r.status,
    });
  }
  return out;
}

/** Merges `patch` into a norm's `documents.metadata` (top-level keys replaced), stamping `updated_at`. */
export async function patchNormMetadata(
  db: Kysely<Database>,
  documentId: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await db
    .updateTable('documents')
    .set({
      metadata: sql`metadata || ${JSON.stringify(patch)}::jsonb`,
      updated_at: sql`now()`,
    })
    .where('id', '=', documentId)
    .execute();
}
