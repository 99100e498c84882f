import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CONFIG_MESSAGES, httpUrl, jsonText } from './config-fields.js';
import type { AlertConfig } from './modules/errors/alerts.js';
import type { StorageConfig } from './modules/files/store.js';
import { DEFAULT_SEARCHES_IN_FLIGHT } from './http/admission.js';
import { DEFAULT_USER_RATE_LIMITS, type UserRateLimits } from './middleware/rate-limit.js';
import { parseTrustProxy, type TrustProxy } from './middleware/socket-address.js';
import { authEnvShape, buildAuthConfig, type AuthConfig } from './modules/auth/config.js';
import { billingEnvShape, buildBillingConfig, type BillingConfig } from './modules/billing/config.js';

/** Log levels accepted by `LOG_LEVEL` (pino's levels). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A pino log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** AI providers of report enhancement (`AI_PROVIDER`); empty means `embedded`. */
export const AI_PROVIDERS = ['embedded', 'anthropic', 'openai-compatible'] as const;

/** An AI provider of report enhancement. */
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** `AI_MODEL` when unset, per provider. */
export const DEFAULT_AI_MODELS: Readonly<Record<AiProvider, string>> = {
  embedded: 'alegato-legal-composer',
  anthropic: 'claude-sonnet-4-5',
  'openai-compatible': 'gpt-4o-mini',
};

/**
 * The built app, `<repo>/app/dist`, found from this file's location. The same relative path works from
 * `src/config.ts` (tests, tsx) and from `dist/config.js` (the built server).
 */
const DEFAULT_APP_DIST_DIR = fileURLToPath(new URL('../../../app/dist', import.meta.url));

/** Owner identity defaults: placeholders for a Spanish company, to be replaced in production. */
const IDENTITY_DEFAULTS = {
  PRODUCT_NAME: 'Alegato',
  OWNER_NAME: 'Alegato Legal Tech, S.L.',
  OWNER_NIF: 'B00000000',
  OWNER_ADDRESS: 'Calle Mayor 1, 28013 Madrid',
  CONTACT_EMAIL: 'hola@alegato.es',
  PRIVACY_EMAIL: 'privacidad@alegato.es',
  LEGAL_EMAIL: 'legal@alegato.es',
} as const;

/** An empty or blank variable counts as "not set", as in most twelve-factor tools. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());
}

const text = z.string().trim();

const port = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, 'debe ser un número entero entre 0 y 65535')
  .transform(Number)
  .refine((n) => n >= 0 && n <= 65535, 'debe ser un número entero entre 0 y 65535');

const millis = z
  .string()
  .trim()
  .regex(/^\d{3,7}$/, 'debe ser un número de milisegundos entre 100 y 9999999')
  .transform(Number);

const smallCount = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, 'debe ser un número entero entre 1 y 64')
  .transform(Number)
  .refine((n) => n >= 1 && n <= 64, 'debe ser un número entero entre 1 y 64');

/** `STORAGE_URL`: `file:///absolute/dir` (a directory every server sees) or `s3://bucket/prefix` (ADR 0037). */
const storageUrl = z
  .string()
  .trim()
  .transform((v, ctx): { kind: 'file'; dir: string } | { kind: 's3'; bucket: string; prefix: string } => {
    try {
      const u = new URL(v);
      if (u.protocol === 'file:' && (u.host === '' || u.host === 'localhost') && u.pathname !== '/') {
        return { kind: 'file', dir: fileURLToPath(u).replace(/\/+$/, '') };
      }
      if (u.protocol === 's3:' && /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(u.hostname) && !u.search) {
        const path = decodeURIComponent(u.pathname).replace(/^\/+|\/+$/g, '');
        return { kind: 's3', bucket: u.hostname, prefix: path === '' ? '' : `${path}/` };
      }
    } catch {
      // Reported below.
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'debe ser una URL file:///directorio (un directorio compartido que vean todos los servidores) o s3://bucket/prefijo',
    });
    return z.NEVER;
  });

/** PGlite's buffer cache when `PGLITE_SHARED_BUFFERS` is not set: PostgreSQL's default. */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '128MB';

