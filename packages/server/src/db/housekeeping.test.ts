import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { describeEachTarget, useTestEnv } from '../../test/targets.js';
import { compactAfterBulkWrite, createHousekeeper, type Housekeeper } from './housekeeping.js';

async function vacuumCount(db: Parameters<typeof compactAfterBulkWrite>[0], table: string) {
  const { rows } = await sql<{ n: number }>`
    select coalesce(vacuum_count, 0)::int as n from pg_stat_user_tables where relname = ${table}`.execute(db);
  return rows[0]?.n ?? 0;
}

describeEachTarget('database housekeeping', (target) => {
  const env = useTestEnv(target);
  let keeper: Housekeeper | undefined;
  afterEach(() => keeper?.close());

  it('vacuums and analyzes the written tables, and checkpoints (PostgreSQL may refuse it)', async () => {
    const { db } = env.database;
    const result = await compactAfterBulkWrite(db, ['documents', 'chunks']);
    expect(result.vacuumed).toEqual(['documents', 'chunks']);
    if (target.name === 'postgres') {
      // CHECKPOINT needs superuser there; the statistics views are flushed by the server a second later.
      expect(typeof result.checkpoint).toBe('boolean');
      return;
    }
    expect(result.checkpoint).toBe(true);
    expect(await vacuumCount(db, 'chunks')).toBeGreaterThan(0);
  });

  it('vacuums a table in the background only past the threshold, and only on PGlite', async () => {
    const { db } = env.database;
    keeper = createHousekeeper({ db, kind: target.name, threshold: 100, delayMs: 60_000 });
    const before = await vacuumCount(db, 'chunks');
    keeper.noteChanges('chunks', 99);
    await keeper.flush();
    expect(await vacuumCount(db, 'chunks')).toBe(before); // below the threshold: nothing

    keeper.noteChanges('chunks', 1);
    await keeper.flush();
    expect(await vacuumCount(db, 'chunks')).toBe(target.name === 'pglite' ? before + 1 : before);
  });
});
