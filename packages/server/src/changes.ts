/**
 * Cross-process invalidation of what a server remembers in memory (issue 16 item 5, ADR 0037). On
 * PostgreSQL several servers may share the database, so an answer remembered by one (a live session,
 * whether an account is active) must be dropped when another server changes it. Migration 0022's
 * triggers send `NOTIFY alegato_changes, '<topic>'` when such a change commits; the {@link ChangeFeed}
 * of every server listens on a connection of its own and bumps the topic's generation. A remembered
 * answer is kept only while the generation it was read under is current. While the listening
 * connection is lost nothing remembered is trusted (every check asks the database); once it is back
 * every generation moves on, since notifications sent meanwhile were missed.
 *
 * @module
 */
import pg from 'pg';
import type { Logger } from 'pino';

/** The channel of migration 0022's triggers. */
export const CHANGES_CHANNEL = 'alegato_changes';

/** What a notification names: deleted sessions, or accounts enabled, disabled or deleted. */
export type ChangeTopic = 'sessions' | 'users';

/** A source of invalidations for in-memory caches. */
export interface ChangeFeed {
  /**
   * The current generation of `topic`, or null when nothing remembered may be trusted now (the
   * listening connection is down). An answer read under generation g is valid while this returns g.
   */
  generation(topic: ChangeTopic): number | null;
  /** Stops listening (idempotent). */
  close(): Promise<void>;
}

/**
 * The embedded database's feed: one process by construction, so the process's own counters of
 * changes (`sessionDeletionCount`, the account status counter) are the whole truth.
 */
export function inProcessChanges(counters: Record<ChangeTopic, () => number>): ChangeFeed {
  return {
    generation: (topic) => counters[topic](),
    close: async () => {},
  };
}

/** Options of {@link createPostgresChanges}. */
export interface PostgresChangesOptions {
  /** The database's connection string. */
  url: string;
  logger?: Logger;
  /** First wait before reconnecting, doubled up to 30 s. @default 250 */
  retryMs?: number;
}

/** A {@link ChangeFeed} over PostgreSQL with `started` resolving once it listens (or failed once). */
export interface PostgresChanges extends ChangeFeed {
  /** Resolves after the first connection attempt (listening or not: it keeps retrying). */
  started: Promise<void>;
  /** Whether it is listening now. */
  listening(): boolean;
}

/**
 * Listens to {@link CHANGES_CHANNEL} on a dedicated connection (not one of the pool's: a pooled
 * connection would stop listening when returned). Reconnects with backoff when the connection drops.
 */
export function createPostgresChanges(options: PostgresChangesOptions): PostgresChanges {
  const { url, logger } = options;
  const baseRetry = options.retryMs ?? 250;
  const generations: Record<ChangeTopic, number> = { sessions: 0, users: 0 };
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry = baseRetry;
  let timer: NodeJS.Timeout | undefined;

  const bumpAll = () => {
    generations.sessions++;
    generations.users++;
  };

  const lost = (err?: unknown) => {
    if (!client) return;
    const c = client;
    client = undefined;
    live = false;
    bumpAll();
    c.removeAllListeners();
    c.on('error', () => {});
    c.end().catch(() => {});
    if (closed) return;
    logger?.warn({ err }, 'change notifications lost: every check asks the database until they are back');
    schedule();
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retry);
    timer.unref();
    retry = Math.min(retry * 2, 30_000);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    c.on('error', (err) => lost(err));
    c.on('end', () => lost());
    c.on('notification', (msg) => {
      if (msg.channel !== CHANGES_CHANNEL) return;
      if (msg.payload === 'sessions' || msg.payload === 'users') generations[msg.payload]++;
      else bumpAll();
    });
    client = c;
    try {
      await c.connect();
      await c.query(`listen ${CHANGES_CHANNEL}`);
    } catch (err) {
      if (client === c) lost(err);
      return;
    }
    if (closed || client !== c) {
      await c.end().catch(() => {});
      return;
    }
    // Whatever changed while not listening was missed: nothing read before counts.
    bumpAll();
    live = true;
    retry = baseRetry;
    logger?.debug('listening to change notifications');
  }

  const started = connect();
  return {
    started,
    listening: () => live,
    generation: (topic) => (live ? generations[topic] : null),
    async close() {
      closed = true;
      live = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await started;
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    },
  };
}
