/**
 * The legislation reader (article viewer) and the catalogue answers built on it: the norms of the
 * public collection, a norm's table of contents, one section with its neighbours, the caller's
 * collections and the server's capabilities. Rules only; SQL in `readRepo.ts`, HTTP in `routes.ts`.
 *
 * @module
 */
import {
  articleAnchor,
  articleKeyFromAnchor,
  articleKeyFromHeading,
  normAbbreviation,
} from '@alegato/legal-nlp';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PLAN_IDS, PLANS, type AnalysisDepth, type PlanId } from '@alegato/domain';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { storageSize, type StorageSize } from '../../db/storage.js';
import { AppError } from '../../errors.js';
import type { RateLimitRule } from '../../middleware/rate-limit.js';
import { MAX_UPLOAD_BYTES } from '../documents/upload.js';
import { BOE_ATTRIBUTION } from './parse.js';
import {
  findNormRow,
  legislationStats,
  listCollectionRows,
  listNormRows,
  listSectionHeadings,
  readSectionPage,
  type CollectionRow,
  type NormRow,
} from './readRepo.js';

/** Spanish messages of the legislation reader. */
export const LEGISLATION_MESSAGES = {
  normNotFound: 'No se ha encontrado la norma.',
  sectionNotFound: 'No se ha encontrado el artículo.',
  invalidNormId: 'El identificador de la norma no es válido (por ejemplo, BOE-A-1889-4763).',
  invalidAnchor: 'El artículo indicado no es válido (por ejemplo, articulo-1902 o seccion-12).',
} as const;

/** `metadata.status` values that mean the norm is no longer in force (compared in lower case). */
export const REPEALED_STATUSES: readonly string[] = ['repealed', 'derogada', 'derogado', 'derogated'];

/** Whether a norm with this `metadata.status` is in force: anything but a repealed status (or none). */
export function isInForce(status: string | null | undefined): boolean {
  return !REPEALED_STATUSES.includes(
    String(status ?? '')
      .trim()
      .toLowerCase(),
  );
}

/** The usual abbreviation of a norm ('CC', 'LAU'; `normAbbreviation` of legal-nlp), or null. */
export function normShortName(normId: string): string | null {
  return normAbbreviation(normId);
}

/** A norm in the list of `GET /legislation/norms`. */
export interface NormSummary {
  document_id: string;
  /** BOE id, `BOE-A-1889-4763`. */
  norm_id: string;
  title: string;
  /** The usual abbreviation ('CC'); null when there is none. */
  short_name: string | null;
  rank: string | null;
  /** Publication date `YYYY-MM-DD`. */
  date: string | null;
  in_force: boolean;
  /** Sections stored (articles and other sections: preamble, dispositions, annexes). */
  articles: number;
}

/** A norm in `GET /legislation/norms/{normId}` and its sections. */
export interface NormDetail {
  document_id: string;
  norm_id: string;
  title: string;
  short_name: string | null;
  rank: string | null;
  date: string | null;
  /** Date of the last consolidated change, `YYYY-MM-DD`. */
  last_updated: string | null;
  /** `metadata.status` as imported (`in_force`, …). */
  status: string | null;
  in_force: boolean;
  /** The consolidated text on boe.es. */
  source_url: string | null;
  /** The BOE attribution its reuse conditions ask for. */
  attribution: string;
}

/** A line of a norm's table of contents. */
export interface TocEntry {
  /**
   * `articulo-<key>` ({@link articleAnchor}) for an article, `seccion-<ordinal>` for any other section
   * and for an article whose key an earlier section already took.
   */
  anchor: string;
  /** 1-based position in the norm (the page number). */
  ordinal: number;
  heading: string;
  /** Canonical article key ('1902', '9 bis'), or null for a section that is not an article. */
  article: string | null;
}

/** One section with its text, as `GET …/sections/{anchor}` answers it. */
export interface SectionView extends TocEntry {
  /** The body: the page text without its heading and without the trailing editorial notes. */
  text: string;
  /** Editorial notes ('Se modifica por …', 'Redacción anterior: …'), in order; [] when none. */
  notes: string[];
}

