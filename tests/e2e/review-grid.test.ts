import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { corpusPath, describeWithCorpus } from '../../packages/server/test/corpus.ts';
import {
  axeViolations,
  openPage,
  registerSignedIn,
  uploadOnDocumentsPage,
  useServerAndBrowser,
} from './harness.ts';

/**
 * The review grid end to end (issue 13 item 9) on the real built server in Chromium: a case with two
 * real judgments, two questions asked of both from the case page, one row per judgment with the pages
 * of its answers, and the CSV downloaded and read.
 */
const ctx = useServerAndBrowser();

describeWithCorpus('review grid', ['sentencias-pdf'], () => {
  it('asks the same questions of a case’s two judgments and downloads the grid as CSV', async () => {
    const { page, errors } = await openPage(ctx.browser, { consent: true, acceptDownloads: true });
    await registerSignedIn(page, ctx.server.url, {
      name: 'Lucía Cuadro',
      email: `cuadro.${Date.now()}@despacho.es`,
      password: 'Alegato-cuadro-2026',
      // Several documents at once is batch: despacho and above (spec §6).
      plan: 'despacho',
    });
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: /Casos/ }).click();
    await page.waitForURL('**/cases');
    await page
      .getByRole('button', { name: /Nuevo caso|Crear primer caso/ })
      .first()
      .click();
    const caseDialog = page.getByRole('dialog', { name: 'Nuevo caso' });
    await caseDialog.getByLabel('Título del caso').fill('Incapacidad permanente: dos sentencias');
    await caseDialog.getByRole('button', { name: 'Crear caso' }).click();
    await page.getByText('Caso creado correctamente', { exact: true }).first().waitFor();

    await uploadOnDocumentsPage(
      page,
      [
        corpusPath('sentencias-pdf', 'STS_2384_2025.pdf'),
        corpusPath('sentencias-pdf', 'STSJ_BAL_451_2025.pdf'),
      ],
      { caseTitle: 'Incapacidad permanente: dos sentencias' },
    );

    await nav.getByRole('link', { name: /Casos/ }).click();
    await page.getByRole('link', { name: 'Incapacidad permanente: dos sentencias' }).click();
    const grid = page.getByRole('region', { name: 'Cuadro de revisión' });
    await grid
      .getByRole('textbox', { name: 'Preguntas' })
      .fill('¿Quién es el ponente?\n¿Se imponen las costas?');
    await grid.getByRole('button', { name: 'Comparar documentos' }).click();

    const table = grid.getByRole('table', { name: 'Respuestas por documento' });
    await table.waitFor({ timeout: 60_000 });
    const rows = table.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    const sts = table.getByRole('row', { name: /STS_2384_2025\.pdf/ });
    const stsj = table.getByRole('row', { name: /STSJ_BAL_451_2025\.pdf/ });
    const stsCells = sts.getByRole('cell');
    const stsjCells = stsj.getByRole('cell');
    expect(await stsCells.nth(0).innerText()).toMatch(/Blasco Pellicer[\s\S]*Pág\. 1/);
    expect(await stsCells.nth(1).innerText()).toMatch(/imposición de costas[\s\S]*Pág\. 4/);
    expect(await stsjCells.nth(0).innerText()).toMatch(/ROA NONIDE[\s\S]*Pág\. 1/);
    // The second judgment does not say whether costs are imposed.
    expect(await stsjCells.nth(1).innerText()).toBe('No consta');
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      grid.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cuadro-de-revision.csv');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Documento;Pregunta 1: ¿Quién es el ponente?;Pág.;Pregunta 2: ¿Se imponen las costas?;Pág.',
    );
    // One row per document, in the grid's order (the two uploads may finish in either order).
    const csvRows = lines.slice(1).filter(Boolean);
    expect(csvRows).toHaveLength(2);
    expect(csvRows.find((r) => r.startsWith('STS_2384_2025.pdf;'))).toMatch(
      /^STS_2384_2025\.pdf;[^;]*Blasco Pellicer[^;]*;1;[^;]*imposición de costas[^;]*;4$/,
    );
    expect(csvRows.find((r) => r.startsWith('STSJ_BAL_451_2025.pdf;'))).toMatch(
      /^STSJ_BAL_451_2025\.pdf;Ponente: ALEJANDRO ROA NONIDE;1;No consta;$/,
    );
    expect(errors).toEqual([]);
  }, 300_000);
});
