import type { Kysely } from 'kysely';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { claimDueMails, finishMail, insertOutboxMail, retryMailLater, type ClaimedMail } from './repo.js';
import { renderAuthMail, type MailContext } from './templates.js';
import type { AuthMail, Mailer } from './types.js';

/** SMTP time limits: a slow or dead relay must not keep deliveries (or shutdown) waiting for minutes. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/** How the SMTP deliverer paces itself. */
export interface MailDeliveryOptions {
  /**
   * Waits before each retry of a failed delivery; a mail is tried `retryDelaysMs.length + 1` times,
   * then given up (`failed`, with `last_error`). @default [60_000, 300_000, 1_800_000] (1, 5, 30 min)
   */
  retryDelaysMs: readonly number[];
  /** How often the deliverer looks for due mails when nobody wakes it. @default 10_000 */
  pollMs: number;
  /**
   * How long a claimed mail stays reserved to its deliverer; a mail whose process died is taken again
   * after it. Longer than the SMTP time limits together. @default 300_000
   */
  leaseMs: number;
}

/** Defaults of {@link MailDeliveryOptions}. */
export const MAIL_DELIVERY_DEFAULTS: MailDeliveryOptions = {
  retryDelaysMs: [60_000, 300_000, 1_800_000],
  pollMs: 10_000,
  leaseMs: 300_000,
};

/** Options for {@link createMailer}. */
export interface CreateMailerOptions {
  /** `smtpUrl` picks the mode; `mailFrom`, `identity` and `publicUrl` feed the templates. */
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'identity' | 'publicUrl'>;
  /** Process logger: deliveries and failures are logged here (never the links in SMTP mode). */
  logger: Logger;
  /** The database whose `mail_outbox` the SMTP deliverer reads (the process's, not a transaction). */
  db: Kysely<Database>;
  /** Deliverer pacing (tests shorten it). @default MAIL_DELIVERY_DEFAULTS */
  delivery?: Partial<MailDeliveryOptions>;
}

/** The {@link Mailer} that {@link createMailer} returns, with the handles the server needs. */
export interface ManagedMailer extends Mailer {
  /** `smtp` when `SMTP_URL` is set, else `outbox` (the `mail_outbox` table and `/dev/outbox`). */
  readonly mode: 'smtp' | 'outbox';
  /** Wakes the deliverer now (after a commit that wrote mails). No-op before `start`, after `close`. */
  wake(): void;
  /** Starts the SMTP deliverer: a pass at once, then every `pollMs` and on `wake`. Idempotent. */
  start(): void;
  /**
   * One delivery pass now, whether started or not: sends every due `pending` mail, one claim at a
   * time, and resolves with how many it tried. Always 0 in outbox mode.
   */
  deliverDue(): Promise<number>;
  /** Resolves when no delivery pass is running. */
  idle(): Promise<void>;
  /** Stops the deliverer, waits for the mail being sent and closes the SMTP connections. Idempotent. */
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

/** An SMTP reply in the 5xx range is permanent (RFC 5321 §4.2.1): retrying will not help. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The failure as stored in `last_error`: name, codes and message, at most 1000 characters. */
function errorText(err: unknown): string {
  const info = smtpErrorInfo(err);
  const parts = [info.name, info.code, info.responseCode, info.message].filter(
    (p) => p !== undefined && p !== null && p !== '',
  );
  return parts.map(String).join(' ').slice(0, 1000);
}

/**
 * Builds the process's mailer (HOUSE-STYLE §19: created once in `server.ts`, passed to the app). Either
 * way `send` writes the mail to `mail_outbox` through the `db` it is given — the caller's transaction,
 * so the mail commits or rolls back with the account, link or confirmation it belongs to (ADR 0020) —
 * and throws for programming errors (a recipient that is not one e-mail address, a link that is not an
 * absolute http(s) URL) and database errors, like any other query in that transaction.
 *
 * - With `SMTP_URL`: the row is `pending`. The deliverer (`start`, `wake` after the commit, or a poll)
 *   claims committed due rows, sends them with nodemailer and marks them `sent`; a failure is retried
 *   after `retryDelaysMs` (a 5xx reply at once gives up), the last one marks the row `failed` with
 *   `last_error`. Bodies and links are emptied once a mail is sent or given up. Logs carry the kind and
 *   a masked recipient, never the links. Request time never depends on the relay.
 * - Without `SMTP_URL`: the row is `kept` for `/dev/outbox`, and one info line logs kind, recipient and
 *   links, for development. Nothing is delivered.
 */
export function createMailer(options: CreateMailerOptions): ManagedMailer {
  const { config, db } = options;
  const delivery: MailDeliveryOptions = { ...MAIL_DELIVERY_DEFAULTS, ...options.delivery };
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
      async send(trx, mail) {
        const { to, rendered } = prepare(mail);
        const id = await insertOutboxMail(trx, { ...rendered, kind: mail.kind, to, status: 'kept' });
        logger.info(
          { kind: mail.kind, to, links: rendered.links, outbox_id: id },
          'mail kept in the dev outbox',
        );
      },
      wake: () => undefined,
      start: () => undefined,
      deliverDue: () => Promise.resolve(0),
      idle: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
  }

