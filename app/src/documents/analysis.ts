import { useCallback, useState } from 'react';
import { refreshPlanStatus } from '../subscription/usePlanStatus';
import useSWR from 'swr';
import type {
  AnalysisAmount,
  AnalysisCitation,
  AnalysisCitationStatus,
  AnalysisDepth,
  AnalysisPassage,
  AnalysisRisk,
  DocumentAnalysisView,
} from '@alegato/ui';
import { http, HttpError } from '../api/http';
import { dataOf } from './toViewModel';

/**
 * The analysis of a document (spec §7 Queries and documents, issue 13, ADR 0024): the newest stored one
 * comes from `GET /document/analysis/{id}?user_id=` (a 404 there means "not analysed yet"), and
 * 'Analizar' runs `POST /document/comprehensive_legal_analysis` with the document's id and the depth
 * chosen. The server's analysis (legal-nlp's `DocumentAnalysis` plus `citas_verificadas`,
 * `related_legislation` and `related_documents`) is read defensively into the DocumentAnalysis view
 * model: anything missing or of another shape is left out, never invented. Every call is `silent`: the
 * fragment shows its own errors.
 */

// Type-only import of the ui package (its run-time index pulls in the styles): the values, checked
// against its types.
const analysisDepths: readonly AnalysisDepth[] = ['basic', 'complete', 'expert'];
const analysisCitationStatuses: readonly AnalysisCitationStatus[] = [
  'verificada',
  'norma no importada',
  'artículo inexistente',
];

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const page = (v: unknown): number => {
  const n = num(v);
  return n !== null && n >= 1 ? Math.floor(n) : 0;
};
const records = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter(isRecord) : []);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(str).filter((s): s is string => s !== null) : [];
/** A list the depth has (an array) or not (undefined). */
const section = <T>(v: unknown, map: (r: Rec) => T | null): T[] | undefined =>
  Array.isArray(v) ? records(v).flatMap((r) => map(r) ?? []) : undefined;

/** `{page, text}` (or `{page, passage}`) with a page and some text; null otherwise. */
function passage(v: unknown, textKey: 'text' | 'passage' = 'text'): AnalysisPassage | null {
  if (!isRecord(v)) return null;
  const text = str(v[textKey]);
  return text ? { page: page(v.page), text } : null;
}

function amount(r: Rec): AnalysisAmount | null {
  const value = num(r.amount);
  const currency = str(r.currency);
  if (value === null || !currency) return null;
  return {
    amount: value,
    currency,
    per: str(r.per),
    written: str(r.written) ?? '',
    concept: str(r.concept) ?? '',
    page: page(r.page),
  };
}

function citation(r: Rec): AnalysisCitation | null {
  const normalised = str(r.normalised) ?? str(r.raw);
  const status = analysisCitationStatuses.find((s) => s === r.status);
  if (!normalised || !status) return null;
  const href = str(r.href);
  return {
    normalised,
    normTitle: str(r.norm_title),
    status,
    // Only a link into the public collection is followed.
    href: status === 'verificada' && href?.startsWith('/search/norma/') ? href : null,
    page: page(r.page),
    passage: str(r.passage) ?? '',
    occurrences: num(r.occurrences) ?? 1,
  };
}

const RISK_LEVELS = ['alto', 'medio', 'bajo'] as const;

function risk(r: Rec): AnalysisRisk | null {
  const message = str(r.message);
  if (!message) return null;
  return {
    level: RISK_LEVELS.find((l) => l === r.level) ?? 'medio',
    message,
    page: page(r.page) || null,
    passage: str(r.passage),
  };
}

/**
 * The server's `analysis` object as the DocumentAnalysis view model; null when it is not an analysis
 * (no known depth or no document type).
 *
 * @param analysis - `data.analysis` of either endpoint
 * @param source - `data.source` (who wrote it), shown as the engine
 */
