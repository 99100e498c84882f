import type { ColumnType, Generated } from 'kysely';
import type { ApiKeysTables } from '../modules/apiKeys/schema.js';
import type { BillingTables } from '../modules/billing/schema.js';
import type { McpTables } from '../modules/mcp/schema.js';
import type { SupervisorTables } from '../modules/supervisor/schema.js';
import type { ErrorTables } from '../modules/errors/schema.js';
import type { HistoryTables } from '../modules/history/schema.js';
import type { SettingsTables } from '../modules/settings/schema.js';

/**
 * A `jsonb` column: selected as parsed JSON, written as a JSON string (`JSON.stringify(value)`), which
 * both `pg` and PGlite accept for `jsonb` parameters.
 */
export type JsonColumn<T = unknown> = ColumnType<T, string, string>;

/** A `timestamptz` column with a database default: read as `Date`, optional on insert. */
export type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;

/** `app_meta`: small key → JSON facts about the installation (schema version, last start). */
export interface AppMetaTable {
  key: string;
  value: JsonColumn;
  updated_at: TimestampDefault;
}

/**
 * `mail_outbox`: every auth e-mail, written in the transaction of the flow that sends it (migration 0003);
 * delivered from here with `SMTP_URL`, kept for `/dev/outbox` without it (0008, ADR 0020).
 */
