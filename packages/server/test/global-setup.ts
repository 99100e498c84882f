/**
 * Vitest global setup for the `server` project.
 *
 * 1. Starts a throw-away PostgreSQL server (initdb in a temp dir, random port, 127.0.0.1 only, trust
 *    auth, unix socket in the temp dir; as the `postgres` OS user when run as root) and provides its
 *    admin URL as `pgUrl`. Each test then creates its own database on it (see `targets.ts`). When
 *    PostgreSQL is missing or cannot start the run fails if `CI=true`; elsewhere `pgUrl` is null and the
 *    PostgreSQL variants are reported as skipped. `PG_BIN` points at another bin directory.
 * 2. Creates one pristine PGlite data directory (initdb in WASM takes seconds) and provides its path as
 *    `pgliteTemplateDir`; each PGlite test copies it into a fresh `DATA_DIR`.
 * 3. Migrates a copy of each (a PGlite directory, a PostgreSQL template database) once, so a test that
 *    wants a migrated database copies that instead of running every migration again: a quarter of a
 *    second per test on PGlite, over a thousand tests (`pgliteMigratedDir`, `pgMigratedTemplate`).
 * 4. Bundles the server's worker threads from their sources (`worker-bundles.ts`) and names the
 *    directory in `ALEGATO_WORKER_BUNDLES` for the test processes; not in watch mode, where the sources
 *    change under a running suite and the tsx bootstrap reads them afresh.
 *
 * Everything is torn down afterwards (server stopped, temp dirs removed).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { sql } from 'kysely';
import { freePort } from './ports.js';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { TestProject } from 'vitest/node';
import { makeTestTmpDir } from './tmp.js';
import { bundleWorkers, WORKER_BUNDLES_ENV } from './worker-bundles.js';
import { createDatabase } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throw-away PostgreSQL server, or null when PostgreSQL is not installed. */
    pgUrl: string | null;
    /** Major version of that server (`15`), or null. */
    pgVersion: string | null;
    /** A pristine, closed PGlite data directory to copy per test. */
    pgliteTemplateDir: string;
    /** The same, with every migration applied. */
    pgliteMigratedDir: string;
    /** A template database on the PostgreSQL server with every migration applied, or null. */
    pgMigratedTemplate: string | null;
  }
}

/**
 * Directories searched for `initdb`, `pg_ctl` and `postgres`; `PG_BIN` wins when set, and
 * `PG_BIN=none` disables PostgreSQL (to check the skipped path).
 */
