import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { createCapturingLogger } from '../../../test/targets.js';
import { createMailer, maskAddress, parseMailFrom, type ManagedMailer } from './mailer.js';
import type { AuthMail } from './types.js';

/** In SMTP mode the mailer never touches the database. */
const noDb = new Proxy(
  {},
  {
    get() {
      throw new Error('the SMTP mailer must not use the database');
    },
  },
) as Kysely<Database>;

interface Received {
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
}

/** A real SMTP server (the `smtp-server` package) on 127.0.0.1 and a free port, without TLS or AUTH. */
async function startSmtp(options: { rejectRcpt?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRcpt) {
        const err = Object.assign(new Error(`Buzón ${address.address} no disponible`), { responseCode: 550 });
        callback(err);
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const LINK = 'http://localhost:8787/auth/v1/verify?token=secret-token-123&type=signup';
const RECOVERY = 'http://localhost:8787/auth/v1/verify?token=secret-token-456&type=recovery';

const mails: AuthMail[] = [
  { kind: 'confirmation', to: 'ana@example.com', name: 'Ana <b>García</b>', link: LINK },
  { kind: 'recovery', to: 'luis@example.com', name: null, link: RECOVERY },
  { kind: 'welcome', to: 'marta@example.com', name: 'Marta', organization: 'Despacho Núñez' },
];

describe('SMTP delivery through nodemailer', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailer: ManagedMailer | undefined;

  beforeEach(async () => {
    smtp = await startSmtp();
  });

  afterEach(async () => {
    await mailer?.close();
    mailer = undefined;
    await smtp.close();
  });

  function smtpMailer(env: Record<string, string> = {}) {
    const { logger, capture } = createCapturingLogger();
    const config = loadConfig({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      PUBLIC_URL: 'https://app.alegato.es',
      ...env,
    });
    mailer = createMailer({ config, logger });
    return { mailer, capture };
  }

  it('delivers every kind with subject, recipient, both bodies and the link', async () => {
    const { mailer, capture } = smtpMailer();
    expect(mailer.mode).toBe('smtp');
    for (const mail of mails) await mailer.send(noDb, mail);
    await mailer.idle();

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

    // Logged with kind and a masked recipient; never the links (they carry tokens).
    const sent = capture.lines.filter((l) => l.msg === 'mail sent');
    expect(sent.map((l) => [l.kind, l.to])).toEqual(
      expect.arrayContaining([
        ['confirmation', 'a***@example.com'],
        ['recovery', 'l***@example.com'],
        ['welcome', 'm***@example.com'],
      ]),
    );
    expect(capture.raw()).not.toContain('secret-token');
    expect(capture.raw()).not.toContain('ana@example.com');
  });

  it('uses MAIL_FROM, with a non-ASCII display name', async () => {
    const { mailer } = smtpMailer({ MAIL_FROM: 'Alegato Notificaciones Ñ <avisos@alegato.es>' });
    await mailer.send(noDb, mails[1] as AuthMail);
    await mailer.idle();
    expect(smtp.received[0]?.envelope.from).toBe('avisos@alegato.es');
    expect(smtp.received[0]?.parsed.from?.value).toEqual([
      { name: 'Alegato Notificaciones Ñ', address: 'avisos@alegato.es' },
    ]);
  });

  it('resolves send before delivery ends, and close() waits for it', async () => {
    const { mailer } = smtpMailer();
    await mailer.send(noDb, mails[0] as AuthMail);
    await mailer.close();
    expect(smtp.received).toHaveLength(1);
    // After close, mails are dropped (logged), not thrown.
    await expect(mailer.send(noDb, mails[1] as AuthMail)).resolves.toBeUndefined();
  });

  it('still throws for programming errors in SMTP mode', async () => {
    const { mailer } = smtpMailer();
    await expect(
      mailer.send(noDb, { kind: 'confirmation', to: 'not-an-address', name: null, link: LINK }),
    ).rejects.toThrow(/recipient/);
    await expect(
      mailer.send(noDb, { kind: 'recovery', to: 'a@b.es', name: null, link: 'ftp://x' }),
    ).rejects.toThrow(/http\(s\)/);
  });
});

describe('SMTP delivery failures', () => {
  it('logs a refused recipient without throwing and without the link', async () => {
    const smtp = await startSmtp({ rejectRcpt: true });
    const { logger, capture } = createCapturingLogger();
    const mailer = createMailer({
      config: loadConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }),
      logger,
    });
    try {
      await expect(mailer.send(noDb, mails[0] as AuthMail)).resolves.toBeUndefined();
      await mailer.idle();
    } finally {
      await mailer.close();
      await smtp.close();
    }
    const failed = capture.lines.find((l) => l.msg === 'mail delivery failed');
    expect(failed).toMatchObject({ level: 'warn', kind: 'confirmation', to: 'a***@example.com' });
    expect(failed?.err).toMatchObject({ responseCode: 550 });
    expect(capture.raw()).not.toContain('secret-token');
  });

  it('logs an unreachable server without throwing', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    const { logger, capture } = createCapturingLogger();
    const mailer = createMailer({ config: loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }), logger });
    await expect(mailer.send(noDb, mails[1] as AuthMail)).resolves.toBeUndefined();
    await mailer.close();
    const failed = capture.lines.find((l) => l.msg === 'mail delivery failed');
    expect(failed).toMatchObject({ level: 'warn', kind: 'recovery', to: 'l***@example.com' });
    expect(capture.raw()).not.toContain('secret-token');
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
