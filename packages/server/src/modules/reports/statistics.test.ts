import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createCapturingLogger, describeEachTarget, useTestEnv } from '../../../test/targets.js';
import { createReportStatistics } from './statistics.js';

describeEachTarget('report statistics', (target) => {
  const env = useTestEnv(target);

  /** `pg_stat_user_tables` counters of `reports`. */
  const counters = async () => {
    const { rows } = await sql<{ analyzed: number; vacuumed: number }>`
      select coalesce(analyze_count, 0)::int as analyzed, coalesce(vacuum_count, 0)::int as vacuumed
      from pg_stat_user_tables where relname = 'reports'`.execute(env.database.db);
    return { analyzed: Number(rows[0]?.analyzed ?? 0), vacuumed: Number(rows[0]?.vacuumed ?? 0) };
  };

  it('analyzes reports after more than 50 writes, once at a time, then counts again from zero', async () => {
    const before = (await counters()).analyzed;
    const statistics = createReportStatistics(env.database.db, createCapturingLogger().logger, target.name);
    for (let i = 0; i < 50; i += 1) statistics.noteWrite();
    await statistics.settled();
    expect((await counters()).analyzed).toBe(before);
    statistics.noteWrite();
    statistics.noteWrite();
    await statistics.settled();
    await expect.poll(async () => (await counters()).analyzed).toBe(before + 1);
    statistics.noteWrite();
    await statistics.settled();
    expect((await counters()).analyzed).toBe(before + 1);
  });

  it('vacuums on PGlite, which has no autovacuum (the list reads its page ids from the index alone); only analyzes on PostgreSQL', async () => {
    const db = env.database.db;
    await sql`
      insert into reports (user_id, title, template_id, content)
      select gen_random_uuid(), 'Informe ' || g, 'demanda-civil', '{}'::jsonb from generate_series(1, 300) as g`.execute(
      db,
    );
    const allVisible = async () => {
      const { rows } = await sql<{ pages: number; visible: number }>`
        select relpages::int as pages, relallvisible::int as visible from pg_class where relname = 'reports'`.execute(
        db,
      );
      return rows[0];
    };
    const before = await counters();
    const statistics = createReportStatistics(db, createCapturingLogger().logger, target.name);
    for (let i = 0; i < 51; i += 1) statistics.noteWrite();
    await statistics.settled();
    await expect.poll(async () => (await counters()).analyzed).toBe(before.analyzed + 1);
    if (target.name === 'pglite') {
      expect((await counters()).vacuumed).toBe(before.vacuumed + 1);
      const pages = await allVisible();
      expect(pages?.pages).toBeGreaterThan(0);
      expect(pages?.visible).toBe(pages?.pages);
    } else {
      expect((await counters()).vacuumed).toBe(before.vacuumed);
    }
  });
});
