/**
 * What a recorded request was (issue 14 item 1): from its path, its validated body and its JSON answer,
 * the history row's type, text, filters, result count, a short list of what it found (at most
 * {@link MAX_KEPT_RESULTS}) and the document or case it was about. Pure: no database.
 *
 * @module
 */
import type { HistoryResult, HistoryType } from './schema.js';

/** Results kept per row to open them again. */
export const MAX_KEPT_RESULTS = 10;

/** A recorded query before its user, timing and insertion. */
export interface DescribedQuery {
  type: HistoryType;
  content: string;
  filters: Record<string, unknown>;
  resultCount: number;
  results: HistoryResult[];
  documentId: string | null;
  caseId: string | null;
}

type Json = Record<string, unknown>;

const obj = (v: unknown): Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The defined entries of `filters` (undefined and empty strings left out). */
function defined(filters: Json): Json {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
}

/** Product analysers' paths: `/{product}/analyze`. */
const PRODUCT_PATH = /^\/(sentencias|contratos|pliegos|laboral)\/analyze\/?$/;
const CONSULTA_PATH = /^\/consulta\/(general|monetary|properties|dates)\/?$/;
const CHAT_MESSAGE_PATH = /^\/chat\/([0-9a-f-]{36})\/message\/?$/i;

/** The history type of a POST path, or undefined when the path is not recorded. */
export function historyTypeOf(path: string): HistoryType | undefined {
  const p = path.replace(/\/+$/, '');
  if (p === '/query/mixed') return 'search';
  if (CONSULTA_PATH.test(p)) return 'consulta';
  if (p === '/document/analyze') return 'document_analysis';
  if (p === '/document/comprehensive_legal_analysis') return 'comprehensive_analysis';
  if (p === '/document/chat' || CHAT_MESSAGE_PATH.test(p)) return 'chat';
  if (p === '/legal/case_analysis') return 'case_analysis';
  if (p === '/legal/review_grid') return 'review_grid';
  if (PRODUCT_PATH.test(p)) return 'product_analysis';
  return undefined;
}

/** The session id of `/chat/{id}/message`. */
export function chatSessionOf(path: string): string | undefined {
  return CHAT_MESSAGE_PATH.exec(path)?.[1];
}

/**
 * Describes a recorded request, or undefined when its path is not recorded.
 *
 * @param path the request path
 * @param input the validated body (what the route's validator parsed)
 * @param body the JSON answer
 */
export function describeQuery(path: string, input: unknown, body: unknown): DescribedQuery | undefined {
  const type = historyTypeOf(path);
  if (!type) return undefined;
  const i = obj(input);
  const data = obj(obj(body).data);
  const base = { type, filters: {}, resultCount: 0, results: [], documentId: null, caseId: null };
  switch (type) {
    case 'search': {
      const chunks = list(data.chunks ?? obj(body).chunks).map(obj);
      return {
        ...base,
        content: str(i.query) ?? '',
        filters: defined({
          top_k: i.top_k,
          tipo_consulta: i.tipo_consulta,
          case_id: i.case_id,
          include_public: i.include_public,
          ranking: i.ranking,
          norma: i.norma,
        }),
        resultCount: chunks.length,
        results: chunks.slice(0, MAX_KEPT_RESULTS).map((ch) => {
          const meta = obj(ch.metadatos);
          return {
            id: String(ch.id ?? ''),
            title: str(ch.fuente) ?? str(meta.filename),
            document_id: str(meta.document_id),
            page: num(list(meta.pages)[0]),
            // A public norm's article opens in the article viewer.
            norm_id: str(meta.norm_id),
            anchor: str(meta.anchor),
          };
        }),
        caseId: str(i.case_id) ?? null,
      };
    }
    case 'consulta': {
      const passages = list(data.passages).map(obj);
      return {
        ...base,
        content: str(i.query) ?? str(data.query) ?? '',
        filters: defined({
          kind: CONSULTA_PATH.exec(path.replace(/\/+$/, ''))?.[1],
          collection: i.collection,
          top_k: i.top_k,
          case_id: i.case_id,
          include_public: i.include_public,
        }),
        resultCount: passages.length,
        results: passages.slice(0, MAX_KEPT_RESULTS).map((p) => {
          const doc = obj(p.document);
          return {
            id: String(p.id ?? ''),
            title: str(doc.filename),
            document_id: str(doc.id),
            page: num(list(p.pages)[0]),
          };
        }),
        caseId: str(i.case_id) ?? null,
      };
    }
    case 'document_analysis':
    case 'comprehensive_analysis':
    case 'product_analysis': {
      const doc = obj(data.document ?? obj(data.analysis).document);
      const id = str(data.analysis_id) ?? str(doc.id) ?? '';
      return {
        ...base,
        content: str(doc.filename) ?? str(i.document_filename) ?? '',
        filters: defined({
          analysis_type: i.analysis_type,
          analysis_depth: i.analysis_depth,
          include_claude: i.include_claude,
          product: PRODUCT_PATH.exec(path)?.[1],
          format_type: i.format_type,
        }),
        resultCount: 1,
        results: [{ id, title: str(doc.filename), document_id: str(doc.id) }],
        documentId: str(doc.id) ?? null,
      };
    }
    case 'case_analysis': {
      const kase = obj(obj(data.analysis).case);
      const caseId = str(kase.id) ?? str(i.caso_id) ?? null;
      return {
        ...base,
        content: str(kase.title) ?? caseId ?? '',
        filters: defined({ analysis_type: i.analysis_type }),
        resultCount: num(data.documents_analyzed) ?? 0,
        results: [{ id: str(data.id) ?? caseId ?? '', title: str(kase.title) }],
        caseId,
      };
    }
    case 'review_grid': {
      const kase = obj(data.case);
      const questions = list(data.questions).filter((q): q is string => typeof q === 'string');
      const documents = list(data.documents).map(obj);
      return {
        ...base,
        content: questions.join(' · ') || (str(kase.title) ?? ''),
        filters: defined({ questions: questions.length, document_ids: i.document_ids }),
        resultCount: documents.length,
        results: documents
          .slice(0, MAX_KEPT_RESULTS)
          .map((d) => ({ id: String(d.id ?? ''), title: str(d.filename), document_id: str(d.id) })),
        caseId: str(kase.id) ?? str(i.caso_id) ?? null,
      };
    }
    case 'chat': {
      // `/document/chat` answers `{answer, citations, document}`; `/chat/{id}/message` answers the
      // stored `message` (with its citations) and the question.
      const message = obj(data.message);
      const citations = list(data.citations ?? message.citations).map(obj);
      const doc = obj(data.document);
      return {
        ...base,
        content: str(i.question) ?? str(i.message) ?? '',
        filters: defined({
          top_k: i.top_k,
          similarity_threshold: i.similarity_threshold,
          context_strategy: i.context_strategy,
          session_id: chatSessionOf(path),
        }),
        resultCount: citations.length,
        results: citations.slice(0, MAX_KEPT_RESULTS).map((ct) => ({
          id: String(ct.chunk_id ?? message.id ?? ''),
          title: str(doc.filename),
          document_id: str(doc.id),
          page: num(ct.page),
        })),
        documentId: str(doc.id) ?? null,
      };
    }
  }
}
