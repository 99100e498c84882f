/**
 * The account data registry (SECURITY 17, GDPR arts. 15, 17 and 20): every module that stores personal
 * data registers one {@link AccountDataOwner} saying how to export a user's rows and how to delete them.
 * `GET /api/account/export` and `DELETE /api/account` walk the registry, so a module that forgets to
 * register leaves data behind — register in `app.ts` next to the module's `app.route(...)`.
 *
 * Today: `user` (auth_users; cascades sessions, refresh tokens, flow states, link tokens), `profile`
 * (users), `sessions`, `audit_log` (anonymised, not deleted), `cookie_consents`, `emails`
 * (mail_outbox). Later modules — cases, documents, files, reports, PDFs — register theirs; owners that keep
 * bytes on disk also implement {@link AccountDataOwner.deleteFiles}.
 *
 * @module
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Whose data: the auth user id (token `sub`) and the account's e-mail address. */
export interface AccountSubject {
  /** Auth user id (`auth_users.id`, `users.auth_user_id`, the token's `sub`). */
  id: string;
  /** The account's address, lower case (from `auth_users`, else the profile, else the token). */
  email: string;
}

/** How one module exports and deletes a user's data. */
export interface AccountDataOwner {
  /**
   * Unique key of this owner's data in the export (`profile`, `cases`, …). Snake case: it becomes a
   * top-level field of the downloaded JSON.
   */
  name: string;
  /**
   * The user's data as plain JSON (dates as ISO strings are fine; `Date` serialises). Never password
   * hashes, token hashes, keys, salts or other users' rows.
   */
  export(db: Kysely<Database>, subject: AccountSubject): Promise<unknown>;
  /**
   * Deletes (or anonymises, when the law requires keeping a record) the user's rows inside the deletion
   * transaction. Use only `trx`: PGlite has one connection and the outer `db` would wait for itself.
   * Owners run in **reverse registration order**, so a module registered later (whose rows reference
   * earlier ones, e.g. cases → users) is emptied first.
   */
  delete(trx: Transaction<Database>, subject: AccountSubject): Promise<void>;
  /**
   * Removes the user's files on disk (uploads, rendered PDFs) **after** the transaction commits — files
   * cannot roll back, so they go only once the rows are gone. A failure is logged with the user id and
   * does not undo the deletion; the owner must make a later sweep find the orphaned files (their rows are
   * gone). Optional: owners without files leave it out. Not implemented by any owner yet.
   */
  deleteFiles?(subject: AccountSubject): Promise<void>;
}

/** The owners of personal data, in registration order. */
export interface AccountDataRegistry {
  /**
   * Adds an owner.
   * @throws {Error} when an owner with the same `name` exists
   */
  register(owner: AccountDataOwner): void;
  /** The owners in registration order (export order; deletion runs in reverse). */
  owners(): readonly AccountDataOwner[];
}

/** Names an owner may not take: fields the export writes itself. */
const RESERVED_NAMES = new Set(['exported_at', 'format']);

/** An empty {@link AccountDataRegistry}; `createApp` builds one and registers the core owners. */
export function createAccountDataRegistry(): AccountDataRegistry {
  const list: AccountDataOwner[] = [];
  return {
    register(owner) {
      if (!/^[a-z][a-z0-9_]*$/.test(owner.name) || RESERVED_NAMES.has(owner.name)) {
        throw new Error(`account data owner name not allowed: ${owner.name}`);
      }
      if (list.some((o) => o.name === owner.name)) {
        throw new Error(`account data owner already registered: ${owner.name}`);
      }
      list.push(owner);
    },
    owners: () => [...list],
  };
}
