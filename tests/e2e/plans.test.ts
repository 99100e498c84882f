import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  accessToken,
  apiData,
  axeViolations,
  openPage,
  registerSignedIn,
  uploadOnDocumentsPage,
  useServerAndBrowser,
} from './harness.ts';

/**
 * Plans end to end (issue 14 acceptance, first line) on the real built server in Chromium, demo billing:
 * a new user (estudiante) uploads a TXT judgment and runs the month's 5 analyses; the 6th, asked in the
 * app, is refused with the 402 message and an action to upgrade that leads to /subscription; a PDF
 * export and a 'complete' analysis are refused (403). On /subscription the user changes to Individual
 * (demo: at once, nothing charged) and the same PDF export and a complete analysis succeed.
 */
const ctx = useServerAndBrowser();

const dir = mkdtempSync(join(tmpdir(), 'alegato-plans-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A judgment written for this test (not a real case). */
const JUDGMENT = [
  'JUZGADO DE PRIMERA INSTANCIA Nº 3 DE CÁCERES',
  '',
  'SENTENCIA Nº 112/2026',
  '',
  'En Cáceres, a 3 de noviembre de 2026.',
  '',
  'Vistos los autos de juicio verbal seguidos a instancia de Don Andrés Gil Pardo, demandante, contra Reformas Tajo, S.L., demandada, sobre reclamación de cantidad.',
  '',
  'FALLO',
  '',
  'Que debo estimar y estimo la demanda y condeno a Reformas Tajo, S.L. a abonar 4.200 euros, con imposición de costas a la parte demandada.',
  '',
  'Contra esta sentencia cabe recurso de apelación en el plazo de veinte días hábiles desde su notificación.',
].join('\n');

const QUOTA_MESSAGE =
  'Has usado los 5 análisis de este mes incluidos en tu plan Estudiante. El plan Individual incluye 50 análisis al mes.';

/** A JSON call that answers with a status (refusals included). */
async function call(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${ctx.server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const pdfRequest = {
  contenido_markdown: '# Informe\n\nLa sentencia condena a Reformas Tajo, S.L. a abonar 4.200 euros.',
  titulo: 'Informe sobre la sentencia 112/2026',
  caso_id: 'default',
  metadata: { fecha: '27/11/2026', tipo_documento: 'Informe', generado_por: 'Alegato' },
};

describe('plans', () => {
  it('an estudiante uses up 5 analyses, is refused the 6th, PDF and depth, and upgrades on /subscription', async () => {
    const file = join(dir, 'sentencia-caceres.txt');
    writeFileSync(file, JUDGMENT, 'utf8');
    const { page, errors } = await openPage(ctx.browser, { consent: true });
    onTestFailed(async () => {
      await page
        .screenshot({ path: join(tmpdir(), 'alegato-e2e-plans-failure.png'), fullPage: true })
        .catch(() => {});
    });
    await registerSignedIn(page, ctx.server.url, {
      name: 'Elena Plan',
      email: `plans.${Date.now()}@despacho.es`,
      password: 'Alegato-planes-2026',
    });
    await uploadOnDocumentsPage(page, [file]);
    const token = await accessToken(page);
    const { documents } = await apiData<{ documents: { id: string; filename: string }[] }>(
      ctx.server.url,
      token,
      'GET',
      '/documents',
    );
    const doc = documents.find((d) => d.filename === 'sentencia-caceres.txt');
    expect(doc).toBeDefined();

    const plan = () =>
      apiData<{ plan: string; usage: { used: number; limit: number } }>(
        ctx.server.url,
        token,
        'GET',
        '/api/plan',
      );
    expect(await plan()).toMatchObject({ plan: 'estudiante', usage: { used: 0, limit: 5 } });

    // The month's five analyses.
    for (let i = 0; i < 5; i += 1) {
      const r = await call(token, 'POST', '/document/comprehensive_legal_analysis', {
        document_filename: doc!.id,
        analysis_depth: 'basic',
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    expect((await plan()).usage.used).toBe(5);

    // The sixth, in the app: the 402 message and an action to upgrade.
    const list = page.getByRole('list', { name: 'Lista de documentos' });
    await list.getByRole('button', { name: 'Analizar: sentencia-caceres.txt' }).click();
    const dialog = page.getByRole('dialog');
    const analysis = dialog.getByRole('region', { name: 'Análisis del documento' });
    // Estudiante's depth (the stored analysis loads first, with the depth choice).
    await analysis.getByRole('button', { name: 'Volver a analizar' }).waitFor({ timeout: 20_000 });
    const basic = analysis.getByRole('radio', { name: 'Básico' });
    if ((await basic.count()) > 0) await basic.check();
    const refused = page.waitForResponse(
      (r) => r.url().includes('/document/comprehensive_legal_analysis') && r.request().method() === 'POST',
    );
    await analysis.getByRole('button', { name: 'Volver a analizar' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(402);
    expect(await answer.json()).toMatchObject({ code: 'plan_limit', upgrade_plan: 'individual' });
    await page.getByText(QUOTA_MESSAGE).first().waitFor({ timeout: 10_000 });
    expect((await plan()).usage.used).toBe(5);
    // The action sits with the message: in the upgrade dialog, a toast or the analysis panel.
    const near = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog', { name: 'Has agotado los análisis de este mes' }))
      .or(page.getByRole('region', { name: /^Notificaciones/ }))
      .or(analysis);
    const upgrade = near
      .getByRole('link', { name: /\bplan(es)?\b/i })
      .or(near.getByRole('button', { name: /\bplan(es)?\b/i }))
      .first();
    await upgrade.click();
    await page.waitForURL('**/subscription');

    // PDF export and the complete depth are not in the plan.
    const pdf = await call(token, 'POST', '/api/pdf/generar-informe-legal', pdfRequest);
    expect(pdf.status).toBe(403);
    expect(pdf.body).toMatchObject({ code: 'plan_forbidden', upgrade_plan: 'individual' });
    const complete = await call(token, 'POST', '/document/comprehensive_legal_analysis', {
      document_filename: doc!.id,
      analysis_depth: 'complete',
    });
    expect(complete.status).toBe(403);
    expect(complete.body).toMatchObject({ code: 'plan_forbidden', upgrade_plan: 'individual' });

    // /subscription: the meter is full; change to Individual (demo).
    const meter = page.getByRole('region', { name: 'Análisis de este mes' });
    await expect.poll(() => meter.getAttribute('data-level'), { timeout: 10_000 }).toBe('full');
    expect(await meter.innerText()).toContain('5 de 5 análisis');
    const plans = page.getByRole('region', { name: 'Planes de suscripción' });
    await plans.getByText('Modo demostración: no se realiza ningún cobro').waitFor();
    const estudiante = plans.getByRole('listitem', { name: 'Estudiante' });
    expect(await estudiante.getAttribute('data-current')).toBe('true');
    expect(await axeViolations(page, { include: '[data-slot="subscription-page"]' })).toEqual([]);
    await plans.getByRole('button', { name: 'Cambiar a este plan: Individual' }).click();
    await page
      .getByText('Tu plan ahora es Individual.', { exact: false })
      .first()
      .waitFor({ timeout: 10_000 });
    const individual = plans.getByRole('listitem', { name: 'Individual' });
    await expect.poll(() => individual.getAttribute('data-current')).toBe('true');
    await expect.poll(() => meter.innerText()).toContain('5 de 50 análisis');
    expect(await plan()).toMatchObject({ plan: 'individual', usage: { used: 5, limit: 50 } });

    // Now the same PDF export and a complete analysis go through.
    const pdfAgain = await call(token, 'POST', '/api/pdf/generar-informe-legal', pdfRequest);
    expect(pdfAgain.status, JSON.stringify(pdfAgain.body)).toBe(200);
    expect(pdfAgain.body).toMatchObject({ success: true });
    const completeAgain = await call(token, 'POST', '/document/comprehensive_legal_analysis', {
      document_filename: doc!.id,
      analysis_depth: 'complete',
    });
    expect(completeAgain.status, JSON.stringify(completeAgain.body)).toBe(200);
    expect((await plan()).usage.used).toBe(6);

    expect(errors).toEqual([]);
  });
});
