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
 * Case analysis end to end (issue 13 acceptance) on the real built server in Chromium: a case with a
 * real judgment, 'Analizar caso' on the case page, the analysis with its summary there, and the same
 * analysis in the report wizard's case panel.
 */
const ctx = useServerAndBrowser();

describeWithCorpus('case analysis', ['sentencias-pdf'], () => {
  it('analyses a case from its page, drafts from it, and the report wizard shows that analysis', async () => {
    const { page, errors } = await openPage(ctx.browser, { consent: true });
    await registerSignedIn(page, ctx.server.url, {
      name: 'Pablo Casos',
      email: `caso.${Date.now()}@despacho.es`,
      password: 'Alegato-caso-2026',
      // Complete case analyses and drafts: individual and above (ADR 0026).
      plan: 'individual',
    });
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: /Casos/ }).click();
    await page.waitForURL('**/cases');
    await page
      .getByRole('button', { name: /Nuevo caso|Crear primer caso/ })
      .first()
      .click();
    const caseDialog = page.getByRole('dialog', { name: 'Nuevo caso' });
    await caseDialog.getByLabel('Título del caso').fill('Incapacidad permanente mecánico');
    await caseDialog.getByLabel('Nombre del cliente').fill('INSS');
    await caseDialog.getByRole('button', { name: 'Crear caso' }).click();
    await page.getByText('Caso creado correctamente', { exact: true }).first().waitFor();

    // The judgment, into the case.
    await uploadOnDocumentsPage(page, [corpusPath('sentencias-pdf', 'STS_2384_2025.pdf')], {
      caseTitle: 'Incapacidad permanente mecánico',
    });

    // The case page: no analysis yet, then 'Analizar caso'.
    await nav.getByRole('link', { name: /Casos/ }).click();
    await page.getByRole('link', { name: 'Incapacidad permanente mecánico' }).click();
    const panel = page.getByRole('region', { name: 'Análisis del caso' });
    await panel.getByText(/«Analizar caso» lee sus documentos/).waitFor();
    await panel.getByRole('button', { name: 'Analizar caso' }).click();
    await page
      .getByText('Análisis del caso completado', { exact: true })
      .first()
      .waitFor({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Volver a analizar' }).waitFor();
    const summary = await panel.locator('[data-slot="case-analysis-summary"]').innerText();
    expect(summary).toMatch(/Análisis del caso «Incapacidad permanente mecánico» — 1 documento/);
    expect(summary).toMatch(/STS_2384_2025\.pdf · sentencia/);
    expect(summary).toMatch(/desestima/);
    expect(summary).toMatch(/pág\. \d+/);
    expect(await axeViolations(page)).toEqual([]);

    // A draft from the case: a report in the editor whose facts name the judgment and its pages.
    await panel.getByRole('button', { name: 'Redactar borrador' }).click();
    await page.waitForURL('**/reports/*', { timeout: 30_000 });
    await expect
      .poll(async () => (await page.locator('main').innerText()).includes('STS_2384_2025.pdf'), {
        timeout: 15_000,
      })
      .toBe(true);

    // The report wizard offers the same analysis for the case.
    await nav.getByRole('link', { name: /Informes/ }).click();
    await page.waitForURL('**/reports');
    await page.getByRole('button', { name: 'Nuevo Informe' }).click();
    const wizard = page.getByRole('dialog', { name: 'Crear Nuevo Informe' });
    await wizard.getByRole('button', { name: /Demanda civil/ }).click();
    await wizard.getByRole('button', { name: 'Siguiente' }).click();
    await wizard.getByRole('combobox', { name: /Caso asociado/ }).click();
    await page.getByRole('option', { name: 'Incapacidad permanente mecánico - INSS' }).click();
    const wizardPanel = wizard.getByRole('region', { name: 'Análisis del caso' });
    await wizardPanel.getByText('Documentos analizados').waitFor();
    expect(await wizardPanel.innerText()).toMatch(/Análisis del caso «Incapacidad permanente mecánico»/);
    expect(errors).toEqual([]);
  }, 240_000);
});
