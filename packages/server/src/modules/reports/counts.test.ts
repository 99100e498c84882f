/**
 * The list's total without filters is the user's stored count (`report_counts`, migration 0025): it
 * follows inserts, deletes (the last one removes the user's row), a change of owner, concurrent
 * deletions and `truncate`; filtered lists still count their rows.
 */
import { ReportListQuerySchema } from '@alegato/domain';
import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachTarget, useTestEnv } from '../../../test/targets.js';
import type { Database } from '../../db/schema.js';
import { insertReport, listReports } from './repo.js';

const ana = '00000000-0000-4000-8000-00000000a0a0';
const ben = '00000000-0000-4000-8000-00000000b0b0';

/** The stored counts, by user. */
async function stored(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db.selectFrom('report_counts').select(['user_id', 'n']).execute();
  return Object.fromEntries(rows.map((r) => [r.user_id, r.n]));
}

describeEachTarget('report counts', (target) => {
  const env = useTestEnv(target);

  it('follow inserts, deletes, owner changes and truncate; the list total reads them', async () => {
    const db = env.database.db;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await insertReport(db, ana, { title: `Informe ${i}`, template_id: 'demanda-civil' }));
    await insertReport(db, ben, { title: 'Otro', template_id: 'demanda-civil', status: 'completed' });
    expect(await stored(db)).toEqual({ [ana]: 5, [ben]: 1 });
    const all = ReportListQuerySchema.parse({ per_page: 2 });
    expect((await listReports(db, ana, all)).total).toBe(5);
    expect((await listReports(db, ana, all)).reports).toHaveLength(2);

    await db
      .deleteFrom('reports')
      .where('id', '=', ids[0] as string)
      .execute();
    await db
      .updateTable('reports')
      .set({ user_id: ben })
      .where('id', '=', ids[1] as string)
      .execute();
    expect(await stored(db)).toEqual({ [ana]: 3, [ben]: 2 });
    // A filter counts the rows: Ana has no completed report, Ben one.
    const completed = ReportListQuerySchema.parse({ status_filter: 'completed' });
    expect((await listReports(db, ana, completed)).total).toBe(0);
    expect((await listReports(db, ben, completed)).total).toBe(1);

    // Concurrent deletions of Ana's last reports: the row goes with the last one.
    await Promise.all(ids.slice(2).map((id) => db.deleteFrom('reports').where('id', '=', id).execute()));
    expect(await stored(db)).toEqual({ [ben]: 2 });
    expect(await listReports(db, ana, all)).toEqual({ reports: [], total: 0 });

    await sql`truncate reports cascade`.execute(db);
    expect(await stored(db)).toEqual({});
  });
});
