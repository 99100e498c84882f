/**
 * The legislation reader, the collections list and the server's capabilities (spec §7; issue 12
 * items 7–8), all behind `requireUser`:
 *
 * - `GET /legislation/norms` → `{success, data: {norms: [{document_id, norm_id, title, short_name,
 *   rank, date, in_force, articles}]}}`, by short name (those with one first), then title.
 * - `GET /legislation/norms/{normId}` → `data: {norm, toc: [{anchor, ordinal, heading, article}]}`;
 *   404 'No se ha encontrado la norma.'
 * - `GET /legislation/norms/{normId}/sections/{anchor}` → `data: {norm, section: {anchor, ordinal,
 *   heading, article, text, notes}, previous, next}`; 404 'No se ha encontrado el artículo.'
 * - A `normId` that is not a BOE id (`BOE-A-1889-4763`) or an anchor that is neither
 *   `articulo-<key>` nor `seccion-<n>` → 400 `validation_error` (not 404: the client built a bad
 *   link).
 * - `GET /collections` → `data: {collections: [{name, public, documents, chunks}]}`: the caller's and
 *   the public ones.
 * - `GET /system/capabilities` → `data: {search, ocr, ai, engines, legislation, limits, plans, versions,
 *   version}`: engines and providers enabled (search, semantic recall, AI, OCR, PDF, billing, mail), the
 *   plan table of spec §6, versions (server, Node, database, MCP); never a key or a provider's URL.
 *
 * @module
 */
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { validationError } from '../../middleware/body.js';
import { describeRoute } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import {
  createLegislationReader,
  LEGISLATION_MESSAGES,
  listCollections,
  systemCapabilities,
  type LegislationReaderOptions,
  type SearchInfo,
} from './reader.js';

/** A BOE id: `BOE-A-1889-4763`. */
export const NORM_ID_PATTERN = /^BOE-[A-Z]-\d{4}-\d+$/;

/** A section anchor: `articulo-1902`, `articulo-9-bis` or `seccion-12`. */
export const SECTION_ANCHOR_PATTERN = /^(articulo-[0-9a-z-]+|seccion-\d+)$/;

const NormParams = z.object({
  normId: z.string().regex(NORM_ID_PATTERN, LEGISLATION_MESSAGES.invalidNormId),
});

const SectionParams = NormParams.extend({
  anchor: z.string().regex(SECTION_ANCHOR_PATTERN, LEGISLATION_MESSAGES.invalidAnchor),
});

/**
 * Path parameters checked with a 400, not the 404 of `validate('param')`: a malformed BOE id or anchor
 * is a bad link, and the client should say so rather than "not found".
 */
function params<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
}

/** Deps of {@link legislationRoutes}. */
export interface LegislationRoutesDeps extends LegislationReaderOptions {
  db: Kysely<Database>;
}

/** `/legislation`, mounted at `/legislation`. */
export function legislationRoutes(deps: LegislationRoutesDeps): Hono<AppEnv> {
  const reader = createLegislationReader(deps.db, deps);
  const router = new Hono<AppEnv>();

  router.get('/norms', async (c) => {
    const norms = await reader.listNorms();
    return c.json({ success: true, data: { norms } });
  });

  router.get('/norms/:normId', async (c) => {
    const { normId } = params(c, NormParams);
    const data = await reader.getNorm(normId);
    return c.json({ success: true, data });
  });

  router.get('/norms/:normId/sections/:anchor', async (c) => {
    const { normId, anchor } = params(c, SectionParams);
    const data = await reader.getSection(normId, anchor);
    return c.json({ success: true, data });
  });

  return router;
}

/** `/collections`, mounted at `/collections`. */
export function collectionRoutes(deps: { db: Kysely<Database> }): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const doc = describeRoute({
    summary: 'Colecciones del usuario y públicas',
    description: 'Cada colección con su número de documentos y fragmentos; `public` marca las públicas.',
  });
  router.get('/', doc, async (c) => {
    const collections = await listCollections(deps.db, c.get('user').id);
    return c.json({ success: true, data: { collections } });
  });
  return router;
}

/** Deps of {@link systemRoutes}. */
export interface SystemRoutesDeps {
  db: Kysely<Database>;
  config: Config;
  /** Server version. */
  version: string;
  /**
   * The search engine's self-description (engine, readiness, index sizes).
   * @default () => ({engine: 'postgres-fts', ready: true})
   */
  searchInfo?: SearchInfo;
}

/** `/system`, mounted at `/system`. */
export function systemRoutes(deps: SystemRoutesDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const doc = describeRoute({
    summary: 'Capacidades del servidor',
    description:
      'Motores y proveedores activos, idiomas de OCR, tamaño del índice de legislación, límites, planes y versiones.',
  });
  router.get('/capabilities', doc, async (c) => {
    const data = await systemCapabilities(deps);
    return c.json({ success: true, data });
  });
  return router;
}
