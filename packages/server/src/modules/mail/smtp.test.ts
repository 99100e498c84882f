import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createCapturingLogger, describeEachTarget, useTestEnv } from '../../../test/targets.js';
import {
  createMailer,
  maskAddress,
  parseMailFrom,
  type MailDeliveryOptions,
  type ManagedMailer,
} from './mailer.js';
import type { AuthMail, Mailer } from './types.js';

interface Received {
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
}

/** What the fake server answers to the n-th RCPT TO (1-based): nothing to accept, or an SMTP error. */
type RcptAnswer = (n: number) => { code: number; message: string } | undefined;

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 and a free port, without TLS or AUTH:
 * deliveries stay on this machine.
 */
async function startSmtp(options: { rcpt?: RcptAnswer } = {}) {
  const received: Received[] = [];
  let rcpts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      rcpts += 1;
      const answer = options.rcpt?.(rcpts);
      if (answer) {
        callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void simpleParser(Buffer.concat(chunks)).then((parsed) => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            envelope: {
              from: mailFrom === false ? '' : mailFrom.address,
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            parsed,
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    rcpts: () => rcpts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it is true or `timeoutMs` passes. */
async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(10);
  }
}

const LINK = 'http://localhost:8787/auth/v1/verify?token=secret-token-123&type=signup';
const RECOVERY = 'http://localhost:8787/auth/v1/verify?token=secret-token-456&type=recovery';

const mails: AuthMail[] = [
  { kind: 'confirmation', to: 'ana@example.com', name: 'Ana <b>García</b>', link: LINK },
  { kind: 'recovery', to: 'luis@example.com', name: null, link: RECOVERY },
  { kind: 'welcome', to: 'marta@example.com', name: 'Marta', organization: 'Despacho Núñez' },
];

const PW = 'correcto-caballo-bateria';
const HIGH_LIMITS = JSON.stringify({
  signInAddress: { burst: 1000, perWindow: 1000, windowSeconds: 60 },
  signInAccount: { burst: 1000, perWindow: 1000, windowSeconds: 60 },
  emailEndpointsAddress: { burst: 1000, perWindow: 1000, windowSeconds: 60 },
  emailRecipient: { burst: 1000, perWindow: 1000, windowSeconds: 60 },
});

describeEachTarget('SMTP delivery from the outbox', (target) => {
  const env = useTestEnv(target);
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let rcpt: RcptAnswer | undefined;
  const mailers: ManagedMailer[] = [];

  beforeEach(async () => {
    rcpt = undefined;
    smtp = await startSmtp({ rcpt: (n) => rcpt?.(n) });
  });

  afterEach(async () => {
    // Before the database closes (useTestEnv's hook runs after this one).
    for (const m of mailers.splice(0)) await m.close();
    await smtp.close();
  });

  function smtpConfig(extra: Record<string, string> = {}) {
    return loadConfig({
      ...env.isolated.env,
      APP_DIST_DIR: env.dist.dir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: 'https://app.alegato.es',
      ...extra,
    });
  }

  function smtpMailer(
    options: { env?: Record<string, string>; delivery?: Partial<MailDeliveryOptions>; port?: number } = {},
  ) {
    const { logger, capture } = createCapturingLogger();
    const config = smtpConfig({
      ...options.env,
      ...(options.port ? { SMTP_URL: `smtp://127.0.0.1:${options.port}` } : {}),
    });
    const mailer = createMailer({ config, logger, db: env.database.db, delivery: options.delivery });
    mailers.push(mailer);
    return { mailer, capture };
  }

  const rows = () =>
    env.database.db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'to', 'status', 'attempts', 'text', 'html', 'links', 'sent_at', 'last_error'])
      .orderBy('seq')
      .execute();

  /** Seconds from now until the mail's next attempt. */
  async function secondsToNextAttempt(id: string): Promise<number> {
    const { rows: r } = await sql<{ s: number }>`
      select extract(epoch from next_attempt_at - now())::float8 as s from mail_outbox where id = ${id}`.execute(
      env.database.db,
    );
    return Number(r[0]?.s);
  }

  it('writes pending rows, then delivers every kind with subject, recipient, both bodies and the link', async () => {
    const { mailer, capture } = smtpMailer();
    expect(mailer.mode).toBe('smtp');
    for (const mail of mails) await mailer.send(env.database.db, mail);
    expect((await rows()).map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['confirmation', 'pending', 0],
      ['recovery', 'pending', 0],
      ['welcome', 'pending', 0],
    ]);
    expect(smtp.received).toHaveLength(0);
    expect(await mailer.deliverDue()).toBe(3);

    expect(smtp.received).toHaveLength(3);
    const byTo = new Map(smtp.received.map((r) => [r.envelope.to[0], r]));

    const confirmation = byTo.get('ana@example.com');
    expect(confirmation?.envelope).toEqual({ from: 'no-reply@alegato.es', to: ['ana@example.com'] });
    expect(confirmation?.parsed.subject).toBe('Confirma tu cuenta de Alegato');
    expect(confirmation?.parsed.from?.value).toEqual([{ name: 'Alegato', address: 'no-reply@alegato.es' }]);
    expect(confirmation?.parsed.to).toMatchObject({ value: [{ address: 'ana@example.com' }] });
    expect(confirmation?.parsed.text).toContain('Hola, Ana <b>García</b>:');
    expect(confirmation?.parsed.text).toContain(LINK);
    expect(confirmation?.parsed.html).toContain(`href="${LINK.replace(/&/g, '&amp;')}"`);
    expect(confirmation?.parsed.html).toContain('Ana &lt;b&gt;García&lt;/b&gt;');
    expect(confirmation?.parsed.html).not.toContain('<b>García');

    const recovery = byTo.get('luis@example.com');
    expect(recovery?.parsed.subject).toBe('Restablece tu contraseña de Alegato');
    expect(recovery?.parsed.text).toContain(RECOVERY);
    expect(recovery?.parsed.html).toContain('válido durante 1 hora');

    const welcome = byTo.get('marta@example.com');
    expect(welcome?.parsed.subject).toBe('Te damos la bienvenida a Alegato');
    expect(welcome?.parsed.text).toContain('30 días de prueba gratuita');
    expect(welcome?.parsed.text).toContain('https://app.alegato.es/dashboard');
    expect(welcome?.parsed.html).toContain('Despacho Núñez');

    // Sent rows keep kind, recipient and dates; the bodies and links (single-use tokens) are gone.
    for (const row of await rows()) {
      expect(row).toMatchObject({
        status: 'sent',
        attempts: 1,
        text: '',
        html: '',
        links: [],
        last_error: null,
      });
      expect(row.sent_at).toBeInstanceOf(Date);
    }
    expect(await mailer.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(3);

    // Logged with kind and a masked recipient; never the links (they carry tokens).
    const sent = capture.lines.filter((l) => l.msg === 'mail sent');
    expect(sent.map((l) => [l.kind, l.to])).toEqual([
      ['confirmation', 'a***@example.com'],
      ['recovery', 'l***@example.com'],
      ['welcome', 'm***@example.com'],
    ]);
    expect(capture.raw()).not.toContain('secret-token');
    expect(capture.raw()).not.toContain('ana@example.com');
  });

  it('uses MAIL_FROM, with a non-ASCII display name', async () => {
    const { mailer } = smtpMailer({ env: { MAIL_FROM: 'Alegato Notificaciones Ñ <avisos@alegato.es>' } });
    await mailer.send(env.database.db, mails[1] as AuthMail);
    await mailer.deliverDue();
    expect(smtp.received[0]?.envelope.from).toBe('avisos@alegato.es');
    expect(smtp.received[0]?.parsed.from?.value).toEqual([
      { name: 'Alegato Notificaciones Ñ', address: 'avisos@alegato.es' },
    ]);
  });

  it('never sends a mail before its transaction commits, and sends it on the wake after', async () => {
    // A deliverer polling every 20 ms and woken inside the transaction: it still must not see the mail.
    const { mailer } = smtpMailer({ delivery: { pollMs: 20 } });
    mailer.start();
    await env.database.db.transaction().execute(async (trx) => {
      await mailer.send(trx, mails[0] as AuthMail);
      mailer.wake();
      await sleep(400);
      expect(smtp.received).toHaveLength(0);
    });
    mailer.wake();
    await waitFor(() => smtp.received.length === 1);
    expect(smtp.received[0]?.envelope.to).toEqual(['ana@example.com']);
  });

  it('a rolled-back transaction leaves no mail to send', async () => {
    const { mailer } = smtpMailer();
    await expect(
      env.database.db.transaction().execute(async (trx) => {
        await mailer.send(trx, mails[0] as AuthMail);
        throw new Error('sign-up failed');
      }),
    ).rejects.toThrow('sign-up failed');
    expect(await mailer.deliverDue()).toBe(0);
    expect(await rows()).toEqual([]);
    expect(smtp.received).toHaveLength(0);
  });

  it('retries a transient failure after 1 min, then 5 min, and sends it on the third attempt', async () => {
    rcpt = (n) => (n <= 2 ? { code: 451, message: 'Inténtalo más tarde' } : undefined);
    const { mailer, capture } = smtpMailer();
    await mailer.send(env.database.db, mails[0] as AuthMail);

    expect(await mailer.deliverDue()).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.last_error).toContain('451');
    expect(await secondsToNextAttempt(row!.id)).toBeGreaterThan(55);
    expect(await secondsToNextAttempt(row!.id)).toBeLessThanOrEqual(60);
    // Not due yet.
    expect(await mailer.deliverDue()).toBe(0);

    await env.database.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: sql`now()` })
      .execute();
    expect(await mailer.deliverDue()).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await secondsToNextAttempt(row!.id)).toBeGreaterThan(295);
    expect(await secondsToNextAttempt(row!.id)).toBeLessThanOrEqual(300);

    await env.database.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: sql`now()` })
      .execute();
    expect(await mailer.deliverDue()).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null, text: '' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.parsed.text).toContain(LINK);

    const failed = capture.lines.filter((l) => l.msg === 'mail delivery failed');
    expect(failed.map((l) => [l.level, l.attempt, l.retry_in_ms])).toEqual([
      ['warn', 1, 60_000],
      ['warn', 2, 300_000],
    ]);
    expect(capture.raw()).not.toContain('secret-token');
  });

  it('gives up after the last retry, recording the error and emptying the bodies', async () => {
    rcpt = () => ({ code: 451, message: 'Inténtalo más tarde' });
    const { mailer, capture } = smtpMailer({ delivery: { retryDelaysMs: [0, 0] } });
    await mailer.send(env.database.db, mails[0] as AuthMail);
    expect(await mailer.deliverDue()).toBe(3);
    const [row] = await rows();
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      text: '',
      html: '',
      links: [],
      sent_at: null,
    });
    expect(row?.last_error).toContain('451');
    expect(smtp.rcpts()).toBe(3);
    expect(capture.lines.find((l) => l.msg === 'mail delivery given up')).toMatchObject({
      level: 'error',
      kind: 'confirmation',
      to: 'a***@example.com',
      attempt: 3,
    });
    expect(await mailer.deliverDue()).toBe(0);
    expect(capture.raw()).not.toContain('secret-token');
  });

  it('gives up at once on a permanent (5xx) refusal, without logging the link', async () => {
    rcpt = () => ({ code: 550, message: 'Buzón no disponible' });
    const { mailer, capture } = smtpMailer();
    await mailer.send(env.database.db, mails[0] as AuthMail);
    expect(await mailer.deliverDue()).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1, text: '' });
    expect(row?.last_error).toContain('550');
    const failed = capture.lines.find((l) => l.msg === 'mail delivery given up');
    expect(failed).toMatchObject({ level: 'error', kind: 'confirmation', to: 'a***@example.com' });
    expect(failed?.err).toMatchObject({ responseCode: 550 });
    expect(capture.raw()).not.toContain('secret-token');
  });

  it('keeps the mail for later when the server is unreachable', async () => {
    const dead = await startSmtp();
    await dead.close();
    const { mailer, capture } = smtpMailer({ port: dead.port });
    await mailer.send(env.database.db, mails[1] as AuthMail);
    expect(await mailer.deliverDue()).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.text).toContain('secret-token-456');
    expect(row?.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(capture.lines.find((l) => l.msg === 'mail delivery failed')).toMatchObject({
      level: 'warn',
      kind: 'recovery',
      to: 'l***@example.com',
    });
    expect(capture.raw()).not.toContain('secret-token');
  });

  it('a mail outlives its mailer: written before close, sent by the next one at start', async () => {
    const first = smtpMailer().mailer;
    await first.send(env.database.db, mails[0] as AuthMail);
    await first.close();
    // After close, send still writes (the caller's transaction owns the mail).
    await first.send(env.database.db, mails[1] as AuthMail);
    expect(smtp.received).toHaveLength(0);
    const second = smtpMailer({ delivery: { pollMs: 60_000 } }).mailer;
    second.start();
    await waitFor(() => smtp.received.length === 2);
    expect(smtp.received.map((r) => r.envelope.to[0])).toEqual(['ana@example.com', 'luis@example.com']);
  });

  it('two deliverers on one database never send a mail twice', async () => {
    const a = smtpMailer().mailer;
    const b = smtpMailer().mailer;
    for (let i = 0; i < 6; i++) {
      await a.send(env.database.db, {
        kind: 'recovery',
        to: `p${i}@example.com`,
        name: null,
        link: RECOVERY,
      });
    }
    const [na, nb] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(na + nb).toBe(6);
    expect(smtp.received.map((r) => r.envelope.to[0]).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((i) => `p${i}@example.com`),
    );
  });

  it('still throws for programming errors in SMTP mode, writing nothing', async () => {
    const { mailer } = smtpMailer();
    await expect(
      mailer.send(env.database.db, { kind: 'confirmation', to: 'not-an-address', name: null, link: LINK }),
    ).rejects.toThrow(/recipient/);
    await expect(
      mailer.send(env.database.db, { kind: 'recovery', to: 'a@b.es', name: null, link: 'ftp://x' }),
    ).rejects.toThrow(/http\(s\)/);
    expect(await rows()).toEqual([]);
  });

  describe('through the auth flows', () => {
    function appWith(mailer: Mailer) {
      const config = smtpConfig({ AUTH_RATE_LIMITS: HIGH_LIMITS });
      const app = createApp({ config, db: env.database.db, logger: createCapturingLogger().logger, mailer });
      return (method: string, path: string, body?: unknown) =>
        Promise.resolve(
          app.request(
            path,
            {
              method,
              headers: { apikey: 'anon-key', 'content-type': 'application/json' },
              ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            },
            { incoming: { socket: { remoteAddress: '203.0.113.7' } } },
          ),
        );
    }

    it('a failure after the mail insert inside sign-up rolls back both: no user, no mail, nothing sent', async () => {
      const { mailer } = smtpMailer({ delivery: { pollMs: 20 } });
      mailer.start();
      const failing: Mailer = {
        async send(db, mail) {
          await mailer.send(db, mail);
          throw new Error('fallo después de escribir el correo');
        },
        wake: () => mailer.wake(),
      };
      const call = appWith(failing);
      const res = await call('POST', '/auth/v1/signup', { email: 'nadie@example.com', password: PW });
      expect(res.status).toBeGreaterThanOrEqual(500);
      mailer.wake();
      await sleep(200);
      await mailer.idle();
      expect(await mailer.deliverDue()).toBe(0);
      const users = await env.database.db.selectFrom('auth_users').select('id').execute();
      expect(users).toEqual([]);
      expect(await rows()).toEqual([]);
      expect(smtp.received).toHaveLength(0);
    });

    it('sign-up, resend, verify and recover each deliver right after their commit (no poll)', async () => {
      const { mailer } = smtpMailer({ delivery: { pollMs: 3_600_000 } });
      mailer.start();
      await mailer.idle();
      const call = appWith(mailer);
      const email = 'eva@example.com';

      expect(
        (await call('POST', '/auth/v1/signup', { email, password: PW, data: { name: 'Eva' } })).status,
      ).toBe(200);
      await waitFor(() => smtp.received.length === 1);
      expect((await call('POST', '/auth/v1/resend', { type: 'signup', email })).status).toBe(200);
      await waitFor(() => smtp.received.length === 2);
      // Sign-up again for the unconfirmed address resends the confirmation too.
      expect((await call('POST', '/auth/v1/signup', { email, password: PW })).status).toBe(200);
      await waitFor(() => smtp.received.length === 3);
      expect(smtp.received.map((r) => r.parsed.subject)).toEqual([
        'Confirma tu cuenta de Alegato',
        'Confirma tu cuenta de Alegato',
        'Confirma tu cuenta de Alegato',
      ]);

      const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(smtp.received[2]?.parsed.text ?? '')?.[0];
      expect(link).toBeDefined();
      const u = new URL(link!);
      expect((await call('GET', `${u.pathname}${u.search}`)).status).toBe(303);
      await waitFor(() => smtp.received.length === 4);
      expect(smtp.received[3]?.parsed.subject).toBe('Te damos la bienvenida a Alegato');

      expect((await call('POST', '/auth/v1/recover', { email })).status).toBe(200);
      await waitFor(() => smtp.received.length === 5);
      expect(smtp.received[4]?.parsed.subject).toBe('Restablece tu contraseña de Alegato');
      // The row is marked after the server's answer reaches the client, a moment after it received the
      // mail: wait for it rather than race it.
      const deadline = Date.now() + 5000;
      while (!(await rows()).every((r) => r.status === 'sent') && Date.now() < deadline) await sleep(20);
      expect((await rows()).map((r) => r.status)).toEqual(Array(5).fill('sent'));
    });
  });
});

describe('mailer helpers', () => {
  it.each([
    ['Alegato <no-reply@alegato.es>', { name: 'Alegato', address: 'no-reply@alegato.es' }],
    ['"Lex, S.A." <a@lex.es>', { name: 'Lex, S.A.', address: 'a@lex.es' }],
    ['a@lex.es', { name: '', address: 'a@lex.es' }],
  ])('parseMailFrom(%j)', (input, expected) => {
    expect(parseMailFrom(input)).toEqual(expected);
  });

  it.each([
    ['ana.garcia@example.com', 'a***@example.com'],
    ['x@y.es', 'x***@y.es'],
    ['broken', '***'],
  ])('maskAddress(%j) = %j', (input, expected) => {
    expect(maskAddress(input)).toBe(expected);
  });
});
