import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { DEFAULT_PGLITE_SHARED_BUFFERS, type Config } from '../config.js';
import { acquireDataDirLock } from './lock.js';
import type { Database } from './schema.js';

export type { Database } from './schema.js';

/** Which engine backs the database. */
export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the typed Kysely instance, its engine and a `close()` that releases it. */
export interface DatabaseHandle {
  /** Typed query builder. */
  db: Kysely<Database>;
  /** `pglite` (embedded, `DATA_DIR/db`) or `postgres` (`DATABASE_URL`). */
  kind: DatabaseKind;
  /** Closes the engine (PGlite instance or `pg` pool) and releases the data-dir lock. Idempotent. */
  close(): Promise<void>;
}

/** Options for {@link createDatabase}. */
export interface CreateDatabaseOptions {
  /** Receives pool errors (`pg`) so an idle-client failure does not crash the process. */
  logger?: Logger;
  /** Maximum `pg` pool size. @default 10 */
  poolMax?: number;
  /**
   * Statements run at least this many times become named prepared statements on each `pg` connection
   * ({@link createStatementNames}); 0 turns preparing off. @default 3
   */
  prepareThreshold?: number;
}

/** Statements that may be prepared: reads and writes of rows, never DDL, `set`, `begin` or `listen`. */
const PREPARABLE = /^\s*(?:select|with|insert|update|delete)\b/i;
/** Longer texts (bulk inserts of many rows) are never prepared nor counted. */
const PREPARE_MAX_TEXT = 16_384;
/** Distinct statement texts counted at most (then no new text is counted). */
const PREPARE_MAX_COUNTED = 4096;
/** Distinct statements prepared at most per connection (each holds a plan in its backend). */
export const PREPARE_MAX_STATEMENTS = 256;

/**
 * Which statements a `pg` connection prepares (ADR 0036): the `text` of a statement that has run
 * `threshold` times (a row read or write, at most {@link PREPARE_MAX_TEXT} characters) gets a name
 * derived from its text, for the first {@link PREPARE_MAX_STATEMENTS} such texts; its later runs skip
 * PostgreSQL's parse and plan (the list statements spent a third of their time there). Statements run
 * once (migrations, DDL, one-off reads) are never prepared. `forget(text)` stops preparing a text
 * (see `prepareOnConnection`). Exported for tests.
 */
