import type { AuthMail, Mailer } from '../mail/types.js';

/** A {@link Mailer} that keeps every mail in memory (tests, benchmarks). */
export interface RecordingMailer extends Mailer {
  /** Mails sent, oldest first. */
  sent: AuthMail[];
  /** The link of the newest confirmation, recovery or e-mail change mail to `to`. */
  lastLink(to: string, kind?: 'confirmation' | 'recovery' | 'email_change'): string | undefined;
}

/** Creates a {@link RecordingMailer}. */
export function createRecordingMailer(): RecordingMailer {
  const sent: AuthMail[] = [];
  return {
    sent,
    send(_db, mail) {
      sent.push(mail);
      return Promise.resolve();
    },
    lastLink(to, kind) {
      for (let i = sent.length - 1; i >= 0; i--) {
        const m = sent[i]!;
        if (m.to === to && 'link' in m && (!kind || m.kind === kind)) return m.link;
      }
      return undefined;
    },
  };
}