export function toAnalysisView(analysis: unknown, source?: unknown): DocumentAnalysisView | null {
  if (!isRecord(analysis)) return null;
  const depth = analysisDepths.find((d) => d === analysis.depth);
  const type = isRecord(analysis.document_type) ? analysis.document_type : null;
  const documentType = str(type?.type);
  if (!depth || !documentType) return null;
  const evidence = passage(type?.evidence);
  const date = isRecord(analysis.date)
    ? { page: page(analysis.date.page), text: str(analysis.date.text) ?? str(analysis.date.iso) ?? '' }
    : null;
  const named = (v: unknown) => {
    if (!isRecord(v)) return null;
    const name = str(v.name);
    return name ? { name, page: page(v.page), text: str(v.text) ?? '' } : null;
  };
  const decision = isRecord(analysis.decision) ? passage(analysis.decision, 'passage') : null;
  const costs = isRecord(analysis.costas) ? passage(analysis.costas, 'passage') : null;
  const amounts = isRecord(analysis.amounts)
    ? {
        items: records(analysis.amounts.items).flatMap((r) => amount(r) ?? []),
        totals: records(analysis.amounts.totals).flatMap((r) => {
          const total = num(r.total);
          const currency = str(r.currency);
          return total !== null && currency ? [{ currency, total, count: num(r.count) ?? 0 }] : [];
        }),
      }
    : undefined;
  const contract = isRecord(analysis.contract)
    ? {
        price: records(analysis.contract.price).flatMap((r) => {
          const a = amount(r);
          return a ? [{ ...a, label: str(r.label) ?? '' }] : [];
        }),
        obligations: records(analysis.contract.obligations).flatMap((r) => passage(r) ?? []),
        penalties: records(analysis.contract.penalties).flatMap((r) => passage(r) ?? []),
        guarantees: records(analysis.contract.guarantees).flatMap((r) => passage(r) ?? []),
      }
    : undefined;

  const view: DocumentAnalysisView = {
    depth,
    engine: str(source) ?? str(analysis.engine) ?? 'alegato-nlp',
    pages: num(analysis.pages) ?? 0,
    words: num(analysis.words) ?? 0,
    documentType,
    typeEvidence: evidence,
    date: date && date.text ? date : null,
    court: named(analysis.court),
    ponente: named(analysis.ponente),
    magistrados: records(analysis.magistrados).flatMap((m) => str(m.name) ?? []),
    caseNumbers: records(analysis.case_numbers).flatMap((n) => {
      const value = str(n.value);
      return value ? [{ kind: str(n.kind) ?? '', value }] : [];
    }),
    summary: records(analysis.summary).flatMap((p) => passage(p) ?? []),
    parties: records(analysis.parties).flatMap((p) => {
      const name = str(p.name);
      if (!name) return [];
      return [
        {
          name,
          kind: str(p.kind) ?? '',
          roles: strings(p.roles),
          page: isRecord(p.evidence) ? page(p.evidence.page) : 0,
        },
      ];
    }),
    decision:
      decision && isRecord(analysis.decision) ? { ...decision, fallo: str(analysis.decision.fallo) } : null,
    costs:
      costs && isRecord(analysis.costas)
        ? { ...costs, status: str(analysis.costas.status) ?? '', to: str(analysis.costas.to) }
        : null,
  };
  const timeline = section(analysis.timeline, (e) => {
    const d = str(e.date);
    return d ? { date: d, written: str(e.written) ?? d, text: str(e.text) ?? '', page: page(e.page) } : null;
  });
  if (timeline) view.timeline = timeline;
  if (amounts) view.amounts = amounts;
  // The checked citations ("citas verificadas"), not the raw findings: they carry the status and link.
  const citations = section(analysis.citas_verificadas, citation);
  if (citations) view.citations = citations;
  const deadlines = section(analysis.deadlines, (d) => {
    const written = str(d.written);
    return written
      ? {
          written,
          workingDays: d.workingDays === true,
          from: str(d.from),
          text: str(d.passage) ?? '',
          page: page(d.page),
        }
      : null;
  });
  if (deadlines) view.deadlines = deadlines;
  if (contract) view.contract = contract;
  const risks = section(analysis.risks, risk);
  if (risks) view.risks = risks;
  const related = section(analysis.related_legislation, (n) => {
    const href = str(n.href);
    const title = str(n.title);
    return href?.startsWith('/search/norma/') && title
      ? { title, heading: str(n.heading), href, passage: str(n.passage) ?? '' }
      : null;
  });
  if (related) view.relatedLegislation = related;
  const documents = section(analysis.related_documents, (d) => {
    const id = str(d.document_id);
    return id
      ? {
          id,
          filename: str(d.filename) ?? id,
          sharedParties: strings(d.shared_parties),
          sharedCaseNumbers: strings(d.shared_case_numbers),
          sharedCitations: strings(d.shared_citations),
        }
      : null;
  });
  if (documents) view.relatedDocuments = documents;
  return view;
}

