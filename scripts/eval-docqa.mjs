#!/usr/bin/env node
/**
 * `npm run eval:docqa -- <qa.json> [--per-question] [--json] [--top-k 5] [--threshold 0.45]`
 *
 * Scores chat with a document (issue 13) through the real HTTP API: the set's documents (paths relative
 * to `CORPUS_DIR`, default `../shared/corpus`) are uploaded by a new user to the built server, running
 * on a fresh embedded database in a temporary folder; once they are processed, every question is sent
 * to `POST /document/chat` and its answer compared with the expected one:
 *
 * - answer accuracy: the answer matches the question's `answer` pattern (a regular expression, compared
 *   without case or accents); for a question the document does not answer (`"found": false`), the
 *   engine must say so (`found` false);
 * - page accuracy (questions with an answer): one of the cited pages is one of the expected `pages`;
 * - latency p50 / p95 of the HTTP call, over all questions and on the longest document (the issue's
 *   "20-page judgment" figure: printed, not asserted).
 *
 * `--per-question` adds one line per question; `--json` prints one JSON object instead. The format of the
 * set is in `tests/eval/README.md`. The server is the built one (`packages/server/dist`), brought up to
 * date first.
 *
 * @module
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  benchAuthEnv,
  freePort,
  pct,
  root,
  signUp,
  startServer,
  stopServer,
  waitHealthy,
} from '../tests/perf/lib/server.mjs';

const USAGE =
  'Uso: npm run eval:docqa -- <preguntas.json> [--per-question] [--json] [--top-k N] [--threshold X]';

function parseArgs(argv) {
  const opts = { perQuestion: false, json: false, topK: 5, threshold: undefined, file: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--per-question') opts.perQuestion = true;
    else if (a === '--json') opts.json = true;
    else if (a === '--top-k') opts.topK = Number(argv[++i]);
    else if (a === '--threshold') opts.threshold = Number(argv[++i]);
    else if (a.startsWith('-')) throw new Error(`Opción desconocida: ${a}\n${USAGE}`);
    else opts.file = a;
  }
  if (!opts.file) throw new Error(USAGE);
  if (!Number.isInteger(opts.topK) || opts.topK < 1 || opts.topK > 20) throw new Error('--top-k: 1 a 20');
  if (opts.threshold !== undefined && !(opts.threshold >= 0 && opts.threshold <= 1))
    throw new Error('--threshold: 0 a 1');
  return opts;
}

const callerCwd = process.env.INIT_CWD ?? process.cwd();
const corpus = path.resolve(root, process.env.CORPUS_DIR ?? '../shared/corpus');

/** Lower case, accents removed: answers and patterns are compared this way. */
export const fold = (s) =>
  String(s ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Scores one answer against its question: `{correct, pageHit}` (`pageHit` null for a question the
 * document does not answer).
 */
export function scoreAnswer(question, data) {
  if (question.found === false) return { correct: data.found === false, pageHit: null };
  const pattern = new RegExp(fold(question.answer), 'i');
  const correct = data.found === true && pattern.test(fold(data.answer));
  const pages = new Set(question.pages ?? []);
  const pageHit = data.found === true && (data.citations ?? []).some((c) => pages.has(c.page));
  return { correct, pageHit };
}

/** Checks the set's shape; returns its documents and questions. */
export function readSet(set) {
  const documents = set.documents ?? {};
  const questions = set.questions ?? [];
  if (questions.length === 0) throw new Error('El fichero no tiene preguntas (questions).');
  for (const q of questions) {
    if (!q.id || !q.question || !documents[q.document])
      throw new Error(`Pregunta mal formada o documento desconocido: ${JSON.stringify(q)}`);
    if (q.found !== false && (typeof q.answer !== 'string' || !Array.isArray(q.pages)))
      throw new Error(`La pregunta ${q.id} necesita answer (expresión regular) y pages.`);
  }
  return { documents, questions };
}

function run(cmd, args) {
  const r = spawnSync(process.execPath, [cmd, ...args], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} terminó con ${r.status}`);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const setFile = path.resolve(callerCwd, opts.file);
  const { documents, questions } = readSet(JSON.parse(readFileSync(setFile, 'utf8')));
  for (const rel of Object.values(documents)) {
    if (!existsSync(path.join(corpus, rel)))
      throw new Error(`No se encuentra ${rel} en ${corpus} (CORPUS_DIR).`);
  }

  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  run(tsc, ['-b', 'packages/server']);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alegato-docqa-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startServer({ dataDir, port, env: benchAuthEnv() });
  const rows = [];
  const docs = new Map();
  try {
    await waitHealthy(url, child);
    const { token, userId } = await signUp(url, 'docqa');
    const auth = { authorization: `Bearer ${token}`, accept: 'application/json' };

    for (const [key, rel] of Object.entries(documents)) {
      const form = new FormData();
      form.append('user_id', userId);
      form.append('file', new Blob([readFileSync(path.join(corpus, rel))]), path.basename(rel));
      const res = await fetch(`${url}/upload`, { method: 'POST', headers: auth, body: form });
      const body = await res.json().catch(() => ({}));
      if (res.status !== 202) throw new Error(`POST /upload ${rel}: ${res.status} ${JSON.stringify(body)}`);
      docs.set(key, body.data.document);
    }
    const deadline = Date.now() + 10 * 60_000;
    for (const [key, doc] of docs) {
      for (;;) {
        const res = await fetch(`${url}/documents/${doc.id}`, { headers: auth });
        const current = (await res.json()).data?.document;
        if (current?.status === 'ready') {
          docs.set(key, current);
          break;
        }
        if (current?.status === 'error') throw new Error(`${documents[key]}: ${current.error}`);
        if (Date.now() > deadline) throw new Error(`${documents[key]} no se procesó en 10 minutos.`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }

    const ask = async (doc, question) => {
      const started = performance.now();
      const res = await fetch(`${url}/document/chat`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          document_filename: doc.id,
          question,
          user_id: userId,
          top_k: opts.topK,
          ...(opts.threshold !== undefined ? { similarity_threshold: opts.threshold } : {}),
        }),
      });
      const body = await res.json().catch(() => ({}));
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`POST /document/chat ${res.status}: ${JSON.stringify(body)}`);
      return { data: body.data, ms };
    };
    // Warm-up: the first question of a document prepares it (read once, then kept).
    for (const doc of docs.values()) await ask(doc, '¿Cuál es la fecha del documento?');

    for (const q of questions) {
      const doc = docs.get(q.document);
      const { data, ms } = await ask(doc, q.question);
      rows.push({
        id: q.id,
        document: q.document,
        pagesInDocument: doc.pages,
        question: q.question,
        expectFound: q.found !== false,
        ...scoreAnswer(q, data),
        found: data.found,
        cited: (data.citations ?? []).map((c) => c.page),
        answer: data.answer,
        ms,
      });
    }
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const answered = rows.filter((r) => r.expectFound);
  const longest = Math.max(...rows.map((r) => r.pagesInDocument ?? 0));
  const longTimes = rows.filter((r) => r.pagesInDocument === longest).map((r) => r.ms);
  const times = rows.map((r) => r.ms);
  const summary = {
    questions: rows.length,
    not_in_document: rows.length - answered.length,
    accuracy: Number((rows.filter((r) => r.correct).length / rows.length).toFixed(4)),
    page_accuracy: Number(
      (answered.filter((r) => r.pageHit).length / Math.max(1, answered.length)).toFixed(4),
    ),
    not_found_accuracy: Number(
      (
        rows.filter((r) => !r.expectFound && r.correct).length / Math.max(1, rows.length - answered.length)
      ).toFixed(4),
    ),
    p50_ms: Number(pct(times, 50).toFixed(1)),
    p95_ms: Number(pct(times, 95).toFixed(1)),
    longest_document_pages: longest,
    longest_document_p95_ms: Number(pct(longTimes, 95).toFixed(1)),
  };
  if (opts.json) {
    process.stdout.write(`${JSON.stringify({ ...summary, ...(opts.perQuestion ? { rows } : {}) })}\n`);
    return;
  }
  if (opts.perQuestion) {
    for (const r of rows) {
      const mark = r.correct ? '✓' : '✗';
      const page = r.pageHit === null ? '   ' : r.pageHit ? ' p✓' : ' p✗';
      process.stdout.write(
        `${mark}${page} ${r.id.padEnd(12)} ${r.ms.toFixed(0).padStart(4)} ms  ${r.question}\n` +
          `${''.padEnd(20)}→ ${r.answer.slice(0, 160).replace(/\s+/g, ' ')}${r.cited.length ? ` [pág. ${r.cited.join(', ')}]` : ''}\n`,
      );
    }
    process.stdout.write('\n');
  }
  process.stdout.write(
    `${path.basename(opts.file)}: ${summary.questions} preguntas (${summary.not_in_document} sin respuesta en el documento) · ` +
      `acierto ${(summary.accuracy * 100).toFixed(1)} % · página ${(summary.page_accuracy * 100).toFixed(1)} % · ` +
      `«no encontrado» ${(summary.not_found_accuracy * 100).toFixed(1)} % · latencia p50 ${summary.p50_ms} ms, p95 ${summary.p95_ms} ms ` +
      `(documento de ${longest} páginas: p95 ${summary.longest_document_p95_ms} ms)\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().catch((err) => {
    console.error(`✗ ${err.message}`);
    process.exit(1);
  });
}
