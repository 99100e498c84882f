import { sql } from 'kysely';
import pino from 'pino';
import { expect, it, vi } from 'vitest';
import { describeEachTarget, useTestEnv } from '../../../test/targets.js';
import { claimStatement, createJobRunner, enqueueJob, pruneFinishedJobs, type JobHandler } from './queue.js';

const logger = pino({ level: 'silent' });

/** A node of `EXPLAIN (ANALYZE, FORMAT JSON)`. */
interface PlanNode {
  'Parent Relationship'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

describeEachTarget('jobs queue', (target) => {
  const env = useTestEnv(target);

  /** Queues `count` jobs of `kind` for `user`, `done` of them already done (a user's history). */
  async function seed(kind: string, user: string, count: number, done = 0) {
    const db = env.database.db;
    await db
      .insertInto('jobs')
      .values(
        Array.from({ length: count }, (_, i) => ({
          kind,
          payload: JSON.stringify({ user_id: user, n: i }),
          max_attempts: 3,
          ...(i < done ? { status: 'done' as const } : {}),
        })),
      )
      .execute();
  }

  it('takes the next job of a user served less recently before the rest of a long queue', async () => {
    const db = env.database.db;
    await seed('fair', 'ana', 5);
    await seed('fair', 'blas', 1);
    const order: string[] = [];
    const runner = createJobRunner({
      db,
      logger,
      pollMs: 20,
      handlers: { fair: { run: async (job) => void order.push(String(job.payload.user_id)) } },
    });
    runner.start();
    await vi.waitFor(() => expect(order).toHaveLength(6));
    await runner.stop();
    // Ana's first job was queued first; Blas, never served, comes right after it, not after her five.
    expect(order.slice(0, 2)).toEqual(['ana', 'blas']);
  });

  it("looks up each user's running jobs and last service once per user, not once per due job", async () => {
    const db = env.database.db;
    // A backlog: 3 users, 300 due jobs, 200 of one user's jobs already done.
    await seed('backlog', 'u1', 400, 200);
    await seed('backlog', 'u2', 50);
    await seed('backlog', 'u3', 50);
    const plan = await sql<{ 'QUERY PLAN': unknown }>`explain (analyze, format json) ${claimStatement(
      ['backlog'],
      'test-worker',
      30_000,
    )}`.execute(db);
    const raw = plan.rows[0]!['QUERY PLAN'];
    const root = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    const subplans: PlanNode[] = [];
    const walk = (n: PlanNode) => {
      if (n['Parent Relationship'] === 'SubPlan') subplans.push(n);
      for (const c of n.Plans ?? []) walk(c);
    };
    walk(root[0]!.Plan);
    // The four per-user lookups (running count, last service by status), each run once per user with
    // due jobs (3), not once per due job (300).
    for (const n of subplans) expect(n['Actual Loops']).toBeLessThanOrEqual(3);
    expect(subplans.length).toBeGreaterThanOrEqual(4);
    const claimed = await db
      .selectFrom('jobs')
      .select(sql<string>`payload->>'user_id'`.as('user'))
      .where('kind', '=', 'backlog')
      .where('status', '=', 'running')
      .execute();
    // u2 and u3 were never served: one of them is taken before u1's next job.
    expect(claimed.map((r) => r.user)).toHaveLength(1);
    expect(['u2', 'u3']).toContain(claimed[0]!.user);
  });

  it('prunes done jobs older than a week, in batches, and keeps failed, recent and waiting ones', async () => {
    const db = env.database.db;
    const at = (days: number) => sql<Date>`now() - ${`${days} days`}::interval`;
    const row = (status: 'queued' | 'done' | 'failed', days: number, n: number) => ({
      kind: 'prune',
      payload: JSON.stringify({ n }),
      status,
      created_at: at(days),
      updated_at: at(days),
    });
    await db
      .insertInto('jobs')
      .values([
        ...[0, 1, 2, 3, 4].map((n) => row('done', 8 + n, n)),
        row('done', 6, 10),
        row('failed', 30, 11),
        row('queued', 30, 12),
      ])
      .execute();
    expect(await pruneFinishedJobs(db, 7, 2)).toBe(5);
    const left = await db
      .selectFrom('jobs')
      .select(sql<number>`(payload->>'n')::int`.as('n'))
      .where('kind', '=', 'prune')
      .orderBy('n')
      .execute();
    expect(left.map((r) => r.n)).toEqual([10, 11, 12]);
    expect(await pruneFinishedJobs(db, 7, 2)).toBe(0);
  });

  it('runs a queued job once and marks it done', async () => {
    const db = env.database.db;
    const seen: unknown[] = [];
    const handler: JobHandler = { run: async (job) => void seen.push(job.payload) };
    const id = await enqueueJob(db, 'demo', { n: 1 });
    const runner = createJobRunner({ db, logger, handlers: { demo: handler }, pollMs: 20 });
    runner.start();
    await vi.waitFor(async () => {
      const row = await db
        .selectFrom('jobs')
        .select(['status', 'attempts'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'done', attempts: 1 });
    });
    await runner.stop();
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('takes over a job whose worker died once its lease has expired', async () => {
    const db = env.database.db;
    const id = await enqueueJob(db, 'demo', {});
    // A worker of a crashed process: claimed, lease still running for a moment.
    await db
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: 1,
        locked_by: 'dead-1',
        locked_until: sql`now() + interval '300 milliseconds'`,
      })
      .where('id', '=', id)
      .execute();
    let runs = 0;
    const runner = createJobRunner({
      db,
      logger,
      pollMs: 20,
      handlers: { demo: { run: async () => void runs++ } },
    });
    runner.start();
    await new Promise((r) => setTimeout(r, 100));
    expect(runs).toBe(0);
    await vi.waitFor(async () => {
      const row = await db
        .selectFrom('jobs')
        .select(['status', 'attempts'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'done', attempts: 2 });
    });
    await runner.stop();
    expect(runs).toBe(1);
  });

  it('retries a failing job, then gives up and tells the handler', async () => {
    const db = env.database.db;
    const id = await enqueueJob(db, 'demo', { doc: 'x' }, { maxAttempts: 2 });
    const gaveUp = vi.fn();
    const runner = createJobRunner({
      db,
      logger,
      pollMs: 20,
      handlers: {
        demo: {
          run: async () => {
            // Make the retry due at once instead of after the 2 s backoff.
            await db
              .updateTable('jobs')
              .set({ run_after: sql`now()` })
              .where('id', '=', id)
              .execute();
            throw new Error('falla');
          },
          onGiveUp: async (job, err) => gaveUp(job.payload, (err as Error).message),
        },
      },
    });
    // The backoff is written after run() throws; pull it forward again from outside.
    const nudge = setInterval(() => {
      void db
        .updateTable('jobs')
        .set({ run_after: sql`now()` })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .execute();
    }, 50);
    runner.start();
    await vi.waitFor(
      async () => {
        const row = await db
          .selectFrom('jobs')
          .select(['status', 'attempts', 'last_error'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ status: 'failed', attempts: 2, last_error: 'falla' });
      },
      { timeout: 10_000 },
    );
    clearInterval(nudge);
    await runner.stop();
    expect(gaveUp).toHaveBeenCalledWith({ doc: 'x' }, 'falla');
  });
});
