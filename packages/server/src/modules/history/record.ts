import type { MiddlewareHandler } from 'hono';
import { chatSessionOf, describeQuery, historyTypeOf } from './describe.js';
import { insertHistoryEntry } from './repo.js';
import type { ModuleDeps } from './routes.js';
import type { AppEnv } from '../../types.js';

/**
 * Records each search, extraction query, analysis and chat question in the history (issue 14 item 1).
 * Mounted after authentication on the paths it records; only successful (2xx) JSON answers to POSTs of
 * a recorded path ({@link historyTypeOf}) are written, and only while the user's `history_enabled` is on.
 * The row is written after the route answered, from the body its validator parsed and a copy of the
 * answer; a failure is logged and swallowed, never failing the request.
 */
export function recordQueries(deps: ModuleDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !historyTypeOf(c.req.path)) return next();
    const started = performance.now();
    await next();
    const responseTimeMs = Math.round(performance.now() - started);
    const res = c.res;
    const user = c.get('user');
    if (!user || res.status < 200 || res.status >= 300) return;
    if (!(res.headers.get('content-type') ?? '').includes('application/json')) return;
    try {
      const body: unknown = await res.clone().json();
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
      await insertHistoryEntry(deps.db, {
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
  };
}
