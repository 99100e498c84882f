import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  accessToken,
  apiData,
  axeViolations,
  openPage,
  registerSignedIn,
  useServerAndBrowser,
  visibleAlert as alert,
} from './harness.ts';

/**
 * Settings end to end (issue 14 item 4) on the real server in Chromium with the real supabase-js: the
 * sections in order; change the name; change the password (a wrong current one refused; then the old
 * password fails at the next sign-in and the new one works); ask for an e-mail change, confirm it from
 * the link in the dev outbox and sign in with the new address; 'Cerrar sesión en todos los dispositivos'
 * ends this browser's session and another browser's.
 */
const ctx = useServerAndBrowser({
  AUTH_AUTOCONFIRM: 'true',
  // The e-mail change sends a mail to an address that has just signed up.
  AUTH_RATE_LIMITS: JSON.stringify({ emailRecipient: { burst: 5, perWindow: 5, windowSeconds: 60 } }),
});

type OutboxMail = { to: string; subject: string; links: string[] };

async function outbox(to: string): Promise<OutboxMail[]> {
  const res = await fetch(`${ctx.server.url}/dev/outbox.json`);
  expect(res.status).toBe(200);
  return ((await res.json()) as OutboxMail[]).filter((m) => m.to === to);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(ctx.server.url, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Iniciar Sesión' }).first().click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page
    .getByRole('button', { name: /^Iniciar Sesión/ })
    .last()
    .click();
}

describe('settings', () => {
  const stamp = Date.now();
  const email = `ajustes.${stamp}@despacho.es`;
  const newEmail = `ajustes.nuevo.${stamp}@despacho.es`;
  const password = 'Alegato-ajustes-2026';
  const newPassword = 'Alegato-nueva-2027';

  it('changes the name, the password and the e-mail, and signs out everywhere', async () => {
    const { context, page, errors } = await openPage(ctx.browser, { consent: true });
    await registerSignedIn(page, ctx.server.url, { name: 'Pilar Ajustes', email, password });
    await page.goto(`${ctx.server.url}/settings`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Configuración' }).waitFor();
    await page.getByRole('region', { name: 'Sesiones activas' }).getByRole('listitem').first().waitFor();
    await page
      .getByText(/análisis/)
      .first()
      .waitFor();
    const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings).toEqual([
      'Perfil',
      'Seguridad',
      'Preferencias',
      'Tu plan',
      'Claves de API',
      'Tus datos',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // Perfil.
    const profile = page.getByRole('region', { name: 'Perfil' });
    await profile.getByLabel(/Nombre completo/).fill('Pilar Ajustes Ruiz');
    await profile.getByLabel('Organización').fill('Ruiz Abogados');
    await profile.getByRole('button', { name: 'Guardar cambios' }).click();
    await profile.getByRole('status').filter({ hasText: 'Perfil actualizado.' }).waitFor();
    const token = await accessToken(page);
    const saved = await apiData<{ profile: { name: string; organization: string } }>(
      ctx.server.url,
      token,
      'GET',
      '/api/profile',
    );
    expect(saved.profile).toMatchObject({ name: 'Pilar Ajustes Ruiz', organization: 'Ruiz Abogados' });

    // Contraseña: a wrong current password is refused on its field.
    const security = page.getByRole('region', { name: 'Contraseña' });
    await security.getByLabel(/^Contraseña actual/).fill('no-es-la-mia');
    await security.getByLabel(/^Nueva contraseña/).fill(newPassword);
    await security.getByLabel(/^Confirmar contraseña/).fill(newPassword);
    await security.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await security.getByText('La contraseña actual no es correcta.').waitFor();
    await security.getByLabel(/^Contraseña actual/).fill(password);
    await security.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await security.getByRole('status').filter({ hasText: 'Contraseña cambiada.' }).waitFor();

    // The old password fails at the next sign-in; the new one works (in another browser).
    const other = await openPage(ctx.browser, { consent: true });
    await signIn(other.page, email, password);
    await expect(alert(other.page).innerText()).resolves.toContain(
      'Credenciales incorrectas. Verifica tu email y contraseña.',
    );
    await other.page.getByLabel('Contraseña', { exact: true }).fill(newPassword);
    await other.page
      .getByRole('button', { name: /^Iniciar Sesión/ })
      .last()
      .click();
    await other.page.getByRole('button', { name: 'Cerrar sesión' }).waitFor({ timeout: 20_000 });

    // Email: the link goes to the new address; nothing changes until it is opened.
    const emailCard = page.getByRole('region', { name: 'Email de la cuenta' });
    await emailCard.getByLabel(/Nuevo email/).fill(newEmail);
    await emailCard.getByRole('button', { name: 'Cambiar email' }).click();
    await emailCard
      .getByRole('status')
      .filter({ hasText: `Hemos enviado un enlace a ${newEmail}` })
      .waitFor();
    await expect.poll(async () => (await outbox(newEmail)).length).toBe(1);
    expect(await outbox(email)).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringMatching(/nuevo email/) }),
    );
    const link = (await outbox(newEmail))[0]!.links.find((l) => l.includes('type=email_change'));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await page.goto(`${ctx.server.url}/settings`, { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('region', { name: 'Email de la cuenta' }).getByLabel('Email actual').inputValue(),
    ).resolves.toBe(newEmail);

    // Sessions: this browser (twice: the link started one) and the other; sign out everywhere.
    const sessions = page.getByRole('region', { name: 'Sesiones activas' });
    await expect.poll(() => sessions.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await sessions.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar todas las sesiones' }).click();
    await page.waitForURL(`${ctx.server.url}/`);
    await page.getByRole('button', { name: 'Prueba Gratis' }).first().waitFor();

    // The other browser's session is gone too: its next request sends it to the landing page.
    await other.page.goto(`${ctx.server.url}/settings`, { waitUntil: 'networkidle' });
    await other.page.getByRole('button', { name: 'Prueba Gratis' }).first().waitFor({ timeout: 20_000 });
    await other.context.close();

    // The new address and the new password sign in.
    await signIn(page, newEmail, newPassword);
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
