import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { FileStore } from '../files/store.js';
import { createEnhancer } from '../ai/index.js';
import { createReportStatistics } from './statistics.js';
import { createJobRunner, type JobRunner } from '../jobs/queue.js';
import { createPdfService } from '../pdf/service.js';
import {
  REPORT_PDF_JOB,
  reportPdfHandler,
  type ReportEnhancer,
  type ReportPdfService,
  type ReportsDeps,
} from './service.js';

/** The reports module's long-lived parts: the `report-pdf` worker and the deps the routes use. */
export interface ReportsBackground {
  /** The service deps routes use (`wake` nudges the worker). */
  deps: ReportsDeps;
  /** The PDF worker (not started until `start()`). */
  runner: JobRunner;
  /** Starts the worker. */
  start(): void;
  /** Stops the worker (a running job is taken again after its lease). */
  close(): Promise<void>;
}

/** Options of {@link createReportsBackground}. */
export interface ReportsBackgroundOptions {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  /** The AI enhancer. @default createEnhancer({ config, logger }) (embedded composer without AI_PROVIDER) */
  enhancer?: ReportEnhancer;
  /** The PDF service. @default createPdfService over `files`; none without `files` (PDFs answer 503) */
  pdf?: ReportPdfService;
  /** Clock. @default () => new Date() */
  now?: () => Date;
  /** The file store PDFs are kept in (the documents' store). */
  files?: FileStore;
}

/**
 * Builds the `report-pdf` worker over the `jobs` table (the same queue as the documents' ingestion, its
 * own runner: one runner per module, each claiming only its kinds). `startServer` starts it after
 * listening and closes it before the database; tests start it when they need PDFs.
 */
export function createReportsBackground(options: ReportsBackgroundOptions): ReportsBackground {
  const { db, config, logger } = options;
  const enhancer = options.enhancer ?? createEnhancer({ config, logger });
  const pdf =
    options.pdf ??
    (options.files
      ? createPdfService({ db, files: options.files, logger, ...(options.now ? { now: options.now } : {}) })
      : undefined);
  const deps: ReportsDeps = {
    db,
    logger,
    enhancer,
    ...(pdf ? { pdf } : {}),
    ...(options.files ? { files: options.files } : {}),
    ...(options.now ? { now: options.now } : {}),
    wake: () => runner.wake(),
    statistics: createReportStatistics(db, logger, config.databaseUrl === undefined ? 'pglite' : 'postgres'),
  };
  const runner: JobRunner = createJobRunner({
    db,
    logger,
    leaseMs: config.jobs.leaseMs,
    handlers: { [REPORT_PDF_JOB]: reportPdfHandler(deps) },
  });
  return {
    deps,
    runner,
    start: () => runner.start(),
    async close() {
      await runner.stop();
      await deps.statistics?.settled();
    },
  };
}
