/**
 * Case analysis (issue 13 item 7): every ready document of a case analysed (`runAnalysis`, stored per
 * document too) and brought together — the documents and what they are, the parties and their roles
 * across documents, one timeline, amounts per currency, the norms cited (checked against the imported
 * legislation), claims and decisions, deadlines with a computed due date, strengths and risks for the
 * case's client when the client is a party — and a plain-text summary the report wizard shows and
 * copies. Every item names its document and page. Stored in `case_analyses`; the newest is what
 * `GET /case-analysis/{caseId}/{userId}` serves.
 *
 * @module
 */
import {
  foldWord,
  formatAmount,
  type AnalysisDepth,
  type DocumentAnalysis,
  type PartyRole,
} from '@alegato/legal-nlp';
import { ANALYSIS_SECTION_TITLES, CITATION_STATUSES } from '@alegato/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { CheckedCitation } from '../analysis/citations.js';
import { runAnalysis, type AnalysisServiceDeps } from '../analysis/service.js';
import type { RequestMeta } from '../auth/audit.js';
import { findOwnedCase } from '../cases/service.js';
import { deadlineDue } from '../deadlines/due.js';
import { listDocuments } from '../documents/repo.js';
import { REPORT_MESSAGES } from '../reports/messages.js';

/** Spanish messages of the case analysis. */
export const CASE_ANALYSIS_MESSAGES = {
  noDocuments:
    'El caso no tiene documentos listos para analizar: súbelos en Documentos y espera a que estén listos.',
  depth: 'analysis_type debe ser basic, complete o expert.',
  unreadable: (filename: string) => `«${filename}» no tiene texto que analizar y se ha dejado fuera.`,
} as const;

/** What a document analysis holds once the server has completed it. */
type ServedAnalysis = DocumentAnalysis & {
  document?: { id: string; filename: string };
  citas_verificadas?: CheckedCitation[];
};

/** Where an item of the case analysis comes from. */
interface From {
  document: string;
  page: number;
}

/** The analysis of a case (the `result` column). */
export interface CaseAnalysisResult {
  case: { id: string; title: string; client_name: string | null };
  depth: AnalysisDepth;
  documents: {
    id: string;
    filename: string;
    type: string;
    date: string | null;
    court: string | null;
  }[];
  parties: { name: string; kind: string; roles: PartyRole[]; documents: string[]; client: boolean }[];
  timeline: (From & { date: string; text: string })[];
  amounts: {
    totals: { currency: string; total: number; count: number }[];
    items: (From & { amount: number; currency: string; concept: string })[];
  };
  norms: {
    citation: string;
    norm_id: string | null;
    article: string | null;
    href: string | null;
    status: string;
    documents: string[];
  }[];
  decisions: (From & {
    fallo: string | null;
    pronouncements: string[];
    passage: string;
    costas: string | null;
  })[];
  deadlines: (From & {
    written: string;
    working_days: boolean;
    from: string | null;
    due: string | null;
    assumed_start: string | null;
  })[];
  strengths: (From & { message: string })[];
  risks: (From & { level: string; message: string })[];
  skipped: string[];
}

/** The stored case analysis as the API serves it (spec §3 Case analysis, plus the analysis itself). */
export interface CaseAnalysisDto {
  id: string;
  analysis_type: string;
  documents_analyzed: number;
  total_chars: number;
  created_at: string;
  summary: string;
  analysis: CaseAnalysisResult;
}

const CLAIMANT_ROLES: readonly PartyRole[] = ['demandante', 'recurrente', 'apelante'];
const RESPONDENT_ROLES: readonly PartyRole[] = ['demandado', 'recurrido', 'apelado', 'acusado'];

/** Whether two party names are the same person or body (folded, one inside the other). */
function sameName(a: string, b: string): boolean {
  const fa = a.split(/\s+/).map(foldWord).join(' ');
  const fb = b.split(/\s+/).map(foldWord).join(' ');
  return fa.length >= 4 && fb.length >= 4 && (fa.includes(fb) || fb.includes(fa));
}

