/**
 * Documents and search (spec §7, ADR 0010), behind `requireUser`:
 *
 * - `POST /upload` multipart (`file` + the spec's fields + optional `case_id`) → 202 `{success, data:
 *   {document}}` in `processing`; 413 past 10 MB (cut while streaming), 415/422 for content that is
 *   not a readable PDF, DOCX or TXT, 404 for a case that is not the caller's.
 * - `GET /documents?user_id&case_id&include_public` → `{success, data: {documents}}`.
 * - `GET /documents/{id}` → `data.document`; `GET /documents/{id}/text` → `data: {document, pages}`
 *   (public documents are readable by everyone signed in).
 * - `POST /documents/{id}/retry` → `data.document` (only from `error`); `DELETE /documents/{id}` →
 *   `data: {deleted: true}` with the file, pages and chunks.
 * - `POST /query/mixed` form or JSON → `{success, chunks, fuentes, data: {chunks, fuentes}}`; 503
 *   `search_timeout` when the SQL outlives its statement timeout (the app adds the per-user limits).
 *
 * @module
 */
import { MESSAGES } from '@alegato/domain';
import { extractEntities, type EntityType } from '@alegato/legal-nlp';
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { assertSameUser } from '../../middleware/auth.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { findDocument, listDocumentsJson, listPages } from './repo.js';
import type { LegislationSearch } from '../search/engine.js';
import { mixedSearch, SearchCache, type QueryType } from '../search/service.js';
import {
  acceptUpload,
  DOCUMENT_DELETED,
  DOCUMENT_MESSAGES,
  removeDocuments,
  retryDocument,
  type DocumentsDeps,
} from './service.js';
import { readUpload } from './upload.js';
import { jsonTextResponse } from '../../http/json-text.js';

const Uuid = z.uuid();

/** A path id that is not a UUID cannot name a document: 404 like any other unknown document. */
const documentParam = validate('param', z.object({ id: z.uuid() }), { notFound: DOCUMENT_MESSAGES.notFound });

/** A form or JSON boolean: true, "true", "1" or "on". */
export const FormBool = z
  .union([z.boolean(), z.string()])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/**
 * `GET /documents?case_id&include_public`: a `case_id` that is not a UUID names no case, so the list
 * is empty (`caseId: null`); an empty one means every case.
 */
const ListQuerySchema = z.object({
  case_id: z
    .string()
    .optional()
    .transform((v) => {
      const id = v?.trim();
      if (!id) return undefined;
      return Uuid.safeParse(id).success ? id : null;
    }),
  include_public: FormBool.default(false),
});

/** `GET /documents/{id}/text?entities=true` adds each page's entities. */
const TextQuerySchema = z.object({ entities: FormBool.default(false) });

/** Entity types worth highlighting in a text (dates, people, money, places, numbers; not durations or times). */
const HIGHLIGHTED: ReadonlySet<EntityType> = new Set([
  'PER',
  'ORG',
  'AUTHORITY',
  'COURT',
  'LOC',
  'DATE',
  'MONEY',
  'CODE',
  'PROPERTY',
  'ID',
  'IBAN',
  'PHONE',
  'EMAIL',
]);

/** Spanish messages of the search endpoint. */
export const SEARCH_MESSAGES = {
  queryRequired: MESSAGES.search.queryRequired,
  queryTooLong: 'La consulta no puede superar los 1000 caracteres.',
  topK: 'top_k debe ser un número entre 1 y 50.',
  caseId: 'case_id no es válido.',
  type: 'tipo_consulta debe ser auto, legislación, documentos o caso.',
  caseRequired: 'Elige un caso para buscar en sus documentos.',
  norm: 'norma debe ser un identificador del BOE (BOE-A-1994-26003).',
  onlyStopWords:
    'La consulta solo tiene palabras vacías (qué, cómo, el, de…): escribe de qué trata, por ejemplo «fianza del alquiler».',
  noWords:
    'La consulta no tiene palabras que buscar: escribe términos concretos, por ejemplo «plazo de recurso».',
} as const;

const QUERY_TYPES: Record<string, QueryType> = {
  auto: 'auto',
  legislacion: 'legislacion',
  legislación: 'legislacion',
  documentos: 'documentos',
  caso: 'caso',
};

/** `POST /query/mixed` (form or JSON). */
export const MixedQuerySchema = z.object({
  query: z
    .string({ error: SEARCH_MESSAGES.queryRequired })
    .trim()
    .min(1, SEARCH_MESSAGES.queryRequired)
    .max(1000, SEARCH_MESSAGES.queryTooLong),
  user_id: z.string().optional(),
  top_k: z.coerce
    .number({ error: SEARCH_MESSAGES.topK })
    .int(SEARCH_MESSAGES.topK)
    .min(1, SEARCH_MESSAGES.topK)
    .max(50, SEARCH_MESSAGES.topK)
    .default(10),
  tipo_consulta: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      const type = QUERY_TYPES[(v ?? '').toLowerCase() || 'auto'];
      if (!type) ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.type });
      return type ?? 'auto';
    }),
  usar_cache: FormBool.optional(),
  include_public: FormBool.optional(),
  case_id: z
    .uuid(SEARCH_MESSAGES.caseId)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Only these norms: BOE ids, comma-separated. */
  norma: z
    .string()
    .trim()
    .max(400)
    .optional()
    .transform((v, ctx) => {
      const ids = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      if (ids.some((id) => !/^BOE-[A-Z]-\d{4}-\d{1,6}$/.test(id)))
        ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.norm });
      return ids;
    }),
  /** `baseline`: the first search (any-term `ts_rank_cd`), for evaluations and benchmarks. */
  ranking: z.enum(['bm25f', 'baseline']).optional(),
});

