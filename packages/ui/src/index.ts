/**
 * @alegato/ui — the Alegato design system. Named exports only; each layer lists what it publishes.
 */
import './styles';

// Tokens
export { vars, breakpoints, lightTheme, darkTheme, brand } from './tokens';

// Copy
export * as es from './i18n/es';
export type { Labels } from './i18n/labels';

// Primitives
export {
  Box,
  spaces,
  backgrounds,
  Stack,
  Inline,
  Text,
  textSizes,
  textTones,
  textWeights,
  textFonts,
  Heading,
  headingLevels,
  headingSizes,
  VisuallyHidden,
  Icon,
  iconSizes,
  iconsByName,
  iconNames,
  Section,
} from './primitives';
export type {
  BoxProps,
  Space,
  StackProps,
  InlineProps,
  TextProps,
  HeadingProps,
  VisuallyHiddenProps,
  IconProps,
  IconName,
  SectionProps,
} from './primitives';

// Components
export { Button, buttonClass, buttonVariants, buttonTones, buttonSizes } from './components/Button';
export type { ButtonProps } from './components/Button';

// Components — form
export { IconButton, iconButtonShapes } from './components/IconButton';
export type { IconButtonProps } from './components/IconButton';
export { Field } from './components/Field';
export type { FieldProps, FieldControlProps } from './components/Field';
export { TextField, textFieldTypes, textFieldSizes } from './components/TextField';
export type { TextFieldProps } from './components/TextField';
export { PasswordField } from './components/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField';
export { Textarea, textareaResizes } from './components/Textarea';
export type { TextareaProps } from './components/Textarea';
export { Select, selectSizes } from './components/Select';
export type { SelectProps, SelectOption } from './components/Select';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { Switch } from './components/Switch';
export type { SwitchProps } from './components/Switch';
export { RadioGroup, radioGroupOrientations } from './components/RadioGroup';
export type { RadioGroupProps, RadioGroupOption } from './components/RadioGroup';

// Components — overlay and feedback
export { Dialog } from './components/Dialog';
export type {
  DialogProps,
  DialogRootProps,
  DialogTriggerProps,
  DialogContentProps,
  DialogHeaderProps,
  DialogTitleProps,
  DialogDescriptionProps,
  DialogBodyProps,
  DialogFooterProps,
  DialogCloseProps,
} from './components/Dialog';
export { AlertDialog, alertDialogTones } from './components/AlertDialog';
export type {
  AlertDialogProps,
  AlertDialogRootProps,
  AlertDialogTriggerProps,
  AlertDialogContentProps,
  AlertDialogHeaderProps,
  AlertDialogTitleProps,
  AlertDialogDescriptionProps,
  AlertDialogBodyProps,
  AlertDialogFooterProps,
  AlertDialogCancelProps,
  AlertDialogActionProps,
} from './components/AlertDialog';
export {
  Toast,
  Toaster,
  toastTones,
  clampToastDuration,
  TOAST_MIN_DURATION,
  TOAST_MAX_DURATION,
  TOAST_DEFAULT_DURATION,
} from './components/Toast';
export type {
  ToastProps,
  ToastTone,
  ToastItem,
  ToasterProps,
  ToastProviderProps,
  ToastViewportProps,
} from './components/Toast';
export { Tooltip, tooltipSides } from './components/Tooltip';
export type { TooltipProps } from './components/Tooltip';
export { Badge, badgeClass, badgeVariants, badgeTones, badgeSizes } from './components/Badge';
export type { BadgeProps } from './components/Badge';
export { Card, cardVariants, cardPaddings } from './components/Card';
export type {
  CardRootProps,
  CardHeaderProps,
  CardTitleProps,
  CardDescriptionProps,
  CardBodyProps,
  CardFooterProps,
} from './components/Card';
export { Tabs } from './components/Tabs';
export type { TabsRootProps, TabsListProps, TabsTriggerProps, TabsContentProps } from './components/Tabs';
export { Progress, progressTones, progressSizes } from './components/Progress';
export type { ProgressProps } from './components/Progress';

