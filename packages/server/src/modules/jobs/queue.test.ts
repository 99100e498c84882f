import { sql } from 'kysely';
import pino from 'pino';
import { expect, it, vi } from 'vitest';
import { describeEachTarget, useTestEnv } from '../../../test/targets.js';
import { createJobRunner, enqueueJob, type JobHandler } from './queue.js';

const logger = pino({ level: 'silent' });

describeEachTarget('jobs queue', (target) => {
  const env = useTestEnv(target);

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
