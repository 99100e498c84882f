import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  axeViolations,
  launchBrowser,
  openPage,
  queryStoppedServerDb,
  startRealServer,
  submitRegistration,
  visibleAlert as alert,
  type RunningServer,
} from './harness.ts';

/**
 * Account data end to end (SECURITY 17, GDPR arts. 15, 17 and 20) on the real server in Chromium: sign
 * up (auto-confirmed), open 'Configuración', download the export and read it, delete the account with
 * the password (a wrong one first), land on '/', and find that the credentials no longer work and that
 * no row of the account is left.
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

describe('account data', () => {
  const email = `datos.${Date.now()}@despacho.es`;
  const password = 'Alegato-datos-2026';

  it('downloads the export, deletes the account with the password, and the account is gone', async () => {
    const { context, page, errors } = await openPage(browser, { consent: true, acceptDownloads: true });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Prueba Gratis' }).first().click();
    await submitRegistration(page, {
      name: 'Marta Datos',
      email,
      password,
      organization: 'Datos Abogados',
    });
    // Auto-confirmed: signed in at once.
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor({ timeout: 20_000 });

    // 'Configuración' from the sidebar.
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: /Configuración/ })
      .click();
    await page.waitForURL('**/settings');
    await page.getByRole('heading', { level: 1, name: 'Configuración' }).waitFor();
    await page.getByRole('region', { name: 'Tus datos' }).waitFor();
    expect(await page.title()).toMatch(/^Configuración · /);
    expect(await axeViolations(page)).toEqual([]);

    // The export: a JSON file named alegato-datos-<date>.json with the account's data.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^alegato-datos-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      user: { email: string; user_metadata: Record<string, unknown> };
      profile: { email: string; name: string; organization: string };
      sessions: unknown[];
      audit_log: { action: string }[];
    };
    expect(data.user.email).toBe(email);
    expect(data.profile).toMatchObject({ email, name: 'Marta Datos', organization: 'Datos Abogados' });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.audit_log.map((e) => e.action)).toContain('signup');
    const text = JSON.stringify(data);
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/scrypt\$|encrypted_password|token_hash/);

    // Deletion: the confirmation says what goes and asks for the password.
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await dialog.waitFor();
    await expect(dialog.getByText(/casos, documentos, informes y PDF/).isVisible()).resolves.toBe(true);
    // The dialog itself: behind the dimming overlay the page's contrast is not meaningful (and inert).
    expect(await axeViolations(page, { include: '[role="alertdialog"]' })).toEqual([]);
    const field = dialog.getByLabel('Contraseña', { exact: true });
    await field.fill('no-es-esta-clave');
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await dialog.getByText('La contraseña no es correcta.').waitFor();
    await expect(field.getAttribute('aria-invalid')).resolves.toBe('true');

    await field.fill(password);
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await page.waitForURL(`${server.url}/`, { timeout: 20_000 });
    await page.getByText('Tu cuenta se ha eliminado.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Prueba Gratis' }).first().waitFor();
    const leftover = await page.evaluate(() =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter(
        (k) => k.startsWith('sb-') || k.includes('supabase') || k === 'alegato-trial',
      ),
    );
    expect(leftover).toEqual([]);

    // The same credentials no longer sign in.
    await page.getByRole('button', { name: 'Iniciar Sesión' }).first().click();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page
      .getByRole('button', { name: /^Iniciar Sesión/ })
      .last()
      .click();
    await expect(alert(page).innerText()).resolves.toContain(
      'Credenciales incorrectas. Verifica tu email y contraseña.',
    );
    expect(errors).toEqual([]);
    await context.close();

    // Nothing of the account is left in the database.
    await server.stop({ keepData: true });
    const left = await queryStoppedServerDb<{ n: number }>(
      server.dataDir,
      `select (select count(*) from auth_users where lower(email) = '${email}')
            + (select count(*) from users where lower(email) = '${email}')
            + (select count(*) from mail_outbox where lower("to") = '${email}') as n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
    const deleted = await queryStoppedServerDb<{ user_id: string | null; ip: string | null }>(
      server.dataDir,
      `select user_id, ip from audit_log where action = 'account_deleted'`,
    );
    expect(deleted).toEqual([{ user_id: null, ip: null }]);
    server.removeData();
  });
});