// Components — charts (recharts; import them only from lazy app routes)
export {
  TimeSeriesChart,
  timeSeriesVariants,
  chartHeights,
  BarList,
  UsageGauge,
  chartTones,
  chartToneColor,
} from './components/charts';
export type {
  TimeSeriesChartProps,
  TimeSeriesDatum,
  ChartSeries,
  BarListItem,
  BarListProps,
  UsageGaugeProps,
  ChartTone,
  ChartLabels,
} from './components/charts';
export { Spinner, spinnerSizes, spinnerTones } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { Skeleton, SkeletonText, skeletonShapes, skeletonSizes } from './components/Skeleton';
export type { SkeletonProps, SkeletonTextProps } from './components/Skeleton';

// Fragments
export { ErrorDialog } from './fragments/ErrorDialog';
export type { ErrorDialogProps, ErrorDialogLabels, ErrorDialogDetails } from './fragments/ErrorDialog';

// Fragments — layouts and states
export { EmptyState, emptyStateSizes, emptyStateHeadingLevels } from './fragments/EmptyState';
export type { EmptyStateProps, EmptyStateAction } from './fragments/EmptyState';
export { ErrorState, errorStateHeadingLevels } from './fragments/ErrorState';
export type { ErrorStateProps, ErrorStateLabels } from './fragments/ErrorState';
export { LegalPage, LegalTable } from './fragments/LegalPage';
export type { LegalPageProps, LegalPageLabels, LegalSection, LegalTableProps } from './fragments/LegalPage';
export { MarketingPage } from './fragments/MarketingPage';
export type { MarketingPageProps, MarketingPageLabels, MarketingSection } from './fragments/MarketingPage';

// Fragments — public site (footer, benefits, beta)
export { BenefitList, defaultBenefits } from './fragments/BenefitList';
export type { BenefitListProps, BenefitListLabels, Benefit } from './fragments/BenefitList';
export {
  MarketingFigures,
  defaultMarketingFigures,
  marketingFiguresHeadingLevels,
  marketingFiguresLayouts,
} from './fragments/MarketingFigures';
export type {
  MarketingFiguresProps,
  MarketingFiguresLabels,
  MarketingFigure,
} from './fragments/MarketingFigures';
export { BetaCallToAction } from './fragments/BetaCallToAction';
export type { BetaCallToActionProps, BetaCallToActionLabels } from './fragments/BetaCallToAction';
export { SiteFooter } from './fragments/SiteFooter';
export type {
  SiteFooterProps,
  SiteFooterLabels,
  SiteFooterMailbox,
  SiteFooterOwner,
} from './fragments/SiteFooter';

// Fragments — public site (header, hero, features)
export { SiteHeader } from './fragments/SiteHeader';
export type { SiteHeaderProps, SiteHeaderLabels } from './fragments/SiteHeader';
// Links of every fragment: one provider names the link component (utils/link.tsx)
export { LinkProvider, defaultRenderLink, useRenderLink } from './utils/link';
export type { LinkComponent, LinkProviderProps, RenderLink, RenderLinkProps, SiteLink } from './utils/link';
// Links over ranges of text (legal citations in the report and document viewers): utils/textLinks.tsx
export { isInAppPath, splitTextLinks } from './utils/textLinks';
export type { TextLink, TextLinkSegment, TextLinksFinder } from './utils/textLinks';
export { Hero } from './fragments/Hero';
export type { HeroProps, HeroLabels } from './fragments/Hero';
export { FeatureGrid, defaultFeatures } from './fragments/FeatureGrid';
export type { FeatureGridProps, FeatureGridLabels, Feature } from './fragments/FeatureGrid';

