/**
 * History rows written in groups (issue 12, ADR 0021 §Speed): at most one INSERT starts every
 * {@link MIN_GAP_MS}; the rows of requests that finish in between wait and go together in the next one
 * (at most {@link MAX_BATCH} rows), so a burst of searches costs a few statements instead of one per
 * search. A row arriving when no INSERT started within the gap goes at once (a lone search waits for
 * nothing), and each request still waits for its own row before it answers — the history page read right
 * after a search shows it, on this server or any other sharing the database, and a clean stop (which
 * waits for requests in flight) loses none.
 *
 * A gap, not only "while one runs": on PGlite a statement runs synchronously on the main thread as soon
 * as the engine is free, so no other request finishes while an INSERT runs and rows never met.
 *
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertHistoryEntries, type NewHistoryEntry } from './repo.js';

/** Least time between the starts of two INSERTs, in ms: the most a row waits for its group. */
export const MIN_GAP_MS = 20;

/** Rows per INSERT at most (9 parameters each). */
export const MAX_BATCH = 100;

/** Writes history rows, grouping those that arrive while a write runs. */
export interface HistoryWriter {
  /** Resolves once the row is written (or left out: the user's recording is off); rejects on failure. */
  write(entry: NewHistoryEntry): Promise<void>;
}

interface Pending {
  entry: NewHistoryEntry;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** A {@link HistoryWriter} over `db`. */
export function historyWriter(
  db: Kysely<Database>,
  { maxBatch = MAX_BATCH, minGapMs = MIN_GAP_MS }: { maxBatch?: number; minGapMs?: number } = {},
): HistoryWriter {
  const queue: Pending[] = [];
  let writing = false;
  let timer: NodeJS.Timeout | undefined;
  let lastStart = -Infinity;

  /** One group; when it fails and held several rows, each row alone, so one bad row fails only itself. */
  async function writeGroup(group: Pending[]): Promise<void> {
    try {
      await insertHistoryEntries(
        db,
        group.map((p) => p.entry),
      );
      for (const p of group) p.resolve();
    } catch (err) {
      if (group.length === 1) {
        group[0]!.reject(err);
        return;
      }
      for (const p of group) await writeGroup([p]);
    }
  }

  /** Starts the next group now, or when the gap since the last one has passed. */
  function schedule(): void {
    if (writing || timer || queue.length === 0) return;
    const wait = lastStart + minGapMs - performance.now();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        void flush();
      }, wait);
      return;
    }
    void flush();
  }

  async function flush(): Promise<void> {
    writing = true;
    lastStart = performance.now();
    try {
      await writeGroup(queue.splice(0, maxBatch));
    } finally {
      writing = false;
      schedule();
    }
  }

  return {
    write(entry) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ entry, resolve, reject });
        schedule();
      });
    },
  };
}
