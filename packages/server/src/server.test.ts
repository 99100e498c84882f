import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  createFakeAppDist,
  createIsolatedEnv,
  describeEachTarget,
  type IsolatedEnv,
} from '../test/targets.js';
import { loadConfig, type Config } from './config.js';
import { LATEST_MIGRATION } from './db/migrations/index.js';
import { getMeta, setMeta } from './modules/meta/repo.js';
import { startServer, type RunningServer } from './server.js';

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

describeEachTarget('startServer', (target) => {
  let isolated: IsolatedEnv;
  let config: Config;
  const running: RunningServer[] = [];

  async function start(overrides: Partial<Config> = {}): Promise<RunningServer> {
    const server = await startServer({ ...config, ...overrides });
    running.push(server);
    return server;
  }

  beforeEach(async () => {
    isolated = await createIsolatedEnv(target);
    const dist = createFakeAppDist(isolated.dataDir);
    config = loadConfig({ ...isolated.env, APP_DIST_DIR: dist.dir });
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.close()));
    await isolated.cleanup();
  });

  it('listens on a random port, serves /health and the app, and records start facts', async () => {
    const server = await start();
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.database.kind).toBe(target.name);

    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe('ok');
    const page = await fetch(`${server.url}/legal/privacy-policy`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);

    expect(await getMeta(server.database.db, 'schema_version')).toEqual({ version: LATEST_MIGRATION });
    const started = await getMeta<{ at: string; version: string }>(server.database.db, 'last_started_at');
    expect(Date.parse(started?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('removes the half-written uploads a killed process left, and keeps whole files', async () => {
    const owner = join(config.dataDir, 'files', randomUUID());
    mkdirSync(owner, { recursive: true });
    const whole = join(owner, randomUUID());
    const orphan = `${join(owner, randomUUID())}.${randomUUID()}.part`;
    writeFileSync(whole, 'documento entero');
    writeFileSync(orphan, 'documento a medi');
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(orphan, twoMinutesAgo, twoMinutesAgo);

    await start();
    await expect.poll(() => existsSync(orphan), { timeout: 5_000 }).toBe(false);
    expect(existsSync(whole)).toBe(true);
  });

  it('close() resolves, frees the port and closes the database', async () => {
    const server = await start();
    await fetch(`${server.url}/health`);
    await server.close();
    expect(await portIsFree(server.port)).toBe(true);
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    await expect(server.database.db.selectFrom('app_meta').selectAll().execute()).rejects.toThrow();
    await expect(server.close()).resolves.toBeUndefined();
  });

  it('lets an in-flight request finish during shutdown', async () => {
    const server = await start();
    // Shut down once the route has the request (not after a guessed delay: on a slow machine the
    // request may not have reached the server yet, and a connection with no request is closed at once).
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    server.app.get('/api/public/slow', async (c) => {
      entered();
      await new Promise((r) => setTimeout(r, 300));
      return c.json({ done: true });
    });
    const inFlight = fetch(`${server.url}/api/public/slow`);
    await inside;
    const closed = server.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
  });

  it('cuts requests that outlast the shutdown cap', async () => {
    const server = await startServer(config, { shutdownTimeoutMs: 200 });
    running.push(server);
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    server.app.get('/api/public/stuck', async (c) => {
      entered();
      await new Promise((r) => setTimeout(r, 5000));
      return c.json({ done: true });
    });
    const stuck = fetch(`${server.url}/api/public/stuck`).then(
      () => 'answered',
      () => 'cut',
    );
    await inside;
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await stuck).toBe('cut');
  });

  it('keeps data across a restart on the same database and reports how long it took', async () => {
    const first = await start();
    await setMeta(first.database.db, 'case_count', { n: 42 });
    await first.close();

    const t0 = performance.now();
    const second = await start();
    const health = await fetch(`${second.url}/health`);
    const restartMs = performance.now() - t0;
    expect(health.status).toBe(200);
    expect(await getMeta(second.database.db, 'case_count')).toEqual({ n: 42 });
    console.info(`[${target.name}] restart to healthy /health: ${Math.round(restartMs)} ms`);
  });

  it('fails fast when the port is taken, releasing the database for the next start', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const takenPort = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(start({ port: takenPort })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
    const server = await start();
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});
