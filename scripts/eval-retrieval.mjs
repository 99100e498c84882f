#!/usr/bin/env node
/**
 * `npm run eval:retrieval -- <qa.json> [--per-question] [--json] [--data-dir DIR] [--top-k 10] [--no-baseline]`
 *
 * Scores legal retrieval through the real HTTP API: every question of `qa.json` (format in
 * `tests/eval/README.md`) is sent to `POST /query/mixed` (public legislation included, no result cache) as
 * a signed-in user, and the first result that is one of the question's answers (same norm, same article;
 * articles compared by canonical key, so 'veintiuno' and '21' meet) gives its rank. Prints MRR@k,
 * recall@k (questions with an answer in the first k), p50/p95 latency and, with `--per-question`, one line
 * per question; `--json` prints one JSON object instead (`{ranking, baseline}`).
 *
 * Two rows: the search as it ranks today (`ranking=bm25f`, ADR 0021) and the first search, any-term
 * `ts_rank_cd` (`ranking=baseline`), kept as the baseline; `--no-baseline` leaves the second out.
 *
 * The server is the built one (`packages/server/dist`, brought up to date first) on its own embedded
 * database in `--data-dir` (default `data/eval-legislation`, kept between runs): the first run imports the
 * corpus's 24 core laws and the 975 state laws in force there (several minutes), later runs reuse it.
 * The corpus is found through `CORPUS_DIR` (default `../shared/corpus`).
 *
 * @module
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createGunzip } from 'node:zlib';
import {
  benchAuthEnv,
  freePort,
  pct,
  root,
  serverDist,
  signUp,
  startServer,
  stopServer,
  waitHealthy,
} from '../tests/perf/lib/server.mjs';

const USAGE =
  'Uso: npm run eval:retrieval -- <preguntas.json> [--per-question] [--json] [--data-dir DIR] [--top-k N] [--no-baseline]';

function parseArgs(argv) {
  const opts = {
    perQuestion: false,
    json: false,
    dataDir: 'data/eval-legislation',
    topK: 10,
    file: null,
    baseline: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--per-question') opts.perQuestion = true;
    else if (a === '--json') opts.json = true;
    else if (a === '--data-dir') opts.dataDir = argv[++i];
    else if (a === '--top-k') opts.topK = Number(argv[++i]);
    else if (a === '--no-baseline') opts.baseline = false;
    else if (a.startsWith('-')) throw new Error(`Opción desconocida: ${a}\n${USAGE}`);
    else opts.file = a;
  }
  if (!opts.file) throw new Error(USAGE);
  if (!Number.isInteger(opts.topK) || opts.topK < 1 || opts.topK > 50) throw new Error('--top-k: 1 a 50');
  return opts;
}

const callerCwd = process.env.INIT_CWD ?? process.cwd();
const corpus = path.resolve(root, process.env.CORPUS_DIR ?? '../shared/corpus');
const coreDir = path.join(corpus, 'legalize-es-core', 'es');
const stateTarball = path.join(corpus, 'legalize-es-state', 'legalize-es-state-in-force.tar.gz');

/** The `title` of a norm's YAML front matter. */
export function frontMatterTitle(markdown) {
  const fm = /^---\n([\s\S]*?)\n---/.exec(markdown)?.[1] ?? '';
  const raw = /^title:\s*(.*)$/m.exec(fm)?.[1]?.trim() ?? '';
  if (raw.startsWith('"')) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw.slice(1, -1);
    }
  }
  return raw.replace(/^'(.*)'$/, '$1');
}

/**
 * The title of each wanted norm (the importer names a norm's document by it): from the core folder, then
 * from the state archive (read once, as a stream, keeping only the wanted files).
 */
