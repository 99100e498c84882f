/**
 * The two database targets every server suite runs against: embedded PGlite and a real PostgreSQL
 * server (started by `global-setup.ts`). Each test gets an empty database: a migrated one is kept by the
 * process and emptied between tests (`leaseMigrated`, ADR 0017).
 *
 * @example
 * describe.each(targets)('health on $name', (target) => {
 *   const env = useTestEnv(target);
 *   it('answers', async () => { … env.database.db … });
 * });
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, inject } from 'vitest';
import { createApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createDatabase, type DatabaseHandle } from '../src/db/index.js';
import { acquireDataDirLock } from '../src/db/lock.js';
import type { Database } from '../src/db/schema.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createLogger } from '../src/logger.js';
import { makeTestTmpDir } from './tmp.js';

/** A database engine under test. */
export interface DbTarget {
  /** `pglite` or `postgres`; used in test titles. */
  name: 'pglite' | 'postgres';
  /** False when the engine is not available here (PostgreSQL not installed outside CI). */
  available: boolean;
}

const pgUrl = inject('pgUrl');
const pgliteTemplateDir = inject('pgliteTemplateDir');
const pgliteMigratedDir = inject('pgliteMigratedDir');
const pgMigratedTemplate = inject('pgMigratedTemplate');

/**
 * The targets this run covers: both by default, PGlite first. `DB_TARGETS=pglite` or `DB_TARGETS=postgres`
 * keeps one, so `npm test` can run the two as concurrent processes (scripts/test.mjs).
 */
export const selectedTargets = (process.env.DB_TARGETS ?? 'pglite,postgres')
  .split(',')
  .map((t) => t.trim())
  .filter(Boolean);

/** The targets of this run, PGlite first. */
export const targets: DbTarget[] = (
  [
    { name: 'pglite', available: true },
    { name: 'postgres', available: pgUrl !== null },
  ] satisfies DbTarget[]
).filter((t) => selectedTargets.includes(t.name));

/**
 * `describe` once per target, titled `<title> on <target>`; an unavailable target is reported as a
 * skipped suite under its name.
 */
export function describeEachTarget(title: string, fn: (target: DbTarget) => void): void {
  for (const target of targets) {
    describe.skipIf(!target.available)(`${title} on ${target.name}`, () => fn(target));
  }
}

/** An isolated environment: a temp `DATA_DIR`, and for PostgreSQL a database of its own. */
export interface IsolatedEnv {
  /** Env vars to pass to `loadConfig` (`DATA_DIR`, `DATABASE_URL` for PostgreSQL, …). */
  env: Record<string, string>;
  /** Temp `DATA_DIR`. */
  dataDir: string;
  /** Drops the PostgreSQL database and removes the temp dir. */
  cleanup(): Promise<void>;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!pgUrl) throw new Error('PostgreSQL is not available');
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A test server's env vars: its `DATA_DIR`, silent logs, any free port on loopback, password hashes at
 * scrypt's lowest cost (2^10: ~1 ms, not ~100 ms, for each of the suite's thousands of sign-ups and
 * sign-ins; `modules/auth/config.test.ts` checks the production default), PGlite with a 16MB buffer
 * cache (a start takes ~0.3 s, not ~0.9 s: a start initialises all of it), then `extraEnv`.
 */
function testEnvVars(dataDir: string, extraEnv: Record<string, string>): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    AUTH_SCRYPT_COST: '10',
    PGLITE_SHARED_BUFFERS: '16MB',
    ...extraEnv,
  };
}

/**
 * Creates a fresh database for `target`, empty or (`migrated`) with every migration applied: PGlite
 * gets a temp `DATA_DIR` holding a copy of the pristine or the migrated template; PostgreSQL gets
 * `create database test_<random>`, from the migrated template database when asked.
 */
