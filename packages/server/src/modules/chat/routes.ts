/**
 * Chat with a document (spec §7 Chat, issue 13 item 4), behind `requireUser`: `POST /document/chat`
 * ({@link documentChatRoutes}, mounted at `/document`) and the sessions API under `/chat`
 * ({@link chatRoutes}). Being written.
 *
 * @module
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AppEnv } from '../../types.js';

/** What the chat routes need. */
export interface ChatDeps {
  db: Kysely<Database>;
}

/** `POST /document/chat`, mounted at `/document`. */
export function documentChatRoutes(_deps: ChatDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}

/** The sessions API, mounted at `/chat`. */
export function chatRoutes(_deps: ChatDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
