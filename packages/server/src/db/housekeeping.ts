/**
 * Housekeeping of the database after large writes: `VACUUM (ANALYZE)` and `CHECKPOINT` after a bulk
 * import, and a background `VACUUM (ANALYZE)` after large deletions on the embedded database.
 *
 * Why: the embedded database (PGlite) runs PostgreSQL in single-user mode, so there is no autovacuum
 * and no background checkpointer. Left alone, an import of the state laws kept a 577 MB WAL (issue 16)
 * and deleted rows stayed as dead tuples that every scan of `chunks` reads past. PostgreSQL servers run
 * autovacuum and checkpoint on their own; there only the statistics are refreshed at once after an
 * import (autoanalyze would come later) and a `CHECKPOINT` is tried but needs superuser (or
 * `pg_checkpoint`): a refusal is expected and skipped.
 *
 * Rules (the request path never runs a VACUUM):
 * - after a bulk import (legislation CLI and admin upload, both already off the request path):
 *   {@link compactAfterBulkWrite} — `VACUUM (ANALYZE)` of the written tables, then `CHECKPOINT` so the
 *   WAL segments are recycled down to `min_wal_size`;
 * - after a large deletion (an account with its documents, a document with thousands of chunks):
 *   {@link createHousekeeper}`.noteChanges(table, rows)` once the response is sent; on PGlite the
 *   tables that changed by at least `threshold` rows get a `VACUUM (ANALYZE)` a few seconds later, on a
 *   timer that never holds the process open; on PostgreSQL it does nothing (autovacuum's job). Small
 *   changes are left alone: a plain VACUUM of `chunks` costs about as much as reading it.
 *
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseKind } from './index.js';
import type { Database } from './schema.js';

/** A table of the schema. */
export type TableName = keyof Database & string;

/** What {@link compactAfterBulkWrite} did. */
export interface CompactResult {
  /** Tables vacuumed and analyzed. */
  vacuumed: TableName[];
  /** True when `CHECKPOINT` ran; false when the server refused it (no superuser on PostgreSQL). */
  checkpoint: boolean;
  /** Wall time in milliseconds. */
  ms: number;
}

/** SQLSTATE of `insufficient_privilege`. */
const INSUFFICIENT_PRIVILEGE = '42501';

function isPermissionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === INSUFFICIENT_PRIVILEGE || /must be superuser|permission denied/i.test(String(err));
}

/** `VACUUM (ANALYZE) a, b` — VACUUM cannot run inside a transaction: call it on the pool. */
async function vacuumAnalyze(db: Kysely<Database>, tables: readonly TableName[]): Promise<void> {
  if (tables.length === 0) return;
  await sql`vacuum (analyze) ${sql.join(tables.map((t) => sql.table(t)))}`.execute(db);
}

/**
 * After a bulk write (an import of norms): `VACUUM (ANALYZE)` of `tables` (fresh planner statistics,
 * dead tuples of replaced norms reclaimed), then `CHECKPOINT` so the embedded database's WAL goes back
 * to its normal size. On PostgreSQL without superuser the checkpoint is skipped (`checkpoint: false`);
 * any other error is thrown.
 *
 * @param tables - the tables written
 */
export async function compactAfterBulkWrite(
  db: Kysely<Database>,
  tables: readonly TableName[],
): Promise<CompactResult> {
  const t0 = performance.now();
  await vacuumAnalyze(db, tables);
  let checkpoint = true;
  try {
    await sql`checkpoint`.execute(db);
  } catch (err) {
    if (!isPermissionError(err)) throw err;
    checkpoint = false;
  }
  return { vacuumed: [...tables], checkpoint, ms: performance.now() - t0 };
}

/** Options of {@link createHousekeeper}. */
export interface HousekeeperOptions {
  db: Kysely<Database>;
  /** The engine: only `pglite` lacks autovacuum; on `postgres` the housekeeper does nothing. */
  kind: DatabaseKind;
  /** Rows changed in one table (summed until its VACUUM runs) that earn it a VACUUM. @default 1000 */
  threshold?: number;
  /** Wait before the VACUUM, so a burst of deletions is vacuumed once. @default 5000 */
  delayMs?: number;
  /** Receives a failed VACUUM (it is never thrown into a request). */
  logger?: Pick<Logger, 'warn'>;
}

/** Background VACUUM after large changes; see the module comment. */
export interface Housekeeper {
  /**
   * Records `rows` changed (deleted or rewritten) in `table`. Call it after the response is sent; it
   * never waits for the database.
   */
  noteChanges(table: TableName, rows: number): void;
  /** Runs the pending VACUUM now (tests, shutdown). Resolves when it is done. */
  flush(): Promise<void>;
  /** Cancels the timer; pending counts are dropped. */
  close(): void;
}

/**
 * A housekeeper for the app: counts changed rows per table and, on PGlite, vacuums the tables past
 * `threshold` after `delayMs` on an unref'd timer.
 */
export function createHousekeeper(options: HousekeeperOptions): Housekeeper {
  const threshold = options.threshold ?? 1000;
  const delayMs = options.delayMs ?? 5000;
  const pending = new Map<TableName, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const due = (): TableName[] => [...pending].filter(([, n]) => n >= threshold).map(([t]) => t);

  function run(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const tables = due();
    for (const t of tables) pending.delete(t);
    running = running.then(async () => {
      try {
        await vacuumAnalyze(options.db, tables);
      } catch (err) {
        options.logger?.warn({ err, tables }, 'background vacuum failed');
      }
    });
    return running;
  }

  return {
    noteChanges(table, rows) {
      if (options.kind !== 'pglite' || rows <= 0) return;
      pending.set(table, (pending.get(table) ?? 0) + rows);
      if (timer || due().length === 0) return;
      timer = setTimeout(() => void run(), delayMs);
      timer.unref();
    },
    flush() {
      return due().length > 0 ? run() : running;
    },
    close() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
