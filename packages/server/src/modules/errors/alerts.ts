/**
 * The spec's critical-error alert (§7: a WhatsApp-style notification of kind `error_critico` with error,
 * page, timestamp): sent to `ALERT_WEBHOOK_URL` (plain JSON, or the WhatsApp Cloud API message shape)
 * and e-mailed to the admins (`ADMIN_EMAILS`) through the mail outbox. Deduplicated per error group (at
 * most one alert per group and hour, remembered in `client_errors.alerted_at`) and capped overall
 * (`ALERT_MAX_PER_HOUR`, counted in `error_alerts`). Sending happens in the background: failures are
 * logged and never reach the request.
 *
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { escapeHtml, oneLine } from '../mail/html.js';
import { insertOutboxMail } from '../mail/repo.js';
import type { Mailer } from '../mail/types.js';
import type { ErrorSource } from './schema.js';

/** The alert of spec §7. */
export interface CriticalAlert {
  kind: 'error_critico';
  /** The scrubbed error message (with its name when it is not a plain `Error`). */
  error: string;
  /** The page (client) or request path (server); '' when unknown. */
  page: string;
  /** ISO 8601 time of the error. */
  timestamp: string;
  /** Where it happened. */
  source: ErrorSource;
}

/** How alerts are sent (`ALERT_*`). */
export interface AlertConfig {
  /** Where alerts are POSTed (`ALERT_WEBHOOK_URL`). @default undefined (no webhook) */
  webhookUrl: string | undefined;
  /** `json` posts the alert as is; `whatsapp` posts a WhatsApp Cloud API text message. @default 'json' */
  webhookFormat: 'json' | 'whatsapp';
  /** Sent as `Authorization: Bearer …` (`ALERT_WEBHOOK_TOKEN`). Never logged. @default undefined */
  webhookToken: string | undefined;
  /** The WhatsApp recipient, international number without '+' (`ALERT_WHATSAPP_TO`). */
  whatsappTo: string | undefined;
  /** Alerts sent at most per hour, all groups together (`ALERT_MAX_PER_HOUR`). @default 20 */
  maxPerHour: number;
}

/** Time limit of one webhook request. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Mail kind of the admins' alert e-mail in `mail_outbox`. */
export const ALERT_MAIL_KIND = 'error_critico';

/** Texts of the alert (WhatsApp body and e-mail). */
export const ALERT_TEXT = {
  title: 'Error crítico',
  error: 'Error',
  page: 'Página',
  time: 'Hora',
  origin: 'Origen',
  sources: { client: 'aplicación web', server: 'servidor' },
  footer: 'Consulta los errores agrupados en Administración › Errores.',
} as const;

/** The webhook body: the alert itself, or a WhatsApp Cloud API text message. Pure. */
export function webhookBody(alert: CriticalAlert, config: AlertConfig, productName: string): unknown {
  if (config.webhookFormat === 'whatsapp') {
    return {
      messaging_product: 'whatsapp',
      to: config.whatsappTo ?? '',
      type: 'text',
      text: { body: alertText(alert, productName) },
    };
  }
  return alert;
}

/** The alert as a few lines of plain text (WhatsApp body, e-mail). Pure. */
export function alertText(alert: CriticalAlert, productName: string): string {
  return [
    `🚨 ${ALERT_TEXT.title} (${alert.kind}) · ${productName}`,
    `${ALERT_TEXT.error}: ${alert.error}`,
    `${ALERT_TEXT.page}: ${alert.page || '—'}`,
    `${ALERT_TEXT.time}: ${alert.timestamp}`,
    `${ALERT_TEXT.origin}: ${ALERT_TEXT.sources[alert.source]}`,
  ].join('\n');
}

/** What the alerter needs. */
export interface AlerterDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'alerts' | 'auth' | 'smtpUrl' | 'identity'>;
  logger: Logger;
  /** Woken after an alert mail is written, so an SMTP deliverer sends it at once. */
  mailer?: Mailer | undefined;
  /** `fetch`, injected for tests. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/** Raises alerts; see the module comment. */
