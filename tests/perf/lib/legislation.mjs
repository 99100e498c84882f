/**
 * What the legislation benchmarks share: the corpus's 24 core laws and 975 state laws in force imported
 * once into an embedded PGlite data directory or a PostgreSQL database with the built importer, a
 * throw-away PostgreSQL cluster (Debian binaries, initdb/pg_ctl on a free port), and waiting for the
 * server's search index (`/system/capabilities` → `data.search.ready`).
 *
 * A data directory is marked imported with the same file `scripts/eval-retrieval.mjs` writes, so the
 * eval's `data/eval-legislation` can be given to a bench (`SEARCH_BENCH_DATA_DIR`) and the other way round.
 * @module
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, root, serverDist } from './server.mjs';

/** The corpus folder (`CORPUS_DIR`, default `../shared/corpus`). */
export const corpus = path.resolve(root, process.env.CORPUS_DIR ?? '../shared/corpus');
/** The 24 core laws, one Markdown file each. */
export const coreDir = path.join(corpus, 'legalize-es-core', 'es');
/** The 975 state laws in force. */
export const stateTarball = path.join(corpus, 'legalize-es-state', 'legalize-es-state-in-force.tar.gz');
/** The file that marks a data directory imported (the one `scripts/eval-retrieval.mjs` writes). */
export const IMPORTED_MARKER = '.eval-legislation-imported';

/** Why the legislation benches cannot run (corpus or build missing), or null. */
export function legislationMissing() {
  if (!existsSync(coreDir) || !existsSync(stateTarball))
    return `corpus missing (${coreDir}, ${stateTarball})`;
  for (const f of ['main.js', 'cli/import-legislation.js', 'db/index.js', 'config.js']) {
    if (!existsSync(serverDist(f))) return `server not built (packages/server/dist/${f} missing)`;
  }
  return null;
}

/** Runs the built importer on `source` with `env`; resolves with the wall time and its last line. */
export function runImporter(source, env) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [serverDist('cli/import-legislation.js'), source], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.once('exit', (code) => {
      const wallMs = performance.now() - t0;
      if (code !== 0) reject(new Error(`importer exited ${code} on ${path.basename(source)}: ${err.trim()}`));
      else resolve({ wallMs, summary: out.trim().split('\n').at(-1) ?? '' });
    });
  });
}

/**
 * Imports the core laws then the state laws into the database `env` selects (`{DATA_DIR, DATABASE_URL: ''}`
 * for PGlite, `{DATABASE_URL}` for PostgreSQL). Resolves with `{wallMs, core, state}` (each importer's
 * summary line).
 */
export async function importLegislation(env) {
  const t0 = performance.now();
  const core = await runImporter(coreDir, env);
  const state = await runImporter(stateTarball, env);
  return { wallMs: performance.now() - t0, core: core.summary, state: state.summary };
}

/**
 * A PGlite data directory holding the 980 norms: `dir` when given (imported there on the first run, marked,
 * re-used and left in place), else a new temp directory. Resolves with `{dataDir, imported, remove}`:
 * `imported` is null when the directory was re-used; `remove` deletes a temp directory (no-op otherwise).
 */
export async function pgliteLegislation(dir) {
  const dataDir = dir ? path.resolve(dir) : mkdtempSync(path.join(tmpdir(), 'alegato-legislation-'));
  const remove = () => {
    if (!dir) rmSync(dataDir, { recursive: true, force: true });
  };
  mkdirSync(dataDir, { recursive: true });
  const marker = path.join(dataDir, IMPORTED_MARKER);
  if (existsSync(marker)) return { dataDir, imported: null, remove };
  try {
    const imported = await importLegislation({ DATA_DIR: dataDir, DATABASE_URL: '' });
    writeFileSync(marker, `${new Date().toISOString()}\n`);
    return { dataDir, imported, remove };
  } catch (err) {
    remove();
    throw err;
  }
}

let shared = null;

/**
 * The PGlite data directory of the 980 norms shared by every bench of this process
 * (`SEARCH_BENCH_DATA_DIR`, else one temp directory imported once and removed when the process exits).
 */
export function sharedPgliteLegislation() {
  if (!shared) {
    shared = pgliteLegislation(process.env.SEARCH_BENCH_DATA_DIR);
    shared
      .then(({ remove }) => process.once('exit', remove))
      .catch(() => {
        shared = null;
      });
  }
  return shared;
}

