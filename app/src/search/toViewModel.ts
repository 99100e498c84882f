import { MESSAGES, MixedQueryResponseSchema, toSearchResult, type SearchResult } from '@alegato/domain';
import type { SearchResultItem } from '@alegato/ui';
import { bodyMessage, HttpError } from '../api/http';

/**
 * `/query/mixed` answers to SearchPanel view models (spec §3 Search result, §7; ADR 0010; issue 12).
 * Pure; tested in toViewModel.test.ts.
 */

/** Where a legislation chunk sits (its `metadatos.norm_id`, `anchor`… from the server's BM25F search). */
export type LegislationRef = {
  /** The BOE id, 'BOE-A-1994-26003'. */
  normId: string;
  /** The usual abbreviation ('LAU'), or null. */
  normShort: string | null;
  /** The article key ('36', '9 bis'), or null for a section that is not an article. */
  article: string | null;
  /** The article viewer's fragment ('articulo-36', 'seccion-12'). */
  anchor: string;
  /** False for a repealed norm. */
  inForce: boolean;
  /** The innermost chapter or section above it ('CAPÍTULO II. De …'), or null. */
  section: string | null;
};

/** A search result with, for the public legislation, where it sits in its norm. */
export type SearchHit = SearchResult & { legislation: LegislationRef | null };

/** A parsed `/query/mixed` answer. */
export type SearchAnswer = {
  /** The results, best first. */
  hits: SearchHit[];
  /** Why nothing was searched (a question of only stop words or symbols); null otherwise. */
  message: string | null;
};

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The legislation fields of a chunk's `metadatos`; null for a document chunk (no norm id or anchor). */
export function legislationRef(metadatos: unknown): LegislationRef | null {
  const m = record(metadatos);
  const normId = text(m.norm_id);
  const anchor = text(m.anchor);
  if (!normId || !anchor) return null;
  return {
    normId,
    normShort: text(m.norm_short),
    article: text(m.article),
    anchor,
    inForce: m.in_force !== false,
    section: text(m.section),
  };
}

/**
 * A `/query/mixed` answer: its chunks (at the top level, ADR 0010, else under `data`) as hits, and the
 * server's `message` (top level or `data`). Throws 'Error en la búsqueda.' for anything else.
 */
export function parseSearchAnswer(body: unknown): SearchAnswer {
  const root = record(body);
  const source = 'chunks' in root ? root : root.data;
  const parsed = MixedQueryResponseSchema.safeParse(source);
  if (!parsed.success || source === undefined) throw new Error(MESSAGES.search.failed);
  const hits = parsed.data.chunks.map((chunk) => ({
    ...toSearchResult(chunk),
    legislation: legislationRef(chunk.metadatos),
  }));
  const message = text(root.message) ?? text(record(root.data).message);
  return { hits, message };
}

/** The chunks of a `/query/mixed` answer as search results (without the legislation fields). */
export function parseSearchResponse(body: unknown): SearchResult[] {
  return parseSearchAnswer(body).hits.map(({ legislation: _legislation, ...result }) => result);
}

/** Relevance 0..1 → percent 0–100 (a score already above 1 is taken as a percent). */
export function relevancePercent(score: number): number {
  if (!Number.isFinite(score) || score <= 0) return 0;
  return Math.round(Math.min(100, score <= 1 ? score * 100 : score));
}

/** The article viewer's address of a norm, at `anchor` when given: `/search/norma/BOE-A-…#articulo-36`. */
export function articleHref(normId: string, anchor?: string | null): string {
  return `/search/norma/${encodeURIComponent(normId)}${anchor ? `#${anchor}` : ''}`;
}

/** The documents screen with a document's text open (`/documents?ver=<id>`). */
export function documentHref(documentId: string): string {
  return `/documents?ver=${encodeURIComponent(documentId)}`;
}

/**
 * An article's own heading without its label: 'Artículo 36. Fianza' → 'Fianza', 'Artículo primero.
 * Objeto' → 'Objeto'; null when nothing follows the label ('Artículo 1902', the older codes' untitled
 * articles). The panel writes the label itself
 * ('LAU · Art. 36. Fianza'). Headings that are not 'Artículo …' are kept whole.
 */
export function articleHeading(heading: string | null): string | null {
  if (heading === null) return null;
  const match =
    /^\s*art[íi]culo\s+(?:[^.]+\.\s*|[\p{L}\d]+(?:\s+(?:bis|ter|quater|quinquies|sexies|septies))?\s*$)/iu.exec(
      heading,
    );
  if (!match) return heading;
  const rest = heading.slice(match[0].length).trim();
  return rest === '' ? null : rest;
}

/**
 * A SearchPanel row. The method is 'ocr' or, for every other extraction (text, docx, txt…), 'text'.
 * Legislation opens in the article viewer and is labelled by norm and article; a document opens its
 * text on the documents screen when the server said which document it is.
 */
export function toSearchResultItem(
  hit: SearchResult & { legislation?: LegislationRef | null },
): SearchResultItem {
  const { metadata } = hit;
  const base: SearchResultItem = {
    id: hit.id,
    text: hit.content,
    highlights: metadata.highlights,
    filename: metadata.filename,
    source: metadata.source,
    heading: metadata.heading,
    pages: [...metadata.pages].sort((a, b) => a - b),
    relevance: relevancePercent(hit.score),
    method: metadata.method === null ? null : metadata.method === 'ocr' ? 'ocr' : 'text',
  };
  const law = hit.legislation;
  if (law) {
    return {
      ...base,
      kind: 'legislation',
      heading: law.article ? articleHeading(metadata.heading) : metadata.heading,
      norm: law.normShort ?? metadata.filename,
      article: law.article,
      inForce: law.inForce,
      section: law.section,
      href: articleHref(law.normId, law.anchor),
    };
  }
  return {
    ...base,
    kind: 'document',
    ...(metadata.documentId ? { href: documentHref(metadata.documentId) } : {}),
  };
}

/**
 * The message of a failed search (spec §7): the response's message, else 'Error en la búsqueda.'.
 * Null for a 401, which the HTTP client handles (session dropped, back to `/`).
 */
export function searchFailureMessage(error: unknown): string | null {
  if (error instanceof HttpError) {
    if (error.status === 401) return null;
    return bodyMessage(error.body) ?? MESSAGES.search.failed;
  }
  return MESSAGES.search.failed;
}
