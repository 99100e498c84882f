/**
 * One MCP server for one request and caller (the stateless pattern of the SDK, ADR 0032): the tools of
 * `tools.ts` and two resources, every tool call counted for the client, audited (`mcp_call`: tool and
 * outcome, never the arguments) and recorded as an AI run.
 *
 * @module
 */
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { AiRunOutcome } from '@alegato/domain';
import { AppError } from '../../errors.js';
import { audit } from '../auth/audit.js';
import { findDocument, listDocuments, listPages } from '../documents/repo.js';
import { DOCUMENT_MESSAGES } from '../documents/service.js';
import { recordAiRun } from '../supervisor/record.js';
import { countToolCall, type McpAuth } from './clients.js';
import { MCP_MESSAGES, MCP_TOOLS, readArticle, type McpCallContext, type ToolOutput } from './tools.js';
import { findLegalReferences } from '@alegato/legal-nlp';

/** The server's name in `initialize` and `GET /mcp/status`. */
export const MCP_SERVER_NAME = 'alegato';

/** Most characters of a document a resource read returns. */
export const RESOURCE_MAX_CHARS = 200_000;

/** A resource as `GET /mcp/status` lists it. */
export interface McpResourceInfo {
  uri_template: string;
  name: string;
  description: string;
}

/** The resources of the server. */
export const MCP_RESOURCES: readonly McpResourceInfo[] = [
  {
    uri_template: 'alegato://documentos/{id}',
    name: 'documento',
    description: 'El texto de uno de tus documentos, página a página (hasta 200.000 caracteres).',
  },
  {
    uri_template: 'alegato://legislacion/{norma}/{articulo}',
    name: 'articulo',
    description:
      'Un artículo de la legislación importada: la norma por su id del BOE o su abreviatura (CC, LAU) y el número del artículo.',
  },
];

/** A tool as the server registered it. */
export interface McpToolInfo {
  name: string;
  title: string;
  description: string;
}

/** What a request's server needs beyond the call context. */
export interface McpServerContext extends McpCallContext {
  auth: McpAuth;
  userAgent: string | undefined;
}

/** How an error ends a tool call: an error result with its Spanish message, and the run's outcome. */
function failure(ctx: McpServerContext, err: unknown): { message: string; outcome: AiRunOutcome } {
  if (err instanceof AppError) {
    if (err.status === 402 || err.status === 403) return { message: err.message, outcome: 'refused' };
    if (err.status === 404) return { message: err.message, outcome: 'not_found' };
    if (err.status < 500) return { message: err.message, outcome: 'error' };
  }
  ctx.meta.log.error({ err, user_id: ctx.user.id }, 'mcp tool failed');
  return { message: MCP_MESSAGES.failed, outcome: 'error' };
}

const AUDIT_OUTCOME: Record<AiRunOutcome, 'ok' | 'fail' | 'denied'> = {
  ok: 'ok',
  not_found: 'ok',
  refused: 'denied',
  error: 'fail',
};

/** Runs a tool: counts it for the client, audits it and records the AI run. */
async function callTool(
  ctx: McpServerContext,
  tool: (typeof MCP_TOOLS)[number],
  args: Record<string, unknown>,
): Promise<CallToolResult> {
  const started = performance.now();
  const { db } = ctx.deps;
  const client = await countToolCall(db, ctx.user.id, ctx.auth, ctx.userAgent).catch((err: unknown) => {
    ctx.meta.log.error({ err }, 'mcp client count failed');
    return null;
  });
  let output: ToolOutput | null = null;
  let result: CallToolResult;
  let outcome: AiRunOutcome;
  let error: string | null = null;
  try {
    output = await tool.run(ctx, args as never);
    outcome = output.outcome ?? 'ok';
    result = { content: [{ type: 'text', text: output.text }], structuredContent: output.structured };
  } catch (err) {
    const f = failure(ctx, err);
    outcome = f.outcome;
    error = f.message;
    result = { content: [{ type: 'text', text: f.message }], isError: true };
  }
  const durationMs = Math.round(performance.now() - started);
  await audit(db, ctx.meta, {
    userId: ctx.user.id,
    action: 'mcp_call',
    outcome: AUDIT_OUTCOME[outcome],
    detail: { tool: tool.name, outcome, auth: ctx.auth },
  });
  await recordAiRun(ctx.deps, {
    userId: ctx.user.id,
    kind: 'mcp',
    tool: tool.name,
    client,
    auth: ctx.auth,
    inputSummary: tool.summary(args as never),
    outputSummary: output?.outputSummary ?? error ?? undefined,
    engine: output?.engine ?? 'embedded',
    durationMs,
    outcome,
    passages: output?.passages ?? [],
    citations: output?.citations ?? [],
    documentId: output?.documentId ?? null,
    caseId: output?.caseId ?? null,
    error,
  });
  return result;
}

