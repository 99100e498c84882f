import type {
  ArticleViewerArticle,
  ArticleViewerNorm,
  ArticleViewerSibling,
  ArticleViewerTocEntry,
  SearchLawOption,
} from '@alegato/ui';

/**
 * The legislation reader's answers (`/legislation/norms…`, `/system/capabilities`; issue 12 items 7–8)
 * to ArticleViewer and SearchPanel view models, and the citation 'Copiar cita' copies. Pure; tested in
 * toViewModel.test.ts.
 */

/** A norm as the app reads it from `GET /legislation/norms` and `…/norms/{id}`. */
export type Norm = {
  normId: string;
  title: string;
  /** The usual abbreviation ('LAU'), or null. */
  shortName: string | null;
  inForce: boolean;
  /** The consolidated text on boe.es, or null. */
  sourceUrl: string | null;
  /** The BOE attribution line ('' when the server sent none). */
  attribution: string;
  /** Last consolidated change, `YYYY-MM-DD`, or null. */
  lastUpdated: string | null;
};

/** A norm with its table of contents (`GET /legislation/norms/{normId}`). */
export type NormWithToc = { norm: Norm; toc: ArticleViewerTocEntry[] };

/** One section with its neighbours (`GET /legislation/norms/{normId}/sections/{anchor}`). */
export type SectionPage = {
  norm: Norm;
  section: ArticleViewerArticle;
  previous: ArticleViewerSibling | null;
  next: ArticleViewerSibling | null;
};

/** Thrown when an answer does not have the reader's shape. */
export const UNEXPECTED_ANSWER = 'Respuesta inesperada del servidor';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** `data` of a `{success, data}` answer. */
function data(body: unknown): Record<string, unknown> {
  return record(record(body).data);
}

/** A wire norm (snake_case) → Norm; null without a BOE id. */
export function parseNorm(row: unknown): Norm | null {
  const r = record(row);
  const normId = str(r.norm_id);
  if (!normId) return null;
  return {
    normId,
    title: str(r.title) ?? normId,
    shortName: str(r.short_name),
    inForce: r.in_force !== false,
    sourceUrl: str(r.source_url),
    attribution: str(r.attribution) ?? '',
    lastUpdated: str(r.last_updated),
  };
}

/** `GET /legislation/norms` → its norms (rows without a BOE id left out). */
export function parseNorms(body: unknown): Norm[] {
  const rows = data(body).norms;
  if (!Array.isArray(rows)) throw new Error(UNEXPECTED_ANSWER);
  return rows.map(parseNorm).filter((norm): norm is Norm => norm !== null);
}

function tocEntry(row: unknown): ArticleViewerTocEntry | null {
  const r = record(row);
  const anchor = str(r.anchor);
  if (!anchor) return null;
  return { anchor, heading: str(r.heading) ?? anchor, article: str(r.article) };
}

function sibling(row: unknown): ArticleViewerSibling | null {
  const r = record(row);
  const anchor = str(r.anchor);
  return anchor ? { anchor, heading: str(r.heading) ?? anchor } : null;
}

/** `GET /legislation/norms/{normId}` → the norm and its table of contents. */
export function parseNormWithToc(body: unknown): NormWithToc {
  const d = data(body);
  const norm = parseNorm(d.norm);
  if (!norm || !Array.isArray(d.toc)) throw new Error(UNEXPECTED_ANSWER);
  return { norm, toc: d.toc.map(tocEntry).filter((e): e is ArticleViewerTocEntry => e !== null) };
}

/** `GET /legislation/norms/{normId}/sections/{anchor}` → the section, its norm and its neighbours. */
export function parseSectionPage(body: unknown): SectionPage {
  const d = data(body);
  const norm = parseNorm(d.norm);
  const entry = tocEntry(d.section);
  if (!norm || !entry) throw new Error(UNEXPECTED_ANSWER);
  const s = record(d.section);
  return {
    norm,
    section: {
      ...entry,
      text: typeof s.text === 'string' ? s.text : '',
      notes: Array.isArray(s.notes) ? s.notes.filter((n): n is string => typeof n === 'string') : [],
    },
    previous: sibling(d.previous),
    next: sibling(d.next),
  };
}

