import { CACHE_TIMES } from '@alegato/domain';
import type { SearchAnswer } from './toViewModel';

/**
 * The client's search cache (spec §7 client cache times: search 3 min): answers by search key, fresh
 * for `ttlMs`, at most `maxEntries` kept (the least recently used goes first). Typing back to an earlier
 * question, or switching a filter back, shows its results without a request. The clock is injected.
 */
export class SearchCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();

  constructor(
    /** Freshness of an answer. @default CACHE_TIMES.searchMs (180000) */
    readonly ttlMs: number = CACHE_TIMES.searchMs,
    /** Answers kept. @default 50 */
    readonly maxEntries: number = 50,
    /** The clock. @default Date.now */
    private readonly now: () => number = Date.now,
  ) {}

  /** The fresh answer under `key`, now the most recently used; undefined when absent or stale. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.at >= this.ttlMs) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key` from now on. */
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** Forgets every answer (after the user's documents or the legislation change). */
  clear(): void {
    this.entries.clear();
  }

  /** Answers held, fresh or not. */
  get size(): number {
    return this.entries.size;
  }
}

/** The app's cache of `/query/mixed` answers (module-wide: it outlives the page, so Back is instant). */
export const searchAnswers = new SearchCache<SearchAnswer>();
