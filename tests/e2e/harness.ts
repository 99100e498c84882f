import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { registerBrowserWatcher, watchBrowserContext } from '../../scripts/lib/network-guard.mjs';
import { chromiumArgs, headlessShellPath } from '../../tooling/aliases.ts';
import { corpusPath } from '../../packages/server/test/corpus.ts';
import { freePort } from '../../packages/server/test/ports.ts';

/** A free TCP port on loopback. */
export { freePort };

const root = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR the built server started on once and left, migrated (tests/e2e/global-setup.ts). */
    e2eDataTemplate: string;
  }
}

/**
 * A new temporary DATA_DIR holding a copy of the one the built server left after its first start
 * (migrated, report templates synced): what every fresh server would do first, done once per run
 * instead of once per server (ADR 0017).
 */
export function newDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alegato-e2e-'));
  const template = inject('e2eDataTemplate');
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  /**
   * Stops the server (SIGTERM, or `signal: 'SIGKILL'` to simulate a crash); the temporary DATA_DIR is
   * removed unless `keepData` (then call `removeData`, or start another server on it).
   */
  stop(options?: { keepData?: boolean; signal?: NodeJS.Signals }): Promise<void>;
  /** Removes the temporary DATA_DIR. */
  removeData(): void;
  output(): string;
};

/**
 * A new DATA_DIR with the core laws `normIds` (`BOE-A-…`, from the corpus's legalize-es-core) imported by
 * the built importer CLI — before the server starts, since PGlite is one process at a time. Pass it to
 * {@link startRealServer} as `dataDir`.
 */
export function dataDirWithLaws(normIds: readonly string[]): string {
  const dataDir = newDataDir();
  const laws = mkdtempSync(path.join(tmpdir(), 'alegato-e2e-laws-'));
  try {
    for (const id of normIds) {
      copyFileSync(corpusPath('legalize-es-core', 'es', `${id}.md`), path.join(laws, `${id}.md`));
    }
    execFileSync(
      process.execPath,
      [path.join(root, 'packages/server/dist/cli/import-legislation.js'), laws],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 120_000,
      },
    );
    return dataDir;
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    const e = err as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`import-legislation failed:\n${e.stdout ?? ''}${e.stderr ?? String(err)}`);
  } finally {
    rmSync(laws, { recursive: true, force: true });
  }
}

/**
 * Starts the real built server (`packages/server/dist/main.js`) as its own process on a random port
 * with a temporary DATA_DIR (or `options.dataDir` and `options.port`, to restart on a kept one), and waits until
 * `/health` answers.
 */
export async function startRealServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; port?: number } = {},
): Promise<RunningServer> {
  const main = path.join(root, 'packages/server/dist/main.js');
  if (!existsSync(main) || !existsSync(path.join(root, 'app/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm test does it before the e2e suite).');
  }
  // A restart reuses the port: it is part of PUBLIC_URL, the tokens' issuer.
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? newDataDir();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // E-mail links and the auth redirect allow list must name the origin the browser uses.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Passwords hashed at scrypt's lowest cost, as in the server suites (NODE_ENV=test, which Vitest
      // sets, allows it): every test registers and signs in users, and at the production cost each hash
      // takes 32 MiB and up to a third of a second of a core. The production cost has its own server
      // tests (ADR 0007).
      AUTH_SCRYPT_COST: '10',
      // PGlite with a 16MB buffer cache, as in the server suites: a start initialises all of it (128MB,
      // the default, took ~0.6 s of each server start).
      PGLITE_SHARED_BUFFERS: '16MB',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    output: () => log,
    async stop(options = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill(options.signal ?? 'SIGTERM');
        await exited;
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    removeData() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs SQL against a stopped server's embedded database (PGlite allows one process at a time), so a
 * test can check what the app stored.
 */
export async function queryStoppedServerDb<T>(dataDir: string, sql: string): Promise<T[]> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    const result = await db.query<T>(sql);
    return result.rows;
  } finally {
    await db.close();
  }
}

/** Debian's headless Chromium (`chromium-headless-shell`) with this machine's flags. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: headlessShellPath, args: chromiumArgs, headless: true });
}

/** Runs axe (WCAG 2.x A/AA rules) on the page and returns the violations, summarised. */
export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  // A modal dialog: the page under its overlay is inert (and dimmed: its contrast is not the point).
  if (options.include) builder = builder.include(options.include);
  // Finite animations (a toast fading in, a dialog opening) first run to their end: contrast measured
  // mid-fade is the animation's, not the page's. Infinite ones (spinners) are left running. One may
  // also start while axe reads the page (a toast's time runs out and it fades away): then the page
  // was not the settled one, and it is read again once that animation ended (a real violation stays).
  for (let attempt = 1; ; attempt++) {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await page.evaluate(() => {
      const w = window as unknown as { axeMoved?: boolean; axeMark?: () => void };
      w.axeMoved = false;
      w.axeMark = () => {
        w.axeMoved = true;
      };
      for (const type of ['animationstart', 'transitionstart'])
        document.addEventListener(type, w.axeMark, { capture: true });
    });
    const result = await builder.analyze();
    const moved = await page.evaluate(() => {
      const w = window as unknown as { axeMoved?: boolean; axeMark?: () => void };
      for (const type of ['animationstart', 'transitionstart'])
        if (w.axeMark) document.removeEventListener(type, w.axeMark, { capture: true });
      return w.axeMoved === true;
    });
    if (result.violations.length === 0 || !moved || attempt === 3)
      return result.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
  }
}

