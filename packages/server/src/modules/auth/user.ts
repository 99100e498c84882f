import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AuthUsersTable } from '../../db/schema.js';

/** An `auth_users` row. */
export type AuthUserRow = Selectable<AuthUsersTable>;

/** The GoTrue User object supabase-js expects (AUTH-CONTRACT "User"). */
export interface AuthUser {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  phone: '';
  email_confirmed_at?: string;
  confirmed_at?: string;
  confirmation_sent_at?: string;
  recovery_sent_at?: string;
  /** The address a pending e-mail change will switch to (until its link is opened). */
  new_email?: string;
  /** When the pending e-mail change's link was sent. */
  email_change_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: unknown[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

/** The server-written `app_metadata` of every e-mail account. */
export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] } as const;

const iso = (d: Date | string | null | undefined) => (d == null ? undefined : new Date(d).toISOString());

/** Maps an `auth_users` row to the User object (fields that are null are omitted, as GoTrue does). */
export function toAuthUser(row: AuthUserRow): AuthUser {
  const created = iso(row.created_at)!;
  const updated = iso(row.updated_at)!;
  const confirmed = iso(row.email_confirmed_at);
  const user: AuthUser = {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: row.email,
    phone: '',
    app_metadata: row.raw_app_meta_data,
    user_metadata: row.raw_user_meta_data,
    identities: [
      {
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        identity_data: {
          email: row.email,
          email_verified: confirmed !== undefined,
          phone_verified: false,
          sub: row.id,
        },
        provider: 'email',
        last_sign_in_at: iso(row.last_sign_in_at) ?? created,
        created_at: created,
        updated_at: updated,
        email: row.email,
      },
    ],
    created_at: created,
    updated_at: updated,
    is_anonymous: false,
  };
  if (confirmed) {
    user.email_confirmed_at = confirmed;
    user.confirmed_at = confirmed;
  }
  const sent = iso(row.confirmation_sent_at);
  if (sent) user.confirmation_sent_at = sent;
  const recovery = iso(row.recovery_sent_at);
  if (recovery) user.recovery_sent_at = recovery;
  const last = iso(row.last_sign_in_at);
  if (last) user.last_sign_in_at = last;
  return user;
}

/**
 * The answer to a sign-up for an e-mail that already has an account (confirmation on): a User that looks
 * like a fresh one, with a random id and `identities: []`, so the answer does not reveal the account.
 */
export function obfuscatedUser(email: string, metadata: Record<string, unknown>, now: Date): AuthUser {
  const t = now.toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: t,
    app_metadata: { ...EMAIL_APP_METADATA },
    user_metadata: metadata,
    identities: [],
    created_at: t,
    updated_at: t,
    is_anonymous: false,
  };
}