/**
 * The answer of `GET /document/analysis/{id}` or `POST /document/comprehensive_legal_analysis`
 * (`{success, data: {source, analysis}}`) as the view model. Throws on another shape.
 */
export function parseAnalysis(body: unknown): DocumentAnalysisView {
  const data = dataOf(body);
  const view = toAnalysisView(data?.analysis, data?.source);
  if (!view) throw new Error('Respuesta inesperada del servidor');
  return view;
}

/** The SWR key of a document's stored analysis. */
export const analysisKey = (documentId: string) => `/document/analysis/${encodeURIComponent(documentId)}`;

/** The stored analysis; null when the document has none yet (the server's 404). */
export async function fetchAnalysis(
  documentId: string,
  userId: string,
): Promise<DocumentAnalysisView | null> {
  try {
    return parseAnalysis(
      await http.request(analysisKey(documentId), { query: { user_id: userId }, silent: true }),
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** Runs an analysis at `depth` and returns it (stored by the server as the newest). */
export async function analyseDocument(
  documentId: string,
  userId: string,
  depth: AnalysisDepth,
): Promise<DocumentAnalysisView> {
  return parseAnalysis(
    await http.request('/document/comprehensive_legal_analysis', {
      method: 'POST',
      form: { document_filename: documentId, user_id: userId, analysis_depth: depth, language: 'es' },
      silent: true,
    }),
  );
}

/**
 * State and actions of the analysis of one document. `userId` null pauses it (e.g. while another tab
 * is shown). The depth starts at `complete` when the plan allows it, else the deepest allowed.
 */
export function useDocumentAnalysis(
  userId: string | null,
  documentId: string | null,
  depths: readonly AnalysisDepth[] = analysisDepths,
) {
  const stored = useSWR(userId && documentId ? analysisKey(documentId) : null, () =>
    fetchAnalysis(documentId!, userId!),
  );
  const fallback: AnalysisDepth = depths.includes('complete')
    ? 'complete'
    : (depths[depths.length - 1] ?? 'basic');
  const [chosenDepth, setDepth] = useState<AnalysisDepth>(fallback);
  // The plan's depths arrive after the first render (or change with an upgrade): never a depth it refuses.
  const depth = depths.includes(chosenDepth) ? chosenDepth : fallback;
  const [analysing, setAnalysing] = useState(false);
  const [failed, setFailure] = useState<{ error: unknown; depth: AnalysisDepth; documentId: string } | null>(
    null,
  );
  // A failure belongs to the document it happened on.
  const failure = failed && failed.documentId === documentId ? failed : null;
  const { mutate } = stored;

  const analyse = useCallback(
    async (chosen: AnalysisDepth) => {
      if (!userId || !documentId) return;
      setAnalysing(true);
      setFailure(null);
      try {
        const view = await analyseDocument(documentId, userId, chosen);
        await mutate(view, { revalidate: false });
        // One analysis of the month spent: the usage meters read it again.
        void refreshPlanStatus();
      } catch (error) {
        setFailure({ error, depth: chosen, documentId });
      } finally {
        setAnalysing(false);
      }
    },
    [userId, documentId, mutate],
  );

  return {
    analysis: stored.data ?? null,
    loading: stored.isLoading && stored.data === undefined,
    error: failure?.error ?? (stored.data === undefined ? (stored.error ?? null) : null),
    retry: () => void (failure ? analyse(failure.depth) : mutate()),
    depth,
    setDepth,
    depths,
    analysing,
    analyse: (chosen: AnalysisDepth) => void analyse(chosen),
  };
}
