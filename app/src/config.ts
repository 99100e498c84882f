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
  /**
   * Base URL of the Supabase-compatible auth service (`<url>/auth/v1`): '' means the same origin (our
   * server's own `/auth/v1`); hosted Supabase when the server is configured with `SUPABASE_URL`.
   * `VITE_SUPABASE_URL` at build time overrides it. @default ''
   */
  authUrl: string;
  /** The public API key supabase-js sends (`apikey`); our server accepts any. @default 'alegato-public' */
  authAnonKey: string;
  /**
   * Whether a server configured this page (its JSON was injected). False on a plain static host or
   * `vite dev` without a server: the login button then says '(Modo Demo)' (spec §2). @default false
   */
  backendConfigured: boolean;
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
  authUrl: '',
  authAnonKey: 'alegato-public',
  backendConfigured: false,
});

/*
 * Field validators. Hand-written rather than zod: this runs in the landing page's entry chunk, and zod's
 * core would add ~13 KB gzip to the initial JS budget (120 KB, `npm run bench`) for five rules.
 */

/** A trimmed, non-empty, single-line string of reasonable length; otherwise the fallback. */
function text(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= 300 && !/[\r\n]/.test(trimmed) ? trimmed : fallback;
}

/** An e-mail address (the same shape zod's `email()` accepts, simplified); otherwise the fallback. */
function mailbox(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const trimmed = value.trim();
  return /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@[A-Za-z0-9][A-Za-z0-9-]*(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(
    trimmed,
  )
    ? trimmed
    : fallback;
}

/**
 * A base URL: '' (same origin), an absolute path ('/api') or an http(s) URL. The trailing slash is
 * dropped so callers can append paths that start with '/'. Anything else (`javascript:`, `//host`,
 * relative paths) falls back to ''.
 */
function baseUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  const ok = trimmed === '' || /^\/(?!\/)/.test(trimmed) || /^https?:\/\/[^\s/]+/i.test(trimmed);
  return ok ? trimmed.replace(/\/+$/, '') : '';
}

/** A public API key: printable ASCII without spaces, up to 2 KB (JWT anon keys are ~200 bytes). */
function apiKey(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_CONFIG.authAnonKey;
  const trimmed = value.trim();
  return /^[\x21-\x7e]{1,2048}$/.test(trimmed) ? trimmed : DEFAULT_CONFIG.authAnonKey;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

function parseConfig(raw: Record<string, unknown>): AppConfig {
  const owner = record(raw.owner);
  const mailboxes = record(raw.mailboxes);
  return {
    productName: text(raw.productName, DEFAULT_CONFIG.productName),
    owner: owner
      ? {
          name: text(owner.name, DEFAULT_CONFIG.owner.name),
          nif: text(owner.nif, DEFAULT_CONFIG.owner.nif),
          address: text(owner.address, DEFAULT_CONFIG.owner.address),
        }
      : DEFAULT_CONFIG.owner,
    mailboxes: mailboxes
      ? {
          contact: mailbox(mailboxes.contact, DEFAULT_CONFIG.mailboxes.contact),
          privacy: mailbox(mailboxes.privacy, DEFAULT_CONFIG.mailboxes.privacy),
          legal: mailbox(mailboxes.legal, DEFAULT_CONFIG.mailboxes.legal),
        }
      : DEFAULT_CONFIG.mailboxes,
    apiBaseUrl: baseUrl(raw.apiBaseUrl),
    reportsBaseUrl: baseUrl(raw.reportsBaseUrl),
    pdfBaseUrl: baseUrl(raw.pdfBaseUrl),
    authUrl: baseUrl(raw.authUrl),
    authAnonKey: apiKey(raw.authAnonKey),
    backendConfigured: true,
  };
}

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
  return parseConfig(raw as Record<string, unknown>);
}

/** Reads the config the server injected into the current document (browser only). */
export function readDocumentConfig(doc: Document = document): AppConfig {
  return readConfig(doc.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? null);
}