/** `initdb`/`pg_ctl`/`postgres` directory: `PG_BIN`, the newest Debian one, or null (`PG_BIN=none`). */
export function findPgBin() {
  if (process.env.PG_BIN === 'none') return null;
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : [];
  try {
    for (const v of readdirSync('/usr/lib/postgresql')
      .filter((d) => /^\d+$/.test(d))
      .sort((a, b) => Number(b) - Number(a)))
      candidates.push(`/usr/lib/postgresql/${v}/bin`);
  } catch {
    // No Debian layout.
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  return (
    candidates.find((d) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(path.join(d, b)))) ?? null
  );
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary, as the `postgres` OS user when we are root (initdb refuses root). */
function runPg(bin, args) {
  const [file, fullArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(file, fullArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Starts a throw-away PostgreSQL cluster (initdb in a temp dir, 127.0.0.1 on a free port, trust auth, no
 * fsync) as `packages/server/test/global-setup.ts` does. Resolves with `{url, socketUrl, version, stop}`
 * (`socketUrl` connects over the Unix socket); `stop()` is
 * synchronous (stops the server, removes the directory) so it can run at process exit.
 */
export async function startPostgres(binDir) {
  const base = mkdtempSync(path.join(tmpdir(), 'alegato-bench-pg-'));
  const dataDir = path.join(base, 'data');
  const logFile = path.join(base, 'postgres.log');
  if (isRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(base, id('-u'), id('-g'));
  }
  const port = await freePort();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runPg(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {
      // Not running.
    }
    rmSync(base, { recursive: true, force: true });
  };
  try {
    runPg(path.join(binDir, 'initdb'), [
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
    runPg(path.join(binDir, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      logFile,
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    const version = runPg(path.join(binDir, 'postgres'), ['--version']).match(/(\d+)(?:\.\d+)?/)?.[1] ?? '?';
    // `socketUrl`: the same server over its Unix socket (no TCP loopback on a shared machine).
    const socketUrl = `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(base)}`;
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, socketUrl, version, stop };
  } catch (err) {
    let log = '';
    try {
      log = readFileSync(logFile, 'utf8').slice(-2000);
    } catch {
      // No log written.
    }
    stop();
    throw new Error(`could not start PostgreSQL from ${binDir}${log ? `:\n${log}` : ''}`, { cause: err });
  }
}

let sharedPg = null;

/**
 * A throw-away PostgreSQL cluster holding the 980 norms, shared by every bench of this process and stopped
 * when it exits. Resolves with `{url, version, imported}`, or `{skipped}` when PostgreSQL is not installed.
 */
export function sharedPostgresLegislation() {
  if (!sharedPg) {
    sharedPg = (async () => {
      const bin = findPgBin();
      if (!bin) return { skipped: 'PostgreSQL not installed (PG_BIN)' };
      const pg = await startPostgres(bin);
      process.once('exit', pg.stop);
      try {
        const imported = await importLegislation({ DATABASE_URL: pg.url });
        return { url: pg.url, version: pg.version, imported };
      } catch (err) {
        pg.stop();
        throw err;
      }
    })();
    sharedPg.catch(() => {
      sharedPg = null;
    });
  }
  return sharedPg;
}

/**
 * Polls `GET url/system/capabilities` (signed in as `token`: the route needs a session) until
 * `data.search.ready` (the in-memory index is built); resolves with `data.search` and the wait in ms.
 * Throws when the process exits first, the route answers 4xx, or after `timeoutMs`.
 */
export async function waitSearchReady(url, child, token, { timeoutMs = 600_000, everyMs = 250 } = {}) {
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    let res;
    try {
      res = await fetch(`${url}/system/capabilities`, { headers: { authorization: `Bearer ${token}` } });
    } catch {
      // not yet
    }
    if (res) {
      const body = await res.json().catch(() => ({}));
      if (res.status >= 400 && res.status < 500)
        throw new Error(`GET /system/capabilities ${res.status}: ${JSON.stringify(body)}`);
      if (body?.data?.search?.ready) return { search: body.data.search, waitedMs: performance.now() - t0 };
    }
    if (performance.now() - t0 > timeoutMs) throw new Error(`search index not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
