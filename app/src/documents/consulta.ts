import { useCallback, useRef, useState } from 'react';
import type {
  ExtractionAmount,
  ExtractionDate,
  ExtractionKind,
  ExtractionPassage,
  ExtractionProperty,
  ExtractionResultView,
  ExtractionTotal,
} from '@alegato/ui';
import { http } from '../api/http';
import { dataOf } from './toViewModel';

/**
 * Extraction queries over the user's documents (spec §7 `/consulta/*`, issue 13): `POST /consulta/{kind}`
 * with the query and the user; the answer's passages, amounts (with totals), dates and properties
 * become the ExtractionResults view model. The call is `silent`: the screen shows its own error.
 */

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const records = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter(isRecord) : []);
const KINDS: readonly string[] = ['monetary', 'dates', 'properties', 'general'];

/** Document, page and sentence of an extracted value; null without a document. */
function source(r: Rec) {
  const doc = isRecord(r.document) ? r.document : null;
  const documentId = doc ? str(doc.id) : null;
  if (!doc || !documentId) return null;
  const page = num(r.page);
  return {
    documentId,
    filename: str(doc.filename) ?? '',
    page: page !== null && page >= 1 ? Math.floor(page) : 1,
    passage: str(r.passage) ?? '',
  };
}

/** A stable key for a value: its chunk, its position among the values and its text. */
const keyOf = (r: Rec, i: number) => `${str(r.chunk_id) ?? ''}:${i}:${str(r.text) ?? ''}`;

/** The answer of `POST /consulta/{kind}` as the ExtractionResults view model. Throws on another shape. */
export function parseConsulta(body: unknown, kind: ExtractionKind): ExtractionResultView {
  const data = dataOf(body);
  if (!data || !Array.isArray(data.passages)) throw new Error('Respuesta inesperada del servidor');
  const answered = str(data.type);
  const amounts: ExtractionAmount[] = records(data.amounts).flatMap((r, i) => {
    const from = source(r);
    const amount = num(r.amount);
    const currency = str(r.currency);
    if (!from || amount === null || !currency) return [];
    return [
      {
        id: keyOf(r, i),
        ...from,
        amount,
        currency,
        per: str(r.per),
        concept: str(r.concept),
        statedTotal: r.stated_total === true,
      },
    ];
  });
  const totals: ExtractionTotal[] = records(data.totals).flatMap((r) => {
    const total = num(r.total);
    const currency = str(r.currency);
    if (total === null || !currency) return [];
    const stated = Array.isArray(r.stated) ? r.stated.filter((v): v is number => num(v) !== null) : [];
    return [
      {
        currency,
        concept: str(r.concept),
        total,
        count: num(r.count) ?? 0,
        ...(stated.length > 0 ? { stated } : {}),
      },
    ];
  });
  const dates: ExtractionDate[] = records(data.dates).flatMap((r, i) => {
    const from = source(r);
    const date = str(r.date);
    return from && date ? [{ id: keyOf(r, i), ...from, date, text: str(r.text) ?? date }] : [];
  });
  const properties: ExtractionProperty[] = records(data.properties).flatMap((r, i) => {
    const from = source(r);
    const text = str(r.text);
    return from && text ? [{ id: keyOf(r, i), ...from, text, kind: str(r.kind) || 'inmueble' }] : [];
  });
  const passages: ExtractionPassage[] = records(data.passages).flatMap((r, i) => {
    const doc = isRecord(r.document) ? r.document : null;
    const documentId = doc ? str(doc.id) : null;
    const text = str(r.text);
    if (!doc || !documentId || !text) return [];
    const pages = Array.isArray(r.pages)
      ? r.pages.filter((p): p is number => typeof p === 'number' && Number.isInteger(p) && p >= 1)
      : [];
    return [
      {
        id: str(r.id) ?? String(i),
        documentId,
        filename: str(doc.filename) ?? '',
        pages,
        heading: str(r.heading),
        text,
      },
    ];
  });
  return {
    kind: answered && KINDS.includes(answered) ? (answered as ExtractionKind) : kind,
    amounts,
    totals,
    // The server orders them; equal dates keep their order.
    dates: [...dates].sort((a, b) => a.date.localeCompare(b.date)),
    properties,
    passages,
  };
}

/** `POST /consulta/{kind}` over the user's documents (top 10 passages). */
export async function requestConsulta(
  userId: string,
  query: string,
  kind: ExtractionKind,
): Promise<ExtractionResultView> {
  const body = await http.request(`/consulta/${kind}`, {
    method: 'POST',
    form: { query, user_id: userId, top_k: 10 },
    silent: true,
  });
  return parseConsulta(body, kind);
}

/** State and actions of the extraction queries screen: the form, the last answer, loading and error. */
export function useConsulta(userId: string | null) {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<ExtractionKind>('monetary');
  const [result, setResult] = useState<ExtractionResultView | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const last = useRef<{ query: string; kind: ExtractionKind } | null>(null);
  // Only the latest query's answer is shown, even if an earlier one arrives after it.
  const seq = useRef(0);

  const run = useCallback(
    async (q: string, k: ExtractionKind) => {
      if (!userId) return;
      last.current = { query: q, kind: k };
      const mine = ++seq.current;
      setLoading(true);
      setError(null);
      try {
        const answer = await requestConsulta(userId, q, k);
        if (mine === seq.current) setResult(answer);
      } catch (failure) {
        if (mine === seq.current) {
          setResult(null);
          setError(failure);
        }
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    },
    [userId],
  );

  return {
    query,
    setQuery,
    kind,
    setKind,
    result,
    loading,
    error,
    submit: (q: string, k: ExtractionKind) => void run(q, k),
    retry: () => {
      if (last.current) void run(last.current.query, last.current.kind);
    },
  };
}
