/**
 * Two servers on one PostgreSQL behave as one system (issue 16 item 5, ADR 0037): two real servers
 * (`startServer` twice, each with its own `DATA_DIR`, one shared `STORAGE_URL` directory) on the same
 * throw-away database, called over HTTP. Sessions, sign-out, rate limits, the job queue, uploads and
 * the search cache are checked across them. PostgreSQL only: the embedded database admits one process
 * (its data directory is locked), so on PGlite the suite is reported as skipped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { freePort } from '../test/ports.js';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeAppDist, createIsolatedEnv, targets, type IsolatedEnv } from '../test/targets.js';
import { makeTestTmpDir } from '../test/tmp.js';
import { loadConfig } from './config.js';
import { createJobRunner, enqueueJob } from './modules/jobs/queue.js';
import { startServer, type RunningServer } from './server.js';

const postgres = targets.find((t) => t.name === 'postgres');
const pglite = targets.find((t) => t.name === 'pglite');

if (pglite) {
  describe.skip('two servers on one database on pglite (the embedded database admits one process)', () => {
    it('needs PostgreSQL', () => {});
  });
}

const PASSWORD = 'correcto-caballo-bateria';
const here = fileURLToPath(new URL('.', import.meta.url));

const SUPABASE_HEADERS = { apikey: 'anon-key', 'x-supabase-api-version': '2024-01-01' };

describe.skipIf(!postgres?.available)('two servers on one PostgreSQL', () => {
  if (!postgres) return;
  let isolated: IsolatedEnv;
  let shared: string;
  let a: RunningServer;
  let b: RunningServer;
  const running = new Set<RunningServer>();
  const dataDirs = new Map<RunningServer, string>();

  async function start(): Promise<RunningServer> {
    const dataDir = makeTestTmpDir('alegato-scale-');
    const config = loadConfig({
      ...isolated.env,
      DATA_DIR: dataDir,
      APP_DIST_DIR: createFakeAppDist(dataDir).dir,
      PUBLIC_URL: 'http://alegato.test',
      STORAGE_URL: pathToFileURL(shared).href,
      AUTH_AUTOCONFIRM: 'true',
      // Four sign-in attempts per account, whichever server they reach.
      AUTH_RATE_LIMITS: JSON.stringify({ signInAccount: { burst: 4, perWindow: 1, windowSeconds: 3600 } }),
      JOB_LEASE_MS: '2000',
      INGEST_WORKERS: '1',
      OCR_ENABLED: 'false',
    });
    const server = await startServer(config);
    running.add(server);
    dataDirs.set(server, dataDir);
    return server;
  }

  async function stop(server: RunningServer): Promise<void> {
    running.delete(server);
    await server.close();
  }

  beforeEach(async () => {
    isolated = await createIsolatedEnv(postgres);
    shared = makeTestTmpDir('alegato-scale-files-');
    [a, b] = await Promise.all([start(), start()]);
  });

  afterEach(async () => {
    await Promise.all([...running].map((s) => s.close()));
    running.clear();
    await isolated.cleanup();
  });

  function call(server: RunningServer, method: string, path: string, token?: string, body?: unknown) {
    const headers: Record<string, string> = { ...SUPABASE_HEADERS };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${server.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function signIn(server: RunningServer, email: string, password = PASSWORD) {
    return call(server, 'POST', '/auth/v1/token?grant_type=password', undefined, { email, password });
  }

  async function user(server: RunningServer) {
    const email = `ana.${randomUUID()}@despacho.es`;
    const res = await call(server, 'POST', '/auth/v1/signup', undefined, { email, password: PASSWORD });
    expect(res.status).toBe(200);
    const signedIn = await signIn(server, email);
    expect(signedIn.status).toBe(200);
    const body = (await signedIn.json()) as { access_token: string; user: { id: string } };
    return { email, id: body.user.id, token: body.access_token };
  }

  async function upload(server: RunningServer, token: string, text: string, name: string) {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/plain' }), name);
    const res = await fetch(`${server.url}/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    expect(res.status).toBe(202);
    return ((await res.json()) as { data: { document: { id: string } } }).data.document.id;
  }

  async function waitReady(server: RunningServer, token: string, id: string) {
    await vi.waitFor(
      async () => {
        const res = await call(server, 'GET', `/documents/${id}`, token);
        const { document } = ((await res.json()) as { data: { document: { status: string } } }).data;
        expect(document.status).toBe('ready');
      },
      { timeout: 60_000, interval: 100 },
    );
  }

  /**
   * `GET /api/profile` on `server` answers 401 within the notification's latency: the change commits,
   * PostgreSQL signals every listener, and a server reads it at its next turn of the event loop (well
   * under a second; without the notification the answer would stay 200 for a minute).
   */
  async function refusedAtOnce(server: RunningServer, token: string) {
    const t0 = performance.now();
    await vi.waitFor(
      async () => expect((await call(server, 'GET', '/api/profile', token)).status).toBe(401),
      { timeout: 1000, interval: 5 },
    );
    expect(performance.now() - t0).toBeLessThan(1000);
  }

  it('a session made on A works on B, and after sign-out on A, B refuses the token at once', async () => {
    const ana = await user(a);
    // Both remember the session as live.
    for (let i = 0; i < 3; i++) {
      expect((await call(a, 'GET', '/api/profile', ana.token)).status).toBe(200);
      expect((await call(b, 'GET', '/api/profile', ana.token)).status).toBe(200);
    }
    expect((await call(a, 'POST', '/auth/v1/logout', ana.token)).status).toBe(204);
    await refusedAtOnce(b, ana.token);
    expect((await call(a, 'GET', '/api/profile', ana.token)).status).toBe(401);
  });

  it('an account disabled through A (its status only, by SQL) is refused on B at once', async () => {
    const ana = await user(a);
    expect((await call(b, 'GET', '/api/profile', ana.token)).status).toBe(200);
    expect((await call(b, 'GET', '/api/profile', ana.token)).status).toBe(200);
    await a.database.db
      .updateTable('users')
      .set({ is_active: false })
      .where('auth_user_id', '=', ana.id)
      .execute();
    await refusedAtOnce(b, ana.token);
  });

  it('while B cannot listen for changes it asks the database, so a sign-out on A still shows', async () => {
    const ana = await user(a);
    expect((await call(b, 'GET', '/api/profile', ana.token)).status).toBe(200);
    // Cut every listening connection (B's and A's): they reconnect with backoff.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`.execute(a.database.db);
    expect((await call(a, 'POST', '/auth/v1/logout', ana.token)).status).toBe(204);
    expect((await call(b, 'GET', '/api/profile', ana.token)).status).toBe(401);
    // Back to listening: a new session is remembered and its sign-out still shows at once.
    await vi.waitFor(
      async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`.execute(a.database.db);
        expect(rows[0]?.n).toBe(2);
      },
      { timeout: 30_000, interval: 100 },
    );
    const again = await signIn(b, ana.email);
    const token = ((await again.json()) as { access_token: string }).access_token;
    expect((await call(b, 'GET', '/api/profile', token)).status).toBe(200);
    expect((await call(a, 'POST', '/auth/v1/logout', token)).status).toBe(204);
    await refusedAtOnce(b, token);
  });

  it('counts sign-in attempts across both servers', async () => {
    const ana = await user(a);
    // The sign-up's own sign-in took one of the four attempts.
    expect((await signIn(b, ana.email, 'mal')).status).toBe(400);
    expect((await signIn(a, ana.email, 'mal')).status).toBe(400);
    expect((await signIn(b, ana.email, 'mal')).status).toBe(400);
    expect((await signIn(a, ana.email)).status).toBe(429);
    expect((await signIn(b, ana.email)).status).toBe(429);
  });

  it('runs each of 40 jobs exactly once across the job runners of both servers', async () => {
    const runs: Array<{ job: string; by: 'a' | 'b' }> = [];
    const runner = (server: RunningServer, by: 'a' | 'b') =>
      createJobRunner({
        db: server.database.db,
        logger: server.logger,
        concurrency: 2,
        pollMs: 20,
        handlers: {
          scale_test: {
            async run(job) {
              runs.push({ job: job.payload.n as string, by });
              await new Promise((r) => setTimeout(r, 20));
            },
          },
        },
      });
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await enqueueJob(a.database.db, 'scale_test', { n: `job-${i}` }));
    const runners = [runner(a, 'a'), runner(b, 'b')];
    for (const r of runners) r.start();
    try {
      await vi.waitFor(
        async () => {
          const done = await b.database.db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('kind', '=', 'scale_test')
            .where('status', '=', 'done')
            .executeTakeFirstOrThrow();
          expect(Number(done.n)).toBe(40);
        },
        { timeout: 30_000, interval: 50 },
      );
    } finally {
      await Promise.all(runners.map((r) => r.stop()));
    }
    expect(runs.map((r) => r.job).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `job-${i}`).sort());
    expect(runs.some((r) => r.by === 'a')).toBe(true);
    expect(runs.some((r) => r.by === 'b')).toBe(true);
  });

  it('a document uploaded on A is ready on B, and B reads the file A stored (shared STORAGE_URL)', async () => {
    const ana = await user(a);
    const id = await upload(
      a,
      ana.token,
      'Contrato de arrendamiento de vivienda con fianza de dos meses.',
      'c.txt',
    );
    await waitReady(b, ana.token, id);
    // The file sits in the shared directory, not in either server's DATA_DIR.
    expect(readdirSync(join(shared, ana.id))).toHaveLength(1);
    for (const server of [a, b]) expect(existsSync(join(dataDirs.get(server)!, 'files'))).toBe(false);
    // With A stopped, a retry makes B's worker read the file again.
    await stop(a);
    await b.database.db.updateTable('documents').set({ status: 'error' }).where('id', '=', id).execute();
    expect((await call(b, 'POST', `/documents/${id}/retry`, ana.token)).status).toBeLessThan(300);
    await waitReady(b, ana.token, id);
    const text = await call(b, 'GET', `/documents/${id}/text`, ana.token);
    const { pages } = ((await text.json()) as { data: { pages: Array<{ text: string }> } }).data;
    expect(pages.map((p) => p.text).join(' ')).toContain('fianza de dos meses');
  });

  it('a search cached on B is not stale after an upload on A', async () => {
    const ana = await user(a);
    const ask = async () => {
      const res = await call(b, 'POST', '/query/mixed', ana.token, {
        user_id: ana.id,
        query: 'zarzaparrilla',
        tipo_consulta: 'documentos',
        usar_cache: true,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { chunks: Array<{ contenido?: string }>; data: { cached: boolean } };
    };
    const first = await ask();
    expect(first.chunks).toHaveLength(0);
    expect((await ask()).data.cached).toBe(true);
    const id = await upload(a, ana.token, 'La zarzaparrilla figura en el anexo del contrato.', 'z.txt');
    await waitReady(a, ana.token, id);
    const after = await ask();
    expect(after.data.cached).toBe(false);
    expect(after.chunks.length).toBeGreaterThan(0);
  });
});

describe.skipIf(!postgres?.available)('WEB_CONCURRENCY on PostgreSQL', () => {
  if (!postgres) return;
  let isolated: IsolatedEnv;
  let child: ChildProcess | undefined;

  beforeEach(async () => {
    isolated = await createIsolatedEnv(postgres);
  });

  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    await isolated.cleanup();
  });

  it('runs two server processes on one port, restarts one that dies and stops on SIGTERM', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', join(here, 'main.ts')], {
      cwd: here,
      env: {
        ...process.env,
        ...isolated.env,
        PORT: String(port),
        LOG_LEVEL: 'info',
        WEB_CONCURRENCY: '2',
        APP_DIST_DIR: createFakeAppDist(isolated.dataDir).dir,
        OCR_ENABLED: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const listening = new Set<number>();
    let stdout = '';
    child.stdout!.on('data', (d: Buffer) => {
      stdout += d.toString('utf8');
      for (const line of stdout.split('\n').slice(0, -1)) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { msg?: string; pid?: number };
        if (entry.msg === 'listening' && entry.pid) listening.add(entry.pid);
      }
      stdout = stdout.slice(stdout.lastIndexOf('\n') + 1);
    });
    await vi.waitFor(() => expect(listening.size).toBe(2), { timeout: 90_000, interval: 100 });
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    const [first] = [...listening];
    process.kill(first!, 'SIGKILL');
    await vi.waitFor(() => expect(listening.size).toBe(3), { timeout: 90_000, interval: 100 });
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  });

  it('refuses several processes on the embedded database with a Spanish message', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', join(here, 'main.ts')], {
      cwd: here,
      env: { ...process.env, DATA_DIR: isolated.dataDir, DATABASE_URL: '', WEB_CONCURRENCY: '3' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toContain('WEB_CONCURRENCY: varios procesos necesitan PostgreSQL (DATABASE_URL)');
  });
});
