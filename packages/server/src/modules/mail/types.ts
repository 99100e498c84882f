import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The e-mails the auth flows send (spec §4 Registration, e-mail verification sync): the confirmation link
 * after sign-up (and `/resend`), the recovery link (`/recover`), the e-mail change link sent to the new
 * address (`PUT /user {email}`) and the notice to the old one once it changed, and the welcome mail after the e-mail is
 * confirmed (the spec's `email_confirmed` automation event).
 */
export type AuthMail =
  | { kind: 'confirmation'; to: string; name: string | null; link: string }
  | { kind: 'recovery'; to: string; name: string | null; link: string }
  | { kind: 'email_change'; to: string; name: string | null; link: string }
  | { kind: 'email_changed'; to: string; name: string | null; newEmail: string }
  | { kind: 'welcome'; to: string; name: string | null; organization: string | null };

/**
 * Sends auth e-mails through a transactional outbox (ADR 0020). `send` writes the mail to `mail_outbox`
 * through `db` — pass the flow's transaction, so the mail and the account, link or confirmation it
 * belongs to commit or roll back together — and never waits for delivery (e-mail is non-critical,
 * spec §4). It throws for programming errors and database errors.
 */
export interface Mailer {
  send(db: Kysely<Database> | Transaction<Database>, mail: AuthMail): Promise<void>;
  /**
   * Called after the transaction that sent mails has committed: a mailer that delivers from the outbox
   * starts delivering at once instead of at its next poll. Optional; never throws.
   */
  wake?(): void;
}
