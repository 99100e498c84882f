import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { AppEnv } from '../../types.js';
import type { CaseAnalysisDeps } from '../caseAnalysis/service.js';
import type { ChatDeps } from '../chat/routes.js';
import type { DocumentsDeps } from '../documents/service.js';
import type { PlanEnforcer } from '../plans/service.js';
import type { LegislationSearch } from '../search/engine.js';

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

/** STUB (groundwork): the MCP server at `/mcp` (Streamable HTTP, stateless) and `GET /mcp/status`. */
export function mcpRoutes(_deps: McpDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
