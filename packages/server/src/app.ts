import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import { createErrorHandler, createNotFoundHandler } from './errors.js';
import { createTokenVerifier, requireUser } from './middleware/auth.js';
import type { ChangeFeed } from './changes.js';
import { jsonBodyLimit } from './middleware/body.js';
import { cors } from './middleware/cors.js';
import {
  createConcurrencyGate,
  limitConcurrentPerUser,
  limitInFlightPerToken,
  createMemoryBuckets,
  limitPerUser,
} from './middleware/rate-limit.js';
import { resolveClientAddressMiddleware } from './middleware/socket-address.js';
import { requestContext, requestLog } from './middleware/request-context.js';
import { securityHeaders } from './middleware/security-headers.js';
import { accountRoutes } from './modules/account/routes.js';
import { createAccountDataRegistry, type AccountDataOwner } from './modules/account/registry.js';
import { registerCoreAccountData } from './modules/account/repo.js';
import { authApiEnvelope, createAuthRoutes } from './modules/auth/routes.js';
import { caseRoutes } from './modules/cases/routes.js';
import { registerPdfAccountData } from './modules/pdf/account.js';
import { pdfRoutes, signedPdfDownload } from './modules/pdf/routes.js';
import { createPdfService } from './modules/pdf/service.js';
import { registerAnalysisAccountData } from './modules/analysis/account.js';
import { documentAnalysisRoutes } from './modules/analysis/routes.js';
import { registerChatAccountData } from './modules/chat/account.js';
import { chatRoutes, documentChatRoutes } from './modules/chat/routes.js';
import { createCompleter } from './modules/ai/enhancer.js';
import { consultaRoutes } from './modules/consulta/routes.js';
import { PRODUCT_IDS } from './modules/products/catalogue.js';
import { productRoutes, unknownProductRoutes } from './modules/products/routes.js';
import { deadlineRoutes } from './modules/deadlines/routes.js';
import { registerCaseAnalysisAccountData } from './modules/caseAnalysis/account.js';
import { caseAnalysisRoutes, legalRoutes } from './modules/caseAnalysis/routes.js';
import { reviewGridRoutes } from './modules/reviewGrid/routes.js';
import { draftRoutes } from './modules/drafts/routes.js';
import { createAnalysisEngine } from './modules/analysis/engine.js';
import { registerReportsAccountData } from './modules/reports/account.js';
import { createReportsBackground, type ReportsBackground } from './modules/reports/background.js';
import { reportRoutes } from './modules/reports/routes.js';
import { recordReportPdf } from './modules/reports/service.js';
import { registerDocumentsAccountData } from './modules/documents/account.js';
import { createDocumentsBackground, type DocumentsBackground } from './modules/documents/background.js';
import { documentRoutes, queryRoutes, uploadRoutes } from './modules/documents/routes.js';
import { createKeyStore } from './modules/auth/keys.js';
import { consentRoutes } from './modules/consent/routes.js';
import { devRoutes } from './modules/dev/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { createLegislationSearch, type LegislationSearch } from './modules/search/engine.js';
import { withSemanticRecall, type SemanticSearch } from './modules/search/embeddings/hybrid.js';
import { legislationImportRoutes } from './modules/legislation/importRoutes.js';
import { collectionRoutes, legislationRoutes, systemRoutes } from './modules/legislation/routes.js';
import { createMailer } from './modules/mail/mailer.js';
import type { Mailer } from './modules/mail/types.js';
import { profileRoutes, rpcRoutes } from './modules/profile/routes.js';
import { createPrerenderer, type Prerenderer } from './modules/static/prerender.js';
import { serialiseConfig, spaNavigation, staticRoutes } from './modules/static/routes.js';
import { requireAdmin } from './middleware/admin.js';
import { planRoutes, supportRoutes } from './modules/plans/routes.js';
import { registerPlansAccountData } from './modules/plans/account.js';
import { createPlanEnforcer } from './modules/plans/service.js';
import { requirePlan } from './modules/plans/middleware.js';
import { historyRoutes } from './modules/history/routes.js';
import { recordQueries } from './modules/history/record.js';
import { registerHistoryAccountData } from './modules/history/account.js';
import { registerBillingAccountData } from './modules/billing/account.js';
import { billingRoutes, billingWebhookRoutes } from './modules/billing/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { membershipRoutes } from './modules/admin/memberships.js';
import { systemCheckRoutes } from './modules/admin/checks.js';
import { adminErrorRoutes, clientErrorRoutes } from './modules/errors/routes.js';
import { createErrorTracking } from './modules/errors/service.js';
import { registerErrorsAccountData } from './modules/errors/account.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { apiKeyRoutes } from './modules/apiKeys/routes.js';
import { createApiKeyAuth } from './modules/apiKeys/auth.js';
import { registerApiKeysAccountData } from './modules/apiKeys/account.js';
import { recordAiRuns } from './modules/supervisor/record.js';
import { smartCacheRoutes, supervisorRoutes } from './modules/supervisor/routes.js';
import { registerSupervisorAccountData } from './modules/supervisor/account.js';
import { mcpRoutes } from './modules/mcp/routes.js';
import { registerMcpAccountData } from './modules/mcp/account.js';
import { openApiRoutes } from './modules/openapi/routes.js';
import type { AppEnv } from './types.js';
import { readServerVersion } from './version.js';

