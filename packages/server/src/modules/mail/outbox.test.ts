import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { CONTENT_SECURITY_POLICY } from '../../middleware/security-headers.js';
import { startServer } from '../../server.js';
import {
  createCapturingLogger,
  createIsolatedEnv,
  describeEachTarget,
  useTestEnv,
} from '../../../test/targets.js';
import { createMailer } from './mailer.js';
import type { OutboxMail } from './repo.js';
import type { AuthMail } from './types.js';

/** The `env` @hono/node-server passes to `app.fetch`: only the socket address matters here. */
function peer(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress } } };
}

const LOCAL = peer('127.0.0.1');

const mails: AuthMail[] = [
  {
    kind: 'confirmation',
    to: 'ana@example.com',
    name: '<b>Ana</b>',
    link: 'http://localhost:8787/auth/v1/verify?token=tok-1&type=signup',
  },
  {
    kind: 'recovery',
    to: 'luis@example.com',
    name: null,
    link: 'http://localhost:8787/auth/v1/verify?token=tok-2',
  },
  { kind: 'welcome', to: 'ANA@example.com', name: 'Ana', organization: null },
];

describeEachTarget('mail outbox and /dev/outbox', (target) => {
  const env = useTestEnv(target);

  async function sendAll() {
    const { logger, capture } = createCapturingLogger();
    const mailer = createMailer({ config: env.config, logger, db: env.database.db });
    expect(mailer.mode).toBe('outbox');
    for (const mail of mails) await mailer.send(env.database.db, mail);
    return capture;
  }

  it('writes each mail to mail_outbox and logs kind, recipient and links', async () => {
    const capture = await sendAll();
    const rows = await env.database.db.selectFrom('mail_outbox').selectAll().orderBy('seq').execute();
    expect(rows.map((r) => [r.kind, r.to])).toEqual([
      ['confirmation', 'ana@example.com'],
      ['recovery', 'luis@example.com'],
      ['welcome', 'ANA@example.com'],
    ]);
    expect(rows[0]?.subject).toBe('Confirma tu cuenta de Alegato');
    expect(rows[0]?.links).toEqual(['http://localhost:8787/auth/v1/verify?token=tok-1&type=signup']);
    expect(rows[0]?.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(rows[2]?.links).toEqual([`${env.config.publicUrl}/dashboard`]);
    const lines = capture.lines.filter((l) => l.msg === 'mail kept in the dev outbox');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      level: 'info',
      kind: 'confirmation',
      to: 'ana@example.com',
      links: ['http://localhost:8787/auth/v1/verify?token=tok-1&type=signup'],
    });
  });

  it('writes through the caller transaction: a rollback discards the mail', async () => {
    const mailer = createMailer({
      config: env.config,
      logger: createCapturingLogger().logger,
      db: env.database.db,
    });
    await expect(
      env.database.db.transaction().execute(async (trx) => {
        await mailer.send(trx, mails[0] as AuthMail);
        throw new Error('sign-up failed');
      }),
    ).rejects.toThrow('sign-up failed');
    await env.database.db.transaction().execute(async (trx) => {
      await mailer.send(trx, mails[1] as AuthMail);
    });
    const rows = await env.database.db.selectFrom('mail_outbox').select('kind').execute();
    expect(rows).toEqual([{ kind: 'recovery' }]);
  });

  it('refuses a recipient that is not one address, and a non-http link', async () => {
    const mailer = createMailer({
      config: env.config,
      logger: createCapturingLogger().logger,
      db: env.database.db,
    });
    const db = env.database.db;
    await expect(
      mailer.send(db, { kind: 'welcome', to: 'a@b.es, c@d.es', name: null, organization: null }),
    ).rejects.toThrow(/recipient/);
    await expect(
      mailer.send(db, { kind: 'confirmation', to: 'a@b.es', name: null, link: 'javascript:alert(1)' }),
    ).rejects.toThrow(/http\(s\)/);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from mail_outbox`.execute(db);
    expect(rows[0]?.n).toBe(0);
  });

  it('GET /dev/outbox.json lists mails newest first, filters by ?to=, no-store', async () => {
    await sendAll();
    const res = await env.app.request('/dev/outbox.json', {}, LOCAL);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const list = (await res.json()) as OutboxMail[];
    expect(list.map((m) => m.kind)).toEqual(['welcome', 'recovery', 'confirmation']);
    const first = list[2] as OutboxMail;
    expect(Object.keys(first).sort()).toEqual([
      'created_at',
      'html',
      'id',
      'kind',
      'links',
      'subject',
      'text',
      'to',
    ]);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(first.created_at).toISOString()).toBe(first.created_at);
    expect(first.text).toContain('tok-1');

    const filtered = await env.app.request('/dev/outbox.json?to=ana@EXAMPLE.com', {}, LOCAL);
    const only = (await filtered.json()) as OutboxMail[];
    expect(only.map((m) => m.kind)).toEqual(['welcome', 'confirmation']);
    const none = await env.app.request('/dev/outbox.json?to=nadie@example.com', {}, LOCAL);
    expect(await none.json()).toEqual([]);
  });

  it('GET /dev/outbox renders a Spanish page under the CSP, links clickable, HTML sandboxed, no script', async () => {
    await sendAll();
    const res = await env.app.request('/dev/outbox', {}, LOCAL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = await res.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('Bandeja de salida de desarrollo');
    expect(page).toContain('Confirma tu cuenta de Alegato');
    expect(page).toContain('Restablece tu contraseña de Alegato');
    expect(page).toContain('luis@example.com');
    expect(page).toContain(
      '<a href="http://localhost:8787/auth/v1/verify?token=tok-1&amp;type=signup" rel="noreferrer">',
    );
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toMatch(/\son[a-z]+=/i);
    // The mail's HTML sits escaped inside srcdoc of a frame with every sandbox restriction on.
    const frames = [...page.matchAll(/<iframe sandbox="" srcdoc="([^"]*)"/g)];
    expect(frames).toHaveLength(3);
    expect(frames[0]?.[1]).toContain('&lt;!doctype html&gt;');
    // The user-supplied name is escaped twice there (once in the mail, once for the attribute).
    expect(page).toContain('&amp;lt;b&amp;gt;Ana&amp;lt;/b&amp;gt;');
    // Newest first.
    expect(page.indexOf('Te damos la bienvenida')).toBeLessThan(page.indexOf('Confirma tu cuenta'));
  });

  it('GET /dev/outbox shows an empty state, and /dev/outbox/:id.html one mail body', async () => {
    const empty = await env.app.request('/dev/outbox', {}, LOCAL);
    expect(await empty.text()).toContain('No hay correos todavía.');
    await sendAll();
    const [mail] = (await (await env.app.request('/dev/outbox.json', {}, LOCAL)).json()) as OutboxMail[];
    const one = await env.app.request(`/dev/outbox/${mail?.id}.html`, {}, LOCAL);
    expect(one.status).toBe(200);
    expect(await one.text()).toBe(mail?.html);
    for (const path of ['/dev/outbox/00000000-0000-0000-0000-000000000000.html', '/dev/outbox/nope.html']) {
      expect((await env.app.request(path, {}, LOCAL)).status).toBe(404);
    }
  });

  it('answers loopback peers only, by socket address', async () => {
    const table: [string, number][] = [
      ['127.0.0.1', 200],
      ['127.10.0.3', 200],
      ['::1', 200],
      ['::ffff:127.0.0.1', 200],
      ['192.168.1.20', 404],
      ['10.0.0.1', 404],
      ['::ffff:203.0.113.9', 404],
      ['2001:db8::1', 404],
      ['', 404],
    ];
    for (const [address, status] of table) {
      for (const path of ['/dev/outbox', '/dev/outbox.json']) {
        const res = await env.app.request(path, {}, peer(address));
        expect({ address, path, status: res.status }).toEqual({ address, path, status });
        if (status === 404)
          expect(await res.json()).toEqual({ code: 'not_found', message: 'Recurso no encontrado' });
      }
    }
  });

  it('answers 404 with no socket, and to loopback peers that come through a proxy', async () => {
    expect((await env.app.request('/dev/outbox.json')).status).toBe(404);
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP', 'Via']) {
      const res = await env.app.request('/dev/outbox.json', { headers: { [header]: '127.0.0.1' } }, LOCAL);
      expect(res.status).toBe(404);
    }
  });

  it('answers 404 when SMTP_URL is set, even to loopback', async () => {
    const config = loadConfig({
      ...Object.fromEntries(Object.entries(env.isolated.env)),
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    const app = createApp({ config, db: env.database.db, logger: createCapturingLogger().logger });
    for (const path of ['/dev/outbox', '/dev/outbox.json']) {
      expect((await app.request(path, {}, LOCAL)).status).toBe(404);
    }
  });
});

describeEachTarget('/dev/outbox through a real socket', (target) => {
  it('serves a client on 127.0.0.1 (the socket address @hono/node-server provides)', async () => {
    const isolated = await createIsolatedEnv(target);
    const server = await startServer(loadConfig(isolated.env), { logger: createCapturingLogger().logger });
    try {
      expect(server.mailer.mode).toBe('outbox');
      await server.mailer.send(server.database.db, mails[0] as AuthMail);
      const res = await fetch(`${server.url}/dev/outbox.json`);
      expect(res.status).toBe(200);
      const list = (await res.json()) as OutboxMail[];
      expect(list.map((m) => m.to)).toEqual(['ana@example.com']);
      const spoofed = await fetch(`${server.url}/dev/outbox.json`, {
        headers: { 'X-Forwarded-For': '127.0.0.1' },
      });
      expect(spoofed.status).toBe(404);
    } finally {
      await server.close();
      await isolated.cleanup();
    }
  });
});
