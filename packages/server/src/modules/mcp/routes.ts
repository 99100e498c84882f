/**
 * The MCP server (issue 15 item 1, ADR 0032), mounted at `/mcp` behind `requireUser` (a bearer token or
 * an API key):
 *
 * - `POST /mcp`: the Streamable HTTP endpoint, stateless — a new server and transport per request, JSON
 *   answers. `GET` and `DELETE /mcp` (the stream and the end of a session, which a stateless server does
 *   not have) answer 405 with a JSON-RPC error. Before any MCP work the plan in effect must include API
 *   access (empresarial): else 403 `plan_forbidden` with the plan's message.
 * - `GET /mcp/status` → `{success, data: McpStatus}`: the endpoint, the server, its tools and resources,
 *   the caller's clients of the last 30 days and whether their plan includes API access.
 *
 * @module
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { planAllows, type McpStatus } from '@alegato/domain';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { AppEnv } from '../../types.js';
import { requestMeta } from '../auth/audit.js';
import type { CaseAnalysisDeps } from '../caseAnalysis/service.js';
import type { ChatDeps } from '../chat/routes.js';
import type { DocumentsDeps } from '../documents/service.js';
import { createLegislationReader } from '../legislation/reader.js';
import type { PlanEnforcer } from '../plans/service.js';
import type { LegislationSearch } from '../search/engine.js';
import { SearchCache } from '../search/service.js';
import { recentClients, recordClientSeen, type McpAuth } from './clients.js';
import { createMcpServer, MCP_RESOURCES, MCP_SERVER_NAME } from './server.js';

/** Deps of {@link mcpRoutes}. */
export interface McpDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  version: string;
  plans: PlanEnforcer;
  legislation: LegislationSearch;
  documents: DocumentsDeps;
  analysis: CaseAnalysisDeps;
  chat: ChatDeps;
}

/** The path of the endpoint, as `GET /mcp/status` reports it. */
export const MCP_ENDPOINT = '/mcp';

/** How far back `recent_clients` looks. */
const RECENT_DAYS = 30;

/** The JSON-RPC answer to `GET`/`DELETE /mcp` (the SDK's stateless pattern). */
const METHOD_NOT_ALLOWED = {
  jsonrpc: '2.0',
  error: { code: -32000, message: 'Método no permitido: este servidor MCP no tiene sesiones (usa POST).' },
  id: null,
} as const;

/** The MCP server at `/mcp` (Streamable HTTP, stateless) and `GET /mcp/status`. */
export function mcpRoutes(deps: McpDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  // One search cache and legislation reader for every request (answers and TOCs kept between calls).
  const search = { db: deps.db, legislation: deps.legislation, cache: new SearchCache() };
  const reader = createLegislationReader(deps.db);

  const context = (c: Context<AppEnv>) => {
    const user = c.get('user');
    const auth: McpAuth = user.apiKeyId ? 'api_key' : 'token';
    return { deps, user, meta: requestMeta(c), search, reader, auth, userAgent: c.req.header('user-agent') };
  };

  router.post('/', async (c) => {
    const ctx = context(c);
    // Before any MCP work: API access is a plan capability (403 `plan_forbidden`).
    await deps.plans.require(ctx.user, ['api']);
    const { server } = createMcpServer(ctx);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      // The body through Hono (the body-limit middleware may have wrapped or read the raw request);
      // an unreadable one is left to the transport, which answers the JSON-RPC parse error.
      const parsedBody: unknown = await c.req.json().catch(() => undefined);
      const response = await transport.handleRequest(
        c.req.raw,
        parsedBody === undefined ? undefined : { parsedBody },
      );
      // Only an `initialize` request names the client: remember it for the later calls.
      const client = server.server.getClientVersion();
      if (client) {
        await recordClientSeen(deps.db, ctx.user.id, ctx.auth, client).catch((err: unknown) =>
          ctx.meta.log.error({ err }, 'mcp client record failed'),
        );
      }
      return response;
    } finally {
      await server.close();
    }
  });

  const notAllowed = async (c: Context<AppEnv>) => {
    await deps.plans.require(c.get('user'), ['api']);
    return c.json(METHOD_NOT_ALLOWED, 405, { Allow: 'POST' });
  };
  router.get('/', notAllowed);
  router.delete('/', notAllowed);

  router.get('/status', async (c) => {
    const ctx = context(c);
    const { plan } = await deps.plans.context(ctx.user);
    const { tools } = createMcpServer(ctx);
    const since = new Date(Date.now() - RECENT_DAYS * 86_400_000);
    const data: McpStatus = {
      state: 'ready',
      endpoint: MCP_ENDPOINT,
      transport: 'streamable-http',
      server: { name: MCP_SERVER_NAME, version: deps.version },
      tools,
      resources: [...MCP_RESOURCES],
      recent_clients: await recentClients(deps.db, ctx.user.id, since),
      api_access: planAllows(plan, 'api'),
    };
    return c.json({ success: true, data });
  });

  return router;
}
