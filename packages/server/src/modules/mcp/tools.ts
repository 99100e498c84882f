/**
 * The tools of the MCP server (issue 15 item 1, ADR 0032). Each one is scoped to the caller and calls
 * the same services as the HTTP route that does the same thing (search, legislation reader, cases,
 * document analysis, chat, case analysis, drafts, the plazo computation of the deadlines module), so
 * ownership, plan checks and metering are theirs. A tool answers Spanish text that quotes the passage
 * and names its page or article, plus the data as `structuredContent`; it never invents: nothing found
 * is said ('No he encontrado…').
 *
 * @module
 */
import {
  depthCapability,
  planAllows,
  type AiRunCitation,
  type AiRunOutcome,
  type AiRunPassage,
  type AnalysisDepth,
} from '@alegato/domain';
import {
  articleAnchor,
  computeDeadline,
  DEFAULT_THRESHOLD,
  findLegalReferences,
  type DeadlineRegime,
} from '@alegato/legal-nlp';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import type { AuthenticatedUser } from '../../types.js';
import type { RequestMeta } from '../auth/audit.js';
import { ANALYSIS_SOURCE, runAnalysis } from '../analysis/service.js';
import { runCaseAnalysis } from '../caseAnalysis/service.js';
import { getOwnedCase, listCaseDocuments, listUserCases } from '../cases/service.js';
import { CASE_MESSAGES } from '../cases/schema.js';
import { askDocument, CHAT_ENGINE } from '../chat/answer.js';
import { modelAnswer } from '../chat/model.js';
import { resolveDocument } from '../documents/resolve.js';
import { DOCUMENT_MESSAGES } from '../documents/service.js';
import { DEFAULT_DRAFT_TEMPLATE, DRAFT_MAX_CHARS, draftFromCase } from '../drafts/service.js';
import type { LegislationReader } from '../legislation/reader.js';
import { lawKeyOf } from '../search/references.js';
import { mixedSearch, type MixedChunk, type MixedSearchDeps } from '../search/service.js';
import { depthFor, timeoutFor, withPlan, type PlanContext } from '../plans/service.js';
import type { McpDeps } from './routes.js';

/** What every tool call runs with. */
export interface McpCallContext {
  deps: McpDeps;
  user: AuthenticatedUser;
  meta: RequestMeta;
  /** The search deps with the server's answer cache. */
  search: MixedSearchDeps;
  reader: LegislationReader;
}

/** What a tool produced, before it becomes an MCP result and an AI run. */
export interface ToolOutput {
  /** Spanish text for the model and the user. */
  text: string;
  structured: Record<string, unknown>;
  /** @default 'ok' */
  outcome?: AiRunOutcome;
  /** @default 'embedded' */
  engine?: string;
  outputSummary?: string;
  passages?: AiRunPassage[];
  citations?: AiRunCitation[];
  documentId?: string | null;
  caseId?: string | null;
}

/** A tool: its MCP description, how to summarise its input for the AI run, and what it does. */
export interface McpToolDefinition<S extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  input: S;
  /** What it was asked, for the AI run (never a whole document). */
  summary(args: z.infer<z.ZodObject<S>>): string;
  run(ctx: McpCallContext, args: z.infer<z.ZodObject<S>>): Promise<ToolOutput>;
}