/** A neighbour of a section. */
export interface SectionLink {
  anchor: string;
  heading: string;
}

/** A collection in `GET /collections`. */
export type CollectionSummary = CollectionRow;

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

/** The wire view of a norm's document row. */
export function normDetail(row: NormRow): NormDetail {
  const m = row.metadata;
  const normId = str(m.norm_id) ?? '';
  const status = str(m.status);
  return {
    document_id: row.id,
    norm_id: normId,
    title: str(m.title) ?? normId,
    short_name: normShortName(normId),
    rank: str(m.rank),
    date: str(m.date),
    last_updated: str(m.last_updated),
    status,
    in_force: isInForce(status),
    source_url: str(m.source_url),
    attribution: str(m.attribution) ?? BOE_ATTRIBUTION,
  };
}

/**
 * The table of contents of a norm from its page headings: an article heading gives
 * `articulo-<key>`; the second section with the same key (an article quoted in a disposition, a
 * renumbered one) and every other section give `seccion-<ordinal>`.
 */
export function buildToc(headings: readonly { page: number; heading: string }[]): TocEntry[] {
  const taken = new Set<string>();
  return headings.map(({ page, heading }) => {
    const article = articleKeyFromHeading(heading);
    let anchor = `seccion-${page}`;
    if (article !== null) {
      const own = articleAnchor(article);
      if (!taken.has(own)) {
        taken.add(own);
        anchor = own;
      }
    }
    return { anchor, ordinal: page, heading, article };
  });
}

/**
 * Splits a stored page text (heading, body, notes joined by blank lines, see `pageText`) back into
 * its parts. The heading is the first line. The body is found by walking the page's chunks, which the
 * importer cut from the body alone, in order: whatever follows the last chunk is the notes, one per
 * paragraph (an article without chunks has only notes). When the chunks do not line up with the text
 * (a page written by another chunker), everything after the heading is the body and `notes` is [].
 */
export function splitSectionText(
  pageText: string,
  chunkTexts: readonly string[],
): { heading: string; text: string; notes: string[] } {
  const newline = pageText.indexOf('\n');
  const heading = newline < 0 ? pageText : pageText.slice(0, newline);
  const rest = newline < 0 ? '' : pageText.slice(newline + 1);
  const start = rest.length - rest.trimStart().length;
  let pos = start;
  for (const chunk of chunkTexts) {
    const at = rest.indexOf(chunk, pos);
    if (at < 0 || rest.slice(pos, at).trim() !== '') return { heading, text: rest.trim(), notes: [] };
    pos = at + chunk.length;
  }
  const notes = rest
    .slice(pos)
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return { heading, text: rest.slice(start, pos).trim(), notes };
}

/** A norm's table of contents with its lookups, as cached. */
interface CachedToc {
  toc: TocEntry[];
  /** Index in `toc` by anchor. */
  byAnchor: Map<string, number>;
  /** Index in `toc` by ordinal. */
  byOrdinal: Map<number, number>;
}

/** A small least-recently-used map. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  /** @param capacity - entries kept; the least recently read one goes first */
  constructor(readonly capacity: number) {}

  /** The value under `key`, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Stores `value`, dropping the least recently used entry past the capacity. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** Entries held. */
  get size(): number {
    return this.entries.size;
  }
}

/** Options of {@link createLegislationReader}. */
export interface LegislationReaderOptions {
  /** Tables of contents kept in memory (the Código Civil's has ~2,000 lines). @default 32 */
  tocCacheSize?: number;
}

/** What {@link createLegislationReader} returns. */
export interface LegislationReader {
  /** Every norm of the public collection, by short name (those with one first) and then title. */
  listNorms(): Promise<NormSummary[]>;
  /** A norm and its table of contents. @throws AppError 404 when there is no such norm */
  getNorm(normId: string): Promise<{ norm: NormDetail; toc: TocEntry[] }>;
  /**
   * One section by anchor (`articulo-<key>`, whose key is canonicalised first, or `seccion-<ordinal>`,
   * which reaches any section, article or not) with the previous and next sections.
   * @throws AppError 404 for an unknown norm or anchor
   */
  getSection(
    normId: string,
    anchor: string,
  ): Promise<{
    norm: NormDetail;
    section: SectionView;
    previous: SectionLink | null;
    next: SectionLink | null;
  }>;
}

