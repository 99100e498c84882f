import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  BOE_ATTRIBUTION,
  chunkArticles,
  DEFAULT_MAX_CHUNK_CHARS,
  pageText,
  parseFrontMatter,
  parseNorm,
  type ParsedNorm,
} from './parse.js';
import { compactAfterBulkWrite, type CompactResult, type TableName } from '../../db/housekeeping.js';
import { listStoredNorms, writeNorm, type StoredNorm } from './repo.js';

/**
 * Version of what the importer writes (parsing, chunking, metadata). Bump it when that changes: norms
 * stored by an older version are rewritten even when their file is unchanged.
 */
export const IMPORTER_VERSION = 2;

/** What happened to one norm. */
export interface NormImportResult {
  /** The norm's BOE id. */
  normId: string;
  /**
   * `imported` (new), `updated` (same id, new content or an older importer version: rows replaced) or
   * `skipped` (same sha256 and importer version).
   */
  outcome: 'imported' | 'updated' | 'skipped';
  /** Pages written (articles and sections); 0 when skipped. */
  articles: number;
  /** Chunks written; 0 when skipped. */
  chunks: number;
  /** `documents.id`. */
  documentId: string;
}

/** Totals of {@link importLegislationFiles}. */
export interface LegislationImportSummary {
  /** Norms written (new or changed). */
  imported: number;
  /** Norms already present with the same sha256. */
  skipped: number;
  /** Files that could not be read or written, with the reason. */
  failed: { file: string; message: string }[];
  /** Pages (articles and sections) written. */
  articles: number;
  /** Chunks written. */
  chunks: number;
  /** Bytes of Markdown read. */
  bytes: number;
  /** Wall time in milliseconds. */
  ms: number;
  /** The VACUUM and CHECKPOINT that end an import that wrote anything; null when nothing was written. */
  compact: CompactResult | null;
}

/** The tables a norm's import writes (vacuumed and analyzed after a bulk import). */
export const LEGISLATION_TABLES: readonly TableName[] = ['documents', 'document_pages', 'chunks'];

/**
 * Ends a bulk import that wrote anything: `VACUUM (ANALYZE)` of {@link LEGISLATION_TABLES} and a
 * `CHECKPOINT`, so the planner sees the new rows and the embedded database's WAL goes back to its normal
 * size (see `db/housekeeping.ts`).
 */
export function finishLegislationImport(db: Kysely<Database>): Promise<CompactResult> {
  return compactAfterBulkWrite(db, LEGISLATION_TABLES);
}

/** Options for {@link importNorm} and {@link importLegislationFiles}. */
export interface ImportOptions {
  /** Longest chunk before an article is split. @default 2000 */
  maxChunkChars?: number;
}

/** Options for {@link importLegislationFiles}. */
export interface ImportFilesOptions extends ImportOptions {
  /** Called after each file with its 1-based index, the total and the result (or the error). */
  onProgress?: (done: number, total: number, file: string, result: NormImportResult | Error) => void;
}

/** `documents.metadata` of a norm: its front matter plus the BOE attribution. */
export function normMetadata(meta: ParsedNorm['meta']): Record<string, unknown> {
  return {
    norm_id: meta.normId,
    title: meta.title,
    rank: meta.rank,
    date: meta.date,
    last_updated: meta.lastUpdated,
    status: meta.status,
    department: meta.department,
    eli: meta.eli,
    // The consolidated text on boe.es; `/query/mixed` hands it out with the attribution.
    source_url: meta.url,
    attribution: BOE_ATTRIBUTION,
    importer_version: IMPORTER_VERSION,
  };
}

/**
 * Imports one norm into the public collection in one transaction. A norm with the same `norm_id`,
 * sha256 and {@link IMPORTER_VERSION} is skipped; with the same id and other content (or an older
 * importer version) its document row is kept (same id) and its pages and chunks are replaced.
 *
 * @param bytes - the Markdown file
 * @param fallbackId - id when the front matter has none (the file name without `.md`)
 * @param stored - norms already in the database (see `listStoredNorms`); updated in place
 * @throws Error when the norm has no id at all
 */
export async function importNorm(
  db: Kysely<Database>,
  bytes: Uint8Array,
  fallbackId: string,
  stored: Map<string, StoredNorm>,
  options: ImportOptions = {},
): Promise<NormImportResult> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const markdown = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  // The id comes from the front matter alone, so an unchanged norm is skipped without parsing its text.
  const declared = parseFrontMatter(markdown).data.identifier;
  const knownId = (typeof declared === 'string' ? declared.trim() : '') || fallbackId;
  const known = stored.get(knownId);
  if (known && known.sha256 === sha256 && known.importerVersion === IMPORTER_VERSION) {
    return { normId: knownId, outcome: 'skipped', articles: 0, chunks: 0, documentId: known.id };
  }
  const norm = parseNorm(markdown, { fallbackId });
  const { normId } = norm.meta;
  if (!normId) throw new Error('La norma no tiene identificador (identifier).');
  const previous = stored.get(normId);
  const pages =
    norm.articles.length > 0
      ? norm.articles.map((a) => ({ page: a.ordinal, text: pageText(a) }))
      : [{ page: 1, text: norm.meta.title }];
  const chunks = chunkArticles(norm.articles, options.maxChunkChars ?? DEFAULT_MAX_CHUNK_CHARS);
  const documentId = await db.transaction().execute((trx) =>
    writeNorm(
      trx,
      {
        filename: norm.meta.title || normId,
        size: bytes.byteLength,
        sha256,
        pages: pages.length,
        metadata: normMetadata(norm.meta),
      },
      pages,
      chunks,
      previous?.id,
    ),
  );
  stored.set(normId, { id: documentId, sha256, importerVersion: IMPORTER_VERSION });
  return {
    normId,
    outcome: previous ? 'updated' : 'imported',
    articles: pages.length,
    chunks: chunks.length,
    documentId,
  };
}

/**
 * Imports Markdown files one after another (a failed file is reported and the rest go on), then, when
 * anything was written, vacuums and analyzes the tables and checkpoints ({@link finishLegislationImport}).
 */
export async function importLegislationFiles(
  db: Kysely<Database>,
  files: readonly string[],
  options: ImportFilesOptions = {},
): Promise<LegislationImportSummary> {
  const t0 = performance.now();
  const stored = await listStoredNorms(db);
  const summary: LegislationImportSummary = {
    imported: 0,
    skipped: 0,
    failed: [],
    articles: 0,
    chunks: 0,
    bytes: 0,
    ms: 0,
    compact: null,
  };
  for (const [i, file] of files.entries()) {
    let result: NormImportResult | Error;
    try {
      const bytes = await readFile(file);
      summary.bytes += bytes.byteLength;
      result = await importNorm(db, bytes, basename(file).replace(/\.md$/i, ''), stored, options);
      if (result.outcome === 'skipped') summary.skipped++;
      else {
        summary.imported++;
        summary.articles += result.articles;
        summary.chunks += result.chunks;
      }
    } catch (err) {
      result = err instanceof Error ? err : new Error(String(err));
      summary.failed.push({ file, message: result.message });
    }
    options.onProgress?.(i + 1, files.length, file, result);
  }
  if (summary.imported > 0) summary.compact = await finishLegislationImport(db);
  summary.ms = performance.now() - t0;
  return summary;
}
