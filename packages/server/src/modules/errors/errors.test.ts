import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it, onTestFailed, vi } from 'vitest';
import { useAuthEnv, type AuthTestEnv } from '../../../test/auth-env.js';
import { describeEachTarget } from '../../../test/targets.js';
import { ALERT_MAIL_KIND } from './alerts.js';

/** A local webhook receiver: every POST it got, parsed. */
interface Receiver {
  url: string;
  posts: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const posts: Receiver['posts'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      posts.push({
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/alertas`,
    posts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const ADMIN = 'admin.errores@despacho.es';

/** A local error record as the app builds it. */
const record = (message: string, extra: { name?: string; stack?: string; page?: string } = {}) => ({
  error: {
    name: extra.name ?? 'Error',
    message,
    stack:
      extra.stack ??
      `Error: ${message}\n    at loadDocuments (https://app.alegato.es/assets/index-AbC123xy.js:10:20)`,
  },
  context: {
    page: extra.page ?? '/documents',
    url: `https://app.alegato.es${extra.page ?? '/documents'}?q=1`,
    timestamp: new Date().toISOString(),
    userAgent: 'Mozilla/5.0 (prueba)',
    metadata: { source: 'window.error' },
  },
});

interface Group {
  fingerprint: string;
  source: 'client' | 'server';
  name: string;
  message: string;
  count: number;
  users_affected: number;
  last_page: string | null;
  critical: boolean;
}

function useErrorsEnv(target: Parameters<typeof useAuthEnv>[0], extraEnv: Record<string, string> = {}) {
  const envVars: Record<string, string> = { ADMIN_EMAILS: ADMIN, ...extraEnv };
  const state = { receiver: undefined as unknown as Receiver };
  beforeAll(async () => {
    state.receiver = await startReceiver();
    // Read by the environment's beforeEach, which runs after this.
    envVars.ALERT_WEBHOOK_URL = state.receiver.url;
  });
  beforeEach(() => {
    state.receiver.posts.length = 0;
  });
  afterAll(async () => {
    await state.receiver?.close();
  });
  const env = useAuthEnv(target, envVars);

  const report = (body: unknown, options: { token?: string; ip?: string } = {}) =>
    env.call('POST', '/api/public/client-errors', { body, ...options });

  async function admin(): Promise<string> {
    await env.signUpConfirmed(ADMIN, 'clave-del-admin-2026');
    return (await env.signIn(ADMIN, 'clave-del-admin-2026')).access_token;
  }

  async function groups(token: string, query = ''): Promise<Group[]> {
    const res = await env.call('GET', `/api/admin/errors${query}`, { token });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { groups: Group[] } }).data.groups;
  }

  return { env, state, report, admin, groups };
}

/** Everything stored by the module, as one text. */
async function storedText(env: AuthTestEnv): Promise<string> {
  const db = env.base.database.db;
  const { rows } = await sql<{ t: string }>`
    select coalesce((select string_agg(row_to_json(e)::text, ' ') from client_errors e), '') ||
           coalesce((select string_agg(row_to_json(o)::text, ' ') from client_error_occurrences o), '') as t
  `.execute(db);
  return rows[0]?.t ?? '';
}

