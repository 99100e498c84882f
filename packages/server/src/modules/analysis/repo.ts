import type { Kysely } from 'kysely';
import type { Database, DocumentAnalysesTable } from '../../db/schema.js';

/** A stored analysis row as the routes read it. */
export interface StoredAnalysis {
  id: string;
  document_id: string;
  kind: DocumentAnalysesTable['kind'];
  analysis_type: string;
  depth: DocumentAnalysesTable['depth'];
  engine: string;
  result: Record<string, unknown>;
  duration_ms: number;
  created_at: string;
}

/** Stores one analysis run; returns its id. */
export async function insertAnalysis(
  db: Kysely<Database>,
  row: {
    documentId: string;
    userId: string;
    kind: DocumentAnalysesTable['kind'];
    analysisType: string;
    depth: DocumentAnalysesTable['depth'];
    engine: string;
    result: Record<string, unknown>;
    durationMs: number;
  },
): Promise<string> {
  const inserted = await db
    .insertInto('document_analyses')
    .values({
      document_id: row.documentId,
      user_id: row.userId,
      kind: row.kind,
      analysis_type: row.analysisType,
      depth: row.depth,
      engine: row.engine,
      result: JSON.stringify(row.result),
      duration_ms: Math.round(row.durationMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The newest stored analysis of a user's document, or undefined. */
export async function newestAnalysis(
  db: Kysely<Database>,
  userId: string,
  documentId: string,
): Promise<StoredAnalysis | undefined> {
  const row = await db
    .selectFrom('document_analyses')
    .select([
      'id',
      'document_id',
      'kind',
      'analysis_type',
      'depth',
      'engine',
      'result',
      'duration_ms',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    result: (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as Record<string, unknown>,
    created_at: new Date(row.created_at).toISOString(),
  };
}
