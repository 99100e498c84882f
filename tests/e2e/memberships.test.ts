import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFailed } from 'vitest';
import {
  accessToken,
  apiData,
  axeViolations,
  openPage,
  registerSignedIn,
  useServerAndBrowser,
} from './harness.ts';

/**
 * Plan simulation and the testing page end to end (issue 14 items 6 and 7) on the real built server in
 * Chromium: the admin (ADMIN_EMAILS) simulates Despacho on /admin/memberships, the header shows the
 * orange 'Testing' badge (also after a reload), GET /api/plan runs under Despacho, 'Ejecutar Tests' fills
 * the verification grid with every capability ✓, 'Restaurar plan original' ends it and the badge goes;
 * /testing runs the live checks and shows a verdict for each.
 */
const ADMIN = 'socia@despacho.es';
const ctx = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', ADMIN_EMAILS: ADMIN });

type PlanStatus = { plan: string; own_plan: string; override: { plan: string } | null };

describe('memberships and testing', () => {
  it('the admin simulates Despacho with the Testing badge and all ✓, restores, and runs the system checks', async () => {
    const { page, errors } = await openPage(ctx.browser, { consent: true });
    onTestFailed(async () => {
      await page
        .screenshot({ path: join(tmpdir(), 'alegato-e2e-memberships-failure.png'), fullPage: true })
        .catch(() => {});
    });
    await registerSignedIn(page, ctx.server.url, {
      name: 'Socia Admin',
      email: ADMIN,
      password: 'Alegato-e2e-2026',
    });
    const token = await accessToken(page);
    const own = await apiData<PlanStatus>(ctx.server.url, token, 'GET', '/api/plan');
    expect(own.override).toBeNull();

    const badge = page.locator('[data-slot="app-header-testing"]');
    await page.goto(`${ctx.server.url}/admin/memberships`, { waitUntil: 'networkidle' });
    const despacho = page.getByRole('button', { name: /^Simular el plan Despacho/ });
    await despacho.waitFor();
    expect(await badge.count()).toBe(0);
    await page.getByText('No hay ninguna simulación activa: usas tu plan real.').waitFor();

    await despacho.click();
    await expect.poll(() => despacho.getAttribute('aria-pressed')).toBe('true');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('Testing');
    await page.getByText(/^Tiempo restante: (1 h 59 min|2 h 0 min)$/).waitFor();
    const simulated = await apiData<PlanStatus>(ctx.server.url, token, 'GET', '/api/plan');
    expect(simulated).toMatchObject({
      plan: 'despacho',
      own_plan: own.own_plan,
      override: { plan: 'despacho' },
    });

    // Restored on load: the reload reads the simulation back (local copy and server).
    await page.reload({ waitUntil: 'networkidle' });
    await badge.waitFor();
    await expect
      .poll(() =>
        page.getByRole('button', { name: /^Simular el plan Despacho/ }).getAttribute('aria-pressed'),
      )
      .toBe('true');

    await page.getByRole('button', { name: 'Ejecutar Tests' }).click();
    const grid = page.getByRole('table', { name: 'Resultados de verificación' });
    await grid.waitFor();
    await page.getByText('9 de 9 comprobaciones correctas').waitFor();
    await page.getByText('Plan verificado: Despacho').waitFor();
    const rows = grid.locator('tbody tr');
    expect(await rows.count()).toBe(9);
    for (const row of await rows.all()) {
      expect(await row.getAttribute('data-ok')).toBe('true');
      expect(await row.innerText()).toContain('✓');
    }
    expect(await grid.getByRole('row', { name: /exportación a PDF/ }).innerText()).toContain('Permitido');
    expect(await grid.getByRole('row', { name: /análisis experto/ }).innerText()).toContain('Rechazado');

    await page.getByRole('button', { name: 'Debug Consola' }).click();
    const debug = page.getByRole('region', { name: 'Última ejecución (JSON)' });
    expect(await debug.innerText()).toContain('"plan": "despacho"');
    expect(await axeViolations(page, { include: '[data-slot="memberships-page"]' })).toEqual([]);

    // 'Limpiar Tests' forgets the run (the grid's rows and the console).
    await page.getByRole('button', { name: 'Limpiar Tests' }).click();
    await grid.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Restaurar plan original' }).click();
    await badge.waitFor({ state: 'detached' });
    await page.getByText('No hay ninguna simulación activa: usas tu plan real.').waitFor();
    const restored = await apiData<PlanStatus>(ctx.server.url, token, 'GET', '/api/plan');
    expect(restored).toMatchObject({ plan: own.plan, override: null });

    // /testing: the live checks, each with a verdict.
    await page.goto(`${ctx.server.url}/testing`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Ejecutar comprobaciones' }).click();
    const checks = page.getByRole('list', { name: 'Resultados de las comprobaciones' });
    await checks.waitFor({ timeout: 30_000 });
    const items = checks.getByRole('listitem');
    expect(await items.count()).toBe(8);
    for (const item of await items.all()) {
      expect(['ok', 'warn', 'fail']).toContain(await item.getAttribute('data-verdict'));
      expect(await item.innerText()).toMatch(/\d+ ms/);
    }
    expect(await items.first().innerText()).toContain('Base de datos y migraciones');
    expect(await items.first().getAttribute('data-verdict')).toBe('ok');
    expect(await axeViolations(page, { include: '[data-slot="testing-page"]' })).toEqual([]);
    expect(errors).toEqual([]);
  });
});
