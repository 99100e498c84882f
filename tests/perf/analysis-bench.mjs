#!/usr/bin/env node
/**
 * Document analysis speed (`node tests/perf/analysis-bench.mjs`; issue 13: analysis of a 20-page
 * judgment ≤ 1 s): `analyzeDocument` of `@alegato/legal-nlp` (built `dist`, compiled first when stale)
 * over the text of the corpus's judgments (`sentencias-pdf`, extracted once with the server's
 * `extractPages`), and over a 20-page judgment made of their pages in a row; per depth, the first (cold)
 * call and the median of 5 warm calls on the main thread, then the same through the server's analysis
 * thread (`createAnalysisEngine`, the structured clone both ways included). Prints figures, asserts
 * nothing; skips with one line when the corpus is absent.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, root } from './lib/server.mjs';

const TARGET_MS = 1000;
const DEPTHS = ['basic', 'complete', 'expert'];

/** `{docs: [{name, pages, cold, warm: {depth: ms}, thread}]}` or `{skipped}`. */
export async function runAnalysisBench() {
  const dir = path.resolve(root, process.env.CORPUS_DIR ?? '../shared/corpus', 'sentencias-pdf');
  if (!existsSync(dir)) return { skipped: `corpus absent (${dir})` };
  spawnSync('npx', ['tsc', '-b', 'packages/legal-nlp', 'packages/server'], { cwd: root, stdio: 'inherit' });
  const nlp = await import(pathToFileURL(path.join(root, 'packages/legal-nlp/dist/index.js')).href);
  const { extractPages } = await import(
    pathToFileURL(path.join(root, 'packages/server/dist/modules/documents/extract/extract.js')).href
  );
  const { createAnalysisEngine } = await import(
    pathToFileURL(path.join(root, 'packages/server/dist/modules/analysis/engine.js')).href
  );
  const inputs = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.pdf'))
    .sort()) {
    const pages = await extractPages(readFileSync(path.join(dir, file)), 'pdf');
    inputs.push({ name: file, pages: pages.map((p) => ({ page: p.page, text: p.text })) });
  }
  // A 20-page judgment: the judgments' pages one after the other, renumbered, cut at 20.
  const joined = inputs
    .flatMap((d) => d.pages)
    .slice(0, 20)
    .map((p, i) => ({ page: i + 1, text: p.text }));
  if (joined.length === 20) inputs.push({ name: '20 páginas (las sentencias seguidas)', pages: joined });

  const docs = [];
  let first = true;
  for (const { name, pages } of inputs) {
    const t0 = performance.now();
    nlp.analyzeDocument(pages, { depth: 'complete' });
    const cold = performance.now() - t0;
    const warm = {};
    for (const depth of DEPTHS) {
      const runs = [];
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        nlp.analyzeDocument(pages, { depth });
        runs.push(performance.now() - t);
      }
      warm[depth] = median(runs);
    }
    docs.push({
      name,
      pages: pages.length,
      chars: pages.reduce((n, p) => n + p.text.length, 0),
      cold,
      coldIsFirst: first,
      warm,
    });
    first = false;
  }
  const engine = createAnalysisEngine({ idleMs: 60_000 });
  for (const d of docs) {
    const pages = inputs.find((i) => i.name === d.name).pages;
    const t0 = performance.now();
    await engine.analyze(pages, { depth: 'complete' });
    d.threadCold = performance.now() - t0;
    const runs = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await engine.analyze(pages, { depth: 'complete' });
      runs.push(performance.now() - t);
    }
    d.thread = median(runs);
  }
  await engine.close();
  return { docs };
}

export function printAnalysisBench(r) {
  console.log('\nDocument analysis (analyzeDocument over the corpus judgments)');
  if (r.skipped) {
    console.log(`  skipped: ${r.skipped}`);
    return;
  }
  const ms = (x) => `${x.toFixed(1)} ms`;
  for (const d of r.docs) {
    console.log(`  ${d.name} — ${d.pages} pages, ${d.chars.toLocaleString('en')} characters`);
    const row = (label, value, note = '') =>
      console.log(`    ${label.padEnd(58)} ${value.padStart(12)}   ${note}`);
    row(`first call, complete${d.coldIsFirst ? ' (cold engine: regexes compiled)' : ''}`, ms(d.cold));
    for (const [depth, v] of Object.entries(d.warm)) row(`main thread, ${depth} (median of 5)`, ms(v));
    row('analysis thread, complete, first call', ms(d.threadCold));
    row(
      'analysis thread, complete (median of 5)',
      ms(d.thread),
      d.pages >= 20 ? `target ≤ ${TARGET_MS} ms` : '',
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  printAnalysisBench(await runAnalysisBench());