describeEachTarget('client error tracking', (target) => {
  const { env, state, report, admin, groups } = useErrorsEnv(target);

  it('stores a report signed out, scrubbed of e-mails, DNI, tokens and query strings', async () => {
    const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2lnbmF0dXJlLWZhbHNh';
    const res = await report(
      record(`No se pudo guardar el cliente ana.garcia@despacho.es con DNI 12345678Z (token ${jwt})`, {
        page: '/cases/1?email=ana.garcia@despacho.es',
        stack: `Error: x\n    at save (https://app.alegato.es/api?access_token=${jwt}:1:2)\n    Bearer ${jwt}`,
      }),
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ success: true, data: { received: 1 } });
    const stored = await storedText(env);
    expect(stored).toContain('No se pudo guardar el cliente [email] con DNI [dni] (token [token])');
    for (const secret of ['ana.garcia', '12345678Z', jwt, 'access_token=', '?q=1']) {
      expect(stored).not.toContain(secret);
    }
    const list = await groups(await admin());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ source: 'client', count: 1, users_affected: 0, last_page: '/cases/1' });
    // Not critical: no alert.
    expect(list[0]!.critical).toBe(false);
    expect(state.receiver.posts).toHaveLength(0);
  });

  it('groups occurrences by fingerprint, counts each signed-in user once, and shows a group’s occurrences', async () => {
    const ana = await env.user('ana');
    const bea = await env.user('bea');
    const stack = (line: number) =>
      `TypeError: x\n    at renderCase (https://app.alegato.es/assets/CasePage-Q1w2E3r4.js:${line}:7)`;
    const same = (id: string, line: number) =>
      record(`No se encontró el caso ${id}`, { name: 'TypeError', stack: stack(line) });
    // A batch of two from Ana, one from Bea (a new build: other chunk line), one anonymous.
    expect(
      (
        await report([same('4f1c2d3e-1111-4222-8333-944445555666', 10), same('5', 10)], {
          token: ana.token,
        })
      ).status,
    ).toBe(202);
    expect((await report(same('77', 12), { token: bea.token })).status).toBe(202);
    expect((await report(same('78', 12))).status).toBe(202);
    // A stale or foreign token is ignored, the report stored anonymously.
    expect((await report(same('79', 12), { token: 'no-es-un-token' })).status).toBe(202);
    expect((await report(record('Otro fallo distinto'), { token: ana.token })).status).toBe(202);

    const token = await admin();
    const list = await groups(token);
    expect(list.map((g) => [g.message, g.count, g.users_affected])).toEqual([
      ['Otro fallo distinto', 1, 1],
      ['No se encontró el caso 79', 5, 2],
    ]);
    expect(await groups(token, '?source=server')).toEqual([]);
    expect(await groups(token, '?source=client')).toHaveLength(2);

    const fingerprint = list[1]!.fingerprint;
    const detail = await env.call('GET', `/api/admin/errors/${fingerprint}`, { token });
    expect(detail.status).toBe(200);
    const data = (await detail.json()) as {
      data: { group: Group; occurrences: { signed_in: boolean; record: { error: { message: string } } }[] };
    };
    expect(data.data.group.count).toBe(5);
    expect(data.data.occurrences.map((o) => [o.record.error.message, o.signed_in])).toEqual([
      ['No se encontró el caso 79', false],
      ['No se encontró el caso 78', false],
      ['No se encontró el caso 77', true],
      ['No se encontró el caso 5', true],
      ['No se encontró el caso 4f1c2d3e-1111-4222-8333-944445555666', true],
    ]);
    expect((await env.call('GET', `/api/admin/errors/${'0'.repeat(32)}`, { token })).status).toBe(404);
    expect((await env.call('GET', '/api/admin/errors/nada', { token })).status).toBe(404);
    // Not for other users.
    expect((await env.call('GET', '/api/admin/errors', { token: ana.token })).status).toBe(403);
  });

  it('refuses malformed reports and batches over 20', async () => {
    expect((await report({ error: { message: 'x' } })).status).toBe(400);
    expect((await report([])).status).toBe(400);
    expect((await report(Array.from({ length: 21 }, () => record('x')))).status).toBe(400);
    expect((await report(Array.from({ length: 20 }, () => record('x')))).status).toBe(202);
  });

  it('limits reports per client address (30 back to back)', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await report(record(`fallo ${i}`), { ip: '198.51.100.7' })).status).toBe(202);
    }
    const refused = await report(record('uno más'), { ip: '198.51.100.7' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not affected.
    expect((await report(record('otra dirección'), { ip: '198.51.100.8' })).status).toBe(202);
  });

  it('a critical message sends one error_critico webhook POST and e-mails the admins; the same error again sends none', async () => {
    const first = record('network error al cargar los documentos', { page: '/documents' });
    expect((await report(first)).status).toBe(202);
    await vi.waitFor(() => expect(state.receiver.posts).toHaveLength(1), { timeout: 20_000 });
    const alert = state.receiver.posts[0]!;
    expect(alert.headers['content-type']).toContain('application/json');
    expect(alert.headers.authorization).toBeUndefined();
    expect(alert.body).toEqual({
      kind: 'error_critico',
      error: 'network error al cargar los documentos',
      page: '/documents',
      timestamp: first.context.timestamp,
      source: 'client',
    });

    // The same error again: its group was alerted less than an hour ago.
    expect((await report(record('network error al cargar los documentos'))).status).toBe(202);
    // A different critical error is alerted: after its POST the receiver holds exactly two.
    expect((await report(record('Payment provider timeout'))).status).toBe(202);
    await vi.waitFor(() => expect(state.receiver.posts).toHaveLength(2), { timeout: 20_000 });
    expect(state.receiver.posts[1]!.body).toMatchObject({
      kind: 'error_critico',
      error: 'Payment provider timeout',
    });
    // Give a wrong third POST the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(state.receiver.posts).toHaveLength(2);

    const db = env.base.database.db;
    const mails = await db
      .selectFrom('mail_outbox')
      .select(['to', 'subject', 'text', 'status'])
      .where('kind', '=', ALERT_MAIL_KIND)
      .orderBy('seq')
      .execute();
    expect(mails.map((m) => [m.to, m.status])).toEqual([
      [ADMIN, 'kept'],
      [ADMIN, 'kept'],
    ]);
    expect(mails[0]!.subject).toContain('network error al cargar los documentos');
    expect(mails[0]!.text).toContain('Página: /documents');
    const alerts = await db.selectFrom('error_alerts').select('channels').execute();
    expect(alerts.map((a) => a.channels)).toEqual([
      ['webhook', 'email'],
      ['webhook', 'email'],
    ]);
  });

  it('a 500 of a route is stored as a server error (scrubbed) and alerted', async () => {
    onTestFailed(() => {
      console.log(env.logs.lines.filter((l) => l.module === 'errors' || l.module === 'alerts'));
    });
    env.app.post('/api/public/prueba-500', () => {
      throw new Error('fallo interno al leer ana.garcia@despacho.es');
    });
    const res = await env.call('POST', '/api/public/prueba-500', { body: {} });
    expect(res.status).toBe(500);
    const { error_id } = (await res.json()) as { error_id: string };
    const token = await admin();
    await vi.waitFor(async () => expect(await groups(token, '?source=server')).toHaveLength(1), {
      timeout: 20_000,
    });
    const [group] = await groups(token, '?source=server');
    expect(group).toMatchObject({
      source: 'server',
      name: 'Error',
      message: 'fallo interno al leer [email]',
      last_page: '/api/public/prueba-500',
      critical: true,
    });
    const detail = await env.call('GET', `/api/admin/errors/${group!.fingerprint}`, { token });
    const occurrence = (
      (await detail.json()) as {
        data: { occurrences: { record: { context: { action: string; metadata: { error_id: string } } } }[] };
      }
    ).data.occurrences[0]!;
    expect(occurrence.record.context.action).toBe('POST');
    expect(occurrence.record.context.metadata.error_id).toBe(error_id);
    await vi.waitFor(() => expect(state.receiver.posts).toHaveLength(1), { timeout: 20_000 });
    expect(state.receiver.posts[0]!.body).toMatchObject({
      kind: 'error_critico',
      error: 'fallo interno al leer [email]',
      page: '/api/public/prueba-500',
      source: 'server',
    });
  });
});

