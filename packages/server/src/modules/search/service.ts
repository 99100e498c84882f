/**
 * `POST /query/mixed` (spec §7, ADR 0021): one question over the public legislation and the user's
 * own documents.
 *
 * - Legislation: the BM25F index of the search thread ({@link ./engine.ts}) — cited articles first,
 *   then the ranked articles; while the index is not built yet, the database's full-text search.
 * - The user's documents (all, or one case): the database's full-text search, with the question's
 *   stop and question words dropped first.
 * - `tipo_consulta` picks the scopes: `auto` both, `legislación` the laws, `documentos` the user's
 *   documents, `caso` the documents of `case_id`. Both lists are merged by reciprocal rank.
 * - `ranking: 'baseline'` answers with the first search (any-term `ts_rank_cd`), kept as the
 *   evaluation's and the benchmark's baseline row.
 * - `usar_cache` (default on): answers are kept 5 minutes per user and question, and dropped when
 *   the user's documents or the public collection change.
 *
 * @module
 */
import { analyzeQuery, articleAnchor, articleKeyFromHeading } from '@alegato/legal-nlp';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { groupCalls } from '../../db/group.js';
import { searchChunks, type SearchChunk } from '../documents/search.js';
import type { LegislationSearch } from './engine.js';
import { CITED_SCORE, highlightStems, innermostSection, type IndexHit, type StoredHit } from './indexer.js';
import { inForce } from './status.js';
import { normShortName } from './vocabulary.js';

/** Scopes of `tipo_consulta`. */
export type QueryType = 'auto' | 'legislacion' | 'documentos' | 'caso';

/** Input of {@link mixedSearch}. */
export interface MixedSearchInput {
  userId: string;
  query: string;
  topK: number;
  type: QueryType;
  /** Public legislation in scope (`include_public`); false leaves it out whatever the type. */
  includePublic: boolean;
  caseId?: string;
  /** Only these norms (BOE ids). */
  normIds?: readonly string[];
  ranking: 'bm25f' | 'baseline';
  useCache: boolean;
  statementTimeoutMs?: number;
}

/** What {@link mixedSearch} needs. */
export interface MixedSearchDeps {
  db: Kysely<Database>;
  legislation: LegislationSearch;
  cache: SearchCache;
}

/** Extra metadata of a legislation hit. */
export interface LegislationMeta {
  norm_id: string;
  /** Usual abbreviation ('LAU') or null. */
  norm_short: string | null;
  /** Canonical article key ('36', '9 bis') or null for a section that is not an article. */
  article: string | null;
  /** Fragment of the article viewer ('articulo-36', 'seccion-12'). */
  anchor: string;
  in_force: boolean;
  /** The question cited this article. */
  cited: boolean;
  /**
   * The innermost chapter or section heading above it, as the norm writes it ('CAPÍTULO II. De las
   * obligaciones que nacen de culpa o negligencia'), or null.
   */
  section: string | null;
}

/** A search hit as `/query/mixed` answers it. */
export type MixedChunk = SearchChunk & { metadatos: SearchChunk['metadatos'] & Partial<LegislationMeta> };

/** Answer of {@link mixedSearch}. */
export interface MixedSearchResult {
  chunks: MixedChunk[];
  /** From the cache. */
  cached: boolean;
  /** The question had words, but only stop and question words. */
  onlyStopWords: boolean;
  /** Nothing in the question can be searched for (only stop words, punctuation or operators). */
  noWords: boolean;
}

const CACHE_TTL_MS = 5 * 60_000;

/** Answers kept per user and question (§9: 5 minutes). */
export class SearchCache {
  private readonly entries = new Map<string, { at: number; signature: string; result: MixedSearchResult }>();
  constructor(private readonly maxEntries = 1000) {}

  get(key: string, signature: string, now = Date.now()): MixedSearchResult | null {
    const e = this.entries.get(key);
    if (!e) return null;
    if (now - e.at > CACHE_TTL_MS || e.signature !== signature) {
      this.entries.delete(key);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, e);
    return { ...e.result, cached: true };
  }

