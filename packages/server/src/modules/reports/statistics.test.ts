import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createCapturingLogger, describeEachTarget, useTestEnv } from '../../../test/targets.js';
import { createReportStatistics } from './statistics.js';

describeEachTarget('report statistics', (target) => {
  const env = useTestEnv(target);

  it('analyzes reports after more than 50 inserts, once at a time, then counts again from zero', async () => {
    const db = env.database.db;
    const analyzed = async () => {
      const { rows } = await sql<{ n: number }>`
        select coalesce(analyze_count, 0)::int as n from pg_stat_user_tables where relname = 'reports'`.execute(
        db,
      );
      return Number(rows[0]?.n ?? 0);
    };
    const before = await analyzed();
    const statistics = createReportStatistics(db, createCapturingLogger().logger);
    for (let i = 0; i < 50; i += 1) statistics.noteInsert();
    await statistics.settled();
    expect(await analyzed()).toBe(before);
    statistics.noteInsert();
    statistics.noteInsert();
    await statistics.settled();
    await expect.poll(analyzed).toBe(before + 1);
    statistics.noteInsert();
    await statistics.settled();
    expect(await analyzed()).toBe(before + 1);
  });
});
