/**
 * Development tool behind `npm run eval:retrieval -- --tune`: builds the legislation index in this
 * process from an evaluation data directory (see scripts/eval-retrieval.mjs) and scores a question set
 * under several ranking parameter sets, without HTTP, so parameters can be compared in seconds. The
 * figures that count are the HTTP ones of `npm run eval:retrieval`; this only explores.
 *
 * Usage: tsx packages/server/src/cli/tune-retrieval.ts <qa.json>[,<qa2.json>…] <data-dir> [param=value …]
 *
 * Several question sets (comma-separated) are scored one after the other under each parameter set, so a
 * change tuned on the development set is seen at once on the validation set (tests/eval/README.md).
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { articleKey } from '@alegato/legal-nlp';
import { createDatabase } from '../db/index.js';
import { DEFAULT_RANKING, type RankingParams } from '../modules/search/bm25f.js';
import { IndexBuilder } from '../modules/search/indexer.js';

interface Question {
  id: string;
  question: string;
  answers: { norm: string; article: string }[];
}

async function main(): Promise<void> {
  const [files, dataDir, ...overrides] = process.argv.slice(2);
  if (!files || !dataDir)
    throw new Error('uso: tune-retrieval <qa.json>[,<qa2.json>…] <data-dir> [param=valor …]');
  const questionSets = files.split(',').map((file) => ({
    name: basename(file, '.json'),
    questions: (JSON.parse(readFileSync(file, 'utf8')) as { questions: Question[] }).questions,
  }));
  const database = await createDatabase({ dataDir, databaseUrl: undefined });
  const builder = new IndexBuilder();
  const headings = new Map<number, string>();
  const t0 = performance.now();
  const docs = await database.db
    .selectFrom('documents')
    .select(['id', 'filename', 'metadata'])
    .where('is_public', '=', true)
    .orderBy('id')
    .execute();
  for (const d of docs) {
    const chunks = await database.db
      .selectFrom('chunks')
      .select(['id', 'heading', 'text', 'page_from', 'context'])
      .where('document_id', '=', d.id)
      .orderBy('ordinal')
      .execute();
    for (const c of chunks) headings.set(Number(c.id), `${d.filename.slice(0, 60)} — ${c.heading ?? ''}`);
    builder.add({
      documentId: d.id,
      normId: String(d.metadata.norm_id ?? ''),
      title: d.filename,
      chunks: chunks.map((c) => ({
        id: Number(c.id),
        heading: c.heading,
        text: c.text,
        page: c.page_from,
        context: c.context,
      })),
    });
  }
  await database.close();
  const index = builder.finish();
  process.stderr.write(
    `índice: ${JSON.stringify(index.stats())} en ${Math.round(performance.now() - t0)} ms\n`,
  );

  const sets: RankingParams[] = [];
  const base = { ...DEFAULT_RANKING };
  const grid: Record<string, number[]> = {};
  for (const o of overrides) {
    const [k, v] = o.split('=');
    if (!k || v === undefined || !(k in base)) throw new Error(`parámetro desconocido: ${o}`);
    grid[k] = v.split(',').map((x) => (Number.isNaN(Number(x)) ? x : Number(x))) as number[];
  }
  const keys = Object.keys(grid);
  // SWEEP=1: each parameter varies alone around the defaults (the defaults scored once first), not
  // their cartesian product.
  if (process.env.SWEEP === '1') {
    sets.push(base);
    for (const key of keys) for (const v of grid[key] ?? []) sets.push({ ...base, [key]: v });
  } else combos(0, base);
  function combos(i: number, cur: RankingParams): void {
    if (i === keys.length) {
      sets.push({ ...cur });
      return;
    }
    const key = keys[i] as keyof RankingParams;
    for (const v of grid[key] ?? []) combos(i + 1, { ...cur, [key]: v });
  }
  const perQuestion = process.env.PER_QUESTION === '1';
  const debug = process.env.DEBUG_Q?.split(',') ?? [];
  for (const q of questionSets.flatMap((set) => set.questions).filter((x) => debug.includes(x.id))) {
    const r = index.search({ query: q.question, limit: 30 });
    process.stdout.write(`${q.id} ${q.question} → ${JSON.stringify(q.answers)}\n  [${r.stems.join(' ')}]\n`);
    for (const h of r.hits)
      process.stdout.write(
        `  ${h.score.toFixed(2).padStart(7)} ${h.normId} ${headings.get(h.chunkId)?.slice(0, 100)}\n`,
      );
  }
  const depth = Number(process.env.DEPTH ?? 10);
  for (const params of sets) {
    index.index.setParams(params);
    for (const { name, questions } of questionSets) {
      let deep = 0;
      let mrr = 0;
      let found = 0;
      const times: number[] = [];
      for (const q of questions) {
        const t = performance.now();
        const result = index.search({ query: q.question, limit: depth });
        times.push(performance.now() - t);
        const wanted = q.answers.map((a) => `${a.norm}|${articleKey(String(a.article)) ?? a.article}`);
        const rank =
          result.hits.findIndex((h) => {
            const norm = index.index.norms[index.normIndex(h.normId) ?? -1];
            const key = [...(norm?.articles ?? new Map<string, number>())].find(
              ([, c]) => index.index.chunkPage[c] === h.page,
            )?.[0];
            return wanted.includes(`${h.normId}|${key}`);
          }) + 1;
        if (rank > 0) deep++;
        if (rank > 0 && rank <= 10) {
          mrr += 1 / rank;
          found++;
        }
        if (perQuestion) {
          process.stdout.write(`${q.id.padEnd(10)} ${String(rank || '—').padStart(3)} ${q.question}\n`);
          if (rank !== 1) {
            const terms = index.search({ query: q.question, limit: 1 }).stems.join(' ');
            process.stdout.write(`             [${terms}]\n`);
            for (const a of q.answers) {
              const norm = index.index.norms[index.normIndex(a.norm) ?? -1];
              const c = norm?.articles.get(articleKey(String(a.article)) ?? a.article);
              const id = c === undefined ? undefined : index.index.chunkIds[c];
              process.stdout.write(
                `           ⇒ ${id === undefined ? `${a.norm} ${a.article}` : headings.get(id)?.slice(0, 110)}\n`,
              );
            }
            for (const h of result.hits.slice(0, 3))
              process.stdout.write(`             · ${headings.get(h.chunkId)?.slice(0, 110)}\n`);
          }
        }
      }
      times.sort((a, b) => a - b);
      const changed = keys
        .filter((k) => params[k as keyof RankingParams] !== base[k as keyof RankingParams])
        .map((k) => `${k}=${params[k as keyof RankingParams]}`)
        .join(' ');
      process.stdout.write(
        `${name} · ${changed || 'por defecto'}: MRR@10 ${(mrr / questions.length).toFixed(3)} · recall@10 ${((found / questions.length) * 100).toFixed(1)} % · p95 ${(times[Math.floor(times.length * 0.95)] ?? 0).toFixed(2)} ms${depth > 10 ? ` · recall@${depth} ${((deep / questions.length) * 100).toFixed(1)} %` : ''}\n`,
      );
    }
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
