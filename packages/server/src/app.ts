import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import { createErrorHandler, createNotFoundHandler } from './errors.js';
import { jsonBodyLimit } from './middleware/body.js';
import { cors } from './middleware/cors.js';
import { requestContext, requestLog } from './middleware/request-context.js';
import { securityHeaders } from './middleware/security-headers.js';
import { healthRoutes } from './modules/health/routes.js';
import { staticRoutes } from './modules/static/routes.js';
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
  const app = new Hono<AppEnv>();

  app.use('*', requestContext(logger));
  app.use('*', requestLog());
  app.use('*', securityHeaders(config));
  app.use('*', cors(config.corsOrigins));
  app.use('/api/*', jsonBodyLimit());
  app.use('/auth/*', jsonBodyLimit());

  app.route('/health', healthRoutes({ db, version }));
  // Resource modules: app.route('/api/<resource>', <resource>Routes(deps)) — see modules/<resource>/.

  const { identity } = config;
  app.route(
    '/',
    staticRoutes({
      appDistDir: config.appDistDir,
      publicConfig: {
        productName: identity.productName,
        owner: { name: identity.ownerName, nif: identity.ownerNif, address: identity.ownerAddress },
        mailboxes: {
          contact: identity.contactEmail,
          privacy: identity.privacyEmail,
          legal: identity.legalEmail,
        },
      },
    }),
  );

  app.notFound(createNotFoundHandler());
  app.onError(createErrorHandler());
  return app;
}
