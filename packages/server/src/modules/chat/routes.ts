/**
 * Chat with a document (spec §7 Chat, issue 13 item 4), behind `requireUser`. Answers are grounded:
 * the embedded engine quotes the passages of the document that answer, with their pages, or says
 * 'No he encontrado esta información en el documento.' — never anything the document does not say.
 *
 * - `POST /document/chat` (form or JSON: document_filename, question, user_id, context_strategy,
 *   top_k 1..20 (5), similarity_threshold 0..1) → `{success, data: {answer, found, citations: [{page,
 *   text, chunk_id}], document: {id, filename}, score, intent, engine}}`; nothing stored.
 * - `POST /chat/start` (user_id, document_filename, session_name) → 201 `data.session`.
 * - `POST /chat/{session_id}/message` (user_id, message, top_k, similarity_threshold, context_strategy)
 *   → `data: {message, question}`: the stored answer and the stored question, written together.
 * - `GET /chat/{session_id}/history?user_id&limit&before` → `data: {session, messages, has_more,
 *   next_before}`: the `limit` (50, at most 200) newest messages before the message `before`, oldest
 *   first.
 * - `GET /chat/sessions/{user_id}` → `data.sessions`, most recently used first, with the document's file
 *   name and the number of messages.
 *
 * Errors: unknown document or someone else's 404 (audited), still processing 409 (`resolveDocument`);
 * empty or over-long question 400; unknown session or someone else's 404 (audited).
 *
 * @module
 */
import { planAllows } from '@alegato/domain';
import type { PlanEnforcer } from '../plans/service.js';
import type { AuthenticatedUser } from '../../types.js';
import { DEFAULT_THRESHOLD } from '@alegato/legal-nlp';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertSameUser } from '../../middleware/auth.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { audit, requestMeta } from '../auth/audit.js';
import { resolveDocument } from '../documents/resolve.js';
import type { Logger } from 'pino';
import type { Completer } from '../ai/enhancer.js';
import type { DocumentDto } from '../documents/repo.js';
import { askDocument, CHAT_ENGINE, type AskOptions, type DocumentAnswer } from './answer.js';
import { modelAnswer, type CitationCheck } from './model.js';
import {
  findSession,
  insertExchange,
  insertSession,
  isForeignSession,
  listMessages,
  listSessions,
} from './repo.js';

/** What the chat routes need. */
export interface ChatDeps {
  db: Kysely<Database>;
  /** The configured model, which rewrites the engine's answers (`model.ts`); none with the embedded engine. */
  completer?: Completer | null;
  /** Plan enforcement: the model is used only on plans with an AI model (spec §6, ADR 0026). @default none */
  plans?: PlanEnforcer;
}

/** The caller's deps: without the model when the plan has no AI model (the embedded engine answers). */
async function forPlan(deps: ChatDeps, user: AuthenticatedUser): Promise<ChatDeps> {
  if (!deps.completer || !deps.plans) return deps;
  const { plan } = await deps.plans.context(user);
  return planAllows(plan, 'ai_model') ? deps : { ...deps, completer: null };
}

/**
 * Answers a question: the embedded engine's extractive answer, rewritten by the model when one is
 * configured and its answer passes the citation check (`modelAnswer`).
 */
async function answer(
  deps: ChatDeps,
  log: Logger,
  document: DocumentDto,
  question: string,
  options: AskOptions,
): Promise<DocumentAnswer & { engine: string; citation_check: CitationCheck | null }> {
  const extractive = await askDocument(deps.db, document, question, options);
  if (!deps.completer) return { ...extractive, engine: CHAT_ENGINE, citation_check: null };
  return modelAnswer(deps.completer, log, question, extractive);
}

/** Longest question (characters). */
export const MAX_QUESTION_LENGTH = 2000;

