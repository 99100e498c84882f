import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.js';
import { analyzeReports } from './repo.js';

/** Counts the reports this process inserts and refreshes the planner's statistics when due. */
export interface ReportStatistics {
  /** Called after each insert. */
  noteInsert(): void;
  /** Settles when a refresh in flight (if any) has ended (tests, shutdown). */
  settled(): Promise<void>;
}

/**
 * Keeps the planner's statistics of `reports` fresh where no autovacuum runs (PGlite is single-user):
 * after more than 50 + 10 % of the table's rows were inserted by this process, `analyze reports` runs
 * in the background — autovacuum's default analyze threshold. Without statistics the list query is
 * planned for a handful of rows (a bitmap scan and a sort of every report instead of an index walk of
 * one page). Harmless on PostgreSQL. One per database, created with the module's other long-lived parts.
 */
export function createReportStatistics(db: Kysely<Database>, logger: Logger): ReportStatistics {
  let inserts = 0;
  let rows = 0;
  let running: Promise<void> | null = null;
  return {
    noteInsert() {
      inserts += 1;
      if (running || inserts <= 50 + 0.1 * rows) return;
      running = analyzeReports(db)
        .then(
          (n) => {
            rows = n;
            inserts = 0;
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
