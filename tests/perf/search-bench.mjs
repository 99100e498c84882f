#!/usr/bin/env node
/**
 * Search benchmark over the whole state legislation (`node tests/perf/search-bench.mjs`, also run by
 * `npm run bench`). Prints figures, asserts nothing:
 *   1. Import of the 975 in-force state laws (`legalize-es-state/*.tar.gz`) into a fresh PGlite data
 *      dir with the built importer (`packages/server/dist/cli/import-legislation.js`): wall time, the
 *      importer's own time, rows, database size.
 *   2. SQL baseline on the same database, in-process: a plain any-term (`a | b | c`) query ranked with
 *      `ts_rank`, top 10 — p50/p95/p99 over ~200 queries.
 *   3. End to end over HTTP: the built server (`packages/server/dist/main.js`) on that data dir, one
 *      user signed up, `POST /query/mixed` `{query, user_id, top_k: 10, include_public: true}` with the
 *      bearer token — p50/p95/p99 over the same queries (target p95 ≤ 20 ms), and the ratio to SQL.
 *
 * The queries are ~60 legal phrases plus random words of the indexed articles (fixed seed). Skips with
 * one line when the corpus or the build is missing. `SEARCH_BENCH_DATA_DIR=<dir>` keeps the database
 * there (created on the first run, re-used and left in place afterwards).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
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
} from './lib/server.mjs';

const corpus = path.resolve(root, process.env.CORPUS_DIR ?? '../shared/corpus');
const TARBALL = path.join(corpus, 'legalize-es-state', 'legalize-es-state-in-force.tar.gz');
const dist = serverDist;
const WARMUP = 20;

/** Realistic queries a Spanish lawyer types (any-term: every word counts, none is required). */
export const LEGAL_PHRASES = [
  'responsabilidad civil extracontractual',
  'plazo de prescripción',
  'despido improcedente indemnización',
  'arrendamiento de vivienda fianza',
  'culpa o negligencia daño causado',
  'nulidad del contrato por vicio del consentimiento',
  'prescripción de la acción de reclamación de cantidad',
  'recurso de apelación plazo de interposición',
  'desahucio por falta de pago de la renta',
  'pensión compensatoria divorcio',
  'guarda y custodia compartida de los hijos',
  'legítima de los herederos forzosos',
  'testamento ológrafo requisitos',
  'comunidad de propietarios junta ordinaria',
  'cuota de participación en los gastos comunes',
  'hipoteca ejecución del bien hipotecado',
  'embargo de salarios inembargabilidad',
  'concurso de acreedores administración concursal',
  'responsabilidad de los administradores sociales',
  'junta general de accionistas convocatoria',
  'derecho de información del socio',
  'periodo de prueba contrato de trabajo',
  'jornada máxima horas extraordinarias',
  'vacaciones anuales retribuidas',
  'excedencia por cuidado de hijos',
  'prestación por desempleo requisitos',
  'incapacidad permanente absoluta',
  'jubilación anticipada',
  'accidente de trabajo recargo de prestaciones',
  'delito de estafa pena',
  'homicidio imprudente',
  'lesiones agravantes',
  'prisión provisional requisitos',
  'habeas corpus detención ilegal',
  'presunción de inocencia',
  'tutela judicial efectiva indefensión',
  'derecho a la intimidad protección de datos',
  'consentimiento del interesado tratamiento de datos',
  'procedimiento administrativo silencio positivo',
  'recurso de alzada plazo',
  'responsabilidad patrimonial de la administración',
  'contratación pública licitación adjudicación',
  'recurso contencioso administrativo plazo',
  'infracción tributaria sanción',
  'liquidación del impuesto sobre sociedades',
  'propiedad intelectual derechos de autor',
  'consumidor cláusulas abusivas',
  'derecho de desistimiento del consumidor',
  'garantía de los productos de consumo',
  'registro de la propiedad inscripción',
  'usucapión posesión de buena fe',
  'servidumbre de paso',
  'compraventa saneamiento por vicios ocultos',
  'donación revocación por ingratitud',
  'intereses de demora',
  'costas procesales condena',
  'medidas cautelares embargo preventivo',
  'juicio verbal cuantía',
  'violencia de género orden de protección',
  'extranjería permiso de residencia',
];

