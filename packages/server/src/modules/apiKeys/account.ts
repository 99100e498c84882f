import type { AccountDataRegistry } from '../account/registry.js';

/**
 * Registers the API keys for account export and deletion (SECURITY 17): the export lists the user's
 * keys without their hashes (the secrets were never stored); deleting the account deletes them (the
 * foreign key to `auth_users` cascades too).
 */
export function registerApiKeysAccountData(registry: AccountDataRegistry): void {
  registry.register({
    name: 'api_keys',
    export: (db, subject) =>
      db
        .selectFrom('api_keys')
        .select([
          'id',
          'name',
          'prefix',
          'created_at',
          'last_used_at',
          'expires_at',
          'revoked_at',
          'rate_limit_per_minute',
        ])
        .where('user_id', '=', subject.id)
        .orderBy('created_at')
        .execute(),
    delete: async (trx, subject) => {
      await trx.deleteFrom('api_keys').where('user_id', '=', subject.id).execute();
    },
  });
}