const spanishDate = (iso: string) => iso.split('-').reverse().join('/');

/** Brings the documents' analyses together. */
export function aggregateCase(
  kase: { id: string; title: string; client_name: string | null },
  depth: AnalysisDepth,
  analyses: readonly { id: string; filename: string; analysis: ServedAnalysis }[],
  skipped: readonly string[],
  today: string,
): CaseAnalysisResult {
  const parties: CaseAnalysisResult['parties'] = [];
  const result: CaseAnalysisResult = {
    case: kase,
    depth,
    documents: [],
    parties,
    timeline: [],
    amounts: { totals: [], items: [] },
    norms: [],
    decisions: [],
    deadlines: [],
    strengths: [],
    risks: [],
    skipped: [...skipped],
  };
  const totals = new Map<string, { currency: string; total: number; count: number }>();
  const client = kase.client_name?.trim() ?? '';
  for (const { id, filename, analysis: a } of analyses) {
    result.documents.push({
      id,
      filename,
      type: a.document_type.type,
      date: a.date?.iso ?? null,
      court: a.court?.name ?? null,
    });
    for (const p of a.parties) {
      const known = parties.find((q) => sameName(q.name, p.name));
      if (known) {
        for (const r of p.roles) if (!known.roles.includes(r)) known.roles.push(r);
        if (!known.documents.includes(filename)) known.documents.push(filename);
        if (p.name.length > known.name.length) known.name = p.name;
      } else {
        parties.push({
          name: p.name,
          kind: p.kind,
          roles: [...p.roles],
          documents: [filename],
          client: client !== '' && sameName(p.name, client),
        });
      }
    }
    for (const e of a.timeline ?? [])
      result.timeline.push({ date: e.date, text: e.text, document: filename, page: e.page });
    for (const item of a.amounts?.items ?? []) {
      if (result.amounts.items.length < 100)
        result.amounts.items.push({
          amount: item.amount,
          currency: item.currency,
          concept: item.concept,
          document: filename,
          page: item.page,
        });
    }
    for (const t of a.amounts?.totals ?? []) {
      const sum = totals.get(t.currency) ?? { currency: t.currency, total: 0, count: 0 };
      sum.total = Math.round((sum.total + t.total) * 100) / 100;
      sum.count += t.count;
      totals.set(t.currency, sum);
    }
    for (const c of a.citas_verificadas ?? []) {
      const key = `${c.norm_id ?? c.normalised}|${c.article ?? ''}`;
      const known = result.norms.find((n) => `${n.norm_id ?? n.citation}|${n.article ?? ''}` === key);
      if (known) {
        if (!known.documents.includes(filename)) known.documents.push(filename);
      } else {
        result.norms.push({
          citation: c.normalised,
          norm_id: c.norm_id,
          article: c.article,
          href: c.href,
          status: c.status,
          documents: [filename],
        });
      }
    }
    if (a.decision) {
      result.decisions.push({
        document: filename,
        page: a.decision.page,
        fallo: a.decision.fallo,
        pronouncements: a.decision.pronouncements,
        passage: a.decision.passage,
        costas: a.costas ? `${a.costas.status}${a.costas.to ? ` (${a.costas.to})` : ''}` : null,
      });
    }
    for (const d of a.deadlines ?? []) {
      const { due, assumed_start } = deadlineDue(d, a.date?.iso);
      result.deadlines.push({
        document: filename,
        page: d.page,
        written: d.written,
        working_days: d.workingDays,
        from: d.from,
        due,
        assumed_start,
      });
    }
    for (const r of a.risks ?? [])
      result.risks.push({ level: r.level, message: r.message, document: filename, page: r.page ?? 0 });
  }
  result.amounts.totals = [...totals.values()];
  result.timeline.sort((x, y) => x.date.localeCompare(y.date) || x.page - y.page);
  result.deadlines.sort((x, y) => (x.due ?? '9999').localeCompare(y.due ?? '9999'));
  parties.sort((x, y) => y.documents.length - x.documents.length);

  // The client's side, when the case's client is a party: what the decisions mean for them.
  const clientRoles = parties.filter((p) => p.client).flatMap((p) => p.roles);
  const claimant = clientRoles.some((r) => CLAIMANT_ROLES.includes(r));
  const respondent = clientRoles.some((r) => RESPONDENT_ROLES.includes(r));
  for (const d of result.decisions) {
    if (!d.fallo || claimant === respondent) continue;
    const favourable = (d.fallo !== 'desestima') === claimant;
    const message = `${d.document}: el fallo ${d.fallo} ${claimant ? 'lo que pide' : 'lo que se pide contra'} ${client}.`;
    if (favourable) result.strengths.push({ message, document: d.document, page: d.page });
    else result.risks.push({ level: 'alto', message, document: d.document, page: d.page });
  }
  const unverified = result.norms.filter((n) => n.status !== CITATION_STATUSES.verified);
  if (result.norms.length > 0 && unverified.length === 0)
    result.strengths.push({
      message: `Las ${result.norms.length} normas citadas están en la legislación importada.`,
      document: '',
      page: 0,
    });
  for (const d of result.deadlines) {
    if (d.due && d.due >= today)
      result.risks.push({
        level: 'medio',
        message: `Plazo de ${d.written}: vence el ${spanishDate(d.due)} contado desde la fecha del documento; confirma la fecha de notificación.`,
        document: d.document,
        page: d.page,
      });
  }
  return result;
}

