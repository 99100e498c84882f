/**
 * The first search (`POST /query/mixed`): any-term full-text search over the user's chunks (and the
 * public collection on request) with the `es_unaccent` configuration — Spanish stems, accents ignored —
 * ranked by `ts_rank_cd` (headings weigh more), with the matched words located in each passage.
 *
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/**
 * Most matching chunks one ranking pass scores (`ts_rank_cd` reads each one's whole vector): a query
 * word found in tens of thousands of chunks ranks the first this many the index yields, so one search
 * costs at most this much however large the collection (PGlite has no statement timeout; ADR 0015).
 */
export const SEARCH_CANDIDATE_LIMIT = 1000;

/** Spanish message of a search stopped by its time limit (503 `search_timeout`). */
export const SEARCH_TIMEOUT_MESSAGE =
  'La búsqueda ha tardado demasiado y se ha detenido. Prueba con palabras más concretas o inténtalo de nuevo en unos minutos.';

/** Start and end markers handed to `ts_headline`; control characters never found in stored text. */
const START = '\u0002';
const STOP = '\u0003';

/** One search hit in the spec's shape (§7 `/query/mixed`). */
export interface SearchChunk {
  id: string;
  relevancia: number;
  texto: string;
  fuente: string;
  metadatos: {
    method: string;
    pages: number[];
    confidence: number | null;
    document_id: string;
    filename: string;
    heading: string | null;
    public: boolean;
    case_id: string | null;
    /** Character offsets of the matched words in `texto`. */
    highlights: { start: number; end: number }[];
    /** For public legislation: BOE attribution and source URL. */
    attribution?: string;
    source_url?: string;
  };
}

/** Options of {@link searchChunks}. */
export interface SearchOptions {
  userId: string;
  query: string;
  topK: number;
  includePublic: boolean;
  caseId?: string;
  /**
   * `statement_timeout` of the search SQL, in milliseconds (PostgreSQL; PGlite ignores it). A search that
   * runs longer is cancelled and answers 503 `search_timeout`. @default no limit
   */
  statementTimeoutMs?: number;
  /** See {@link SEARCH_CANDIDATE_LIMIT}. @default SEARCH_CANDIDATE_LIMIT */
  candidateLimit?: number;
}

/**
 * The words of a query for `to_tsquery`: letters and digits only (so no operator or quote a user types
 * reaches the parser), at most 32 distinct terms; [] when nothing is left.
 */
export function queryTerms(query: string): string[] {
  const words = query
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return words ? [...new Set(words)].slice(0, 32) : [];
}

/** Splits `ts_headline` output (full text with markers) into the text and the marked ranges. */
export function parseHighlights(marked: string): {
  text: string;
  highlights: { start: number; end: number }[];
} {
  let text = '';
  const highlights: { start: number; end: number }[] = [];
  let open = -1;
  for (const ch of marked) {
    if (ch === START) open = text.length;
    else if (ch === STOP) {
      if (open >= 0 && text.length > open) highlights.push({ start: open, end: text.length });
      open = -1;
    } else text += ch;
  }
  return { text, highlights };
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let p = from; p <= Math.min(to, from + 50); p++) out.push(p);
  return out;
}

type HitRow = {
  id: number;
  heading: string | null;
  page_from: number;
  page_to: number;
  method: string;
  confidence: number | null;
  document_id: string;
  filename: string;
  is_public: boolean;
  case_id: string | null;
  metadata: Record<string, unknown>;
  rank: number;
  marked: string;
};

/**
 * Runs the search; an empty or stop-word-only query gives no hits.
 *
 * Ranking is any-term: every chunk with at least one of the words can come back, ordered by
 * `ts_rank_cd` against the OR query (cover density, headings weigh more). To stay fast on large
 * collections (the public legislation has ~100k chunks, and a common word matches tens of thousands),
 * chunks holding **all** the words are ranked first — they are the best any-term hits anyway, and
 * the GIN index finds them cheaply — and only when they are fewer than `topK` are the remaining
 * any-term matches ranked to fill the list.
 *
 * Cost is bounded twice (ADR 0015): each pass ranks at most `candidateLimit` matching chunks, and with
 * `statementTimeoutMs` the SQL runs in a transaction with `statement_timeout` set, so PostgreSQL cancels
 * a runaway search (→ 503 `search_timeout` with a Spanish message).
 */