/** The norm a resource URI names: a BOE id as is, an abbreviation ('CC', 'LAU') through its alias. */
function normOf(norma: string, articulo: string): string | null {
  const decoded = decodeURIComponent(norma).trim();
  if (/^BOE-[A-Z]-\d{4}-\d+$/.test(decoded)) return decoded;
  return findLegalReferences(`art. ${articulo} ${decoded}`).find((r) => r.normId)?.normId ?? null;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** The MCP server of one request, and the tools it registered. */
export function createMcpServer(ctx: McpServerContext): { server: McpServer; tools: McpToolInfo[] } {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version: ctx.deps.version },
    {
      instructions:
        'Alegato: legislación española importada del BOE y los casos y documentos del usuario. Las respuestas citan literalmente el pasaje con su página o artículo; si no hay nada, lo dicen.',
    },
  );
  const tools: McpToolInfo[] = [];
  for (const tool of MCP_TOOLS) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.input },
      (args: Record<string, unknown>) => callTool(ctx, tool, args),
    );
    tools.push({ name: tool.name, title: tool.title, description: tool.description });
  }

  const { db } = ctx.deps;
  const [documentResource, articleResource] = MCP_RESOURCES as [McpResourceInfo, McpResourceInfo];
  server.registerResource(
    documentResource.name,
    new ResourceTemplate(documentResource.uri_template, {
      list: async () => ({
        resources: (await listDocuments(db, { userId: ctx.user.id, limit: 200 }))
          .filter((d) => d.status === 'ready')
          .map((d) => ({
            uri: `alegato://documentos/${d.id}`,
            name: d.filename,
            mimeType: 'text/plain',
            description: d.pages ? `${d.pages} páginas` : undefined,
          })),
      }),
    }),
    { title: 'Documento', description: documentResource.description, mimeType: 'text/plain' },
    async (uri, variables) => {
      const id = one(variables.id).toLowerCase();
      const document = /^[0-9a-f-]{36}$/.test(id) ? await findDocument(db, ctx.user.id, id) : undefined;
      if (!document) throw new McpError(ErrorCode.InvalidParams, DOCUMENT_MESSAGES.notFound);
      let text = '';
      let truncated = false;
      for (const page of await listPages(db, document.id)) {
        const block = `[Página ${page.page}]\n${page.text}\n\n`;
        if (text.length + block.length > RESOURCE_MAX_CHARS) {
          truncated = true;
          break;
        }
        text += block;
      }
      if (truncated) text += '[Texto recortado: pide las páginas siguientes con preguntar_documento.]';
      return {
        contents: [{ uri: uri.href, mimeType: 'text/plain', text: `${document.filename}\n\n${text}` }],
      };
    },
  );
  server.registerResource(
    articleResource.name,
    new ResourceTemplate(articleResource.uri_template, { list: undefined }),
    { title: 'Artículo', description: articleResource.description, mimeType: 'text/plain' },
    async (uri, variables) => {
      const articulo = decodeURIComponent(one(variables.articulo));
      const normId = normOf(one(variables.norma), articulo);
      const found = normId ? await readArticle(ctx.reader, normId, articulo) : null;
      if (!found)
        throw new McpError(
          ErrorCode.InvalidParams,
          MCP_MESSAGES.noArticle(`${articulo} ${one(variables.norma)}`),
        );
      return {
        contents: [
          {
            uri: uri.href,
            mimeType: 'text/plain',
            text: `${found.section.heading} — ${found.norm.title} (${found.norm.norm_id})\n\n${found.section.text}`,
          },
        ],
      };
    },
  );
  return { server, tools };
}