export async function createIsolatedEnv(
  target: DbTarget,
  extraEnv: Record<string, string> = {},
  { migrated = false }: { migrated?: boolean } = {},
): Promise<IsolatedEnv> {
  const dataDir = makeTestTmpDir(`alegato-test-${target.name}-`);
  const env = testEnvVars(dataDir, extraEnv);
  let dbName: string | undefined;
  if (target.name === 'pglite') {
    cpSync(migrated ? pgliteMigratedDir : pgliteTemplateDir, join(dataDir, 'db'), { recursive: true });
  } else {
    dbName = `test_${randomBytes(6).toString('hex')}`;
    const template = migrated && pgMigratedTemplate ? ` template ${pgMigratedTemplate}` : '';
    await withAdmin((c) => c.query(`create database ${dbName}${template}`));
    const url = new URL(pgUrl as string);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  return {
    env,
    dataDir,
    async cleanup() {
      if (dbName) await withAdmin((c) => c.query(`drop database if exists ${dbName} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Captured JSON log lines of a test logger. */
export interface LogCapture {
  lines: Record<string, unknown>[];
  /** The raw text written, to check that something never appears. */
  raw(): string;
}

/** A pino logger at `level` writing parsed lines into memory. */
export function createCapturingLogger(level: 'info' | 'debug' = 'info') {
  const chunks: string[] = [];
  const capture: LogCapture = {
    lines: [],
    raw: () => chunks.join(''),
  };
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      const text = chunk.toString('utf8');
      chunks.push(text);
      for (const line of text.split('\n'))
        if (line.trim()) capture.lines.push(JSON.parse(line) as Record<string, unknown>);
      cb();
    },
  });
  return { logger: createLogger({ level, destination: stream }), capture };
}

/** A fake built app: `index.html`, one hashed asset and a root file. */
export interface FakeAppDist {
  dir: string;
  indexHtml: string;
  assetName: string;
  assetBody: string;
}

/** Writes a fake `APP_DIST_DIR` into `parent` (or a new temp dir). */
export function createFakeAppDist(parent: string = makeTestTmpDir('alegato-dist-')): FakeAppDist {
  const dir = join(parent, 'app-dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  const indexHtml =
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Alegato</title>' +
    '<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
  const assetName = 'index-abc123.js';
  const assetBody = 'console.log("alegato");\n';
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'assets', assetName), assetBody);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { dir, indexHtml, assetName, assetBody };
}

/**
 * What a migrated database holds before any test: each table's columns (generated ones left out) and
 * the migrations' own rows, the sequences' positions, and a fingerprint of the schema.
 */
interface Snapshot {
  tables: string[];
  seeds: { table: string; columns: string[]; rows: unknown[] }[];
  sequences: { name: string; last: string | null }[];
  fingerprint: string;
}

/** A digest of everything a test could add to or change in a schema (ADR 0017, "Databases kept"). */
async function schemaFingerprint(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ f: string }>`
    select md5(coalesce(string_agg(x, '|' order by x), '')) as f from (
      select 'c:' || n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || c.relnatts as x
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      union all select 'a:' || attrelid::regclass::text || '.' || attname || ':' || atttypid::regtype::text
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
      union all select 'p:' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname not in ('pg_catalog', 'information_schema')
      union all select 't:' || tgname || ':' || tgenabled::text from pg_trigger where not tgisinternal
      union all select 'e:' || extname || ':' || extversion from pg_extension
      union all select 'ts:' || cfgname from pg_ts_config
      union all select 'n:' || nspname from pg_namespace
      union all select 's:' || array_to_string(setconfig, ',') from pg_db_role_setting
    ) parts`.execute(db);
  return rows[0]!.f;
}

async function takeSnapshot(db: Kysely<Database>): Promise<Snapshot> {
  const tables = (
    await sql<{ name: string }>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like 'kysely_migration%'
      order by 1`.execute(db)
  ).rows.map((r) => r.name);
  const seeds: Snapshot['seeds'] = [];
  for (const table of tables) {
    const { rows } = await sql<{
      rows: unknown[] | null;
    }>`select json_agg(t) as rows from ${sql.table(table)} t`.execute(db);
    if (!rows[0]?.rows?.length) continue;
    const columns = (
      await sql<{ name: string }>`
        select attname as name from pg_attribute
        where attrelid = ${`public.${table}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`.execute(db)
    ).rows.map((r) => r.name);
    seeds.push({ table, columns, rows: rows[0].rows });
  }
  const sequences = (
    await sql<{ name: string; last: string | null }>`
      select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`.execute(
      db,
    )
  ).rows;
  return { tables, seeds, sequences, fingerprint: await schemaFingerprint(db) };
}

/** Empties every table and puts back the migrations' rows and the sequences' positions. */
async function restoreSnapshot(db: Kysely<Database>, snap: Snapshot): Promise<void> {
  await sql`truncate table ${sql.join(snap.tables.map((t) => sql.table(t)))} restart identity cascade`.execute(
    db,
  );
  for (const { table, columns, rows } of snap.seeds) {
    const cols = sql.join(columns.map((c) => sql.ref(c)));
    await sql`insert into ${sql.table(table)} (${cols}) overriding system value
      select ${cols} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)`.execute(
      db,
    );
  }
  for (const { name, last } of snap.sequences) {
    if (last === null) await sql`alter sequence ${sql.table(name)} restart`.execute(db);
    else await sql`select setval(${`public.${name}`}::regclass, ${last}::bigint, true)`.execute(db);
  }
}

/**
 * One migrated database per target kept by this process between tests (ADR 0017, "Databases kept"):
 * a test leases it, and when the test ends its rows are emptied and the migrations' rows put back,
 * which takes milliseconds where a new PGlite takes half a second. A test that changed the schema, or
 * a reset that failed, leaves the database to be closed and a new one made for the next test.
 */
interface Kept {
  isolated: IsolatedEnv;
  handle: DatabaseHandle;
  snapshot: Snapshot;
  leased: boolean;
}
const kept = new Map<DbTarget['name'], Kept>();

async function discard(entry: Kept, target: DbTarget): Promise<void> {
  if (kept.get(target.name) === entry) kept.delete(target.name);
  await entry.handle.close().catch(() => undefined);
  await entry.isolated.cleanup().catch(() => undefined);
}

/** A database leased for one test ({@link leaseMigrated}). */
interface Lease {
  isolated: IsolatedEnv;
  database: DatabaseHandle;
  /** At the test's end: the database goes back to {@link kept}, emptied (unless the test closed it). */
  release(): Promise<void>;
}

/**
 * A migrated database for one test, from {@link kept}: its own temp `DATA_DIR` (for PGlite, `db` links
 * to the kept data directory) and a handle whose queries fail once closed, as a closed database's do.
 * A test that closes it itself (to let a command-line tool or a second server open the database, or to
 * see it fail) closes the kept database for good: it is dropped with the test's `DATA_DIR`, and the next
 * test gets a new one. Undefined when the kept database is in use (then the caller makes its own).
 */
async function leaseMigrated(
  target: DbTarget,
  extraEnv: Record<string, string> = {},
): Promise<Lease | undefined> {
  let entry = kept.get(target.name);
  if (entry?.leased) return undefined;
  if (!entry) {
    const isolated = await createIsolatedEnv(target, {}, { migrated: true });
    const handle = await createDatabase(loadConfig(isolated.env));
    // The copied template is already migrated: this finds nothing to do, and proves it.
    await migrateToLatest(handle.db);
    entry = { isolated, handle, snapshot: await takeSnapshot(handle.db), leased: false };
    kept.set(target.name, entry);
    // Its directory goes with the process (the PostgreSQL server and its databases go with the run).
    process.once('exit', () => rmSync(isolated.dataDir, { recursive: true, force: true }));
  }
  const lease = entry;
  lease.leased = true;
  const dataDir = makeTestTmpDir(`alegato-test-${target.name}-`);
  // As an open embedded database does, the lease holds `DATA_DIR/db.lock` until the test ends.
  const lock = target.name === 'pglite' ? acquireDataDirLock(join(dataDir, 'db.lock')) : undefined;
  if (target.name === 'pglite') symlinkSync(join(lease.isolated.dataDir, 'db'), join(dataDir, 'db'));
  const url = lease.isolated.env.DATABASE_URL;
  const env = testEnvVars(dataDir, { ...(url ? { DATABASE_URL: url } : {}), ...extraEnv });
  let ended: 'closed' | 'released' | undefined;
  let closing: Promise<void> | undefined;
  const db = lease.handle.db.withPlugin({
    transformQuery({ node }) {
      if (ended) throw new Error('The database is closed.');
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  return {
    database: {
      db,
      kind: lease.handle.kind,
      close() {
        ended ??= 'closed';
        if (ended === 'closed') {
          if (kept.get(target.name) === lease) kept.delete(target.name);
          closing ??= (async () => {
            await lease.handle.close();
            lock?.release();
            // PGlite does not open a data directory through a link: the closed one moves in for good.
            if (target.name === 'pglite') {
              rmSync(join(dataDir, 'db'));
              renameSync(join(lease.isolated.dataDir, 'db'), join(dataDir, 'db'));
            }
          })();
        }
        return closing ?? Promise.resolve();
      },
    },
    isolated: {
      env,
      dataDir,
      async cleanup() {
        rmSync(dataDir, { recursive: true, force: true });
        if (ended === 'closed') await lease.isolated.cleanup();
      },
    },
    async release() {
      if (ended) return;
      ended = 'released';
      lock?.release();
      try {
        if ((await schemaFingerprint(lease.handle.db)) !== lease.snapshot.fingerprint)
          throw new Error('the test changed the schema');
        await restoreSnapshot(lease.handle.db, lease.snapshot);
        lease.leased = false;
      } catch {
        await discard(lease, target);
      }
    },
  };
}

/** Per-test state filled by {@link useTestEnv}. */
export interface TestEnv {
  config: Config;
  database: DatabaseHandle;
  isolated: IsolatedEnv;
  dist: FakeAppDist;
  /** The app built over the database with a capturing logger. */
  app: ReturnType<typeof createApp>;
  logs: LogCapture;
}

/** Options for {@link useTestEnv}. */
export interface UseTestEnvOptions {
  /** Extra env vars for `loadConfig`. */
  env?: Record<string, string>;
  /** Run migrations before each test. @default true */
  migrate?: boolean;
  /**
   * A database of the test's own rather than the kept one ({@link leaseMigrated}), for a test that
   * reads what only a new database has (e.g. PostgreSQL's prepared statements per connection).
   * @default false
   */
  own?: boolean;
}

/**
 * Registers `beforeEach`/`afterEach` hooks giving every test an empty database on `target` — migrated:
 * the kept one, emptied after the previous test ({@link leaseMigrated}); not migrated, or `own`: a
 * new one — a fake built app and an app instance. Read the returned object's fields inside tests.
 */
export function useTestEnv(target: DbTarget, options: UseTestEnvOptions = {}): TestEnv {
  const state = {} as TestEnv;
  let release: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    const lease =
      options.migrate !== false && !options.own ? await leaseMigrated(target, options.env) : undefined;
    const isolated =
      lease?.isolated ??
      (await createIsolatedEnv(target, options.env, { migrated: options.migrate !== false }));
    const dist = createFakeAppDist(isolated.dataDir);
    const config = loadConfig({ APP_DIST_DIR: dist.dir, ...isolated.env });
    const database = lease?.database ?? (await createDatabase(config));
    if (!lease && options.migrate !== false) await migrateToLatest(database.db);
    const { logger, capture } = createCapturingLogger();
    const app = createApp({ config, db: database.db, logger });
    release = lease?.release;
    Object.assign(state, { config, database, isolated, dist, app, logs: capture });
  });
  afterEach(async () => {
    // A kept database goes back, emptied; one of the test's own is closed.
    if (release) await release();
    else await state.database?.close();
    release = undefined;
    await state.isolated?.cleanup();
  });
  return state;
}
