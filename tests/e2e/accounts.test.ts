import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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
 * Accounts end to end on the real server (built app, our own `/auth/v1`, PGlite, e-mails in the dev
 * outbox) in Chromium with the real supabase-js: register, read the confirmation mail, confirm, land
 * signed in, reload, sign out; the login error messages; the cookie banner's three paths.
 */
let server: RunningServer;
let browser: Browser;

type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  created_at: string;
};

async function outbox(to: string): Promise<OutboxMail[]> {
  const res = await fetch(`${server.url}/dev/outbox.json`);
  expect(res.status).toBe(200);
  const all = (await res.json()) as OutboxMail[];
  return all.filter((m) => m.to === to);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page
    .getByRole('button', { name: /^Iniciar Sesión/ })
    .last()
    .click();
}

beforeAll(async () => {
  server = await startRealServer({
    ADMIN_EMAILS: 'socia@despacho.es',
    // One mail per address per minute is the default (tested in the contract suite); these flows send
    // a confirmation and then a recovery mail to the same address within seconds.
    AUTH_RATE_LIMITS: JSON.stringify({ emailRecipient: { burst: 5, perWindow: 5, windowSeconds: 60 } }),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('accounts', () => {
  const email = `lucia.${Date.now()}@despacho.es`;
  const password = 'Alegato-e2e-2026';

  it('registers, confirms the e-mail from the outbox, lands signed in, stays signed in, signs out', async () => {
    const { context, page, errors } = await openPage(browser, { consent: true });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Prueba Gratis' }).first().click();

    // Validation messages of spec §5 before anything is sent.
    await page.getByRole('button', { name: /^Crear cuenta/ }).click();
    await expect(page.getByText('El nombre es requerido').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Debes aceptar los términos y condiciones').isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await submitRegistration(page, {
      name: 'Lucía Fernández',
      email,
      password,
      organization: 'Fernández Abogados',
    });
    await page.getByText('Cuenta Creada').first().waitFor();
    await expect(page.getByText(email).first().isVisible()).resolves.toBe(true);

    // Not confirmed yet: the spec's message.
    await page.getByRole('button', { name: 'Ir al inicio de sesión' }).click();
    await fillLogin(page, email, password);
    await expect(alert(page).innerText()).resolves.toContain(
      'Por favor, confirma tu email antes de iniciar sesión.',
    );

    // The confirmation mail is in the outbox with its link.
    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    const link = mails[0]!.links.find((l) => l.includes('/auth/v1/verify'));
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await page.getByText(`Hola, ${email}`).first().waitFor();
    await page.getByText('¡Bienvenido a Alegato!', { exact: true }).waitFor();
    // The first sign-in starts the 30-day trial; the dashboard shows it with the plan.
    await page.getByText('Te quedan 30 días de prueba gratuita').waitFor();
    await expect(page.getByText('Plan Estudiante').first().isVisible()).resolves.toBe(true);
    // The welcome mail follows the confirmation (the spec's email_confirmed event).
    await expect.poll(async () => (await outbox(email)).length).toBe(2);

    // Not an admin: no 'Admin' button, no admin-only sidebar items.
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link', { name: /Casos/ }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole('link', { name: /Administración|Sistema de Testing/ }).count()).resolves.toBe(
      0,
    );
    await expect(page.getByRole('button', { name: 'Admin' }).count()).resolves.toBe(0);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    expect(page.url()).toMatch(/\/dashboard$/);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('button', { name: 'Prueba Gratis' }).first().waitFor();
    const leftover = await page.evaluate(() =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter(
        (k) => k.startsWith('sb-') || k.includes('supabase') || k === 'alegato-trial',
      ),
    );
    expect(leftover).toEqual([]);

    // A protected route now shows the landing page, not the app.
    await page.goto(`${server.url}/cases`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Prueba Gratis' }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the spec message for a wrong password and the same one for an unknown e-mail', async () => {
    const { context, page } = await openPage(browser, { consent: true });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Iniciar Sesión' }).first().click();
    await page
      .getByRole('button', { name: /^Iniciar Sesión/ })
      .last()
      .click();
    await expect(page.getByText('El email es requerido').isVisible()).resolves.toBe(true);
    await expect(page.getByText('La contraseña es requerida').isVisible()).resolves.toBe(true);

    await fillLogin(page, email, 'no-es-esta');
    await expect(alert(page).innerText()).resolves.toContain(
      'Credenciales incorrectas. Verifica tu email y contraseña.',
    );
    await fillLogin(page, `nadie.${Date.now()}@example.es`, 'no-es-esta');
    await expect(alert(page).innerText()).resolves.toContain(
      'Credenciales incorrectas. Verifica tu email y contraseña.',
    );

    // The right password signs in and goes to /dashboard.
    await fillLogin(page, email, password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    await context.close();
  });

  it('recovers a forgotten password from the e-mailed link and signs in with the new one', async () => {
    const newPassword = 'Nueva-clave-2026';
    const { context, page, errors } = await openPage(browser, { consent: true });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Iniciar Sesión' }).first().click();
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('Revisa tu correo').waitFor();

    const recovery = (await outbox(email)).find((m) => m.subject.startsWith('Restablece tu contraseña'));
    const link = recovery?.links.find((l) => l.includes('/auth/v1/verify'));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Contraseña actualizada').waitFor();
    await page.getByRole('button', { name: 'Ir al panel' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${server.url}/`);

    // The old password no longer works; the new one does.
    await page.getByRole('button', { name: 'Iniciar Sesión' }).first().click();
    await fillLogin(page, email, password);
    await expect(alert(page).innerText()).resolves.toContain(
      'Credenciales incorrectas. Verifica tu email y contraseña.',
    );
    await fillLogin(page, email, newPassword);
    await page.waitForURL('**/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the Admin button and the admin sidebar items to the configured admin only', async () => {
    const admin = 'socia@despacho.es';
    const { context, page } = await openPage(browser, { consent: true });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Prueba Gratis' }).first().click();
    await submitRegistration(page, { name: 'Socia Directora', email: admin, password });
    await page.getByText('Cuenta Creada').first().waitFor();
    const link = (await outbox(admin))[0]!.links.find((l) => l.includes('/auth/v1/verify'));
    await page.goto(link!);
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: /Administración/ }).waitFor();
    await expect(nav.getByRole('link', { name: /Sistema de Testing/ }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    await context.close();
  });

  it('persists each of the cookie banner paths, in the browser and in the database', async () => {
    const choices: Record<string, string> = {};
    // The three paths, each in its own fresh browser context, side by side.
    const paths = ['accept', 'essential', 'configure'] as const;
    await Promise.all(
      paths.map(async (path) => {
        const { context, page } = await openPage(browser);
        await page.goto(server.url, { waitUntil: 'networkidle' });
        const banner = page.getByRole('region', { name: 'Aviso de cookies' });
        // Three browser contexts load side by side: on a slow machine the banner may take longer than 5 s.
        await banner.waitFor({ timeout: 20_000 });
        expect(await axeViolations(page)).toEqual([]);
        const saved = page.waitForResponse((r) => r.url().endsWith('/api/public/cookie-consent'));
        if (path === 'accept') await banner.getByRole('button', { name: 'Aceptar todas' }).click();
        if (path === 'essential') await banner.getByRole('button', { name: 'Solo esenciales' }).click();
        if (path === 'configure') {
          await banner.getByRole('button', { name: 'Configurar' }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('switch', { name: /Analíticas/ }).click();
          await dialog.getByRole('button', { name: 'Guardar preferencias' }).click();
        }
        expect((await saved).status()).toBe(201);
        await expect(banner.count()).resolves.toBe(0);
        const stored = await page.evaluate(() => localStorage.getItem('alegato-cookie-consent'));
        const consent = JSON.parse(stored ?? '{}') as { session_id: string };
        choices[consent.session_id] = path;
        // Chosen once: no banner on the next visit.
        await page.reload({ waitUntil: 'networkidle' });
        await page.waitForTimeout(2500);
        await expect(page.getByRole('region', { name: 'Aviso de cookies' }).count()).resolves.toBe(0);
        await context.close();
      }),
    );

    await server.stop({ keepData: true });
    try {
      const rows = await queryStoppedServerDb<{ session_id: string; consents: Record<string, boolean> }>(
        server.dataDir,
        'select session_id, consents from cookie_consents order by created_at',
      );
      const byPath = Object.fromEntries(rows.map((r) => [choices[r.session_id], r.consents]));
      expect(byPath).toEqual({
        accept: { essential: true, functional: true, analytics: true, marketing: true },
        essential: { essential: true, functional: false, analytics: false, marketing: false },
        configure: { essential: true, functional: false, analytics: true, marketing: false },
      });
    } finally {
      server.removeData();
    }
  });
});
