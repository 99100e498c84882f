import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import type { Browser } from 'playwright-core';
import { corpusPath, describeWithCorpus } from '../../packages/server/test/corpus.ts';
import {
  dataDirWithLaws,
  accessToken,
  apiData,
  axeViolations,
  launchBrowser,
  openPage,
  registerSignedIn,
  startRealServer,
  uploadOnDocumentsPage,
  type RunningServer,
} from './harness.ts';

/**
 * Issue 15 acceptance, end to end on the real built server: an empresarial lawyer creates an API key in
 * 'Configuración' (shown once), an MCP client — the official SDK's, from this test, as any AI assistant
 * would connect — lists the tools, searches the legislation (LAU imported before the server starts)
 * and asks a judgment the lawyer uploaded, and both calls appear in the IA Supervisor with their
 * citations (the page of the judgment, the article of the law) and the client's name.
 */
const LAU = 'BOE-A-1994-26003';
const JUDGMENT = 'STS_2384_2025.pdf';

let server: RunningServer;
let browser: Browser;

describeWithCorpus('MCP server and IA Supervisor', ['legalize-es-core', 'sentencias-pdf'], () => {
  beforeAll(async () => {
    // The laws go into the data directory before the server starts (PGlite: one process at a time).
    const dataDir = dataDirWithLaws([LAU]);
    server = await startRealServer({ AUTH_AUTOCONFIRM: 'true' }, { dataDir });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a key made in settings lets an MCP client search the law and ask a document; the IA Supervisor shows both with citations', async () => {
    const { page, errors } = await openPage(browser, { consent: true });
    onTestFailed(async () => {
      await page.screenshot({ path: path.join(tmpdir(), 'alegato-e2e-mcp-failure.png') }).catch(() => {});
    });
    await registerSignedIn(page, server.url, {
      name: 'Julia Empresa',
      email: `mcp.${Date.now()}@empresa.es`,
      password: 'Alegato-mcp-2026',
      plan: 'empresarial',
    });
    await uploadOnDocumentsPage(page, [corpusPath('sentencias-pdf', JUDGMENT)]);
    const token = await accessToken(page);
    const { documents } = await apiData<{ documents: { id: string; filename: string }[] }>(
      server.url,
      token,
      'GET',
      '/documents',
    );
    const judgment = documents.find((d) => d.filename === JUDGMENT);
    expect(judgment).toBeDefined();

    // 'Configuración' → 'Claves de API': a key named for the assistant, shown once.
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: /Configuración/ }).click();
    await page.waitForURL('**/settings');
    const keys = page.getByRole('region', { name: 'Claves de API' });
    await keys.getByRole('textbox', { name: /Nombre de la clave/ }).fill('Asistente del despacho');
    await keys.getByRole('button', { name: 'Crear clave' }).click();
    const shown = page.getByRole('dialog', { name: 'Tu nueva clave de API' });
    await shown.waitFor();
    const secret = (await shown.locator('[data-slot="api-keys-secret"]').innerText()).trim();
    expect(secret).toMatch(/^alg_[A-Za-z0-9_-]{43}$/);
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await shown.getByRole('button', { name: 'Hecho' }).click();
    await shown.waitFor({ state: 'detached' });
    // Listed by its prefix only; the secret is not on the page any more.
    const listed = keys.getByRole('list', { name: 'Tus claves de API' });
    await listed.getByText('Asistente del despacho').waitFor();
    await expect(listed.innerText()).resolves.toContain(secret.slice(0, 8));
    expect(await page.content()).not.toContain(secret);

    // An MCP client, as an AI assistant connects: the key as bearer.
    const client = new Client({ name: 'asistente-e2e', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/mcp', server.url), {
        requestInit: { headers: { Authorization: `Bearer ${secret}` } },
      }),
    );
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(
      expect.arrayContaining(['buscar_legislacion', 'preguntar_documento', 'obtener_articulo']),
    );
    const law = await client.callTool({
      name: 'buscar_legislacion',
      arguments: { query: '¿Cuánto puede pedir el arrendador de fianza por una vivienda?' },
    });
    expect(law.isError ?? false).toBe(false);
    // The answering article first, named and quoted.
    expect(JSON.stringify(law.content)).toMatch(
      /1\. LAU, art\. 36 \(BOE-A-1994-26003\):\\n«1\. A la celebración del contrato/,
    );
    const answer = await client.callTool({
      name: 'preguntar_documento',
      arguments: { document_id: judgment!.id, pregunta: '¿Quién fue el ponente?' },
    });
    expect(answer.isError ?? false).toBe(false);
    const answerText = JSON.stringify(answer.content);
    expect(answerText).toMatch(/Blasco Pellicer/i);
    expect(answerText).toMatch(/[Pp]ág(ina|\.)\s*1\b/);
    await client.close();

    // The IA Supervisor: both calls, with the tool, the client and their citations.
    await nav.getByRole('link', { name: /IA Supervisor/ }).click();
    await page.waitForURL('**/iasupervisor');
    const table = page.getByRole('region', { name: 'Tabla de ejecuciones' });
    const mcpRows = table.locator('tr[data-slot="ai-runs-table-row"][data-kind="mcp"]');
    await expect.poll(() => mcpRows.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const lawRow = mcpRows.filter({ hasText: 'buscar_legislacion' });
    await expect(lawRow.innerText()).resolves.toContain('asistente-e2e');
    const askRow = mcpRows.filter({ hasText: 'preguntar_documento' });
    await expect(askRow.innerText()).resolves.toContain('asistente-e2e');
    expect(await axeViolations(page)).toEqual([]);
    // The answer's detail: the judgment's page 1, checked, and the passage it quoted.
    await askRow.getByRole('button', { name: /¿Quién fue el ponente\?/ }).click();
    const detail = page.getByRole('dialog', { name: 'Detalle de la ejecución' });
    await detail.waitFor();
    await expect.poll(() => detail.innerText(), { timeout: 10_000 }).toMatch(/pág\. 1/);
    await expect(detail.innerText()).resolves.toMatch(/Verificada/);
    await expect(detail.innerText()).resolves.toContain(JUDGMENT);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    // The law search's detail names LAU art. 36.
    await lawRow.getByRole('button').first().click();
    await detail.waitFor();
    await expect.poll(() => detail.innerText(), { timeout: 10_000 }).toMatch(/LAU, art\. 36/);

    expect(errors).toEqual([]);
  });
});