  const transport = createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  const from = parseMailFrom(config.mailFrom);
  const maxAttempts = delivery.retryDelaysMs.length + 1;
  let started = false;
  let closing: Promise<void> | undefined;
  /** The pass the loop is running, if any. */
  let running: Promise<unknown> | undefined;
  /** Passes started by `deliverDue`, awaited by `idle` and `close`. */
  const passes = new Set<Promise<unknown>>();
  /** A wake arrived during a pass: run another one right after it. */
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function deliverOne(mail: ClaimedMail): Promise<void> {
    const log = { kind: mail.kind, to: maskAddress(mail.to), outbox_id: mail.id, attempt: mail.attempts };
    let messageId: string;
    try {
      const info = await transport.sendMail({
        from,
        to: { name: '', address: mail.to },
        envelope: { from: from.address, to: [mail.to] },
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      messageId = info.messageId;
    } catch (err) {
      const error = errorText(err);
      const delay = delivery.retryDelaysMs[mail.attempts - 1];
      if (delay === undefined || mail.attempts >= maxAttempts || isPermanent(err)) {
        await finishMail(db, mail.id, { status: 'failed', error });
        logger.error({ ...log, err: smtpErrorInfo(err) }, 'mail delivery given up');
      } else {
        await retryMailLater(db, mail.id, delay, error);
        logger.warn({ ...log, err: smtpErrorInfo(err), retry_in_ms: delay }, 'mail delivery failed');
      }
      return;
    }
    // Should this update fail, the mail is sent again once its lease ends: delivery is at least once.
    await finishMail(db, mail.id, { status: 'sent' });
    logger.info({ ...log, message_id: messageId }, 'mail sent');
  }

  async function pass(): Promise<number> {
    let tried = 0;
    // One claim at a time: a stop leaves no claimed mail waiting for its lease to end.
    while (!closing) {
      const [mail] = await claimDueMails(db, { limit: 1, leaseMs: delivery.leaseMs });
      if (!mail) break;
      tried += 1;
      await deliverOne(mail);
    }
    return tried;
  }

  function track<T>(p: Promise<T>): Promise<T> {
    passes.add(p);
    void p.then(
      () => passes.delete(p),
      () => passes.delete(p),
    );
    return p;
  }

  function schedule(ms: number): void {
    clearTimeout(timer);
    timer = undefined;
    if (!started || closing) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick(): void {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = track(pass())
      .catch((err: unknown) => logger.error({ err }, 'mail deliverer error'))
      .finally(() => {
        running = undefined;
        schedule(again ? 0 : delivery.pollMs);
      });
  }

  async function idle(): Promise<void> {
    while (passes.size > 0) await Promise.allSettled([...passes]);
  }

  return {
    mode: 'smtp',
    async send(trx, mail) {
      const { to, rendered } = prepare(mail);
      await insertOutboxMail(trx, { ...rendered, kind: mail.kind, to, status: 'pending' });
    },
    wake() {
      if (!started || closing) return;
      if (running) again = true;
      else schedule(0);
    },
    start() {
      if (started || closing) return;
      started = true;
      schedule(0);
    },
    deliverDue() {
      return track(pass());
    },
    idle,
    close() {
      closing ??= (async () => {
        clearTimeout(timer);
        timer = undefined;
        await idle();
        transport.close();
      })();
      return closing;
    },
  };
}