const DEPTH_NAMES: Record<AnalysisDepth, string> = {
  basic: 'básico',
  complete: 'completo',
  expert: 'experto',
};

/** The plain-text summary of a case analysis ('Copiar todo' in the wizard pastes it into a report). */
export function caseSummaryText(r: CaseAnalysisResult): string {
  const at = (f: From) => (f.document ? ` (${f.document}${f.page ? `, pág. ${f.page}` : ''})` : '');
  const lines: string[] = [
    `Análisis del caso «${r.case.title}» — ${r.documents.length} documento${r.documents.length === 1 ? '' : 's'} (análisis ${DEPTH_NAMES[r.depth]})`,
  ];
  const section = (title: string, items: string[]) => {
    if (items.length > 0) lines.push('', title, ...items.map((i) => `- ${i}`));
  };
  section(
    'Documentos',
    r.documents.map((d) =>
      [d.filename, d.type, d.date ? spanishDate(d.date) : null, d.court].filter(Boolean).join(' · '),
    ),
  );
  section(
    'Partes',
    r.parties
      .slice(0, 20)
      .map(
        (p) => `${p.name}${p.roles.length ? ` (${p.roles.join(', ')})` : ''}${p.client ? ' — cliente' : ''}`,
      ),
  );
  section(
    'Cronología',
    r.timeline
      .slice(0, 30)
      .map((e) => `${/^\d{4}-\d{2}-\d{2}$/.test(e.date) ? spanishDate(e.date) : e.date}: ${e.text}${at(e)}`),
  );
  section(
    'Importes',
    r.amounts.totals.map((t) =>
      t.currency === 'EUR'
        ? `Total: ${formatAmount(t.total)} en ${t.count} importes`
        : `Total ${t.currency}: ${t.total} en ${t.count} importes`,
    ),
  );
  section(
    'Normas aplicables',
    r.norms.slice(0, 30).map((n) => `${n.citation} — ${n.status} (${n.documents.join(', ')})`),
  );
  section(
    'Pretensiones y resoluciones',
    r.decisions.map(
      (d) => `${d.fallo ?? 'resolución'}: «${d.passage}»${d.costas ? `; costas: ${d.costas}` : ''}${at(d)}`,
    ),
  );
  section(
    'Plazos',
    r.deadlines.map(
      (d) =>
        `${d.written}${d.from ? ` ${d.from}` : ''}${d.due ? `: vence el ${spanishDate(d.due)} si se cuenta desde ${spanishDate(d.assumed_start ?? '')}` : ''}${at(d)}`,
    ),
  );
  section(
    'Fortalezas',
    r.strengths.map((s) => `${s.message}${at(s)}`),
  );
  section(
    ANALYSIS_SECTION_TITLES.risks,
    r.risks.slice(0, 30).map((s) => `${s.message}${at(s)}`),
  );
  section('Documentos sin analizar', r.skipped);
  return lines.join('\n');
}

