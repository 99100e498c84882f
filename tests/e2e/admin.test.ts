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
 * Administration end to end (issue 14 item 5) on the real built server in Chromium: a normal user's call
 * to /api/admin/users is refused (403) and /admin shows the server's message; the admin (ADMIN_EMAILS)
 * finds the `admin_denied` row in 'Auditoría', changes the user's plan with a reason in 'Usuarios', and
 * the plan change shows in the audit log and in the user's GET /api/plan; 'Sistema' and 'Errores' open.
 */
const ADMIN = 'jefa@despacho.es';
const USER = 'ana.lopez@despacho.es';
const ctx = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', ADMIN_EMAILS: ADMIN });

describe('administration', () => {
  it('refuses a normal user, shows the refusal in the audit log, and the admin changes a plan with a reason', async () => {
    const user = await openPage(ctx.browser, { consent: true });
    const admin = await openPage(ctx.browser, { consent: true });
    onTestFailed(async () => {
      await admin.page
        .screenshot({ path: join(tmpdir(), 'alegato-e2e-admin-failure.png'), fullPage: true })
        .catch(() => {});
      await user.page
        .screenshot({ path: join(tmpdir(), 'alegato-e2e-admin-user-failure.png'), fullPage: true })
        .catch(() => {});
    });

    // A normal user: the API refuses, the page says why.
    await registerSignedIn(user.page, ctx.server.url, {
      name: 'Ana López',
      email: USER,
      password: 'Alegato-e2e-2026',
    });
    const userToken = await accessToken(user.page);
    const refused = await fetch(`${ctx.server.url}/api/admin/users`, {
      headers: { Authorization: `Bearer ${userToken}` },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'Solo un administrador puede usar esta función.' });
    await user.page.goto(`${ctx.server.url}/admin`, { waitUntil: 'networkidle' });
    await user.page.getByText('Solo un administrador puede usar esta función.').waitFor();
    expect(await user.page.getByRole('tab').count()).toBe(0);

    // The admin sees the refusal in 'Auditoría'.
    await registerSignedIn(admin.page, ctx.server.url, {
      name: 'Carmen Ruiz',
      email: ADMIN,
      password: 'Alegato-e2e-2026',
    });
    const page = admin.page;
    await page.goto(`${ctx.server.url}/admin`, { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: 'Auditoría' }).click();
    const audit = page.getByRole('table', { name: 'Registro de auditoría' });
    await audit.waitFor();
    const denied = audit.locator('tbody tr[data-action="admin_denied"]').filter({ hasText: USER });
    await denied.first().waitFor();
    expect(await denied.first().innerText()).toContain('Acceso de administración denegado');
    expect(await denied.first().innerText()).toContain('/api/admin/users');
    expect(await axeViolations(page)).toEqual([]);

    // 'Usuarios': find the user and change the plan with a reason.
    await page.getByRole('tab', { name: 'Usuarios' }).click();
    await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill('ana.lopez');
    const users = page.getByRole('table', { name: 'Usuarios registrados' });
    await expect.poll(() => users.locator('tbody tr').count()).toBe(1);
    await page.getByRole('button', { name: `Cambiar plan: ${USER}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cambiar el plan de ${USER}` });
    await dialog.getByRole('combobox', { name: 'Nuevo plan' }).click();
    await page.getByRole('option', { name: 'Despacho' }).click();
    await dialog.getByRole('textbox', { name: /Motivo/ }).fill('Convenio con el colegio');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => users.locator('tbody tr').first().innerText()).toContain('Despacho');
    const plan = await apiData<{ own_plan: string }>(ctx.server.url, userToken, 'GET', '/api/plan');
    expect(plan.own_plan).toBe('despacho');

    // The change is in the audit log, with its reason.
    await page.getByRole('tab', { name: 'Auditoría' }).click();
    const change = audit.locator('tbody tr[data-action="plan_change"]');
    await change.first().waitFor();
    const text = await change.first().innerText();
    expect(text).toContain(USER);
    expect(text).toContain('Cambio de plan');
    expect(text).toContain('reason: Convenio con el colegio');

    await page.getByRole('tab', { name: 'Sistema' }).click();
    await page.getByRole('figure', { name: /Usuarios por plan/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Errores' }).click();
    await page.getByRole('combobox', { name: 'Origen' }).waitFor();
    expect(page.url()).toContain('tab=errores');
    expect(user.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await user.context.close();
    await admin.context.close();
  });
});
