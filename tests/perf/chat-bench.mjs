#!/usr/bin/env node
/**
 * Chat answer latency (`node tests/perf/chat-bench.mjs`, also run by `npm run bench`; issue 13: chat
 * answer p95 ≤ 150 ms with the embedded engine): runs `npm run eval:docqa -- tests/eval/docqa-dev.json
 * --json` (the built server on a fresh embedded database, the corpus PDFs uploaded, every question sent
 * to `POST /document/chat` over HTTP) and prints its latency and accuracy figures. Prints figures, asserts
 * nothing; skips with one line when the corpus is absent.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib/server.mjs';

const TARGET_P95_MS = 150;

/** The eval's JSON figures, or `{skipped}`. */
export function runChatBench() {
  const corpus = path.resolve(root, process.env.CORPUS_DIR ?? '../shared/corpus', 'sentencias-pdf');
  if (!existsSync(corpus)) return { skipped: `corpus absent (${corpus})` };
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/eval-docqa.mjs'), path.join(root, 'tests/eval/docqa-dev.json'), '--json'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line);
  } catch {
    return { skipped: `eval:docqa did not answer (exit ${run.status})` };
  }
}

export function printChatBench(r) {
  console.log('\nChat with a document (eval:docqa over HTTP, embedded engine)');
  if (r.skipped) {
    console.log(`  skipped: ${r.skipped}`);
    return;
  }
  const row = (label, value, note = '') =>
    console.log(`  ${label.padEnd(60)} ${value.padStart(22)}   ${note}`);
  row('questions (not in the document)', `${r.questions} (${r.not_in_document})`);
  row(
    'answer accuracy / page accuracy',
    `${(r.accuracy * 100).toFixed(1)} % / ${(r.page_accuracy * 100).toFixed(1)} %`,
    'target ≥ 85 %',
  );
  row('answer p50 / p95', `${r.p50_ms} ms / ${r.p95_ms} ms`, `target p95 ≤ ${TARGET_P95_MS} ms`);
  row(`p95 on the longest document (${r.longest_document_pages} pages)`, `${r.longest_document_p95_ms} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printChatBench(runChatBench());
