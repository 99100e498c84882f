/**
 * What an AI run was (issue 15 item 2): from a POST's path, its validated body and its JSON answer, the
 * run's kind, a summary of what it was asked (never a document's text), a summary of the answer, the
 * passages it used, the citations it made (and whether each passed the check), a quality score and the
 * document or case it was about. Pure: no database.
 *
 * @module
 */
import type { AiRunCitation, AiRunKind, AiRunOutcome, AiRunPassage } from '@alegato/domain';
import { CITATION_STATUSES } from '@alegato/domain';

/** Passages kept per run. */
export const MAX_PASSAGES = 10;
/** Characters kept per passage. */
export const MAX_PASSAGE_CHARS = 600;
/** Citations kept per run by the recorder (the counts cover them all). */
export const MAX_CITATIONS = 50;
/** Characters of the input and output summaries. */
export const MAX_SUMMARY_CHARS = 200;

type Json = Record<string, unknown>;

const obj = (v: unknown): Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** `text` on one line, cut to `max` characters (with an ellipsis). */
export function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** The parts of a summary that are present, joined with ' · '. */
const join = (...parts: (string | number | undefined | null | false)[]): string =>
  parts.filter((p) => p !== undefined && p !== null && p !== false && p !== '').join(' · ');

const PRODUCT_PATH = /^\/([a-z_-]+)\/analyze$/;
const CHAT_MESSAGE_PATH = /^\/chat\/([0-9a-f-]{36})\/message$/i;
const ENHANCE_PATH = /^\/api\/reports\/enhance\/[^/]+$/;

/** The kind of AI work a POST path is, or undefined when it is none (`/chat/start`, an upload…). */
export function aiRunKindOf(path: string): AiRunKind | undefined {
  const p = path.replace(/\/+$/, '');
  if (p === '/document/analyze') return 'document_analysis';
  if (p === '/document/comprehensive_legal_analysis') return 'comprehensive_analysis';
  if (p === '/document/chat' || CHAT_MESSAGE_PATH.test(p)) return 'chat';
  if (p === '/document/draft') return 'draft';
  if (p === '/legal/case_analysis') return 'case_analysis';
  if (p === '/legal/review_grid') return 'review_grid';
  if (ENHANCE_PATH.test(p)) return 'enhancement';
  if (PRODUCT_PATH.test(p) && !p.startsWith('/document/')) return 'product_analysis';
  return undefined;
}

/** The session id of `/chat/{id}/message`. */
export function chatSessionOf(path: string): string | undefined {
  return CHAT_MESSAGE_PATH.exec(path.replace(/\/+$/, ''))?.[1];
}

/** How an HTTP status ends a run: 2xx ok, 402/403 refused, 404 not found, anything else an error. */
export function outcomeOf(status: number): AiRunOutcome {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 402 || status === 403) return 'refused';
  if (status === 404) return 'not_found';
  return 'error';
}

/** A passage, cut to {@link MAX_PASSAGE_CHARS}. */
export function passage(
  source: string,
  page: number | null,
  text: string,
  article: string | null = null,
): AiRunPassage {
  return { source, page, article, text: cut(text, MAX_PASSAGE_CHARS) };
}

/** A run described from its request and answer, before its user, timing, engine and outcome. */
export interface DescribedRun {
  kind: AiRunKind;
  inputSummary: string;
  outputSummary: string;
  /** The engine the answer names (`alegato-nlp`, `embedded`, a provider), if any. */
  engine: string | null;
  qualityScore: number | null;
  passages: AiRunPassage[];
  citations: AiRunCitation[];
  citationsCount: number;
  citationsFailed: number;
  documentId: string | null;
  caseId: string | null;
  /** A chat session to read the document from (`/chat/{id}/message`). */
  sessionId: string | null;
}

/** Counts and trims a run's citations. */
function withCitations(
  all: AiRunCitation[],
): Pick<DescribedRun, 'citations' | 'citationsCount' | 'citationsFailed'> {
  return {
    // All of them: the recorder counts them all and keeps the first MAX_CITATIONS.
    citations: all,
    citationsCount: all.length,
    citationsFailed: all.filter((c) => !c.verified).length,
  };
}