/**
 * The reader over `db`. Tables of contents are cached per document id and `updated_at` (a norm's
 * pages change only when it is re-imported, which moves `updated_at`): a TOC request costs one query
 * for the norm row, plus one for the headings on a miss; a section request one more for its page.
 */
export function createLegislationReader(
  db: Kysely<Database>,
  options: LegislationReaderOptions = {},
): LegislationReader {
  const cache = new LruCache<string, CachedToc>(options.tocCacheSize ?? 32);

  async function loadNorm(normId: string): Promise<{ row: NormRow; toc: CachedToc }> {
    const row = await findNormRow(db, normId);
    if (!row) throw AppError.notFound(LEGISLATION_MESSAGES.normNotFound);
    const key = `${row.id}@${new Date(row.updated_at).getTime()}`;
    let toc = cache.get(key);
    if (!toc) {
      const entries = buildToc(await listSectionHeadings(db, row.id));
      toc = {
        toc: entries,
        byAnchor: new Map(entries.map((e, i) => [e.anchor, i])),
        byOrdinal: new Map(entries.map((e, i) => [e.ordinal, i])),
      };
      cache.set(key, toc);
    }
    return { row, toc };
  }

  const link = (e: TocEntry | undefined): SectionLink | null =>
    e ? { anchor: e.anchor, heading: e.heading } : null;

  return {
    async listNorms() {
      const rows = await listNormRows(db);
      const norms: NormSummary[] = rows.map((r) => ({
        document_id: r.id,
        norm_id: r.norm_id,
        title: r.title ?? r.norm_id,
        short_name: normShortName(r.norm_id),
        rank: r.rank,
        date: r.date,
        in_force: isInForce(r.status),
        articles: r.pages ?? 0,
      }));
      return norms.sort((a, b) => {
        if (a.short_name !== b.short_name) {
          if (a.short_name === null) return 1;
          if (b.short_name === null) return -1;
          const byShort = collator.compare(a.short_name, b.short_name);
          if (byShort !== 0) return byShort;
        }
        return collator.compare(a.title, b.title) || a.norm_id.localeCompare(b.norm_id);
      });
    },

    async getNorm(normId) {
      const { row, toc } = await loadNorm(normId);
      return { norm: normDetail(row), toc: toc.toc };
    },

    async getSection(normId, anchor) {
      const { row, toc } = await loadNorm(normId);
      let index: number | undefined;
      const ordinal = /^seccion-(\d+)$/.exec(anchor);
      if (ordinal) index = toc.byOrdinal.get(Number(ordinal[1]));
      else {
        const key = articleKeyFromAnchor(anchor);
        if (key !== null) index = toc.byAnchor.get(articleAnchor(key));
      }
      const entry = index === undefined ? undefined : toc.toc[index];
      if (index === undefined || !entry) throw AppError.notFound(LEGISLATION_MESSAGES.sectionNotFound);
      const page = await readSectionPage(db, row.id, entry.ordinal);
      if (!page) throw AppError.notFound(LEGISLATION_MESSAGES.sectionNotFound);
      const { text, notes } = splitSectionText(page.text, page.chunks);
      return {
        norm: normDetail(row),
        section: { ...entry, text, notes },
        previous: link(toc.toc[index - 1]),
        next: link(toc.toc[index + 1]),
      };
    },
  };
}

/** The caller's collections and the public ones (see `listCollectionRows`). */
export async function listCollections(db: Kysely<Database>, userId: string): Promise<CollectionSummary[]> {
  return listCollectionRows(db, userId);
}

/** Languages of the OCR model the extraction loads (`documents/extract/ocr.ts`: tesseract `spa`). */
export const OCR_LANGUAGES: readonly string[] = ['spa'];

/** Largest `top_k` of `POST /query/mixed` (its schema's bound). */
export const SEARCH_TOP_K_MAX = 50;

/** Longest query of `POST /query/mixed`, in characters. */
export const SEARCH_QUERY_MAX_CHARS = 1000;

