import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  openPage,
  registerSignedIn,
  uploadOnDocumentsPage,
  useServerAndBrowser,
} from './harness.ts';

/**
 * Extraction queries end to end (issue 13, `/consulta/*`) on the real built server in Chromium: upload
 * a claim written here (two pages, amounts, a daily rate and dates), ask 'Importes' and read the
 * amounts with their page and the total (the rate not added), follow a page to the text, then ask
 * 'Fechas' and read them in chronological order. On the way, 'Analizar' opens the document on its
 * Análisis tab.
 */
const ctx = useServerAndBrowser();

const dir = mkdtempSync(join(tmpdir(), 'alegato-extraction-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CLAIM = [
  'DEMANDA DE JUICIO VERBAL DE DESAHUCIO Y RECLAMACIÓN DE RENTAS',
  '',
  'HECHOS',
  '',
  'PRIMERO.- El 1 de marzo de 2024 las partes firmaron el contrato de arrendamiento de la vivienda sita en la calle Real 8, 1º A, de Segovia.',
  '',
  'SEGUNDO.- El arrendatario dejó de pagar la renta de junio de 2024, por importe de 640 euros, y la renta de julio de 2024, por importe de 640 euros. Se reclaman además 1.280 euros en concepto de fianza no repuesta.',
  '\f',
  'TERCERO.- El 12 de septiembre de 2024 se le requirió de pago por burofax, sin respuesta. Los intereses de demora se devengan a razón de 3,20 euros diarios.',
].join('\n');

describe('extraction queries', () => {
  it('lists the amounts of a claim with their pages and total, and its dates in order', async () => {
    const file = join(dir, 'demanda-rentas-segovia.txt');
    writeFileSync(file, CLAIM, 'utf8');
    const { page, errors } = await openPage(ctx.browser, { consent: true });
    await registerSignedIn(page, ctx.server.url, {
      name: 'Luis Extrae',
      email: `extract.${Date.now()}@despacho.es`,
      password: 'Alegato-extrae-2026',
    });
    await uploadOnDocumentsPage(page, [file]);

    // 'Analizar' in the list opens the document on its analysis.
    const list = page.getByRole('list', { name: 'Lista de documentos' });
    await list.getByRole('button', { name: 'Analizar: demanda-rentas-segovia.txt' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByRole('tab', { name: 'Análisis' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // 'Importes': the three amounts added, the daily rate shown but not added, each with its page.
    const section = page.getByRole('region', { name: 'Extraer de mis documentos' });
    await section
      .getByRole('textbox', { name: 'Qué buscar' })
      .fill('renta impagada fianza intereses de demora');
    await section.getByRole('button', { name: 'Extraer' }).click();
    const table = section.getByRole('table', { name: 'Importes encontrados' });
    await table.waitFor({ timeout: 20_000 });
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    const fianza = rows.filter({ hasText: '1.280,00 €' });
    expect(await fianza.innerText()).toMatch(/fianza no repuesta/);
    const totals = section.getByRole('list', { name: 'Totales' });
    expect(await totals.innerText()).toMatch(/Total en EUR\s*\(3 importes\)\s*2\.560,00\s€/);
    expect(await table.innerText()).toContain('por día');
    expect(await axeViolations(page, { include: '[data-slot="extraction-results"]' })).toEqual([]);

    // A page of a found value opens the text there.
    await fianza
      .getByRole('button', { name: 'Pág. 1 de demanda-rentas-segovia.txt: abrir el documento en esa página' })
      .click();
    await page
      .getByRole('dialog')
      .getByText(/^Página 1 de 2$/)
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // 'Fechas': in chronological order, the burofax on page 2.
    await section.getByRole('textbox', { name: 'Qué buscar' }).fill('contrato renta requerimiento burofax');
    await section.getByRole('combobox', { name: 'Qué extraer' }).click();
    await page.getByRole('option', { name: 'Fechas' }).click();
    await section.getByRole('button', { name: 'Extraer' }).click();
    const dates = section.getByRole('list', { name: 'Fechas, en orden cronológico' });
    await dates.waitFor({ timeout: 20_000 });
    const written = await dates
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
    expect(written).toEqual(['2024-03-01', '2024-06', '2024-07', '2024-09-12']);
    const burofax = dates.getByRole('listitem').filter({ hasText: 'burofax' });
    expect(await burofax.innerText()).toContain('12 de septiembre de 2024');
    await burofax.getByRole('button', { name: /^Pág\. 2 de demanda-rentas-segovia\.txt/ }).waitFor();
    expect(errors).toEqual([]);
  }, 180_000);
});