function findPgBin(): string | undefined {
  if (process.env.PG_BIN === 'none') return undefined;
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  candidates.push('/usr/lib/postgresql/15/bin');
  try {
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(`/usr/lib/postgresql/${v}/bin`);
  } catch {
    // No Debian layout.
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  candidates.push('/usr/local/bin', '/usr/bin');
  return candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(dir, b))));
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary, as the `postgres` OS user when we are root (initdb refuses root). */
function runPg(bin: string, args: string[]): string {
  const [file, fullArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(file, fullArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

interface PgServer {
  url: string;
  version: string;
  stop(): void;
}

async function startPostgres(binDir: string): Promise<PgServer> {
  const base = makeTestTmpDir('alegato-pg-');
  const dataDir = join(base, 'data');
  const logFile = join(base, 'postgres.log');
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(base, uid, gid);
  }
  const port = await freePort();
  const stop = () => {
    try {
      runPg(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Not running.
    }
    rmSync(base, { recursive: true, force: true });
  };
  try {
    runPg(join(binDir, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    const options = [
      `-p ${port}`,
      `-k ${base}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    runPg(join(binDir, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    const version = runPg(join(binDir, 'postgres'), ['--version']).match(/(\d+)(?:\.\d+)?/)?.[1] ?? 'unknown';
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, stop };
  } catch (err) {
    let log = '';
    try {
      log = readFileSync(logFile, 'utf8').slice(-2000);
    } catch {
      // The server never wrote a log.
    }
    stop();
    throw new Error(`Could not start PostgreSQL from ${binDir}${log ? `:\n${log}` : ''}`, { cause: err });
  }
}

async function createPgliteTemplate(): Promise<{ dir: string; migratedDir: string; remove(): void }> {
  const base = makeTestTmpDir('alegato-pglite-template-');
  const dir = join(base, 'db');
  const pglite = await PGlite.create(dir, { extensions: { unaccent, pg_trgm } });
  await pglite.query('select 1');
  await pglite.close();
  const migratedBase = makeTestTmpDir('alegato-pglite-migrated-');
  cpSync(dir, join(migratedBase, 'db'), { recursive: true });
  const migrated = await createDatabase({
    dataDir: migratedBase,
    databaseUrl: undefined,
    pgliteSharedBuffers: '16MB',
  });
  try {
    await migrateToLatest(migrated.db);
  } finally {
    await migrated.close();
  }
  return {
    dir,
    migratedDir: join(migratedBase, 'db'),
    remove: () => {
      rmSync(base, { recursive: true, force: true });
      rmSync(migratedBase, { recursive: true, force: true });
    },
  };
}

/** Name of the migrated template database {@link createPgMigratedTemplate} makes. */
const PG_MIGRATED_TEMPLATE = 'alegato_migrated';

/**
 * Creates and migrates {@link PG_MIGRATED_TEMPLATE}, then closes it to connections: `create database …
 * template` copies it, and needs nobody connected to it.
 */
async function createPgMigratedTemplate(adminUrl: string): Promise<string> {
  const url = new URL(adminUrl);
  const admin = await createDatabase({ dataDir: '', databaseUrl: adminUrl });
  try {
    await sql`create database ${sql.raw(PG_MIGRATED_TEMPLATE)}`.execute(admin.db);
    url.pathname = `/${PG_MIGRATED_TEMPLATE}`;
    const migrated = await createDatabase({ dataDir: '', databaseUrl: url.toString() });
    try {
      await migrateToLatest(migrated.db);
    } finally {
      await migrated.close();
    }
    await sql`alter database ${sql.raw(PG_MIGRATED_TEMPLATE)} with is_template true allow_connections false`.execute(
      admin.db,
    );
  } finally {
    await admin.close();
  }
  return PG_MIGRATED_TEMPLATE;
}

/**
 * Vitest 4 global setup: provides `pgUrl`, `pgVersion`, `pgMigratedTemplate`, `pgliteTemplateDir` and
 * `pgliteMigratedDir`; returns the teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bundles = project.vitest.config.watch ? undefined : await bundleWorkers();
  if (bundles) process.env[WORKER_BUNDLES_ENV] = bundles.dir;
  const template = await createPgliteTemplate();
  project.provide('pgliteTemplateDir', template.dir);
  project.provide('pgliteMigratedDir', template.migratedDir);

  let pgServer: PgServer | undefined;
  // `DB_TARGETS=pglite` (scripts/test.mjs runs the two targets as separate processes) needs no server.
  const wantsPostgres = (process.env.DB_TARGETS ?? 'postgres').split(',').includes('postgres');
  const binDir = wantsPostgres ? findPgBin() : undefined;
  const inCi = process.env.CI === 'true' && wantsPostgres;
  if (!wantsPostgres) {
    // Not part of this run.
  } else if (binDir) {
    try {
      pgServer = await startPostgres(binDir);
    } catch (err) {
      if (inCi) {
        template.remove();
        bundles?.remove();
        throw err;
      }
      console.warn(`[server tests] ${(err as Error).message}\nPostgreSQL variants will be skipped.`);
    }
  } else if (inCi) {
    template.remove();
    bundles?.remove();
    throw new Error(
      'PostgreSQL binaries (initdb, pg_ctl, postgres) not found; the server suite needs them in CI.',
    );
  } else {
    console.warn('[server tests] PostgreSQL not found (set PG_BIN): PostgreSQL variants will be skipped.');
  }
  project.provide('pgUrl', pgServer?.url ?? null);
  try {
    project.provide('pgMigratedTemplate', pgServer ? await createPgMigratedTemplate(pgServer.url) : null);
  } catch (err) {
    pgServer?.stop();
    template.remove();
    bundles?.remove();
    throw err;
  }
  project.provide('pgVersion', pgServer?.version ?? null);
  // Best effort if the run is interrupted before teardown.
  const onExit = () => {
    pgServer?.stop();
    bundles?.remove();
  };
  process.once('exit', onExit);

  return async () => {
    process.off('exit', onExit);
    pgServer?.stop();
    template.remove();
    bundles?.remove();
    delete process.env[WORKER_BUNDLES_ENV];
  };
}
