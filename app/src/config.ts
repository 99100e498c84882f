import * as z from 'zod/mini';

/**
 * Runtime configuration. The server injects it into `index.html` as
 * `<script id="alegato-config" type="application/json">{…}</script>`: JSON is data, not code, so the CSP
 * (`script-src 'self'`, no inline scripts) allows it. Every field has a default, so the app also runs
 * from `vite dev` or a plain static host with no injection at all.
 */
export type AppConfig = {
  /** Product name in titles, toasts and legal texts. @default 'Alegato' */
  productName: string;
  /** The owner's legal identity, shown in the footer and the legal pages (spec §1). */
  owner: { name: string; nif: string; address: string };
  /** Contact mailboxes shown in the footer and the legal pages. */
  mailboxes: { contact: string; privacy: string; legal: string };
  /** Main backend base URL; '' means the same origin. @default '' */
  apiBaseUrl: string;
  /** Reports backend base URL; '' means the same origin. @default '' */
  reportsBaseUrl: string;
  /** PDF service base URL; '' means the same origin. @default '' */
  pdfBaseUrl: string;
};

/** The `id` of the injected JSON script element. */
export const CONFIG_ELEMENT_ID = 'alegato-config';

/** Defaults used for any field that is missing or invalid. */
export const DEFAULT_CONFIG: AppConfig = Object.freeze({
  productName: 'Alegato',
  owner: Object.freeze({
    name: 'Alegato Legal Tech, S.L.',
    nif: 'B00000000',
    address: 'Calle Mayor 1, 28013 Madrid',
  }),
  mailboxes: Object.freeze({
    contact: 'hola@alegato.es',
    privacy: 'privacidad@alegato.es',
    legal: 'legal@alegato.es',
  }),
  apiBaseUrl: '',
  reportsBaseUrl: '',
  pdfBaseUrl: '',
});

/** A trimmed, non-empty, single-line string of reasonable length; otherwise the fallback. */
const text = (fallback: string) =>
  z.catch(z.string().check(z.trim(), z.minLength(1), z.maxLength(300), z.regex(/^[^\r\n]*$/)), fallback);

/** An e-mail address; otherwise the fallback. */
const mailbox = (fallback: string) => z.catch(z.pipe(z.string().check(z.trim()), z.email()), fallback);

/**
 * A base URL: '' (same origin), an absolute path ('/api') or an http(s) URL. The trailing slash is
 * dropped so callers can append paths that start with '/'. Anything else (`javascript:`, `//host`,
 * relative paths) falls back to ''.
 */
const baseUrl = z.catch(
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s/]+/i.test(value)),
    ),
    z.transform((value) => value.replace(/\/+$/, '')),
  ),
  '',
);

const configSchema = z.object({
  productName: text(DEFAULT_CONFIG.productName),
  owner: z.catch(
    z.object({
      name: text(DEFAULT_CONFIG.owner.name),
      nif: text(DEFAULT_CONFIG.owner.nif),
      address: text(DEFAULT_CONFIG.owner.address),
    }),
    DEFAULT_CONFIG.owner,
  ),
  mailboxes: z.catch(
    z.object({
      contact: mailbox(DEFAULT_CONFIG.mailboxes.contact),
      privacy: mailbox(DEFAULT_CONFIG.mailboxes.privacy),
      legal: mailbox(DEFAULT_CONFIG.mailboxes.legal),
    }),
    DEFAULT_CONFIG.mailboxes,
  ),
  apiBaseUrl: baseUrl,
  reportsBaseUrl: baseUrl,
  pdfBaseUrl: baseUrl,
});

/**
 * Parses the injected configuration. Pure: the text in, a complete config out. `null`, empty text,
 * invalid JSON or a non-object give the defaults; each invalid field falls back to its own default
 * (a bad NIF does not throw away a good API URL); unknown fields are dropped.
 */
export function readConfig(jsonText: string | null): AppConfig {
  if (jsonText === null || jsonText.trim() === '') return DEFAULT_CONFIG;
  let raw: unknown;
  try {
    raw = JSON.parse(jsonText);
  } catch {
    return DEFAULT_CONFIG;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return DEFAULT_CONFIG;
  return configSchema.parse(raw);
}

/** Reads the config the server injected into the current document (browser only). */
export function readDocumentConfig(doc: Document = document): AppConfig {
  return readConfig(doc.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? null);
}
