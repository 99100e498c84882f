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
});
/** Mixed query request. */
export type MixedQueryRequest = z.infer<typeof MixedQueryRequestSchema>;

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
  }),
});
/** Search result. */
export type SearchResult = z.infer<typeof SearchResultSchema>;

/**
 * Maps a raw chunk to a search result: score from relevancia (0 when missing), content from texto
 * ('Sin contenido disponible'), filename from metadatos.filename ('Documento desconocido'), source from
 * fuente ('Fuente desconocida'). Blank strings count as missing.
 */
export function toSearchResult(chunk: BackendChunk): SearchResult {
  const m = chunk.metadatos;
  return {
    id: String(chunk.id),
    score: chunk.relevancia ?? 0,
    content: nonBlank(chunk.texto) ?? MESSAGES.search.noContent,
    metadata: {
      filename: nonBlank(m?.filename) ?? MESSAGES.search.unknownDocument,
      source: nonBlank(chunk.fuente) ?? MESSAGES.search.unknownSource,
      method: m?.method ?? null,
      pages: m?.pages ?? [],
      confidence: m?.confidence ?? null,
    },
  };
}

function nonBlank(s: string | null | undefined): string | undefined {
  return s != null && s.trim() !== '' ? s : undefined;
}
