#!/usr/bin/env node
/**
 * Entity extraction throughput (`node tests/perf/ner-bench.mjs`, also run by `npm run bench`; issue 13:
 * NER ≥ 50,000 tokens/s): `extractEntities` of `@alegato/legal-nlp` (built `dist`, compiled first when
 * stale) over the texts of the corpus's `ner-echr-es` train and dev files (~81,000 tokens), one warm-up
 * pass, then the median of 5 timed passes. Prints figures, asserts nothing; skips with one line when the
 * corpus is absent.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib/server.mjs';

const TARGET = 50_000;

/** `{tokensPerSecond, tokens, entities, passMs}` or `{skipped}`. */
export async function runNerBench() {
  const dir = path.resolve(root, process.env.CORPUS_DIR ?? '../shared/corpus', 'ner-echr-es');
  if (!existsSync(dir)) return { skipped: `corpus absent (${dir})` };
  spawnSync('npx', ['tsc', '-b', 'packages/legal-nlp'], { cwd: root, stdio: 'inherit' });
  const nlp = await import(pathToFileURL(path.join(root, 'packages/legal-nlp/dist/index.js')).href);
  const docs = readdirSync(dir)
    .filter((f) => f.endsWith('.tsv'))
    .map((f) => nlp.readBio(readFileSync(path.join(dir, f), 'utf8')));
  const tokens = docs.reduce((n, d) => n + d.tokens.length, 0);
  let entities = 0;
  for (const d of docs) entities += nlp.extractEntities(d.text).length;
  const passes = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    for (const d of docs) nlp.extractEntities(d.text);
    passes.push(performance.now() - t);
  }
  const passMs = [...passes].sort((a, b) => a - b)[2];
  return { tokens, entities, passMs, tokensPerSecond: (tokens / passMs) * 1000 };
}

export function printNerBench(r) {
  console.log('\nEntity extraction (extractEntities over ner-echr-es train + dev)');
  if (r.skipped) {
    console.log(`  skipped: ${r.skipped}`);
    return;
  }
  const row = (label, value, note = '') =>
    console.log(`  ${label.padEnd(60)} ${value.padStart(22)}   ${note}`);
  row('tokens, entities found', `${r.tokens} / ${r.entities}`);
  row('one pass (median of 5)', `${r.passMs.toFixed(0)} ms`);
  row(
    'tokens per second',
    `${Math.round(r.tokensPerSecond).toLocaleString('en')}`,
    `target ≥ ${TARGET.toLocaleString('en')}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printNerBench(await runNerBench());
