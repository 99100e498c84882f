/**
 * Requests to a worker thread that answer by message: each gets an id, a promise and a time limit.
 * A request the thread does not answer in time, or that is settled because the thread stopped,
 * resolves to null — the callers fall back (the search threads answer "not now", never throw).
 *
 * @module
 */

/** Pending requests of one thread. */
export interface PendingReplies<T> {
  /** A new request: its id (to send) and the promise of its answer, null after `timeoutMs`. */
  ask(timeoutMs: number): { id: number; answer: Promise<T | null> };
  /** Settles the request `id` with `value` (no-op when it already timed out or was settled). */
  settle(id: number, value: T | null): void;
  /** Settles every open request with null (the thread stopped or the owner closes). */
  settleAll(): void;
}

/** The bookkeeping of a thread's pending requests. */
export function createPendingReplies<T>(): PendingReplies<T> {
  const pending = new Map<number, { resolve: (value: T | null) => void; timer: NodeJS.Timeout }>();
  let nextId = 1;
  return {
    ask(timeoutMs) {
      const id = nextId++;
      const answer = new Promise<T | null>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve(null);
        }, timeoutMs);
        timer.unref();
        pending.set(id, { resolve, timer });
      });
      return { id, answer };
    },
    settle(id, value) {
      const p = pending.get(id);
      if (!p) return;
      pending.delete(id);
      clearTimeout(p.timer);
      p.resolve(value);
    },
    settleAll() {
      for (const id of [...pending.keys()]) this.settle(id, null);
    },
  };
}