/** Spanish messages of the tools. */
export const MCP_MESSAGES = {
  caseNotFound: CASE_MESSAGES.notFound,
  documentNotFound: DOCUMENT_MESSAGES.notFound,
  documentRequired: 'Indica el documento: su identificador (document_id) o su nombre de archivo (filename).',
  failed: 'No se ha podido completar la herramienta. Inténtalo de nuevo en unos minutos.',
  noLegislation: (q: string) => `No he encontrado legislación sobre «${q}» en la colección importada.`,
  noDocuments: (q: string) => `No he encontrado nada sobre «${q}» en tus documentos.`,
  noArticle: (cita: string) =>
    `No he encontrado el artículo «${cita}» en la legislación importada (no encontrado).`,
  noCitation: (cita: string) =>
    `No reconozco una cita de artículo en «${cita}». Escríbela como «art. 1902 CC» o «artículo 9 LAU».`,
  noCases: 'No tienes ningún caso todavía.',
  badDate: 'fecha_inicio debe ser una fecha AAAA-MM-DD.',
} as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Longest passage quoted in a tool's text. */
const QUOTE_CHARS = 900;

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const quote = (s: string, max = QUOTE_CHARS) => {
  const t = squash(s);
  return `«${t.length > max ? `${t.slice(0, max - 1)}…` : t}»`;
};
const pagesLabel = (pages: readonly number[]) =>
  pages.length === 0 ? 'sin página' : pages.length === 1 ? `pág. ${pages[0]}` : `págs. ${pages.join(', ')}`;
const spanishDate = (iso: string) => iso.split('-').reverse().join('/');

/** A case id that is not a UUID names no case: the same answer as an unknown one. */
function ownedCaseId(id: string): string {
  const trimmed = id.trim();
  if (!UUID_RE.test(trimmed)) throw AppError.notFound(MCP_MESSAGES.caseNotFound);
  return trimmed.toLowerCase();
}

/** The document analysis deps with the plan's timeout (as `/document/analyze`). */
function analysisService(ctx: McpCallContext, plan: PlanContext | null) {
  const service = ctx.deps.analysis;
  const timeoutMs = service.timeoutMs ?? timeoutFor(plan);
  return timeoutMs === undefined ? service : { ...service, timeoutMs };
}

/** A legislation hit's label: 'LAU, art. 36' or the norm's name and heading. */
function lawLabel(ch: MixedChunk): string {
  const norm = ch.metadatos.norm_short ?? ch.fuente;
  if (ch.metadatos.article) return `${norm}, art. ${ch.metadatos.article}`;
  return ch.metadatos.heading ? `${norm}, ${ch.metadatos.heading}` : norm;
}

const Query = z.string().trim().min(1).max(1000).describe('La pregunta o las palabras que buscar.');
const TopK = z.number().int().min(1).max(20).default(5).describe('Cuántos resultados devolver (1-20).');
const CaseId = z.string().min(1).max(100).describe('El identificador del caso (UUID).');
const Depth = z
  .enum(['basic', 'complete', 'expert'])
  .optional()
  .describe('Profundidad: basic, complete o expert (por defecto la de tu plan, hasta complete).');

const buscarLegislacion: McpToolDefinition<{ query: typeof Query; top_k: typeof TopK }> = {
  name: 'buscar_legislacion',
  title: 'Buscar legislación',
  description:
    'Busca en la legislación pública importada (BOE) los artículos que responden a una pregunta o cita. Devuelve cada artículo con su norma, su número y su texto.',
  input: { query: Query, top_k: TopK },
  summary: (a) => a.query,
  async run(ctx, args) {
    const result = await mixedSearch(ctx.search, {
      userId: ctx.user.id,
      query: args.query,
      topK: args.top_k,
      type: 'legislacion',
      includePublic: true,
      ranking: 'bm25f',
      useCache: true,
    });
    const hits = result.chunks.filter((ch) => ch.metadatos.public).slice(0, args.top_k);
    const articles = hits.map((ch) => ({
      norm_id: ch.metadatos.norm_id ?? null,
      norma: ch.fuente,
      norm_short: ch.metadatos.norm_short ?? null,
      article: ch.metadatos.article ?? null,
      heading: ch.metadatos.heading,
      text: ch.texto,
      in_force: ch.metadatos.in_force ?? null,
      source_url: ch.metadatos.source_url ?? null,
    }));
    if (hits.length === 0) {
      return { text: MCP_MESSAGES.noLegislation(args.query), structured: { articles }, outcome: 'not_found' };
    }
    const lines = hits.map(
      (ch, i) =>
        `${i + 1}. ${lawLabel(ch)}${ch.metadatos.norm_id ? ` (${ch.metadatos.norm_id})` : ''}${
          ch.metadatos.in_force === false ? ' — derogado' : ''
        }:\n${quote(ch.texto)}`,
    );
    return {
      text: `He encontrado ${hits.length} ${hits.length === 1 ? 'artículo' : 'artículos'} para «${args.query}»:\n\n${lines.join('\n\n')}`,
      structured: { articles },
      outputSummary: hits.map(lawLabel).join('; '),
      passages: hits.map((ch) => ({
        source: ch.fuente,
        page: null,
        article: ch.metadatos.article ?? null,
        text: squash(ch.texto).slice(0, 500),
      })),
      citations: hits.map((ch) => ({
        label: lawLabel(ch),
        page: null,
        article: ch.metadatos.article ?? null,
        verified: true,
      })),
    };
  },
};

