import type { Context, MiddlewareHandler, Next } from 'hono';
import { leaveEarly } from '../../http/admission.js';
import { chatSessionOf, describeQuery, historyTypeOf } from './describe.js';
import type { ModuleDeps } from './routes.js';
import { historyWriter } from './writer.js';
import type { AppEnv } from '../../types.js';

/**
 * Records each search, extraction query, analysis and chat question in the history (issue 14 item 1).
 * Mounted after authentication on the paths it records; only successful (2xx) JSON answers to POSTs of
 * a recorded path ({@link historyTypeOf}) are written, and only while the user's `history_enabled` is on.
 * The row is written after the route answered, from the body its validator parsed and the answer; a
 * failure is logged and swallowed, never failing the request. Rows are written in groups
 * ({@link historyWriter}); the request answers once its row is written. A search leaves the server's
 * admission gate ({@link leaveEarly}) once its route has answered, before waiting for its row.
 *
 * The answer of a search or an extraction query is the object the route gave `c.json` (kept when that
 * response is the one sent), so it is neither copied nor parsed again; other answers are read back from
 * a copy of the response.
 */
export function recordQueries(deps: ModuleDeps): MiddlewareHandler<AppEnv> {
  // Recorded requests whose row is not asked for yet: the writer's group waits for them only.
  let onTheirWay = 0;
  const writer = historyWriter(deps.db, { onTheirWay: () => onTheirWay });
  return async (c, next) => {
    const type = c.req.method === 'POST' ? historyTypeOf(c.req.path) : undefined;
    if (!type) return next();
    onTheirWay++;
    let counted = true;
    const arrived = () => {
      if (counted) onTheirWay--;
      counted = false;
    };
    try {
      await record(c, next, type, arrived);
    } finally {
      arrived();
    }
  };

  /** Runs the route and writes its row; `arrived()` just before asking for it. */
  async function record(
    c: Context<AppEnv>,
    next: Next,
    type: NonNullable<ReturnType<typeof historyTypeOf>>,
    arrived: () => void,
  ): Promise<void> {
    const started = performance.now();
    let answer: { object: unknown; body: ReadableStream | null } | undefined;
    if (type === 'search' || type === 'consulta') {
      // Their answers are plain JSON data (strings, numbers, arrays): the object reads as its text would.
      const json = c.json;
      c.json = ((object: unknown, ...rest: unknown[]) => {
        const res = (json as (...args: unknown[]) => Response)(object, ...rest);
        answer = { object, body: res.body };
        return res;
      }) as typeof c.json;
    }
    await next();
    // The search's own work is done: it only waits for its grouped row now (ADR 0021 §Speed, fifth round).
    leaveEarly((c.env as { incoming?: unknown } | undefined)?.incoming);
    const responseTimeMs = Math.round(performance.now() - started);
    const res = c.res;
    const user = c.get('user');
    if (!user || res.status < 200 || res.status >= 300) return;
    if (!(res.headers.get('content-type') ?? '').includes('application/json')) return;
    try {
      const body: unknown = answer && answer.body === res.body ? answer.object : await res.clone().json();
      let input: unknown;
      try {
        // What the route's validator parsed (form or JSON), kept on the request.
        input = (c.req as unknown as { valid(target: string): unknown }).valid('form');
      } catch {
        input = undefined;
      }
      const described = describeQuery(c.req.path, input, body);
      if (!described) return;
      let documentId = described.documentId;
      const sessionId = chatSessionOf(c.req.path);
      if (!documentId && sessionId) {
        const session = await deps.db
          .selectFrom('chat_sessions')
          .select('document_id')
          .where('id', '=', sessionId)
          .where('user_id', '=', user.id)
          .executeTakeFirst();
        documentId = session?.document_id ?? null;
      }
      arrived();
      await writer.write({
        ...described,
        documentId,
        userId: user.id,
        responseTimeMs,
      });
    } catch (err) {
      (c.get('log') ?? deps.logger).warn(
        { err, user_id: user.id, action: 'history_record', outcome: 'error' },
        'query not recorded in the history',
      );
    }
  }
}