// Fragments — account screens
export { AuthCard, authCardTones } from './fragments/AuthCard';
export type {
  AuthCardProps,
  AuthCardLabels,
  AuthCardFormProps,
  AuthCardAlertProps,
  AuthCardSubmitProps,
  AuthCardLinkButtonProps,
} from './fragments/AuthCard';
export { LoginForm } from './fragments/LoginForm';
export type {
  LoginFormProps,
  LoginFormLabels,
  LoginFormValues,
  LoginFormErrors,
} from './fragments/LoginForm';
export { RegisterForm } from './fragments/RegisterForm';
export type {
  RegisterFormProps,
  RegisterFormLabels,
  RegisterFormValues,
  RegisterFormErrors,
} from './fragments/RegisterForm';
export { AccountCreated } from './fragments/AccountCreated';
export type { AccountCreatedProps, AccountCreatedLabels } from './fragments/AccountCreated';
export { ForgotPasswordForm } from './fragments/ForgotPasswordForm';
export type {
  ForgotPasswordFormProps,
  ForgotPasswordFormLabels,
  ForgotPasswordFormValues,
} from './fragments/ForgotPasswordForm';
export { ResetPasswordForm } from './fragments/ResetPasswordForm';
export type {
  ResetPasswordFormProps,
  ResetPasswordFormLabels,
  ResetPasswordFormValues,
  ResetPasswordFormErrors,
} from './fragments/ResetPasswordForm';

// Fragments — signed-in app shell
export { AppHeader } from './fragments/AppHeader';
export type { AppHeaderProps, AppHeaderLabels } from './fragments/AppHeader';
export { Sidebar, sidebarBadges, activeSidebarItem } from './fragments/Sidebar';
export type { SidebarProps, SidebarItem, SidebarLabels } from './fragments/Sidebar';
export { AppLayout } from './fragments/AppLayout';
export type { AppLayoutProps, AppLayoutLabels } from './fragments/AppLayout';

// Fragments — dashboard
export {
  TrialBanner,
  TRIAL_WARNING_DAYS,
  trialBannerStates,
  trialBannerState,
  formatTrialDate,
} from './fragments/TrialBanner';
export type { TrialBannerProps, TrialBannerLabels, TrialBannerState } from './fragments/TrialBanner';
// Fragments — subscription (issue 14 item 3)
export { PlanCards, planCardsModes, planCardsStates } from './fragments/PlanCards';
export type {
  PlanCardPlan,
  PlanCardsLabels,
  PlanCardsMode,
  PlanCardsProps,
  PlanCardsState,
  PlanDepth,
} from './fragments/PlanCards';
export {
  UsageMeter,
  USAGE_WARNING_RATIO,
  usageLevel,
  usageMeterEndKinds,
  usageMeterStates,
} from './fragments/UsageMeter';
export type {
  UsageMeterEndKind,
  UsageMeterLabels,
  UsageMeterProps,
  UsageMeterState,
} from './fragments/UsageMeter';
export { DashboardOverview } from './fragments/DashboardOverview';
export type {
  DashboardOverviewProps,
  DashboardOverviewLabels,
  DashboardShortcut,
} from './fragments/DashboardOverview';

