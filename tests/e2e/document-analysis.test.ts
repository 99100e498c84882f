import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import { corpusPath, describeWithCorpus } from '../../packages/server/test/corpus.ts';
import {
  dataDirWithLaws,
  axeViolations,
  launchBrowser,
  openPage,
  registerSignedIn,
  startRealServer,
  type RunningServer,
} from './harness.ts';

/**
 * Document analysis end to end (issue 13 acceptance) on the real built server in Chromium, with the
 * Constitution imported by the importer CLI before the server starts: upload a real Supreme Court
 * judgment, open it, 'Análisis' says it has none yet, analyse it at `complete` depth and read what a
 * lawyer looks for — type 'Sentencia', the ponente, the fallo and the costas each with their page, and
 * the cited norms checked ('art. 24.1 CE' verified and linked to the article, the laws not imported
 * flagged) — follow a page to the text, and find the analysis again after reopening the document.
 */
const CE = 'BOE-A-1978-31229';

let server: RunningServer;
let browser: Browser;

describeWithCorpus('document analysis', ['sentencias-pdf', 'legalize-es-core'], () => {
  beforeAll(async () => {
    // The laws go into the data directory before the server starts (PGlite: one process at a time).
    const dataDir = dataDirWithLaws([CE]);
    server = await startRealServer({ AUTH_AUTOCONFIRM: 'true' }, { dataDir });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('analyses the judgment: type, ponente, fallo and costas with their pages, citations checked', async () => {
    const { page, errors } = await openPage(browser, { consent: true });
    onTestFailed(async () => {
      await page
        .screenshot({
          path: path.join(tmpdir(), 'alegato-e2e-document-analysis-failure.png'),
          fullPage: true,
        })
        .catch(() => {});
    });
    await registerSignedIn(page, server.url, {
      name: 'Lucía Análisis',
      email: `analisis.${Date.now()}@despacho.es`,
      password: 'Alegato-analisis-2026',
      // Expert depth is empresarial's (spec §5).
      plan: 'empresarial',
    });
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: /Documentos/ }).click();
    await page.waitForURL('**/documents');
    await page
      .getByRole('region', { name: 'Subir documentos' })
      .locator('input[type="file"]')
      .setInputFiles([corpusPath('sentencias-pdf', 'STS_2384_2025.pdf')]);
    const list = page.getByRole('list', { name: 'Lista de documentos' });
    await expect
      .poll(async () => list.getByText(/^listo$/i).count(), { timeout: 90_000, interval: 500 })
      .toBe(1);

    await list.getByRole('button', { name: 'Ver texto: STS_2384_2025.pdf' }).click();
    const dialog = page.getByRole('dialog');
    const tabs = dialog.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Texto', 'Análisis', 'Chat']);
    await dialog.getByRole('tab', { name: 'Análisis' }).click();
    const analysis = dialog.getByRole('region', { name: 'Análisis del documento' });

    // Not analysed yet (the server's 404): the depth choice and 'Analizar'.
    await analysis.getByRole('heading', { name: 'Este documento aún no se ha analizado' }).waitFor();
    await analysis.getByRole('radio', { name: 'Completo' }).check();
    await analysis.getByRole('button', { name: 'Analizar' }).click();
    await expect.poll(async () => analysis.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    expect(await analysis.getAttribute('data-depth')).toBe('complete');

    // What it is, who wrote it.
    expect(await analysis.locator('[data-slot="document-analysis-type"]').innerText()).toBe('Sentencia');
    expect(await analysis.locator('[data-slot="document-analysis-ponente"]').innerText()).toMatch(
      /Blasco Pellicer/,
    );

    // The fallo and the costas, quoted with their page (4).
    const fallo = analysis.getByRole('region', { name: 'Fallo' });
    expect(await fallo.innerText()).toMatch(/Desestima/);
    expect(await fallo.innerText()).toMatch(/Desestimar el recurso de casación/);
    await fallo.getByRole('button', { name: 'Pág. 4: abrir el documento en esa página' }).waitFor();
    const costas = analysis.getByRole('region', { name: 'Costas' });
    expect(await costas.innerText()).toMatch(/No efectuar declaración alguna sobre imposición de costas/);
    await costas.getByRole('button', { name: 'Pág. 4: abrir el documento en esa página' }).waitFor();

    // The cited norms, checked: the Constitution is imported, so art. 24.1 CE links to its article.
    const citations = analysis.getByRole('region', { name: 'Citas verificadas' });
    const ce = citations.getByRole('link', { name: 'art. 24.1 CE' });
    expect(await ce.getAttribute('href')).toBe(`/search/norma/${CE}#articulo-24`);
    expect(await citations.getByText('Verificada').count()).toBeGreaterThan(0);
    expect(await citations.getByText('Norma no importada').count()).toBeGreaterThan(0);

    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

    // A page opens the text there.
    await fallo.getByRole('button', { name: 'Pág. 4: abrir el documento en esa página' }).click();
    await dialog.getByText(/^Página 4 de \d+$/).waitFor();

    // The analysis is stored: close, reopen, it is there without analysing again.
    await page.keyboard.press('Escape');
    await list.getByRole('button', { name: 'Ver texto: STS_2384_2025.pdf' }).click();
    await page.getByRole('dialog').getByRole('tab', { name: 'Análisis' }).click();
    const again = page.getByRole('dialog').getByRole('region', { name: 'Análisis del documento' });
    await expect.poll(async () => again.getAttribute('data-state'), { timeout: 10_000 }).toBe('ready');
    await again.getByRole('button', { name: 'Volver a analizar' }).waitFor();

    // The Chat tab still works beside it.
    await page.getByRole('dialog').getByRole('tab', { name: 'Chat' }).click();
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: 'Pregunta lo que necesites sobre este documento' })
      .waitFor();
    expect(errors).toEqual([]);
  }, 240_000);
});
