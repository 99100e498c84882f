/**
 * Document analysis (issue 13 item 3, ADR 0024): reads the caller's document, runs the embedded
 * engine off the event loop, checks the cited norms against the imported legislation ("citas
 * verificadas"), adds — at `expert` depth — the related legislation found by searching the public index
 * with the document's topics and the links to the other documents of its case, and stores the result
 * (`document_analyses`). Nothing is stored when the analysis fails.
 *
 * @module
 */
import type { PlanEnforcer } from '../plans/service.js';
import {
  articleAnchor,
  articleKeyFromHeading,
  type AnalysisDepth,
  type DocumentAnalysis,
  type PageText,
  type Risk,
} from '@alegato/legal-nlp';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { RequestMeta } from '../auth/audit.js';
import { CHAT_MESSAGES } from '../chat/routes.js';
import { listPages } from '../documents/repo.js';
import { resolveDocument } from '../documents/resolve.js';
import type { DocumentDto } from '../documents/repo.js';
import type { LegislationSearch } from '../search/engine.js';
import { checkCitations, CITATION_STATUS, type CheckedCitation } from './citations.js';
import type { AnalysisEngine } from './engine.js';
import { insertAnalysis, newestAnalysis } from './repo.js';

/** Who wrote the analysis: the embedded engine (no provider is configured for analyses). */
export const ANALYSIS_SOURCE = 'alegato-nlp';

/** What `/document/analyze` returns (`analysis_type`). */
export const ANALYSIS_TYPES = ['general', 'entidades', 'resumen', 'riesgos', 'citas'] as const;
/** One of {@link ANALYSIS_TYPES}. */
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

/** Spanish messages of the analysis endpoints. */
export const ANALYSIS_MESSAGES = {
  documentRequired: 'Indica el documento que quieres analizar (document_filename).',
  depth: 'analysis_depth debe ser basic, complete o expert.',
  language: 'El análisis solo está disponible en español: envía language=es.',
  type: `analysis_type debe ser uno de: ${ANALYSIS_TYPES.join(', ')}.`,
  threshold: CHAT_MESSAGES.threshold,
  none: 'Este documento todavía no tiene ningún análisis: analízalo primero.',
  empty: 'El documento no tiene texto que analizar (¿es una imagen sin OCR?).',
  timeout: 'El análisis ha tardado demasiado y se ha cancelado. Inténtalo de nuevo en unos minutos.',
  providerNotConfigured:
    'No hay ningún proveedor de IA configurado: el análisis lo ha hecho el motor integrado de Alegato.',
} as const;

/** What the service needs. */
export interface AnalysisServiceDeps {
  db: Kysely<Database>;
  legislation: LegislationSearch;
  engine: AnalysisEngine;
  /** Longest an analysis may take (the plan's timeout; the spec's 120 s by default). */
  timeoutMs?: number;
  /** Plan enforcement for the routes that meter an analysis (ADR 0026). @default none */
  plans?: PlanEnforcer;
}

/** A request of either endpoint. */
export interface AnalysisRequest {
  /** Document id or file name. */
  document: string;
  kind: 'analyze' | 'comprehensive';
  depth: AnalysisDepth;
  /** `/document/analyze` only. */
  analysisType?: AnalysisType;
  /** Summary focus (0..1), `/document/analyze`'s `similarity_threshold`. */
  summaryThreshold?: number;
  /** `include_claude` as sent. */
  includeClaude?: boolean;
}

/** The stored analysis's id, who wrote it and the analysis. */
export interface AnalysisResponse {
  analysis_id: string;
  source: string;
  analysis: Record<string, unknown>;
}

/** One imported article found by searching the legislation with the document's topics. */
interface RelatedNorm {
  norm_id: string;
  title: string;
  article: string | null;
  heading: string | null;
  href: string;
  score: number;
  passage: string;
}

/** Another document of the same case and what it shares with this one. */
interface RelatedDocument {
  document_id: string;
  filename: string;
  shared_parties: string[];
  shared_case_numbers: string[];
  shared_citations: string[];
}