/** `/upload`, mounted at `/upload`. */
export function uploadRoutes(deps: DocumentsDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post('/', async (c) => {
    const user = c.get('user');
    const upload = await readUpload(c.req.raw);
    assertSameUser(c, upload.fields.user_id);
    const caseId = upload.fields.case_id?.trim() || null;
    if (caseId && !Uuid.safeParse(caseId).success) throw AppError.notFound(DOCUMENT_MESSAGES.caseNotFound);
    const document = await acceptUpload(deps, user.id, upload.bytes, {
      filename: upload.filename || upload.fields.nombre || '',
      caseId,
      collection: (upload.fields.collection ?? '').trim().slice(0, 100) || 'documentos',
      fields: upload.fields,
    });
    c.get('log').info(
      { user_id: user.id, action: 'upload', outcome: 'accepted', type: document.type, size: document.size },
      'document accepted',
    );
    return c.json({ success: true, data: { document } }, 202);
  });
  return router;
}

/** `/documents`, mounted at `/documents`. */
export function documentRoutes(deps: DocumentsDeps): Hono<AppEnv> {
  const { db } = deps;
  const router = new Hono<AppEnv>();

  router.get('/', validate('query', ListQuerySchema), async (c) => {
    const user = c.get('user');
    const { case_id: caseId, include_public: includePublic } = c.req.valid('query');
    if (caseId === null) return c.json({ success: true, data: { documents: [] } });
    // The documents arrive as the JSON text the database built and are sent as they are (ADR 0036).
    const documents = await listDocumentsJson(db, { userId: user.id, caseId, includePublic });
    return jsonTextResponse(c, 'documents', documents);
  });

  router.get('/:id', documentParam, async (c) => {
    const document = await findDocument(db, c.get('user').id, c.req.valid('param').id, {
      allowPublic: true,
    });
    if (!document) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
    return c.json({ success: true, data: { document } });
  });

  router.get('/:id/text', documentParam, validate('query', TextQuerySchema), async (c) => {
    const document = await findDocument(db, c.get('user').id, c.req.valid('param').id, {
      allowPublic: true,
    });
    if (!document) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
    const pages = await listPages(db, document.id);
    if (!c.req.valid('query').entities) return c.json({ success: true, data: { document, pages } });
    // The entities of each page (issue 13: highlighted in the text), on request only.
    const withEntities = pages.map((p) => ({
      ...p,
      entities: extractEntities(p.text)
        .filter((e) => HIGHLIGHTED.has(e.type))
        .map((e) => ({ start: e.start, end: e.end, type: e.type })),
    }));
    return c.json({ success: true, data: { document, pages: withEntities } });
  });

  router.post('/:id/retry', documentParam, async (c) => {
    const document = await retryDocument(deps, c.get('user').id, c.req.valid('param').id);
    return c.json({ success: true, data: { document } });
  });

  router.delete('/:id', documentParam, async (c) => {
    const user = c.get('user');
    const id = c.req.valid('param').id;
    const deleted = await removeDocuments(deps, user.id, [id]);
    if (deleted === 0) throw AppError.notFound(DOCUMENT_MESSAGES.notFound);
    c.get('log').info({ user_id: user.id, action: 'document_delete', outcome: 'ok' }, DOCUMENT_DELETED);
    return c.json({ success: true, data: { deleted: true } });
  });

  return router;
}

/** Options of {@link queryRoutes}. */
export interface QueryRoutesOptions {
  /** The legislation search engine (ADR 0021). */
  legislation: LegislationSearch;
  /** Answers kept 5 minutes (`usar_cache`). @default a new cache */
  cache?: SearchCache;
  /** `statement_timeout` of the search SQL in milliseconds (`SEARCH_STATEMENT_TIMEOUT_MS`). @default no limit */
  statementTimeoutMs?: number;
}

/** `/query`, mounted at `/query`. */
export function queryRoutes(deps: DocumentsDeps, options: QueryRoutesOptions): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const search = { db: deps.db, legislation: options.legislation, cache: options.cache ?? new SearchCache() };
  router.post('/mixed', validate('form', MixedQuerySchema), async (c) => {
    const user = c.get('user');
    const input = c.req.valid('form');
    assertSameUser(c, input.user_id);
    if (input.tipo_consulta === 'caso' && !input.case_id)
      throw AppError.validation(SEARCH_MESSAGES.caseRequired);
    const result = await mixedSearch(search, {
      userId: user.id,
      query: input.query,
      topK: input.top_k,
      type: input.tipo_consulta,
      // Public legislation is in scope unless the caller leaves it out (issue 12).
      includePublic: input.include_public ?? true,
      caseId: input.case_id,
      normIds: input.norma,
      ranking: input.ranking ?? 'bm25f',
      useCache: input.usar_cache ?? true,
      statementTimeoutMs: options.statementTimeoutMs,
    });
    const { chunks } = result;
    const seen = new Map<string, { documento: string; document_id: string; paginas: number[] }>();
    for (const ch of chunks) {
      const entry = seen.get(ch.metadatos.document_id) ?? {
        documento: ch.fuente,
        document_id: ch.metadatos.document_id,
        paginas: [],
      };
      for (const p of ch.metadatos.pages) if (!entry.paginas.includes(p)) entry.paginas.push(p);
      seen.set(ch.metadatos.document_id, entry);
    }
    const fuentes = [...seen.values()];
    const message = result.onlyStopWords
      ? SEARCH_MESSAGES.onlyStopWords
      : result.noWords
        ? SEARCH_MESSAGES.noWords
        : undefined;
    return c.json({
      success: true,
      chunks,
      fuentes,
      ...(message ? { message } : {}),
      data: { chunks, fuentes, cached: result.cached, ...(message ? { message } : {}) },
    });
  });
  return router;
}
