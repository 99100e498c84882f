import { MESSAGES } from './messages.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** One day in milliseconds. */
export const DAY_MS = 24 * 60 * MINUTE;

/**
 * What browsers and fetch libraries write in an error that could not reach the server: a login error
 * saying it is a connection failure (spec §8 Login), an error record saying it is critical (spec §8
 * Local error tracking). Matched in lower case.
 */
export const NETWORK_ERROR_PHRASE = 'network error';

/** Product identity. */
export const PRODUCT = {
  /** Product name shown in titles, toasts and the 'Mejorar con Alegato IA' checkbox. @default 'Alegato' */
  name: 'Alegato',
} as const;

/** Version sent by the client in its version header (spec §7). @default '1.0.0' */
export const CLIENT_VERSION = '1.0.0';

/** Figures and dates shown on the landing page (spec §1). */
export const MARKETING_FIGURES = {
  /** Documents analysed. @default 42 */
  documents: 42,
  /** Accuracy, as displayed. @default '86.81%' */
  accuracy: '86.81%',
  /** Processing time, as displayed. @default '2:14' */
  processingTime: '2:14',
  /** API endpoints. @default 31 */
  endpoints: 31,
  /** Beta launch, as displayed. @default 'septiembre 2025' */
  betaLaunch: 'septiembre 2025',
} as const;

/** Business limits and UI timings of spec §9 (durations in ms, sizes in bytes). */
export const LIMITS = {
  /** Largest upload. @default 10485760 (10 MB) */
  maxUploadBytes: 10 * 1024 * 1024,
  /** Accepted upload extensions, lower case, no dot. @default ['pdf','docx','txt'] */
  uploadFormats: ['pdf', 'docx', 'txt'],
  /** Minimum password length at registration. @default 6 */
  minPasswordLength: 6,
  /** Trial length in days. @default 30 */
  trialDays: 30,
  /** Profile plan expiry set at registration, in days. @default 30 */
  planExpiryDays: 30,
  /** Plan given to a new profile. @default 'estudiante' */
  startingPlan: 'estudiante',
  /** Lifetime of the admin plan override. @default 7200000 (2 h) */
  planOverrideMs: 7_200_000,
  /** Minimum gap between two e-mail verification syncs. @default 30000 */
  emailSyncCooldownMs: 30 * SECOND,
  /** Results asked from /query/mixed. @default 10 */
  searchTopK: 10,
  /** Query-history page size. @default 20 */
  historyPageSize: 20,
  /** Report-list page size; pagination shows only when the total exceeds it. @default 20 */
  reportPageSize: 20,
  /** Report search debounce. @default 500 */
  searchDebounceMs: 500,
  /** Delay before the cookie banner appears. @default 2000 */
  cookieBannerDelayMs: 2 * SECOND,
  /** Attempts to save a cookie consent. @default 3 */
  consentAttempts: 3,
  /** First retry delay for consent saving; doubles each retry. @default 1000 */
  consentRetryBaseMs: SECOND,
  /** Interval between retries of locally queued consents. @default 300000 (5 min) */
  pendingConsentRetryIntervalMs: 5 * MINUTE,
  /** Shortest toast. @default 1000 */
  toastMinMs: SECOND,
  /** Longest toast. @default 4000 */
  toastMaxMs: 4 * SECOND,
  /** How long '✓ Copiado' shows. @default 1500 */
  copiedConfirmationMs: 1500,
  /** Editor auto-save delay. @default 2000 */
  autoSaveMs: 2 * SECOND,
  /** Editor height in CSS pixels (a number; ui turns it into a token). @default 600 */
  editorHeight: 600,
  /** Undo grouping delay. @default 1000 */
  undoDelayMs: SECOND,
  /** Undo stack depth. @default 50 */
  undoDepth: 50,
  /** Editor code-highlight interval. @default 1000 */
  codeHighlightIntervalMs: SECOND,
  /** Report detail refetch after a PDF request. @default 3000 */
  pdfDetailRefetchMs: 3 * SECOND,
  /** Report lists refetch after a PDF request. @default 5000 */
  pdfListRefetchMs: 5 * SECOND,
  /** PDF history entries shown in the viewer. @default 5 */
  pdfHistoryMax: 5,
  /** Local error records kept. @default 100 */
  storedErrorsMax: 100,
  /** Minimum report content (markdown or HTML) for a PDF, after trimming. @default 10 */
  minReportContentChars: 10,
  /** Case id used when a report has none. @default 'default' */
  defaultCaseId: 'default',
  /** Rows of a textarea template field without `rows`. @default 4 */
  defaultTextareaRows: 4,
  /** Step of number template fields. @default 0.01 */
  numberFieldStep: 0.01,
  /** Realtime events per second. @default 10 */
  realtimeEventsPerSecond: 10,
  /** Default age for PDF clean-up (`dias_antiguedad`). @default 30 */
  pdfCleanupDays: 30,
} as const;

