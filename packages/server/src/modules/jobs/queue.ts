/**
 * Background jobs over the `jobs` table (DESIGN §1: in-process workers over a Postgres table; several
 * processes may share it). A worker claims one due job at a time with a lease (`locked_until`) that it
 * renews while the handler runs; a job whose process died keeps its lease only until it expires, then
 * any worker takes it again. A failing job is retried with backoff up to `max_attempts`, then marked
 * `failed` and its handler's `onGiveUp` runs (e.g. the document shows 'error' and can be retried).
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.js';

/** What a job handler gets. */
export interface JobContext {
  /** The job's id. */
  id: string;
  /** The job's payload as enqueued. */
  payload: Record<string, unknown>;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when the worker stops; handlers should give up promptly. */
  signal: AbortSignal;
}

/** A kind of job. */
export interface JobHandler {
  /** Does the work; a throw schedules a retry (or gives up after the last attempt). */
  run(job: JobContext): Promise<void>;
  /** Called once when the job failed its last attempt. */
  onGiveUp?(job: JobContext, error: unknown): Promise<void>;
}

/** Adds a job (inside the caller's transaction when given one). */
export async function enqueueJob(
  db: Kysely<Database> | Transaction<Database>,
  kind: string,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number } = {},
): Promise<string> {
  const { id } = await db
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(payload), max_attempts: options.maxAttempts ?? 3 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** How long a finished job's row is kept: it only serves the fair order (a user's last service). */
export const DONE_JOBS_KEPT_DAYS = 7;

/**
 * Deletes jobs that finished (`done`) more than `days` ago, at most `batch` rows per statement so the
 * embedded database is never held for long; failed jobs stay for the administrator. Resolves with the
 * number of rows deleted. Without it the table grows by one row per upload for ever.
 */
export async function pruneFinishedJobs(
  db: Kysely<Database>,
  days: number = DONE_JOBS_KEPT_DAYS,
  batch = 1000,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await sql`
      delete from jobs where id in (
        select id from jobs
        where status = 'done' and updated_at < now() - ${`${days} days`}::interval
        limit ${batch}
      )`.execute(db);
    const n = Number(result.numAffectedRows ?? 0);
    deleted += n;
    if (n < batch) return deleted;
    await new Promise((r) => setImmediate(r));
  }
}

/** The id of a queued or running job of `kind` whose payload has `key` = `value`, if there is one. */
export async function findActiveJob(
  db: Kysely<Database>,
  kind: string,
  key: string,
  value: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('status', 'in', ['queued', 'running'])
    .where((eb) => eb(eb.ref('payload', '->>').key(key as never), '=', value))
    .executeTakeFirst();
  return row?.id;
}

/** Options of {@link createJobRunner}. */
export interface JobRunnerOptions {
  db: Kysely<Database>;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  /** How long a claim lasts without renewal. @default 30000 */
  leaseMs?: number;
  /** Idle poll interval. @default 500 */
  pollMs?: number;
  /** Jobs run at the same time by this process. @default 1 */
  concurrency?: number;
}

/** A running worker. */
export interface JobRunner {
  /** Starts polling (idempotent). */
  start(): void;
  /** Asks the worker to look for work now (after an enqueue). */
  wake(): void;
  /** Stops polling, aborts the running job's signal and waits for it to settle. */
  stop(): Promise<void>;
}

/** A claimed job: the row {@link claimStatement} returns. */
interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/**
 * The statement that claims the next due job of `kinds` for `workerId` (lease `leaseMs`), fairly between
 * users (see {@link createJobRunner}); exported so a test can read its plan.
 */
export function claimStatement(kinds: string[], workerId: string, leaseMs: number) {
  // Due: one of `kinds`, queued and due, or running with an expired lease (row `t`).
  const isDue = (t: string) => sql`${sql.ref(`${t}.kind`)} in (${sql.join(kinds)})
    and ((${sql.ref(`${t}.status`)} = 'queued' and ${sql.ref(`${t}.run_after`)} <= now())
      or (${sql.ref(`${t}.status`)} = 'running' and ${sql.ref(`${t}.locked_until`)} < now()))`;
  return sql<ClaimedJob>`
    with due as materialized (
      select q.id, coalesce(q.payload->>'user_id', '') as owner, q.run_after, q.created_at from jobs q
      where ${isDue('q')}
    ),
    owners as materialized (
      select o.owner,
        (select count(*) from jobs r
          where r.payload->>'user_id' = o.owner and r.status = 'running' and r.locked_until >= now()) as running,
        greatest(
          (select max(r.updated_at) from jobs r where r.payload->>'user_id' = o.owner and r.status = 'running'),
          (select max(r.updated_at) from jobs r where r.payload->>'user_id' = o.owner and r.status = 'done'),
          (select max(r.updated_at) from jobs r where r.payload->>'user_id' = o.owner and r.status = 'failed')
        ) as served
      from (select distinct owner from due) o
    )
    update jobs set status = 'running', locked_by = ${workerId},
      locked_until = now() + ${`${leaseMs} milliseconds`}::interval,
      attempts = attempts + 1, updated_at = now()
    where id = (
      select j.id from due d
      join owners o on o.owner = d.owner
      join jobs j on j.id = d.id
      -- Checked again on the row itself: a row another worker claimed since this statement's snapshot is
      -- re-read when locked, and must be skipped then (the CTE's copy still says 'queued').
      where ${isDue('j')}
      order by o.running, o.served nulls first, d.run_after, d.created_at
      limit 1
      for update of j skip locked
    )
    returning id, kind, payload, attempts, max_attempts`;
}

