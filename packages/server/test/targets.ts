/**
 * The two database targets every server suite runs against: embedded PGlite and a real PostgreSQL
 * server (started by `global-setup.ts`). Each test gets a fresh database.
 *
 * @example
 * describe.each(targets)('health on $name', (target) => {
 *   const env = useTestEnv(target);
 *   it('answers', async () => { … env.database.db … });
 * });
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterEach, beforeEach, describe, inject } from 'vitest';
import { createApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createDatabase, type DatabaseHandle } from '../src/db/index.js';
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
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    ...extraEnv,
  };
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
}

/**
 * Registers `beforeEach`/`afterEach` hooks giving every test a fresh database on `target` (migrated: a
 * copy of the migrated template, then `migrateToLatest`, which finds nothing to do and proves it),
 * a fake built app and an app instance. Read the returned object's fields inside tests.
 */
export function useTestEnv(target: DbTarget, options: UseTestEnvOptions = {}): TestEnv {
  const state = {} as TestEnv;
  beforeEach(async () => {
    const isolated = await createIsolatedEnv(target, options.env, { migrated: options.migrate !== false });
    const dist = createFakeAppDist(isolated.dataDir);
    const config = loadConfig({ APP_DIST_DIR: dist.dir, ...isolated.env });
    const database = await createDatabase(config);
    if (options.migrate !== false) await migrateToLatest(database.db);
    const { logger, capture } = createCapturingLogger();
    const app = createApp({ config, db: database.db, logger });
    Object.assign(state, { config, database, isolated, dist, app, logs: capture });
  });
  afterEach(async () => {
    await state.database?.close();
    await state.isolated?.cleanup();
  });
  return state;
}
