/**
 * Drafts from a case (issue 13 item 6, ADR 0014): the newest case analysis (one is run at complete depth
 * when the case has none) mapped onto a report template's fields — our side's party is the case's
 * client, the other side the party with the opposite role, the timeline the HECHOS, the largest amount
 * the cuantía, the verified norms the FUNDAMENTOS, the jurisdiction the court — composed by
 * `composeLegalDocument`, trimmed to `max_chars` at a block boundary and stored as a draft report of
 * the user linked to the case. Every fact placed in the draft comes from the case analysis and is
 * listed in `sources` with its document and page; a field nothing in the case fills stays empty, so the
 * composer leaves its placeholder.
 *
 * @module
 */
import { CITATION_STATUSES, type AnalysisDepth, type ReportTemplate } from '@alegato/domain';
import { REPORT_TEMPLATES, composeLegalDocument, formatAmount, type PartyRole } from '@alegato/legal-nlp';
import { AppError } from '../../errors.js';
import type { RequestMeta } from '../auth/audit.js';
import {
  newestCaseAnalysis,
  runCaseAnalysis,
  type CaseAnalysisDeps,
  type CaseAnalysisResult,
} from '../caseAnalysis/service.js';
import { findOwnedCase } from '../cases/service.js';
import { REPORT_MESSAGES } from '../reports/messages.js';
import { findReport, insertReport } from '../reports/repo.js';
import { sanitizeReportHtml } from '../reports/sanitize.js';
import { ensureTemplates } from '../reports/templates.js';

/** Drafting styles: `formal` places every fact found; `conciso` the first hechos and no quotations. */
export const DRAFT_STYLES = ['formal', 'conciso'] as const;
/** A drafting style. */
export type DraftStyle = (typeof DRAFT_STYLES)[number];

/** Bounds and default of `max_chars` (characters of the stored HTML). */
export const DRAFT_MAX_CHARS = { min: 1_000, max: 60_000, default: 20_000 } as const;

/** The template drafted when `document_type` is not given: the civil demand. */
export const DEFAULT_DRAFT_TEMPLATE = 'demanda-civil';

/** How many hechos the `conciso` style keeps. */
const CONCISE_FACTS = 5;

/** Spanish messages of the drafts endpoint. */
export const DRAFT_MESSAGES = {
  template: (id: string) =>
    `La plantilla «${id}» no existe. Usa una de: ${REPORT_TEMPLATES.map((t) => t.id).join(', ')}.`,
  style: 'style debe ser formal o conciso.',
  language: 'Por ahora los borradores solo se redactan en español (language=es).',
  maxChars: `max_chars debe ser un número entero entre ${DRAFT_MAX_CHARS.min.toLocaleString('es-ES')} y ${DRAFT_MAX_CHARS.max.toLocaleString('es-ES')}.`,
  jurisdiction: 'jurisdiction no puede superar los 300 caracteres.',
  description: (caseTitle: string) =>
    `Borrador redactado desde el análisis del caso «${caseTitle}». Revisa cada hecho y cada cita antes de presentarlo.`,
} as const;

/** Where a fact of the draft was read: document file name and page (null: the analysis gives none). */
export interface DraftSource {
  document: string;
  page: number | null;
}

/** What `POST /document/draft` answers. */
export interface DraftResult {
  report_id: string;
  title: string;
  html: string;
  /** Characters of `html`. */
  chars: number;
  /** Whether blocks were left out to stay within `max_chars`. */
  truncated: boolean;
  sources: DraftSource[];
  template_id: string;
}

/** A draft request, validated. */
export interface DraftRequest {
  caseId: string;
  templateId: string;
  jurisdiction: string;
  style: DraftStyle;
  maxChars: number;
  /** Depth of the case analysis run when the case has none (the plan's). @default 'complete' */
  depth?: AnalysisDepth;
}

