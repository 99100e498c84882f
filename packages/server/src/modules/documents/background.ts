import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { createHousekeeper } from '../../db/housekeeping.js';
import { createLocalFileStore, type FileStore } from '../files/store.js';
import { createJobRunner, pruneFinishedJobs, type JobRunner } from '../jobs/queue.js';
import { createExtractionPool, type ExtractionPool } from './extract/pool.js';
import { INGEST_JOB, ingestionHandler, type DocumentsDeps } from './service.js';

/**
 * A `*.part` upload untouched this long belongs to no live writer (a writer touches it every few
 * milliseconds), so the sweep removes it: after `kill -9`, or a crash, mid-upload.
 */
const PARTIAL_STALE_MS = 60_000;
/** A type check that takes longer than this is refused (it reads headers, not the whole document). */
const SNIFF_TIMEOUT_MS = 30_000;
/** How often the sweep runs besides at start. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** The documents module's long-lived parts: the file store, the ingestion worker and the OCR engine. */
export interface DocumentsBackground {
  /** Where uploads are kept (`DATA_DIR/files`). */
  files: FileStore;
  /** The ingestion worker (not started until `start()`). */
  runner: JobRunner;
  /** The extraction threads, and the one that checks uploads' types (ADR 0015). */
  pool: ExtractionPool;
  /** The service deps routes use (`wake` nudges the worker). */
  deps: DocumentsDeps;
  /**
   * Starts the worker and sweeps half-written uploads a killed process left and finished jobs older than a
   * week (now and every 10 minutes).
   */
  start(): void;
  /** Stops the worker and the extraction threads. */
  close(): Promise<void>;
}

/** Options of {@link createDocumentsBackground}. */
export interface DocumentsBackgroundOptions {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  /** @default the local store in `DATA_DIR/files` */
  files?: FileStore;
}

/**
 * Builds the file store, the extraction threads (OCR inside them, only when `OCR_ENABLED`) and the
 * ingestion worker over the `jobs` table, which processes as many documents at once as there are threads,
 * taking them fairly between users. `startServer` starts it after listening and closes it before the
 * database; tests start it when they need ingestion.
 */
export function createDocumentsBackground(options: DocumentsBackgroundOptions): DocumentsBackground {
  const { db, config, logger } = options;
  const files = options.files ?? createLocalFileStore(join(config.dataDir, 'files'));
  // One thread more than documents processed at once: a long PDF's page ranges are extracted by several
  // threads together (ADR 0015, "Speed"), and with the default of cores − 1 documents a 2-core machine
  // would otherwise never split one.
  const extraction = createExtractionPool({
    size: config.jobs.ingestWorkers + 1,
    taskTimeoutMs: config.jobs.ingestTimeoutMs,
    ...(config.pdftotextEnabled ? {} : { pdftotext: false as const }),
  });
  // Uploads decide a file's type in a thread of their own: behind a long extraction (a scan under OCR
  // takes minutes) every user's upload would otherwise wait for its 202.
  const sniffing = createExtractionPool({ size: 1, taskTimeoutMs: SNIFF_TIMEOUT_MS });
  const pool: ExtractionPool = {
    size: extraction.size,
    sniff: (bytes, signal) => sniffing.sniff(bytes, signal),
    extract: (bytes, kind, options) => extraction.extract(bytes, kind, options),
    async close() {
      await Promise.all([extraction.close(), sniffing.close()]);
    },
  };
  const ingestion = ingestionHandler({ db, files, logger, pool, ocr: config.ocrEnabled });
  // The embedded database has no autovacuum: large deletions earn a VACUUM a few seconds later.
  const housekeeper = createHousekeeper({
    db,
    kind: config.databaseUrl === undefined ? 'pglite' : 'postgres',
    logger,
  });
  const deps: DocumentsDeps = {
    db,
    files,
    logger,
    pool,
    wake: () => runner.wake(),
    cancelIngestion: ingestion.cancel,
    housekeeper,
  };
  const runner: JobRunner = createJobRunner({
    db,
    logger,
    leaseMs: config.jobs.leaseMs,
    concurrency: config.jobs.ingestWorkers,
    handlers: { [INGEST_JOB]: ingestion },
  });
  // Embedded, the database's lock guarantees this is the only process on DATA_DIR: every `*.part` at
  // start is an orphan. On PostgreSQL another instance may share the folder, so only stale ones go.
  const startStaleMs = config.databaseUrl === undefined ? 0 : PARTIAL_STALE_MS;
  const sweep = (staleMs: number) =>
    Promise.all([
      files.sweepPartials(staleMs).then(
        (removed) => {
          if (removed > 0) logger.info({ removed }, 'removed half-written uploads left by a stopped process');
        },
        (err: unknown) => logger.warn({ err }, 'could not sweep half-written uploads'),
      ),
      // Finished jobs' rows past their week (each upload leaves one).
      pruneFinishedJobs(db).then(
        (removed) => {
          if (removed > 0) {
            housekeeper.noteChanges('jobs', removed);
            logger.info({ removed }, 'removed finished jobs older than a week');
          }
        },
        (err: unknown) => logger.warn({ err }, 'could not prune finished jobs'),
      ),
    ]).then(() => undefined);
  let sweeper: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> = Promise.resolve();
  return {
    files,
    runner,
    pool,
    deps,
    start() {
      sweeping = sweep(startStaleMs);
      sweeper = setInterval(() => {
        sweeping = sweep(PARTIAL_STALE_MS);
      }, SWEEP_EVERY_MS);
      sweeper.unref();
      runner.start();
    },
    async close() {
      clearInterval(sweeper);
      await sweeping;
      await runner.stop();
      housekeeper.close();
      await pool.close();
    },
  };
}