/** Spanish messages of the chat routes. */
export const CHAT_MESSAGES = {
  questionRequired: 'Escribe la pregunta que quieres hacer sobre el documento.',
  questionTooLong: `La pregunta no puede superar los ${MAX_QUESTION_LENGTH} caracteres.`,
  documentRequired: 'Indica el documento sobre el que quieres preguntar (document_filename).',
  topK: 'top_k debe ser un número entre 1 y 20.',
  threshold: 'similarity_threshold debe ser un número entre 0 y 1.',
  context: 'context_strategy debe ser auto, sentence o passage.',
  sessionName: 'El nombre de la conversación no puede superar los 200 caracteres.',
  sessionNotFound: 'Conversación no encontrada',
  limit: 'limit debe ser un número entre 1 y 200.',
  before: 'before debe ser el número de un mensaje.',
} as const;

const Question = z
  .string({ error: CHAT_MESSAGES.questionRequired })
  .trim()
  .min(1, CHAT_MESSAGES.questionRequired)
  .max(MAX_QUESTION_LENGTH, CHAT_MESSAGES.questionTooLong);

/** How many passages, how sure, how much context: shared by `/document/chat` and a session message. */
const AskFields = {
  user_id: z.string().optional(),
  top_k: z.coerce
    .number({ error: CHAT_MESSAGES.topK })
    .int(CHAT_MESSAGES.topK)
    .min(1, CHAT_MESSAGES.topK)
    .max(20, CHAT_MESSAGES.topK)
    .default(5),
  similarity_threshold: z.coerce
    .number({ error: CHAT_MESSAGES.threshold })
    .min(0, CHAT_MESSAGES.threshold)
    .max(1, CHAT_MESSAGES.threshold)
    .default(DEFAULT_THRESHOLD),
  context_strategy: z
    .enum(['auto', 'sentence', 'passage', ''], { error: CHAT_MESSAGES.context })
    .optional()
    .transform((v): AskOptions['context'] => (v === 'passage' ? 'passage' : 'sentence')),
};

const DocumentRef = z
  .string({ error: CHAT_MESSAGES.documentRequired })
  .trim()
  .min(1, CHAT_MESSAGES.documentRequired)
  .max(500, CHAT_MESSAGES.documentRequired);

/** `POST /document/chat`. */
export const DocumentChatSchema = z.object({
  document_filename: DocumentRef,
  question: Question,
  ...AskFields,
});

/** `POST /chat/start`. */
export const StartSchema = z.object({
  user_id: z.string().optional(),
  document_filename: DocumentRef,
  session_name: z.string().trim().max(200, CHAT_MESSAGES.sessionName).optional(),
});

/** `POST /chat/{session_id}/message`. */
export const MessageSchema = z.object({ message: Question, ...AskFields });

/** `GET /chat/{session_id}/history`. */
export const HistorySchema = z.object({
  limit: z.coerce
    .number({ error: CHAT_MESSAGES.limit })
    .int(CHAT_MESSAGES.limit)
    .min(1, CHAT_MESSAGES.limit)
    .max(200, CHAT_MESSAGES.limit)
    .default(50),
  before: z.coerce
    .number({ error: CHAT_MESSAGES.before })
    .int(CHAT_MESSAGES.before)
    .positive(CHAT_MESSAGES.before)
    .optional(),
});

/** A path id that is not a UUID names no session: 404 like any other unknown session. */
const sessionParam = validate('param', z.object({ session_id: z.uuid() }), {
  notFound: CHAT_MESSAGES.sessionNotFound,
});

/**
 * The caller's session `id`; someone else's is answered like an unknown one (404) and audited.
 *
 * @throws {AppError} 404
 */
async function ownSession(c: Context<AppEnv>, db: Kysely<Database>, id: string) {
  const userId = c.get('user').id;
  const session = await findSession(db, userId, id);
  if (session) return session;
  if (await isForeignSession(db, userId, id)) {
    await audit(db, requestMeta(c), {
      userId,
      action: 'access_denied',
      outcome: 'denied',
      detail: { resource: 'chat_session', id, reason: 'not owner' },
    });
  }
  throw AppError.notFound(CHAT_MESSAGES.sessionNotFound);
}