export interface Alerter {
  /**
   * Claims the group's alert (false when it was alerted less than an hour ago) and, when claimed,
   * sends it in the background. Resolves once the claim is decided; never rejects.
   */
  raise(fingerprint: string, alert: CriticalAlert): Promise<boolean>;
  /** Resolves when no alert is being sent (tests, shutdown). */
  idle(): Promise<void>;
}

/** Builds the {@link Alerter}. */
export function createAlerter(deps: AlerterDeps): Alerter {
  const { db, config } = deps;
  const logger = deps.logger.child({ module: 'alerts' });
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sending = new Set<Promise<void>>();

  async function claim(fingerprint: string): Promise<boolean> {
    const row = await db
      .updateTable('client_errors')
      .set({ alerted_at: sql<Date>`now()` })
      .where('fingerprint', '=', fingerprint)
      .where((eb) =>
        eb.or([eb('alerted_at', 'is', null), eb('alerted_at', '<=', sql<Date>`now() - interval '1 hour'`)]),
      )
      .returning('fingerprint')
      .executeTakeFirst();
    return row !== undefined;
  }

  async function underCap(): Promise<boolean> {
    const row = await db
      .selectFrom('error_alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .executeTakeFirstOrThrow();
    return Number(row.n) < config.alerts.maxPerHour;
  }

  async function postWebhook(alert: CriticalAlert): Promise<void> {
    const { webhookUrl, webhookToken } = config.alerts;
    if (!webhookUrl) return;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (webhookToken) headers.authorization = `Bearer ${webhookToken}`;
    const res = await doFetch(webhookUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify(webhookBody(alert, config.alerts, config.identity.productName)),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    // The body is drained so the connection is released.
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
  }

  async function mailAdmins(alert: CriticalAlert): Promise<number> {
    const admins = config.auth.adminEmails;
    if (admins.length === 0) return 0;
    const text = `${alertText(alert, config.identity.productName)}\n\n${ALERT_TEXT.footer}\n`;
    const html = `<!doctype html><html lang="es"><body><pre style="font-family:monospace;white-space:pre-wrap">${escapeHtml(text)}</pre></body></html>`;
    const subject = oneLine(`${ALERT_TEXT.title}: ${alert.error}`, 120);
    const status = config.smtpUrl === undefined ? 'kept' : 'pending';
    for (const to of admins) {
      await insertOutboxMail(db, { kind: ALERT_MAIL_KIND, to, subject, text, html, links: [], status });
    }
    deps.mailer?.wake?.();
    return admins.length;
  }

  async function send(fingerprint: string, alert: CriticalAlert): Promise<void> {
    const channels: string[] = [];
    const log = { fingerprint, source: alert.source, page: alert.page };
    try {
      if (!(await underCap())) {
        logger.warn(
          { ...log, max_per_hour: config.alerts.maxPerHour },
          'critical alert suppressed (hourly cap)',
        );
        return;
      }
      if (config.alerts.webhookUrl) channels.push('webhook');
      if (config.auth.adminEmails.length > 0) channels.push('email');
      await db
        .insertInto('error_alerts')
        .values({ fingerprint, channels: JSON.stringify(channels) })
        .execute();
    } catch (err) {
      logger.error({ ...log, err }, 'critical alert not recorded');
      return;
    }
    const results = await Promise.allSettled([postWebhook(alert), mailAdmins(alert)]);
    const [webhook, mail] = results;
    if (webhook.status === 'rejected') {
      logger.error({ ...log, err: webhook.reason as unknown }, 'critical alert webhook failed');
    }
    if (mail.status === 'rejected') {
      logger.error({ ...log, err: mail.reason as unknown }, 'critical alert e-mail failed');
    }
    logger.info({ ...log, channels }, 'critical alert sent');
  }

  return {
    async raise(fingerprint, alert) {
      let claimed: boolean;
      try {
        claimed = await claim(fingerprint);
      } catch (err) {
        logger.error({ fingerprint, err }, 'critical alert claim failed');
        return false;
      }
      if (!claimed) return false;
      const p = send(fingerprint, alert).catch((err: unknown) => {
        logger.error({ fingerprint, err }, 'critical alert failed');
      });
      sending.add(p);
      void p.finally(() => sending.delete(p));
      return true;
    },
    async idle() {
      while (sending.size > 0) await Promise.allSettled([...sending]);
    },
  };
}