/** Field ids of one template's roles: our side, the other side, the court and the amount. */
interface TemplateRoles {
  /** Field of the court or body (null: the template has none). */
  court: string | null;
  ours: string;
  theirs: string | null;
  /** Roles that mark a party as ours when the case's client is not among the parties. */
  oursRoles: readonly PartyRole[];
  theirsRoles: readonly PartyRole[];
  amount: string | null;
}

const CLAIMANT: readonly PartyRole[] = ['demandante', 'recurrente', 'apelante', 'acusación'];
const RESPONDENT: readonly PartyRole[] = ['demandado', 'recurrido', 'apelado', 'acusado'];

const ROLES: Record<string, TemplateRoles> = {
  'demanda-civil': {
    court: 'juzgado',
    ours: 'demandante',
    theirs: 'demandado',
    oursRoles: CLAIMANT,
    theirsRoles: RESPONDENT,
    amount: 'cuantia',
  },
  'querella-penal': {
    court: 'juzgado',
    ours: 'querellante',
    theirs: 'querellado',
    oursRoles: CLAIMANT,
    theirsRoles: RESPONDENT,
    amount: null,
  },
  'recurso-apelacion': {
    court: 'juzgado',
    ours: 'apelante',
    theirs: 'apelado',
    oursRoles: CLAIMANT,
    theirsRoles: RESPONDENT,
    amount: 'cuantia',
  },
  'contrato-arrendamiento': {
    court: null,
    ours: 'arrendador',
    theirs: 'arrendatario',
    oursRoles: ['arrendador'],
    theirsRoles: ['arrendatario'],
    amount: null,
  },
  'escrito-alegaciones': {
    court: 'organo',
    ours: 'interesado',
    theirs: null,
    oursRoles: CLAIMANT,
    theirsRoles: RESPONDENT,
    amount: null,
  },
  'demanda-laboral': {
    court: 'juzgado',
    ours: 'trabajador',
    theirs: 'empresa',
    oursRoles: CLAIMANT,
    theirsRoles: RESPONDENT,
    amount: null,
  },
};

/** The template of `id` among `REPORT_TEMPLATES`, or undefined. */
export function draftTemplate(id: string): ReportTemplate | undefined {
  return REPORT_TEMPLATES.find((t) => t.id === id);
}

/** Words that end a court's or body's name before its seat ('… de Primera Instancia n.º 2 | de Jaén'). */
const COURT_WORDS =
  /(?:instancia|instrucci[oó]n|social|mercantil|penal|paz|administrativo|provincial|justicia|familia|mujer|menores|vigilancia penitenciaria|n\.?\s*º\s*\d+|n[uú]m(?:ero|\.)?\s*\d+)\b/giu;

/**
 * The seat of a court or body, for the place of signature: 'Jaén' from 'Juzgado de Primera Instancia
 * n.º 2 de Jaén', 'Palma de Mallorca' from 'Audiencia Provincial de Palma de Mallorca', 'Sevilla' from
 * 'Ayuntamiento de Sevilla'; '' when it names no place.
 */
export function placeOfJurisdiction(jurisdiction: string): string {
  const text = jurisdiction.trim().replace(/\s+/g, ' ');
  let rest = text;
  for (const m of text.matchAll(COURT_WORDS)) rest = text.slice((m.index ?? 0) + m[0].length);
  const m = rest === text ? /\bde\s+(.+)$/u.exec(text) : /^\s*,?\s*(?:de|en)\s+(.+)$/u.exec(rest);
  const place = (m?.[1] ?? '').replace(/[\s.,;]+$/u, '');
  return /^\p{Lu}/u.test(place) ? place : '';
}

/** The field values of a draft and the sources of every fact placed in them. */
export interface DraftFields {
  content: Record<string, string>;
  clientName: string;
  sources: DraftSource[];
}

/**
 * Maps a case analysis onto a template's fields. Pure: the same analysis, template, jurisdiction and
 * style give the same fields. Nothing is placed that the analysis does not hold, except the court
 * (`jurisdiction`, the user's) and the place of signature read from it.
 */
