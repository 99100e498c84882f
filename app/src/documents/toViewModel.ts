import { formatDateEs, formatSizeKb, type UploadProblem } from '@alegato/domain';
import type { DocumentListItem, DocumentTextPage, EntityKind, SelectOption, UploadItem } from '@alegato/ui';

/**
 * The documents API's shapes (ADR 0010) read defensively, and their mapping to the ui fragments' view
 * models (HOUSE-STYLE §3). Pure; tested in toViewModel.test.ts.
 */

/** A document as `GET /documents`, `POST /upload` and `GET /documents/{id}/text` send it (ADR 0010). */
export type BackendDocument = {
  id: string;
  filename: string;
  size: number;
  type: string;
  pages: number | null;
  status: 'processing' | 'ready' | 'error';
  /** 0..1 */
  progress: number;
  error: string | null;
  case_id: string | null;
  created_at: string;
};

/** One page of `GET /documents/{id}/text` → `data.pages`. */
export type BackendPage = {
  page: number;
  text: string;
  method: string;
  confidence: number | null;
  /** With `?entities=true`: the page's entities (server types: PER, ORG, DATE, MONEY…). */
  entities?: { start: number; end: number; type: string }[];
};

/** The server's entity types as the viewer's kinds (types it does not highlight are left out). */
const ENTITY_KIND: Record<string, EntityKind> = {
  PER: 'persona',
  ORG: 'organizacion',
  AUTHORITY: 'organizacion',
  COURT: 'tribunal',
  LOC: 'lugar',
  DATE: 'fecha',
  MONEY: 'importe',
  CODE: 'referencia',
  PROPERTY: 'referencia',
  ID: 'identificador',
  IBAN: 'identificador',
  PHONE: 'identificador',
  EMAIL: 'identificador',
};

/** How often the list is polled while a document is processing (ms). @default 1000 */
export const POLL_INTERVAL_MS = 1000;