/** `PGLITE_SHARED_BUFFERS`: a PostgreSQL memory size, 1MB to 4GB (`16MB`, `131072kB`, `1GB`). */
const memorySize = z
  .string()
  .trim()
  .regex(/^\d{1,7}(kB|MB|GB)$/, 'debe ser un tamaño de memoria como 16MB, 128MB o 1GB (kB, MB o GB)')
  .refine((v) => {
    const n = Number.parseInt(v, 10);
    const kb = v.endsWith('GB') ? n * 1024 * 1024 : v.endsWith('MB') ? n * 1024 : n;
    return kb >= 1024 && kb <= 4 * 1024 * 1024;
  }, 'debe estar entre 1MB y 4GB');

const onOff = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0'], { error: CONFIG_MESSAGES.boolean }))
  .transform((v) => v === 'true' || v === '1');

const postgresUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'postgres:' || u.protocol === 'postgresql:';
    } catch {
      return false;
    }
  }, 'debe ser una URL postgres:// o postgresql:// válida');

const email = z.string().trim().pipe(z.email('debe ser una dirección de correo válida'));

const smtpUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'smtp:' || u.protocol === 'smtps:') && u.hostname !== '';
    } catch {
      return false;
    }
  }, 'debe ser una URL smtp:// o smtps:// válida (smtp://usuario:clave@servidor:587)');

