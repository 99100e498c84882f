#!/usr/bin/env node
/**
 * Ingestion benchmark (`node tests/perf/ingest-bench.mjs`, also run by `npm run bench`). Prints figures,
 * asserts nothing: text extraction + chunking throughput of the built server's extraction library with
 * pdf.js (`extractPages` of the PDF text layer, no OCR, then `chunkPages`: the fallback when poppler's
 * `pdftotext` is missing) over every PDF of the corpus
 * (`sentencias-pdf`, `tenders-jaen-pdf`), in text pages per second (target ≥ 200), and the time ratio to
 * poppler's native `pdftotext` on the same files. Each file is read once to warm up, then timed 3 times
 * (median). Skips with one line when the corpus or the build is missing.
 *
 * End to end (`runIngestEndToEnd`, part of `runIngestBench`): the built server (`dist/main.js`, PGlite,
 * `OCR_ENABLED` and `INGEST_WORKERS` at their defaults) on a throw-away data directory; every corpus PDF
 * joined into one big PDF with poppler's `pdfunite` (`INGEST_BENCH_COPIES` times over, default 2: 116 pages, under the
 * 10 MB upload limit) is uploaded through `POST /upload` 3 times, each timed from the request until
 * `GET /documents/:id` (polled every 20 ms) says `ready`: upload, type check, extraction, chunking and
 * the page and chunk inserts with their full-text vectors. Reported: the median in text pages per second
 * (target ≥ 200) beside `pdftotext` on the same joined file, and extraction + chunking alone of that file
 * on an extraction pool of the server's size (cores − 1, plus one: ADR 0015, "Speed") as the server runs it
 * (poppler's `pdftotext` when installed) and with pdf.js only (which splits it into page ranges). The
 * stages of the uploads (median of each): upload → 202, waiting for the job, and the job's own timings
 * from its 'document ingested' log line (reading the file, extraction + chunking, page rows, chunk rows),
 * the rest being `ready` until the client's poll sees it. Without `pdfunite` the largest corpus PDF is used
 * instead.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import { freePort, serverDist, signUp, startServer, stopServer, waitHealthy } from './lib/server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const corpus = path.resolve(root, process.env.CORPUS_DIR ?? '../shared/corpus');
const FOLDERS = ['sentencias-pdf', 'tenders-jaen-pdf'];
const RUNS = 3;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs the benchmark; returns printable rows `[label, value, target]`, or `{skipped}` with the reason. */
export async function runIngestBench() {
  const missing = FOLDERS.filter((f) => !existsSync(path.join(corpus, f)));
  if (missing.length > 0) return { skipped: `corpus missing (${missing.join(', ')} under ${corpus})` };
  const lib = path.join(root, 'packages/server/dist/modules/documents/extract/index.js');
  if (!existsSync(lib)) return { skipped: `server not built (${path.relative(root, lib)} missing)` };
  const { extractPages, chunkPages } = await import(pathToFileURL(lib).href);

  const files = FOLDERS.flatMap((f) =>
    readdirSync(path.join(corpus, f))
      .filter((n) => n.toLowerCase().endsWith('.pdf'))
      .sort()
      .map((n) => path.join(corpus, f, n)),
  );
  const hasPdftotext = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' }).error === undefined;

  const perFile = [];
  for (const file of files) {
    const bytes = readFileSync(file);
    await extractPages(Buffer.from(bytes), 'pdf'); // warm-up (pdf.js, fonts)
    const times = [];
    const chunkTimes = [];
    let pages = [];
    let chunks = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      pages = await extractPages(Buffer.from(bytes), 'pdf');
      const tc = performance.now();
      chunks = chunkPages(pages);
      chunkTimes.push(performance.now() - tc);
      times.push(performance.now() - t);
    }
    const textPages = pages.filter((p) => p.text.trim() !== '').length;
    let nativeMs = null;
    if (hasPdftotext) {
      spawnSync('pdftotext', [file, '-'], { stdio: 'ignore' });
      const native = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        const r = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
        native.push(performance.now() - t);
        if (r.status !== 0) throw new Error(`pdftotext failed on ${file}`);
      }
      nativeMs = median(native);
    }
    perFile.push({
      file: path.relative(corpus, file),
      pages: pages.length,
      textPages,
      chunks: chunks.length,
      chars: pages.reduce((s, p) => s + p.text.length, 0),
      ms: median(times),
      chunkMs: median(chunkTimes),
      nativeMs,
    });
  }

  const sum = (k) => perFile.reduce((s, f) => s + (f[k] ?? 0), 0);
  const ms = sum('ms');
  const textPages = sum('textPages');
  const rows = [
    [
      `PDFs (${perFile.length} files, ${sum('pages')} pages, ${textPages} with text)`,
      `${sum('chunks')} chunks`,
      '(reported)',
    ],
    [
      'extraction + chunking (pdf.js, in process), text pages/s',
      `${((textPages * 1000) / ms).toFixed(0)} /s`,
      '≥ 200 /s',
    ],
    [
      'extraction + chunking, total (median of 3)',
      `${ms.toFixed(0)} ms (chunking ${sum('chunkMs').toFixed(0)} ms)`,
      '(reported)',
    ],
  ];
  if (hasPdftotext) {
    const nativeMs = sum('nativeMs');
    rows.push(
      [
        'pdftotext (poppler, process per file), pages/s',
        `${((textPages * 1000) / nativeMs).toFixed(0)} /s`,
        '(reported)',
      ],
      ['time ratio extraction / pdftotext', `${(ms / nativeMs).toFixed(2)}×`, '(reported)'],
    );
  } else rows.push(['pdftotext', 'not installed', '(reported)']);
  const e2e = await runIngestEndToEnd(files, hasPdftotext);
  rows.push(...e2e.rows);
  const detail = perFile.map(
    (f) =>
      `${f.file}: ${f.textPages}/${f.pages} pages, ${f.chunks} chunks, ${f.ms.toFixed(0)} ms` +
      (f.nativeMs === null ? '' : ` (pdftotext ${f.nativeMs.toFixed(0)} ms)`),
  );
  return { rows, detail: [...detail, ...e2e.detail] };
}