/** A consent as the banner stores it (essential only), so the banner does not cover the page. */
const STORED_CONSENT = JSON.stringify({
  consents: { essential: true, functional: false, analytics: false, marketing: false },
  timestamp: '2026-01-01T00:00:00.000Z',
  session_id: 'e2e',
  user_agent: 'e2e',
});

/**
 * A fresh context (1280×900, es-ES) and page that records page errors. With `consent`, a cookie consent
 * is stored before any page script runs, so the banner never shows.
 */
export async function openPage(
  browser: Browser,
  options: { consent?: boolean; acceptDownloads?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'es-ES',
    acceptDownloads: options.acceptDownloads ?? false,
  });
  if (options.consent) {
    await context.addInitScript((consent) => {
      window.localStorage.setItem('alegato-cookie-consent', consent);
    }, STORED_CONSENT);
  }
  // A request outside the machine fails the running test, naming the URL (tooling/network.node.setup.ts).
  registerBrowserWatcher(watchBrowserContext(context));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/**
 * Moves a page of the app to `path` as its own links do: the router follows the history's `popstate`,
 * so the app is not loaded again and the page keeps its state.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/**
 * Counts a page's requests in flight from now on; `quiet()` resolves once none has been in flight for
 * `ms` (Playwright's `networkidle`, which only a load waits for, after a navigation inside the app).
 */
export function trackRequests(page: Page): { quiet(ms?: number): Promise<void> } {
  let inFlight = 0;
  let changed = Date.now();
  page.on('request', () => {
    inFlight += 1;
    changed = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    changed = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(ms = 500) {
      const deadline = Date.now() + 30_000;
      while (inFlight > 0 || Date.now() - changed < ms) {
        if (Date.now() > deadline) throw new Error(`requests still in flight after 30 s: ${inFlight}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** The first alert region that has text (forms keep an empty one in the page for announcements). */
export const visibleAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ }).first();

/** Fills the open registration form and submits it. */
export async function submitRegistration(
  page: Page,
  user: { name: string; email: string; password: string; organization?: string },
): Promise<void> {
  await page.getByLabel('Nombre completo').fill(user.name);
  await page.getByLabel('Correo electrónico').fill(user.email);
  if (user.organization) await page.getByLabel('Organización (opcional)').fill(user.organization);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByLabel('Confirmar contraseña').fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Crear cuenta/ }).click();
}

/**
 * Opens the landing page at `url`, registers `user` through 'Prueba Gratis' and waits for the signed-in
 * app shell (the server must run with `AUTH_AUTOCONFIRM=true`).
 */
export async function registerSignedIn(
  page: Page,
  url: string,
  user: { name: string; email: string; password: string; organization?: string; plan?: string },
): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Prueba Gratis' }).first().click();
  await submitRegistration(page, user);
  await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor({ timeout: 20_000 });
  // A new account is on estudiante (ADR 0026); tests of paid features choose their plan.
  if (user.plan) {
    await choosePlan(url, await accessToken(page), user.plan);
    // The app read the plan at sign-in: load it again, as after a change made elsewhere.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor({ timeout: 20_000 });
  }
}

/** The access token supabase-js keeps for the signed-in user of `page`. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('sb-') && key.endsWith('-auth-token')) {
        return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
      }
    }
    return null;
  });
  if (!token) throw new Error('no session in localStorage');
  return token;
}

/** A JSON request to the server at `baseUrl` with the user's token, from Node; resolves with `data`. */
export async function apiData<T>(
  baseUrl: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/**
 * Puts the user on `plan` through the demo billing (`POST /api/billing/change`, ADR 0027): for tests of
 * features the registration plan (estudiante) does not include (ADR 0026).
 */
export async function choosePlan(baseUrl: string, token: string, plan: string): Promise<void> {
  await apiData(baseUrl, token, 'POST', '/api/billing/change', { plan });
}

/**
 * One real server and one Chromium for a test file: started before its tests, stopped after. Read
 * `ctx.server` and `ctx.browser` inside the tests.
 */
export function useServerAndBrowser(env: Record<string, string> = { AUTH_AUTOCONFIRM: 'true' }): {
  server: RunningServer;
  browser: Browser;
} {
  const ctx = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [ctx.server, ctx.browser] = await Promise.all([startRealServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
  });
  return ctx;
}

/**
 * On /documents (through the main navigation): uploads the files, into the case titled `caseTitle`
 * when given, and waits until the list shows `ready` documents 'Listo' (all of them by default).
 */
export async function uploadOnDocumentsPage(
  page: Page,
  files: string[],
  options: { caseTitle?: string; ready?: number } = {},
): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: /Documentos/ })
    .click();
  await page.waitForURL('**/documents');
  const uploader = page.getByRole('region', { name: 'Subir documentos' });
  if (options.caseTitle) {
    await uploader.getByRole('combobox', { name: 'Caso' }).click();
    await page.getByRole('option', { name: options.caseTitle }).click();
  }
  await uploader.locator('input[type="file"]').setInputFiles(files);
  const list = page.getByRole('list', { name: 'Lista de documentos' });
  await expect
    .poll(async () => list.getByText(/^listo$/i).count(), { timeout: 90_000, interval: 500 })
    .toBe(options.ready ?? files.length);
}