// Fragments — settings
export { AccountDataPanel } from './fragments/AccountDataPanel';
export type { AccountDataPanelProps, AccountDataPanelLabels } from './fragments/AccountDataPanel';
// Fragments — settings (issue 14 item 4)
export { ProfileForm, profileFormStates } from './fragments/ProfileForm';
export type {
  ProfileFormErrors,
  ProfileFormLabels,
  ProfileFormProps,
  ProfileFormState,
  ProfileFormValues,
} from './fragments/ProfileForm';
export { PasswordChangeForm, passwordChangeFormStates } from './fragments/PasswordChangeForm';
export type {
  PasswordChangeFormErrors,
  PasswordChangeFormLabels,
  PasswordChangeFormProps,
  PasswordChangeFormState,
  PasswordChangeFormValues,
} from './fragments/PasswordChangeForm';
export { EmailChangeForm, emailChangeFormStates } from './fragments/EmailChangeForm';
export type {
  EmailChangeFormLabels,
  EmailChangeFormProps,
  EmailChangeFormState,
} from './fragments/EmailChangeForm';
export { SessionsList, sessionsListStates } from './fragments/SessionsList';
export type {
  SessionItem,
  SessionsListLabels,
  SessionsListProps,
  SessionsListState,
} from './fragments/SessionsList';
export { ApiKeysPanel, apiKeyExpiries, apiKeyStatuses, apiKeysPanelStates } from './fragments/ApiKeysPanel';
export type {
  ApiKeyCreateValue,
  ApiKeyExpiry,
  ApiKeyItem,
  ApiKeySecret,
  ApiKeyStatus,
  ApiKeysPanelLabels,
  ApiKeysPanelProps,
  ApiKeysPanelState,
} from './fragments/ApiKeysPanel';
export { ApiReference, apiReferenceStates } from './fragments/ApiReference';
export type {
  ApiReferenceLabels,
  ApiReferenceProps,
  ApiReferenceState,
  OpenApiDocument,
  OpenApiMethod,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiPathItem,
  OpenApiRequestBody,
  OpenApiSchema,
  OpenApiSecurityScheme,
} from './fragments/ApiReference';
export { PreferencesPanel, preferencesPanelStates } from './fragments/PreferencesPanel';
export type {
  PreferencesPanelLabels,
  PreferencesPanelProps,
  PreferencesPanelState,
} from './fragments/PreferencesPanel';
export { PlanSummary, planSummaryEndKinds, planSummaryStates } from './fragments/PlanSummary';
export type {
  PlanSummaryEndKind,
  PlanSummaryLabels,
  PlanSummaryProps,
  PlanSummaryState,
} from './fragments/PlanSummary';

// Fragments — app states and cookie consent
export { LoadingScreen } from './fragments/LoadingScreen';
export type { LoadingScreenProps } from './fragments/LoadingScreen';
export { UnderConstruction } from './fragments/UnderConstruction';
export type { UnderConstructionProps, UnderConstructionLabels } from './fragments/UnderConstruction';
export { CookieBanner } from './fragments/CookieBanner';
export type { CookieBannerProps, CookieBannerLabels } from './fragments/CookieBanner';
export { CookieSettingsDialog, optionalCookieCategories } from './fragments/CookieSettingsDialog';
export type {
  CookieSettingsDialogProps,
  CookieSettingsDialogLabels,
  CookieConsents,
  OptionalCookieCategory,
} from './fragments/CookieSettingsDialog';

// Fragments — cases
export {
  CaseCard,
  caseStatuses,
  casePriorities,
  caseStatusTones,
  casePriorityTones,
  formatCaseDate,
  formatRelativeTime,
  splitTags,
} from './fragments/CaseCard';
export type {
  CaseCardProps,
  CaseCardLabels,
  CaseCardItem,
  CaseDetailItem,
  CaseStatusValue,
  CasePriorityValue,
} from './fragments/CaseCard';
export { CaseToolbar, emptyCaseFilters, hasActiveCaseFilters } from './fragments/CaseToolbar';
export type { CaseToolbarProps, CaseToolbarLabels, CaseFilters } from './fragments/CaseToolbar';
export { CaseList } from './fragments/CaseList';
export type { CaseListProps, CaseListLabels } from './fragments/CaseList';
export { CaseFormDialog, emptyCaseFormValues } from './fragments/CaseFormDialog';
export type {
  CaseFormDialogProps,
  CaseFormDialogLabels,
  CaseFormValues,
  CaseFormErrors,
} from './fragments/CaseFormDialog';
export { DeleteCaseDialog, caseDocumentsActions } from './fragments/DeleteCaseDialog';
export type {
  DeleteCaseDialogProps,
  DeleteCaseDialogLabels,
  CaseDocumentsAction,
} from './fragments/DeleteCaseDialog';
export { CaseDetail } from './fragments/CaseDetail';
export type { CaseDetailProps, CaseDetailLabels } from './fragments/CaseDetail';

