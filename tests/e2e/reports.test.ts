import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { XSS_PAYLOADS } from '../security/xss-payloads.ts';
import {
  axeViolations,
  launchBrowser,
  openPage,
  registerSignedIn,
  startRealServer,
  type RunningServer,
  accessToken,
  apiData,
  navigateInApp,
  trackRequests,
} from './harness.ts';

/**
 * Reports end to end (issue 5 acceptance) on the real built server in Chromium: a case, the wizard from
 * a template to a created report linked to it, the legal editor with auto-save ('Guardado'), 'Marcar
 * como completado', the AI enhancement (embedded engine), 'PDF Mejorado' with the file downloaded and
 * parsed back (`pdftotext`, `pdffonts`), the PDF history, the signed download link, 'Marcar como
 * enviado', duplicate and delete. Then ≥ 50 XSS payloads stored through the API render in the list,
 * the viewer and the editor with no script run (SECURITY 11).
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

/** Registers a new user through the UI and waits for the app shell. */
function register(page: Page, name: string): Promise<void> {
  return registerSignedIn(page, server.url, {
    name,
    email: `informes.${Date.now()}@despacho.es`,
    password: 'Alegato-informes-2026',
    // PDF export is in individual and above (ADR 0026).
    plan: 'individual',
  });
}

/** A JSON request to the API with the user's token, from Node. */
function api<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  return apiData<T>(server.url, token, method, url, body);
}

