import { formatRelativeTime, LIMITS } from '@alegato/domain';
import type { HistoryFiltersValue, HistoryListItem, HistoryListPagination, HistoryType } from '@alegato/ui';
import { caseHref } from '../cases/model';
import { articleHref, documentHref } from '../search/toViewModel';

/**
 * The query history screen's model (issue 14 item 1): its filters and page in the address
 * (`/history?tipo=…&desde=…&hasta=…&q=…&pagina=…`), the `GET /api/queries/history` key, the server's
 * rows read into the HistoryList's items, and where 'Repetir' and 'Abrir' go. Pure; tested in
 * model.test.ts.
 */

/** The types a row may have (the ui's `historyTypes`, kept here so Node tests need no ui runtime). */
const TYPES: readonly HistoryType[] = [
  'search',
  'consulta',
  'document_analysis',
  'comprehensive_analysis',
  'product_analysis',
  'case_analysis',
  'review_grid',
  'chat',
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the address holds: the filters and the page. */
export type HistoryUrlState = { filters: HistoryFiltersValue; page: number };

/** Reads the address: unknown types, bad dates and pages fall back to no filter and page 1. */
export function readHistoryUrl(params: URLSearchParams): HistoryUrlState {
  const type = params.get('tipo') ?? '';
  const date = (name: string) => {
    const v = params.get(name) ?? '';
    return ISO_DATE.test(v) ? v : '';
  };
  const page = Number(params.get('pagina'));
  return {
    filters: {
      type: (TYPES as readonly string[]).includes(type) ? (type as HistoryType) : 'all',
      dateFrom: date('desde'),
      dateTo: date('hasta'),
      q: params.get('q') ?? '',
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query string for `state`, defaults left out. */
export function historyUrlParams(state: HistoryUrlState): URLSearchParams {
  const params = new URLSearchParams();
  const { filters } = state;
  if (filters.type !== 'all') params.set('tipo', filters.type);
  if (filters.dateFrom) params.set('desde', filters.dateFrom);
  if (filters.dateTo) params.set('hasta', filters.dateTo);
  if (filters.q.trim() !== '') params.set('q', filters.q.trim());
  if (state.page > 1) params.set('pagina', String(state.page));
  return params;
}

/** The SWR key (and path) of one page of the user's history; null without a user. */
export function historyKey(userId: string | null, state: HistoryUrlState): string | null {
  if (!userId) return null;
  const { filters } = state;
  const query = new URLSearchParams({
    user_id: userId,
    page: String(state.page),
    per_page: String(LIMITS.historyPageSize),
  });
  if (filters.type !== 'all') query.set('type', filters.type);
  if (filters.dateFrom) query.set('date_from', filters.dateFrom);
  if (filters.dateTo) query.set('date_to', filters.dateTo);
  if (filters.q.trim() !== '') query.set('q', filters.q.trim());
  return `/api/queries/history?${query}`;
}

/** One thing a recorded query found (the server's `results`). */
export type HistoryResultRef = {
  id: string;
  title?: string;
  document_id?: string;
  page?: number;
  norm_id?: string;
  anchor?: string;
};

/** A row as the server sends it (spec §3 Query history item). */
export type HistoryEntry = {
  id: string;
  type: HistoryType;
  content: string;
  results: HistoryResultRef[];
  responseTimeMs: number;
  createdAt: string;
  filters: Record<string, unknown>;
  resultCount: number;
  documentId: string | null;
  caseId: string | null;
};

/** A page of the history. */
export type HistoryPage = { entries: HistoryEntry[]; pagination: HistoryListPagination };

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);

/**
 * The server's answer read defensively: a row without an id, a known type or a date is left out.
 *
 * @throws {Error} when the answer has no `data.queries` list
 */
export function parseHistoryPage(body: unknown): HistoryPage {
  const data = record(record(body).data);
  if (!Array.isArray(data.queries)) throw new Error('Respuesta del historial no válida');
  const entries: HistoryEntry[] = [];
  for (const raw of data.queries) {
    const q = record(raw);
    const id = text(q.id);
    const type = text(q.type);
    const createdAt = text(q.createdAt);
    if (!id || !type || !(TYPES as readonly string[]).includes(type) || !createdAt) continue;
    entries.push({
      id,
      type: type as HistoryType,
      content: typeof q.content === 'string' ? q.content : '',
      results: Array.isArray(q.results) ? (q.results.map(record) as HistoryResultRef[]) : [],
      responseTimeMs: count(q.responseTimeMs),
      createdAt,
      filters: record(q.filters),
      resultCount: count(q.resultCount),
      documentId: text(q.documentId),
      caseId: text(q.caseId),
    });
  }
  const perPage = count(data.per_page) || LIMITS.historyPageSize;
  const page = count(data.page) || 1;
  const total = count(data.total);
  return {
    entries,
    pagination: {
      page,
      perPage,
      total,
      hasPrev: data.has_prev === true,
      hasNext: data.has_next === true,
    },
  };
}

/** The Búsqueda Legal scope of a recorded search's `tipo_consulta` (see search/api.ts). */
function searchScope(tipo: unknown): 'legislacion' | 'documentos' | 'caso' | null {
  const v = typeof tipo === 'string' ? tipo.normalize('NFD').replace(/\p{M}/gu, '') : '';
  return v === 'legislacion' || v === 'documentos' || v === 'caso' ? v : null;
}

/**
 * Where 'Repetir' goes: a search (and an extraction query, searched in the user's documents) runs
 * again on /search with its text and scope; a document analysis or a chat question opens the document,
 * a case analysis or review grid the case. Null when what it needs is gone (a deleted document or case).
 */
export function repeatHref(entry: HistoryEntry): string | null {
  switch (entry.type) {
    case 'search':
    case 'consulta': {
      if (entry.content.trim() === '') return null;
      const params = new URLSearchParams({ q: entry.content });
      const caseId = text(entry.filters.case_id) ?? entry.caseId;
      const scope =
        entry.type === 'consulta'
          ? caseId
            ? 'caso'
            : 'documentos'
          : searchScope(entry.filters.tipo_consulta);
      if (scope) params.set('ambito', scope);
      if (scope === 'caso' && caseId) params.set('caso', caseId);
      const norma = text(entry.filters.norma);
      if (entry.type === 'search' && norma) params.set('norma', norma);
      return `/search?${params}`;
    }
    case 'case_analysis':
    case 'review_grid':
      return entry.caseId ? caseHref(entry.caseId) : null;
    default:
      return entry.documentId ? documentHref(entry.documentId) : null;
  }
}

/**
 * Where 'Abrir' goes: what the query found — a search's first result (a norm's article in the article
 * viewer, else the document's text), an analysis's or question's document, a case analysis's case.
 * Null when it found nothing that can be opened.
 */
export function openHref(entry: HistoryEntry): string | null {
  if (entry.type === 'search' || entry.type === 'consulta') {
    const first = entry.results.find((r) => text(r.norm_id) || text(r.document_id));
    if (!first) return null;
    const normId = text(first.norm_id);
    if (normId) return articleHref(normId, text(first.anchor));
    return documentHref(first.document_id!);
  }
  if (entry.type === 'case_analysis' || entry.type === 'review_grid') {
    return entry.caseId ? caseHref(entry.caseId) : null;
  }
  return entry.documentId ? documentHref(entry.documentId) : null;
}

/** A row of the HistoryList: the relative time as of `now` (spec §9), 'Repetir' and 'Abrir' when they lead somewhere. */
export function toHistoryListItem(entry: HistoryEntry, now: Date): HistoryListItem {
  return {
    id: entry.id,
    type: entry.type,
    content: entry.content,
    resultCount: entry.resultCount,
    durationMs: entry.responseTimeMs,
    createdAt: entry.createdAt,
    when: formatRelativeTime(entry.createdAt, now),
    canRepeat: repeatHref(entry) !== null,
    canOpen: openHref(entry) !== null,
  };
}