// Fragments — documents and search
export { DocumentUploader, uploadItemStatuses, NO_CASE } from './fragments/DocumentUploader';
export type {
  DocumentUploaderProps,
  DocumentUploaderLabels,
  UploadItem,
  UploadItemStatus,
} from './fragments/DocumentUploader';
export { DocumentList, documentStatuses, ALL_CASES } from './fragments/DocumentList';
export type {
  DocumentListProps,
  DocumentListLabels,
  DocumentListItem,
  DocumentStatus,
} from './fragments/DocumentList';
export { DocumentTextViewer, entityKinds, extractionMethods } from './fragments/DocumentTextViewer';
export type {
  DocumentTextViewerProps,
  DocumentTextViewerLabels,
  DocumentTextPage,
  ExtractionMethod,
  EntityKind,
  TextEntity,
} from './fragments/DocumentTextViewer';
export { DocumentChat } from './fragments/DocumentChat';
export type {
  ChatCitation,
  ChatMessage,
  ChatSession,
  DocumentChatLabels,
  DocumentChatProps,
} from './fragments/DocumentChat';
export { ExtractionResults, extractionKinds } from './fragments/ExtractionResults';
export type {
  ExtractionAmount,
  ExtractionDate,
  ExtractionKind,
  ExtractionPassage,
  ExtractionProperty,
  ExtractionResultView,
  ExtractionResultsLabels,
  ExtractionResultsProps,
  ExtractionSource,
  ExtractionTotal,
} from './fragments/ExtractionResults';
export { DocumentAnalysis, analysisCitationStatuses, analysisDepths } from './fragments/DocumentAnalysis';
export type {
  AnalysisAmount,
  AnalysisCitation,
  AnalysisCitationStatus,
  AnalysisDeadline,
  AnalysisDepth,
  AnalysisEvent,
  AnalysisParty,
  AnalysisPassage,
  AnalysisRelatedDocument,
  AnalysisRelatedNorm,
  AnalysisRisk,
  DocumentAnalysisLabels,
  DocumentAnalysisProps,
  DocumentAnalysisView,
} from './fragments/DocumentAnalysis';
export {
  SearchPanel,
  searchScopes,
  searchStatuses,
  ALL_LAWS,
  legislationTitle,
  highlightSegments,
  passageAround,
} from './fragments/SearchPanel';
export type {
  SearchPanelProps,
  SearchPanelLabels,
  SearchResultItem,
  SearchScope,
  SearchStatus,
  SearchCaseOption,
  SearchLawOption,
  HighlightRange,
  TextSegment,
  Passage,
} from './fragments/SearchPanel';
export {
  ArticleViewer,
  articleViewerStatuses,
  articleParagraphs,
  CITATION_COPIED_MS,
} from './fragments/ArticleViewer';
export type {
  ArticleViewerProps,
  ArticleViewerLabels,
  ArticleViewerNorm,
  ArticleViewerTocEntry,
  ArticleViewerArticle,
  ArticleViewerSibling,
  ArticleViewerStatus,
} from './fragments/ArticleViewer';

// Fragments — reports list and card (issue 5)
export {
  ReportCard,
  DeleteReportDialog,
  reportStatuses,
  reportStatusTones,
  isReportStatusValue,
  listReportStatus,
} from './fragments/ReportCard';
export type {
  ReportCardProps,
  ReportCardLabels,
  ReportCardItem,
  ReportCardActions,
  ReportStatusValue,
  DeleteReportDialogProps,
  DeleteReportDialogLabels,
} from './fragments/ReportCard';
export { ReportListHeader } from './fragments/ReportListHeader';
export type {
  ReportListHeaderProps,
  ReportListHeaderLabels,
  ReportListSummary,
} from './fragments/ReportListHeader';
export { ReportStats, reportStatKeys } from './fragments/ReportStats';
export type {
  ReportStatsProps,
  ReportStatsLabels,
  ReportStatsValues,
  ReportStatKey,
} from './fragments/ReportStats';
export {
  ReportFilters,
  reportSortValues,
  reportAiFilterValues,
  defaultReportFilters,
  hasActiveReportFilters,
} from './fragments/ReportFilters';
export type {
  ReportFiltersProps,
  ReportFiltersLabels,
  ReportFiltersValue,
  ReportSortValue,
  ReportAiFilterValue,
} from './fragments/ReportFilters';
export { ReportList } from './fragments/ReportList';
export type { ReportListProps, ReportListLabels, ReportListPagination } from './fragments/ReportList';