/** Runs, completes and stores an analysis. */
export async function runAnalysis(
  deps: AnalysisServiceDeps,
  meta: RequestMeta,
  userId: string,
  request: AnalysisRequest,
): Promise<AnalysisResponse> {
  const started = performance.now();
  const document = await resolveDocument(deps.db, meta, userId, request.document);
  const pages = await readPages(deps.db, document.id);
  const core = await analyse(deps, pages, request.depth, request.summaryThreshold);
  const result: Record<string, unknown> = { ...core };
  if (request.depth !== 'basic') {
    const checked = await checkCitations(deps.db, core.citations ?? []);
    result.citas_verificadas = checked;
    result.risks = [...(core.risks ?? []), ...citationRisks(checked)];
  }
  if (request.depth === 'expert') {
    result.related_legislation = await relatedLegislation(deps.legislation, core.topics ?? []);
    result.related_documents = await relatedDocuments(deps, userId, document, core);
  }
  const analysis = {
    document: { id: document.id, filename: document.filename, pages: document.pages },
    ...(request.kind === 'analyze' ? project(result, request.analysisType ?? 'general') : result),
    ...(request.includeClaude
      ? { ai_provider: { requested: true, used: false, note: ANALYSIS_MESSAGES.providerNotConfigured } }
      : {}),
  };
  const durationMs = performance.now() - started;
  const id = await insertAnalysis(deps.db, {
    documentId: document.id,
    userId,
    kind: request.kind,
    analysisType: request.kind === 'analyze' ? (request.analysisType ?? 'general') : 'integral',
    depth: request.depth,
    engine: ANALYSIS_SOURCE,
    result: analysis,
    durationMs,
  });
  return { analysis_id: id, source: ANALYSIS_SOURCE, analysis };
}

/** The newest stored analysis of the caller's document. @throws {AppError} 404 when there is none */
export async function latestAnalysis(
  db: Kysely<Database>,
  meta: RequestMeta,
  userId: string,
  ref: string,
): Promise<{
  analysis_id: string;
  source: string;
  analysis: Record<string, unknown>;
  created_at: string;
  kind: string;
  depth: string | null;
}> {
  const document = await resolveDocument(db, meta, userId, ref);
  const row = await newestAnalysis(db, userId, document.id);
  if (!row) throw new AppError(404, 'analysis_not_found', ANALYSIS_MESSAGES.none);
  return {
    analysis_id: row.id,
    source: row.engine,
    analysis: row.result,
    created_at: row.created_at,
    kind: row.kind,
    depth: row.depth,
  };
}

async function readPages(db: Kysely<Database>, documentId: string): Promise<PageText[]> {
  const pages = (await listPages(db, documentId)).map((p) => ({ page: p.page, text: p.text }));
  if (!pages.some((p) => p.text.trim() !== ''))
    throw new AppError(422, 'document_empty', ANALYSIS_MESSAGES.empty);
  return pages;
}

async function analyse(
  deps: AnalysisServiceDeps,
  pages: readonly PageText[],
  depth: AnalysisDepth,
  summaryThreshold?: number,
): Promise<DocumentAnalysis> {
  const analysis = await deps.engine.analyze(pages, {
    depth,
    ...(summaryThreshold !== undefined ? { summaryThreshold } : {}),
    ...(deps.timeoutMs !== undefined ? { timeoutMs: deps.timeoutMs } : {}),
  });
  if (!analysis) throw new AppError(504, 'analysis_timeout', ANALYSIS_MESSAGES.timeout);
  return analysis;
}

/** A risk per article that does not exist in its imported norm; one for the norms not imported. */
function citationRisks(checked: readonly CheckedCitation[]): Risk[] {
  const risks: Risk[] = [];
  for (const c of checked) {
    if (c.status !== CITATION_STATUS.noArticle) continue;
    risks.push({
      code: 'articulo_inexistente',
      level: 'alto',
      message: `«${c.raw}»: la norma ${c.norm_title ?? c.norm_id ?? ''} importada no tiene el artículo ${c.article ?? ''}. Revisa la cita.`,
      page: c.page,
      passage: c.passage,
    });
  }
  const missing = checked.filter((c) => c.status === CITATION_STATUS.notImported);
  if (missing.length > 0)
    risks.push({
      code: 'norma_no_importada',
      level: 'bajo',
      message: `${missing.length} cita(s) de normas que no están en la legislación importada (${missing
        .slice(0, 5)
        .map((c) => c.normalised)
        .join('; ')}): no se han podido verificar.`,
      page: missing[0]!.page,
      passage: missing[0]!.passage,
    });
  return risks;
}