export async function searchChunks(db: Kysely<Database>, options: SearchOptions): Promise<SearchChunk[]> {
  const terms = queryTerms(options.query);
  if (terms.length === 0) return [];
  const timeout = options.statementTimeoutMs;
  if (timeout === undefined || timeout <= 0) return runSearch(db, terms, options);
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`select set_config('statement_timeout', ${String(Math.round(timeout))}, true)`.execute(trx);
      return runSearch(trx, terms, options);
    });
  } catch (err) {
    // 57014 query_canceled: the statement timeout fired.
    if ((err as { code?: unknown } | null)?.code === '57014') {
      throw new AppError(503, 'search_timeout', SEARCH_TIMEOUT_MESSAGE, {
        cause: err,
        headers: { 'Retry-After': '5' },
      });
    }
    throw err;
  }
}

async function runSearch(
  db: Kysely<Database>,
  terms: string[],
  options: SearchOptions,
): Promise<SearchChunk[]> {
  const candidates = Math.max(1, options.candidateLimit ?? SEARCH_CANDIDATE_LIMIT);
  const anyExpr = terms.join(' | ');
  const topK = Math.max(1, Math.min(50, options.topK));
  const visible = options.includePublic
    ? sql`(c.user_id = ${options.userId} or c.is_public)`
    : sql`c.user_id = ${options.userId}`;
  const inCase = options.caseId
    ? sql`and exists (select 1 from documents d where d.id = c.document_id and d.case_id = ${options.caseId})`
    : sql``;
  const ranked = async (matchExpr: string, limit: number, exclude: readonly number[]) => {
    const notIn = exclude.length > 0 ? sql`and c.id not in (${sql.join(exclude)})` : sql``;
    const { rows } = await sql<HitRow>`
      with q as (
        select to_tsquery('es_unaccent', ${matchExpr}) as m, to_tsquery('es_unaccent', ${anyExpr}) as q
      ),
      candidates as materialized (
        select c.id
        from chunks c, q
        where c.tsv @@ q.m and ${visible} ${inCase} ${notIn}
        limit ${candidates}
      ),
      top as (
        select c.id, c.text, c.heading, c.page_from, c.page_to, c.method, c.confidence, c.document_id,
               ts_rank_cd(c.tsv, q.q, 32) as rank
        from candidates k join chunks c on c.id = k.id, q
        order by rank desc, c.id
        limit ${limit}
      )
      select t.id, t.heading, t.page_from, t.page_to, t.method, t.confidence, t.document_id, t.rank,
             d.filename, d.is_public, d.case_id, d.metadata,
             ts_headline('es_unaccent', t.text, q.q,
               ${`StartSel=${START}, StopSel=${STOP}, HighlightAll=true`}) as marked
      from top t join documents d on d.id = t.document_id, q
      order by t.rank desc, t.id`.execute(db);
    return rows;
  };
  let rows = await ranked(terms.length > 1 ? terms.join(' & ') : anyExpr, topK, []);
  if (rows.length < topK && terms.length > 1) {
    const rest = await ranked(
      anyExpr,
      topK - rows.length,
      rows.map((r) => r.id),
    );
    rows = [...rows, ...rest];
  }
  return rows.map((r) => {
    const { text, highlights } = parseHighlights(r.marked);
    const meta = r.metadata ?? {};
    const publicExtra =
      r.is_public && typeof meta.attribution === 'string'
        ? {
            attribution: meta.attribution,
            ...(typeof meta.source_url === 'string' ? { source_url: meta.source_url } : {}),
          }
        : {};
    return {
      id: String(r.id),
      relevancia: Math.round(Number(r.rank) * 10_000) / 10_000,
      texto: text,
      fuente: r.filename,
      metadatos: {
        method: r.method,
        pages: range(r.page_from, r.page_to),
        confidence: r.confidence,
        document_id: r.document_id,
        filename: r.filename,
        heading: r.heading,
        public: r.is_public,
        case_id: r.case_id,
        highlights,
        ...publicExtra,
      },
    };
  });
}