// Fragments — report wizard, edit modal, case analysis and viewer (issue 5)
export { TemplateFields, templateFieldTypes } from './fragments/TemplateFields';
export type {
  TemplateFieldsProps,
  TemplateFieldsLabels,
  TemplateFieldItem,
  TemplateFieldType,
} from './fragments/TemplateFields';
export { CaseAnalysisPanel, caseAnalysisStates } from './fragments/CaseAnalysisPanel';
export type {
  CaseAnalysisPanelProps,
  CaseAnalysisPanelLabels,
  CaseAnalysisItem,
  CaseAnalysisState,
} from './fragments/CaseAnalysisPanel';
export { ErrorGroups, errorGroupsStates, errorSources } from './fragments/ErrorGroups';
export type {
  ErrorGroupItem,
  ErrorGroupsLabels,
  ErrorGroupsProps,
  ErrorGroupsState,
  ErrorOccurrenceItem,
  ErrorSourceOption,
} from './fragments/ErrorGroups';
export { UpgradeDialog, upgradeDialogKinds } from './fragments/UpgradeDialog';
export type { UpgradeDialogProps, UpgradeDialogLabels } from './fragments/UpgradeDialog';
export { DeadlinesWidget, deadlinesWidgetStates } from './fragments/DeadlinesWidget';
export type {
  DeadlineItem,
  DeadlinesWidgetLabels,
  DeadlinesWidgetProps,
  DeadlinesWidgetState,
} from './fragments/DeadlinesWidget';
export { ActivityCharts, activityChartsStates } from './fragments/ActivityCharts';
export type {
  ActivityChartsLabels,
  ActivityChartsProps,
  ActivityChartsState,
  ActivityDay,
  ActivityUsage,
  RecentActivityItem,
  RecentActivityType,
} from './fragments/ActivityCharts';
export {
  HistoryList,
  defaultHistoryFilters,
  hasActiveHistoryFilters,
  historyListStates,
  historyTypes,
} from './fragments/HistoryList';
export type {
  HistoryFiltersValue,
  HistoryListItem,
  HistoryListLabels,
  HistoryListPagination,
  HistoryListProps,
  HistoryListState,
  HistoryType,
} from './fragments/HistoryList';
export { ReviewGrid, addQuestions, parseQuestions, questionsProblem } from './fragments/ReviewGrid';
export type {
  ReviewGridCell,
  ReviewGridLabels,
  ReviewGridProps,
  ReviewGridResult,
} from './fragments/ReviewGrid';
export {
  CreateReportWizard,
  wizardSteps,
  templateCategoryIcon,
  NO_REPORT_CASE,
} from './fragments/CreateReportWizard';
export type {
  CreateReportWizardProps,
  CreateReportWizardLabels,
  CreateReportWizardValues,
  CreateReportWizardErrors,
  WizardStepNumber,
  ReportTemplateItem,
  ReportCaseItem,
} from './fragments/CreateReportWizard';
export { ReportEditDialog } from './fragments/ReportEditDialog';
export type {
  ReportEditDialogProps,
  ReportEditDialogLabels,
  ReportEditValues,
  ReportEditErrors,
} from './fragments/ReportEditDialog';
export { ReportViewer, PDF_HISTORY_LIMIT, formatKb, sanitizeReportHtml } from './fragments/ReportViewer';
export type {
  ReportViewerProps,
  ReportViewerLabels,
  ReportViewerItem,
  ReportViewerActions,
  ReportPdfItem,
  ReportSection,
} from './fragments/ReportViewer';

// Fragments — legal editor (issue 5)
export { LegalEditor, legalEditorSaveStatuses, htmlBody, videoEmbedUrl } from './fragments/LegalEditor';
export type { LegalEditorProps, LegalEditorLabels, LegalEditorSaveStatus } from './fragments/LegalEditor';

