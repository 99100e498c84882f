/**
 * @alegato/domain — entities, zod schemas, constants and pure rules of Alegato. No React, no I/O.
 * Every public name is listed here; modules keep their helpers private.
 */

// The data-only vocabulary ui may import at run time (also reachable as @alegato/domain/vocabulary).
export * from './vocabulary.js';

// Messages and constants
export { MESSAGES } from './messages.js';
export {
  DAY_MS,
  PRODUCT,
  CLIENT_VERSION,
  MARKETING_FIGURES,
  LIMITS,
  TIMEOUTS,
  RETRIES,
  CACHE_TIMES,
  ESTIMATED_TIMES,
  SORT_FIELDS,
  SORT_ORDERS,
  SORT_OPTIONS,
  DEFAULT_SORT,
  REPORT_STATUS_FILTERS,
  AI_FILTER_VALUES,
  AI_FILTERS,
  TEMPLATE_IDS,
  TEMPLATE_CATEGORIES,
  STORAGE_KEYS,
} from './constants.js';

// Entities (zod schemas and types)
export { IsoDateTimeSchema, ApiErrorSchema, HealthSchema } from './entities/api.js';
export type { IsoDateTime, ApiError, Health } from './entities/api.js';
export {
  PLAN_IDS,
  PlanIdSchema,
  ANALYSIS_DEPTHS,
  AnalysisDepthSchema,
  PlanFeaturesSchema,
  TrialSchema,
  PlanOverrideSchema,
  PlanStatusSchema,
} from './entities/subscription.js';
export type {
  PlanId,
  AnalysisDepth,
  PlanFeatures,
  Trial,
  PlanOverride,
  PlanStatus,
} from './entities/subscription.js';
export {
  API_KEY_DEFAULT_RATE_LIMIT,
  ApiKeySchema,
  ApiKeyCreatedSchema,
  ApiKeyListSchema,
} from './entities/apiKeys.js';
export type { ApiKey, ApiKeyCreated, ApiKeyList } from './entities/apiKeys.js';
export {
  AI_RUN_KINDS,
  AiRunKindSchema,
  AI_RUN_OUTCOMES,
  AiRunOutcomeSchema,
  AiRunPassageSchema,
  AiRunCitationSchema,
  AiRunSummarySchema,
  AiRunDetailSchema,
  AiRunPageSchema,
  AiRunStatsSchema,
  McpStatusSchema,
  SmartCacheAnswerSchema,
} from './entities/supervisor.js';
export type {
  AiRunKind,
  AiRunOutcome,
  AiRunPassage,
  AiRunCitation,
  AiRunSummary,
  AiRunDetail,
  AiRunPage,
  AiRunStats,
  McpStatus,
  SmartCacheAnswer,
} from './entities/supervisor.js';
export {
  CASE_STATUSES,
  CaseStatusSchema,
  CASE_PRIORITIES,
  CasePrioritySchema,
  BackendCaseSchema,
  CaseSchema,
  toCase,
  CaseCreateInputSchema,
  createOptimisticCase,
  CaseRefSchema,
  caseRefClientName,
  caseRefType,
  caseOptionLabel,
  CaseAnalysisDataSchema,
  CaseAnalysisSchema,
  availableAnalysis,
} from './entities/case.js';
export type {
  CaseStatus,
  CasePriority,
  BackendCase,
  Case,
  CaseCreateInput,
  CaseRef,
  CaseAnalysis,
  CaseAnalysisData,
} from './entities/case.js';
export {
  MixedQueryRequestSchema,
  BackendChunkSchema,
  MixedQueryResponseSchema,
  SearchResultSchema,
  toSearchResult,
} from './entities/search.js';
export type { MixedQueryRequest, BackendChunk, MixedQueryResponse, SearchResult } from './entities/search.js';
export {
  QueryHistoryItemSchema,
  QueryHistoryResponseSchema,
  DeleteHistoryResponseSchema,
} from './entities/history.js';
export type { QueryHistoryItem, QueryHistoryResponse, DeleteHistoryResponse } from './entities/history.js';
export { UserSchema, UserProfileSchema, AuthSessionSchema } from './entities/user.js';
export type { User, UserProfile, AuthSession } from './entities/user.js';
export { ConsentsSchema, CookieConsentSchema } from './entities/consent.js';
export type { Consents, CookieConsent } from './entities/consent.js';
export {
  TEMPLATE_FIELD_TYPES,
  TemplateFieldTypeSchema,
  TemplateFieldOptionSchema,
  TemplateFieldSchema,
  ReportTemplateSchema,
  TemplatesResponseSchema,
} from './entities/template.js';
export type {
  TemplateFieldType,
  TemplateFieldOption,
  TemplateField,
  ReportTemplate,
  TemplatesResponse,
} from './entities/template.js';
export {
  REPORT_STATUSES,
  ReportStatusSchema,
  ReportContentSchema,
  QualityScoreSchema,
  ReportSchema,
  ReportCreateInputSchema,
  ReportCreateResultSchema,
  ReportUpdateInputSchema,
  EditorSaveInputSchema,
  SortFieldSchema,
  SortOrderSchema,
  AiFilterSchema,
  ReportListQuerySchema,
  ReportSearchQuerySchema,
  ReportListItemSchema,
  ReportListResponseSchema,
  HighlightedResultSchema,
  ReportSearchResponseSchema,
  ReportStatsSchema,
  EnhanceResponseSchema,
  DownloadResponseSchema,
} from './entities/report.js';
export type {
  ReportStatus,
  ReportContent,
  Report,
  ReportCreateInput,
  ReportCreateResult,
  ReportUpdateInput,
  EditorSaveInput,
  SortField,
  SortOrder,
  AiFilter,
  ReportListQuery,
  ReportSearchQuery,
  ReportListItem,
  ReportListResponse,
  HighlightedResult,
  ReportSearchResponse,
  ReportStats,
  EnhanceResponse,
  DownloadResponse,
} from './entities/report.js';
export {
  GeneratedPdfSchema,
  PdfListItemSchema,
  PdfListResponseSchema,
  PdfMetadataSchema,
  PdfGenerationRequestSchema,
} from './entities/pdf.js';
export type {
  GeneratedPdf,
  PdfListItem,
  PdfListResponse,
  PdfMetadata,
  PdfGenerationRequest,
} from './entities/pdf.js';
export { LocalErrorRecordSchema, PerformanceMetricsSchema } from './entities/telemetry.js';
export type { LocalErrorRecord, PerformanceMetrics } from './entities/telemetry.js';
export {
  ReportFiltersSchema,
  ReportPaginationSchema,
  ReportPreferencesSchema,
  ReportsListStateSchema,
  PersistedReportsListStateSchema,
  initialReportsListState,
  toPersistedReportsListState,
  restoreReportsListState,
  isReportsListStale,
} from './entities/reportsListState.js';
export type {
  ReportFilters,
  ReportPagination,
  ReportPreferences,
  ReportsListState,
  PersistedReportsListState,
} from './entities/reportsListState.js';

