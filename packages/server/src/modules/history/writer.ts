/**
 * History rows written in groups (issue 12, ADR 0021 §Speed): while one INSERT is running, the rows of
 * requests that finish meanwhile wait and go together in the next one (at most {@link MAX_BATCH} rows),
 * so a burst of searches costs a few statements instead of one per search. Nothing is delayed by a
 * timer: a row arriving when nothing is being written goes at once, and each request still waits for
 * its own row before it answers — the history page read right after a search shows it, on this server
 * or any other sharing the database, and a clean stop (which waits for requests in flight) loses none.
 *
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertHistoryEntries, type NewHistoryEntry } from './repo.js';

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
export function historyWriter(db: Kysely<Database>, maxBatch = MAX_BATCH): HistoryWriter {
  let queue: Pending[] = [];
  let writing = false;

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

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (queue.length > 0) {
        const group = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
        queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
        await writeGroup(group);
      }
    } finally {
      writing = false;
    }
  }

  return {
    write(entry) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ entry, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