const E2E_RUNS = 3;
const COPIES = Math.max(1, Number(process.env.INGEST_BENCH_COPIES ?? 2));

/**
 * Upload to `ready` through the built server (see the module comment). Returns rows and detail lines;
 * a row saying why when the server is not built.
 */
export async function runIngestEndToEnd(files, hasPdftotext) {
  if (!existsSync(serverDist('main.js'))) {
    return { rows: [['end to end (upload → ready)', 'skipped', 'server not built']], detail: [] };
  }
  const work = mkdtempSync(path.join(tmpdir(), 'alegato-ingest-bench-'));
  const dataDir = path.join(work, 'data');
  let file = path.join(work, 'corpus.pdf');
  const united = spawnSync('pdfunite', [...Array.from({ length: COPIES }, () => files).flat(), file], {
    stdio: 'ignore',
  });
  let label = `${files.length} corpus PDFs × ${COPIES} joined (pdfunite)`;
  if (united.error !== undefined || united.status !== 0) {
    file = [...files].sort((a, b) => statSync(b).size - statSync(a).size)[0];
    label = `${path.basename(file)} (pdfunite missing)`;
  }
  const bytes = readFileSync(file);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // LOG_LEVEL=info for the ingestion job's 'document ingested' line: the stages it timed.
  const child = startServer({
    dataDir,
    port,
    env: { AUTH_AUTOCONFIRM: 'true', OCR_ENABLED: undefined, INGEST_WORKERS: undefined, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const ingested = new Map();
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.includes('document ingested')) return;
    try {
      const entry = JSON.parse(line);
      ingested.set(entry.document_id, entry);
    } catch {
      // not a log line of ours
    }
  });
  try {
    await waitHealthy(url, child);
    const { token } = await signUp(url, 'ingest');
    const auth = { authorization: `Bearer ${token}` };
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'corpus.pdf');
      const t = performance.now();
      const res = await fetch(`${url}/upload`, { method: 'POST', body: form, headers: auth });
      const body = await res.json();
      const accepted = performance.now();
      const acceptedAt = Date.now();
      const id = body?.data?.document?.id;
      if (!id) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
      for (;;) {
        const doc = (await (await fetch(`${url}/documents/${id}`, { headers: auth })).json()).data.document;
        if (doc.status === 'ready') {
          const ms = performance.now() - t;
          // The job's log line may trail the answer that saw `ready` by a moment.
          for (let i = 0; i < 50 && !ingested.has(id); i++) await new Promise((r) => setTimeout(r, 10));
          return { ms, pages: doc.pages, stages: stagesOf(ingested.get(id), accepted - t, acceptedAt, ms) };
        }
        if (doc.status === 'error') throw new Error(`ingestion failed: ${doc.error}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await upload(); // warm-up: the extraction threads load pdf.js and compile their hot paths
    const runs = [];
    for (let i = 0; i < E2E_RUNS; i++) runs.push(await upload());
    const ms = median(runs.map((r) => r.ms));
    const pages = runs[0].pages;
    const rows = [
      [
        `end to end (upload → ready, PGlite), text pages/s`,
        `${((pages * 1000) / ms).toFixed(0)} /s`,
        '≥ 200 /s',
      ],
    ];
    // Where the median upload's time went (each stage's median over the runs).
    const stages = runs[0].stages;
    if (stages) {
      for (const [key, label] of STAGES) {
        const value = median(runs.map((r) => r.stages?.[key] ?? 0));
        rows.push([
          `  ${label}`,
          `${value.toFixed(0)} ms (${((value * 100) / ms).toFixed(0)} %)`,
          '(reported)',
        ]);
      }
    }
    // Extraction alone on the server's pool (as many threads as the server's: cores − 1, plus one), as
    // the server runs it (pdftotext first, when installed) and with pdf.js only (split across threads).
    const { createExtractionPool, defaultPoolSize } = await import(
      pathToFileURL(serverDist('modules/documents/extract/pool.js')).href
    );
    for (const [how, options] of [
      ['pdftotext when installed', {}],
      ['pdf.js only', { pdftotext: false }],
    ]) {
      const pool = createExtractionPool({ size: defaultPoolSize() + 1, ...options });
      let poolMs;
      try {
        await pool.extract(bytes, 'pdf');
        const times = [];
        for (let i = 0; i < RUNS; i++) {
          const t = performance.now();
          await pool.extract(bytes, 'pdf');
          times.push(performance.now() - t);
        }
        poolMs = median(times);
      } finally {
        await pool.close();
      }
      rows.push([
        `extraction + chunking on the pool (${pool.size} threads, ${how}), pages/s`,
        `${((pages * 1000) / poolMs).toFixed(0)} /s`,
        '(reported)',
      ]);
    }
    const detail = [
      `end to end: ${label}, ${pages} pages, ${(bytes.length / 1e6).toFixed(1)} MB: ${runs
        .map((r) => `${r.ms.toFixed(0)}`)
        .join(' / ')} ms`,
    ];
    if (hasPdftotext) {
      const native = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { stdio: 'ignore' });
        native.push(performance.now() - t);
      }
      const nativeMs = median(native);
      rows.push(
        [
          'pdftotext on the same joined file, pages/s',
          `${((pages * 1000) / nativeMs).toFixed(0)} /s`,
          '(reported)',
        ],
        ['time ratio end to end / pdftotext', `${(ms / nativeMs).toFixed(2)}×`, '(reported)'],
      );
    }
    return { rows, detail };
  } finally {
    await stopServer(child);
    rmSync(work, { recursive: true, force: true });
  }
}

/** The stages of one upload → ready, in the order they happen, with their row labels. */
const STAGES = [
  ['accept', 'upload → 202 (body, type check, file, row and job)'],
  ['queue', '202 → the job starts'],
  ['read', 'job: reading the stored file'],
  ['extract', 'job: extraction + chunking (pool)'],
  ['pages', 'job: page rows written'],
  ['chunks', 'job: chunk rows written (search vectors)'],
  ['rest', "marked ready, seen by the client's poll"],
];

/**
 * An upload's stages in ms from the job's 'document ingested' log line (its `time` is when it was written,
 * after the job's stages) and the client's clock; undefined without the line.
 */
function stagesOf(entry, acceptMs, acceptedAt, totalMs) {
  if (!entry?.ms) return undefined;
  const { read, extract, pages, chunks, ready } = entry.ms;
  const job = read + extract + pages + chunks + ready;
  const queue = Math.max(0, Date.parse(entry.time) - job - acceptedAt);
  return {
    accept: acceptMs,
    queue,
    read,
    extract,
    pages,
    chunks,
    rest: Math.max(0, totalMs - acceptMs - queue - read - extract - pages - chunks),
  };
}

/** Prints the result as `npm run bench` does. */
export function printIngestBench(result) {
  console.log('\nIngestion benchmarks');
  if (result.skipped) {
    console.log(`  skipped: ${result.skipped}`);
    return;
  }
  for (const [label, value, target] of result.rows)
    console.log(`  ${label.padEnd(52)} ${value.padStart(12)}   target ${target}`);
  for (const line of result.detail) console.log(`    ${line}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { buildIfStale } = await import('../../scripts/build-if-stale.mjs');
  buildIfStale();
  printIngestBench(await runIngestBench());
}
