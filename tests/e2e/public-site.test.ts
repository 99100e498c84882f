import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerBrowserWatcher, watchBrowserContext } from '../../scripts/lib/network-guard.mjs';
import { axeViolations, launchBrowser, startRealServer, type RunningServer } from './harness.ts';

/**
 * The public site on the real server (built app, PGlite in a temp DATA_DIR) in Chromium: landing page,
 * a legal link, a marketing page, direct loads, titles and descriptions, axe on every page.
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

const legalPages = [
  ['/legal/privacy-policy', 'Política de privacidad'],
  ['/legal/terms-of-service', 'Términos de servicio'],
  ['/legal/cookie-policy', 'Política de cookies'],
  ['/legal/legal-notice', 'Aviso legal'],
  ['/legal/gdpr-rights', 'Derechos RGPD'],
] as const;

const marketingPages = [
  ['/software-legal-espana', 'Software legal en España'],
  ['/analisis-documentos-legales', 'Análisis de documentos legales'],
  ['/casos-exito', 'Casos de éxito'],
] as const;

/** Opens a page and records console errors (CSP violations, failed scripts) while it loads. */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await page.locator('h1').first().waitFor();
  return { page, errors };
}

/** Waits until the document title contains `text` (titles change after lazy routes render). */
async function waitForTitle(page: Page, text: string) {
  await page.waitForFunction((t) => document.title.includes(t), text, { timeout: 10_000 });
}

async function description(page: Page) {
  return page.locator('meta[name="description"]').last().getAttribute('content');
}

beforeAll(async () => {
  server = await startRealServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' });
  registerBrowserWatcher(watchBrowserContext(context));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('public site', () => {
  it('serves /health from the real server', async () => {
    const res = await fetch(`${server.url}/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; db: string; version: string };
    expect(body).toMatchObject({ status: 'ok', db: 'ok' });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('shows the landing page with its actions, features and footer, with no console errors or axe violations', async () => {
    const { page, errors } = await open('/');
    await expect(page.title()).resolves.toContain('Alegato');
    expect(await description(page)).toBeTruthy();
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' }).first().isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('button', { name: 'Prueba Gratis' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('banner').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(1);
    // The spec's marketing figures and the launch date.
    const text = await page.locator('body').innerText();
    for (const figure of ['42', '86,81', '2:14', '31']) expect(text).toContain(figure);
    expect(text.toLowerCase()).toContain('septiembre');
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // The first Tab reaches 'Saltar al contenido'; following it puts the focus in <main>.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Saltar al contenido',
    );
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('MAIN');
    await page.close();
  });

  it('follows a legal link from the footer to the privacy policy', async () => {
    const { page } = await open('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
    await page.waitForURL('**/legal/privacy-policy');
    // Client-side navigation into a lazy route: wait for the new page, not the old one.
    await page.locator('h1', { hasText: 'Política de privacidad' }).waitFor();
    await waitForTitle(page, 'Política de privacidad');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('follows a marketing link and offers get-started and login actions', async () => {
    const { page } = await open('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Software legal en España' }).click();
    await page.waitForURL('**/software-legal-espana');
    await waitForTitle(page, 'Software legal en España');
    await page.locator('h1').filter({ hasNotText: 'Tu asistente legal' }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' }).first().isVisible()).resolves.toBe(
      true,
    );
    await expect(
      page
        .getByRole('button', { name: /Empezar gratis|Prueba Gratis/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it.each(legalPages)(
    'renders %s on a direct load with its own title and description',
    async (path, title) => {
      const { page, errors } = await open(path);
      await expect(page.locator('h1').first().innerText()).resolves.toContain(title);
      await expect(page.title()).resolves.toContain(title);
      expect(await description(page)).toBeTruthy();
      // The owner's legal identity comes from the server's configuration.
      expect(await page.locator('body').innerText()).toContain('Alegato Legal Tech, S.L.');
      expect(errors).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    },
  );

  it.each(marketingPages)('renders %s on a direct load with its own title', async (path, title) => {
    const { page, errors } = await open(path);
    await expect(page.title()).resolves.toContain(title);
    expect(await description(page)).toBeTruthy();
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows the landing page on app routes while signed out and on unknown paths', async () => {
    for (const path of ['/dashboard', '/reports/123', '/una-ruta-que-no-existe']) {
      const { page } = await open(path);
      await expect(page.getByRole('button', { name: 'Prueba Gratis' }).first().isVisible()).resolves.toBe(
        true,
      );
      await page.close();
    }
  });

  it('redirects /subscription/success to / when signed out', async () => {
    const { page } = await open('/subscription/success');
    await page.waitForURL(`${server.url}/`);
    await page.close();
  });
});
