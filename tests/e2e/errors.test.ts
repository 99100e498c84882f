import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  accessToken,
  apiData,
  axeViolations,
  freePort,
  openPage,
  registerSignedIn,
  useServerAndBrowser,
} from './harness.ts';

/**
 * Error tracking and the critical alert end to end (issue 14 item 8) on the real built server in
 * Chromium: a signed-in page throws an error whose message names a critical keyword ('network error');
 * the app stores it, sends it to the server, the admin's `GET /api/admin/errors` shows its group (one
 * user affected) and so does the 'Errores' tab of /admin, and the local webhook receiver
 * (ALERT_WEBHOOK_URL) gets exactly one `error_critico` POST — also after the same error happens again.
 */
const ADMIN = 'jefa.errores@despacho.es';
const USER = 'ana.errores@despacho.es';
const MESSAGE = 'network error al cargar';

const posts: Record<string, unknown>[] = [];
let receiver: Server;
const env: Record<string, string> = { AUTH_AUTOCONFIRM: 'true', ADMIN_EMAILS: ADMIN };

// Registered before the server's hooks, so ALERT_WEBHOOK_URL is set when it starts.
beforeAll(async () => {
  const port = await freePort();
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      posts.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve));
  env.ALERT_WEBHOOK_URL = `http://127.0.0.1:${port}/alertas`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
});

const ctx = useServerAndBrowser(env);

interface Group {
  fingerprint: string;
  source: string;
  message: string;
  count: number;
  users_affected: number;
  last_page: string | null;
  critical: boolean;
}

describe('error tracking', () => {
  it('a thrown critical error reaches the admin’s error groups and sends one error_critico alert', async () => {
    const user = await openPage(ctx.browser, { consent: true });
    const admin = await openPage(ctx.browser, { consent: true });
    onTestFailed(async () => {
      await user.page
        .screenshot({ path: join(tmpdir(), 'alegato-e2e-errors-user-failure.png'), fullPage: true })
        .catch(() => {});
      await admin.page
        .screenshot({ path: join(tmpdir(), 'alegato-e2e-errors-admin-failure.png'), fullPage: true })
        .catch(() => {});
      console.log(ctx.server.output());
    });

    await registerSignedIn(user.page, ctx.server.url, {
      name: 'Ana Errores',
      email: USER,
      password: 'Alegato-e2e-2026',
    });
    await user.page.waitForURL('**/dashboard');
    const sent = user.page.waitForRequest(
      (r) => r.url().endsWith('/api/public/client-errors') && r.method() === 'POST',
    );
    await user.page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, MESSAGE);
    // The app's 'Error Inesperado' dialog, and the report to the server with the user's token.
    await user.page.getByRole('alertdialog').or(user.page.getByRole('dialog')).first().waitFor();
    const request = await sent;
    expect(request.headers().authorization).toMatch(/^Bearer /);
    const body = request.postDataJSON() as { error: { message: string }; context: { metadata: object } }[];
    expect(body[0]!.error.message).toBe(MESSAGE);
    expect(body[0]!.context.metadata).toMatchObject({ critical: true });

    await registerSignedIn(admin.page, ctx.server.url, {
      name: 'Carmen Errores',
      email: ADMIN,
      password: 'Alegato-e2e-2026',
    });
    const token = await accessToken(admin.page);
    const groups = () =>
      apiData<{ groups: Group[] }>(ctx.server.url, token, 'GET', '/api/admin/errors').then((d) =>
        d.groups.filter((g) => g.message === MESSAGE),
      );
    await expect.poll(groups, { timeout: 20_000, interval: 250 }).toHaveLength(1);
    const [group] = await groups();
    expect(group).toMatchObject({
      source: 'client',
      count: 1,
      users_affected: 1,
      last_page: '/dashboard',
      critical: true,
    });

    await expect.poll(() => posts.length, { timeout: 20_000, interval: 250 }).toBe(1);
    expect(posts[0]).toMatchObject({ kind: 'error_critico', error: MESSAGE, page: '/dashboard' });
    expect(typeof posts[0]!.timestamp).toBe('string');

    // The same error again: counted in its group, no second alert within the hour.
    await user.page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, MESSAGE);
    await expect.poll(async () => (await groups())[0]?.count, { timeout: 20_000, interval: 250 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(posts).toHaveLength(1);

    // The admin page's 'Errores' tab lists the group and opens its occurrences.
    await admin.page.goto(`${ctx.server.url}/admin?tab=errores`, { waitUntil: 'networkidle' });
    const table = admin.page.getByRole('table', { name: 'Errores agrupados, el más reciente primero' });
    const row = table.getByRole('row').filter({ hasText: MESSAGE });
    await row.waitFor();
    expect(await row.innerText()).toContain('Crítico');
    expect(await axeViolations(admin.page)).toEqual([]);
    await row.getByRole('button', { name: `Ver las ocurrencias de: ${MESSAGE}` }).click();
    const occurrences = admin.page.getByRole('list', { name: 'Ocurrencias recientes' });
    await expect.poll(() => occurrences.getByRole('listitem').count(), { timeout: 20_000 }).toBe(2);
    expect(await occurrences.getByRole('listitem').first().innerText()).toContain('Con sesión iniciada');
    await user.context.close();
    await admin.context.close();
  });
});
