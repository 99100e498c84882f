/**
 * A small client for the BOE open-data API of consolidated legislation ("API de datos abiertos —
 * legislación consolidada") and the conversion of a norm's consolidated text (XML) into the Markdown
 * layout the importer parses ({@link ./parse.ts}), so a synced norm is stored exactly like a corpus file.
 *
 * Endpoints used (base {@link DEFAULT_BOE_API_URL}, overridable with `BOE_API_URL`):
 * - `GET {base}?from=YYYYMMDD&to=YYYYMMDD&offset=N&limit=N` with `Accept: application/json`: norms whose
 *   consolidated text changed in the window (`{status:{code:"200"}, data:[{identificador, titulo,
 *   rango:{codigo,texto}, fecha_actualizacion:"YYYYMMDDTHHMMSSZ", vigencia_agotada:"S"|"N",
 *   fecha_derogacion?, url_eli, …}]}`);
 * - `GET {base}/id/{id}` (JSON): the same fields for one norm;
 * - `GET {base}/id/{id}/texto` with `Accept: application/xml`: the consolidated text, `<bloque id tipo
 *   titulo>` elements each holding one `<version>` per wording, the last one current, made of
 *   `<p class="articulo|parrafo|titulo_num|capitulo_tit|nota_pie|…">`, `<table>`, `<blockquote>`, lists.
 *
 * Assumptions (built without network access from the published description; kept tolerant):
 * - a field given as `{codigo, texto}` may also come as a plain string, and `data` as one object;
 * - dates are `YYYYMMDD` (`99999999` or empty = none); `fecha_actualizacion` is compared as a string;
 * - a list answer with `status.code` `404` (or HTTP 404) means "nothing in that window";
 * - the last `<version>` of a `<bloque>` is the wording in force; unknown elements give their text;
 * - a norm is repealed when `vigencia_agotada` is `S` or it has a derogation date on or before today.
 *
 * Requests: 10 s timeout each, 2 retries (1 s × attempt) on 5xx, timeouts and network errors, at most 2
 * in flight per client.
 *
 * @module
 */
import { XMLParser } from 'fast-xml-parser';

/** The real API. */
export const DEFAULT_BOE_API_URL = 'https://www.boe.es/datosabiertos/api/legislacion-consolidada';
/** Timeout of one request, body included. */
export const BOE_TIMEOUT_MS = 10_000;
/** Retries after the first attempt on 5xx, timeouts and network errors. */
export const BOE_RETRIES = 2;
/** Wait before retry n: n × this. */
export const BOE_RETRY_DELAY_MS = 1000;
/** Requests in flight at once per client (polite to a public service). */
export const BOE_CONCURRENCY = 2;
/** Norms asked for per page of the list. */
export const BOE_PAGE_SIZE = 1000;
/** Pages read at most from one listing (a guard against a server that ignores `offset`). */
const MAX_PAGES = 100;

/**
 * Why a call to the BOE API failed. The message is a short Spanish detail naming the URL (`HTTP 503 en
 * https://…`, `https://…: ECONNREFUSED`); callers put it in their own sentence.
 */
export class BoeApiError extends Error {
  /** HTTP status, when the server answered. */
  readonly status: number | undefined;
  /** True when the server could not be reached (network error or timeout, after the retries). */
  readonly unreachable: boolean;