export interface MailOutboxTable {
  id: Generated<string>;
  /** Insertion order (identity), the tie-break after `created_at`. */
  seq: ColumnType<number, never, never>;
  /** `confirmation` | `recovery` | `welcome`. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links in the mail, in order (`string[]`). Emptied with the bodies once sent or given up. */
  links: JsonColumn<string[]>;
  created_at: TimestampDefault;
  /** `kept` (dev outbox, never delivered) | `pending` | `sent` | `failed` (migration 0008). */
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  /** Deliveries tried so far. */
  attempts: ColumnType<number, number | undefined, number>;
  /** When a `pending` mail is due (also the lease end of a claimed one). */
  next_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The last delivery failure (error name, code and message; never the mail's content). */
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Delivery state of a `mail_outbox` row. */
export type MailStatus = 'kept' | 'pending' | 'sent' | 'failed';

/** `cookie_consents`: cookie banner choices; the client address only as a salted hash (migration 0003). */
export interface CookieConsentsTable {
  id: Generated<string>;
  session_id: string;
  /** `{essential: true, functional, analytics, marketing}`. */
  consents: JsonColumn<{ essential: true; functional: boolean; analytics: boolean; marketing: boolean }>;
  /** Truncated to 512 characters. */
  user_agent: string;
  /** The client's `timestamp`. */
  client_timestamp: ColumnType<Date, Date | string, Date | string>;
  /** Hex sha256 of the installation salt and the socket address. Never the raw address. */
  ip_hash: string;
  /** Signed-in user, when known. */
  user_id: string | null;
  created_at: TimestampDefault;
}

/** `auth_signing_keys`: ES256 keys for our access tokens (one active; retired ones stay for the JWKS). */
export interface AuthSigningKeysTable {
  kid: string;
  alg: string;
  private_jwk: JsonColumn<Record<string, unknown>>;
  public_jwk: JsonColumn<Record<string, unknown>>;
  created_at: TimestampDefault;
  retired_at: Date | null;
}

/** `auth_users`: accounts of our own `/auth/v1` (GoTrue's `auth.users` subset). */
export interface AuthUsersTable {
  id: string;
  email: string;
  /** `scrypt$N$r$p$salt$hash` (base64url). */
  encrypted_password: string;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: JsonColumn<Record<string, unknown>>;
  raw_user_meta_data: JsonColumn<Record<string, unknown>>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** `auth_sessions`: one per sign-in; deleting the row revokes its access and refresh tokens at once. */
export interface AuthSessionsTable {
  id: string;
  user_id: string;
  /** How the session started: `password`, `otp` (e-mail link), `recovery`. */
  amr_method: string;
  created_at: TimestampDefault;
  /** Last refresh (inactivity limit). */
  refreshed_at: TimestampDefault;
  /** Time-box end. */
  not_after: Date | string;
}

/** `auth_refresh_tokens`: sha256 of each refresh token of a session, with its parent (rotation chain). */
export interface AuthRefreshTokensTable {
  token_hash: string;
  session_id: string;
  parent_hash: string | null;
  created_at: TimestampDefault;
  revoked_at: Date | null;
}

/** `auth_flow_states`: PKCE (S256) flow states of sign-up and recovery links. */
export interface AuthFlowStatesTable {
  id: string;
  user_id: string;
  code_challenge: string;
  authentication_method: string;
  auth_code_hash: string | null;
  auth_code_issued_at: Date | null;
  created_at: TimestampDefault;
  used_at: Date | null;
}

/** `auth_link_tokens`: sha256 of single-use e-mail link tokens (`signup`, `recovery`). */
export interface AuthLinkTokensTable {
  token_hash: string;
  user_id: string;
  type: string;
  flow_state_id: string | null;
  created_at: TimestampDefault;
  expires_at: Date | string;
  used_at: Date | null;
}

/** `auth_rate_limits`: token buckets keyed by `<rule>:<address or account>`. */
export interface AuthRateLimitsTable {
  key: string;
  tokens: number;
  updated_at: TimestampDefault;
}

/** `audit_log`: auth events and denied access (SECURITY 16). Never passwords, tokens or document text. */
export interface AuditLogTable {
  id: ColumnType<number, never, never>;
  created_at: TimestampDefault;
  user_id: string | null;
  action: string;
  outcome: string;
  request_id: string | null;
  ip: string | null;
  detail: JsonColumn<Record<string, unknown>>;
}

/** `users`: the profile row of spec §3, one per auth user (ours or hosted Supabase). */
export interface UsersTable {
  id: string;
  auth_user_id: string;
  email: string;
  name: string;
  organization: string;
  plan: string;
  plan_expires_at: Date | string | null;
  email_verified: boolean;
  is_active: boolean;
  role: 'user' | 'admin';
  trial_start_date: Date | string | null;
  trial_end_date: Date | string | null;
  /** Whether the user's queries are recorded in the history (migration 0013; settings). */
  history_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** `usage_events`: one metered action of a user (migration 0013, ADR 0026). */
export interface UsageEventsTable {
  id: ColumnType<number, never, never>;
  user_id: string;
  /** What was metered: `document_analysis`, `comprehensive_analysis`, `case_analysis`, `draft`, `review_grid`… */
  kind: string;
  created_at: TimestampDefault;
}

/** `plan_overrides`: an admin's simulated plan, valid until `expires_at` (migration 0013, spec §4). */
export interface PlanOverridesTable {
  user_id: string;
  original_plan: string;
  plan: string;
  started_at: TimestampDefault;
  expires_at: Date | string;
}

/** `support_requests`: a message to support, `priority` per the plan (migration 0013). */
export interface SupportRequestsTable {
  id: Generated<string>;
  user_id: string;
  plan: string;
  priority: boolean;
  subject: string;
  message: string;
  created_at: TimestampDefault;
}

/** `cases`: every Case field of spec §3 (migration 0004). */
export interface CasesTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  description: Generated<string>;
  status: Generated<'pending' | 'active' | 'closed' | 'archived'>;
  priority: Generated<'low' | 'medium' | 'high' | 'urgent'>;
  client_name: string | null;
  client_email: string | null;
  client_phone: string | null;
  /** `date`, read as `'YYYY-MM-DD'` on both engines. */
  due_date: string | null;
  tags: Generated<string[]>;
  case_type: string | null;
  court: string | null;
  judge: string | null;
  notes: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  /** The documents linked to the case, kept by triggers on `documents` (migration 0027). */
  documents_count: ColumnType<number, never, never>;
  /** The list item as JSON text, a generated column (migration 0027). */
  list_item: ColumnType<string, never, never>;
}

/** `documents`: an uploaded or imported file and its processing state (migration 0004). */
export interface DocumentsTable {
  id: Generated<string>;
  /** Null only for the public collection. */
  user_id: string | null;
  is_public: Generated<boolean>;
  case_id: string | null;
  collection: Generated<string>;
  filename: string;
  size: number;
  type: 'pdf' | 'docx' | 'txt' | 'md';
  sha256: string;
  /** Key in the file store; null for imported material kept only as text. */
  storage_key: string | null;
  status: Generated<'processing' | 'ready' | 'error'>;
  progress: Generated<number>;
  error: string | null;
  pages: number | null;
  metadata: JsonColumn<Record<string, unknown>>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  /** The list's item as JSON text, kept by the database (generated, migration 0026). */
  list_item: ColumnType<string, never, never>;
}

/** `document_pages`: extracted text per page (migration 0004). */
export interface DocumentPagesTable {
  document_id: string;
  page: number;
  text: string;
  /** `text` (PDF text layer), `ocr`, `docx`, `txt` or `markdown`. */
  method: string;
  confidence: number | null;
}

/** `chunks`: indexed passages; `tsv` is generated by the database (migration 0004). */
export interface ChunksTable {
  id: Generated<number>;
  document_id: string;
  user_id: string | null;
  is_public: Generated<boolean>;
  ordinal: number;
  heading: string | null;
  page_from: number;
  page_to: number;
  text: string;
  method: string;
  confidence: number | null;
  /** Structural headings above the passage, ' › '-joined (legislation; migration 0009). */
  context: ColumnType<string | null, string | null | undefined, string | null>;
  tsv: ColumnType<string, never, never>;
}

/** `chunk_embeddings`: one vector per passage for semantic recall (migration 0010, ADR 0021). */
export interface ChunkEmbeddingsTable {
  chunk_id: number;
  /** The embeddings model that produced `vector`. */
  model: string;
  dims: number;
  /** L2-normalised float32 values, little-endian (`dims` × 4 bytes). */
  vector: Uint8Array;
}

/** `jobs`: the background work queue with leases (migration 0004). */
export interface JobsTable {
  id: Generated<string>;
  kind: string;
  payload: JsonColumn<Record<string, unknown>>;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_after: TimestampDefault;
  locked_by: string | null;
  locked_until: Date | string | null;
  last_error: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/**
 * The typed database. Every migration that creates or changes a table updates this interface in the
 * same commit.
 */
/**
 * Every table. Modules with their own tables declare them in `modules/<name>/schema.ts` and are joined
 * here.
 */
export interface Database
  extends
    HistoryTables,
    BillingTables,
    ErrorTables,
    SettingsTables,
    ApiKeysTables,
    SupervisorTables,
    McpTables {
  app_meta: AppMetaTable;
  auth_signing_keys: AuthSigningKeysTable;
  auth_users: AuthUsersTable;
  auth_sessions: AuthSessionsTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  auth_flow_states: AuthFlowStatesTable;
  auth_link_tokens: AuthLinkTokensTable;
  auth_rate_limits: AuthRateLimitsTable;
  audit_log: AuditLogTable;
  users: UsersTable;
  mail_outbox: MailOutboxTable;
  cookie_consents: CookieConsentsTable;
  cases: CasesTable;
  documents: DocumentsTable;
  document_pages: DocumentPagesTable;
  chunks: ChunksTable;
  chunk_embeddings: ChunkEmbeddingsTable;
  jobs: JobsTable;
  report_templates: ReportTemplatesTable;
  reports: ReportsTable;
  report_counts: ReportCountsTable;
  pdf_files: PdfFilesTable;
  document_analyses: DocumentAnalysesTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  case_analyses: CaseAnalysesTable;
  usage_events: UsageEventsTable;
  plan_overrides: PlanOverridesTable;
  support_requests: SupportRequestsTable;
}

/** `case_analyses`: the analysis of a case's documents brought together (migration 0012, issue 13). */
export interface CaseAnalysesTable {
  id: Generated<string>;
  case_id: string;
  user_id: string;
  analysis_type: string;
  documents_analyzed: number;
  total_chars: number;
  /** Plain text the report wizard shows and copies. */
  summary: string;
  result: JsonColumn<Record<string, unknown>>;
  duration_ms: number;
  created_at: TimestampDefault;
}

/** `document_analyses`: one analysis run of a document (migration 0011, issue 13). */
export interface DocumentAnalysesTable {
  id: Generated<string>;
  document_id: string;
  user_id: string;
  kind: 'analyze' | 'comprehensive';
  analysis_type: string;
  depth: 'basic' | 'complete' | 'expert' | null;
  /** `alegato-nlp` (the embedded engine) or the provider that wrote it. */
  engine: string;
  result: JsonColumn<Record<string, unknown>>;
  duration_ms: number;
  created_at: TimestampDefault;
}

/** `chat_sessions`: a user's conversation about one document (migration 0011). */
export interface ChatSessionsTable {
  id: Generated<string>;
  user_id: string;
  document_id: string;
  name: string;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}

/** `chat_messages`: the turns of a chat session; an answer keeps the passages it quoted (migration 0011). */
export interface ChatMessagesTable {
  id: Generated<number>;
  session_id: string;
  role: 'user' | 'assistant';
  content: string;
  /** Quoted passages: `[{page, text, chunk_id?}]`. */
  citations: JsonColumn<{ page: number; text: string; chunk_id?: number }[]>;
  /** Whether the document answered (false: 'No he encontrado esta información en el documento.'). */
  found: boolean | null;
  created_at: TimestampDefault;
}

/** `report_templates`: the report templates as data, synced from `@alegato/legal-nlp` (migration 0005). */
export interface ReportTemplatesTable {
  id: string;
  name: string;
  description: Generated<string>;
  category: Generated<string>;
  /** The template's fields (`TemplateField[]` of `@alegato/domain`). */
  fields: JsonColumn<unknown[]>;
  /** Order in `GET /api/reports/templates`. */
  position: Generated<number>;
  updated_at: TimestampDefault;
}

/** `reports`: a user's report and its AI and PDF state (migration 0005, ADR 0011). */
/** `report_counts`: each user's number of reports, kept by a trigger on `reports` (migration 0025). */
export interface ReportCountsTable {
  user_id: string;
  n: number;
}

export interface ReportsTable {
  id: Generated<string>;
  /** Auth user id (token subject). */
  user_id: string;
  title: string;
  description: Generated<string>;
  template_id: string;
  template_name: string | null;
  /** Field id → plain text (or a plain string). */
  content: JsonColumn<Record<string, string> | string>;
  case_id: string | null;
  client_name: Generated<string>;
  status: Generated<'draft' | 'completed' | 'generated' | 'sent' | 'error'>;
  ai_enhanced: Generated<boolean>;
  /** 0..1. */
  ai_quality_score: number | null;
  ai_processed_at: Date | string | null;
  ai_provider: string | null;
  /** Sanitised HTML (report HTML contract). */
  generated_html: string | null;
  /** `/api/pdf/descargar/<caso>/<archivo>` of the last generated PDF. */
  generated_pdf_path: string | null;
  error_message: string | null;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  /** Generated full-text vector; never written. */
  tsv: ColumnType<string, never, never>;
  /** Generated: the list's plain-text summary, first 240 characters (migration 0023); never written. */
  summary: ColumnType<string, never, never>;
  /** Generated: `generated_html` is not empty (migration 0023); never written. */
  has_generated_html: ColumnType<boolean, never, never>;
  /** Generated: the list's item as JSON text (migration 0024, ADR 0036); never written. */
  list_item: ColumnType<string, never, never>;
}

/** `pdf_files`: a rendered PDF of a user's case (migration 0006, ADR 0012). */
export interface PdfFilesTable {
  id: Generated<string>;
  /** Auth user id (token subject). */
  user_id: string;
  /** Case id as sent (`default` when the report has no case). */
  caso_id: string;
  /** Server-built download name, unique per user and case; a lookup key, never a path. */
  filename: string;
  /** Key in the file store (`<owner>/<uuid>`); never sent to the client. */
  file_key: string;
  size_bytes: number;
  /** The report rendered, when the PDF came from one. */
  report_id: string | null;
  created_at: TimestampDefault;
}