export function draftFields(
  analysis: CaseAnalysisResult,
  template: ReportTemplate,
  jurisdiction: string,
  style: DraftStyle,
): DraftFields {
  const roles = ROLES[template.id] ?? {
    court: 'juzgado',
    ours: 'demandante',
    theirs: 'demandado',
    oursRoles: CLAIMANT,
    theirsRoles: RESPONDENT,
    amount: null,
  };
  const fieldIds = new Set(template.fields.map((f) => f.id));
  const content: Record<string, string> = {};
  const sources: DraftSource[] = [];
  const put = (id: string, value: string) => {
    if (fieldIds.has(id) && value.trim() !== '') content[id] = value.trim();
  };
  const cite = (document: string, page: number | null) => {
    if (document === '') return;
    if (!sources.some((s) => s.document === document && s.page === page)) sources.push({ document, page });
  };

  if (jurisdiction.trim() !== '') {
    if (roles.court) put(roles.court, jurisdiction);
    put('lugar', placeOfJurisdiction(jurisdiction));
  }

  // Parties: ours is the case's client when the client is a party, else the first with our roles.
  const parties = analysis.parties.filter(
    (p) => !p.roles.includes('letrado') && !p.roles.includes('procurador'),
  );
  const ours =
    parties.find((p) => p.client) ?? parties.find((p) => p.roles.some((r) => roles.oursRoles.includes(r)));
  const theirs = parties.find(
    (p) => p !== ours && !p.client && p.roles.some((r) => roles.theirsRoles.includes(r)),
  );
  const clientName = (analysis.case.client_name ?? '').trim();
  if (ours) {
    put(`${roles.ours}_nombre`, ours.name);
    for (const d of ours.documents) cite(d, null);
  }
  if (theirs && roles.theirs) {
    put(`${roles.theirs}_nombre`, theirs.name);
    for (const d of theirs.documents) cite(d, null);
  }

  // Hechos: the timeline (deduplicated; `conciso` keeps the first ones), then, in the formal style,
  // the amounts and the decisions found.
  const events: CaseAnalysisResult['timeline'] = [];
  const seen = new Set<string>();
  for (const e of analysis.timeline) {
    const key = e.text.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    events.push(e);
  }
  const kept: string[] = [];
  for (const e of style === 'conciso' ? events.slice(0, CONCISE_FACTS) : events) {
    kept.push(`${e.text.trim()} [${e.document}, pág. ${e.page}]`);
    cite(e.document, e.page);
  }
  const euros = analysis.amounts.items.filter((a) => a.currency === 'EUR');
  if (style === 'formal') {
    const amounts: string[] = [];
    const amountSeen = new Set<number>();
    for (const a of euros) {
      if (amountSeen.has(a.amount)) continue;
      amountSeen.add(a.amount);
      amounts.push(
        `${formatAmount(a.amount)}${a.concept && a.concept.length <= 80 ? ` (${a.concept})` : ''} [${a.document}, pág. ${a.page}]`,
      );
      cite(a.document, a.page);
    }
    if (amounts.length > 0)
      kept.push(`Constan en los documentos del caso las siguientes cantidades: ${amounts.join('; ')}.`);
    for (const d of analysis.decisions) {
      if (!d.passage.trim()) continue;
      kept.push(
        `La resolución que obra en el caso dispone: «${d.passage.trim()}» [${d.document}, pág. ${d.page}]`,
      );
      cite(d.document, d.page);
    }
  }
  put('hechos', kept.join('\n\n'));

  // Cuantía: the largest amount in euros the documents state.
  if (roles.amount && euros.length > 0) {
    const top = euros.reduce((a, b) => (b.amount > a.amount ? b : a));
    put(roles.amount, String(top.amount));
    cite(top.document, top.page);
    // Art. 250.2 LEC: the verbal trial up to 15.000 €.
    if (template.id === 'demanda-civil') put('tipo_juicio', top.amount <= 15_000 ? 'verbal' : 'ordinario');
  }

  // Fundamentos: the norms the analysis verified against the imported legislation.
  const verified = analysis.norms.filter((n) => n.status === CITATION_STATUSES.verified);
  if (verified.length > 0) {
    put('fundamentos_derecho', verified.map((n) => `${n.citation}.`).join('\n\n'));
    for (const n of verified) for (const d of n.documents) cite(d, null);
  }

  // The case's documents, as the documents that accompany the escrito.
  if (analysis.documents.length > 0)
    put('documentos', analysis.documents.map((d, i) => `Documento n.º ${i + 1}: ${d.filename}.`).join('\n'));

  return { content, clientName: ours?.client ? ours.name : clientName, sources };
}

