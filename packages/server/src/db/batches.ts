/**
 * Writes many rows as a series of short statements sized by time, not by count.
 *
 * The embedded database (PGlite) runs its queries on the server's one event loop: while an insert of
 * 200 chunks builds their search vectors and index entries, no other user's request is served. How long
 * a batch takes depends on the rows (a 300-character chunk or a 4,000-character one, an index that is
 * small or large), so a fixed row count is either too slow for everyone else or too chatty. Each batch is
 * timed and the next one is sized so a statement takes about `targetMs`; the loop yields to the event loop
 * between two batches so waiting requests run.
 *
 * @module
 */

/** Tuning of {@link writeInTimedBatches}. */
export interface TimedBatchOptions<T> {
  /** How long one statement should take, in ms. @default 20 */
  targetMs?: number;
  /**
   * What a row costs to write, in any unit (e.g. its text length): batches are cut by total weight, so
   * long rows after short ones do not make one long statement. @default () => 1 (rows)
   */
  weight?: (item: T) => number;
  /** Weight of the first batch, before anything was measured. @default 8 */
  first?: number;
  /** Most rows in one batch (statement parameters are bounded). @default 500 */
  max?: number;
  /** Clock (tests). @default performance.now */
  now?: () => number;
}

/** Lets other queries (every user's requests) run between two statements. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Calls `write` on consecutive slices of `items` until all are written or `write` returns `false` (the
 * caller's reason to stop, e.g. the document was deleted meanwhile). Returns whether every item was written.
 * Each statement's time per unit of weight sizes the next batch to about `targetMs`; a batch's weight grows
 * at most twofold after a fast statement.
 */
export async function writeInTimedBatches<T>(
  items: readonly T[],
  write: (batch: readonly T[]) => Promise<boolean | void>,
  {
    targetMs = 20,
    weight = () => 1,
    first = 8,
    max = 500,
    now = () => performance.now(),
  }: TimedBatchOptions<T> = {},
): Promise<boolean> {
  let budget = Math.max(first, Number.MIN_VALUE);
  for (let i = 0; i < items.length;) {
    await yieldToOthers();
    let end = i;
    let batchWeight = 0;
    // At least one row; then rows while the batch stays within its weight budget.
    do {
      batchWeight += Math.max(weight(items[end]!), 0);
      end++;
    } while (end < items.length && end - i < max && batchWeight + Math.max(weight(items[end]!), 0) <= budget);
    const started = now();
    if ((await write(items.slice(i, end))) === false) return false;
    const elapsed = Math.max(now() - started, 0.5);
    i = end;
    const units = Math.max(batchWeight, Number.MIN_VALUE);
    budget = Math.min(Math.max(budget, units) * 2, (targetMs * units) / elapsed);
  }
  return true;
}