/** The imported articles closest to the document's topics (expert depth). */
async function relatedLegislation(
  legislation: LegislationSearch,
  topics: readonly string[],
): Promise<RelatedNorm[]> {
  if (topics.length === 0) return [];
  const result = await legislation.search({ query: topics.join(' '), limit: 8 });
  if (!result) return [];
  const out: RelatedNorm[] = [];
  for (const hit of result.hits) {
    const heading = hit.stored?.heading ?? null;
    const article = articleKeyFromHeading(heading);
    if (out.some((o) => o.norm_id === hit.normId && o.article === article)) continue;
    out.push({
      norm_id: hit.normId,
      title: hit.stored?.title ?? hit.normId,
      article,
      heading,
      href: `/search/norma/${hit.normId}${article ? `#${articleAnchor(article)}` : ''}`,
      score: Math.round(hit.score * 1000) / 1000,
      passage: (hit.stored?.text ?? '').slice(0, 300),
    });
    if (out.length >= 5) break;
  }
  return out;
}

const key = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9/:]+/g, ' ')
    .trim();

/** What links two documents: parties, case numbers and cited norms. */
function fingerprint(a: Partial<DocumentAnalysis>) {
  const parties = new Map<string, string>();
  for (const p of a.parties ?? []) parties.set(key(p.name), p.name);
  const numbers = new Map<string, string>();
  for (const c of a.case_numbers ?? [])
    if (c.kind !== 'NIG') numbers.set(key(c.value).replace(/\s+/g, ''), `${c.kind} ${c.value}`);
  const citations = new Map<string, string>();
  for (const c of a.citations ?? [])
    if (c.kind !== 'ecli' && c.kind !== 'judgment') citations.set(key(c.normalised), c.normalised);
  return { parties, numbers, citations };
}

function shared(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...a.keys()].filter((k) => b.has(k)).map((k) => a.get(k)!);
}

/** The other documents of the same case sharing parties, case numbers or citations (expert depth). */
async function relatedDocuments(
  deps: AnalysisServiceDeps,
  userId: string,
  document: DocumentDto,
  core: DocumentAnalysis,
): Promise<RelatedDocument[]> {
  if (!document.case_id) return [];
  const others = await deps.db
    .selectFrom('documents')
    .select(['id', 'filename'])
    .where('user_id', '=', userId)
    .where('case_id', '=', document.case_id)
    .where('id', '!=', document.id)
    .where('status', '=', 'ready')
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  const mine = fingerprint(core);
  const out: RelatedDocument[] = [];
  for (const other of others) {
    const stored = await newestAnalysis(deps.db, userId, other.id);
    let theirs = stored?.result as Partial<DocumentAnalysis> | undefined;
    if (!theirs?.citations) {
      const pages = (await listPages(deps.db, other.id)).map((p) => ({ page: p.page, text: p.text }));
      theirs = (await deps.engine.analyze(pages, { depth: 'complete' })) ?? undefined;
    }
    if (!theirs) continue;
    const fp = fingerprint(theirs);
    const link: RelatedDocument = {
      document_id: other.id,
      filename: other.filename,
      shared_parties: shared(mine.parties, fp.parties),
      shared_case_numbers: shared(mine.numbers, fp.numbers),
      shared_citations: shared(mine.citations, fp.citations),
    };
    if (link.shared_parties.length + link.shared_case_numbers.length + link.shared_citations.length > 0)
      out.push(link);
  }
  const weight = (d: RelatedDocument) =>
    d.shared_case_numbers.length * 3 + d.shared_parties.length * 2 + d.shared_citations.length;
  return out.sort((a, b) => weight(b) - weight(a));
}

const COMMON = ['engine', 'version', 'depth', 'pages', 'words', 'document_type'] as const;
const SECTIONS: Readonly<Record<AnalysisType, readonly string[] | null>> = {
  general: null,
  resumen: ['summary', 'court', 'date', 'decision', 'costas'],
  entidades: ['parties', 'court', 'ponente', 'magistrados', 'case_numbers', 'date', 'amounts', 'timeline'],
  riesgos: ['risks', 'deadlines', 'costas', 'contract', 'citas_verificadas'],
  citas: ['citations', 'citas_verificadas'],
};

/** The sections an `analysis_type` asks for (`general`: all). */
function project(result: Record<string, unknown>, type: AnalysisType): Record<string, unknown> {
  const sections = SECTIONS[type];
  if (!sections) return { analysis_type: type, ...result };
  const out: Record<string, unknown> = { analysis_type: type };
  for (const k of [...COMMON, ...sections]) if (k in result) out[k] = result[k];
  return out;
}