// Plans
export {
  PLANS,
  DEFAULT_PLAN,
  UNLIMITED,
  isPlanId,
  resolvePlanId,
  planDefinition,
  planFeatures,
  allowedDepths,
  checkPlanCapability,
  canUseDepth,
  PlanCapabilityError,
  assertPlanCapability,
  hasAnalysesLeft,
  PLAN_CAPABILITIES,
  CAPABILITY_LABELS,
  depthCapability,
  planAllows,
  cheapestPlanWith,
  nextPlanWithMoreAnalyses,
  capabilityRefusal,
  quotaRefusal,
} from './plans.js';
export type { PlanDefinition, PlanCapabilityResult, PlanCapability, PlanRefusal } from './plans.js';
export { startPlanOverride, isPlanOverrideValid, effectivePlan } from './planOverride.js';
export { startTrial, isTrialExpired, trialStatus, trialRemainingDays, planExpiryFrom } from './trial.js';

// Validation
export { hasErrors, firstError, isBlank } from './validation/errors.js';
export type { FieldErrors } from './validation/errors.js';
export { validateLogin } from './validation/login.js';
export type { LoginInput, LoginErrors } from './validation/login.js';
export { validateRegistration, validateNewPassword, toSignUpPayload } from './validation/registration.js';
export type {
  RegistrationInput,
  RegistrationErrors,
  NewPasswordInput,
  SignUpPayload,
} from './validation/registration.js';
export {
  FIRST_WIZARD_STEP,
  LAST_WIZARD_STEP,
  emptyWizardState,
  validateWizardStep,
  nextWizardStep,
  prevWizardStep,
  canCreateReport,
  initialWizardStep,
  applyCaseToWizard,
} from './validation/wizard.js';
export type { WizardStep, WizardState, WizardErrors } from './validation/wizard.js';
export { validateEditForm, clearFieldError } from './validation/editForm.js';
export type { EditFormState, EditFormErrors } from './validation/editForm.js';
export {
  validatePdfRequest,
  validateViewerPdfHtml,
  caseIdOrDefault,
  validateReportId,
} from './validation/pdf.js';
export type { PdfRequestInput, PdfRequestErrors } from './validation/pdf.js';
export { fileExtension, uploadProblem } from './validation/upload.js';
export type { UploadProblem } from './validation/upload.js';

// Reports
export {
  REPORT_STATUS_LABELS,
  isReportStatus,
  normaliseListStatus,
  reportStatusLabel,
  isEditable,
  canEnhance,
  canGeneratePdf,
  canDownload,
} from './reportStatus.js';
export {
  reportScorePercent,
  reportScoreOutOf100,
  duplicateReportInput,
  templateDefaultContent,
  defaultReportTitle,
  showPagination,
  pageRange,
  computeReportStats,
} from './reports.js';

// Auth, transport, consent, telemetry
export {
  loginErrorMessage,
  registrationSuccessMessage,
  registrationErrorMessage,
  isLogoutSuccess,
  shouldSyncEmail,
  emailVerificationUpdate,
  storageKeysToClearOnSignOut,
} from './auth.js';
export type { AuthErrorLike } from './auth.js';
export {
  isServerError,
  isClientError,
  shouldRetry,
  retryDelayMs,
  shouldRetryQuery,
  transportErrorMessage,
  reportsHttpErrorMessage,
  reportCreateErrorMessage,
  pdfHttpErrorMessage,
  pdfFailureMessage,
  unwrapData,
} from './transport.js';
export type { ReportCreateFailure } from './transport.js';
export {
  ALL_CONSENTS,
  ESSENTIAL_ONLY_CONSENTS,
  isRetryableConsentStatus,
  consentRetryDelayMs,
  canRetryConsent,
} from './cookieConsent.js';
export { CRITICAL_ERROR_KEYWORDS, isCriticalError, appendErrorRecord } from './telemetry.js';

// Formatting
export {
  DISPLAY_TIME_ZONE,
  DISPLAY_LOCALE,
  toDate,
  formatDateEs,
  formatDateTimeEs,
  yearMonthMadrid,
} from './format/date.js';
export { formatRelativeTime } from './format/relativeTime.js';
export { formatSizeKb } from './format/size.js';
export { htmlToMarkdown } from './format/markdown.js';
export {
  transition,
  type ReportAction,
  type StatusFacts,
  type TransitionResult,
} from './report/statusMachine.js';
