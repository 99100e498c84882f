import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The e-mails the auth flows send (spec §4 Registration, e-mail verification sync): the confirmation link
 * after sign-up (and `/resend`), the recovery link (`/recover`), and the welcome mail after the e-mail is
 * confirmed (the spec's `email_confirmed` automation event).
 */
export type AuthMail =
  | { kind: 'confirmation'; to: string; name: string | null; link: string }
  | { kind: 'recovery'; to: string; name: string | null; link: string }
  | { kind: 'welcome'; to: string; name: string | null; organization: string | null };

/**
 * Sends auth e-mails. `send` never throws for delivery failures (they are logged; e-mail is
 * non-critical, spec §4) but does throw for programming errors. With no `SMTP_URL`, the mail is written
 * to the `mail_outbox` table through `db` — pass the sign-up transaction so the mail and the account
 * commit together.
 */
export interface Mailer {
  send(db: Kysely<Database> | Transaction<Database>, mail: AuthMail): Promise<void>;
  /**
   * Called after the transaction that sent mails has committed: a mailer that delivers from the outbox
   * starts delivering at once instead of at its next poll. Optional; never throws.
   */
  wake?(): void;
}
