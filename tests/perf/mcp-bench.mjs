#!/usr/bin/env node
/**
 * MCP tool calls over HTTP (`node tests/perf/mcp-bench.mjs`, also run by `npm run bench`; issue 15 item
 * 1): the built server on a fresh embedded database (the corpus's 24 core laws imported first when the
 * corpus is present, else no legislation and `buscar_legislacion` answers "No he encontrado…"), one user
 * moved to the empresarial plan through the demo billing (`POST /api/billing/change`), one case; then
 * `MCP_BENCH_CALLS` (400) `tools/call` alternating `buscar_legislacion` and `listar_casos`, 4 SDK clients
 * (`StreamableHTTPClientTransport`) at once. Prints tool calls per second and p50/p95 per tool. Prints
 * figures, asserts nothing.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { coreDir, runImporter, waitSearchReady } from './lib/legislation.mjs';
import {
  benchAuthEnv,
  freePort,
  pct,
  serverDist,
  signUp,
  startServer,
  stopServer,
  waitHealthy,
} from './lib/server.mjs';

const CALLS = Number(process.env.MCP_BENCH_CALLS ?? 400);
const CONCURRENCY = Number(process.env.MCP_BENCH_CONCURRENCY ?? 4);
const QUERIES = [
  'fianza del arrendamiento de vivienda',
  'responsabilidad por culpa o negligencia',
  'plazo para contestar la demanda',
  'despido improcedente indemnización',
  'art. 1902 CC',
];

async function api(url, token, method, pathname, body) {
  const res = await fetch(`${url}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The bench's figures, or `{skipped}`. */
export async function runMcpBench() {
  if (!existsSync(serverDist('main.js'))) return { skipped: 'server not built (packages/server/dist)' };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alegato-mcp-bench-'));
  const withLaws = existsSync(coreDir);
  if (withLaws) await runImporter(coreDir, { DATA_DIR: dataDir, DATABASE_URL: '' });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startServer({ dataDir, port, env: benchAuthEnv() });
  const clients = [];
  try {
    await waitHealthy(url, child);
    const { token, userId } = await signUp(url, 'mcp-bench');
    await api(url, token, 'POST', '/api/billing/change', { plan: 'empresarial' });
    for (const title of ['Fianza calle Mayor', 'Despido Ruiz', 'Herencia García'])
      await api(url, token, 'POST', '/cases', { title, user_id: userId });
    if (withLaws) await waitSearchReady(url, child, token);
    for (let i = 0; i < CONCURRENCY; i++) {
      const client = new Client({ name: 'alegato-mcp-bench', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL('/mcp', url), {
          requestInit: { headers: { authorization: `Bearer ${token}` } },
        }),
      );
      clients.push(client);
    }
    // Warm-up: one call of each tool per client.
    for (const client of clients) {
      await client.callTool({ name: 'listar_casos', arguments: {} });
      await client.callTool({ name: 'buscar_legislacion', arguments: { query: QUERIES[0] } });
    }
    const times = { buscar_legislacion: [], listar_casos: [] };
    let errors = 0;
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      clients.map(async (client) => {
        for (;;) {
          const i = next++;
          if (i >= CALLS) return;
          const name = i % 2 === 0 ? 'buscar_legislacion' : 'listar_casos';
          const args = name === 'listar_casos' ? {} : { query: QUERIES[(i / 2) % QUERIES.length], top_k: 5 };
          const started = performance.now();
          const result = await client.callTool({ name, arguments: args });
          times[name].push(performance.now() - started);
          if (result.isError) errors++;
        }
      }),
    );
    const wallMs = performance.now() - t0;
    return { calls: CALLS, concurrency: CONCURRENCY, wallMs, times, errors, withLaws };
  } finally {
    for (const client of clients) await client.close().catch(() => undefined);
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the figures of {@link runMcpBench}. */
export function printMcpBench(r) {
  console.log('\nMCP server: tools/call over Streamable HTTP (SDK client, stateless server)');
  if (r.skipped) {
    console.log(`  skipped: ${r.skipped}`);
    return;
  }
  const ms = (v) => `${v.toFixed(1)} ms`;
  const rows = [
    [
      'tool calls per second',
      `${((r.calls / r.wallMs) * 1000).toFixed(0)} (${r.calls} calls, concurrency ${r.concurrency}, ${r.errors} errors)`,
    ],
    ...Object.entries(r.times).map(([tool, xs]) => [
      `${tool} p50 / p95`,
      `${ms(pct(xs, 50))} / ${ms(pct(xs, 95))}${tool === 'buscar_legislacion' && !r.withLaws ? ' (no legislation: corpus absent)' : ''}`,
    ]),
  ];
  for (const [label, value] of rows) console.log(`  ${label.padEnd(34)} ${value}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  printMcpBench(await runMcpBench());
}
