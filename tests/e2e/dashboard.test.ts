import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  apiData,
  accessToken,
  axeViolations,
  openPage,
  registerSignedIn,
  uploadOnDocumentsPage,
  useServerAndBrowser,
} from './harness.ts';

/**
 * The dashboard's activity end to end (issue 14 item 9) on the real built server in Chromium: a new
 * user (Estudiante, 5 analyses a month) uploads a TXT judgment and analyses it on /documents; back on
 * the dashboard, 'Tu actividad' counts one document and one analysis today in the chart's data table,
 * lists both among the recent items (linked to the document), and the usage meter reads 1 de 5; axe
 * finds nothing on the page.
 */
const ctx = useServerAndBrowser();

const dir = mkdtempSync(join(tmpdir(), 'alegato-dashboard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A judgment written for this test (not a real case). */
const JUDGMENT = [
  'JUZGADO DE PRIMERA INSTANCIA Nº 3 DE HUESCA',
  '',
  'SENTENCIA Nº 112/2026',
  '',
  'En Huesca, a 16 de noviembre de 2026.',
  '',
  'Vistos los autos de juicio verbal seguidos a instancia de Don Mateo Gil Arnal, demandante, contra Reformas Pirineo, S.L., demandada, sobre reclamación de cantidad.',
  '',
  'FALLO',
  '',
  'Que debo estimar y estimo la demanda y condeno a Reformas Pirineo, S.L. a abonar 1.850 euros, con imposición de costas a la parte demandada.',
  '',
  'Contra esta sentencia cabe recurso de apelación en el plazo de veinte días hábiles desde su notificación.',
].join('\n');

describe('dashboard activity', () => {
  it("shows today's upload and analysis in the charts' data table and the recent items, and 1 de 5 analyses", async () => {
    const file = join(dir, 'sentencia-huesca.txt');
    writeFileSync(file, JUDGMENT, 'utf8');
    const { page, errors } = await openPage(ctx.browser, { consent: true });
    onTestFailed(async () => {
      await page
        .screenshot({ path: join(tmpdir(), 'alegato-e2e-dashboard-failure.png'), fullPage: true })
        .catch(() => {});
    });
    await registerSignedIn(page, ctx.server.url, {
      name: 'Mateo Panel',
      email: `panel.${Date.now()}@despacho.es`,
      password: 'Alegato-panel-2026',
    });

    // A new account: nothing yet, none of the five analyses used.
    const activity = page.getByRole('region', { name: 'Tu actividad' });
    await expect.poll(async () => activity.getAttribute('data-state'), { timeout: 20_000 }).toBe('empty');
    await expect
      .poll(async () =>
        activity.getByRole('meter', { name: 'Análisis del mes' }).getAttribute('aria-valuetext'),
      )
      .toBe('0 de 5');

    // Upload and analyse the judgment on /documents (the basic depth of the Estudiante plan).
    await uploadOnDocumentsPage(page, [file]);
    const list = page.getByRole('list', { name: 'Lista de documentos' });
    await list.getByRole('button', { name: 'Ver texto: sentencia-huesca.txt' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Análisis' }).click();
    const analysis = dialog.getByRole('region', { name: 'Análisis del documento' });
    const basic = analysis.getByRole('radio', { name: 'Básico' });
    if (await basic.count()) await basic.check();
    await analysis.getByRole('button', { name: 'Analizar' }).click();
    await expect.poll(async () => analysis.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
    await page.keyboard.press('Escape');

    // Back on the dashboard through the navigation (no reload: the cached answers are fetched again).
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: /Dashboard/ })
      .click();
    await expect.poll(async () => activity.getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    const meter = activity.getByRole('meter', { name: 'Análisis del mes' });
    await expect.poll(async () => meter.getAttribute('aria-valuetext'), { timeout: 10_000 }).toBe('1 de 5');

    // The chart's data table: 30 days, today (the server's Spanish day) last with 1 document, 1 analysis.
    const token = await accessToken(page);
    const { today } = await apiData<{ today: string }>(
      ctx.server.url,
      token,
      'GET',
      '/api/dashboard/activity',
    );
    const table = activity.getByRole('table', { name: 'Actividad por día' });
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual(['Fecha', 'Documentos', 'Análisis', 'Informes']);
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(31);
    const cells = async (row: number) =>
      (await rows.nth(row).locator('th, td').allTextContents()).map((c) => c.trim());
    expect(await cells(30)).toEqual([today.split('-').reverse().join('/'), '1', '1', '0']);
    for (let row = 1; row < 30; row++) expect((await cells(row)).slice(1)).toEqual(['0', '0', '0']);

    // The recent items: the analysis and the upload, each opening the document.
    const recent = activity.getByRole('list', { name: 'Actividad reciente' });
    const items = recent.getByRole('listitem');
    expect(await items.count()).toBe(2);
    const texts = await items.allInnerTexts();
    expect(texts.every((t) => t.includes('sentencia-huesca.txt'))).toBe(true);
    expect(texts.some((t) => /Análisis (de un documento|jurídico completo)/.test(t))).toBe(true);
    for (const link of await recent.getByRole('link', { name: 'sentencia-huesca.txt' }).all()) {
      expect(await link.getAttribute('href')).toMatch(/^\/documents\?ver=/);
    }

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