const buscarMisDocumentos: McpToolDefinition<{
  query: typeof Query;
  top_k: typeof TopK;
  case_id: z.ZodOptional<typeof CaseId>;
}> = {
  name: 'buscar_mis_documentos',
  title: 'Buscar en mis documentos',
  description:
    'Busca en tus documentos (todos o los de un caso) los pasajes que responden a una pregunta. Devuelve cada pasaje con el nombre del documento y sus páginas.',
  input: { query: Query, top_k: TopK, case_id: CaseId.optional() },
  summary: (a) => a.query,
  async run(ctx, args) {
    const caseId = args.case_id === undefined ? undefined : ownedCaseId(args.case_id);
    if (caseId) await getOwnedCase(ctx.deps.db, ctx.user.id, caseId);
    const result = await mixedSearch(ctx.search, {
      userId: ctx.user.id,
      query: args.query,
      topK: args.top_k,
      type: caseId ? 'caso' : 'documentos',
      includePublic: false,
      caseId,
      ranking: 'bm25f',
      useCache: true,
    });
    const hits = result.chunks.filter((ch) => !ch.metadatos.public).slice(0, args.top_k);
    const passages = hits.map((ch) => ({
      document_id: ch.metadatos.document_id,
      filename: ch.metadatos.filename,
      pages: ch.metadatos.pages,
      case_id: ch.metadatos.case_id,
      text: ch.texto,
    }));
    if (hits.length === 0) {
      return {
        text: MCP_MESSAGES.noDocuments(args.query),
        structured: { passages },
        outcome: 'not_found',
        caseId: caseId ?? null,
      };
    }
    const lines = hits.map(
      (ch, i) => `${i + 1}. ${ch.metadatos.filename}, ${pagesLabel(ch.metadatos.pages)}:\n${quote(ch.texto)}`,
    );
    return {
      text: `He encontrado ${hits.length} ${hits.length === 1 ? 'pasaje' : 'pasajes'} en tus documentos para «${args.query}»:\n\n${lines.join('\n\n')}`,
      structured: { passages },
      outputSummary: hits
        .map((ch) => `${ch.metadatos.filename} ${pagesLabel(ch.metadatos.pages)}`)
        .join('; '),
      passages: hits.map((ch) => ({
        source: ch.metadatos.filename,
        page: ch.metadatos.pages[0] ?? null,
        article: null,
        text: squash(ch.texto).slice(0, 500),
      })),
      caseId: caseId ?? null,
    };
  },
};

/** The BOE id a citation names: its alias ('CC') or, for a numbered law, the imported title's number. */
async function citedNorm(
  ctx: McpCallContext,
  ref: ReturnType<typeof findLegalReferences>[number],
): Promise<string | null> {
  if (ref.normId) return ref.normId;
  if (!ref.lawNumber) return null;
  const wanted = `${ref.lawNumber.kind} ${Number(ref.lawNumber.number)}/${ref.lawNumber.year}`.toLowerCase();
  const norms = await ctx.reader.listNorms();
  return norms.find((n) => lawKeyOf(n.title) === wanted)?.norm_id ?? null;
}

