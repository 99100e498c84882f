import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  accessToken,
  axeViolations,
  openPage,
  registerSignedIn,
  uploadOnDocumentsPage,
  useServerAndBrowser,
} from './harness.ts';

/**
 * Query history end to end (issue 14 acceptance: "/history lists, filters, re-runs and deletes") on the
 * real built server in Chromium: a new user uploads a TXT judgment, searches twice and analyses it; the
 * three appear on /history newest first with their type, text and result count; the type filter keeps
 * the searches (and goes into the address); 'Repetir' runs a search again on /search; 'Eliminar' asks,
 * says 'Consulta eliminada del historial', and after a reload the row is gone.
 */
const ctx = useServerAndBrowser();

const dir = mkdtempSync(join(tmpdir(), 'alegato-history-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A judgment written for this test (not a real case). */
const JUDGMENT = [
  'JUZGADO DE PRIMERA INSTANCIA Nº 1 DE SORIA',
  '',
  'SENTENCIA Nº 48/2026',
  '',
  'En Soria, a 9 de noviembre de 2026.',
  '',
  'Vistos los autos de juicio verbal seguidos a instancia de Doña Irene Sanz Lobo, demandante, contra Climatización Duero, S.L., demandada, sobre reclamación de cantidad.',
  '',
  'FALLO',
  '',
  'Que debo estimar y estimo la demanda y condeno a Climatización Duero, S.L. a abonar 2.300 euros, con imposición de costas a la parte demandada.',
  '',
  'Contra esta sentencia cabe recurso de apelación en el plazo de veinte días hábiles desde su notificación.',
].join('\n');

/** A JSON POST with the user's token; resolves with the status. */
async function post(token: string, path: string, body: unknown): Promise<number> {
  const res = await fetch(`${ctx.server.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('query history', () => {
  it('lists searches and an analysis, filters by type, re-runs a search and deletes one', async () => {
    const file = join(dir, 'sentencia-soria.txt');
    writeFileSync(file, JUDGMENT, 'utf8');
    const { page, errors } = await openPage(ctx.browser, { consent: true });
    onTestFailed(async () => {
      await page
        .screenshot({ path: join(tmpdir(), 'alegato-e2e-history-failure.png'), fullPage: true })
        .catch(() => {});
    });
    await registerSignedIn(page, ctx.server.url, {
      name: 'Irene Historial',
      email: `historial.${Date.now()}@despacho.es`,
      password: 'Alegato-historial-2026',
    });
    await uploadOnDocumentsPage(page, [file]);
    const token = await accessToken(page);

    // Two searches and one analysis, in this order.
    expect(await post(token, '/query/mixed', { query: 'imposición de costas' })).toBe(200);
    expect(await post(token, '/query/mixed', { query: 'recurso de apelación' })).toBe(200);
    expect(
      await post(token, '/document/comprehensive_legal_analysis', {
        document_filename: 'sentencia-soria.txt',
        analysis_depth: 'basic',
      }),
    ).toBe(200);

    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: /Historial/ })
      .click();
    await page.waitForURL('**/history');
    const list = page.getByRole('list', { name: 'Consultas realizadas' });
    const rows = list.getByRole('listitem');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
    const texts = await rows.allInnerTexts();
    expect(texts[0]).toMatch(/Análisis integral/);
    expect(texts[0]).toMatch(/sentencia-soria\.txt/);
    expect(texts[0]).toMatch(/1 resultado/);
    expect(texts[1]).toMatch(/Búsqueda/);
    expect(texts[1]).toMatch(/recurso de apelación/);
    expect(texts[1]).toMatch(/[1-9]\d* resultados?/);
    expect(texts[2]).toMatch(/imposición de costas/);
    expect(await axeViolations(page, { include: '[data-slot="history-page"]' })).toEqual([]);

    // Only the searches; the filter goes into the address.
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Búsqueda' }).click();
    await page.waitForURL('**/history?tipo=search');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    expect(await list.innerText()).not.toMatch(/sentencia-soria\.txt/);

    // 'Repetir' searches again on /search.
    const rerun = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/query/mixed' &&
        new URLSearchParams(res.request().postData() ?? '').get('query') === 'recurso de apelación',
      { timeout: 30_000 },
    );
    await list.getByRole('button', { name: 'Repetir: recurso de apelación' }).click();
    await page.waitForURL(/\/search\?q=recurso/);
    expect((await rerun).status()).toBe(200);
    expect(await page.getByLabel('Consulta', { exact: true }).inputValue()).toBe('recurso de apelación');

    // Back on the history (the re-run is recorded too), delete one search.
    await page.goBack();
    await page.waitForURL('**/history?tipo=search');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
    await list.getByRole('button', { name: 'Eliminar: imposición de costas' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar esta consulta del historial?' });
    await confirm.getByRole('button', { name: 'Eliminar consulta' }).click();
    await page.getByText('Consulta eliminada del historial').first().waitFor();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);

    await page.reload();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    expect(await list.innerText()).not.toMatch(/imposición de costas/);
    expect(await list.innerText()).toMatch(/recurso de apelación/);
    expect(errors).toEqual([]);
  });
});
