#!/usr/bin/env node
/**
 * `npm run bench`: prints figures, asserts nothing (targets are reported beside each figure). First the
 * machine's CPU pressure at idle (lib/machine.mjs), the context every figure below is read in.
 *   1. Landing page initial JS and CSS, gzip KB (what index.html loads before any lazy route).
 *   2. Landing page LCP and CLS in Chromium with 4× CPU throttling (median of 5 cold loads of the
 *      prerendered page, ADR 0035).
 *   3. Server restart time to a healthy /health on an existing data dir (median of 5).
 *   4. Auth and the token check on both databases (auth-bench.mjs); 5. PDF ingestion, extraction alone and
 *      upload → ready over HTTP, beside pdftotext (ingest-bench.mjs); 6. the 980 norms (24 core + 975 state
 *      laws) imported into PGlite and a throw-away PostgreSQL, the BM25F index build time and memory, and
 *      `/query/mixed` p50/p95/p99 over HTTP for `ranking=bm25f` beside the any-term baseline on both
 *      (search-bench.mjs). 5 and 6 skip with one line when the corpus is absent.
 *   7. Report PDF rendering, pdfkit vs headless Chromium (pdf-bench.mjs).
 *   8. API throughput: the reports, cases and documents lists, the profile and a bare authenticated route
 *      (the floor), 1,000 reports per user, PGlite and PostgreSQL, at saturation (50 connections, with
 *      CPU per request) and in an open loop at 2,000 req/s (reports-list-bench.mjs).
 *   9. Concurrent searches while /health is sampled (concurrent-search-bench.mjs): one user firing 50 at
 *      once over 50,000 synthetic chunks (/health p50/p99/max, searches per second, 429s); then 25 users ×
 *      2 keep-alive connections over the 980 norms of 6 (same databases), PGlite and PostgreSQL: searches
 *      per second against ≥ 300, /health p99 against ≤ 50 ms, 429/503 counts.
 *  10. One user uploading the hostile files of tests/security/availability.test.ts (image bomb, operator
 *      bomb, 10 MiB one-letter TXT, 2000-page PDF): each file's outcome and time to settle, /health
 *      p50/p99/max against the 50 ms target (hostile-ingestion-bench.mjs).
 *  11. Entity extraction tokens per second over the corpus's NER files (ner-bench.mjs).
 *  12. Document analysis of the corpus judgments and of a 20-page judgment, per depth, on the main
 *      thread and through the analysis thread (analysis-bench.mjs).
 *  13. Chat with a document: eval:docqa's accuracy and answer latency over HTTP (chat-bench.mjs).
 *  14. MCP server: tool calls per second and p50/p95 of buscar_legislacion and listar_casos, 4 SDK
 *      clients over HTTP (mcp-bench.mjs).
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfStale } from '../../scripts/build-if-stale.mjs';
import { machineRow } from './lib/machine.mjs';
import { freePort, root, startServer, stopServer, waitHealthy } from './lib/server.mjs';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(1);

buildIfStale();
// How busy the machine is apart from the bench, printed with the figures (lib/machine.mjs).
const machine = await machineRow();

// 1. Initial assets of the landing page.
const dist = path.join(root, 'app/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const refs = (re) => [...html.matchAll(re)].map((m) => m[1]);
const js = [
  ...new Set([
    ...refs(/<script[^>]+src="([^"]+)"/g),
    ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ]),
];
const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
const gz = (files) =>
  files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f.replace(/^\//, '')))).length, 0);
const jsBytes = gz(js);
const cssBytes = gz(css);

// Boot time is measured: poll /health every 10 ms.
const startBenchServer = (dataDir, port) => startServer({ dataDir, port, env: { LOG_LEVEL: 'warn' } });
const waitUp = (url, child) => waitHealthy(url, child, 10);
const stop = stopServer;

const dataDir = mkdtempSync(path.join(tmpdir(), 'alegato-bench-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;

// First start creates the database and runs migrations (not measured).
let server = startBenchServer(dataDir, port);
const firstStart = performance.now();
await waitUp(url, server);
const firstBootMs = performance.now() - firstStart;

// 2. LCP and CLS with 4× CPU throttling, cold cache each time.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
const lcps = [];
const clss = [];
for (let i = 0; i < 5; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Layout shifts from the first paint on (CLS as Chrome scores it, without input-driven shifts).
  await context.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The LCP candidate is final once the page is loaded and idle; read it from the buffered entries.
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 5000);
      }),
  );
  lcps.push(lcp);
  clss.push(await page.evaluate(() => window.__cls));
  await context.close();
}
await browser.close();
await stop(server);

// 3. Restart time on the existing data dir.
const restarts = [];
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  server = startBenchServer(dataDir, port);
  await waitUp(url, server);
  restarts.push(performance.now() - t0);
  await stop(server);
}
rmSync(dataDir, { recursive: true, force: true });

const row = (label, value, target, ok) =>
  console.log(`${ok ? '✓' : '✗'} ${label.padEnd(44)} ${value.padStart(10)}   target ${target}`);
console.log('\nAlegato benchmarks');
console.log(`  ${machine[0]}: ${machine[1]} ${machine[2]}`);
row('landing initial JS (gzip)', `${kb(jsBytes)} KB`, '≤ 100 KB', jsBytes <= 100 * 1024);
row('landing initial CSS (gzip)', `${kb(cssBytes)} KB`, '(reported)', true);
row(
  'landing LCP, 4× CPU throttling (median of 5)',
  `${median(lcps).toFixed(0)} ms`,
  '≤ 1000 ms',
  median(lcps) <= 1000,
);
row('landing CLS, 4× CPU throttling (median of 5)', median(clss).toFixed(3), '≤ 0.05', median(clss) <= 0.05);
row('server first boot, new data dir', `${firstBootMs.toFixed(0)} ms`, '(reported)', true);
row(
  'server restart to /health (median of 5)',
  `${median(restarts).toFixed(0)} ms`,
  '≤ 2000 ms',
  median(restarts) <= 2000,
);
console.log(
  `\n  JS files: ${js.join(', ')}\n  CSS files: ${css.join(', ')}\n  LCP samples: ${lcps.map((x) => x.toFixed(0)).join(', ')} ms\n  CLS samples: ${clss.map((x) => x.toFixed(3)).join(', ')}\n  restart samples: ${restarts.map((x) => x.toFixed(0)).join(', ')} ms`,
);

// 4. Auth: password hash cost, sign-in throughput and p95, token-check latency (tests/perf/auth-bench.mjs).
await import('./auth-bench.mjs').then(async (m) => m.printAuthBench(await m.runAuthBench()));

// 5. Ingestion: PDF text extraction + chunking, pages/s and the ratio to pdftotext (tests/perf/ingest-bench.mjs).
await import('./ingest-bench.mjs').then(async (m) => m.printIngestBench(await m.runIngestBench()));

// 6. Legislation: the 980 norms on PGlite and PostgreSQL, /query/mixed bm25f vs the any-term baseline over HTTP (tests/perf/search-bench.mjs).
await import('./search-bench.mjs').then(async (m) => m.printSearchBench(await m.runSearchBench()));

// 7. Report PDFs: renderLegalPdf on a 5-page report vs the same HTML printed by Chromium (tests/perf/pdf-bench.mjs).
await import('./pdf-bench.mjs').then(async (m) => m.printPdfBench(await m.runPdfBench()));

// 8. API throughput: lists, profile and the floor route, each at saturation (50 keep-alive clients) and in an open loop at 2,000 req/s, both databases (tests/perf/reports-list-bench.mjs).
await import('./reports-list-bench.mjs').then(async (m) =>
  m.printReportsListBench(await m.runReportsListBench()),
);

// 9. 50 concurrent /query/mixed while /health is sampled: one user over 50,000 synthetic chunks, then 25 users over the 980 norms of 6 (tests/perf/concurrent-search-bench.mjs).
await import('./concurrent-search-bench.mjs').then(async (m) =>
  m.printConcurrentSearchBench(await m.runConcurrentSearchBench()),
);

// 10. One user's hostile uploads while /health is sampled, OCR on, default pool (tests/perf/hostile-ingestion-bench.mjs).
await import('./hostile-ingestion-bench.mjs').then(async (m) =>
  m.printHostileIngestionBench(await m.runHostileIngestionBench()),
);

// 11. Entity extraction: extractEntities over the ner-echr-es files, tokens per second (tests/perf/ner-bench.mjs).
await import('./ner-bench.mjs').then(async (m) => m.printNerBench(await m.runNerBench()));

// 12. Document analysis: the corpus judgments and a 20-page one, per depth (tests/perf/analysis-bench.mjs).
await import('./analysis-bench.mjs').then(async (m) => m.printAnalysisBench(await m.runAnalysisBench()));

// 13. Chat with a document: answer accuracy and p50/p95 over HTTP (tests/perf/chat-bench.mjs).
await import('./chat-bench.mjs').then((m) => m.printChatBench(m.runChatBench()));

// 14. MCP server: tools/call of buscar_legislacion and listar_casos, concurrency 4 (tests/perf/mcp-bench.mjs).
await import('./mcp-bench.mjs').then(async (m) => m.printMcpBench(await m.runMcpBench()));
