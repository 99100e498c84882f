import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import { createApp, publicConfigOf } from './app.js';
import { admitSearches } from './http/admission.js';
import type { Config } from './config.js';
import { createDatabase, type DatabaseHandle } from './db/index.js';
import type { Database } from './db/schema.js';
import { createPostgresChanges } from './changes.js';
import { createFileStore } from './modules/files/store.js';
import { migrateToLatest } from './db/migrate.js';
import { createLogger } from './logger.js';
import { createDocumentsBackground } from './modules/documents/background.js';
import { prepareSigningKeys } from './modules/auth/keys.js';
import { createMailer, type ManagedMailer } from './modules/mail/mailer.js';
import { createReportsBackground } from './modules/reports/background.js';
import { createPrerenderer } from './modules/static/prerender.js';
import { serialiseConfig } from './modules/static/routes.js';
import { createLegislationSearch } from './modules/search/engine.js';
import { createSemanticSearch } from './modules/search/embeddings/hybrid.js';
import { syncTemplates } from './modules/reports/templates.js';
import { setMeta } from './modules/meta/repo.js';
import type { AppEnv } from './types.js';
import { readServerVersion } from './version.js';

/** How long `close()` waits for in-flight requests before cutting connections. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/** The public pages are warmed this long after listening, once the start-up work has settled. */
const WARM_PAGES_AFTER_MS = 500;

/** Options for {@link startServer}. */
export interface StartServerOptions {
  /** Logger to use. @default a JSON logger on stdout at `config.logLevel` */
  logger?: Logger;
  /** Cap on waiting for in-flight requests in `close()`. @default SHUTDOWN_TIMEOUT_MS */
  shutdownTimeoutMs?: number;
}

/** A listening server started by {@link startServer}. */
export interface RunningServer {
  /** Base URL to call it on (`http://localhost:<port>` when bound to all interfaces). */
  url: string;
  /** The port actually bound (useful with `port: 0`). */
  port: number;
  /** The Hono app, for in-process requests (`app.request(...)`). */
  app: Hono<AppEnv>;
  /** The open database. Closed by `close()`. */
  database: DatabaseHandle;
  /** The logger in use. */
  logger: Logger;
  /** The mailer passed to the app: SMTP (deliverer started) when `SMTP_URL` is set, else the dev outbox. */
  mailer: ManagedMailer;
  /**
   * Graceful stop: stops accepting connections, lets in-flight requests finish (at most
   * `shutdownTimeoutMs`, then cuts them), waits for e-mails being sent, closes the database.
   * Idempotent; resolves when all is closed.
   */
  close(): Promise<void>;
}

/** Key of the advisory lock held by a server's start-up writes (any constant shared by every server). */
export const STARTUP_LOCK_KEY = 7_371_104_016;

/**
 * Runs `fn` while holding a PostgreSQL session advisory lock on one connection, so servers starting
 * together do their start-up writes one after the other (migrations take their own lock too). The
 * embedded database has one process: `fn` runs directly.
 */
async function oneAtATime(
  database: DatabaseHandle,
  fn: (db: Kysely<Database>) => Promise<void>,
): Promise<void> {
  if (database.kind !== 'postgres') return fn(database.db);
  await database.db.connection().execute(async (db) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(db);
    try {
      await fn(db);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(db);
    }
  });
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

function listen(app: Hono<AppEnv>, config: Config): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Searches are admitted a bounded number at a time (`SEARCHES_IN_FLIGHT`; ADR 0021 §Speed, fifth round).
    const fetch = admitSearches(app.fetch, { maxInFlight: config.search.maxInFlight });
    const server = serve({ fetch, port: config.port, hostname: config.host }) as Server;
    const onError = (err: Error) => {
      server.off('listening', onListening);
      reject(err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(server);
    };
    server.once('error', onError);
    server.once('listening', onListening);
  });
}