  constructor(message: string, options: { status?: number; unreachable?: boolean; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'BoeApiError';
    this.status = options.status;
    this.unreachable = options.unreachable ?? false;
  }
}

/** One norm as the list (or `/id/{id}`) describes it. */
export interface BoeNorm {
  /** `BOE-A-1994-26003`. */
  id: string;
  /** Official title without the trailing full stop (as the corpus files write it). */
  title: string;
  /** Rank as the corpus writes it: `ley`, `ley_organica`, `real_decreto_legislativo`, … (null when absent). */
  rank: string | null;
  /** Publication date `YYYY-MM-DD`. */
  publicationDate: string | null;
  /** `fecha_actualizacion` as sent (`20240517T101010Z`): when the BOE last changed the consolidated text. */
  updatedAt: string | null;
  /** The date part of {@link updatedAt}, `YYYY-MM-DD`. */
  lastUpdated: string | null;
  /** Derogation date `YYYY-MM-DD`, when the BOE gives one. */
  repealDate: string | null;
  /** `vigencia_agotada: 'S'`, or a derogation date on or before the day asked. */
  repealed: boolean;
  /** ELI URL. */
  eli: string | null;
  /** Issuing department. */
  department: string | null;
}

/** Options of {@link createBoeClient}. */
export interface BoeClientOptions {
  /** API base URL. @default DEFAULT_BOE_API_URL */
  baseUrl?: string;
  /** @default 10000 */
  timeoutMs?: number;
  /** @default 2 */
  retries?: number;
  /** @default 1000 */
  retryDelayMs?: number;
  /** @default 2 */
  concurrency?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Today as `YYYY-MM-DD`, to decide whether a derogation date has passed. @default the UTC date now */
  today?: () => string;
}

/** Options of {@link BoeClient.listUpdated}. */
export interface ListUpdatedOptions {
  /** First day `YYYY-MM-DD` (inclusive); omitted = the whole catalogue. */
  from?: string | null;
  /** Last day `YYYY-MM-DD` (inclusive). @default none */
  to?: string | null;
  /** @default 1000 */
  pageSize?: number;
}

/** The BOE API, as {@link createBoeClient} builds it. */
export interface BoeClient {
  /** The base URL in use. */
  readonly baseUrl: string;
  /** Every norm whose consolidated text changed in the window, all pages read. @throws BoeApiError */
  listUpdated(options?: ListUpdatedOptions): Promise<BoeNorm[]>;
  /** One norm's metadata, or null when the BOE does not know it. @throws BoeApiError */
  getNorm(id: string): Promise<BoeNorm | null>;
  /** The consolidated text XML of a norm. @throws BoeApiError */
  getText(id: string): Promise<string>;
}

/** `YYYYMMDD`, `YYYYMMDDTHHMMSSZ` or `YYYY-MM-DD` → `YYYY-MM-DD`; `99999999`, empty or odd → null. */
export function boeDate(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const v = String(raw).trim();
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(v);
  if (!m || m[1] === '9999') return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** `YYYY-MM-DD` → `YYYYMMDD` (the API's query format). */
export function apiDate(isoDay: string): string {
  return isoDay.slice(0, 10).replace(/-/g, '');
}

/** A field that may be `{codigo, texto}` or a plain string: its text, or null. */
function fieldText(v: unknown): string | null {
  if (v && typeof v === 'object' && !Array.isArray(v)) v = (v as Record<string, unknown>).texto;
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return null;
  const t = v.replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
}

/** `Ley Orgánica` → `ley_organica`, as the corpus's `rank`. */
export function rankSlug(text: string | null): string | null {
  if (!text) return null;
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return slug === '' ? null : slug;
}

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * One item of the list (or of `/id/{id}`) → {@link BoeNorm}; null without an `identificador`.
 *
 * @param today - `YYYY-MM-DD`; a derogation date on or before it makes the norm repealed
 */
export function parseBoeNorm(item: unknown, today: string = todayUtc()): BoeNorm | null {
  if (!item || typeof item !== 'object') return null;
  const o = item as Record<string, unknown>;
  const id = fieldText(o.identificador);
  if (!id) return null;
  const updatedAt = fieldText(o.fecha_actualizacion);
  const repealDate = boeDate(fieldText(o.fecha_derogacion));
  const exhausted = (fieldText(o.vigencia_agotada) ?? '').toUpperCase() === 'S';
  return {
    id,
    title: (fieldText(o.titulo) ?? id).replace(/\s*\.$/, ''),
    rank: rankSlug(fieldText(o.rango)),
    publicationDate: boeDate(fieldText(o.fecha_publicacion)),
    updatedAt,
    lastUpdated: boeDate(updatedAt),
    repealDate,
    repealed: exhausted || (repealDate !== null && repealDate <= today),
    eli: fieldText(o.url_eli),
    department: fieldText(o.departamento),
  };
}

/** Runs at most `limit` tasks at once. */
function semaphore(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The `data` of a JSON answer as a list, after checking `status.code`. */
function answerData(text: string, url: string): unknown[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (err) {
    throw new BoeApiError(`respuesta que no es JSON en ${url}`, { cause: err });
  }
  const o = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const code = fieldText((o.status as Record<string, unknown> | undefined)?.code);
  if (code === '404') return [];
  if (code !== null && code !== '200') {
    const text = fieldText((o.status as Record<string, unknown>).text);
    throw new BoeApiError(`estado ${code}${text ? ` (${text})` : ''} en ${url}`);
  }
  const data = o.data;
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') return [data];
  return [];
}

/** Builds a {@link BoeClient}. No request is made until a method is called. */
export function createBoeClient(options: BoeClientOptions = {}): BoeClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_BOE_API_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? BOE_TIMEOUT_MS;
  const retries = options.retries ?? BOE_RETRIES;
  const retryDelayMs = options.retryDelayMs ?? BOE_RETRY_DELAY_MS;
  const doFetch = options.fetch ?? globalThis.fetch;
  const today = options.today ?? todayUtc;
  const limit = semaphore(Math.max(1, options.concurrency ?? BOE_CONCURRENCY));

  /** GET with timeout and retries; the body as text. A 4xx is not retried. */
  const get = async (url: string, accept: string): Promise<string> => {
    let last: BoeApiError | undefined;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(retryDelayMs * attempt);
      const outcome = await limit(async (): Promise<string | BoeApiError> => {
        try {
          const res = await doFetch(url, {
            headers: { accept, 'user-agent': 'Alegato (sync:legislation)' },
            signal: AbortSignal.timeout(timeoutMs),
          });
          if (res.ok) return await res.text();
          await res.body?.cancel().catch(() => {});
          const err = new BoeApiError(`HTTP ${res.status} en ${url}`, {
            status: res.status,
          });
          if (res.status < 500) throw err;
          return err;
        } catch (err) {
          if (err instanceof BoeApiError) throw err;
          const e = err as Error & { cause?: { code?: string; message?: string } };
          const why =
            e.name === 'TimeoutError' || e.name === 'AbortError'
              ? `sin respuesta en ${timeoutMs / 1000} s`
              : (e.cause?.code ?? e.cause?.message ?? e.message);
          return new BoeApiError(`${url}: ${why}`, { unreachable: true, cause: err });
        }
      });
      if (typeof outcome === 'string') return outcome;
      last = outcome;
    }
    throw last ?? new BoeApiError(`${url}: sin respuesta`, { unreachable: true });
  };

  return {
    baseUrl,
    async listUpdated(opts = {}) {
      const pageSize = opts.pageSize ?? BOE_PAGE_SIZE;
      const out: BoeNorm[] = [];
      const seen = new Set<string>();
      const day = today();
      for (let page = 0; page < MAX_PAGES; page++) {
        const q = new URLSearchParams();
        if (opts.from) q.set('from', apiDate(opts.from));
        if (opts.to) q.set('to', apiDate(opts.to));
        q.set('offset', String(page * pageSize));
        q.set('limit', String(pageSize));
        const url = `${baseUrl}?${q.toString()}`;
        let items: unknown[];
        try {
          items = answerData(await get(url, 'application/json'), url);
        } catch (err) {
          if (err instanceof BoeApiError && err.status === 404) break;
          throw err;
        }
        let fresh = 0;
        for (const item of items) {
          const norm = parseBoeNorm(item, day);
          if (!norm || seen.has(norm.id)) continue;
          seen.add(norm.id);
          out.push(norm);
          fresh++;
        }
        if (items.length < pageSize || fresh === 0) break;
      }
      return out;
    },
    async getNorm(id) {
      const url = `${baseUrl}/id/${encodeURIComponent(id)}`;
      try {
        const [item] = answerData(await get(url, 'application/json'), url);
        return parseBoeNorm(item, today());
      } catch (err) {
        if (err instanceof BoeApiError && err.status === 404) return null;
        throw err;
      }
    },
    getText(id) {
      return get(`${baseUrl}/id/${encodeURIComponent(id)}/texto`, 'application/xml');
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Consolidated text (XML) → Markdown of the corpus layout

/** A node of fast-xml-parser's `preserveOrder` output: `{tag: children, ':@': attributes}` or `{'#text'}`. */
type XmlNode = Record<string, unknown>;

const xmlParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
});

function tagOf(node: XmlNode): string {
  return Object.keys(node).find((k) => k !== ':@') ?? '';
}

function childrenOf(node: XmlNode): XmlNode[] {
  const v = node[tagOf(node)];
  return Array.isArray(v) ? (v as XmlNode[]) : [];
}

function attr(node: XmlNode, name: string): string {
  const a = node[':@'] as Record<string, unknown> | undefined;
  const v = a?.[name];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}

/** The words of an element: text and inline children, `<br>` as a space, whitespace collapsed. */
function inlineText(nodes: readonly XmlNode[]): string {
  const parts: string[] = [];
  const walk = (list: readonly XmlNode[]) => {
    for (const n of list) {
      const tag = tagOf(n);
      if (tag === '#text') parts.push(String(n['#text'] ?? ''));
      else if (tag === 'br') parts.push(' ');
      else walk(childrenOf(n));
    }
  };
  walk(nodes);
  return parts
    .join('')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** A line that would read as Markdown structure (`#`, `>`, `|`, `---`) is pushed off the margin. */
function plain(text: string): string {
  return /^(?:#|>|\||-{3})/.test(text) ? ` ${text}` : text;
}

const HEADING_LEVELS: readonly [RegExp, number][] = [
  [/^(?:libro|titulo|parte)(?:_|$)/, 2],
  [/^capitulo(?:_|$)/, 3],
  [/^(?:sub)?seccion(?:_|$)/, 4],
];

/** Renders the children of a `<version>` (or a `<blockquote>`) into Markdown blocks. */
function renderBlocks(nodes: readonly XmlNode[], quoted: boolean, out: string[]): void {
  for (const n of nodes) {
    const tag = tagOf(n);
    if (tag === '#text') {
      const t = inlineText([n]);
      if (t) out.push(plain(t));
      continue;
    }
    if (tag === 'blockquote') {
      renderBlocks(childrenOf(n), true, out);
      continue;
    }
    if (tag === 'table') {
      const rows: string[] = [];
      const walk = (list: readonly XmlNode[]) => {
        for (const r of list) {
          if (tagOf(r) === 'tr') {
            const cells = childrenOf(r)
              .filter((c) => tagOf(c) === 'td' || tagOf(c) === 'th')
              .map((c) => inlineText(childrenOf(c)).replace(/\|/g, '/'));
            if (cells.some((c) => c !== '')) rows.push(`| ${cells.join(' | ')} |`);
          } else if (tagOf(r) !== '#text') walk(childrenOf(r));
        }
      };
      walk(childrenOf(n));
      if (rows.length > 0) out.push(rows.join('\n'));
      continue;
    }
    if (tag === 'ol' || tag === 'ul') {
      for (const li of childrenOf(n)) {
        const t = inlineText(childrenOf(li));
        if (t) out.push(plain(t));
      }
      continue;
    }
    const text = inlineText(childrenOf(n));
    if (!text) continue;
    const cls = attr(n, 'class').trim().toLowerCase();
    if (cls.startsWith('nota_pie')) {
      out.push(`> ${text}`);
      continue;
    }
    if (!quoted && tag === 'p') {
      if (cls === 'articulo' && !/^[«"“]/.test(text)) {
        out.push(`##### ${text}`);
        continue;
      }
      const level = HEADING_LEVELS.find(([re]) => re.test(cls))?.[1];
      if (level) {
        out.push(`${'#'.repeat(level)} ${text}`);
        continue;
      }
    }
    out.push(plain(text));
  }
}

/** Every `<bloque>` of the document, in order. */
function findBlocks(nodes: readonly XmlNode[], out: XmlNode[] = []): XmlNode[] {
  for (const n of nodes) {
    const tag = tagOf(n);
    if (tag === 'bloque') out.push(n);
    else if (tag !== '#text') findBlocks(childrenOf(n), out);
  }
  return out;
}

/** The Markdown body (no front matter) of a consolidated text: one section per block, current wording. */
export function boeTextBody(xml: string): string {
  let doc: XmlNode[];
  try {
    doc = xmlParser.parse(xml) as XmlNode[];
  } catch (err) {
    throw new BoeApiError(`El texto consolidado no es XML válido: ${(err as Error).message}`, { cause: err });
  }
  const out: string[] = [];
  for (const block of findBlocks(doc)) {
    const versions = childrenOf(block).filter((c) => tagOf(c) === 'version');
    const current = versions.at(-1);
    if (!current) continue;
    const blocks: string[] = [];
    renderBlocks(childrenOf(current), false, blocks);
    const type = attr(block, 'tipo').toLowerCase();
    if (type === 'nota_inicial') {
      out.push(...blocks.map((b) => (b.startsWith('>') ? b : `> ${b.trim()}`)));
      continue;
    }
    // A precept whose text has no heading paragraph gets the block's title as its heading.
    const title = attr(block, 'titulo').replace(/\s+/g, ' ').trim();
    if (type === 'precepto' && title && !blocks.some((b) => b.startsWith('#'))) {
      blocks.unshift(`##### ${title}`);
    }
    out.push(...blocks);
  }
  return out.join('\n\n');
}

/** Options of {@link boeNormMarkdown}. */
export interface BoeMarkdownOptions {
  /** `status` written: `repealed` or `in_force`. @default from norm.repealed */
  status?: 'in_force' | 'repealed';
}

/**
 * A norm as a corpus file: YAML front matter (`title`, `identifier`, `rank`, `publication_date`,
 * `last_updated`, `status`, `source`, `department`), the `# title` line, then the text with articles as
 * `##### Artículo N.` headings, structural headings (`##` título/libro, `###` capítulo, `####` sección),
 * paragraphs separated by blank lines and notes as `>` lines. Deterministic: the same inputs give the
 * same bytes (so an unchanged norm keeps its sha256 and the importer skips it).
 */
export function boeNormMarkdown(norm: BoeNorm, xml: string, options: BoeMarkdownOptions = {}): string {
  const status = options.status ?? (norm.repealed ? 'repealed' : 'in_force');
  const fields: [string, string | null][] = [
    ['title', norm.title],
    ['identifier', norm.id],
    ['rank', norm.rank],
    ['publication_date', norm.publicationDate],
    ['last_updated', norm.lastUpdated],
    ['status', status],
    ['source', norm.eli],
    ['department', norm.department],
  ];
  const front = fields
    .filter((f): f is [string, string] => f[1] !== null)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n');
  const body = boeTextBody(xml);
  return `---\n${front}\n---\n# ${norm.title}\n\n${body}\n`;
}