/** `dirección@dominio` or `Nombre <dirección@dominio>`, on one line (no header injection). */
const mailFrom = z
  .string()
  .trim()
  .refine((v) => {
    if (/[\r\n]/.test(v)) return false;
    const m = /^(?:([^<>"]*|"[^"]*")\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(v);
    const address = m?.[2] ?? m?.[3];
    return address !== undefined && z.email().safeParse(address).success;
  }, 'debe ser una dirección de correo o "Nombre <dirección@dominio>"');

/** Comma-separated origins (`https://app.example.com,http://localhost:5173`), normalised and deduplicated. */
const origins = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const list = (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const out: string[] = [];
    for (const item of list) {
      let origin: string | undefined;
      try {
        const u = new URL(item);
        const isBareOrigin = u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password;
        if ((u.protocol === 'http:' || u.protocol === 'https:') && isBareOrigin) origin = u.origin;
      } catch {
        origin = undefined;
      }
      if (!origin) {
        ctx.addIssue({
          code: 'custom',
          message: `"${item}" no es un origen válido (esquema://host[:puerto], sin ruta ni comodín)`,
        });
        continue;
      }
      if (!out.includes(origin)) out.push(origin);
    }
    return out;
  });

const rateRule = z.object({
  burst: z.number().int().positive(),
  perWindow: z.number().positive(),
  windowSeconds: z.number().positive(),
});

/** `RATE_LIMITS`: JSON `{search?, reportSearch?, caseAnalysis?, enhance?, pdf?}`, each a token bucket. */
const userRateLimits = jsonText.pipe(
  z
    .object({
      search: rateRule.optional(),
      reportSearch: rateRule.optional(),
      caseAnalysis: rateRule.optional(),
      enhance: rateRule.optional(),
      pdf: rateRule.optional(),
    })
    .strict(),
);

/** `TRUST_PROXY`: empty/false, a hop count or a list of trusted proxy networks. */
const trustProxy = z.string().transform((raw, ctx) => {
  const parsed = parseTrustProxy(raw);
  if ('error' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return parsed;
});

const envSchema = z.object({
  PORT: optional(port),
  HOST: optional(text),
  DATA_DIR: optional(text),
  DATABASE_URL: optional(postgresUrl),
  DATABASE_PREPARED_STATEMENTS: optional(onOff),
  PGLITE_SHARED_BUFFERS: optional(memorySize),
  PUBLIC_URL: optional(httpUrl),
  APP_DIST_DIR: optional(text),
  LOG_LEVEL: optional(
    text.toLowerCase().pipe(z.enum(LOG_LEVELS, { error: `debe ser uno de: ${LOG_LEVELS.join(', ')}` })),
  ),
  CORS_ORIGINS: origins,
  PRODUCT_NAME: optional(text),
  OWNER_NAME: optional(text),
  OWNER_NIF: optional(text),
  OWNER_ADDRESS: optional(text),
  CONTACT_EMAIL: optional(email),
  PRIVACY_EMAIL: optional(email),
  LEGAL_EMAIL: optional(email),
  SMTP_URL: optional(smtpUrl),
  MAIL_FROM: optional(mailFrom),
  WEB_CONCURRENCY: optional(smallCount),
  STORAGE_URL: optional(storageUrl),
  S3_ENDPOINT: optional(httpUrl),
  S3_REGION: optional(text),
  S3_ACCESS_KEY_ID: optional(text),
  S3_SECRET_ACCESS_KEY: optional(text),
  JOB_LEASE_MS: optional(millis),
  INGEST_WORKERS: optional(smallCount),
  INGEST_TIMEOUT_MS: optional(millis),
  OCR_ENABLED: optional(onOff),
  PDFTOTEXT_ENABLED: optional(onOff),
  AI_PROVIDER: optional(
    text
      .toLowerCase()
      .pipe(z.enum(AI_PROVIDERS, { error: `debe ser uno de: ${AI_PROVIDERS.join(', ')} o vacío` })),
  ),
  AI_BASE_URL: optional(httpUrl),
  AI_MODEL: optional(text),
  AI_API_KEY: optional(text),
  AI_TIMEOUT_MS: optional(millis),
  RATE_LIMITS: optional(userRateLimits),
  TRUST_PROXY: optional(trustProxy),
  SEARCH_STATEMENT_TIMEOUT_MS: optional(millis),
  SEARCHES_IN_FLIGHT: optional(smallCount),
  EMBEDDINGS_URL: optional(httpUrl),
  EMBEDDINGS_MODEL: optional(text),
  EMBEDDINGS_API_KEY: optional(text),
  ALERT_WEBHOOK_URL: optional(httpUrl),
  ALERT_WEBHOOK_FORMAT: optional(
    text.toLowerCase().pipe(z.enum(['json', 'whatsapp'], { error: 'debe ser json o whatsapp' })),
  ),
  ALERT_WEBHOOK_TOKEN: optional(text),
  ALERT_WHATSAPP_TO: optional(
    text.regex(/^\d{6,15}$/, 'debe ser un número internacional sin + ni espacios (34600111222)'),
  ),
  ALERT_MAX_PER_HOUR: optional(
    text
      .regex(/^\d{1,4}$/, 'debe ser un número entero entre 1 y 9999')
      .transform(Number)
      .refine((n) => n >= 1, 'debe ser un número entero entre 1 y 9999'),
  ),
  ...authEnvShape,
  ...billingEnvShape,
});

/** Who runs the service: shown on the legal pages (aviso legal, privacidad) and in e-mails. */
export interface OwnerIdentity {
  /** Product name shown to users. @default 'Alegato' */
  productName: string;
  /** Legal name of the company that owns the service. @default 'Alegato Legal Tech, S.L.' */
  ownerName: string;
  /** Spanish tax id (NIF/CIF) of the owner. @default 'B00000000' */
  ownerNif: string;
  /** Registered address of the owner. @default 'Calle Mayor 1, 28013 Madrid' */
  ownerAddress: string;
  /** General contact address. @default 'hola@alegato.es' */
  contactEmail: string;
  /** Data-protection contact (GDPR requests). @default 'privacidad@alegato.es' */
  privacyEmail: string;
  /** Legal contact. @default 'legal@alegato.es' */
  legalEmail: string;
}

/** Validated server configuration. Build it with {@link loadConfig}. */
export interface Config {
  /** TCP port; 0 picks a free port. @default 8787 */
  port: number;
  /** Interface to bind. @default '0.0.0.0' */
  host: string;
  /** Absolute directory for the embedded database (`<dataDir>/db`) and stored files. @default './data' */
  dataDir: string;
  /** PostgreSQL connection string; when set the server uses `pg` instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL: statements run often become named prepared statements on each connection (ADR 0036);
   * `false` behind a pooler in transaction mode that cannot keep them (PgBouncer before 1.21). @default true
   */
  databasePreparedStatements: boolean;
  /**
   * PGlite's buffer cache (`shared_buffers`). Each start initialises all of it: 128MB took ~0.6 s of a
   * ~0.9 s start here, 16MB ~0.3 s in all. The test suites start thousands of databases with 16MB (ADR
   * 0017). @default '128MB' (PostgreSQL's default)
   */
  pgliteSharedBuffers: string;
  /** Public base URL of the service, without trailing slash. @default `http://localhost:${port}` */
  publicUrl: string;
  /** Absolute directory of the built web app (`index.html`, `assets/`). @default '<repo>/app/dist' */
  appDistDir: string;
  /** pino log level. @default 'info' */
  logLevel: LogLevel;
  /** Origins allowed to call the API cross-origin. @default [] (same-origin only) */
  corsOrigins: string[];
  /** Owner identity for legal pages and e-mails. */
  identity: OwnerIdentity;
  /**
   * SMTP server for outgoing e-mail (`smtp://user:pass@host:587`, `smtps://…:465`). When unset, e-mails
   * go to the `mail_outbox` table and the loopback-only `/dev/outbox` page instead.
   */
  smtpUrl: string | undefined;
  /** `From` of outgoing e-mails. @default `${productName} <no-reply@<domain of CONTACT_EMAIL>>` */
  mailFrom: string;
  /** Our `/auth/v1` and API token verification (AUTH_*, ADMIN_EMAILS, SUPABASE_*). */
  auth: AuthConfig;
  /**
   * Server processes sharing the port (`WEB_CONCURRENCY`, node:cluster; ADR 0037). More than one needs
   * PostgreSQL (`DATABASE_URL`): the embedded database admits one process. @default 1
   */
  webConcurrency: number;
  /**
   * Where uploaded and generated files live (`STORAGE_URL`): a directory (`file:///dir`; with several
   * servers one every server sees: a shared volume, NFS) or an S3-compatible bucket (`s3://bucket/prefix`
   * with `S3_ENDPOINT`, `S3_REGION`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`).
   * @default { kind: 'file', dir: `<dataDir>/files` }
   */
  storage: StorageConfig;
  /** Background jobs (ingestion). */
  jobs: {
    /**
     * How long a worker's claim on a job lasts without renewal; after a crash the job is taken again
     * once it expires. @default 30000
     */
    leaseMs: number;
    /** Extraction threads, and documents processed at once (ADR 0015). @default max(1, (cores − 1) / WEB_CONCURRENCY) */
    ingestWorkers: number;
    /** Longest one document's extraction may take before it is refused as too complex. @default 300000 */
    ingestTimeoutMs: number;
  };
  /** Read pages without a text layer with OCR (tesseract.js, Spanish). @default true */
  ocrEnabled: boolean;
  /**
   * Read PDF text layers with poppler's `pdftotext` first, pdf.js as the fallback (ADR 0015, Speed);
   * `false` for pdf.js alone (no external program reads uploaded files). @default true
   */
  pdftotextEnabled: boolean;
  /** AI enhancement of reports (AI_*). */
  ai: AiConfig;
  /** Per-user limits of search, case analysis, AI improvement and PDFs (`RATE_LIMITS`, JSON over the defaults). */
  rateLimits: UserRateLimits;
  /**
   * Reverse proxies allowed to name the client in `X-Forwarded-For` (`TRUST_PROXY`: a hop count or a
   * list of networks). @default none (the socket address is the client; the header is ignored)
   */
  trustProxy: TrustProxy;
  /** Search cost bounds (ADR 0015). */
  search: {
    /**
     * `statement_timeout` of the search SQL on PostgreSQL, in milliseconds (`SEARCH_STATEMENT_TIMEOUT_MS`);
     * PGlite ignores it and relies on the bounded candidate set. @default 5000
     */
    statementTimeoutMs: number;
    /**
     * Searches (`POST /query/*`, `/consulta/*`) worked on at once per process; the rest wait in arrival
     * order, none refused (`SEARCHES_IN_FLIGHT`, ADR 0021 §Speed fifth round: it keeps `/health` and
     * other requests quick during a burst). Raise it when each search waits on a remote embeddings
     * server (`EMBEDDINGS_URL`): a place is held for that wait too. @default 6
     */
    maxInFlight: number;
  };
  /** Critical-error alerts (`ALERT_*`, issue 14 item 8): webhook or WhatsApp, and e-mail to `ADMIN_EMAILS`. */
  alerts: AlertConfig;
  /**
   * Semantic recall through an OpenAI-compatible embeddings server (`EMBEDDINGS_*`, ADR 0021): hybrid
   * ranking of the public legislation. @default undefined (lexical ranking only)
   */
  embeddings: EmbeddingsConfig | undefined;
  /** Subscriptions (`BILLING`, `STRIPE_*`): demo plan changes or Stripe Checkout. @default demo */
  billing: BillingConfig;
}

/** An OpenAI-compatible `/v1/embeddings` provider. */
export interface EmbeddingsConfig {
  /** Base URL without trailing slash or `/v1`; requests go to `${baseUrl}/v1/embeddings`. */
  baseUrl: string;
  /** Model name sent with every request and stored beside each vector. */
  model: string;
  /** Optional Bearer token. Never logged. */
  apiKey: string | undefined;
}

/** AI enhancement of reports: which provider drafts the document and how to reach it. */
export interface AiConfig {
  /** `embedded` (the deterministic composer, no network), `anthropic` or `openai-compatible`. @default 'embedded' */
  provider: AiProvider;
  /**
   * Base URL of the provider API, without trailing slash. @default 'https://api.anthropic.com' for
   * anthropic; required for openai-compatible; undefined for embedded
   */
  baseUrl: string | undefined;
  /** Model name. @default per provider, see {@link DEFAULT_AI_MODELS} */
  model: string;
  /** API key (required for anthropic, optional Bearer token for openai-compatible). Never logged. */
  apiKey: string | undefined;
  /** Time limit of one provider request, in milliseconds. @default 120000 */
  timeoutMs: number;
}

/** Thrown by {@link loadConfig} when one or more variables are invalid; `issues` lists them. */
export class ConfigError extends Error {
  /** One line per bad variable: `NAME: reason`. */
  readonly issues: string[];

  constructor(issues: string[]) {
    super(`Configuración no válida:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** Options for {@link loadConfig}. */
export interface LoadConfigOptions {
  /** Directory that relative paths (`DATA_DIR`, `APP_DIST_DIR`) resolve against. @default process.cwd() */
  cwd?: string;
}

/**
 * Validates environment variables and returns the server configuration. Pure apart from the default
 * `cwd`: it reads only the `env` object it is given.
 *
 * @param env - variables to read, usually `process.env`
 * @throws {ConfigError} listing every invalid variable
 */
export function loadConfig(env: Record<string, string | undefined>, options: LoadConfigOptions = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => {
      const name = issue.path.length > 0 ? issue.path.join('.') : 'entorno';
      return `${name}: ${issue.message}`;
    });
    throw new ConfigError(issues);
  }
  const e = parsed.data;
  const aiProvider = e.AI_PROVIDER ?? 'embedded';
  const aiIssues: string[] = [];
  if (aiProvider === 'anthropic' && !e.AI_API_KEY)
    aiIssues.push('AI_API_KEY: es obligatoria con AI_PROVIDER=anthropic');
  if (aiProvider === 'openai-compatible' && !e.AI_BASE_URL) {
    aiIssues.push('AI_BASE_URL: es obligatoria con AI_PROVIDER=openai-compatible');
  }
  if (e.ALERT_WEBHOOK_FORMAT === 'whatsapp' && !e.ALERT_WHATSAPP_TO) {
    aiIssues.push('ALERT_WHATSAPP_TO: es obligatoria con ALERT_WEBHOOK_FORMAT=whatsapp');
  }
  if (e.EMBEDDINGS_URL && !e.EMBEDDINGS_MODEL) {
    aiIssues.push('EMBEDDINGS_MODEL: es obligatoria con EMBEDDINGS_URL');
  }
  const webConcurrency = e.WEB_CONCURRENCY ?? 1;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    aiIssues.push('S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas');
  }
  if (webConcurrency > 1 && !e.DATABASE_URL) {
    aiIssues.push(
      'WEB_CONCURRENCY: varios procesos necesitan PostgreSQL (DATABASE_URL); la base de datos integrada admite un solo proceso',
    );
  }
  const billing = buildBillingConfig(e);
  if ('issues' in billing) aiIssues.push(...billing.issues);
  if (aiIssues.length > 0 || 'issues' in billing) throw new ConfigError(aiIssues);
  const cwd = options.cwd ?? process.cwd();
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(cwd, p));
  const dataDir = abs(e.DATA_DIR ?? './data');
  const portNumber = e.PORT ?? 8787;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${portNumber}`).replace(/\/+$/, '');
  const productName = e.PRODUCT_NAME ?? IDENTITY_DEFAULTS.PRODUCT_NAME;
  const contactEmail = e.CONTACT_EMAIL ?? IDENTITY_DEFAULTS.CONTACT_EMAIL;

  return {
    port: portNumber,
    host: e.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS ?? true,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS ?? DEFAULT_PGLITE_SHARED_BUFFERS,
    publicUrl,
    appDistDir: e.APP_DIST_DIR ? abs(e.APP_DIST_DIR) : DEFAULT_APP_DIST_DIR,
    logLevel: e.LOG_LEVEL ?? 'info',
    corsOrigins: e.CORS_ORIGINS,
    identity: {
      productName,
      ownerName: e.OWNER_NAME ?? IDENTITY_DEFAULTS.OWNER_NAME,
      ownerNif: e.OWNER_NIF ?? IDENTITY_DEFAULTS.OWNER_NIF,
      ownerAddress: e.OWNER_ADDRESS ?? IDENTITY_DEFAULTS.OWNER_ADDRESS,
      contactEmail,
      privacyEmail: e.PRIVACY_EMAIL ?? IDENTITY_DEFAULTS.PRIVACY_EMAIL,
      legalEmail: e.LEGAL_EMAIL ?? IDENTITY_DEFAULTS.LEGAL_EMAIL,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? defaultMailFrom(productName, contactEmail),
    auth: buildAuthConfig(e, publicUrl),
    webConcurrency,
    storage:
      e.STORAGE_URL?.kind === 's3'
        ? {
            ...e.STORAGE_URL,
            endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : (e.STORAGE_URL ?? { kind: 'file', dir: join(dataDir, 'files') }),
    jobs: {
      leaseMs: e.JOB_LEASE_MS ?? 30_000,
      // Several processes share the cores: each gets its part of them.
      ingestWorkers:
        e.INGEST_WORKERS ?? Math.max(1, Math.floor((availableParallelism() - 1) / webConcurrency)),
      ingestTimeoutMs: e.INGEST_TIMEOUT_MS ?? 300_000,
    },
    ocrEnabled: e.OCR_ENABLED ?? true,
    pdftotextEnabled: e.PDFTOTEXT_ENABLED ?? true,
    ai: {
      provider: aiProvider,
      baseUrl: (
        e.AI_BASE_URL ?? (aiProvider === 'anthropic' ? 'https://api.anthropic.com' : undefined)
      )?.replace(/\/+$/, ''),
      model: e.AI_MODEL ?? DEFAULT_AI_MODELS[aiProvider],
      apiKey: e.AI_API_KEY,
      timeoutMs: e.AI_TIMEOUT_MS ?? 120_000,
    },
    rateLimits: { ...DEFAULT_USER_RATE_LIMITS, ...(e.RATE_LIMITS ?? {}) } as UserRateLimits,
    trustProxy: e.TRUST_PROXY ?? { kind: 'none' },
    search: {
      statementTimeoutMs: e.SEARCH_STATEMENT_TIMEOUT_MS ?? 5000,
      maxInFlight: e.SEARCHES_IN_FLIGHT ?? DEFAULT_SEARCHES_IN_FLIGHT,
    },
    alerts: {
      webhookUrl: e.ALERT_WEBHOOK_URL,
      webhookFormat: e.ALERT_WEBHOOK_FORMAT ?? 'json',
      webhookToken: e.ALERT_WEBHOOK_TOKEN,
      whatsappTo: e.ALERT_WHATSAPP_TO,
      maxPerHour: e.ALERT_MAX_PER_HOUR ?? 20,
    },
    embeddings:
      e.EMBEDDINGS_URL && e.EMBEDDINGS_MODEL
        ? {
            baseUrl: e.EMBEDDINGS_URL.replace(/\/+$/, '').replace(/\/v1$/, ''),
            model: e.EMBEDDINGS_MODEL,
            apiKey: e.EMBEDDINGS_API_KEY,
          }
        : undefined,
    billing,
  };
}

/** `Alegato <no-reply@alegato.es>`: the product name at the domain of the contact mailbox. */
function defaultMailFrom(productName: string, contactEmail: string): string {
  const domain = contactEmail.slice(contactEmail.lastIndexOf('@') + 1);
  return `${productName.replace(/[<>"\r\n]/g, '').trim()} <no-reply@${domain}>`;
}

/** True when the service is published over HTTPS (enables HSTS). */
export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://');
}