async function normTitles(ids) {
  const titles = new Map();
  for (const id of ids) {
    const file = path.join(coreDir, `${id}.md`);
    if (existsSync(file)) titles.set(id, frontMatterTitle(readFileSync(file, 'utf8')) || id);
  }
  const missing = new Set([...ids].filter((id) => !titles.has(id)));
  if (missing.size === 0 || !existsSync(stateTarball)) return titles;
  let buffer = Buffer.alloc(0);
  let entry = null; // { name, size, left, chunks }
  const take = (n) => {
    const out = buffer.subarray(0, n);
    buffer = buffer.subarray(n);
    return out;
  };
  for await (const chunk of createReadStream(stateTarball).pipe(createGunzip())) {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!entry) {
        if (buffer.length < 512) break;
        const header = take(512);
        if (header.every((b) => b === 0)) continue;
        const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
        const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
        const size = parseInt(
          header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0',
          8,
        );
        const full = prefix ? `${prefix}/${name}` : name;
        const id = /(BOE-A-\d{4}-\d+)\.md$/.exec(full)?.[1];
        entry = { id: id && missing.has(id) ? id : null, size, left: Math.ceil(size / 512) * 512, parts: [] };
      }
      if (buffer.length === 0) break;
      const n = Math.min(entry.left, buffer.length);
      const part = take(n);
      if (entry.id) entry.parts.push(part);
      entry.left -= n;
      if (entry.left > 0) break;
      if (entry.id) {
        const text = Buffer.concat(entry.parts).subarray(0, entry.size).toString('utf8');
        titles.set(entry.id, frontMatterTitle(text) || entry.id);
        missing.delete(entry.id);
      }
      entry = null;
    }
  }
  return titles;
}

/** 'Artículo 36. Fianza' → '36'; 'Artículo 9 bis' → '9 bis'; anything else → null. */
export function articleLabel(heading) {
  const m = /^Art[íi]culo\s+(.+?)(?:\.\s|\.$|$)/i.exec(String(heading ?? '').trim());
  return m ? m[1].trim().toLowerCase() : null;
}