describe('reports', () => {
  it('wizard → editor → completed → AI → PDF (parsed back) → history → signed download → sent', async () => {
    const { page, context, errors } = await openPage(browser, { consent: true, acceptDownloads: true });
    onTestFailed(async () => {
      await page.screenshot({ path: path.join(tmpdir(), 'alegato-e2e-reports-failure.png') }).catch(() => {});
    });
    await register(page, 'Lucía Informes');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });

    // A case to link the report to.
    await nav.getByRole('link', { name: /Casos/ }).click();
    await page.waitForURL('**/cases');
    await page
      .getByRole('button', { name: /Nuevo caso|Crear primer caso/ })
      .first()
      .click();
    const caseDialog = page.getByRole('dialog', { name: 'Nuevo caso' });
    await caseDialog.getByLabel('Título del caso').fill('Reclamación Calle Mayor');
    await caseDialog.getByLabel('Nombre del cliente').fill('María Pérez Gómez');
    await caseDialog.getByRole('button', { name: 'Crear caso' }).click();
    await page.getByText('Caso creado correctamente', { exact: true }).first().waitFor();

    // The empty report list.
    await nav.getByRole('link', { name: /Informes/ }).click();
    await page.waitForURL('**/reports');
    await page.getByRole('heading', { name: 'Generador de Informes' }).waitFor();
    await page.getByText('No hay informes creados').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The wizard: template, basic data with the case, the template's fields, review.
    await page.getByRole('button', { name: 'Nuevo Informe' }).click();
    const wizard = page.getByRole('dialog', { name: 'Crear Nuevo Informe' });
    await wizard.getByRole('progressbar', { name: 'Paso 1 de 4' }).waitFor();
    await wizard.getByRole('button', { name: /Demanda civil/ }).click();
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByRole('progressbar', { name: 'Paso 2 de 4' }).waitFor();
    await wizard.getByLabel('Título del informe').fill('Demanda de reclamación de cantidad');
    await wizard.getByRole('combobox', { name: /Caso asociado/ }).click();
    await page.getByRole('option', { name: 'Reclamación Calle Mayor - María Pérez Gómez' }).click();
    await expect.poll(() => wizard.getByLabel('Nombre del cliente').inputValue()).toBe('María Pérez Gómez');
    await wizard.getByText('No hay análisis disponible para este caso.', { exact: false }).waitFor();
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByRole('progressbar', { name: 'Paso 3 de 4' }).waitFor();
    // 'Siguiente' with the required fields empty shows the spec's message.
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByText('Juzgado es obligatorio').waitFor();
    const fields: Array<[RegExp, string]> = [
      [/^Juzgado/, 'Juzgado de Primera Instancia n.º 3 de Madrid'],
      [/^Demandante: nombre/, 'María Pérez Gómez'],
      [/^Demandante: DNI/, '12345678Z'],
      [/^Demandante: domicilio/, 'Calle Mayor 10, 28013 Madrid'],
      [/^Demandado: nombre/, 'Construcciones Levante S.L.'],
      [/^Demandado: CIF/, 'B12345678'],
      [/^Demandado: domicilio/, 'Avenida del Puerto 5, 46021 Valencia'],
      [/^Cuantía/, '12500'],
      [
        /^Hechos/,
        'La demandante encargó a la demandada la reforma de su vivienda por 30.000 euros.\n\nLa demandada abandonó la obra sin terminarla y no devolvió 12.500 euros ya pagados.',
      ],
      [/^Suplico/, 'Que se condene a la demandada a pagar 12.500 euros más intereses y costas.'],
    ];
    for (const [label, value] of fields) await wizard.getByLabel(label).fill(value);
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByRole('progressbar', { name: 'Paso 4 de 4' }).waitFor();
    await wizard.getByRole('heading', { name: 'Revisión y configuración final' }).waitFor();
    await wizard.getByRole('button', { name: 'Crear Informe' }).click();
    await page.getByText('¡Informe creado exitosamente!', { exact: true }).first().waitFor();

    // The viewer of the new draft: basic data ready for AI.
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
    const reportUrl = page.url();
    await page.getByRole('heading', { level: 1, name: 'Demanda de reclamación de cantidad' }).waitFor();
    await page.getByText('Informe listo para mejorar con IA').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The legal editor: type, then auto-save within 2 s of the last keystroke.
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const editor = page.getByRole('textbox', { name: /documento|Editor/i }).first();
    await editor.click();
    await page.keyboard.type('PRIMERO.- Nota previa del letrado sobre la reclamación.');
    await page.getByText('Cambios pendientes').first().waitFor();
    await page.getByText('Guardado', { exact: true }).first().waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Vista Previa' }).click();
    await page.getByText('Nota previa del letrado sobre la reclamación.').waitFor();

    // 'Marcar como completado' (the report has HTML now).
    await page.getByRole('button', { name: 'Marcar como completado' }).click();
    await page.getByText('Informe actualizado correctamente', { exact: true }).first().waitFor();
    await page.locator('[data-slot="report-viewer-status"]', { hasText: 'Completado' }).waitFor();

    // AI enhancement with the embedded engine.
    await page.getByRole('button', { name: 'Mejorar con IA' }).click();
    await page
      .getByText(/^Informe mejorado con IA \(\d+% calidad\)$/)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.locator('[data-slot="report-viewer-ai"]').waitFor();
    const documentText = await page.locator('[data-slot="report-viewer-document"]').innerText();
    expect(documentText).toMatch(/PRIMERO\.-/);
    expect(documentText).toMatch(/SEGUNDO\.-/);
    expect(documentText).toMatch(/SUPLICO/);
    await page.getByText(/^Calidad IA: \d+\/100$/).waitFor();

    // 'PDF Mejorado': generated, downloaded, listed.
    const downloadDir = mkdtempSync(path.join(tmpdir(), 'alegato-e2e-pdf-'));
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'PDF Mejorado' }).click(),
    ]);
    await page.getByText('PDF mejorado generado exitosamente', { exact: true }).first().waitFor();
    const pdfPath = path.join(downloadDir, download.suggestedFilename());
    await download.saveAs(pdfPath);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Demanda de reclamación de cantidad');
    expect(text).toMatch(/PRIMERO\.-/);
    expect(text).toMatch(/SEGUNDO\.-/);
    expect(text).toMatch(/Página 1 de \d+/);
    const fonts = execFileSync('pdffonts', [pdfPath], { encoding: 'utf8' });
    expect(fonts).toMatch(/Times/);
    const latest = page.locator('[data-slot="report-viewer-latest-pdf"]');
    await latest.getByText(download.suggestedFilename()).waitFor();

    // A PDF of the report makes it 'Generado': the signed link opens in a new tab without a token.
    await page
      .locator('[data-slot="report-viewer-status"]', { hasText: 'Generado' })
      .waitFor({ timeout: 10_000 });
    const [signedRequest] = await Promise.all([
      context.waitForEvent('request', { predicate: (r) => r.url().includes('firma='), timeout: 15_000 }),
      page.getByRole('button', { name: 'Descargar', exact: true }).click(),
    ]);
    const signedUrl = signedRequest.url();
    expect(signedUrl).toMatch(/\/api\/pdf\/descargar\/.+\.pdf\?firma=/);
    const signed = await fetch(signedUrl);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await signed.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // 'Marcar como enviado'.
    await page.getByRole('button', { name: 'Marcar como enviado' }).click();
    await page.locator('[data-slot="report-viewer-status"]', { hasText: 'Enviado' }).waitFor();

    // A second PDF → 'Ver historial (2)'.
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF Mejorado' }).click(),
    ]);
    await page.getByRole('button', { name: 'Ver historial (2)' }).click();
    await expect.poll(() => page.locator('[data-slot="report-viewer-history-item"]').count()).toBe(2);

    // Back in the list: stats, the card, duplicate and delete.
    await page.goto(`${server.url}/reports`, { waitUntil: 'networkidle' });
    const card = page
      .locator('[data-slot="report-card"]')
      .filter({ hasText: 'Demanda de reclamación de cantidad' });
    await card.first().waitFor();
    await card.getByRole('button', { name: /^Duplicar/ }).click();
    await page.getByText('Informe creado correctamente', { exact: true }).first().waitFor();
    const copy = page
      .locator('[data-slot="report-card"]')
      .filter({ hasText: 'Demanda de reclamación de cantidad (Copia)' });
    await copy.waitFor();
    await copy.getByRole('button', { name: /^Eliminar/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Informe eliminado correctamente', { exact: true }).first().waitFor();
    await expect.poll(() => copy.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // A preselected template opens the wizard at step 2 with '{name} - {date}' as the title.
    await page.goto(`${server.url}/reports?plantilla=contrato-arrendamiento`, { waitUntil: 'networkidle' });
    const preset = page.getByRole('dialog', { name: 'Crear Nuevo Informe' });
    await preset.getByRole('progressbar', { name: 'Paso 2 de 4' }).waitFor();
    await expect
      .poll(() => preset.getByLabel('Título del informe').inputValue())
      .toMatch(/^Contrato de arrendamiento - \d{1,2}\/\d{1,2}\/\d{4}$/);
    await page.keyboard.press('Escape');

    // The report's URL still opens it; an unknown id says 'Informe no encontrado'.
    await page.goto(reportUrl, { waitUntil: 'networkidle' });
    await page.locator('[data-slot="report-viewer-status"]', { hasText: 'Enviado' }).waitFor();
    await page.goto(`${server.url}/reports/00000000-0000-4000-8000-000000000000`, {
      waitUntil: 'networkidle',
    });
    await page.getByText('Informe no encontrado').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it(`renders ${XSS_PAYLOADS.length} stored XSS payloads in the list, the viewer and the editor with no script run`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    const { page, context } = await openPage(browser, { consent: true });
    // Any script that runs marks the page; dialogs are recorded too.
    await context.addInitScript(() => {
      const w = window as unknown as { __xss: string[] };
      w.__xss = [];
      const mark = (what: string) => () => {
        w.__xss.push(what);
      };
      window.alert = mark('alert');
      window.confirm = mark('confirm') as unknown as typeof window.confirm;
      window.prompt = mark('prompt') as unknown as typeof window.prompt;
    });
    const dialogs: string[] = [];
    const recordDialogs = (tab: Page) =>
      tab.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    recordDialogs(page);
    await register(page, 'Pablo Seguridad');
    const token = await accessToken(page);

    const ids: string[] = [];
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const report = await api<{ id: string }>(token, 'POST', '/api/reports/create', {
        title: `XSS ${i} ${payload}`,
        description: payload,
        template_id: 'demanda-civil',
        content: { hechos: payload, suplico: payload },
        client_name: payload,
      });
      await api(token, 'PUT', `/api/reports/${report.id}`, {
        generated_html: `<p>Informe ${i}</p>${payload}`,
        lastModified: new Date().toISOString(),
        autoSave: true,
      });
      ids.push(report.id);
    }

    const check = async (tab: Page, where: string) => {
      const fired = await tab.evaluate(() => (window as unknown as { __xss: string[] }).__xss);
      expect({ where, fired, dialogs }).toEqual({ where, fired: [], dialogs: [] });
      const dangerous = await tab.evaluate(() => {
        const found: string[] = [];
        for (const el of Array.from(document.querySelectorAll('main *'))) {
          if (['SCRIPT', 'OBJECT', 'EMBED', 'BASE', 'META'].includes(el.tagName)) found.push(el.tagName);
          for (const attr of Array.from(el.attributes)) {
            if (/^on/i.test(attr.name)) found.push(`${el.tagName}[${attr.name}]`);
            if (/^\s*(javascript|vbscript):/i.test(attr.value)) found.push(`${el.tagName}[${attr.name}=js]`);
          }
        }
        return found;
      });
      expect({ where, dangerous }).toEqual({ where, dangerous: [] });
    };

    // The list (three pages of 20 cards) and a search.
    await page.goto(`${server.url}/reports`, { waitUntil: 'networkidle' });
    await page.locator('[data-slot="report-card"]').first().waitFor();
    await check(page, 'list');
    // Each report's viewer (sanitised HTML) and, for a sample, the editor loading the same HTML: four
    // tabs of the same session take the reports in turn. A tab's first report is a direct load; then it
    // moves on inside the app (the router's own history, as Back and Forward do), keeping the tab's
    // record of any script that ran, and each report opens in its preview even when the tab left the
    // previous one in the editor. Each viewer is checked once the network is quiet (an image's onerror
    // has had its chance to fire).
    const tabs = [page, ...(await Promise.all([1, 2, 3].map(() => context.newPage())))];
    tabs.slice(1).forEach(recordDialogs);
    const requests = tabs.map(trackRequests);
    let next = 0;
    await Promise.all(
      tabs.map(async (tab, t) => {
        for (let i = next++, first = t > 0; i < ids.length; i = next++, first = false) {
          const to = `/reports/${ids[i]}`;
          if (first) await tab.goto(`${server.url}${to}`, { waitUntil: 'networkidle' });
          else await navigateInApp(tab, to);
          await tab.locator('[data-slot="report-viewer-document"]').getByText(`Informe ${i}`).waitFor();
          await requests[t]!.quiet();
          await check(tab, `viewer ${i}`);
          if (i % 5 === 0) {
            await tab.getByRole('button', { name: 'Editar', exact: true }).click();
            await tab.locator('.ProseMirror').getByText(`Informe ${i}`).waitFor();
            await tab.waitForTimeout(100);
            await check(tab, `editor ${i}`);
          }
        }
      }),
    );
    await context.close();
  }, 300_000);
});
