import { once } from 'node:events';
import type { AddressInfo, Server } from 'node:net';
import { serve } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpStatusSchema } from '@alegato/domain';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useAuthEnv } from '../../../test/auth-env.js';
import { uploadReady } from '../../../test/documents.js';
import { describeEachTarget } from '../../../test/targets.js';
import { createApiKey, revokeApiKey } from '../apiKeys/service.js';
import { listStoredNorms } from '../legislation/repo.js';
import { importNorm } from '../legislation/service.js';

const CC = 'BOE-A-1889-4763';
const LAU = 'BOE-A-1994-26003';

function norm(id: string, title: string, articles: [string, string][]): Uint8Array {
  const body = articles.map(([heading, text]) => `##### ${heading}\n\n${text}\n`).join('\n');
  return new TextEncoder().encode(
    `---\ntitle: "${title}"\nidentifier: "${id}"\nrank: "ley"\nstatus: "in_force"\n---\n\n# ${title}\n\n${body}`,
  );
}

const NORMS: [string, Uint8Array][] = [
  [
    CC,
    norm(CC, 'Real Decreto de 24 de julio de 1889 por el que se publica el Código Civil', [
      [
        'Artículo 1902',
        'El que por acción u omisión causa daño a otro, interviniendo culpa o negligencia, está obligado a reparar el daño causado.',
      ],
      [
        'Artículo 1555',
        'El arrendatario está obligado a pagar el precio del arrendamiento en los términos convenidos.',
      ],
    ]),
  ],
  [
    LAU,
    norm(LAU, 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos', [
      [
        'Artículo 36. Fianza',
        'A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico en cantidad equivalente a una mensualidad de renta en el arrendamiento de viviendas.',
      ],
    ]),
  ],
];

const DEMANDA = [
  'AL JUZGADO DE PRIMERA INSTANCIA DE JAÉN',
  'Doña María López Ruiz, como demandante, formula demanda contra Inmobiliaria Sur, S.L., demandada, en reclamación de 3.000 euros.',
  'HECHOS',
  'PRIMERO.- Las partes firmaron el contrato de arrendamiento de la vivienda de la calle Mayor 5 el 1 de marzo de 2020.',
  'SEGUNDO.- La demandada no devolvió la fianza de 1.500 euros a la finalización del contrato el 28 de febrero de 2025.',
  'FUNDAMENTOS DE DERECHO',
  'Es aplicable el artículo 36 de la Ley 29/1994, de Arrendamientos Urbanos, y el artículo 1902 del Código Civil.',
  'El demandado dispone de un plazo de veinte días hábiles desde su notificación para contestar.',
].join('\n\n');

type Text = { type: string; text: string };
type ToolResult = { content: Text[]; isError?: boolean; structuredContent?: Record<string, unknown> };

const TOOLS = [
  'buscar_legislacion',
  'buscar_mis_documentos',
  'obtener_articulo',
  'listar_casos',
  'obtener_caso',
  'analizar_documento',
  'preguntar_documento',
  'analizar_caso',
  'calcular_plazo',
  'redactar_documento',
];