/** The text of article `article` of `normId`, or null when the collection does not hold it. */
export async function readArticle(reader: LegislationReader, normId: string, article: string) {
  try {
    return await reader.getSection(normId, articleAnchor(article));
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

const Cita = z.string().trim().min(1).max(300).describe('La cita del artículo, p. ej. «art. 1902 CC».');

const obtenerArticulo: McpToolDefinition<{ cita: typeof Cita }> = {
  name: 'obtener_articulo',
  title: 'Obtener un artículo',
  description:
    'Devuelve el texto de un artículo de la legislación importada a partir de su cita (p. ej. «art. 1902 CC» o «artículo 9 de la Ley 29/1994»), con su norma.',
  input: { cita: Cita },
  summary: (a) => a.cita,
  async run(ctx, args) {
    const ref = findLegalReferences(args.cita).find((r) => r.article !== null);
    if (!ref || ref.article === null) {
      return { text: MCP_MESSAGES.noCitation(args.cita), structured: { found: false }, outcome: 'not_found' };
    }
    const normId = await citedNorm(ctx, ref);
    const found = normId ? await readArticle(ctx.reader, normId, ref.article) : null;
    if (!found) {
      return {
        text: MCP_MESSAGES.noArticle(args.cita),
        structured: { found: false, norm_id: normId, article: ref.article },
        outcome: 'not_found',
      };
    }
    const { norm, section } = found;
    const label = `${norm.short_name ?? norm.title}, art. ${ref.article}`;
    return {
      text: `${section.heading} — ${norm.title} (${norm.norm_id}):\n${quote(section.text, 6000)}`,
      structured: {
        found: true,
        norm_id: norm.norm_id,
        norma: norm.title,
        norm_short: norm.short_name,
        article: ref.article,
        heading: section.heading,
        text: section.text,
        notes: section.notes,
      },
      outputSummary: label,
      passages: [
        { source: norm.title, page: null, article: ref.article, text: squash(section.text).slice(0, 500) },
      ],
      citations: [{ label, page: null, article: ref.article, verified: true }],
    };
  },
};

const listarCasos: McpToolDefinition<Record<string, never>> = {
  name: 'listar_casos',
  title: 'Listar mis casos',
  description:
    'Lista tus casos, los actualizados más recientemente primero, con su cliente, estado y documentos.',
  input: {},
  summary: () => 'listar casos',
  async run(ctx) {
    const cases = await listUserCases(ctx.deps.db, ctx.user.id);
    const view = cases.map((k) => ({
      id: k.id,
      title: k.title,
      client_name: k.client_name,
      status: k.status,
      documents_count: k.documents_count,
      updated_at: k.updated_at,
    }));
    if (cases.length === 0) return { text: MCP_MESSAGES.noCases, structured: { cases: view } };
    const lines = cases.map(
      (k) =>
        `- ${k.title} (id ${k.id})${k.client_name ? ` — cliente: ${k.client_name}` : ''} — estado: ${k.status}, ${k.documents_count} ${k.documents_count === 1 ? 'documento' : 'documentos'}`,
    );
    return {
      text: `Tienes ${cases.length} ${cases.length === 1 ? 'caso' : 'casos'}:\n${lines.join('\n')}`,
      structured: { cases: view },
      outputSummary: `${cases.length} casos`,
    };
  },
};

const obtenerCaso: McpToolDefinition<{ caso_id: typeof CaseId }> = {
  name: 'obtener_caso',
  title: 'Obtener un caso',
  description: 'Devuelve uno de tus casos con sus datos y la lista de sus documentos.',
  input: { caso_id: CaseId },
  summary: (a) => `caso ${a.caso_id}`,
  async run(ctx, args) {
    const caseId = ownedCaseId(args.caso_id);
    const kase = await getOwnedCase(ctx.deps.db, ctx.user.id, caseId);
    const documents = await listCaseDocuments(ctx.deps.db, ctx.user.id, caseId);
    const docs = documents.map((d) => ({
      id: d.id,
      filename: d.filename,
      pages: d.pages,
      status: d.status,
      created_at: d.created_at,
    }));
    const lines = documents.map(
      (d) => `- ${d.filename} (id ${d.id})${d.pages ? `, ${d.pages} págs.` : ''} — ${d.status}`,
    );
    return {
      text: [
        `Caso «${kase.title}» (id ${kase.id}), estado ${kase.status}${kase.client_name ? `, cliente ${kase.client_name}` : ''}.`,
        kase.description ? `Descripción: ${kase.description}` : null,
        documents.length === 0 ? 'El caso no tiene documentos.' : `Documentos:\n${lines.join('\n')}`,
      ]
        .filter(Boolean)
        .join('\n'),
      structured: { case: kase, documents: docs },
      outputSummary: `${kase.title}: ${documents.length} documentos`,
      caseId,
    };
  },
};

const DocumentId = z.string().trim().min(1).max(500);

const analizarDocumento: McpToolDefinition<{
  document_id: z.ZodOptional<typeof DocumentId>;
  filename: z.ZodOptional<typeof DocumentId>;
  profundidad: typeof Depth;
}> = {
  name: 'analizar_documento',
  title: 'Analizar un documento',
  description:
    'Analiza uno de tus documentos (tipo, resumen, partes, fechas, importes, citas, plazos y riesgos, con sus páginas) y guarda el análisis. Cuenta como un análisis del plan.',
  input: {
    document_id: DocumentId.optional().describe('El identificador del documento.'),
    filename: DocumentId.optional().describe('O su nombre de archivo.'),
    profundidad: Depth,
  },
  summary: (a) => `analizar ${a.document_id ?? a.filename ?? ''} ${a.profundidad ?? ''}`.trim(),
  async run(ctx, args) {
    const ref = args.document_id ?? args.filename;
    if (!ref) throw AppError.validation(MCP_MESSAGES.documentRequired);
    const capabilities = args.profundidad ? [depthCapability(args.profundidad)] : [];
    const data = await withPlan(ctx.deps.plans, ctx.user, 'document_analysis', capabilities, (plan) =>
      runAnalysis(analysisService(ctx, plan), ctx.meta, ctx.user.id, {
        document: ref,
        kind: 'analyze',
        depth: depthFor(plan, args.profundidad),
        analysisType: 'general',
      }),
    );
    const a = data.analysis as {
      document?: { id: string; filename: string; pages: number | null };
      depth?: string;
      document_type?: { type: string; evidence: { page: number; text: string } | null };
      summary?: { page: number; text: string }[];
      risks?: { level: string; message: string; page?: number }[];
      deadlines?: { written?: string; page?: number }[];
    };
    const filename = a.document?.filename ?? ref;
    const summary = a.summary ?? [];
    const risks = a.risks ?? [];
    const text = [
      `Análisis de «${filename}» (profundidad ${a.depth ?? ''}, id ${data.analysis_id}).`,
      a.document_type ? `Tipo de documento: ${a.document_type.type}.` : null,
      summary.length > 0
        ? `Resumen:\n${summary.map((p) => `- pág. ${p.page}: ${quote(p.text, 400)}`).join('\n')}`
        : 'No he encontrado frases de resumen en el documento.',
      risks.length > 0
        ? `Riesgos:\n${risks.map((r) => `- [${r.level}] ${r.message}${r.page ? ` (pág. ${r.page})` : ''}`).join('\n')}`
        : null,
    ]
      .filter(Boolean)
      .join('\n\n');
    return {
      text,
      structured: data as unknown as Record<string, unknown>,
      engine: ANALYSIS_SOURCE,
      outputSummary: `${summary.length} frases de resumen, ${risks.length} riesgos`,
      passages: summary.slice(0, 10).map((p) => ({
        source: filename,
        page: p.page,
        article: null,
        text: squash(p.text).slice(0, 500),
      })),
      documentId: a.document?.id ?? null,
    };
  },
};

const Pregunta = z.string().trim().min(1).max(2000).describe('La pregunta sobre el documento.');

const preguntarDocumento: McpToolDefinition<{ document_id: typeof DocumentId; pregunta: typeof Pregunta }> = {
  name: 'preguntar_documento',
  title: 'Preguntar a un documento',
  description:
    'Responde una pregunta sobre uno de tus documentos citando literalmente los pasajes que la responden, con sus páginas; si el documento no lo dice, lo indica.',
  input: {
    document_id: DocumentId.describe('El identificador del documento (o su nombre de archivo).'),
    pregunta: Pregunta,
  },
  summary: (a) => a.pregunta,
  async run(ctx, args) {
    const document = await resolveDocument(ctx.deps.db, ctx.meta, ctx.user.id, args.document_id);
    // The same engine and citation check as `/document/chat`: the model only on plans with one.
    const chat = ctx.deps.chat;
    let completer = chat.completer ?? null;
    if (completer && chat.plans) {
      const { plan } = await chat.plans.context(ctx.user);
      if (!planAllows(plan, 'ai_model')) completer = null;
    }
    const extractive = await askDocument(chat.db, document, args.pregunta, {
      topK: 5,
      threshold: DEFAULT_THRESHOLD,
      context: 'sentence',
    });
    const result = completer
      ? await modelAnswer(completer, ctx.meta.log, args.pregunta, extractive)
      : { ...extractive, engine: CHAT_ENGINE, citation_check: null };
    // Extractive quotes are verbatim by construction; a model's answer is kept only when it passed the
    // check (else the extractive answer stands, `citation_check: 'failed'`).
    const verified = result.citation_check !== 'failed' || result.engine === CHAT_ENGINE;
    const citations = result.citations.map((c) => ({ page: c.page, text: c.text }));
    const text = result.found
      ? `${result.answer}\n\nCitas de «${document.filename}»:\n${citations
          .map((c) => `- pág. ${c.page}: ${quote(c.text, 500)}`)
          .join('\n')}`
      : result.answer;
    return {
      text,
      structured: {
        answer: result.answer,
        found: result.found,
        citations,
        document: { id: document.id, filename: document.filename },
        score: result.score,
        engine: result.engine,
        citation_check: result.citation_check,
      },
      outcome: result.found ? 'ok' : 'not_found',
      engine: result.engine,
      outputSummary: result.answer.slice(0, 200),
      passages: citations.map((c) => ({
        source: document.filename,
        page: c.page,
        article: null,
        text: squash(c.text).slice(0, 500),
      })),
      citations: citations.map((c) => ({
        label: `${document.filename}, pág. ${c.page}`,
        page: c.page,
        article: null,
        verified,
      })),
      documentId: document.id,
      caseId: document.case_id,
    };
  },
};

const analizarCaso: McpToolDefinition<{ caso_id: typeof CaseId; profundidad: typeof Depth }> = {
  name: 'analizar_caso',
  title: 'Analizar un caso',
  description:
    'Analiza todos los documentos listos de uno de tus casos y reúne partes, cronología, importes, normas citadas, decisiones, plazos, fortalezas y riesgos, con documento y página. Cuenta como un análisis del plan.',
  input: { caso_id: CaseId, profundidad: Depth },
  summary: (a) => `analizar caso ${a.caso_id} ${a.profundidad ?? ''}`.trim(),
  async run(ctx, args) {
    const caseId = ownedCaseId(args.caso_id);
    const capabilities = args.profundidad ? [depthCapability(args.profundidad as AnalysisDepth)] : [];
    const data = await withPlan(ctx.deps.plans, ctx.user, 'case_analysis', capabilities, (plan) =>
      runCaseAnalysis(
        analysisService(ctx, plan),
        ctx.meta,
        ctx.user.id,
        caseId,
        depthFor(plan, args.profundidad),
      ),
    );
    const r = data.analysis;
    const risks = r.risks.map((x) => `- [${x.level}] ${x.message} (${x.document}, pág. ${x.page})`);
    const deadlines = r.deadlines.map(
      (d) =>
        `- ${d.written}${d.due ? `: vence el ${spanishDate(d.due)}` : ''} (${d.document}, pág. ${d.page})`,
    );
    return {
      text: [
        `Análisis del caso «${r.case.title}» (${data.documents_analyzed} documentos, profundidad ${data.analysis_type}).`,
        data.summary,
        deadlines.length > 0 ? `Plazos:\n${deadlines.join('\n')}` : null,
        risks.length > 0 ? `Riesgos:\n${risks.join('\n')}` : null,
      ]
        .filter(Boolean)
        .join('\n\n'),
      structured: data as unknown as Record<string, unknown>,
      engine: ANALYSIS_SOURCE,
      outputSummary: data.summary.slice(0, 200),
      passages: r.decisions.slice(0, 5).map((d) => ({
        source: d.document,
        page: d.page,
        article: null,
        text: squash(d.passage).slice(0, 500),
      })),
      citations: r.norms.slice(0, 20).map((n) => ({
        label: n.citation,
        page: null,
        article: n.article,
        verified: n.norm_id !== null,
      })),
      caseId,
    };
  },
};

const Fecha = z.string().trim().describe('Fecha de inicio (notificación), AAAA-MM-DD.');

const calcularPlazo: McpToolDefinition<{
  fecha_inicio: typeof Fecha;
  dias: z.ZodNumber;
  tipo: z.ZodDefault<z.ZodEnum<{ habiles: 'habiles'; naturales: 'naturales' }>>;
  regimen: z.ZodDefault<
    z.ZodEnum<{
      procesal: 'procesal';
      contencioso: 'contencioso';
      administrativo: 'administrativo';
      civil: 'civil';
    }>
  >;
  festivos: z.ZodOptional<z.ZodArray<z.ZodString>>;
}> = {
  name: 'calcular_plazo',
  title: 'Calcular un plazo',
  description:
    'Calcula el último día de un plazo en días hábiles (sin sábados, domingos, festivos nacionales ni, en el régimen procesal, agosto y del 24 de diciembre al 6 de enero) o naturales, desde la fecha de notificación. Los festivos autonómicos y locales se indican en «festivos».',
  input: {
    fecha_inicio: Fecha,
    dias: z.number().int().min(1).max(3650).describe('Número de días del plazo.'),
    tipo: z.enum(['habiles', 'naturales']).default('habiles').describe('habiles o naturales.'),
    regimen: z
      .enum(['procesal', 'contencioso', 'administrativo', 'civil'])
      .default('procesal')
      .describe(
        'Régimen del cómputo: procesal (LEC), contencioso (LJCA), administrativo (LPAC) o civil (CC).',
      ),
    festivos: z
      .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
      .max(60)
      .optional()
      .describe('Festivos autonómicos y locales de la comunidad y el partido judicial, AAAA-MM-DD.'),
  },
  summary: (a) => `${a.dias} días ${a.tipo} desde ${a.fecha_inicio} (${a.regimen})`,
  async run(_ctx, args) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(args.fecha_inicio) || Number.isNaN(Date.parse(args.fecha_inicio)))
      throw AppError.validation(MCP_MESSAGES.badDate);
    let result;
    try {
      result = computeDeadline({
        from: args.fecha_inicio,
        amount: args.dias,
        unit: args.tipo === 'naturales' ? 'dias_naturales' : 'dias',
        regime: args.regimen as DeadlineRegime,
        holidays: args.festivos ?? [],
      });
    } catch {
      throw AppError.validation(MCP_MESSAGES.badDate);
    }
    const rules = result.rules.map((r) => `${r.norm} art. ${r.article}`).join(', ');
    const text = [
      `El plazo de ${args.dias} días ${args.tipo === 'naturales' ? 'naturales' : 'hábiles'} notificado el ${spanishDate(args.fecha_inicio)} empieza a contar el ${spanishDate(result.start)} y vence el ${spanishDate(result.due)}.`,
      result.skipped > 0 ? `Se han descontado ${result.skipped} días inhábiles.` : null,
      result.extended ? 'El último día caía en inhábil y pasa al siguiente hábil.' : null,
      result.filingUntil
        ? `Puede presentarse hasta las ${result.filingUntil.time} del ${spanishDate(result.filingUntil.date)} (LEC art. 135.5).`
        : null,
      rules ? `Normas aplicadas: ${rules}.` : null,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      text,
      structured: {
        start: result.start,
        due: result.due,
        extended: result.extended,
        skipped: result.skipped,
        filing_until: result.filingUntil,
        rules: result.rules,
      },
      outputSummary: `vence ${result.due}`,
      citations: result.rules.map((r) => ({
        label: `${r.norm} art. ${r.article}`,
        page: null,
        article: r.article,
        verified: true,
      })),
    };
  },
};