describeEachTarget('critical alerts in the WhatsApp Cloud API shape', (target) => {
  const { state, report } = useErrorsEnv(target, {
    ALERT_WEBHOOK_FORMAT: 'whatsapp',
    ALERT_WHATSAPP_TO: '34600111222',
    ALERT_WEBHOOK_TOKEN: 'secreto-de-prueba',
    ALERT_MAX_PER_HOUR: '2',
  });

  it('posts a WhatsApp text message with the bearer token, and stops at the hourly cap', async () => {
    expect((await report(record('Supabase auth session missing', { page: '/dashboard' }))).status).toBe(202);
    await vi.waitFor(() => expect(state.receiver.posts).toHaveLength(1), { timeout: 20_000 });
    const { headers, body } = state.receiver.posts[0]!;
    expect(headers.authorization).toBe('Bearer secreto-de-prueba');
    expect(body).toMatchObject({ messaging_product: 'whatsapp', to: '34600111222', type: 'text' });
    const text = (body.text as { body: string }).body;
    expect(text).toContain('error_critico');
    expect(text).toContain('Supabase auth session missing');
    expect(text).toContain('Página: /dashboard');

    // A second group is alerted; a third is over ALERT_MAX_PER_HOUR=2.
    expect((await report(record('rag service unavailable'))).status).toBe(202);
    await vi.waitFor(() => expect(state.receiver.posts).toHaveLength(2), { timeout: 20_000 });
    expect((await report(record('document upload failed'))).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(state.receiver.posts).toHaveLength(2);
  });
});