/** A small deterministic PRNG (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The same OR expression the search route builds: letters and digits only, `a | b | c`. */
export function anyTerm(query) {
  const words =
    query
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, 32).join(' | ');
}

const stop = stopServer;

function duKb(dir) {
  let bytes = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) bytes += statSync(p).size;
    }
  };
  walk(dir);
  return bytes / 1024;
}

/** Runs the built importer on the tarball; returns wall ms and its summary line. */
function runImporter(dataDir) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [dist('cli/import-legislation.js'), TARBALL], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.once('exit', (code) => {
      const wallMs = performance.now() - t0;
      if (code !== 0) reject(new Error(`importer exited ${code}: ${err.trim()}`));
      else resolve({ wallMs, summary: out.trim().split('\n').at(-1) ?? '' });
    });
  });
}

async function timed(queries, fn) {
  for (const q of queries.slice(0, WARMUP)) await fn(q);
  const times = [];
  let hits = 0;
  for (const q of queries) {
    const t = performance.now();
    hits += await fn(q);
    times.push(performance.now() - t);
  }
  return { times, hits };
}

/** Runs the benchmark; returns printable rows, or `{skipped}` with the reason. */
export async function runSearchBench() {
  if (!existsSync(TARBALL)) return { skipped: `corpus missing (${TARBALL})` };
  for (const f of ['main.js', 'cli/import-legislation.js', 'db/index.js', 'config.js']) {
    if (!existsSync(dist(f))) return { skipped: `server not built (packages/server/dist/${f} missing)` };
  }
  const keep = process.env.SEARCH_BENCH_DATA_DIR;
  if (keep) mkdirSync(keep, { recursive: true });
  const dataDir = keep ? path.resolve(keep) : mkdtempSync(path.join(tmpdir(), 'alegato-search-bench-'));
  const rows = [];
  const ms = (x) => `${x.toFixed(1)} ms`;
  let child;
  try {
    // 1. Import.
    const imported = await runImporter(dataDir);
    const m =
      /Importadas ([\d.]+) normas, ([\d.]+) artículos en ([\d,]+) s \(([\d.]+) fragmentos; ([\d.]+) sin cambios\)/.exec(
        imported.summary,
      );
    const num = (s) => Number(String(s).replace(/\./g, '').replace(',', '.'));
    if (m && num(m[5]) > 0)
      rows.push(['import (data dir re-used: norms unchanged)', `${num(m[5])} norms`, '(reported)']);
    rows.push(
      [
        'import, 975 laws: wall (start, migrate, untar, import)',
        `${(imported.wallMs / 1000).toFixed(1)} s`,
        '(reported)',
      ],
      ['import, importer time', m ? `${m[3]} s` : '?', '(reported)'],
    );

    // 2. Rows and the SQL baseline, in-process on the same PGlite (before the server takes the lock).
    const { loadConfig } = await import(pathToFileURL(dist('config.js')).href);
    const { createDatabase } = await import(pathToFileURL(dist('db/index.js')).href);
    const handle = await createDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    let queries;
    let sqlRun;
    try {
      const count = async (t) =>
        Number((await sql`select count(*)::int as n from ${sql.table(t)}`.execute(handle.db)).rows[0].n);
      const [docs, pages, chunks] = [
        await count('documents'),
        await count('document_pages'),
        await count('chunks'),
      ];
      rows.push(['rows: documents / pages / chunks', `${docs} / ${pages} / ${chunks}`, '(reported)']);
      rows.push([
        'database size on disk',
        `${(duKb(path.join(dataDir, 'db')) / 1024).toFixed(0)} MB`,
        '(reported)',
      ]);

      // Queries: the phrases, then random words of sampled articles (fixed seed, same every run).
      const rand = rng(1902);
      const sample = await sql`select text from chunks where id % 400 = 7 order by id limit 400`.execute(
        handle.db,
      );
      const words = [
        ...new Set(
          sample.rows.flatMap((r) =>
            (r.text.toLowerCase().match(/\p{L}{6,}/gu) ?? []).filter(
              (w) => !/^(?:artículo|apartado)$/.test(w),
            ),
          ),
        ),
      ];
      queries = [...LEGAL_PHRASES];
      while (queries.length < 200) {
        const n = 1 + Math.floor(rand() * 3);
        queries.push(Array.from({ length: n }, () => words[Math.floor(rand() * words.length)]).join(' '));
      }

      const userId = randomUUID();
      sqlRun = await timed(queries, async (q) => {
        const r = await sql`
          select c.id, ts_rank(c.tsv, q) as rank
          from chunks c, to_tsquery('es_unaccent', ${anyTerm(q)}) q
          where c.tsv @@ q and (c.user_id = ${userId} or c.is_public)
          order by rank desc
          limit 10`.execute(handle.db);
        return r.rows.length;
      });
    } finally {
      await handle.close();
    }
    rows.push([
      `SQL baseline ts_rank, any-term, top 10 (${queries.length} q) p50 / p95 / p99`,
      `${ms(pct(sqlRun.times, 50))} / ${ms(pct(sqlRun.times, 95))} / ${ms(pct(sqlRun.times, 99))}`,
      '(reported)',
    ]);

    // 3. The real server over HTTP.
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = startServer({
      dataDir,
      port,
      env: {
        LOG_LEVEL: 'warn',
        // 220 searches in a row from one user: past the default per-user search bucket (ADR 0015).
        ...benchAuthEnv(['search']),
      },
    });
    await waitHealthy(url, child);
    const { token, userId } = await signUp(url, 'search-bench');
    const search = async (query) => {
      const res = await fetch(`${url}/query/mixed`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ query, user_id: userId, top_k: 10, include_public: true, usar_cache: false }),
      });
      const body = await res.json().catch(() => ({}));
      if (res.status !== 200)
        throw Object.assign(new Error(`POST /query/mixed ${res.status}`), { status: res.status, body });
      return (body.chunks ?? body.data?.chunks ?? []).length;
    };
    let httpRun;
    try {
      httpRun = await timed(queries, search);
    } catch (err) {
      if (err.status === 404 || err.status === 405) {
        rows.push(['POST /query/mixed', 'not available', `(status ${err.status})`]);
        return { rows };
      }
      throw err;
    }
    rows.push([
      `POST /query/mixed over HTTP (${queries.length} q) p50 / p95 / p99`,
      `${ms(pct(httpRun.times, 50))} / ${ms(pct(httpRun.times, 95))} / ${ms(pct(httpRun.times, 99))}`,
      'p95 ≤ 20 ms',
    ]);
    rows.push([
      'ratio HTTP / SQL baseline (p50, p95)',
      `${(pct(httpRun.times, 50) / pct(sqlRun.times, 50)).toFixed(2)}× / ${(pct(httpRun.times, 95) / pct(sqlRun.times, 95)).toFixed(2)}×`,
      '(reported)',
    ]);
    rows.push([
      'hits per query, HTTP / SQL (mean)',
      `${(httpRun.hits / queries.length).toFixed(1)} / ${(sqlRun.hits / queries.length).toFixed(1)}`,
      '(reported)',
    ]);
    return { rows };
  } finally {
    if (child) await stop(child);
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the result as `npm run bench` does. */
export function printSearchBench(result) {
  console.log('\nSearch benchmarks (legalize-es-state, PGlite)');
  if (result.skipped) {
    console.log(`  skipped: ${result.skipped}`);
    return;
  }
  for (const [label, value, target] of result.rows)
    console.log(`  ${label.padEnd(62)} ${value.padStart(26)}   target ${target}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { buildIfStale } = await import('../../scripts/build-if-stale.mjs');
  buildIfStale();
  printSearchBench(await runSearchBench());
}
