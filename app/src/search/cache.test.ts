import { describe, expect, it } from 'vitest';
import { SearchCache } from './cache';

describe('SearchCache', () => {
  it('answers for 3 minutes by default (spec §7 client cache times), then forgets', () => {
    let now = 1_000;
    const cache = new SearchCache<string>(undefined, undefined, () => now);
    expect(cache.ttlMs).toBe(180_000);
    cache.set('k', 'answer');
    now += 179_999;
    expect(cache.get('k')).toBe('answer');
    now += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the least recently read first', () => {
    const cache = new SearchCache<number>(60_000, 2, () => 0);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('a new answer replaces the old one and restarts its time; clear() forgets all', () => {
    let now = 0;
    const cache = new SearchCache<string>(100, 10, () => now);
    cache.set('k', 'old');
    now = 90;
    cache.set('k', 'new');
    now = 150;
    expect(cache.get('k')).toBe('new');
    cache.clear();
    expect(cache.get('k')).toBeUndefined();
  });
});