/** The search engine's self-description for `/system/capabilities`. */
export type SearchInfo = () => Record<string, unknown> | Promise<Record<string, unknown>>;

/** What the search reports when no engine describes itself. */
export const DEFAULT_SEARCH_INFO: Record<string, unknown> = { engine: 'postgres-fts', ready: true };

/** Deps of {@link systemCapabilities}. */
export interface CapabilitiesDeps {
  db: Kysely<Database>;
  config: Config;
  /** Server version. */
  version: string;
  /** The search engine's description. @default () => DEFAULT_SEARCH_INFO */
  searchInfo?: SearchInfo;
}

/** A token bucket on the wire. */
export interface RateLimitView {
  burst: number;
  per_window: number;
  window_seconds: number;
}

/** The engines and providers this server runs with (`engines` of `/system/capabilities`). */
export interface EnginesView {
  /** The legislation search engine (`search.engine`). */
  search: string;
  /** Semantic recall through `EMBEDDINGS_URL` (ADR 0021): on or off, and its model; never its URL. */
  semantic_recall: { enabled: boolean; model: string | null };
  /** The AI provider and model of enhancement and chat answers. */
  ai: { provider: string; model: string | null };
  /** OCR of pages without a text layer. */
  ocr: { enabled: boolean; engine: 'tesseract.js'; languages: string[] };
  /** The PDF renderer (ADR 0012). */
  pdf: { renderer: 'pdfkit' };
  /** Subscriptions: `demo` (plan changes apply at once, nothing charged) or `stripe`. */
  billing: { mode: 'demo' | 'stripe' };
  /** Outgoing mail: `smtp` (`SMTP_URL`) or `outbox` (stored, loopback `/dev/outbox`). */
  mail: { transport: 'smtp' | 'outbox' };
}

/** One plan's limits (spec §6), from the domain `PLANS`. */
export interface PlanLimitsView {
  id: PlanId;
  label: string;
  price_eur: number;
  /** Analyses a month; null = unlimited. */
  analyses_per_month: number | null;
  analysis_depth: AnalysisDepth;
  ai_model: boolean;
  pdf: boolean;
  batch: boolean;
  api: boolean;
  priority_support: boolean;
  timeout_ms: number;
  retries: number;
}

/** Versions of the pieces (`versions` of `/system/capabilities`). */
export interface VersionsView {
  server: string;
  node: string;
  /** `engine` pglite (embedded, `package` its version) or postgresql; `version` = `select version()`. */
  database: { engine: 'pglite' | 'postgresql'; version: string | null; package?: string | null };
  /** The MCP protocol revision of the SDK and the SDK's version. */
  mcp: { protocol: string; sdk: string | null };
}

/** `GET /system/capabilities` `data`. */
export interface Capabilities {
  search: Record<string, unknown>;
  ocr: { enabled: boolean; languages: string[] };
  /** The AI provider of report enhancement and its model; never its key or URL. */
  ai: { provider: string; model: string | null };
  engines: EnginesView;
  legislation: { norms: number; chunks: number; last_import: string | null };
  limits: {
    upload_max_bytes: number;
    search_top_k_max: number;
    search_query_max_chars: number;
    rate_limits: Record<string, RateLimitView>;
  };
  /** The plan table, in plan order (estudiante → empresarial). */
  plans: PlanLimitsView[];
  versions: VersionsView;
  /**
   * Bytes on disk of the embedded database (`DATA_DIR/db` and its `pg_wal`), measured at most once a
   * minute; null on PostgreSQL (its server reports its own storage).
   */
  storage: StorageSize | null;
  /** The server's version (also `versions.server`). */
  version: string;
}

const rule = (r: RateLimitRule): RateLimitView => ({
  burst: r.burst,
  per_window: r.perWindow,
  window_seconds: r.windowSeconds,
});