const STATUSES = ['processing', 'ready', 'error'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `data` of a `{success, data}` answer, or undefined. */
export function dataOf(body: unknown): Record<string, unknown> | undefined {
  const data = isRecord(body) ? body.data : undefined;
  return isRecord(data) ? data : undefined;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** One backend document; null when it lacks an id or a known status. */
export function parseDocument(row: unknown): BackendDocument | null {
  if (!isRecord(row)) return null;
  const id = str(row.id);
  const status = STATUSES.find((s) => s === row.status);
  if (!id || !status) return null;
  return {
    id,
    filename: str(row.filename) ?? '',
    size: num(row.size) ?? 0,
    type: str(row.type) ?? '',
    pages: num(row.pages),
    status,
    progress: Math.min(1, Math.max(0, num(row.progress) ?? 0)),
    error: str(row.error),
    case_id: str(row.case_id),
    created_at: str(row.created_at) ?? '',
  };
}

/** `data.documents` of `GET /documents`; rows that do not match are left out. Throws on another shape. */
export function parseDocuments(body: unknown): BackendDocument[] {
  const rows = dataOf(body)?.documents;
  if (!Array.isArray(rows)) throw new Error('Respuesta inesperada del servidor');
  return rows.map(parseDocument).filter((d): d is BackendDocument => d !== null);
}

/** `data.pages` of `GET /documents/{id}/text`, in page order. Throws on another shape. */
export function parsePages(body: unknown): BackendPage[] {
  const rows = dataOf(body)?.pages;
  if (!Array.isArray(rows)) throw new Error('Respuesta inesperada del servidor');
  return rows
    .filter(isRecord)
    .map((r) => ({
      page: num(r.page) ?? 0,
      text: str(r.text) ?? '',
      method: str(r.method) ?? 'text',
      confidence: num(r.confidence),
      ...(Array.isArray(r.entities)
        ? {
            entities: r.entities.filter(isRecord).flatMap((e) => {
              const start = num(e.start);
              const end = num(e.end);
              const type = str(e.type);
              return start !== null && end !== null && type ? [{ start, end, type }] : [];
            }),
          }
        : {}),
    }))
    .filter((p) => p.page > 0)
    .sort((a, b) => a.page - b.page);
}

/** Whether any document is still being processed. */
export function anyProcessing(documents: readonly BackendDocument[] | undefined): boolean {
  return (documents ?? []).some((d) => d.status === 'processing');
}

/**
 * SWR `refreshInterval` of the list: every second while a document is processing (or an upload just
 * finished and its document is not in the list yet), otherwise 0 — no polling.
 */
export function pollInterval(documents: readonly BackendDocument[] | undefined, awaiting = false): number {
  return awaiting || anyProcessing(documents) ? POLL_INTERVAL_MS : 0;
}

/** 0..1 → 0–100, rounded. */
export function toPercent(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}

/** OCR confidence as a percent: Tesseract reports 0–100, other engines 0..1. Null stays null. */
export function confidencePercent(confidence: number | null): number | null {
  if (confidence === null || !Number.isFinite(confidence)) return null;
  const percent = confidence <= 1 ? confidence * 100 : confidence;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

/** A row of the DocumentList; `caseTitles` maps case ids to titles. */
export function toDocumentListItem(
  doc: BackendDocument,
  caseTitles: ReadonlyMap<string, string>,
): DocumentListItem {
  return {
    id: doc.id,
    filename: doc.filename,
    type: doc.type.toUpperCase(),
    size: formatSizeKb(doc.size),
    pages: doc.status === 'ready' ? doc.pages : null,
    caseTitle: doc.case_id ? (caseTitles.get(doc.case_id) ?? null) : null,
    created: formatDateEs(doc.created_at),
    status: doc.status,
    progress: doc.status === 'ready' ? 100 : toPercent(doc.progress),
    error: doc.status === 'error' ? (doc.error ?? null) : null,
  };
}

/** Pages for the DocumentTextViewer: 'ocr' keeps its confidence; every other method is text. */
export function toTextPages(pages: readonly BackendPage[]): DocumentTextPage[] {
  return pages.map((p) => ({
    page: p.page,
    text: p.text,
    method: p.method === 'ocr' ? 'ocr' : 'text',
    confidence: p.method === 'ocr' ? confidencePercent(p.confidence) : null,
    ...(p.entities
      ? {
          entities: p.entities.flatMap((e) => {
            const kind = ENTITY_KIND[e.type];
            return kind ? [{ start: e.start, end: e.end, kind }] : [];
          }),
        }
      : {}),
  }));
}

/** Options of the case selects (upload and filter), in the order the server lists the cases. */
export function caseOptions(cases: readonly { id: string; title: string }[]): SelectOption[] {
  return cases.map((c) => ({ value: c.id, label: c.title }));
}

/** The uploader's messages the app picks (pass `es.documents.uploader` from `@alegato/ui`). */
export type UploadCopy = { tooLarge: string; unsupportedFormat: string; uploadFailed: string };

/** The Spanish refusal for a file the client will not send (same words as the server's 413/415). */
export function uploadProblemMessage(problem: UploadProblem, copy: UploadCopy): string {
  return problem === 'too_large' ? copy.tooLarge : copy.unsupportedFormat;
}

/** An upload as the page tracks it: the transfer, then the document the server created. */
export type UploadEntry = {
  /** Row id (client-side). */
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** `queued` waits for a free slot; `sent` has a document id and follows the polled list. */
  phase: 'queued' | 'uploading' | 'sent' | 'failed';
  /** Transfer percent 0–100 while uploading. */
  progress: number;
  /** Why it failed (client check, transfer or server). */
  error: string | null;
  /** The document the server answered with (phase `sent`). */
  document: BackendDocument | null;
};

/**
 * The uploader's row for an entry. Once sent, the row follows the document in the polled list
 * (processing with its progress → 'Listo' or the error); the answer of `POST /upload` stands in until
 * the list has it.
 */
export function toUploadItem(
  entry: UploadEntry,
  listed: ReadonlyMap<string, BackendDocument>,
  copy: UploadCopy,
): UploadItem {
  const base = { id: entry.id, name: entry.name, size: formatSizeKb(entry.size) };
  if (entry.phase === 'failed') {
    return { ...base, status: 'error', error: entry.error ?? copy.uploadFailed };
  }
  if (entry.phase === 'queued') return { ...base, status: 'uploading', progress: 0 };
  if (entry.phase === 'uploading') return { ...base, status: 'uploading', progress: entry.progress };
  const doc = (entry.document && listed.get(entry.document.id)) ?? entry.document;
  if (!doc || doc.status === 'processing') {
    return { ...base, status: 'processing', progress: doc ? toPercent(doc.progress) : 0 };
  }
  if (doc.status === 'ready') return { ...base, status: 'ready', progress: 100 };
  return { ...base, status: 'error', error: doc.error ?? copy.uploadFailed };
}

/**
 * Whether a sent upload still waits for its document to appear in the list or to finish. A document
 * of another case than the list's filter never appears, so it does not keep the list polling.
 */
export function awaitingDocument(
  entry: UploadEntry,
  listed: ReadonlyMap<string, BackendDocument>,
  caseFilter: string | null,
): boolean {
  if (entry.phase !== 'sent' || !entry.document) return false;
  const doc = listed.get(entry.document.id);
  if (doc) return doc.status === 'processing';
  return caseFilter === null || entry.document.case_id === caseFilter;
}
