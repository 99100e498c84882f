import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { createLocalFileStore, type FileStore } from '../files/store.js';
import { createJobRunner, type JobRunner } from '../jobs/queue.js';
import { createOcrEngine, type OcrEngine } from './extract/index.js';
import { INGEST_JOB, ingestionHandler, type DocumentsDeps } from './service.js';

/** The documents module's long-lived parts: the file store, the ingestion worker and the OCR engine. */
export interface DocumentsBackground {
  /** Where uploads are kept (`DATA_DIR/files`). */
  files: FileStore;
  /** The ingestion worker (not started until `start()`). */
  runner: JobRunner;
  /** The service deps routes use (`wake` nudges the worker). */
  deps: DocumentsDeps;
  /** Starts the worker. */
  start(): void;
  /** Stops the worker and the OCR engine. */
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
 * Builds the file store, the OCR engine (created on first use, only when `OCR_ENABLED`) and the
 * ingestion worker over the `jobs` table. `startServer` starts it after listening and closes it before
 * the database; tests start it when they need ingestion.
 */
export function createDocumentsBackground(options: DocumentsBackgroundOptions): DocumentsBackground {
  const { db, config, logger } = options;
  const files = options.files ?? createLocalFileStore(join(config.dataDir, 'files'));
  let ocr: OcrEngine | undefined;
  const deps: DocumentsDeps = { db, files, logger, wake: () => runner.wake() };
  const runner: JobRunner = createJobRunner({
    db,
    logger,
    leaseMs: config.jobs.leaseMs,
    handlers: {
      [INGEST_JOB]: ingestionHandler({
        ...deps,
        ocr: () => (config.ocrEnabled ? (ocr ??= createOcrEngine()) : undefined),
      }),
    },
  });
  return {
    files,
    runner,
    deps,
    start: () => runner.start(),
    async close() {
      await runner.stop();
      await ocr?.terminate();
      ocr = undefined;
    },
  };
}