/** Everything the app needs; no module-level singletons (HOUSE-STYLE §19). */
export interface AppDeps {
  /** Validated configuration. */
  config: Config;
  /** Open, migrated database. */
  db: Kysely<Database>;
  /** Process logger; each request gets a child bound to its request id. */
  logger: Logger;
  /** Version reported by `/health`. @default the version in packages/server/package.json */
  version?: string;
  /**
   * Sends the auth e-mails. @default createMailer({ config, logger, db }), whose SMTP deliverer is never
   * started here (`startServer` passes a started one)
   */
  mailer?: Mailer;
  /**
   * Extra owners of personal data for account export and deletion, registered after the core ones (auth
   * user, profile, sessions, audit log, cookie consents, e-mails) and the resource modules'. For tests;
   * modules register theirs in `createApp` next to their routes. @default []
   */
  extraAccountData?: readonly AccountDataOwner[];
  /**
   * The documents module's file store and ingestion worker. `startServer` creates, starts and closes
   * it; without one the app builds its own and never starts the worker (requests still queue jobs).
   */
  background?: DocumentsBackground;
  /**
   * The reports module's PDF worker and service deps. `startServer` creates, starts and closes it;
   * without one the app builds its own and never starts the worker (requests still queue PDF jobs).
   */
  reports?: ReportsBackground;
  /**
   * The legislation search engine (its own thread, ADR 0021). `startServer` creates and closes it;
   * without one the app builds its own, whose thread starts only when public norms exist.
   */
  legislationSearch?: LegislationSearch;
  /**
   * The public pages' prerenderer (ADR 0035). `startServer` creates it to warm it once listening;
   * without one the app builds its own, which renders each page on its first request.
   */
  prerender?: Prerenderer;
  /**
   * Semantic recall through `EMBEDDINGS_URL` (ADR 0021): `/query/mixed` fuses its vector ranking with
   * the lexical one. `startServer` creates, starts and closes it when configured. @default none
   */
  semanticSearch?: SemanticSearch;
  /**
   * Invalidation of remembered sessions and account status across servers (on PostgreSQL the NOTIFY
   * feed `startServer` opens, ADR 0037). @default none: on PostgreSQL every token check asks the
   * database; on the embedded database this process's own counters
   */
  changes?: ChangeFeed;
}

/**
 * The spec's main-backend paths that are not under `/api` (§7, ADR 0010): they pass the same
 * authentication as `/api/*`.
 */
export const MAIN_BACKEND_PREFIXES = [
  '/cases',
  '/upload',
  '/documents',
  '/query',
  '/case-analysis',
  '/legislation',
  '/collections',
  '/system',
  '/document',
  '/chat',
  '/consulta',
  // The specialised analysers, `/{product}/analyze` and `/{product}/status` (ADR 0025).
  '/sentencias',
  '/contratos',
  '/pliegos',
  '/laboral',
  // The MCP server and the IA Supervisor's calls (issue 15).
  '/mcp',
] as const;

