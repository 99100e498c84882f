/**
 * The list route's statements, compiled once per shape with sentinels (`createReportListStatements`),
 * answer exactly as the statement built for each request (`listReportsJson`), for every sort and
 * filter, on the first (compiling) and on later (cached) runs with other values.
 */
import { ReportListQuerySchema } from '@alegato/domain';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachTarget, useTestEnv } from '../../../test/targets.js';
import { createReportListStatements, insertReport, listReportsJson, updateReport } from './repo.js';

const ana = '00000000-0000-4000-8000-00000000a0a0';
const ben = '00000000-0000-4000-8000-00000000b0b0';

describeEachTarget('report list statements', (target) => {
  // Its own database: the prepared-statement test reads what a new connection has prepared.
  const env = useTestEnv(target, { own: true });

  it('compiled once per shape, answer as the statement built each time', async () => {
    const db = env.database.db;
    for (const user of [ana, ben])
      for (let i = 0; i < 7; i++) {
        const id = await insertReport(db, user, {
          title: `${user === ana ? 'Ana' : 'Ben'} ${i}`,
          template_id: i % 2 ? 'demanda-civil' : 'querella-penal',
        });
        if (i % 3 === 0) await updateReport(db, user, id, { status: 'completed', ai_enhanced: i > 2 });
      }
    const today = new Date().toISOString().slice(0, 10);
    const shapes = [
      {},
      { sort_by: 'title', sort_order: 'asc' },
      { sort_by: 'created_at', per_page: 3, page: 2 },
      { status_filter: 'completed' },
      { template_filter: 'demanda-civil', page: 2, per_page: 2 },
      { date_from: today, date_to: today, ai_enhanced: 'true' },
      { ai_enhanced: 'false', status_filter: 'draft', sort_by: 'title' },
    ];
    const statements = createReportListStatements();
    for (const shape of shapes)
      for (const [user, page] of [
        [ana, 1],
        [ben, 2],
        [ana, 3],
      ] as const) {
        const q = ReportListQuerySchema.parse({ per_page: 2, page, ...shape });
        const expected = await listReportsJson(db, user, q);
        expect(await statements.list(db, user, q), JSON.stringify(shape)).toEqual(expected);
      }
    // Not vacuous: Ana's first page is hers, and the filters do filter.
    const first = await statements.list(db, ana, ReportListQuerySchema.parse({ per_page: 20 }));
    expect(first.total).toBe(7);
    expect((JSON.parse(first.json) as { user_id: string }[]).every((r) => r.user_id === ana)).toBe(true);
    const completed = ReportListQuerySchema.parse({ status_filter: 'completed' });
    expect((await statements.list(db, ana, completed)).total).toBe(3);
  });

  // PGlite runs every statement on its one engine, unprepared: nothing to plan once.
  it.skipIf(target.name !== 'postgres')(
    'PostgreSQL plans the list once: its prepared statement settles on a generic plan (the page size is in its text)',
    async () => {
      // A user's thousand reports, as the throughput bench has them (ADR 0036).
      await sql`
        insert into reports (user_id, title, template_id, content, updated_at)
        select ${ana}, 'Informe ' || g, 'demanda-civil', '{}'::jsonb, now() - g * interval '1 minute'
        from generate_series(1, 1000) as g`.execute(env.database.db);
      await sql`vacuum (analyze) reports`.execute(env.database.db);
      const statements = createReportListStatements();
      await env.database.db.connection().execute(async (conn) => {
        for (let page = 1; page <= 12; page++) {
          const { json, total } = await statements.list(
            conn,
            ana,
            ReportListQuerySchema.parse({ page, per_page: 20 }),
          );
          expect(total).toBe(1000);
          expect(JSON.parse(json)).toHaveLength(20);
        }
        const { rows } = await sql<{ generic: number; custom: number }>`
          select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where statement like '%report_counts%'`.execute(conn);
        // Prepared from its third run; PostgreSQL tries five custom plans, then keeps the generic one.
        expect(rows).toHaveLength(1);
        expect(rows[0]?.generic).toBeGreaterThanOrEqual(4);
      });
    },
  );
});
