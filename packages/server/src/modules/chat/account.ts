import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountDataRegistry } from '../account/registry.js';

/**
 * Registers the user's chat sessions with their messages for account export and deletion (SECURITY 17,
 * ADR 0009). Registered after the documents, so deletion empties the sessions first (messages cascade);
 * deleting a document deletes its sessions too.
 */
export function registerChatAccountData(registry: AccountDataRegistry): void {
  registry.register({
    name: 'chat_sessions',
    export: async (db: Kysely<Database>, subject) => {
      const sessions = await db
        .selectFrom('chat_sessions')
        .select(['id', 'document_id', 'name', 'created_at', 'updated_at'])
        .where('user_id', '=', subject.id)
        .orderBy('created_at')
        .execute();
      const messages = sessions.length
        ? await db
            .selectFrom('chat_messages')
            .select(['id', 'session_id', 'role', 'content', 'citations', 'found', 'created_at'])
            .where(
              'session_id',
              'in',
              sessions.map((s) => s.id),
            )
            .orderBy('id')
            .execute()
        : [];
      return sessions.map((s) => ({
        ...s,
        messages: messages
          .filter((m) => m.session_id === s.id)
          .map(({ session_id: _s, id, ...m }) => ({ id: Number(id), ...m })),
      }));
    },
    delete: async (trx, subject) => {
      await trx.deleteFrom('chat_sessions').where('user_id', '=', subject.id).execute();
    },
  });
}