/** `POST /document/chat`, mounted at `/document`. */
export function documentChatRoutes(deps: ChatDeps): Hono<AppEnv> {
  const { db } = deps;
  const router = new Hono<AppEnv>();
  router.post('/chat', validate('form', DocumentChatSchema), async (c) => {
    const user = c.get('user');
    const input = c.req.valid('form');
    assertSameUser(c, input.user_id);
    const document = await resolveDocument(db, requestMeta(c), user.id, input.document_filename);
    const started = performance.now();
    const result = await answer(await forPlan(deps, user), c.get('log'), document, input.question, {
      topK: input.top_k,
      threshold: input.similarity_threshold,
      context: input.context_strategy,
    });
    c.get('log').info(
      {
        user_id: user.id,
        action: 'document_chat',
        outcome: result.found ? 'found' : 'not_found',
        intent: result.intent,
        ms: Math.round(performance.now() - started),
      },
      'document question answered',
    );
    return c.json({
      success: true,
      data: { ...result, document: { id: document.id, filename: document.filename } },
    });
  });
  return router;
}

/** The sessions API, mounted at `/chat`. */
export function chatRoutes(deps: ChatDeps): Hono<AppEnv> {
  const { db } = deps;
  const router = new Hono<AppEnv>();

  router.post('/start', validate('form', StartSchema), async (c) => {
    const user = c.get('user');
    const input = c.req.valid('form');
    assertSameUser(c, input.user_id);
    const document = await resolveDocument(db, requestMeta(c), user.id, input.document_filename);
    const session = await insertSession(db, user.id, document.id, input.session_name || document.filename);
    c.get('log').info({ user_id: user.id, action: 'chat_start', outcome: 'ok' }, 'chat session started');
    return c.json({ success: true, data: { session } }, 201);
  });

  router.get('/sessions/:user_id', async (c) => {
    const user = c.get('user');
    assertSameUser(c, c.req.param('user_id'));
    const sessions = await listSessions(db, user.id);
    return c.json({ success: true, data: { sessions } });
  });

  router.post('/:session_id/message', sessionParam, validate('form', MessageSchema), async (c) => {
    const user = c.get('user');
    const input = c.req.valid('form');
    assertSameUser(c, input.user_id);
    const session = await ownSession(c, db, c.req.valid('param').session_id);
    // The document may have been re-processed since the session started: it must be ready now.
    const document = await resolveDocument(db, requestMeta(c), user.id, session.document.id);
    const result = await answer(await forPlan(deps, user), c.get('log'), document, input.message, {
      topK: input.top_k,
      threshold: input.similarity_threshold,
      context: input.context_strategy,
    });
    // Only an answered question is stored, with its answer, in one transaction.
    const stored = await insertExchange(db, session.id, input.message, {
      content: result.answer,
      citations: result.citations,
      found: result.found,
    });
    c.get('log').info(
      { user_id: user.id, action: 'chat_message', outcome: result.found ? 'found' : 'not_found' },
      'chat message answered',
    );
    return c.json({
      success: true,
      data: {
        message: stored.answer,
        question: stored.question,
        score: result.score,
        engine: result.engine,
        citation_check: result.citation_check,
      },
    });
  });

  router.get('/:session_id/history', sessionParam, validate('query', HistorySchema), async (c) => {
    const query = c.req.valid('query');
    const session = await ownSession(c, db, c.req.valid('param').session_id);
    const page = await listMessages(db, session.id, { limit: query.limit, before: query.before });
    return c.json({
      success: true,
      data: {
        session,
        messages: page.messages,
        has_more: page.hasMore,
        next_before: page.hasMore ? (page.messages[0]?.id ?? null) : null,
      },
    });
  });

  return router;
}