describeEachTarget('the MCP server at /mcp', (target) => {
  const env = useAuthEnv(target);
  let server: Server;
  let base: URL;
  const clients: Client[] = [];

  beforeEach(async () => {
    server = serve({ fetch: env.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await once(server, 'listening');
    base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
  });

  afterEach(async () => {
    for (const c of clients.splice(0)) await c.close().catch(() => undefined);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function connect(token: string): Promise<Client> {
    const client = new Client({ name: 'cliente-de-prueba', version: '1.2.3' });
    const transport = new StreamableHTTPClientTransport(base, {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    });
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
    const result = (await client.callTool({ name, arguments: args })) as ToolResult;
    return { ...result, text: result.content.map((c) => c.text).join('\n') };
  }

  async function importLegislation() {
    const { db } = env.base.database;
    const stored = await listStoredNorms(db);
    for (const [id, bytes] of NORMS) await importNorm(db, bytes, id, stored);
    await env.legislationSearch.refresh({ force: true });
  }

  async function caseWithDocument(token: string) {
    const res = await env.call('POST', '/cases', {
      token,
      body: { title: 'Fianza calle Mayor', client_name: 'María López Ruiz' },
    });
    const caseId = ((await res.json()) as { data: { case: { id: string } } }).data.case.id;
    const doc = await uploadReady(env, token, new Blob([DEMANDA], { type: 'text/plain' }), 'demanda.txt', {
      case_id: caseId,
    });
    return { caseId, documentId: doc.id };
  }

  it('lists its ten tools with Spanish descriptions and answers each one from the caller’s data', async () => {
    await importLegislation();
    const ana = await env.userOnPlan('ana', 'empresarial');
    const { caseId, documentId } = await caseWithDocument(ana.token);
    const client = await connect(ana.token);
    expect(client.getServerVersion()?.name).toBe('alegato');

    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOLS);
    for (const t of tools) {
      expect(t.title, t.name).toBeTruthy();
      expect(t.description?.length ?? 0, t.name).toBeGreaterThan(40);
      expect(t.inputSchema.type).toBe('object');
    }

    const law = await call(client, 'buscar_legislacion', { query: 'fianza del arrendamiento de vivienda' });
    expect(law.isError).toBeFalsy();
    expect(law.text).toContain('LAU, art. 36');
    expect(law.text).toContain('fianza en metálico');
    const articles = law.structuredContent?.articles as { norm_id: string; article: string }[];
    expect(articles[0]).toMatchObject({ norm_id: LAU, article: '36' });

    const none = await call(client, 'buscar_legislacion', { query: 'criptomonedas' });
    expect(none.isError).toBeFalsy();
    expect(none.text).toMatch(/^No he encontrado/);

    const mine = await call(client, 'buscar_mis_documentos', { query: 'fianza', case_id: caseId });
    expect(mine.isError).toBeFalsy();
    expect(mine.text).toContain('demanda.txt, pág. 1');
    expect(mine.text).toContain('fianza de 1.500 euros');

    const article = await call(client, 'obtener_articulo', { cita: 'art. 1902 CC' });
    expect(article.isError).toBeFalsy();
    expect(article.text).toContain('Código Civil');
    expect(article.text).toContain('obligado a reparar el daño causado');
    expect(article.structuredContent).toMatchObject({ found: true, norm_id: CC, article: '1902' });
    const missing = await call(client, 'obtener_articulo', { cita: 'art. 9999 CC' });
    expect(missing.text).toContain('no encontrado');

    const cases = await call(client, 'listar_casos');
    expect(cases.text).toContain('Fianza calle Mayor');
    expect(cases.text).toContain(caseId);

    const kase = await call(client, 'obtener_caso', { caso_id: caseId });
    expect(kase.isError).toBeFalsy();
    expect(kase.text).toContain('demanda.txt');
    expect(kase.structuredContent?.documents).toHaveLength(1);

    const analysis = await call(client, 'analizar_documento', { document_id: documentId });
    expect(analysis.isError, analysis.text).toBeFalsy();
    expect(analysis.text).toContain('Análisis de «demanda.txt»');
    expect(analysis.text).toMatch(/pág\. 1/);

    const answer = await call(client, 'preguntar_documento', {
      document_id: documentId,
      pregunta: '¿Cuánto es la fianza?',
    });
    expect(answer.isError, answer.text).toBeFalsy();
    expect(answer.text).toContain('1.500 euros');
    expect(answer.text).toMatch(/pág\. 1/);
    expect(answer.structuredContent).toMatchObject({ found: true });

    const caseAnalysis = await call(client, 'analizar_caso', { caso_id: caseId });
    expect(caseAnalysis.isError, caseAnalysis.text).toBeFalsy();
    expect(caseAnalysis.text).toContain('Análisis del caso «Fianza calle Mayor»');

    const plazo = await call(client, 'calcular_plazo', {
      fecha_inicio: '2025-07-25',
      dias: 5,
      tipo: 'habiles',
    });
    expect(plazo.isError, plazo.text).toBeFalsy();
    // Friday 25 July: 28, 29, 30, 31 July, then August is inhábil (LEC 130.2): 1 September.
    expect(plazo.structuredContent).toMatchObject({ due: '2025-09-01' });
    expect(plazo.text).toContain('vence el 01/09/2025');

    const draft = await call(client, 'redactar_documento', { caso_id: caseId, tipo: 'demanda-civil' });
    expect(draft.isError, draft.text).toBeFalsy();
    expect(draft.text).toContain('borrador');
    expect(draft.text).toContain('demanda.txt');

    // Every call is audited with the tool and outcome, never the arguments.
    const rows = await env.base.database.db
      .selectFrom('audit_log')
      .select(['detail', 'outcome'])
      .where('user_id', '=', ana.id)
      .where('action', '=', 'mcp_call')
      .execute();
    expect(rows).toHaveLength(12);
    const details = rows.map((r) => (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail));
    expect(details.map((d: { tool: string }) => d.tool)).toContain('calcular_plazo');
    expect(JSON.stringify(details)).not.toContain('fianza');

    // Every call is an AI run of kind mcp, with its tool, client, outcome and checked citations.
    const runs = await env.base.database.db
      .selectFrom('ai_runs')
      .select(['tool', 'client', 'auth', 'outcome', 'citations_count', 'citations_failed', 'document_id'])
      .where('user_id', '=', ana.id)
      .where('kind', '=', 'mcp')
      .execute();
    expect(runs).toHaveLength(12);
    expect(runs.find((r) => r.tool === 'preguntar_documento')).toMatchObject({
      client: 'cliente-de-prueba',
      auth: 'token',
      outcome: 'ok',
      citations_failed: 0,
      document_id: documentId,
    });
    expect(runs.filter((r) => r.tool === 'buscar_legislacion').map((r) => r.outcome)).toEqual(
      expect.arrayContaining(['ok', 'not_found']),
    );

    // The client is remembered with its calls, and the status lists it with the tools.
    const status = await env.call('GET', '/mcp/status', { token: ana.token });
    expect(status.status).toBe(200);
    const data = McpStatusSchema.parse(((await status.json()) as { data: unknown }).data);
    expect(data).toMatchObject({ state: 'ready', endpoint: '/mcp', api_access: true });
    expect(data.tools.map((t) => t.name)).toEqual(TOOLS);
    expect(data.recent_clients).toEqual([
      expect.objectContaining({ name: 'cliente-de-prueba', version: '1.2.3', auth: 'token', calls: 12 }),
    ]);
  });

  it('reads a document and an article as resources, and lists the caller’s documents', async () => {
    await importLegislation();
    const ana = await env.userOnPlan('ana', 'empresarial');
    const { documentId } = await caseWithDocument(ana.token);
    const client = await connect(ana.token);
    const { resources } = await client.listResources();
    expect(resources).toEqual([
      expect.objectContaining({ uri: `alegato://documentos/${documentId}`, name: 'demanda.txt' }),
    ]);
    const doc = await client.readResource({ uri: `alegato://documentos/${documentId}` });
    expect((doc.contents[0] as { text: string }).text).toContain('[Página 1]');
    const art = await client.readResource({ uri: 'alegato://legislacion/LAU/36' });
    expect((art.contents[0] as { text: string }).text).toContain('fianza en metálico');
    await expect(client.readResource({ uri: `alegato://legislacion/CC/9999` })).rejects.toThrow(
      /No he encontrado/,
    );
  });

  it('refuses another user’s case and document with the not-found message, and shows none of their data', async () => {
    const eva = await env.userOnPlan('eva', 'empresarial');
    const theirs = await caseWithDocument(eva.token);
    const ana = await env.userOnPlan('ana', 'empresarial');
    const client = await connect(ana.token);
    for (const [name, args, message] of [
      ['obtener_caso', { caso_id: theirs.caseId }, 'Caso no encontrado'],
      ['analizar_caso', { caso_id: theirs.caseId }, 'Caso no encontrado'],
      ['redactar_documento', { caso_id: theirs.caseId }, 'Caso no encontrado'],
      ['buscar_mis_documentos', { query: 'fianza', case_id: theirs.caseId }, 'Caso no encontrado'],
      ['obtener_caso', { caso_id: 'no-es-un-id' }, 'Caso no encontrado'],
      ['analizar_documento', { document_id: theirs.documentId }, 'Documento no encontrado'],
      [
        'preguntar_documento',
        { document_id: theirs.documentId, pregunta: '¿Fianza?' },
        'Documento no encontrado',
      ],
    ] as const) {
      const r = await call(client, name, args);
      expect(r.isError, name).toBe(true);
      expect(r.text, name).toBe(message);
    }
    const refused = await env.base.database.db
      .selectFrom('ai_runs')
      .select('outcome')
      .where('user_id', '=', ana.id)
      .execute();
    expect(refused.map((r) => r.outcome)).toEqual(Array(7).fill('not_found'));
    const mine = await call(client, 'buscar_mis_documentos', { query: 'fianza' });
    expect(mine.text).toMatch(/^No he encontrado/);
    await expect(client.readResource({ uri: `alegato://documentos/${theirs.documentId}` })).rejects.toThrow(
      /Documento no encontrado/,
    );
    // Nothing was metered for the refused analyses.
    const used = await env.base.database.db
      .selectFrom('usage_events')
      .select('id')
      .where('user_id', '=', ana.id)
      .execute();
    expect(used).toHaveLength(0);
  });

  it('refuses a plan without API access with 403 plan_forbidden before any MCP work', async () => {
    const leo = await env.userOnPlan('leo', 'despacho');
    const res = await fetch(base, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${leo.token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
      }),
    });
    expect(res.status).toBe(403);
    const body = (await res.json()) as { code: string; message: string; upgrade_plan?: string };
    expect(body.code).toBe('plan_forbidden');
    expect(body.message).toMatch(/Empresarial/);
    await expect(connect(leo.token)).rejects.toThrow();
    const status = await env.call('GET', '/mcp/status', { token: leo.token });
    expect(((await status.json()) as { data: { api_access: boolean } }).data.api_access).toBe(false);
    const clients = await env.base.database.db.selectFrom('mcp_clients').select('id').execute();
    expect(clients).toHaveLength(0);
  });

  it('accepts an API key of an empresarial user (counted as api_key), refuses an expired and a revoked key', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const { db } = env.base.database;
    const key = await createApiKey(db, ana.id, { name: 'Claude Desktop' });
    const client = await connect(key.secret);
    const cases = await call(client, 'listar_casos');
    expect(cases.isError).toBeFalsy();
    expect(cases.text).toBe('No tienes ningún caso todavía.');
    const status = await env.call('GET', '/mcp/status', { token: ana.token });
    const data = McpStatusSchema.parse(((await status.json()) as { data: unknown }).data);
    expect(data.recent_clients).toEqual([
      expect.objectContaining({ name: 'cliente-de-prueba', auth: 'api_key', calls: 1 }),
    ]);

    const expired = await createApiKey(db, ana.id, {
      name: 'caducada',
      expiresAt: new Date(Date.now() + 60_000),
    });
    await db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    const revoked = await createApiKey(db, ana.id, { name: 'revocada' });
    expect(await revokeApiKey(db, ana.id, revoked.id)).toBe(true);
    for (const secret of [expired.secret, revoked.secret]) {
      const res = await fetch(base, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(res.status).toBe(401);
      await expect(connect(secret)).rejects.toThrow();
    }
    const calls = await db.selectFrom('audit_log').select('id').where('action', '=', 'mcp_call').execute();
    expect(calls).toHaveLength(1);
  });

  it('exports the MCP clients with the account and deletes them with it', async () => {
    const ana = await env.userOnPlan('ana', 'empresarial');
    const client = await connect(ana.token);
    await call(client, 'listar_casos');
    const res = await env.call('GET', '/api/account/export', { token: ana.token });
    const exported = (await res.json()) as { mcp_clients: { name: string; calls: number; auth: string }[] };
    expect(exported.mcp_clients).toEqual([
      expect.objectContaining({ name: 'cliente-de-prueba', version: '1.2.3', auth: 'token', calls: 1 }),
    ]);
    const del = await env.call('DELETE', '/api/account', {
      token: ana.token,
      body: { password: 'clave-de-ana-2026' },
    });
    expect(del.status).toBe(204);
    const left = await env.base.database.db.selectFrom('mcp_clients').select('id').execute();
    expect(left).toHaveLength(0);
  });

  it('needs a signed-in caller, and answers GET with 405 (no sessions)', async () => {
    const anonymous = await fetch(base, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
    const ana = await env.userOnPlan('ana', 'empresarial');
    const get = await fetch(base, { headers: { authorization: `Bearer ${ana.token}` } });
    expect(get.status).toBe(405);
  });
});
