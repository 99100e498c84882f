import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';

/** `POST /query/mixed` body (spec §7). */
export const MixedQueryRequestSchema = z.object({
  query: z.string().trim().min(1),
  user_id: z.string().min(1),
  top_k: z.int().positive().default(LIMITS.searchTopK),
  tipo_consulta: z.string().default('auto'),
  usar_cache: z.boolean().default(true),
  /** Also search the public legislation (ADR 0010); left out when not given. */
  include_public: z.boolean().optional(),
});
/** Mixed query request. */
export type MixedQueryRequest = z.infer<typeof MixedQueryRequestSchema>;

/** A character range of a chunk's `texto` that matched the query: `start` inclusive, `end` exclusive (ADR 0010). */
export const HighlightSchema = z.object({ start: z.int().nonnegative(), end: z.int().nonnegative() });
/** Highlight range. */
export type Highlight = z.infer<typeof HighlightSchema>;

/** One raw chunk from `/query/mixed` (Spanish field names; everything but the id may be missing). */
export const BackendChunkSchema = z.object({
  id: z.union([z.string(), z.number()]),
  relevancia: z.number().nullish(),
  texto: z.string().nullish(),
  fuente: z.string().nullish(),
  metadatos: z
    .looseObject({
      filename: z.string().nullish(),
      method: z.string().nullish(),
      pages: z.array(z.int().positive()).nullish(),
      confidence: z.number().nullish(),
      /** Nearest heading above the passage (ADR 0010). */
      heading: z.string().nullish(),
      /** The passage's document (ADR 0010). */
      document_id: z.string().nullish(),
      /** Matched words in `texto` (ADR 0010); a malformed list counts as none rather than dropping the chunk. */
      highlights: z.array(HighlightSchema).nullish().catch(null),
    })
    .nullish(),
});
/** Raw search chunk. */
export type BackendChunk = z.infer<typeof BackendChunkSchema>;

/** `/query/mixed` response: chunks plus the legacy `fuentes` list (opaque). */
export const MixedQueryResponseSchema = z.object({
  chunks: z.array(BackendChunkSchema).default([]),
  fuentes: z.array(z.unknown()).optional(),
});
/** Mixed query response. */
export type MixedQueryResponse = z.infer<typeof MixedQueryResponseSchema>;

/** A search result as the app shows it (spec §3 Search result). */
export const SearchResultSchema = z.object({
  id: z.string(),
  score: z.number(),
  content: z.string(),
  metadata: z.object({
    filename: z.string(),
    source: z.string(),
    method: z.string().nullable(),
    pages: z.array(z.int().positive()),
    confidence: z.number().nullable(),
    /** Nearest heading above the passage, or null. */
    heading: z.string().nullable(),
    /** The passage's document id, or null. */
    documentId: z.string().nullable(),
    /** Matched ranges of `content`; `[]` when none or when `content` is the default text. */
    highlights: z.array(HighlightSchema),
  }),
});
/** Search result. */
export type SearchResult = z.infer<typeof SearchResultSchema>;

/**
 * Maps a raw chunk to a search result: score from relevancia (0 when missing), content from texto
 * ('Sin contenido disponible'), filename from metadatos.filename ('Documento desconocido'), source from
 * fuente ('Fuente desconocida'). Blank strings count as missing. Highlights are kept only when they
 * index the chunk's own text (not the default) and stay inside it, sorted by start.
 */
export function toSearchResult(chunk: BackendChunk): SearchResult {
  const m = chunk.metadatos;
  const text = nonBlank(chunk.texto);
  return {
    id: String(chunk.id),
    score: chunk.relevancia ?? 0,
    content: text ?? MESSAGES.search.noContent,
    metadata: {
      filename: nonBlank(m?.filename) ?? MESSAGES.search.unknownDocument,
      source: nonBlank(chunk.fuente) ?? MESSAGES.search.unknownSource,
      method: m?.method ?? null,
      pages: m?.pages ?? [],
      confidence: m?.confidence ?? null,
      heading: nonBlank(m?.heading) ?? null,
      documentId: m?.document_id ?? null,
      highlights: text
        ? (m?.highlights ?? [])
            .filter((h) => h.end > h.start && h.end <= text.length)
            .sort((a, b) => a.start - b.start)
        : [],
    },
  };
}

function nonBlank(s: string | null | undefined): string | undefined {
  return s != null && s.trim() !== '' ? s : undefined;
}