/** Whether the public legislation is loaded: `data.legislation.norms` of `/system/capabilities` > 0. */
export function legislationLoaded(capabilities: unknown): boolean {
  const norms = record(data(capabilities).legislation).norms;
  return typeof norms === 'number' && norms > 0;
}

/** `YYYY-MM-DD` → `DD/MM/YYYY` (as the viewer shows dates); anything else unchanged. */
export function displayDate(date: string | null): string | null {
  if (!date) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/** Norm → the ArticleViewer's norm. */
export function toArticleViewerNorm(norm: Norm): ArticleViewerNorm {
  return {
    normId: norm.normId,
    title: norm.title,
    shortName: norm.shortName,
    inForce: norm.inForce,
    sourceUrl: norm.sourceUrl,
    attribution: norm.attribution,
    lastUpdated: displayDate(norm.lastUpdated),
  };
}

/** A norm of the search's law filter: 'LAU · Ley 29/1994, …', or the title alone. */
export function toLawOption(norm: Norm): SearchLawOption {
  return { id: norm.normId, label: norm.shortName ? `${norm.shortName} · ${norm.title}` : norm.title };
}

/**
 * What 'Copiar cita' copies: 'art. 36 LAU' for an article (the title when the norm has no short name);
 * for another section its heading's label — the part before its title, 'Disposición adicional primera'
 * of 'Disposición adicional primera. Fianzas' — and the norm: 'Disposición adicional primera LAU'.
 */
export function citationFor(
  norm: Pick<Norm, 'title' | 'shortName'>,
  section: Pick<ArticleViewerTocEntry, 'heading' | 'article'> | null,
): string {
  const name = norm.shortName ?? norm.title;
  if (!section) return name;
  if (section.article) return `art. ${section.article} ${name}`;
  const heading = section.heading.trim();
  const stop = heading.search(/\.\s/);
  const label = (stop > 0 ? heading.slice(0, stop) : heading).replace(/\.$/, '');
  return label ? `${label} ${name}` : name;
}

/** The fragment of `hash` ('#articulo-36' → 'articulo-36'), decoded; null when there is none. */
export function anchorFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw.trim() === '') return null;
  try {
    return decodeURIComponent(raw).trim() || null;
  } catch {
    return raw.trim();
  }
}

/** The section to show: the address's anchor, else the first entry of the table of contents. */
export function currentAnchor(hash: string, toc: readonly ArticleViewerTocEntry[]): string | null {
  return anchorFromHash(hash) ?? toc[0]?.anchor ?? null;
}

/** The page title of an article: 'Art. 36 LAU' style citation, else the norm's name. */
export function articlePageTitle(
  norm: Pick<Norm, 'title' | 'shortName'>,
  section: SectionPage['section'] | null,
) {
  return section ? citationFor(norm, section) : (norm.shortName ?? norm.title);
}

/** Progress of an admin import (`GET /legislation/import/{id}` → `data.import`). */
export type ImportProgress = {
  id: string;
  status: 'running' | 'done' | 'error';
  done: number;
  total: number;
  /** The server's Spanish summary when finished (or why it failed); null while running. */
  message: string | null;
};

/** `POST /legislation/import` (202) and `GET /legislation/import/{id}` → the import's progress. */
export function parseImport(body: unknown): ImportProgress {
  const r = record(data(body).import);
  const id = str(r.id);
  if (!id) throw new Error(UNEXPECTED_ANSWER);
  const status = r.status === 'done' || r.status === 'error' ? r.status : 'running';
  const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
  return { id, status, done: count(r.done), total: count(r.total), message: str(r.message) };
}

/** Percent of an import done (0–100), or null while the total is unknown. */
export function importPercent(progress: Pick<ImportProgress, 'done' | 'total'>): number | null {
  if (progress.total <= 0) return null;
  return Math.min(100, Math.round((progress.done / progress.total) * 100));
}