/** Request timeouts (spec §9), in ms. */
export const TIMEOUTS = {
  /** Main backend request timeout. @default 300000 */
  backendMs: 300_000,
  /** Auth provider fetch timeout. @default 15000 */
  authFetchMs: 15 * SECOND,
  /** Document analysis timeout. @default 120000 */
  analysisMs: 120_000,
} as const;

/** Transport retries (spec §8, §9). */
export const RETRIES = {
  /** Retries of a 5xx backend answer. @default 2 */
  backendMaxRetries: 2,
  /** Delay unit: retry n waits n × this. @default 1000 */
  backendBaseDelayMs: SECOND,
} as const;

/** Client cache times (spec §7), in ms. */
export const CACHE_TIMES = {
  /** Report list freshness; also the report store's cache timeout. @default 300000 */
  reportsListMs: 5 * MINUTE,
  /** Report search freshness. @default 180000 */
  searchMs: 3 * MINUTE,
  /** Templates freshness. @default 1800000 */
  templatesMs: 30 * MINUTE,
  /** Stats freshness. @default 300000 */
  statsMs: 5 * MINUTE,
  /** Report detail prefetch freshness. @default 120000 */
  detailPrefetchMs: 2 * MINUTE,
  /** General query freshness. @default 300000 */
  queryStaleMs: 5 * MINUTE,
  /** General query retention. @default 600000 */
  queryRetainMs: 10 * MINUTE,
  /** Refetch on window focus. @default false */
  revalidateOnFocus: false,
  /** Refetch on reconnect. @default true */
  revalidateOnReconnect: true,
  /** Retries of a failed query that is not a 4xx (none on 4xx, none for mutations). @default 3 */
  queryRetries: 3,
} as const;

/** Estimated times shown in the wizard's last step (spec §2, §9). */
export const ESTIMATED_TIMES = {
  /** AI enhancement, minimum minutes. @default 1 */
  aiMinMinutes: 1,
  /** AI enhancement, maximum minutes. @default 2 */
  aiMaxMinutes: 2,
  /** Extra seconds for PDF generation. @default 30 */
  pdfExtraSeconds: 30,
} as const;

/** Report-list sort fields accepted by `sort_by`. */
export const SORT_FIELDS = ['updated_at', 'title', 'created_at'] as const;
/** Sort directions accepted by `sort_order`. */
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** The six report-list sort options, default first; `value` is a stable select value. */
export const SORT_OPTIONS = [
  { value: 'updated_at:desc', sort_by: 'updated_at', sort_order: 'desc', label: MESSAGES.sort.updatedDesc },
  { value: 'updated_at:asc', sort_by: 'updated_at', sort_order: 'asc', label: MESSAGES.sort.updatedAsc },
  { value: 'title:asc', sort_by: 'title', sort_order: 'asc', label: MESSAGES.sort.titleAsc },
  { value: 'title:desc', sort_by: 'title', sort_order: 'desc', label: MESSAGES.sort.titleDesc },
  { value: 'created_at:desc', sort_by: 'created_at', sort_order: 'desc', label: MESSAGES.sort.createdDesc },
  { value: 'created_at:asc', sort_by: 'created_at', sort_order: 'asc', label: MESSAGES.sort.createdAsc },
] as const;