const redactarDocumento: McpToolDefinition<{
  caso_id: typeof CaseId;
  tipo: z.ZodDefault<z.ZodString>;
  jurisdiccion: z.ZodOptional<z.ZodString>;
  estilo: z.ZodDefault<z.ZodEnum<{ formal: 'formal'; conciso: 'conciso' }>>;
}> = {
  name: 'redactar_documento',
  title: 'Redactar un documento',
  description:
    'Redacta un borrador (p. ej. demanda-civil) a partir del análisis de uno de tus casos y lo guarda como informe en borrador del caso, con las fuentes (documento y página) de cada hecho. Cuenta como un análisis del plan.',
  input: {
    caso_id: CaseId,
    tipo: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .default(DEFAULT_DRAFT_TEMPLATE)
      .describe('La plantilla (p. ej. demanda-civil).'),
    jurisdiccion: z.string().trim().max(300).optional().describe('Juzgado o jurisdicción.'),
    estilo: z.enum(['formal', 'conciso']).default('formal').describe('formal o conciso.'),
  },
  summary: (a) => `${a.tipo} del caso ${a.caso_id}`,
  async run(ctx, args) {
    const caseId = ownedCaseId(args.caso_id);
    const data = await withPlan(ctx.deps.plans, ctx.user, 'draft', [], (plan) =>
      draftFromCase(analysisService(ctx, plan), ctx.meta, ctx.user.id, {
        caseId,
        templateId: args.tipo,
        jurisdiction: args.jurisdiccion ?? '',
        style: args.estilo,
        maxChars: DRAFT_MAX_CHARS.default,
        depth: depthFor(plan, undefined),
      }),
    );
    const plain = squash(data.html.replace(/<[^>]+>/g, ' '));
    const sources = data.sources.map((s) => `${s.document}${s.page ? `, pág. ${s.page}` : ''}`);
    return {
      text: [
        `He redactado «${data.title}» y lo he guardado como borrador (informe ${data.report_id}).`,
        sources.length > 0 ? `Fuentes de los hechos: ${[...new Set(sources)].join('; ')}.` : null,
        `Texto:\n${plain.length > 4000 ? `${plain.slice(0, 3999)}…` : plain}`,
      ]
        .filter(Boolean)
        .join('\n\n'),
      structured: data as unknown as Record<string, unknown>,
      outputSummary: data.title,
      passages: data.sources
        .slice(0, 20)
        .map((s) => ({ source: s.document, page: s.page, article: null, text: '' })),
      caseId,
    };
  },
};

/** Every tool, in the order `tools/list` shows them. */
export const MCP_TOOLS = [
  buscarLegislacion,
  buscarMisDocumentos,
  obtenerArticulo,
  listarCasos,
  obtenerCaso,
  analizarDocumento,
  preguntarDocumento,
  analizarCaso,
  calcularPlazo,
  redactarDocumento,
] as unknown as readonly McpToolDefinition[];
