/**
 * Extraction queries (spec §7 Queries and documents, issue 13 item 2), behind `requireUser`:
 * `POST /consulta/general`, `/consulta/monetary`, `/consulta/properties`, `/consulta/dates` (form or
 * JSON: query, user_id, collection, top_k (10, 1..50), case_id, include_public (false), and the extract
 * flags `extract_amounts`, `extract_properties`, `extract_dates`).
 *
 * The query is searched in the user's documents (and the public legislation when `include_public`),
 * ranked as `/query/mixed` ranks them; the passages found come back with the amounts (with their
 * concept, totals per currency and per concept where they add up), properties and dates (in order)
 * written in them, each with its document, page and sentence. Each endpoint turns its own extraction
 * on (`monetary` amounts, `properties`, `dates`); `general` extracts what the flags ask (none by
 * default). Answers `{success, data: {type, query, passages, amounts?, totals?, properties?, dates?}}`.
 *
 * @module
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertSameUser } from '../../middleware/auth.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { FormBool, SEARCH_MESSAGES } from '../documents/routes.js';
import type { LegislationSearch } from '../search/engine.js';
import { mixedSearch, SearchCache } from '../search/service.js';
import { extractFromPassages, type ExtractFlags, type FoundPassage } from './extract.js';

/** The four extraction queries and what each extracts by itself. */
export const CONSULTA_TYPES: Record<string, Partial<ExtractFlags>> = {
  general: {},
  monetary: { amounts: true },
  properties: { properties: true },
  dates: { dates: true },
};

const ConsultaSchema = z.object({
  query: z
    .string({ error: SEARCH_MESSAGES.queryRequired })
    .trim()
    .min(1, SEARCH_MESSAGES.queryRequired)
    .max(1000, SEARCH_MESSAGES.queryTooLong),
  user_id: z.string().optional(),
  collection: z.string().trim().max(200).optional(),
  top_k: z.coerce
    .number({ error: SEARCH_MESSAGES.topK })
    .int(SEARCH_MESSAGES.topK)
    .min(1, SEARCH_MESSAGES.topK)
    .max(50, SEARCH_MESSAGES.topK)
    .default(10),
  case_id: z
    .uuid(SEARCH_MESSAGES.caseId)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  include_public: FormBool.optional(),
  extract_amounts: FormBool.optional(),
  extract_properties: FormBool.optional(),
  extract_dates: FormBool.optional(),
});

/** Collections that mean every one of the user's. */
const ALL_COLLECTIONS = new Set(['', 'all', 'todas', 'todos']);

/** What the extraction queries need. */
export interface ConsultaDeps {
  db: Kysely<Database>;
  legislation: LegislationSearch;
  statementTimeoutMs?: number;
}

/** The `/consulta` router. */
export function consultaRoutes(deps: ConsultaDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const search = { db: deps.db, legislation: deps.legislation, cache: new SearchCache() };
  router.post(
    '/:type',
    validate('param', z.object({ type: z.enum(Object.keys(CONSULTA_TYPES)) }), {
      notFound: 'Tipo de consulta desconocido: usa general, monetary, properties o dates.',
    }),
    validate('form', ConsultaSchema),
    async (c) => {
      const user = c.get('user');
      const { type } = c.req.valid('param');
      const input = c.req.valid('form');
      assertSameUser(c, input.user_id);
      const includePublic = input.include_public ?? false;
      const result = await mixedSearch(search, {
        userId: user.id,
        query: input.query,
        topK: input.top_k,
        type: input.case_id ? 'caso' : includePublic ? 'auto' : 'documentos',
        includePublic,
        caseId: input.case_id,
        ranking: 'bm25f',
        useCache: false,
        statementTimeoutMs: deps.statementTimeoutMs,
      });
      if (result.noWords) throw AppError.validation(SEARCH_MESSAGES.noWords);
      let chunks = result.chunks;
      const collection = input.collection ?? '';
      if (!ALL_COLLECTIONS.has(collection.toLowerCase())) {
        const ids = [...new Set(chunks.map((ch) => ch.metadatos.document_id))];
        const inCollection = new Set(
          ids.length === 0
            ? []
            : (
                await deps.db
                  .selectFrom('documents')
                  .select('id')
                  .where('id', 'in', ids)
                  .where((eb) => eb.or([eb('collection', '=', collection), eb('is_public', '=', true)]))
                  .execute()
              ).map((r) => r.id),
        );
        chunks = chunks.filter((ch) => inCollection.has(ch.metadatos.document_id));
      }
      const passages: FoundPassage[] = chunks.map((ch) => ({
        chunkId: ch.id,
        documentId: ch.metadatos.document_id,
        filename: ch.metadatos.filename,
        page: ch.metadatos.pages[0] ?? 1,
        text: ch.texto,
      }));
      const own = CONSULTA_TYPES[type] ?? {};
      const flags: ExtractFlags = {
        amounts: own.amounts ?? input.extract_amounts ?? false,
        properties: own.properties ?? input.extract_properties ?? false,
        dates: own.dates ?? input.extract_dates ?? false,
      };
      return c.json({
        success: true,
        data: {
          type,
          query: input.query,
          passages: chunks.map((ch) => ({
            id: ch.id,
            document: { id: ch.metadatos.document_id, filename: ch.metadatos.filename },
            pages: ch.metadatos.pages,
            heading: ch.metadatos.heading,
            text: ch.texto,
            relevance: ch.relevancia,
          })),
          ...extractFromPassages(passages, flags),
        },
      });
    },
  );
  return router;
}
