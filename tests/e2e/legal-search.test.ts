import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import { describeWithCorpus } from '../../packages/server/test/corpus.ts';
import {
  dataDirWithLaws,
  launchBrowser,
  openPage,
  registerSignedIn,
  startRealServer,
  type RunningServer,
  accessToken,
  apiData,
} from './harness.ts';

/**
 * Legal search end to end (issue 12 acceptance) on the real built server in Chromium, with three core
 * laws of the corpus (LAU, Código Civil, Estatuto de los Trabajadores) imported by the importer CLI into
 * the server's data directory before it starts: a plain question typed in 'Consulta' finds LAU art. 36
 * among the first results as you type; the result opens the article viewer ('Artículo 36', 'Fianza',
 * 'Ver en el BOE', 'Copiar cita'); a report citing 'artículo 1902 del Código Civil' links the citation to
 * the article viewer of CC art. 1902, followed in the app without a page load; and the citation 'art. 36
 * LAU' in an uploaded document's extracted text opens LAU art. 36.
 */
const LAU = 'BOE-A-1994-26003';
const CC = 'BOE-A-1889-4763';
const ET = 'BOE-A-2015-11430';

let server: RunningServer;
let browser: Browser;

/** A JSON request to the API with the user's token, from Node. */
function api<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  return apiData<T>(server.url, token, method, url, body);
}

type Capabilities = { search: { ready?: boolean }; legislation: { norms: number } };

/** Waits until the search index (built in the background after start) is ready over the three laws. */
async function waitForSearchIndex(token: string): Promise<Capabilities> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const caps = await api<Capabilities>(token, 'GET', '/system/capabilities');
    if (caps.search.ready === true && caps.legislation.norms >= 3) return caps;
    if (Date.now() > deadline) throw new Error(`search index not ready: ${JSON.stringify(caps)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describeWithCorpus('legal search', ['legalize-es-core'], () => {
  beforeAll(async () => {
    // The laws go into the data directory before the server starts (PGlite: one process at a time).
    const dataDir = dataDirWithLaws([LAU, CC, ET]);
    server = await startRealServer({ AUTH_AUTOCONFIRM: 'true' }, { dataDir });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a plain question finds LAU art. 36, opens it, and a report citation opens CC art. 1902', async () => {
    const { page, errors } = await openPage(browser, { consent: true });
    onTestFailed(async () => {
      await page
        .screenshot({ path: path.join(tmpdir(), 'alegato-e2e-legal-search-failure.png') })
        .catch(() => {});
    });
    await registerSignedIn(page, server.url, {
      name: 'Elena Búsqueda',
      email: `busqueda.${Date.now()}@despacho.es`,
      password: 'Alegato-busqueda-2026',
    });
    const token = await accessToken(page);
    const caps = await waitForSearchIndex(token);
    expect(caps.legislation.norms).toBe(3);

    // A plain question, typed: results come as you type, LAU art. 36 among the first three.
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: /Búsqueda Legal/ }).click();
    await page.waitForURL('**/search');
    const question = '¿Cuánto me pueden pedir de fianza por alquilar un piso?';
    // The answer to the whole question (earlier keystrokes may have searched a part of it).
    const answered = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/query/mixed' &&
        new URLSearchParams(res.request().postData() ?? '').get('query') === question,
      { timeout: 30_000 },
    );
    await page.getByLabel('Consulta', { exact: true }).pressSequentially(question, { delay: 15 });
    expect((await answered).status()).toBe(200);
    const openers = page.locator('[data-slot="search-result"] [data-slot="search-result-open"]');
    const articleHref = `/search/norma/${LAU}#articulo-36`;
    await expect
      .poll(
        async () =>
          (await openers.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).slice(0, 3),
        { timeout: 10_000 },
      )
      .toContain(articleHref);

    // The result opens the article viewer at LAU art. 36.
    await page.locator(`[data-slot="search-result-open"][href="${articleHref}"]`).first().click();
    await page.waitForURL((url) => url.pathname === `/search/norma/${LAU}` && url.hash === '#articulo-36');
    const article = page.locator('[data-slot="article-viewer-article"]');
    await article.getByRole('heading', { name: /^Artículo 36\b/ }).waitFor({ timeout: 20_000 });
    await expect(article.getByRole('heading', { name: /^Artículo 36\b/ }).textContent()).resolves.toMatch(
      /Fianza/,
    );
    await expect(page.getByRole('link', { name: /Ver en el BOE/ }).getAttribute('href')).resolves.toContain(
      LAU,
    );
    await page.getByRole('button', { name: 'Copiar cita' }).waitFor();

    // A report citing the Código Civil: the citation links to CC art. 1902.
    const report = await api<{ id: string }>(token, 'POST', '/api/reports/create', {
      title: 'Reclamación por daños en la vivienda',
      template_id: 'demanda-civil',
      content: { hechos: 'Daños por una fuga de agua del piso superior.' },
      client_name: 'Elena Búsqueda',
    });
    await api(token, 'PUT', `/api/reports/${report.id}`, {
      generated_html:
        '<h2>FUNDAMENTOS DE DERECHO</h2><p>PRIMERO.- La responsabilidad del vecino nace del artículo 1902 del Código Civil, que obliga a reparar el daño causado por culpa o negligencia.</p>',
      lastModified: new Date().toISOString(),
      autoSave: true,
    });
    await page.goto(`${server.url}/reports/${report.id}`, { waitUntil: 'networkidle' });
    const document = page.locator('[data-slot="report-viewer-document"]');
    const citation = document.getByRole('link', { name: 'artículo 1902 del Código Civil' });
    await citation.waitFor();
    expect(await citation.getAttribute('href')).toBe(`/search/norma/${CC}#articulo-1902`);
    // Followed by the app's router: the page is not loaded again.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await citation.click();
    await page.waitForURL((url) => url.pathname === `/search/norma/${CC}` && url.hash === '#articulo-1902');
    await article.getByRole('heading', { name: /^Artículo 1902\b/ }).waitFor({ timeout: 20_000 });
    expect(await article.textContent()).toContain('culpa o negligencia');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    // A document's extracted text: its citation opens LAU art. 36 too.
    const form = new FormData();
    form.append(
      'file',
      new Blob(
        ['CLÁUSULA QUINTA.- FIANZA\nEl arrendatario entrega una mensualidad de fianza (art. 36 LAU).\n'],
        {
          type: 'text/plain',
        },
      ),
      'contrato-alquiler.txt',
    );
    const upload = await fetch(`${server.url}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(202);
    await nav.getByRole('link', { name: /Documentos/ }).click();
    await page.waitForURL('**/documents');
    const list = page.getByRole('list', { name: 'Lista de documentos' });
    await expect
      .poll(async () => list.getByText(/^listo$/i).count(), { timeout: 60_000, interval: 500 })
      .toBe(1);
    await list.getByRole('button', { name: 'Ver texto: contrato-alquiler.txt' }).click();
    const textLink = page.getByRole('dialog').getByRole('link', { name: 'art. 36 LAU' });
    expect(await textLink.getAttribute('href')).toBe(articleHref);
    await textLink.click();
    await page.waitForURL((url) => url.pathname === `/search/norma/${LAU}` && url.hash === '#articulo-36');
    await article.getByRole('heading', { name: /^Artículo 36\b/ }).waitFor({ timeout: 20_000 });
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    expect(errors).toEqual([]);
  });
});
