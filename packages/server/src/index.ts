/**
 * `@alegato/server`: Hono on Node over PostgreSQL (PGlite embedded by default).
 *
 * Start in-process with {@link startServer}; build the app alone with {@link createApp}.
 */
export { createApp, type AppDeps } from './app.js';
export {
  ConfigError,
  isHttps,
  loadConfig,
  LOG_LEVELS,
  type Config,
  type LoadConfigOptions,
  type LogLevel,
  type OwnerIdentity,
} from './config.js';
export {
  createDatabase,
  type CreateDatabaseOptions,
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
} from './db/index.js';
export { migrateToLatest, type MigrationReport } from './db/migrate.js';
export { LATEST_MIGRATION } from './db/migrations/index.js';
export {
  AppError,
  ERROR_MESSAGES,
  ErrorBodySchema,
  type AppErrorOptions,
  type ErrorBody,
  type ErrorDetail,
} from './errors.js';
export { createLogger, type LoggerOptions } from './logger.js';
export { jsonBodyLimit, JSON_BODY_LIMIT_BYTES } from './middleware/body.js';
export { CONTENT_SECURITY_POLICY } from './middleware/security-headers.js';
export { HealthResponseSchema, type HealthResponse } from './modules/health/schema.js';
export { createMailer, type CreateMailerOptions, type ManagedMailer } from './modules/mail/mailer.js';
export { renderAuthMail, type MailContext, type RenderedMail } from './modules/mail/templates.js';
export type { AuthMail, Mailer } from './modules/mail/types.js';
export { SPA_ROUTES } from './modules/static/service.js';
export { SHUTDOWN_TIMEOUT_MS, startServer, type RunningServer, type StartServerOptions } from './server.js';
export type { AppEnv, AppVariables } from './types.js';
export { readServerVersion } from './version.js';
