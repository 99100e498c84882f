import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { insertOutboxMail } from './repo.js';
import { renderAuthMail, type MailContext } from './templates.js';
import type { AuthMail, Mailer } from './types.js';

/** SMTP time limits: a slow or dead relay must not keep deliveries (or shutdown) waiting for minutes. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/** Options for {@link createMailer}. */
export interface CreateMailerOptions {
  /** `smtpUrl` picks the mode; `mailFrom`, `identity` and `publicUrl` feed the templates. */
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'identity' | 'publicUrl'>;
  /** Process logger: deliveries and failures are logged here (never the links in SMTP mode). */
  logger: Logger;
}

/** The {@link Mailer} that {@link createMailer} returns, with the handles the server needs to stop it. */
export interface ManagedMailer extends Mailer {
  /** `smtp` when `SMTP_URL` is set, else `outbox` (the `mail_outbox` table and `/dev/outbox`). */
  readonly mode: 'smtp' | 'outbox';
  /** Resolves when every SMTP delivery started so far has finished (sent or failed). */
  idle(): Promise<void>;
  /** Waits for {@link idle} and closes the SMTP connections. Idempotent. */
  close(): Promise<void>;
}

const recipientSchema = z.email();

/** `Nombre <a@b.es>` or `a@b.es` → nodemailer's address object (it encodes non-ASCII names). */
export function parseMailFrom(from: string): { name: string; address: string } {
  const m = /^(.*?)\s*<([^<>\s]+)>$/.exec(from.trim());
  if (!m) return { name: '', address: from.trim() };
  const name = (m[1] ?? '').replace(/^"(.*)"$/, '$1').trim();
  return { name, address: m[2] ?? '' };
}

/** `ana.garcia@example.com` → `a***@example.com`: enough to follow a delivery in the logs. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

/** Error fields safe to log: no message body, no envelope. */
function smtpErrorInfo(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const e = err as Error & { code?: unknown; responseCode?: unknown; command?: unknown };
  return { name: e.name, message: e.message, code: e.code, responseCode: e.responseCode, command: e.command };
}

/**
 * Builds the process's mailer (HOUSE-STYLE §19: created once in `server.ts`, passed to the app).
 *
 * - With `SMTP_URL`: `send` renders the mail and hands it to nodemailer **in the background**, resolving
 *   at once, so request time does not depend on the relay (and a sign-up transaction is not held open
 *   during SMTP). Success and failure are logged with the kind and a masked recipient, never the links;
 *   failures are never thrown.
 * - Without `SMTP_URL`: `send` inserts the mail into `mail_outbox` through the `db` it is given (the
 *   caller's transaction, so the mail commits or rolls back with it) and logs one info line with kind,
 *   recipient and links, for development. A database error is thrown like any other query error in
 *   that transaction.
 *
 * Either way `send` throws for programming errors: a recipient that is not one e-mail address, or a
 * link that is not an absolute http(s) URL.
 */
export function createMailer(options: CreateMailerOptions): ManagedMailer {
  const { config } = options;
  const logger = options.logger.child({ module: 'mail' });
  const ctx: MailContext = { identity: config.identity, publicUrl: config.publicUrl };

  function prepare(mail: AuthMail) {
    const to = mail.to.trim();
    if (!recipientSchema.safeParse(to).success) throw new Error('mail recipient must be one e-mail address');
    return { to, rendered: renderAuthMail(mail, ctx) };
  }

  if (config.smtpUrl === undefined) {
    return {
      mode: 'outbox',
      async send(db, mail) {
        const { to, rendered } = prepare(mail);
        const id = await insertOutboxMail(db, { ...rendered, kind: mail.kind, to });
        logger.info(
          { kind: mail.kind, to, links: rendered.links, outbox_id: id },
          'mail kept in the dev outbox',
        );
      },
      idle: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
  }

  const transport = createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  const from = parseMailFrom(config.mailFrom);
  const pending = new Set<Promise<void>>();
  let closing: Promise<void> | undefined;

  async function deliver(kind: AuthMail['kind'], to: string, rendered: ReturnType<typeof renderAuthMail>) {
    try {
      const info = await transport.sendMail({
        from,
        to: { name: '', address: to },
        envelope: { from: from.address, to: [to] },
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
      });
      logger.info({ kind, to: maskAddress(to), message_id: info.messageId }, 'mail sent');
    } catch (err) {
      logger.warn({ kind, to: maskAddress(to), err: smtpErrorInfo(err) }, 'mail delivery failed');
    }
  }

  async function idle(): Promise<void> {
    while (pending.size > 0) await Promise.all([...pending]);
  }

  return {
    mode: 'smtp',
    send(_db, mail) {
      let prepared: ReturnType<typeof prepare>;
      try {
        prepared = prepare(mail);
      } catch (err) {
        return Promise.reject(err instanceof Error ? err : new Error(String(err)));
      }
      const { to, rendered } = prepared;
      if (closing) {
        logger.warn({ kind: mail.kind, to: maskAddress(to) }, 'mail dropped: mailer closed');
        return Promise.resolve();
      }
      const job = deliver(mail.kind, to, rendered).finally(() => pending.delete(job));
      pending.add(job);
      return Promise.resolve();
    },
    idle,
    close() {
      closing ??= (async () => {
        await idle();
        transport.close();
      })();
      return closing;
    },
  };
}