/** A checked citation of the document analysis (`citas_verificadas`): verified when the norm and article exist. */
function checkedCitation(c: Json): AiRunCitation {
  return {
    label: str(c.normalised) ?? str(c.raw) ?? '',
    page: int(c.page),
    article: str(c.article) ?? null,
    verified: c.status === CITATION_STATUSES.verified,
  };
}

/**
 * Describes an AI run, or undefined when the path is no AI work.
 *
 * @param path the request path
 * @param input the validated body (undefined when validation refused it)
 * @param body the JSON answer (undefined when the answer is not JSON)
 */
export function describeAiRun(path: string, input: unknown, body: unknown): DescribedRun | undefined {
  const kind = aiRunKindOf(path);
  if (!kind) return undefined;
  const i = obj(input);
  const data = obj(obj(body).data);
  const base: DescribedRun = {
    kind,
    inputSummary: '',
    outputSummary: '',
    engine: str(data.engine) ?? str(data.source) ?? null,
    qualityScore: null,
    passages: [],
    citations: [],
    citationsCount: 0,
    citationsFailed: 0,
    documentId: null,
    caseId: null,
    sessionId: null,
  };
  const done = (run: DescribedRun): DescribedRun => ({
    ...run,
    inputSummary: cut(run.inputSummary, MAX_SUMMARY_CHARS),
    outputSummary: cut(run.outputSummary, MAX_SUMMARY_CHARS),
    passages: run.passages.filter((p) => p.text !== '' || p.page !== null).slice(0, MAX_PASSAGES),
  });
  switch (kind) {
    case 'document_analysis':
    case 'comprehensive_analysis':
    case 'product_analysis': {
      const outer = obj(data.analysis);
      const doc = obj(data.document ?? outer.document);
      const filename = str(doc.filename) ?? str(i.document_filename) ?? '';
      const product =
        kind === 'product_analysis' ? PRODUCT_PATH.exec(path.replace(/\/+$/, ''))?.[1] : undefined;
      const summary = list(outer.summary).map(obj);
      const checked = list(outer.citas_verificadas).map(obj);
      const type = str(obj(outer.document_type).type);
      const parties = list(outer.parties).length;
      const risks = list(outer.risks).length;
      const sections = list(outer.sections).length;
      const checks = list(outer.checks).length;
      return done({
        ...base,
        engine: str(outer.engine) ?? base.engine,
        inputSummary: join(
          filename,
          product,
          str(i.analysis_type),
          str(i.analysis_depth) ?? str(outer.depth),
          str(i.format_type),
        ),
        outputSummary: body
          ? join(
              type,
              parties > 0 && `${parties} partes`,
              checked.length > 0 && `${checked.length} citas`,
              risks > 0 && `${risks} riesgos`,
              sections > 0 && `${sections} secciones`,
              checks > 0 && `${checks} comprobaciones`,
            )
          : '',
        passages: summary.map((p) => passage(filename, int(p.page), str(p.text) ?? '')),
        ...withCitations(checked.map(checkedCitation)),
        documentId: str(doc.id) ?? null,
      });
    }
    case 'case_analysis': {
      const analysis = obj(data.analysis);
      const kase = obj(analysis.case);
      const norms = list(analysis.norms).map(obj);
      const decisions = list(analysis.decisions).map(obj);
      const timeline = list(analysis.timeline).map(obj);
      return done({
        ...base,
        engine: 'alegato-nlp',
        inputSummary: join(
          str(kase.title) ?? str(i.caso_id),
          str(i.analysis_type) ?? str(data.analysis_type),
        ),
        outputSummary: str(data.summary) ?? '',
        passages: [
          ...decisions.map((d) => passage(str(d.document) ?? '', int(d.page), str(d.passage) ?? '')),
          ...timeline.map((t) => passage(str(t.document) ?? '', int(t.page), str(t.text) ?? '')),
        ],
        ...withCitations(
          norms.map((n) => ({
            label: str(n.citation) ?? '',
            page: null,
            article: str(n.article) ?? null,
            verified: n.status === CITATION_STATUSES.verified,
          })),
        ),
        caseId: str(kase.id) ?? str(i.caso_id) ?? null,
      });
    }
    case 'draft': {
      const sources = list(data.sources).map(obj);
      return done({
        ...base,
        engine: 'alegato-nlp',
        inputSummary: join(str(i.document_type), str(i.style), str(i.jurisdiction)),
        outputSummary: join(str(data.title), typeof data.chars === 'number' && `${data.chars} caracteres`),
        passages: sources.map((s) => passage(str(s.document) ?? '', int(s.page), '')),
        caseId: str(i.caso_id) ?? null,
      });
    }
    case 'review_grid': {
      const kase = obj(data.case);
      // A CSV answer is no JSON: the questions asked, then.
      const questions = list(data.questions ?? i.questions).filter((q): q is string => typeof q === 'string');
      const documents = list(data.documents).map(obj);
      const cells = list(data.cells).map(list);
      const passages: AiRunPassage[] = [];
      const citations: AiRunCitation[] = [];
      let found = 0;
      cells.forEach((row, r) => {
        const filename = str(documents[r]?.filename) ?? '';
        for (const cell of row.map(obj)) {
          if (cell.found === true) found++;
          for (const ct of list(cell.citations).map(obj)) {
            passages.push(passage(filename, int(ct.page), str(ct.text) ?? ''));
            // Extractive answers: each citation is a quote of the document, found where it says.
            citations.push({
              label: join(filename, int(ct.page) !== null && `pág. ${ct.page}`),
              page: int(ct.page),
              article: null,
              verified: true,
            });
          }
        }
      });
      return done({
        ...base,
        engine: 'alegato-nlp',
        inputSummary: join(str(kase.title), questions.join(' · ')),
        outputSummary: body ? `${found} respuestas en ${documents.length} documentos` : '',
        passages,
        ...withCitations(citations),
        caseId: str(kase.id) ?? str(i.caso_id) ?? null,
      });
    }
    case 'chat': {
      // `/document/chat` answers `{answer, citations, document, engine, citation_check}`;
      // `/chat/{id}/message` the stored `message` (with its citations), `engine` and `citation_check`.
      const message = obj(data.message);
      const doc = obj(data.document);
      const filename = str(doc.filename) ?? '';
      const cited = list(data.citations ?? message.citations).map(obj);
      // A model's answer that failed the page check fell back to the quotes: its citations failed.
      const verified = data.citation_check !== 'failed';
      return done({
        ...base,
        inputSummary: str(i.question) ?? str(i.message) ?? '',
        outputSummary: str(data.answer) ?? str(message.content) ?? '',
        passages: cited.map((ct) => passage(filename, int(ct.page), str(ct.text) ?? '')),
        ...withCitations(
          cited.map((ct) => ({
            label: int(ct.page) !== null ? `pág. ${ct.page}` : filename,
            page: int(ct.page),
            article: null,
            verified,
          })),
        ),
        documentId: str(doc.id) ?? null,
        sessionId: chatSessionOf(path) ?? null,
      });
    }
    case 'enhancement': {
      const report = obj(data.report);
      const score = typeof data.quality_score === 'number' ? data.quality_score : report.ai_quality_score;
      return done({
        ...base,
        engine: str(report.ai_provider) ?? null,
        inputSummary: str(report.title) ?? '',
        outputSummary: join(
          str(report.status),
          typeof score === 'number' && `calidad ${Math.round(score * 100)} %`,
        ),
        qualityScore:
          typeof score === 'number' && Number.isFinite(score) ? Math.min(1, Math.max(0, score)) : null,
        caseId: str(report.case_id) ?? null,
      });
    }
    default:
      return done(base);
  }
}