/** The default sort: most recently updated first. */
export const DEFAULT_SORT = { sort_by: 'updated_at', sort_order: 'desc' } as const;

/** Report status filter options with their Spanish labels (spec §4, §9). */
export const REPORT_STATUS_FILTERS = [
  { value: 'draft', label: MESSAGES.reportStatus.draft },
  { value: 'completed', label: MESSAGES.reportStatus.completed },
  { value: 'generated', label: MESSAGES.reportStatus.generated },
  { value: 'sent', label: MESSAGES.reportStatus.sent },
  { value: 'error', label: MESSAGES.reportStatus.error },
] as const;

/** AI-enhanced filter values (spec §9): all, only enhanced, only not enhanced. */
export const AI_FILTER_VALUES = ['all', 'true', 'false'] as const;

/** AI-enhanced filter options with labels. */
export const AI_FILTERS = [
  { value: 'all', label: MESSAGES.aiFilter.all },
  { value: 'true', label: MESSAGES.aiFilter.true },
  { value: 'false', label: MESSAGES.aiFilter.false },
] as const;

/** Report template ids seen in the product (spec §3). */
export const TEMPLATE_IDS = [
  'demanda-civil',
  'querella-penal',
  'recurso-apelacion',
  'contrato-arrendamiento',
  'escrito-alegaciones',
  'demanda-laboral',
] as const;

/** Template categories that have their own icon; any other category gets a generic icon (spec §2). */
export const TEMPLATE_CATEGORIES = [
  'civil',
  'penal',
  'laboral',
  'administrativo',
  'comercial',
  'familiar',
] as const;

/**
 * Browser storage keys. Everything the product stores is prefixed `alegato-` except `reports-store`,
 * whose name the spec fixes. `trialMigrationDone` and keys starting with `dateFlagPrefix` survive
 * sign-out (spec §9).
 */
export const STORAGE_KEYS = {
  /** Prefix of every product key. @default 'alegato-' */
  prefix: 'alegato-',
  /** Stored cookie consent (localStorage). @default 'alegato-cookie-consent' */
  cookieConsent: 'alegato-cookie-consent',
  /** Consents waiting to be sent (localStorage). @default 'alegato-pending-consents' */
  pendingConsents: 'alegato-pending-consents',
  /** Consent session id (sessionStorage, one per browser session). @default 'alegato-consent-session-id' */
  consentSessionId: 'alegato-consent-session-id',
  /** Trial state (localStorage). @default 'alegato-trial' */
  trial: 'alegato-trial',
  /** Admin plan override (localStorage). @default 'alegato-plan-override' */
  planOverride: 'alegato-plan-override',
  /** Persisted report-list subset (localStorage). @default 'reports-store' */
  reportsStore: 'reports-store',
  /** Local error records, newest 100 (localStorage). @default 'alegato-error-log' */
  errorLog: 'alegato-error-log',
  /** Time of the last e-mail verification sync, epoch ms (localStorage). @default 'alegato-email-sync-at' */
  emailSyncAt: 'alegato-email-sync-at',
  /** Whether the last sign-in asked to be remembered (localStorage). @default 'alegato-remember' */
  remember: 'alegato-remember',
  /** Trial migration already done; kept at sign-out. @default 'alegato-trial-migration-done' */
  trialMigrationDone: 'alegato-trial-migration-done',
  /** Prefix of date flags (e.g. 'alegato-date-trial-started'); kept at sign-out. @default 'alegato-date-' */
  dateFlagPrefix: 'alegato-date-',
} as const;
