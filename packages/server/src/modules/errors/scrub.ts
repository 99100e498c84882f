/**
 * Personal data out of error reports before they are stored (issue 14 item 8), and the fingerprint that
 * groups occurrences of the same error. Pure functions, no I/O.
 *
 * @module
 */
import { createHash } from 'node:crypto';
import type { ErrorSource, StoredErrorRecord } from './schema.js';

/** Longest message kept (characters). */
export const MESSAGE_MAX = 1000;
/** Longest stack kept (characters). */
export const STACK_MAX = 8000;
/** Longest page, URL, component, action or user agent kept (characters). */
export const FIELD_MAX = 512;
/** Longest string metadata value kept (a React component stack). */
export const METADATA_VALUE_MAX = 2000;
/** Most metadata keys kept. */
export const METADATA_KEYS_MAX = 20;

/**
 * The replacements, in order: URLs lose their query string and fragment first (tokens travel there:
 * `?token=`, `#access_token=`), then tokens, e-mail addresses, IBANs, NIE/DNI numbers and phone numbers.
 */
const RULES: ReadonlyArray<readonly [RegExp, string | ((m: string, ...g: string[]) => string)]> = [
  // http(s) URLs: keep scheme, host and path.
  [
    /\b(https?:\/\/[^\s?#"'<>()]*)([?#][^\s"'<>()]*)/gi,
    (_m: string, base: string, rest: string) => `${base}${rest.startsWith('?') ? '?[…]' : '#[…]'}`,
  ],
  // JWTs (also inside other text) and bearer tokens.
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, '[token]'],
  [/\b(Bearer)\s+[A-Za-z0-9._~+/=-]{8,}/gi, '$1 [token]'],
  // `token=…`, `apikey: …`, `password=…` outside URLs.
  [
    /\b(access_token|refresh_token|token|apikey|api_key|password|secret)(["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi,
    '$1$2[…]',
  ],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, '[email]'],
  // IBAN: two letters, two check digits, 11–30 alphanumerics, optionally grouped by four.
  [/\b[A-Z]{2}\d{2}(?:[ -]?[A-Z0-9]{4}){2,7}(?:[ -]?[A-Z0-9]{1,4})?\b/g, '[iban]'],
  // NIE (X/Y/Z + 7 digits + letter) and DNI (8 digits + letter).
  [/\b[XYZ][ -]?\d{7}[ -]?[A-Z]\b/gi, '[nie]'],
  [/\b\d{8}[ -]?[A-Z]\b/gi, '[dni]'],
  // Phone numbers: international (+34 612 345 678) and Spanish nine-digit numbers (612345678).
  [/(?:\+|\b00)\d{1,3}[ .-]?\d{2,4}(?:[ .-]?\d{2,4}){2,4}\b/g, '[teléfono]'],
  [/\b[6789]\d{2}[ .-]?\d{3}[ .-]?\d{3}\b/g, '[teléfono]'],
];

/**
 * `text` without personal data: e-mail addresses, DNI/NIE, IBANs, phone numbers, bearer tokens and
 * JWTs, and the query string and fragment of URLs are replaced by placeholders (`[email]`, `[dni]`…).
 * Pure.
 */
export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) {
    out =
      typeof replacement === 'string'
        ? out.replace(pattern, replacement)
        : out.replace(pattern, replacement as (m: string, ...g: string[]) => string);
  }
  return out;
}

/** Cuts `value` to `max` characters (with '…'), without leaving half a surrogate pair. */
export function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  let cut = value.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Text made storable in PostgreSQL `text`/`jsonb`: NUL removed and lone surrogates replaced. */
function storable(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/\u0000/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
  );
}

/** Scrubbed, storable and clipped. */
const clean = (value: string, max: number) => clip(scrubText(storable(value)), max);

/** A page or URL kept without query string or fragment, scrubbed (a path may hold an e-mail). */
export function cleanLocation(value: string): string {
  const withoutQuery = value.replace(/[?#].*$/s, '');
  return clean(withoutQuery, FIELD_MAX);
}

/** What a reported record may carry (the spec's local error record, §3; extra fields are ignored). */
export interface ReportedRecord {
  error: { name: string; message: string; stack?: string | undefined };
  context: {
    page?: string | undefined;
    component?: string | undefined;
    action?: string | undefined;
    metadata?: Record<string, unknown> | undefined;
    userId?: string | undefined;
    timestamp: string;
    url?: string | undefined;
    userAgent?: string | undefined;
  };
}

/**
 * The record as stored: every text scrubbed ({@link scrubText}) and clipped (message 1,000 characters,
 * stack 8,000, other fields 512), URLs and pages without query string, metadata reduced to at most 20
 * string, number or boolean values, and the client-declared `userId` dropped (the user comes from the
 * bearer token only). Pure.
 */
export function scrubRecord(record: ReportedRecord): StoredErrorRecord {
  const { error, context } = record;
  const out: StoredErrorRecord = {
    error: {
      name: clean(error.name || 'Error', 200),
      message: clean(error.message, MESSAGE_MAX),
      ...(error.stack ? { stack: clean(error.stack, STACK_MAX) } : {}),
    },
    context: { timestamp: context.timestamp },
  };
  if (context.page) out.context.page = cleanLocation(context.page);
  if (context.url) out.context.url = cleanLocation(context.url);
  if (context.component) out.context.component = clean(context.component, FIELD_MAX);
  if (context.action) out.context.action = clean(context.action, FIELD_MAX);
  if (context.userAgent) out.context.userAgent = clip(storable(context.userAgent), FIELD_MAX);
  if (context.metadata) {
    const metadata: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(context.metadata).slice(0, METADATA_KEYS_MAX)) {
      const k = clip(storable(key), 100);
      if (typeof value === 'string') metadata[k] = clean(value, METADATA_VALUE_MAX);
      else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
        metadata[k] = value;
      }
    }
    out.context.metadata = metadata;
  }
  return out;
}

/**
 * The message as grouped: ids, numbers and hex strings become '#', quoted values '«»', spaces collapsed,
 * lower case, so 'No se encontró el caso 4f1c…' and 'No se encontró el caso 9a2b…' are one group. Pure.
 */
export function normaliseMessage(message: string): string {
  return message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '#')
    .replace(/\b[0-9a-f]*\d[0-9a-f]*\b/gi, '#')
    .replace(/\d+/g, '#')
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '«»')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The first frame of a stack (V8 `at fn (file:line:col)` or Firefox/Safari `fn@file:line:col`), without
 * line and column, origin, query string or the build hash of chunk names, so a new deploy keeps the
 * group. Empty when the stack has no frame. Pure.
 */
export function topFrame(stack: string | undefined): string {
  if (!stack) return '';
  const frame = stack
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') || /^[^\s@]*@\S+:\d+/.test(line));
  if (!frame) return '';
  return frame
    .replace(/https?:\/\/[^/\s)]+/g, '')
    .replace(/[?#][^\s):]*/g, '')
    .replace(/:\d+(?::\d+)?/g, '')
    .replace(/-[A-Za-z0-9_]{6,12}(\.m?js)/g, '$1')
    .trim();
}

/**
 * The group of an error: a hex sha-256 (32 characters) of its source, name, normalised message
 * ({@link normaliseMessage}) and top stack frame ({@link topFrame}). Pure.
 */
export function errorFingerprint(
  source: ErrorSource,
  error: { name: string; message: string; stack?: string | undefined },
): string {
  return createHash('sha256')
    .update([source, error.name, normaliseMessage(error.message), topFrame(error.stack)].join('\n'))
    .digest('hex')
    .slice(0, 32);
}
