/**
 * {@link historyWriter} writes the history's rows in groups ({@link groupCalls}, db/group.ts): each
 * request still waits for its own row before it answers — the history page read right after a search
 * shows it, on this server or any other sharing the database, and a clean stop (which waits for requests
 * in flight) loses none.
 *
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { groupCalls, type GroupOptions } from '../../db/group.js';
import { insertHistoryEntries, type NewHistoryEntry } from './repo.js';

/** Least time between the starts of two history INSERTs, in ms: the most a row waits for its group. */
export const MIN_GAP_MS = 20;

/** Rows per INSERT at most (9 parameters each). */
export const MAX_BATCH = 100;

/** Writes history rows in groups. */
export interface HistoryWriter {
  /** Resolves once the row is written (or left out: the user's recording is off); rejects on failure. */
  write(entry: NewHistoryEntry): Promise<void>;
}

/** A {@link HistoryWriter} over `db`. */
export function historyWriter(
  db: Kysely<Database>,
  { maxBatch = MAX_BATCH, minGapMs = MIN_GAP_MS, onTheirWay }: Partial<GroupOptions> = {},
): HistoryWriter {
  const write = groupCalls(
    async (entries: NewHistoryEntry[]) => {
      await insertHistoryEntries(db, entries);
      return entries.map(() => undefined);
    },
    { maxBatch, minGapMs, ...(onTheirWay ? { onTheirWay } : {}) },
  );
  return { write };
}
