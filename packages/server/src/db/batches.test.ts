import { describe, expect, it } from 'vitest';
import { writeInTimedBatches } from './batches.js';

/** A fake clock and a writer whose statements cost `msPerRow` each (plus a fixed 1 ms). */
function costly(msPerRow: (row: number) => number) {
  let clock = 0;
  const sizes: number[] = [];
  const durations: number[] = [];
  const written: number[] = [];
  const write = async (batch: readonly number[]) => {
    const cost = 1 + batch.reduce((sum, row) => sum + msPerRow(row), 0);
    clock += cost;
    sizes.push(batch.length);
    durations.push(cost);
    written.push(...batch);
  };
  return { write, now: () => clock, sizes, durations, written };
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('writeInTimedBatches', () => {
  it('writes every row once, in order', async () => {
    const w = costly(() => 0.1);
    expect(await writeInTimedBatches(rows(1000), w.write, { now: w.now })).toBe(true);
    expect(w.written).toEqual(rows(1000));
  });

  it('keeps statements near the target when rows are slow (no statement of hundreds of ms)', async () => {
    const w = costly(() => 3); // 3 ms a row: 200 rows would hold the database 600 ms
    await writeInTimedBatches(rows(2000), w.write, { now: w.now, targetMs: 20 });
    expect(Math.max(...w.durations)).toBeLessThanOrEqual(40);
    expect(Math.max(...w.sizes.slice(1))).toBeLessThanOrEqual(7);
  });

  it('grows batches when rows are cheap, at most twofold per step and up to max', async () => {
    const w = costly(() => 0.01);
    await writeInTimedBatches(rows(5000), w.write, { now: w.now, first: 8, max: 500 });
    expect(w.sizes.slice(0, 4)).toEqual([8, 16, 32, 64]);
    expect(Math.max(...w.sizes)).toBe(500);
  });

  it('cuts batches by weight, so long rows after short ones do not make one long statement', async () => {
    // Cost follows the weight (a row's text length): short rows 100, long ones 10,000 (5 ms each).
    const weightOf = (row: number) => (row >= 300 && row < 600 ? 10_000 : 100);
    const w = costly((row) => weightOf(row) * 0.0005);
    await writeInTimedBatches(rows(900), w.write, { now: w.now, targetMs: 20, weight: weightOf });
    expect(Math.max(...w.durations)).toBeLessThanOrEqual(26);
    expect(w.written).toEqual(rows(900));
  });

  it('writes a row heavier than the budget on its own', async () => {
    const w = costly(() => 50);
    await writeInTimedBatches(rows(3), w.write, { now: w.now, targetMs: 20, weight: () => 1e9 });
    expect(w.sizes).toEqual([1, 1, 1]);
  });

  it('stops when the writer says so and reports it', async () => {
    let calls = 0;
    const done = await writeInTimedBatches(rows(100), async () => ++calls < 3, { first: 10 });
    expect(done).toBe(false);
    expect(calls).toBe(3);
  });
});