/**
 * The first blocks of `html` (one per line, as the composer writes them) that fit in `maxChars`,
 * never cutting a block. Returns the HTML and whether anything was left out.
 */
export function trimToChars(html: string, maxChars: number): { html: string; truncated: boolean } {
  if (html.length <= maxChars) return { html, truncated: false };
  const out: string[] = [];
  let used = 0;
  for (const line of html.split('\n')) {
    if (line === '') continue;
    if (used + line.length + 1 > maxChars) break;
    out.push(line);
    used += line.length + 1;
  }
  return { html: out.length ? `${out.join('\n')}\n` : '', truncated: true };
}

/** Chars of sanitised HTML over the limit: sanitising may grow it, so blocks are trimmed again. */
function fit(html: string, maxChars: number): { html: string; truncated: boolean } {
  let r = trimToChars(html, maxChars);
  let clean = sanitizeReportHtml(r.html);
  let limit = maxChars;
  while (clean.length > maxChars && limit > 0) {
    limit -= clean.length - maxChars;
    r = trimToChars(html, limit);
    clean = sanitizeReportHtml(r.html);
  }
  return { html: clean, truncated: r.truncated };
}

/**
 * Drafts a document from the user's case and stores it as a draft report linked to the case.
 *
 * @throws {AppError} 404 unknown or foreign case, 409 a case without ready documents (from the case
 *   analysis), 400 unknown template
 */
export async function draftFromCase(
  deps: CaseAnalysisDeps & { now?: () => Date },
  meta: RequestMeta,
  userId: string,
  request: DraftRequest,
): Promise<DraftResult> {
  const kase = await findOwnedCase(deps.db, userId, request.caseId);
  if (!kase) throw AppError.notFound(REPORT_MESSAGES.caseNotFound);
  const template = draftTemplate(request.templateId);
  if (!template)
    throw AppError.validation(DRAFT_MESSAGES.template(request.templateId), [
      { path: 'document_type', message: DRAFT_MESSAGES.template(request.templateId) },
    ]);
  const analysis =
    (await newestCaseAnalysis(deps.db, userId, kase.id)) ??
    (await runCaseAnalysis(deps, meta, userId, kase.id, request.depth ?? 'complete'));
  const fields = draftFields(analysis.analysis, template, request.jurisdiction, request.style);
  const title = `${template.name} — ${kase.title}`.slice(0, 200);
  const composed = composeLegalDocument({
    template,
    title,
    clientName: fields.clientName,
    description: '',
    caseTitle: kase.title,
    content: fields.content,
    now: (deps.now ?? (() => new Date()))(),
  });
  const { html, truncated } = fit(composed, request.maxChars);
  await ensureTemplates(deps.db);
  const id = await insertReport(deps.db, userId, {
    title,
    description: DRAFT_MESSAGES.description(kase.title),
    template_id: template.id,
    template_name: template.name,
    content: fields.content,
    case_id: kase.id,
    client_name: (kase.client_name ?? '').trim() || fields.clientName,
    status: 'draft',
    generated_html: html,
  });
  const stored = await findReport(deps.db, userId, id);
  return {
    report_id: id,
    title: stored?.title ?? title,
    html,
    chars: html.length,
    truncated,
    sources: fields.sources,
    template_id: template.id,
  };
}