// Fragments — administration: plan simulation and system checks (issue 14)
export { MembershipPanel, membershipPanelStates, formatRemaining } from './fragments/MembershipPanel';
export type {
  MembershipPanelLabels,
  MembershipPanelProps,
  MembershipPanelState,
  MembershipPlanItem,
  MembershipVerification,
} from './fragments/MembershipPanel';
export { VerificationGrid, verificationGridStates } from './fragments/VerificationGrid';
export type {
  VerificationGridLabels,
  VerificationGridProps,
  VerificationGridState,
  VerificationOutcome,
  VerificationRowItem,
} from './fragments/VerificationGrid';
export { SystemChecks, systemChecksStates, systemCheckVerdicts } from './fragments/SystemChecks';
export type {
  SystemCheckItem,
  SystemCheckVerdict,
  SystemChecksLabels,
  SystemChecksProps,
  SystemChecksState,
} from './fragments/SystemChecks';

// Fragments — administration: users, audit log, system figures (issue 14 item 5)
export { AdminUsersTable, adminUsersTableStates, AdminPager } from './fragments/AdminUsersTable';
export type {
  AdminPagerLabels,
  AdminPlanOption,
  AdminUserItem,
  AdminUsersTableLabels,
  AdminUsersTableProps,
  AdminUsersTableState,
} from './fragments/AdminUsersTable';
export {
  AuditLogTable,
  auditLogTableStates,
  auditActions,
  auditOutcomes,
  emptyAuditFilters,
} from './fragments/AuditLogTable';
export type {
  AuditEntryItem,
  AuditFilters,
  AuditLogTableLabels,
  AuditLogTableProps,
  AuditLogTableState,
} from './fragments/AuditLogTable';
export { SystemFigures, systemFiguresStates, formatBytes } from './fragments/SystemFigures';
export type {
  SystemFiguresData,
  SystemFiguresDay,
  SystemFiguresLabels,
  SystemFiguresProps,
  SystemFiguresState,
} from './fragments/SystemFigures';
// IA Supervisor (issue 15): runs, run detail, charts, MCP status, smart cache.
export {
  AiRunsTable,
  aiRunKinds,
  aiRunOutcomes,
  aiRunOutcomeTones,
  aiRunsTableStates,
  defaultAiRunFilters,
  formatRunTime,
  hasActiveAiRunFilters,
} from './fragments/AiRunsTable';
export type {
  AiRunFilters,
  AiRunItem,
  AiRunKindOption,
  AiRunOutcomeOption,
  AiRunsTableLabels,
  AiRunsTableProps,
  AiRunsTableState,
  WidenCopy,
} from './fragments/AiRunsTable';
export { AiRunDetail, aiRunDetailStates } from './fragments/AiRunDetail';
export type {
  AiRunCitationItem,
  AiRunDetailItem,
  AiRunDetailLabels,
  AiRunDetailProps,
  AiRunDetailState,
  AiRunPassageItem,
} from './fragments/AiRunDetail';
export { SupervisorCharts, supervisorChartsStates } from './fragments/SupervisorCharts';
export type {
  SupervisorChartsLabels,
  SupervisorChartsProps,
  SupervisorChartsState,
  SupervisorDay,
  SupervisorTotals,
} from './fragments/SupervisorCharts';
export { McpStatusPanel, mcpClientSnippet, mcpStatusPanelStates } from './fragments/McpStatusPanel';
export type {
  McpClientItem,
  McpStatusPanelLabels,
  McpStatusPanelProps,
  McpStatusPanelState,
  McpStatusView,
  McpToolItem,
} from './fragments/McpStatusPanel';
export { SmartCachePanel, enginesStates, smartCachePanelStates } from './fragments/SmartCachePanel';
export type {
  CacheCollectionItem,
  EngineLimitItem,
  EnginesState,
  EnginesSummary,
  SmartCachePanelLabels,
  SmartCachePanelProps,
  SmartCachePanelState,
  SmartCacheRequest,
  SmartCacheResult,
} from './fragments/SmartCachePanel';
