/**
 * The first search (`POST /query/mixed`): any-term full-text search over the user's chunks (and the
 * public collection on request) with the `es_unaccent` configuration — Spanish stems, accents ignored —
 * ranked by `ts_rank_cd` (headings weigh more), with the matched words located in each passage.
 *
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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
 */
export async function searchChunks(db: Kysely<Database>, options: SearchOptions): Promise<SearchChunk[]> {
  const terms = queryTerms(options.query);
  if (terms.length === 0) return [];
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
      top as (
        select c.id, c.text, c.heading, c.page_from, c.page_to, c.method, c.confidence, c.document_id,
               ts_rank_cd(c.tsv, q.q, 32) as rank
        from chunks c, q
        where c.tsv @@ q.m and ${visible} ${inCase} ${notIn}
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