function run(cmd, args, env = {}) {
  const r = spawnSync(process.execPath, [cmd, ...args], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} terminó con ${r.status}`);
}

/** Imports the core and state laws into `dataDir` once (a marker file says it is done). */
/**
 * Imports the corpus into `dataDir` unless it was imported by this importer version (the marker file
 * holds `importer <version>`; an older import is brought up to date, norm by norm).
 */
async function ensureImported(dataDir) {
  const marker = path.join(dataDir, '.eval-legislation-imported');
  const { IMPORTER_VERSION } = await import(pathToFileURL(serverDist('modules/legislation/service.js')).href);
  const stamp = `importer ${IMPORTER_VERSION}`;
  if (existsSync(marker) && readFileSync(marker, 'utf8').includes(stamp)) return;
  if (!existsSync(coreDir) || !existsSync(stateTarball)) {
    throw new Error(`No se encuentra el corpus de legislación en ${corpus} (CORPUS_DIR).`);
  }
  mkdirSync(dataDir, { recursive: true });
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  const importer = serverDist('cli/import-legislation.js');
  console.error(`eval: importando las 24 leyes básicas y las 975 estatales en ${dataDir} (unos minutos)…`);
  run(importer, [coreDir], env);
  run(importer, [stateTarball], env);
  writeFileSync(marker, `${new Date().toISOString()} ${stamp}\n`);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const set = JSON.parse(readFileSync(path.resolve(callerCwd, opts.file), 'utf8'));
  const questions = set.questions ?? [];
  if (questions.length === 0) throw new Error('El fichero no tiene preguntas (questions).');

  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  run(tsc, ['-b', 'packages/server']);
  const dataDir = path.resolve(root, opts.dataDir);
  await ensureImported(dataDir);

  const ids = new Set(questions.flatMap((q) => q.answers.map((a) => a.norm)));
  const titles = await normTitles(ids);
  const unknown = [...ids].filter((id) => !titles.has(id));
  if (unknown.length > 0) throw new Error(`Normas que no están en el corpus: ${unknown.join(', ')}`);

  const { articleKey } = await import(
    pathToFileURL(path.join(root, 'packages/legal-nlp/dist/index.js')).href
  );
  const keyOf = (label) =>
    label === null || label === undefined ? null : (articleKey(String(label)) ?? String(label).toLowerCase());

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startServer({ dataDir, port, env: benchAuthEnv(['search']) });
  const rankings = opts.baseline ? ['bm25f', 'baseline'] : ['bm25f'];
  const rowsByRanking = new Map(rankings.map((r) => [r, []]));
  try {
    await waitHealthy(url, child);
    const { token, userId } = await signUp(url, 'eval');
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    };
    // The legislation index builds in the background after the start: wait until it serves.
    const deadline = Date.now() + 10 * 60_000;
    for (;;) {
      const res = await fetch(`${url}/system/capabilities`, { headers });
      const body = await res.json().catch(() => ({}));
      if (body.data?.search?.ready === true && !body.data?.search?.building) break;
      if (Date.now() > deadline) throw new Error('El índice de búsqueda no estuvo listo en 10 minutos.');
      await new Promise((r) => setTimeout(r, 500));
    }
    const ask = async (query, ranking) => {
      const res = await fetch(`${url}/query/mixed`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query,
          user_id: userId,
          top_k: opts.topK,
          include_public: true,
          usar_cache: false,
          ranking,
        }),
      });
      const body = await res.json().catch(() => ({}));
      if (res.status !== 200) throw new Error(`POST /query/mixed ${res.status}: ${JSON.stringify(body)}`);
      return body.chunks ?? body.data?.chunks ?? [];
    };
    for (const ranking of rankings) {
      const rows = rowsByRanking.get(ranking);
      // Warm-up: the first searches of a process read the index and JIT the ranking.
      for (const q of ['contrato', 'plazo de prescripción', 'despido improcedente']) await ask(q, ranking);
      for (const q of questions) {
        const started = performance.now();
        const results = await ask(q.question, ranking);
        const ms = performance.now() - started;
        const wanted = q.answers.map((a) => ({
          norm: a.norm,
          title: titles.get(a.norm),
          article: keyOf(a.article),
        }));
        // The ranked search labels its hits (norm id, canonical article key); the baseline's are read
        // from the document title and the heading.
        const rank =
          results
            .slice(0, opts.topK)
            .findIndex((r) =>
              wanted.some((w) =>
                r.metadatos?.norm_id
                  ? r.metadatos.norm_id === w.norm && keyOf(r.metadatos.article) === w.article
                  : (r.metadatos?.filename ?? r.fuente) === w.title &&
                    keyOf(articleLabel(r.metadatos?.heading)) === w.article,
              ),
            ) + 1;
        const top = results[0];
        rows.push({
          id: q.id,
          area: q.area,
          question: q.question,
          rank,
          ms,
          top: top ? `${top.metadatos?.filename ?? top.fuente} — ${top.metadatos?.heading ?? ''}` : '(nada)',
        });
      }
    }
  } finally {
    await stopServer(child);
  }

  const k = opts.topK;
  const summarise = (rows) => {
    const mrr = rows.reduce((s, r) => s + (r.rank > 0 ? 1 / r.rank : 0), 0) / rows.length;
    const recall = rows.filter((r) => r.rank > 0).length / rows.length;
    const times = rows.map((r) => r.ms);
    return {
      questions: rows.length,
      [`mrr@${k}`]: Number(mrr.toFixed(4)),
      [`recall@${k}`]: Number(recall.toFixed(4)),
      p50_ms: Number(pct(times, 50).toFixed(1)),
      p95_ms: Number(pct(times, 95).toFixed(1)),
    };
  };
  const rows = rowsByRanking.get('bm25f');
  if (opts.json) {
    const out = { ranking: { ...summarise(rows), ...(opts.perQuestion ? { rows } : {}) } };
    if (opts.baseline) out.baseline = summarise(rowsByRanking.get('baseline'));
    process.stdout.write(`${JSON.stringify(out)}\n`);
    return;
  }
  if (opts.perQuestion) {
    for (const r of rows) {
      process.stdout.write(
        `${r.id.padEnd(12)} ${String(r.rank || '—').padStart(3)}  ${r.ms.toFixed(0).padStart(5)} ms  ${r.question}\n` +
          `${''.padEnd(24)}1º: ${r.top}\n`,
      );
    }
    process.stdout.write('\n');
  }
  for (const ranking of rankings) {
    const sm = summarise(rowsByRanking.get(ranking));
    const label = ranking === 'bm25f' ? 'BM25F (actual)     ' : 'any-term ts_rank_cd';
    process.stdout.write(
      `${path.basename(opts.file)} · ${label}: ${sm.questions} preguntas · MRR@${k} ${sm[`mrr@${k}`].toFixed(3)} · recall@${k} ` +
        `${(sm[`recall@${k}`] * 100).toFixed(1)} % · latencia p50 ${sm.p50_ms} ms, p95 ${sm.p95_ms} ms\n`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((err) => {
    console.error(`✗ ${err.message}`);
    process.exit(1);
  });
}