function stopServer(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    // Keep-alive connections that finish their request become idle: close them as they do.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearInterval(idleSweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Starts Alegato in this process: opens the database, runs migrations, records `schema_version` and
 * `last_started_at` in `app_meta`, builds the app and listens on `config.host:config.port` (port 0 picks
 * a free port). Used by `main.ts`, tests and benchmarks.
 *
 * @example
 * const server = await startServer(loadConfig({ PORT: '0', DATA_DIR: '/tmp/alegato' }));
 * await fetch(`${server.url}/health`);
 * await server.close();
 */
export async function startServer(config: Config, options: StartServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const version = readServerVersion();
  const database = await createDatabase(config, {
    logger,
    ...(config.databasePreparedStatements ? {} : { prepareThreshold: 0 }),
  });
  const mailer = createMailer({ config, logger, db: database.db });
  // STORAGE_URL: with several servers, a directory every one of them sees or a bucket (ADR 0037).
  const files = createFileStore(config.storage);
  const background = createDocumentsBackground({ db: database.db, config, logger, files });
  const reports = createReportsBackground({ db: database.db, config, logger, files: background.files });
  const legislationSearch = createLegislationSearch({ db: database.db, logger });
  // Semantic recall only when an embeddings server is configured (EMBEDDINGS_URL, ADR 0021).
  const semanticSearch = config.embeddings
    ? createSemanticSearch({ db: database.db, config: config.embeddings, logger })
    : undefined;
  // On PostgreSQL other servers may share the database: what this one remembers of sessions and
  // account status is dropped when any of them changes it (LISTEN/NOTIFY, ADR 0037).
  const changes =
    database.kind === 'postgres' && config.databaseUrl
      ? createPostgresChanges({ url: config.databaseUrl, logger })
      : undefined;
  let server: Server;
  const prerender = createPrerenderer(config.appDistDir, serialiseConfig(publicConfigOf(config)), {
    origin: config.publicUrl,
  });
  let app: Hono<AppEnv>;
  try {
    // Servers starting together run the start-up writes one at a time (migrations, templates, keys).
    await oneAtATime(database, async (db) => {
      const report = await migrateToLatest(db);
      if (report.applied.length > 0) logger.info({ applied: report.applied }, 'migrations applied');
      await setMeta(db, 'schema_version', { version: report.schemaVersion });
      await setMeta(db, 'last_started_at', { at: new Date().toISOString(), version });
      if (await syncTemplates(db)) logger.info('report templates updated');
      // A missing or wrong AUTH_KEY_ENCRYPTION_KEY stops the start here, not at the first sign-in.
      const sealed = await prepareSigningKeys(db, { encryptionKey: config.auth.keyEncryptionKey });
      if (sealed > 0) logger.info({ sealed }, 'signing keys encrypted with AUTH_KEY_ENCRYPTION_KEY');
    });
    await changes?.started;
    app = createApp({
      prerender,
      config,
      db: database.db,
      logger,
      version,
      mailer,
      background,
      reports,
      legislationSearch,
      semanticSearch,
      changes,
    });
    server = await listen(app, config);
  } catch (err) {
    await changes?.close();
    await semanticSearch?.close();
    await legislationSearch.close();
    await mailer.close();
    await database.close();
    throw err;
  }
  // The ingestion worker starts after listening; jobs left by a crashed process are taken again.
  background.start();
  reports.start();
  // With SMTP_URL, mails committed while no server ran (or left by a crashed one) go out now.
  mailer.start();
  // Embeds the public legislation in the background and loads the vectors (never blocks requests).
  semanticSearch?.start();
  // The public pages are rendered before the first visitor asks (loading the render bundle takes a
  // second or more); requests meanwhile wait for the same render, never a second one.
  setTimeout(() => void prerender.warm(), WARM_PAGES_AFTER_MS).unref();
  const port = (server.address() as AddressInfo).port;
  const url = `http://${displayHost(config.host)}:${port}`;
  logger.info({ url, db: database.kind, pid: process.pid }, 'listening');
  if (mailer.mode === 'outbox') {
    logger.info({ outbox: `${url}/dev/outbox` }, 'SMTP_URL not set: e-mails are kept in the dev outbox');
  }

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    app,
    database,
    logger,
    mailer,
    close() {
      closing ??= (async () => {
        logger.info('shutting down');
        try {
          await stopServer(server, options.shutdownTimeoutMs ?? SHUTDOWN_TIMEOUT_MS);
        } finally {
          await background.close();
          await reports.close();
          await semanticSearch?.close();
          await legislationSearch.close();
          await mailer.close();
          await changes?.close();
          await database.close();
        }
        logger.info('stopped');
      })();
      return closing;
    },
  };
}