/**
 * `concurrency` worker loops: each claims a due job (`queued` and due, or `running` with an expired lease),
 * runs it, records the outcome, repeats, and sleeps `pollMs` when there is nothing to do. Claims are fair
 * between users (the payload's `user_id`): among due jobs, the user with the fewest jobs running goes
 * first, then the user served least recently, so one user's long queue never keeps another user's
 * document waiting behind it. Those two figures are looked up once per user with due jobs, not once per
 * due job: per job, a claim's cost grew with the backlog times each user's history, so a backlog slowed
 * the very claims that drain it (ADR 0015, "A claim's cost and the backlog").
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, logger, handlers } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 500;
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const kinds = Object.keys(handlers);
  const concurrency = Math.max(1, options.concurrency ?? 1);
  let running = false;
  let loops: Promise<void>[] = [];
  const sleepers = new Set<() => void>();
  const controller = new AbortController();

  async function claim() {
    const rows = await claimStatement(kinds, workerId, leaseMs).execute(db);
    return rows.rows[0];
  }

  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers[job.kind];
    if (!handler) return true;
    const ctx: JobContext = {
      id: job.id,
      payload: job.payload,
      attempt: job.attempts,
      signal: controller.signal,
    };
    const renew = setInterval(
      () => {
        db.updateTable('jobs')
          .set({ locked_until: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
          .where('id', '=', job.id)
          .where('locked_by', '=', workerId)
          .execute()
          .catch((err: unknown) => logger.warn({ err, job_id: job.id }, 'job lease renewal failed'));
      },
      Math.max(1000, Math.floor(leaseMs / 3)),
    );
    try {
      await handler.run(ctx);
      await db
        .updateTable('jobs')
        .set({
          status: 'done',
          locked_by: null,
          locked_until: null,
          last_error: null,
          updated_at: sql`now()`,
        })
        .where('id', '=', job.id)
        .execute();
      logger.info({ job_id: job.id, kind: job.kind, action: 'job', outcome: 'done' }, 'job done');
    } catch (err) {
      if (controller.signal.aborted) {
        // Stopping: leave it to be taken again after the lease (or at the next start).
        return true;
      }
      const message = err instanceof Error ? err.message : String(err);
      const last = job.attempts >= job.max_attempts;
      await db
        .updateTable('jobs')
        .set({
          status: last ? 'failed' : 'queued',
          locked_by: null,
          locked_until: null,
          last_error: message.slice(0, 2000),
          run_after: sql`now() + ${`${2 ** job.attempts} seconds`}::interval`,
          updated_at: sql`now()`,
        })
        .where('id', '=', job.id)
        .execute();
      logger.warn({ job_id: job.id, kind: job.kind, attempt: job.attempts, last, err }, 'job failed');
      if (last) await handler.onGiveUp?.(ctx, err);
    } finally {
      clearInterval(renew);
    }
    return true;
  }

  async function main() {
    while (running) {
      let worked = false;
      try {
        worked = await runOne();
      } catch (err) {
        if (!running) break;
        logger.error({ err }, 'job worker error');
      }
      if (!worked && running) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(t);
            sleepers.delete(wake);
            resolve();
          };
          const t = setTimeout(wake, pollMs);
          sleepers.add(wake);
        });
      }
    }
  }

  const wakeAll = () => {
    for (const wake of [...sleepers]) wake();
  };

  return {
    start() {
      if (running) return;
      running = true;
      loops = Array.from({ length: concurrency }, () => main());
    },
    wake() {
      wakeAll();
    },
    async stop() {
      running = false;
      controller.abort();
      wakeAll();
      await Promise.all(loops);
    },
  };
}
