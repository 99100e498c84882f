import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseKind } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { analyzeReports } from './repo.js';

/** Counts the reports this process writes and refreshes the planner's statistics when due. */
export interface ReportStatistics {
  /** Called after each insert or update of a report. */
  noteWrite(): void;
  /** Settles when a refresh in flight (if any) has ended (tests, shutdown). */
  settled(): Promise<void>;
}

/**
 * Keeps `reports` in shape where no autovacuum runs (PGlite is single-user): after more than 50 + 10 %
 * of the table's rows were inserted or updated by this process — autovacuum's default analyze
 * threshold — `VACUUM (ANALYZE) reports` runs in the background on PGlite (`ANALYZE` alone on
 * PostgreSQL, where autovacuum does the rest; harmless there). Without statistics the list query is
 * planned for a handful of rows (a bitmap scan and a sort of every report instead of an index walk of
 * one page); without the vacuum the visibility map stays unset, so the list's index-only walk to its
 * page fetches every row it skips from the table, and updated reports leave dead rows every list reads
 * past (ADR 0036). A vacuum only visits the pages changed since the last one. One per database,
 * created with the module's other long-lived parts.
 */
export function createReportStatistics(
  db: Kysely<Database>,
  logger: Logger,
  kind: DatabaseKind,
): ReportStatistics {
  let writes = 0;
  let rows = 0;
  let running: Promise<void> | null = null;
  return {
    noteWrite() {
      writes += 1;
      if (running || writes <= 50 + 0.1 * rows) return;
      running = analyzeReports(db, { vacuum: kind === 'pglite' })
        .then(
          (n) => {
            rows = n;
            writes = 0;
          },
          (err: unknown) => logger.warn({ err }, 'analyze reports failed'),
        )
        .finally(() => {
          running = null;
        });
    },
    settled: () => running ?? Promise.resolve(),
  };
}