/** The plan table of the domain as `/system/capabilities` gives it. */
export function planLimits(): PlanLimitsView[] {
  return PLAN_IDS.map((id) => {
    const p = PLANS[id];
    return {
      id,
      label: p.label,
      price_eur: p.price_eur,
      analyses_per_month: p.analyses_per_month < 0 ? null : p.analyses_per_month,
      analysis_depth: p.analysis_depth,
      ai_model: p.claude_enabled,
      pdf: p.pdf_generation,
      batch: p.batch_analysis,
      api: p.api_access,
      priority_support: p.priority_support,
      timeout_ms: p.max_timeout,
      retries: p.max_retries,
    };
  });
}

const requireFrom = createRequire(import.meta.url);

/**
 * The version in the package.json of an installed package (found from one of its entry points: some
 * packages do not export their package.json), or null.
 */
export function installedPackageVersion(name: string, entry = name): string | null {
  try {
    let dir = dirname(requireFrom.resolve(entry));
    for (;;) {
      const file = join(dir, 'package.json');
      if (existsSync(file)) {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
        if (pkg.name === name && typeof pkg.version === 'string') return pkg.version;
      }
      const parent = dirname(dir);
      if (parent === dir) return null;
      dir = parent;
    }
  } catch {
    return null;
  }
}

/** `select version()`, or null when the database does not answer. */
async function databaseVersion(db: Kysely<Database>): Promise<string | null> {
  try {
    const { rows } = await sql<{ version: string }>`select version() as version`.execute(db);
    return rows[0]?.version ?? null;
  } catch {
    return null;
  }
}

/**
 * What this server can do: engines and providers, OCR languages, the legislation index's size, limits,
 * the plan table, versions and the embedded database's size on disk (two queries: the index counts and
 * `select version()`; the size is a cached directory walk). Never a key, a
 * password or a provider's URL.
 */
export async function systemCapabilities(deps: CapabilitiesDeps): Promise<Capabilities> {
  const { config } = deps;
  const search = await (deps.searchInfo ?? (() => DEFAULT_SEARCH_INFO))();
  const embedded = !config.databaseUrl;
  const [stats, dbVersion, storage] = await Promise.all([
    legislationStats(deps.db),
    databaseVersion(deps.db),
    embedded ? storageSize(join(config.dataDir, 'db')) : null,
  ]);
  const limits = config.rateLimits;
  const ai = { provider: config.ai.provider, model: config.ai.model || null };
  const ocr = { enabled: config.ocrEnabled, languages: [...OCR_LANGUAGES] };
  return {
    search,
    ocr,
    ai,
    engines: {
      search: typeof search.engine === 'string' ? search.engine : 'desconocido',
      semantic_recall: config.embeddings
        ? { enabled: true, model: config.embeddings.model }
        : { enabled: false, model: null },
      ai,
      ocr: { enabled: config.ocrEnabled, engine: 'tesseract.js', languages: [...OCR_LANGUAGES] },
      pdf: { renderer: 'pdfkit' },
      billing: { mode: config.billing.provider === 'stripe' ? 'stripe' : 'demo' },
      mail: { transport: config.smtpUrl ? 'smtp' : 'outbox' },
    },
    legislation: {
      norms: stats.norms,
      chunks: stats.chunks,
      last_import: stats.last_import === null ? null : new Date(stats.last_import).toISOString(),
    },
    limits: {
      upload_max_bytes: MAX_UPLOAD_BYTES,
      search_top_k_max: SEARCH_TOP_K_MAX,
      search_query_max_chars: SEARCH_QUERY_MAX_CHARS,
      rate_limits: {
        search: rule(limits.search),
        report_search: rule(limits.reportSearch),
        case_analysis: rule(limits.caseAnalysis),
        enhance: rule(limits.enhance),
        pdf: rule(limits.pdf),
      },
    },
    plans: planLimits(),
    versions: {
      server: deps.version,
      node: process.versions.node,
      database: embedded
        ? {
            engine: 'pglite',
            version: dbVersion,
            package: installedPackageVersion('@electric-sql/pglite'),
          }
        : { engine: 'postgresql', version: dbVersion },
      mcp: {
        protocol: LATEST_PROTOCOL_VERSION,
        sdk: installedPackageVersion('@modelcontextprotocol/sdk', '@modelcontextprotocol/sdk/types.js'),
      },
    },
    storage,
    version: deps.version,
  };
}
