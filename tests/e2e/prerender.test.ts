import { describe, expect, it } from 'vitest';
import { openPage, registerSignedIn, useServerAndBrowser } from './harness.ts';

/**
 * The prerendered public pages (issue 16, ADR 0035) on the real server: the HTML a client without
 * JavaScript gets holds the page's text and meta tags; in Chromium the landing page hydrates with no
 * errors; a signed-in user never sees the prerendered landing page.
 */
const ctx = useServerAndBrowser();

/** GET `path` as a browser navigation, without running any script. */
async function html(path: string): Promise<string> {
  const res = await fetch(`${ctx.server.url}${path}`, { headers: { Accept: 'text/html' } });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('cache-control'), path).toBe('no-cache');
  return res.text();
}

const metaContent = (page: string, attr: string, key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(page)?.[1];

/** What the browser console says about a hydration that went wrong. */
const HYDRATION_ERROR = /hydrat|did not match|Minified React error #4(18|19|23|25)/i;

describe('prerendered public pages', () => {
  it.each([
    ['/', 'Tu asistente legal', 'Alegato · Asistente legal con IA para abogados en España'],
    ['/legal/privacy-policy', 'Política de privacidad', 'Política de privacidad · Alegato'],
    ['/casos-exito', 'Casos de éxito', 'Casos de éxito · Alegato'],
  ])(
    '%s carries its heading, description, Open Graph tags and the runtime configuration',
    async (path, heading, title) => {
      const page = await html(path);
      const root = /<div id="root" data-prerendered>([\s\S]*)<\/div>\s*<noscript/.exec(page)?.[1] ?? '';
      expect(root).toContain(heading);
      expect(page).toContain(`<title data-static>${title}</title>`);
      const description = metaContent(page, 'name', 'description');
      expect(description?.length).toBeGreaterThan(40);
      expect(metaContent(page, 'property', 'og:title')).toBe(title);
      expect(metaContent(page, 'property', 'og:description')).toBe(description);
      expect(metaContent(page, 'property', 'og:url')).toBe(`${ctx.server.url}${path}`);
      expect(page).toContain(`<link rel="canonical" href="${ctx.server.url}${path}">`);
      // One title only, and the shell's hashed stylesheet kept.
      expect(page.match(/<title/g)).toHaveLength(1);
      expect(page).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css">/);
      expect(page).toContain('<script id="alegato-config" type="application/json">');
    },
  );

  it('puts the deployment’s owner identity in the legal notice', async () => {
    const page = await html('/legal/legal-notice');
    const config = JSON.parse(
      /<script id="alegato-config" type="application\/json">(.*?)<\/script>/.exec(page)?.[1] ?? 'null',
    ) as { owner: { name: string; nif: string } };
    expect(page).toContain(config.owner.nif);
  });

  it('serves the SPA shell, not a prerendered page, for app routes', async () => {
    const page = await html('/cases');
    expect(page).toContain('<div id="root"></div>');
  });

  it('hydrates the landing page in Chromium: no console errors, and its buttons work', async () => {
    const { context, page, errors } = await openPage(ctx.browser, { consent: true });
    const consoleErrors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
    // Keep the prerendered <h1> as the parser inserts it, before any script of the page runs.
    await page.addInitScript(() => {
      const w = window as unknown as { parsedH1: Element | null };
      w.parsedH1 = null;
      const observer = new MutationObserver(() => {
        w.parsedH1 ??= document.querySelector('#root h1');
        if (w.parsedH1) observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(ctx.server.url, { waitUntil: 'networkidle' });
    // Hydrated, not rendered again: the parsed heading is still the one in the page.
    expect(
      await page.evaluate(() => {
        const parsed = (window as unknown as { parsedH1: Element | null }).parsedH1;
        return parsed !== null && parsed === document.querySelector('#root h1');
      }),
    ).toBe(true);
    await expect(page.evaluate(() => document.documentElement.className)).resolves.toMatch(/\S/);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).first().click();
    await page.getByLabel('Correo electrónico').waitFor();
    expect([...errors, ...consoleErrors].filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates a legal page (lazy route) without errors', async () => {
    const { context, page, errors } = await openPage(ctx.browser, { consent: true });
    const consoleErrors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
    await page.goto(`${ctx.server.url}/legal/legal-notice`, { waitUntil: 'networkidle' });
    // The origin is filled in after hydration (ADR 0035).
    await page.getByRole('link', { name: ctx.server.url }).waitFor();
    expect([...errors, ...consoleErrors]).toEqual([]);
    await context.close();
  });

  it('shows the landing page on an app route signed out (spec §2)', async () => {
    const { context, page, errors } = await openPage(ctx.browser, { consent: true });
    await page.goto(`${ctx.server.url}/cases`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: /Tu asistente legal/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never shows a signed-in user the prerendered landing page', async () => {
    const { context, page, errors } = await openPage(ctx.browser, { consent: true });
    await registerSignedIn(page, ctx.server.url, {
      name: 'Lucía Prerender',
      email: 'lucia.prerender@example.com',
      password: 'Contraseña-segura-1',
    });
    // Record whether the landing heading is ever visible while the page loads.
    await page.addInitScript(() => {
      const w = window as unknown as { landingSeen: boolean };
      w.landingSeen = false;
      new MutationObserver(() => {
        const h1 = document.querySelector('#root h1');
        if (
          h1?.textContent?.includes('Tu asistente legal') &&
          getComputedStyle(h1).visibility === 'visible'
        ) {
          w.landingSeen = true;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(ctx.server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { landingSeen: boolean }).landingSeen)).toBe(
      false,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