/**
 * `/api` routes that are public on purpose, outside `/api/public/*`: the OpenAPI document describes the
 * API and holds no one's data (issue 15 asks for it at this path).
 */
export const PUBLIC_API_PATHS = ['/api/openapi.json'] as const;

/**
 * The runtime configuration the server injects into every HTML page it sends (ADR 0006): identity,
 * mailboxes and where supabase-js signs in. Never a secret.
 */
export function publicConfigOf(config: Config) {
  const { identity } = config;
  return {
    productName: identity.productName,
    owner: { name: identity.ownerName, nif: identity.ownerNif, address: identity.ownerAddress },
    mailboxes: {
      contact: identity.contactEmail,
      privacy: identity.privacyEmail,
      legal: identity.legalEmail,
    },
    // supabase-js in the app: hosted Supabase when its URL and anon key are configured, else our
    // own /auth/v1 on this origin ('' = same origin).
    ...(config.auth.supabase?.anonKey
      ? { authUrl: config.auth.supabase.url, authAnonKey: config.auth.supabase.anonKey }
      : { authUrl: '' }),
  };
}

/**
 * Builds the Hono app: request id and structured request log, security headers on every response,
 * allow-listed CORS, a 1 MB cap on JSON API bodies, the health module, resource modules under `/api`
 * (added here as they are written), and last the built web app with its SPA fallback. Errors go through
 * the single mapper in `errors.ts`.
 *
 * Module order matters: the static router is mounted last so it never shadows an API route.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, db, logger } = deps;
  const version = deps.version ?? readServerVersion();
  const mailer = deps.mailer ?? createMailer({ config, logger, db });
  // Our /auth/v1 and the API share the ES256 signing keys stored in the database (ADR 0007).
  const keys = createKeyStore(db, { encryptionKey: config.auth.keyEncryptionKey });
  // Live sessions are remembered in process: on the embedded database (one process by construction)
  // until this process deletes one; on PostgreSQL until any server's deletion is notified (ADR 0037).
  const verifier = createTokenVerifier({
    config,
    keys,
    db,
    cacheSessions: !config.databaseUrl,
    changes: deps.changes,
  });
  if (config.auth.autoconfirm && config.auth.adminEmails.length > 0) {
    logger.warn('AUTH_AUTOCONFIRM is on: anyone can sign up as an ADMIN_EMAILS address without proving it');
  }
  // Every module that stores personal data registers how to export and delete it (SECURITY 17): the
  // core owners here; cases, documents, files, reports and PDFs add theirs when they are mounted.
  const accountData = createAccountDataRegistry();
  registerCoreAccountData(accountData);
  const background = deps.background ?? createDocumentsBackground({ db, config, logger });
  // Generated PDFs live in the documents' file store, in each user's folder (ADR 0012).
  const pdf = createPdfService({ db, files: background.files, logger });
  const reports =
    deps.reports ?? createReportsBackground({ db, config, logger, files: background.files, pdf });
  const legislationSearch = deps.legislationSearch ?? createLegislationSearch({ db, logger });
  legislationSearch.start();
  const app = new Hono<AppEnv>();
  const publicConfig = publicConfigOf(config);

  app.use('*', requestContext(logger));
  // The client address rate limits and audits use: the socket's, or X-Forwarded-For as far as
  // TRUST_PROXY allows.
  app.use('*', resolveClientAddressMiddleware(config.trustProxy));
  app.use('*', requestLog());
  app.use('*', securityHeaders(config));
  app.use('*', cors(config.corsOrigins));
  app.use('/auth/v1/*', authApiEnvelope());
  app.use('/api/*', jsonBodyLimit());
  app.use('/auth/*', jsonBodyLimit());
  // A browser navigation to a client route that is also an API path (`/documents`, `/cases`) gets
  // the app, before any API route sees it (ADR 0010).
  const prerender =
    deps.prerender ??
    createPrerenderer(config.appDistDir, serialiseConfig(publicConfig), { origin: config.publicUrl });
  app.use(
    '*',
    spaNavigation({
      appDistDir: config.appDistDir,
      publicConfig,
      apiPrefixes: MAIN_BACKEND_PREFIXES,
      prerender,
    }),
  );
  // Every /api route needs a verified bearer token, except /api/public/*; so do the spec's main-backend
  // paths outside /api.
  // The plan in effect, enforced by the routes that spend it (ADR 0026).
  const plans = createPlanEnforcer(db);
  // A bearer may also be an API key of the empresarial plan (issue 15).
  const apiKeys = createApiKeyAuth({ db, config, plans });
  const authenticate = requireUser({
    verifier,
    config,
    db,
    cacheUserStatus: !config.databaseUrl,
    apiKeys,
    changes: deps.changes,
  });
  // The OpenAPI document is public (it describes the API, it holds no data), generated on first use.
  app.route('/api/openapi.json', openApiRoutes({ app: () => app, version }));
  // A signed PDF link (`?firma=`) opens in a new tab without a bearer token (ADR 0012).
  app.use('/api/pdf/descargar/*', signedPdfDownload(pdf));
  // One client's flood of searches is cut before authentication, which reads the database (ADR 0015).
  const tokensInFlight = createConcurrencyGate({ perUser: 6, maxWaiting: 0 });
  app.use('/query/*', limitInFlightPerToken(tokensInFlight, 'search'));
  app.use('/api/reports/search', limitInFlightPerToken(tokensInFlight, 'report_search'));
  app.use('/api/*', authenticate);
  // (`/cases/*` also matches `/cases` itself.)
  for (const prefix of MAIN_BACKEND_PREFIXES) app.use(`${prefix}/*`, jsonBodyLimit(), authenticate);
  // The MCP endpoint itself is `/mcp` (no trailing path).
  app.use('/mcp', jsonBodyLimit(), authenticate);
  // Costly calls: a token bucket per signed-in user each, and at most 2 searches of one user in flight
  // (more wait up to 2 s, then 429), so one user cannot hold the database for everyone (ADR 0015). The
  // gate comes first: a call refused for being one too many in flight spends no token.
  const limits = config.rateLimits;
  const searches = createConcurrencyGate({ perUser: 2, maxWaiting: 4, waitMs: 2000 });
  // On the embedded database (one process by construction) the search buckets live in memory: a
  // search then costs no write to the one connection every request shares (ADR 0021).
  const searchBuckets = config.databaseUrl ? undefined : createMemoryBuckets();
  for (const path of ['/query/*', '/consulta/*']) {
    app.use(
      path,
      limitConcurrentPerUser(searches, 'search'),
      limitPerUser(db, limits.search, 'search', searchBuckets),
    );
  }
  app.use(
    '/api/reports/search',
    limitConcurrentPerUser(searches, 'report_search'),
    limitPerUser(db, limits.reportSearch, 'report_search'),
  );
  app.use('/case-analysis/*', limitPerUser(db, limits.caseAnalysis, 'case_analysis'));
  // `/legal/*` is also the public legal pages: only the API path is authenticated.
  app.use(
    '/legal/case_analysis',
    jsonBodyLimit(),
    authenticate,
    limitPerUser(db, limits.caseAnalysis, 'case_analysis'),
  );
  app.use(
    '/legal/review_grid*',
    jsonBodyLimit(),
    authenticate,
    limitPerUser(db, limits.caseAnalysis, 'case_analysis'),
  );
  app.use('/api/reports/enhance/*', limitPerUser(db, limits.enhance, 'enhance'));
  // PDF export is a plan capability (spec §6): estudiante is refused before any work (ADR 0026).
  const pdfPlan = requirePlan(plans, 'pdf');
  app.use('/api/reports/generate-pdf/*', pdfPlan);
  app.use('/api/pdf/generar-informe-legal', pdfPlan);
  app.use(
    '/api/reports/create',
    requirePlan(
      plans,
      'pdf',
      (body) => (body as { generate_pdf?: unknown } | undefined)?.generate_pdf === true,
    ),
  );
  const pdfLimit = limitPerUser(db, limits.pdf, 'pdf');
  app.use('/api/reports/generate-pdf/*', pdfLimit);
  app.use('/api/pdf/generar-informe-legal', pdfLimit);

  // Admin endpoints: the role is checked on the server for every one (issue 14), refusals audited.
  app.use('/api/admin/*', requireAdmin(db));
  app.use('/api/admin', requireAdmin(db));
  // Issue 14: each search, extraction query, analysis and chat question goes to the query history.
  const moduleDeps = { db, config, logger };
  // Client reports and server 5xx grouped for the admin, critical ones alerted (issue 14 item 8).
  const errorTracking = createErrorTracking({ db, config, logger, mailer });
  const recorder = recordQueries(moduleDeps);
  // Issue 15: every analysis, chat answer and enhancement is an AI run for the IA Supervisor.
  const aiRuns = recordAiRuns(moduleDeps);
  for (const path of [
    '/document/*',
    '/chat/*',
    '/legal/case_analysis',
    '/legal/review_grid',
    '/api/reports/enhance/*',
    ...PRODUCT_IDS.map((product) => `/${product}/analyze`),
  ]) {
    app.use(path, aiRuns);
  }
  for (const path of [
    '/query/*',
    '/consulta/*',
    '/document/*',
    '/chat/*',
    '/legal/case_analysis',
    '/legal/review_grid',
    // The specialised analysers' analyses are recorded too (history type product_analysis).
    ...PRODUCT_IDS.map((product) => `/${product}/analyze`),
  ]) {
    app.use(path, recorder);
  }

  app.route('/health', healthRoutes({ db, version }));
  app.route('/auth/v1', createAuthRoutes({ db, config, keys, verifier, mailer }));
  // Resource modules: app.route('/api/<resource>', <resource>Routes(deps)) — see modules/<resource>/.
  app.route('/api/profile', profileRoutes({ db, config }));
  app.route('/api/plan', planRoutes({ db }));
  app.route('/api/support', supportRoutes({ db }));
  app.route('/api/queries/history', historyRoutes(moduleDeps));
  app.route('/api/billing', billingRoutes(moduleDeps));
  app.route('/api/public/billing', billingWebhookRoutes(moduleDeps));
  app.route('/api/admin/memberships', membershipRoutes({ ...moduleDeps, plans }));
  app.route(
    '/api/admin/checks',
    systemCheckRoutes({ ...moduleDeps, files: background.files, legislationSearch }),
  );
  app.route('/api/admin/errors', adminErrorRoutes(moduleDeps));
  app.route('/api/admin', adminRoutes(moduleDeps));
  app.route(
    '/api/public/client-errors',
    clientErrorRoutes({ ...moduleDeps, verifier, mailer, tracking: errorTracking }),
  );
  app.route('/api/dashboard', dashboardRoutes(moduleDeps));
  app.route('/api/settings', settingsRoutes(moduleDeps));
  app.route('/api/api-keys', apiKeyRoutes({ ...moduleDeps, plans }));
  app.route('/api/supervisor', supervisorRoutes(moduleDeps));
  app.route('/api/rpc', rpcRoutes({ db, config }));
  app.route('/cases', caseRoutes({ db, documents: background.deps }));
  app.route('/upload', uploadRoutes(background.deps));
  app.route('/documents', documentRoutes(background.deps));
  // PGlite ignores statement_timeout, and a transaction there would hold the only connection for the
  // whole search: the timeout (and its transaction) is for PostgreSQL only.
  app.route(
    '/query',
    queryRoutes(background.deps, {
      legislation: deps.semanticSearch
        ? withSemanticRecall(legislationSearch, deps.semanticSearch)
        : legislationSearch,
      statementTimeoutMs: config.databaseUrl ? config.search.statementTimeoutMs : undefined,
    }),
  );
  registerDocumentsAccountData(accountData, background.deps);
  registerChatAccountData(accountData);
  registerAnalysisAccountData(accountData);
  registerCaseAnalysisAccountData(accountData);
  registerPlansAccountData(accountData);
  registerHistoryAccountData(accountData);
  registerBillingAccountData(accountData);
  registerApiKeysAccountData(accountData);
  app.route(
    '/api/pdf',
    pdfRoutes({
      pdf,
      onReportPdf: async (userId, reportId, file) => {
        await recordReportPdf(reports.deps, userId, reportId, file);
      },
    }),
  );
  registerPdfAccountData(accountData, background.files);
  app.route('/api/reports', reportRoutes(reports.deps, { plans }));
  app.route('/case-analysis', caseAnalysisRoutes({ db }));
  app.route(
    '/consulta',
    consultaRoutes({
      db,
      legislation: legislationSearch,
      statementTimeoutMs: config.databaseUrl ? config.search.statementTimeoutMs : undefined,
    }),
  );
  // Document intelligence (issue 13): analysis and chat share the `/document` prefix.
  // One analysis thread (started on the first analysis, ended when idle) for documents and cases.
  const analysis = {
    db,
    legislation: legislationSearch,
    engine: createAnalysisEngine({ idleMs: 30_000 }),
    plans,
  };
  app.route('/document', documentAnalysisRoutes(analysis));
  app.route('/legal', legalRoutes(analysis));
  app.route('/legal', reviewGridRoutes({ db, plans }));
  // With AI_PROVIDER the model rewrites the chat's answers from the passages found (citations checked).
  const chat = { db, completer: createCompleter({ config, logger }), plans };
  app.route('/document', documentChatRoutes(chat));
  app.route('/document', draftRoutes(analysis));
  app.route('/chat', chatRoutes(chat));
  // Issue 15: the smart cache and the MCP server (Streamable HTTP at `/mcp`, `GET /mcp/status`).
  app.route('/mcp', smartCacheRoutes({ ...moduleDeps, legislation: legislationSearch, analysis, plans }));
  app.route(
    '/mcp',
    mcpRoutes({
      ...moduleDeps,
      version,
      plans,
      legislation: legislationSearch,
      documents: background.deps,
      analysis,
      chat,
    }),
  );
  registerMcpAccountData(accountData);
  // The specialised analysers: views of the same document analysis (ADR 0025).
  for (const product of PRODUCT_IDS) app.route(`/${product}`, productRoutes(analysis, product));
  // The dashboard's upcoming plazos, from the stored case and document analyses.
  app.route('/api/deadlines', deadlineRoutes({ db }));
  // Admin upload of BOE norms (before any `/legislation` router, which must not shadow it).
  app.route(
    '/legislation/import',
    legislationImportRoutes({
      db,
      authenticate,
      onImported: () => legislationSearch.refresh(),
    }),
  );
  app.route('/legislation', legislationRoutes({ db }));
  app.route('/collections', collectionRoutes({ db }));
  app.route(
    '/system',
    systemRoutes({
      db,
      config,
      version,
      searchInfo: () => ({
        ...legislationSearch.info(),
        ...(deps.semanticSearch ? { embeddings: deps.semanticSearch.info() } : {}),
      }),
    }),
  );
  registerReportsAccountData(accountData);
  registerErrorsAccountData(accountData);
  registerSupervisorAccountData(accountData);
  for (const owner of deps.extraAccountData ?? []) accountData.register(owner);
  app.route('/api/account', accountRoutes({ db, config, registry: accountData }));
  app.route('/api/public/cookie-consent', consentRoutes({ db, verifier }));
  // Loopback-only development pages (mail outbox); 404 everywhere else and whenever SMTP_URL is set.
  app.route('/dev', devRoutes({ db, config }));

  // `/{other}/analyze|status` that nothing above answered: 404 listing the products (keep it last).
  app.route('/', unknownProductRoutes());
  app.route('/', staticRoutes({ appDistDir: config.appDistDir, publicConfig, prerender }));

  app.notFound(createNotFoundHandler());
  app.onError(createErrorHandler({ onServerError: errorTracking.recordServerError }));
  return app;
}
