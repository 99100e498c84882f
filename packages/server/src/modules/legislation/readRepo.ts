/**
 * Read-only SQL of the legislation reader, `/collections` and `/system/capabilities`: norms are the
 * public `documents` rows of the {@link LEGISLATION_COLLECTION} (their `metadata` holds the BOE front
 * matter), one `document_pages` row per article or section, and `chunks` cut from the bodies. Every
 * query here is one round trip; nothing is read per row.
 *
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { LEGISLATION_COLLECTION } from './repo.js';

/** A norm as listed: the fields of its metadata the law filter needs. */
export interface NormListRow {
  /** `documents.id`. */
  id: string;
  /** `metadata.norm_id` (BOE id). */
  norm_id: string;
  title: string | null;
  rank: string | null;
  date: string | null;
  status: string | null;
  /** `documents.pages`: its articles and other sections. */
  pages: number | null;
}

/** A norm's document row. */
export interface NormRow {
  /** `documents.id`. */
  id: string;
  /** `documents.metadata` (see `normMetadata` of the importer). */
  metadata: Record<string, unknown>;
  /** Changes when the norm is re-imported: part of the TOC cache key. */
  updated_at: Date | string;
}

/** A TOC line as stored: page number and the first line of the page (its heading). */
export interface SectionHeadingRow {
  page: number;
  heading: string;
}

/** Every norm of the public collection, unordered. */
export async function listNormRows(db: Kysely<Database>): Promise<NormListRow[]> {
  return db
    .selectFrom('documents')
    .select([
      'id',
      sql<string>`metadata->>'norm_id'`.as('norm_id'),
      sql<string | null>`metadata->>'title'`.as('title'),
      sql<string | null>`metadata->>'rank'`.as('rank'),
      sql<string | null>`metadata->>'date'`.as('date'),
      sql<string | null>`metadata->>'status'`.as('status'),
      'pages',
    ])
    .where('is_public', '=', true)
    .where('collection', '=', LEGISLATION_COLLECTION)
    .where(sql<boolean>`metadata->>'norm_id' is not null`)
    .execute();
}

/** The public norm with BOE id `normId` (the oldest row if, against the importer's rule, there are two). */
export async function findNormRow(db: Kysely<Database>, normId: string): Promise<NormRow | undefined> {
  return db
    .selectFrom('documents')
    .select(['id', 'metadata', 'updated_at'])
    .where('is_public', '=', true)
    .where('collection', '=', LEGISLATION_COLLECTION)
    .where(sql<boolean>`metadata->>'norm_id' = ${normId}`)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The heading of every page of a document, in page order: the first line of the page text (the
 * importer writes the heading, a single line, first). One query; the bodies stay in the database.
 */
export async function listSectionHeadings(
  db: Kysely<Database>,
  documentId: string,
): Promise<SectionHeadingRow[]> {
  return db
    .selectFrom('document_pages')
    .select(['page', sql<string>`split_part(text, chr(10), 1)`.as('heading')])
    .where('document_id', '=', documentId)
    .orderBy('page')
    .execute();
}

/** One page's full text and the texts of the chunks cut from it, in order. */
export async function readSectionPage(
  db: Kysely<Database>,
  documentId: string,
  page: number,
): Promise<{ text: string; chunks: string[] } | undefined> {
  const row = await db
    .selectFrom('document_pages')
    .select([
      'text',
      (eb) =>
        eb
          .selectFrom('chunks')
          .select(sql<string[]>`coalesce(array_agg(chunks.text order by chunks.ordinal), '{}')`.as('texts'))
          .where('chunks.document_id', '=', documentId)
          .where('chunks.page_from', '=', page)
          .as('chunks'),
    ])
    .where('document_id', '=', documentId)
    .where('page', '=', page)
    .executeTakeFirst();
  if (!row) return undefined;
  return { text: row.text, chunks: row.chunks ?? [] };
}

/** Size of the public legislation: norms, their chunks, and when one was last written. */
export interface LegislationStatsRow {
  norms: number;
  chunks: number;
  last_import: Date | string | null;
}

/** Counts of the public legislation collection (one query). */
export async function legislationStats(db: Kysely<Database>): Promise<LegislationStatsRow> {
  const row = await sql<LegislationStatsRow>`
    select
      (select count(*)::int from documents d
        where d.is_public and d.collection = ${LEGISLATION_COLLECTION}) as norms,
      (select count(*)::int from chunks c join documents d on d.id = c.document_id
        where c.is_public and d.is_public and d.collection = ${LEGISLATION_COLLECTION}) as chunks,
      (select max(d.updated_at) from documents d
        where d.is_public and d.collection = ${LEGISLATION_COLLECTION}) as last_import
  `.execute(db);
  return row.rows[0] ?? { norms: 0, chunks: 0, last_import: null };
}

/** A collection with its counts. */
export interface CollectionRow {
  name: string;
  /** True for the public collections (every signed-in user reads them). */
  public: boolean;
  documents: number;
  chunks: number;
}

/**
 * The caller's own collections (`documents.collection` of their documents) and the public ones, with
 * document and chunk counts; own first, each group by name. Only rows of `userId` or public rows are
 * read.
 */
export async function listCollectionRows(db: Kysely<Database>, userId: string): Promise<CollectionRow[]> {
  const rows = await sql<CollectionRow>`
    select d.collection as name, d.is_public as public, count(*)::int as documents,
      coalesce(sum((select count(*) from chunks c where c.document_id = d.id)), 0)::int as chunks
    from documents d
    where d.is_public or d.user_id = ${userId}
    group by d.collection, d.is_public
    order by d.is_public, d.collection
  `.execute(db);
  return rows.rows;
}
