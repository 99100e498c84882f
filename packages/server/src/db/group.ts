/**
 * Statements grouped (issue 12, ADR 0021 §Speed): {@link groupCalls} runs at most one statement every
 * `minGapMs`; the calls that arrive in between wait and go together in the next one (at most `maxBatch`),
 * so a burst of searches costs a few statements instead of one per search. A call arriving when no
 * statement started within the gap goes at once (a lone search waits for nothing), and so does one that
 * no other call is on its way to join (`onTheirWay`: a lone client's back-to-back searches). On PGlite a
 * statement runs synchronously on the main thread as soon as the engine is free, so calls never meet
 * while one runs: the gap is what groups them. Used by the history's writer and the search's own-chunks
 * look.
 *
 * @module
 */

/** Options of {@link groupCalls}. */
export interface GroupOptions {
  /** Least time between the starts of two groups, in ms. */
  minGapMs: number;
  /** Calls per group at most. */
  maxBatch: number;
  /**
   * How many calls are on their way (work started that will call in soon). When none is, there is
   * nothing to wait for: a call goes at once although a group started within the gap, and a group
   * waiting for the gap goes as soon as the last one on its way has joined it. A lone client's
   * back-to-back calls then never wait; a burst still groups. @default always 1 (always wait the gap)
   */
  onTheirWay?: () => number;
}

interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

/**
 * One call of `run` per group of items: the returned function resolves with `run`'s answer for its item
 * (`run` answers one result per item, in order). When a group of several fails, each of its items is
 * run alone, so one bad item fails only itself.
 */
export function groupCalls<T, R>(
  run: (items: T[]) => Promise<R[]>,
  { minGapMs, maxBatch, onTheirWay = () => 1 }: GroupOptions,
): (item: T) => Promise<R> {
  const queue: Pending<T, R>[] = [];
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let lastStart = -Infinity;

  async function runGroup(group: Pending<T, R>[]): Promise<void> {
    try {
      const results = await run(group.map((p) => p.item));
      group.forEach((p, i) => p.resolve(results[i]!));
    } catch (err) {
      if (group.length === 1) {
        group[0]!.reject(err);
        return;
      }
      for (const p of group) await runGroup([p]);
    }
  }

  /** Starts the next group now, or when the gap since the last one has passed. */
  function schedule(): void {
    if (running || timer || queue.length === 0) return;
    const wait = lastStart + minGapMs - performance.now();
    if (wait > 0 && onTheirWay() > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        void flush();
      }, wait);
      return;
    }
    void flush();
  }

  async function flush(): Promise<void> {
    running = true;
    lastStart = performance.now();
    try {
      await runGroup(queue.splice(0, maxBatch));
    } finally {
      running = false;
      schedule();
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (timer && onTheirWay() === 0) {
        // The group waiting for the gap is complete: nobody else is coming to join it.
        clearTimeout(timer);
        timer = undefined;
      }
      schedule();
    });
}