/** What the case analysis needs: the document analysis service. */
export type CaseAnalysisDeps = AnalysisServiceDeps;

/**
 * Analyses every ready document of the user's case at `depth` and stores the case analysis.
 *
 * @throws {AppError} 404 unknown or foreign case, 409 no ready document
 */
export async function runCaseAnalysis(
  deps: CaseAnalysisDeps,
  meta: RequestMeta,
  userId: string,
  caseId: string,
  depth: AnalysisDepth,
): Promise<CaseAnalysisDto> {
  const started = performance.now();
  const kase = await findOwnedCase(deps.db, userId, caseId);
  if (!kase) throw new AppError(404, 'not_found', REPORT_MESSAGES.caseNotFound);
  const documents = (await listDocuments(deps.db, { userId, caseId })).filter((d) => d.status === 'ready');
  if (documents.length === 0)
    throw new AppError(409, 'case_without_documents', CASE_ANALYSIS_MESSAGES.noDocuments);
  const analyses: { id: string; filename: string; analysis: ServedAnalysis }[] = [];
  const skipped: string[] = [];
  for (const d of documents.sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    try {
      const r = await runAnalysis(deps, meta, userId, { document: d.id, kind: 'comprehensive', depth });
      analyses.push({ id: d.id, filename: d.filename, analysis: r.analysis as unknown as ServedAnalysis });
    } catch (err) {
      if (err instanceof AppError && err.status === 422)
        skipped.push(CASE_ANALYSIS_MESSAGES.unreadable(d.filename));
      else throw err;
    }
  }
  if (analyses.length === 0)
    throw new AppError(409, 'case_without_documents', CASE_ANALYSIS_MESSAGES.noDocuments);
  const chars = await deps.db
    .selectFrom('document_pages')
    .select(sql<number>`coalesce(sum(length(text)), 0)::int`.as('n'))
    .where(
      'document_id',
      'in',
      analyses.map((a) => a.id),
    )
    .executeTakeFirstOrThrow();
  const result = aggregateCase(
    { id: kase.id, title: kase.title, client_name: kase.client_name ?? null },
    depth,
    analyses,
    skipped,
    new Date().toISOString().slice(0, 10),
  );
  const summary = caseSummaryText(result);
  const row = await deps.db
    .insertInto('case_analyses')
    .values({
      case_id: kase.id,
      user_id: userId,
      analysis_type: depth,
      documents_analyzed: analyses.length,
      total_chars: Number(chars.n),
      summary,
      result: JSON.stringify(result),
      duration_ms: Math.round(performance.now() - started),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    analysis_type: depth,
    documents_analyzed: analyses.length,
    total_chars: Number(chars.n),
    created_at: new Date(row.created_at).toISOString(),
    summary,
    analysis: result,
  };
}

/** The newest analysis of the user's case, or undefined. */
export async function newestCaseAnalysis(
  db: Kysely<Database>,
  userId: string,
  caseId: string,
): Promise<CaseAnalysisDto | undefined> {
  const row = await db
    .selectFrom('case_analyses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('case_id', '=', caseId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    analysis_type: row.analysis_type,
    documents_analyzed: row.documents_analyzed,
    total_chars: row.total_chars,
    created_at: new Date(row.created_at).toISOString(),
    summary: row.summary,
    analysis: (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as CaseAnalysisResult,
  };
}
