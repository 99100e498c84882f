import { describe, expect, it } from 'vitest';
import { groupCalls } from './group.js';

/** A grouped call that records each group it ran and when, answering each item doubled. */
function recorder(options: Parameters<typeof groupCalls>[1]) {
  const groups: { items: number[]; at: number }[] = [];
  const t0 = performance.now();
  const call = groupCalls(async (items: number[]) => {
    groups.push({ items, at: performance.now() - t0 });
    return items.map((n) => n * 2);
  }, options);
  return { call, groups };
}

describe('groupCalls', () => {
  it('groups the calls that arrive within the gap after a group started', async () => {
    const { call, groups } = recorder({ minGapMs: 40, maxBatch: 10 });
    const first = call(1);
    await first;
    const rest = [call(2), call(3), call(4)];
    expect(await Promise.all(rest)).toEqual([4, 6, 8]);
    expect(groups.map((g) => g.items)).toEqual([[1], [2, 3, 4]]);
    // The second group waited for the gap since the first one started.
    expect(groups[1]!.at - groups[0]!.at).toBeGreaterThanOrEqual(35);
  });

  it('runs a call at once when no other call is on its way, even within the gap', async () => {
    const { call, groups } = recorder({ minGapMs: 5000, maxBatch: 10, onTheirWay: () => 0 });
    const t0 = performance.now();
    // A lone client's back-to-back calls: each one after the previous answered.
    for (let i = 1; i <= 5; i++) expect(await call(i)).toBe(i * 2);
    expect(groups.map((g) => g.items)).toEqual([[1], [2], [3], [4], [5]]);
    // Not one of them waited for the 5 s gap.
    expect(performance.now() - t0).toBeLessThan(2500);
  });

  it('waits for the calls on their way and goes as soon as the last one has joined', async () => {
    let coming = 2;
    const { call, groups } = recorder({ minGapMs: 5000, maxBatch: 10, onTheirWay: () => coming });
    await call(1);
    const t0 = performance.now();
    coming = 1; // one of the two arrives; the other is still working
    const second = call(2);
    await new Promise((r) => setTimeout(r, 30));
    expect(groups).toHaveLength(1); // still waiting for the one on its way
    coming = 0; // the last one arrives
    const third = call(3);
    expect(await Promise.all([second, third])).toEqual([4, 6]);
    expect(groups.map((g) => g.items)).toEqual([[1], [2, 3]]);
    expect(performance.now() - t0).toBeLessThan(2500);
  });
});
