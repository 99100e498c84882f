import type { Logger } from 'pino';
import type { Mailer } from '../mail/types.js';

/**
 * A stand-in {@link Mailer} that only logs that a mail would be sent (kind, never the link or address):
 * used when no mailer is passed to `createApp`.
 */
export function createLogOnlyMailer(logger: Logger): Mailer {
  return {
    send(_db, mail) {
      logger.warn({ kind: mail.kind }, 'no mailer configured: e-mail not sent');
      return Promise.resolve();
    },
  };
}