  set(key: string, signature: string, result: MixedSearchResult, now = Date.now()): void {
    this.entries.set(key, { at: now, signature, result });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** Least time between two grouped own-chunks looks, in ms: the most a question waits for its group. */
const OWN_CHUNKS_GAP_MS = 10;

/** The grouped own-chunks look of each database (every router of a server shares its database). */
const ownChunksLooks = new WeakMap<Kysely<Database>, (userId: string) => Promise<boolean>>();

/**
 * Whether the user has any searchable passage of their own. The looks of questions arriving together
 * are one statement ({@link groupCalls}): each question still reads the database after it arrived, so
 * nothing is remembered and a document added on any server counts at once.
 */
function hasOwnChunks(db: Kysely<Database>, userId: string): Promise<boolean> {
  let look = ownChunksLooks.get(db);
  if (!look) {
    look = groupCalls(
      async (userIds: string[]) => {
        const distinct = [...new Set(userIds)];
        const { rows } = await sql<{ id: string }>`
          select u.id from (values ${sql.join(distinct.map((id) => sql`(${id}::text)`))}) as u (id)
          where exists (select 1 from chunks c where c.user_id = u.id::uuid)`.execute(db);
        const found = new Set(rows.map((r) => r.id));
        return userIds.map((id) => found.has(id));
      },
      { minGapMs: OWN_CHUNKS_GAP_MS, maxBatch: 100 },
    );
    ownChunksLooks.set(db, look);
  }
  return look(userId);
}

/**
 * Count and last change of the user's documents: the cache is valid while it stays. `documents` is the
 * count alone (a user with none has no passage of their own either: chunks carry their document's owner);
 * `ownChunks` whether any of them has a searchable passage, read in the same statement so that a question
 * with the cache on costs one look at the user's data, not two.
 */
async function userSignature(
  db: Kysely<Database>,
  userId: string,
): Promise<{ signature: string; documents: number; ownChunks: boolean }> {
  const { rows } = await sql<{ n: number; u: string | null; c: boolean }>`
    select s.n, s.u, s.n > 0 and exists (select 1 from chunks where user_id = ${userId}) as c
    from (select count(*)::int as n, max(updated_at)::text as u from documents where user_id = ${userId}) s
  `.execute(db);
  const documents = rows[0]?.n ?? 0;
  return { signature: `${documents}|${rows[0]?.u ?? ''}`, documents, ownChunks: rows[0]?.c === true };
}

/** Reads the stored form of hits that came without it (the vector side of a hybrid search). */
async function readStored(
  db: Kysely<Database>,
  hits: readonly IndexHit[],
  stems: ReadonlySet<string>,
): Promise<Map<number, StoredHit>> {
  const missing = hits.filter((h) => !h.stored).map((h) => h.chunkId);
  const out = new Map<number, StoredHit>();
  if (missing.length === 0) return out;
  const rows = await db
    .selectFrom('chunks as c')
    .innerJoin('documents as norm', 'norm.id', 'c.document_id')
    .select(['c.id', 'c.text', 'c.heading', 'c.context', 'norm.filename', 'norm.metadata'])
    .where('c.id', 'in', missing)
    .where('norm.is_public', '=', true)
    .execute();
  for (const r of rows) {
    const meta = r.metadata ?? {};
    out.set(Number(r.id), {
      text: r.text,
      heading: r.heading,
      section: innermostSection(r.context),
      title: r.filename,
      highlights: highlightStems(r.text, stems),
      ...(typeof meta.attribution === 'string' ? { attribution: meta.attribution } : {}),
      ...(typeof meta.source_url === 'string' ? { sourceUrl: meta.source_url } : {}),
      inForce: inForce(meta),
    });
  }
  return out;
}

async function legislationHits(
  deps: MixedSearchDeps,
  input: MixedSearchInput,
): Promise<{ chunks: MixedChunk[]; onlyStopWords: boolean } | null> {
  const result = await deps.legislation.search({
    query: input.query,
    limit: input.topK,
    normIds: input.normIds,
  });
  if (!result) return null;
  const top = result.hits.find((h) => !h.cited)?.score ?? 1;
  // The thread answers with each hit's text, labels and highlights: no database read, except for
  // hits it did not rank itself.
  const read = await readStored(deps.db, result.hits, new Set(result.stems));
  const chunks: MixedChunk[] = [];
  for (const hit of result.hits) {
    const stored = hit.stored ?? read.get(hit.chunkId);
    if (!stored) continue;
    const article = articleKeyFromHeading(stored.heading);
    chunks.push({
      id: String(hit.chunkId),
      relevancia: hit.cited
        ? 1
        : Math.round((hit.score / Math.max(hit.related ? CITED_SCORE : top, 1e-9)) * 10_000) / 10_000,
      texto: stored.text,
      fuente: stored.title,
      metadatos: {
        method: 'markdown',
        pages: [hit.page],
        confidence: null,
        document_id: hit.documentId,
        filename: stored.title,
        heading: stored.heading,
        public: true,
        case_id: null,
        highlights: stored.highlights,
        ...(stored.attribution !== undefined ? { attribution: stored.attribution } : {}),
        ...(stored.sourceUrl !== undefined ? { source_url: stored.sourceUrl } : {}),
        norm_id: hit.normId,
        norm_short: normShortName(hit.normId),
        article,
        anchor: article !== null ? articleAnchor(article) : `seccion-${hit.page}`,
        in_force: stored.inForce,
        cited: hit.cited,
        section: stored.section,
      },
    });
  }
  return { chunks, onlyStopWords: result.onlyStopWords };
}

/** Merges ranked lists by reciprocal rank (k = 60), best first. */
export function fuseByRank<T>(lists: readonly (readonly T[])[], limit: number): T[] {
  const scored: { item: T; score: number; order: number }[] = [];
  let order = 0;
  for (const list of lists) {
    list.forEach((item, rank) => scored.push({ item, score: 1 / (60 + rank + 1), order: order++ }));
  }
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((s) => s.item);
}

/** Runs a `/query/mixed` question. */
export async function mixedSearch(
  deps: MixedSearchDeps,
  input: MixedSearchInput,
): Promise<MixedSearchResult> {
  const { db } = deps;
  const base = {
    userId: input.userId,
    topK: input.topK,
    caseId: input.caseId,
    statementTimeoutMs: input.statementTimeoutMs,
  };
  if (input.ranking === 'baseline') {
    const chunks = await searchChunks(db, {
      ...base,
      query: input.query,
      includePublic: input.includePublic,
    });
    return { chunks, cached: false, onlyStopWords: false, noWords: chunks.length === 0 };
  }
  const wantLaw =
    input.includePublic && !input.caseId && (input.type === 'auto' || input.type === 'legislacion');
  const wantDocs = input.type !== 'legislacion' && !(input.normIds && input.normIds.length > 0);
  const key = JSON.stringify([
    input.userId,
    input.query.normalize('NFC').toLowerCase().replace(/\s+/g, ' '),
    input.topK,
    input.type,
    wantLaw,
    input.caseId ?? null,
    input.normIds ?? [],
  ]);
  const own = input.useCache && wantDocs ? await userSignature(db, input.userId) : null;
  const signature = input.useCache ? `${own?.signature ?? ''}|${deps.legislation.info().built_at ?? ''}` : '';
  if (input.useCache) {
    const hit = deps.cache.get(key, signature);
    if (hit) return hit;
  }
  const analysed = analyzeQuery(input.query);
  const words = analysed.terms.map((t) => t.from);
  // Most questions come from users with few or no documents: one look at their own chunks (by the
  // user index) spares the full-text query, whose word index also holds the public collection. With the
  // cache on, the signature's statement has looked already; without it the look runs while the search
  // thread ranks.
  const ownChunks: Promise<boolean> =
    !wantDocs || words.length === 0
      ? Promise.resolve(false)
      : own
        ? Promise.resolve(own.ownChunks)
        : hasOwnChunks(db, input.userId);
  let law: { chunks: MixedChunk[]; onlyStopWords: boolean } | null = { chunks: [], onlyStopWords: false };
  try {
    if (wantLaw) law = await legislationHits(deps, input);
  } catch (err) {
    await ownChunks.catch(() => false);
    throw err;
  }
  if (law === null) {
    await ownChunks.catch(() => false);
    // The index is still being built: the database's full-text search, public and own documents.
    const chunks = await searchChunks(db, { ...base, query: input.query, includePublic: true });
    return { chunks, cached: false, onlyStopWords: false, noWords: false };
  }
  let docs: MixedChunk[] = [];
  if (await ownChunks) {
    docs = await searchChunks(db, { ...base, query: words.join(' '), includePublic: false });
  }
  const chunks =
    law.chunks.length === 0
      ? docs
      : docs.length === 0
        ? law.chunks
        : fuseByRank([law.chunks, docs], input.topK);
  const result: MixedSearchResult = {
    chunks,
    cached: false,
    onlyStopWords: analysed.onlyStopWords && chunks.length === 0,
    noWords: analysed.terms.length === 0 && chunks.length === 0,
  };
  if (input.useCache) deps.cache.set(key, signature, result);
  return result;
}
