import { afterAll, beforeAll, expect, it, describe } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, registerSignedIn, startRealServer, type RunningServer } from './harness.ts';

/**
 * What a newcomer trips over (issue 11 §4), in the built app on the real server: a section whose code
 * cannot be downloaded says the connection failed and offers 'Reintentar' (no 'Error Inesperado'), and a
 * failed 'Crear caso' keeps the dialog and what was typed.
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

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

describe('newcomer', () => {
  it('gives login and registration an address of their own; Back closes them, not the site', async () => {
    const { page } = await openPage(browser, { consent: true });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Prueba Gratis' }).first().click();
    await page.waitForURL(/\?acceso=registro$/);
    await page
      .getByRole('textbox', { name: /Correo electrónico/ })
      .first()
      .waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/registro.png` });
    await page.goBack();
    await page.waitForURL((url) => url.search === '');
    await expect(page.getByRole('textbox', { name: /Correo electrónico/ }).count()).resolves.toBe(0);

    // A link straight to the login screen opens it over the landing page.
    await page.goto(`${server.url}/?acceso=entrar`, { waitUntil: 'networkidle' });
    await page
      .getByRole('textbox', { name: /Correo electrónico/ })
      .first()
      .waitFor();
    await expect(page.getByRole('button', { name: /Iniciar Sesión/ }).count()).resolves.toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/entrar.png` });
    await page.context().close();
  });

  it('says the connection failed when a section cannot load, and keeps a failed new case open', async () => {
    const { page } = await openPage(browser, { consent: true });
    await registerSignedIn(page, server.url, {
      name: 'Nuria Novata',
      email: `novata.${Date.now()}@despacho.es`,
      password: 'Alegato-novata-2026',
    });

    // Server down: the code of any section not visited yet cannot be downloaded (modules already loaded
    // stay in the page). A connection state with 'Reintentar', no error dialog.
    const chunks = /\/assets\/[^/]+\.js$/;
    await page.route(chunks, (route) => route.abort('internetdisconnected'));
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: /Casos/ }).click();
    await page
      .getByRole('heading', { name: 'No se ha podido conectar' })
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(async (error: unknown) => {
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/connection-failed-debug.png` });
        throw error;
      });
    await expect(page.getByRole('button', { name: 'Reintentar' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Error Inesperado').count()).resolves.toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/connection-failed.png` });

    // Back online, 'Reintentar' loads the section.
    await page.unroute(chunks);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.waitForURL('**/cases');
    await page
      .getByRole('button', { name: /Nuevo caso|Crear primer caso/ })
      .first()
      .waitFor();

    // The creation fails (connection lost): the dialog comes back with the values and the reason.
    await page.route(
      (url) => url.pathname === '/cases',
      (route) =>
        route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await page
      .getByRole('button', { name: /Nuevo caso|Crear primer caso/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo caso' });
    await dialog.getByLabel('Título del caso').fill('Arrendamiento Calle Mayor');
    await dialog.getByLabel('Nombre del cliente').fill('María Pérez');
    await dialog.getByRole('button', { name: 'Crear caso' }).click();
    await dialog.getByRole('alert').filter({ hasText: /caso/i }).waitFor();
    await expect(dialog.getByLabel('Título del caso').inputValue()).resolves.toBe(
      'Arrendamiento Calle Mayor',
    );
    await expect(dialog.getByLabel('Nombre del cliente').inputValue()).resolves.toBe('María Pérez');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/case-create-failed.png` });
  });
});