export function createStatementNames(threshold: number) {
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  const refused = new Set<string>();
  return {
    /** The prepared statement name of `text`, or undefined to run it unnamed. */
    nameFor(text: string): string | undefined {
      if (threshold <= 0) return undefined;
      const named = names.get(text);
      if (named !== undefined) return named;
      if (text.length > PREPARE_MAX_TEXT || refused.has(text) || !PREPARABLE.test(text)) return undefined;
      const seen = (counts.get(text) ?? 0) + 1;
      if (seen < threshold) {
        if (counts.has(text) || counts.size < PREPARE_MAX_COUNTED) counts.set(text, seen);
        return undefined;
      }
      counts.delete(text);
      if (names.size >= PREPARE_MAX_STATEMENTS) return undefined;
      const name = `a_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
      return name;
    },
    /** Never prepares `text` again (its prepared plan failed). */
    forget(text: string): void {
      names.delete(text);
      refused.add(text);
    },
  };
}

type StatementNames = ReturnType<typeof createStatementNames>;

/**
 * Makes `client.query(text, values)` (how Kysely runs every statement) use the prepared statement
 * `names` gives for the text. A prepared plan that a schema change invalidated in a way PostgreSQL
 * cannot replan ("cached plan must not change result type") is retried unnamed, and the text is
 * never prepared again. Other calls (cursors, config objects, callbacks) pass through unchanged.
 */
function prepareOnConnection(client: pg.PoolClient, names: StatementNames): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const patched = (...args: unknown[]): unknown => {
    const [text, values, callback] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined) return query(...args);
    const name = names.nameFor(text);
    if (name === undefined) return query(text, values);
    return query({ name, text, values }).catch((err: unknown) => {
      if ((err as { code?: string }).code !== '0A000') throw err;
      names.forget(text);
      return query(text, values);
    });
  };
  client.query = patched as typeof client.query;
}

const PG_OID = {
  INT8: 20,
  INT8_ARRAY: 1016,
  DATE: 1082,
  DATE_ARRAY: 1182,
  INT4_ARRAY: 1007,
  TEXT_ARRAY: 1009,
};

/**
 * `pg` parses `int8` (counts, sums) as strings and `date` as a local-midnight `Date`; PGlite parses them
 * as numbers and UTC `Date`s. Both engines are configured to give the same values: `int8` → number,
 * `date` → `'YYYY-MM-DD'` string.
 */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format === 'binary') return pg.types.getTypeParser(oid, 'binary');
    switch (oid) {
      case PG_OID.INT8:
        return (v: string) => Number(v);
      case PG_OID.INT8_ARRAY:
        return pg.types.getTypeParser(PG_OID.INT4_ARRAY, 'text');
      case PG_OID.DATE:
        return (v: string) => v;
      case PG_OID.DATE_ARRAY:
        return pg.types.getTypeParser(PG_OID.TEXT_ARRAY, 'text');
      default:
        return pg.types.getTypeParser(oid, 'text');
    }
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * WAL bounds of the embedded database. PGlite runs PostgreSQL in single-user mode: no checkpointer, so a
 * checkpoint happens only when the WAL reaches `max_wal_size` (or one is asked for), and the segments
 * kept after it are sized by the last checkpoints' distance (up to `max_wal_size`). With the stock 1 GB
 * an import of the state laws left a 577 MB `pg_wal`; with 32 MB the 24 core laws leave 34 MB after the
 * `CHECKPOINT` that ends a bulk import (`db/housekeeping.ts`) instead of 84 MB, at no measurable cost
 * to the import's time.
 */
export const PGLITE_WAL_PARAMS: readonly string[] = ['-c', 'max_wal_size=32MB', '-c', 'min_wal_size=32MB'];

/**
 * Opens the database chosen by the configuration: a `pg` pool when `DATABASE_URL` is set, otherwise an
 * embedded PGlite in `DATA_DIR/db` with the `unaccent` and `pg_trgm` extensions loaded. Call it once per
 * process; PGlite data directories are locked (`DATA_DIR/db.lock`) so a second server on the same
 * directory fails fast instead of corrupting it. Sessions run in UTC on both engines.
 *
 * Run {@link migrateToLatest} before serving.
 */
export async function createDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'pgliteSharedBuffers'>>,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return createPostgres(config.databaseUrl, options);
  return createPglite(config.dataDir, config.pgliteSharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS);
}

async function createPglite(dataDir: string, sharedBuffers: string): Promise<DatabaseHandle> {
  const dbDir = join(dataDir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const lock = acquireDataDirLock(join(dataDir, 'db.lock'));
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dbDir, {
      extensions: { unaccent, pg_trgm },
      startParams: [
        ...PGlite.defaultStartParams,
        ...PGLITE_WAL_PARAMS,
        '-c',
        `shared_buffers=${sharedBuffers}`,
      ],
      parsers: { [pgliteTypes.DATE]: (v: string) => v },
    });
  } catch (err) {
    lock.release();
    throw err;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    close() {
      closed ??= (async () => {
        try {
          await db.destroy();
          if (!pglite.closed) await pglite.close();
        } finally {
          lock.release();
        }
      })();
      return closed;
    },
  };
}

async function createPostgres(url: string, options: CreateDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? 10, types: pgTypes });
  const names = createStatementNames(options.prepareThreshold ?? 3);
  pool.on('error', (err) => options.logger?.error({ err }, 'postgres pool error'));
  pool.on('connect', (client) => {
    prepareOnConnection(client, names);
    client.query("set time zone 'UTC'").catch((err: unknown) => {
      options.logger?.error({ err }, 'could not set session time zone');
    });
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    close() {
      closed ??= db.destroy();
      return closed;
    },
  };
}
