import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { corpusPath, describeWithCorpus } from '../../packages/server/test/corpus.ts';
import {
  axeViolations,
  launchBrowser,
  openPage,
  registerSignedIn,
  startRealServer,
  type RunningServer,
} from './harness.ts';

/**
 * Cases and documents end to end (issue acceptance) on the real built server in Chromium: register,
 * create a case, upload a PDF (a real judgment), a DOCX and a TXT to it, watch each reach 'Listo', read
 * the extracted text page by page, search a phrase and get the passage with its page, then delete the
 * case together with its documents.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startRealServer({ AUTH_AUTOCONFIRM: 'true' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const TXT = [
  'ESCRITO DE ALEGACIONES',
  '',
  'PRIMERO.- El arrendatario abonó puntualmente la renta pactada y la fianza legal de dos mensualidades.',
  '',
  'SEGUNDO.- La resolución anticipada del contrato de arrendamiento de vivienda no fue comunicada con treinta días de antelación.',
].join('\n');

describeWithCorpus('cases and documents', ['sentencias-pdf', 'docx-fixtures-mammoth'], () => {
  it('creates a case, uploads three formats, reads them by page, searches them and deletes it all', async () => {
    const { page, errors } = await openPage(browser, { consent: true });
    await registerSignedIn(page, server.url, {
      name: 'Lucía Documentos',
      email: `docs.${Date.now()}@despacho.es`,
      password: 'Alegato-docs-2026',
    });

    // A case.
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: /Casos/ }).click();
    await page.waitForURL('**/cases');
    await page
      .getByRole('button', { name: /Nuevo caso|Crear primer caso/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo caso' });
    await dialog.getByLabel('Título del caso').fill('Arrendamiento Calle Mayor');
    await dialog.getByLabel('Nombre del cliente').fill('María Pérez');
    await dialog.getByRole('button', { name: 'Crear caso' }).click();
    await page.getByText('Caso creado correctamente', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Arrendamiento Calle Mayor' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Three documents into it.
    await nav.getByRole('link', { name: /Documentos/ }).click();
    await page.waitForURL('**/documents');
    const uploader = page.getByRole('region', { name: 'Subir documentos' });
    await uploader.getByRole('combobox', { name: 'Caso' }).click();
    await page.getByRole('option', { name: 'Arrendamiento Calle Mayor' }).click();
    const dir = mkdtempSync(path.join(tmpdir(), 'alegato-e2e-files-'));
    const txt = path.join(dir, 'alegaciones.txt');
    writeFileSync(txt, TXT);
    await uploader
      .locator('input[type="file"]')
      .setInputFiles([
        corpusPath('sentencias-pdf', 'STS_2384_2025.pdf'),
        corpusPath('docx-fixtures-mammoth', 'tables.docx'),
        txt,
      ]);
    const list = page.getByRole('list', { name: 'Lista de documentos' });
    for (const name of ['STS_2384_2025.pdf', 'tables.docx', 'alegaciones.txt']) {
      await list.getByText(name, { exact: true }).first().waitFor({ timeout: 30_000 });
    }
    await expect
      .poll(async () => list.getByText(/^listo$/i).count(), { timeout: 90_000, interval: 500 })
      .toBe(3);

    // The judgment's text, page by page.
    await list.getByRole('button', { name: 'Ver texto: STS_2384_2025.pdf' }).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByText(/^Página 1 de \d+$/).waitFor();
    expect(await viewer.innerText()).toMatch(/Roj|ECLI|TRIBUNAL SUPREMO/i);
    await viewer.getByRole('button', { name: 'Página siguiente' }).click();
    await viewer.getByText(/^Página 2 de \d+$/).waitFor();
    await page.keyboard.press('Escape');

    // Search a phrase from the TXT (accents left out on purpose) and get the passage with its page.
    await nav.getByRole('link', { name: /Búsqueda Legal/ }).click();
    await page.waitForURL('**/search');
    await page.getByLabel('Consulta').fill('resolucion anticipada contrato arrendamiento');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const results = page.getByRole('region', { name: 'Resultados' });
    await results.getByText('alegaciones.txt').first().waitFor({ timeout: 15_000 });
    await results.getByText('Pág. 1').first().waitFor();
    expect(await results.locator('mark').allInnerTexts()).toEqual(
      expect.arrayContaining(['resolución', 'anticipada', 'contrato', 'arrendamiento']),
    );

    // Delete the case and its documents.
    await nav.getByRole('link', { name: /Casos/ }).click();
    await page.waitForURL('**/cases');
    await page.getByRole('button', { name: 'Eliminar el caso Arrendamiento Calle Mayor' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Este caso tiene 3 documentos. ¿Qué quieres hacer con ellos?').waitFor();
    await confirm.getByLabel('Eliminar también los documentos').check();
    await confirm.getByRole('button', { name: 'Eliminar caso' }).click();
    await page.getByText('Caso eliminado correctamente', { exact: true }).first().waitFor();
    await nav.getByRole('link', { name: /Documentos/ }).click();
    await page.getByText('Aún no hay documentos').waitFor();
    expect(errors).toEqual([]);
  }, 240_000);
});
