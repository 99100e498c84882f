/**
 * The list route's statements, compiled once per shape with sentinels (`createReportListStatements`),
 * answer exactly as the statement built for each request (`listReportsJson`), for every sort and
 * filter, on the first (compiling) and on later (cached) runs with other values.
 */
import { ReportListQuerySchema } from '@alegato/domain';
import { expect, it } from 'vitest';
import { describeEachTarget, useTestEnv } from '../../../test/targets.js';
import { createReportListStatements, insertReport, listReportsJson, updateReport } from './repo.js';

const ana = '00000000-0000-4000-8000-00000000a0a0';
const ben = '00000000-0000-4000-8000-00000000b0b0';

describeEachTarget('report list statements', (target) => {
  const env = useTestEnv(target);

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
});
