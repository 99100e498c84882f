#!/usr/bin/env node
/**
 * Search benchmark over all the state legislation (`node tests/perf/search-bench.mjs`, also run by
 * `npm run bench`; issue 12). Prints figures, asserts nothing:
 *   1. Import of the corpus's 24 core laws (`legalize-es-core/es`) and 975 state laws in force
 *      (`legalize-es-state/*.tar.gz`), 980 norms in all (19 are in both), with the built importer
 *      (`packages/server/dist/cli/import-legislation.js`): into a fresh PGlite data dir, and into a
 *      throw-away PostgreSQL cluster (initdb/pg_ctl of the Debian binaries on a free port) — wall time,
 *      rows, database size.
 *   2. The built server (`packages/server/dist/main.js`) on each database: time until its in-memory BM25F
 *      index is built (`/system/capabilities` → `data.search`: `build_ms`, `memory_bytes`, norms, chunks,
 *      terms), polled before measuring.
 *   3. End to end over HTTP, one user signed up (search bucket lifted): `POST /query/mixed`
 *      `{query, top_k: 10, include_public: true, usar_cache: false, ranking}` for `ranking=bm25f` (the
 *      index) and `ranking=baseline` (the old any-term `ts_rank_cd` in SQL), the two alternated query by
 *      query after 20 warm-up queries of each — p50/p95/p99 (target p95 ≤ 20 ms), over all queries and
 *      over the plain-Spanish questions alone, mean hits, non-200 answers.
 *
 * The queries: ~60 legal phrases, 40 plain-Spanish questions written for this bench (not the eval set of
 * `tests/eval/`), and random words of the indexed articles (fixed seed) up to 240; generated once from the
 * first database and reused for the second. Skips with one line when the corpus or the build is missing.
 * `SEARCH_BENCH_DATA_DIR=<dir>` keeps the PGlite database there (imported on the first run, re-used
 * afterwards; `data/eval-legislation` of `npm run eval:retrieval` works); `SEARCH_BENCH_POSTGRES=0` skips
 * PostgreSQL; `SEARCH_BENCH_NO_BUILD=1` runs on the current `packages/server/dist` without rebuilding the
 * workspace. The concurrent bench (`concurrent-search-bench.mjs`) reuses the same databases in one run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import {
  legislationMissing,
  sharedPgliteLegislation,
  sharedPostgresLegislation,
  waitSearchReady,
} from './lib/legislation.mjs';
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

const WARMUP = 20;
const TOTAL_QUERIES = 240;
const TARGET_P95_MS = 20;

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

/**
 * Questions as someone without legal training types them (written for this bench; the eval questions of
 * `tests/eval/` are kept apart so the bench does not tune to them).
 */
export const PLAIN_QUESTIONS = [
  '¿Puedo viajar con mi hijo al extranjero sin permiso del otro progenitor?',
  'Me han puesto una multa de tráfico que no es mía, ¿cómo la recurro?',
  '¿Tengo que declarar en la renta lo que gano vendiendo ropa usada por internet?',
  'Una empresa publica mis datos personales sin permiso, ¿dónde puedo denunciarlo?',
  '¿Puedo grabar a mi jefe sin que lo sepa para demostrar que me acosa?',
  'El banco me cobra comisiones que no firmé, ¿me las tiene que devolver?',
  '¿Qué papeles necesito para trabajar en España si vengo de fuera de la Unión Europea?',
  'Mi hijo sufre acoso en el colegio, ¿qué obligación tiene el centro?',
  '¿Puedo negarme a que me hagan una operación en el hospital?',
  'Me han expropiado parte de la finca para una carretera, ¿cuánto me tienen que pagar?',
  '¿Cuánto se paga de impuesto por heredar la casa de mis padres?',
  'Me han cortado la luz sin avisar, ¿es legal?',
  '¿Puede la policía registrar mi móvil sin orden del juez?',
  'El vuelo se retrasó cinco horas, ¿tengo derecho a una compensación?',
  '¿Es obligatorio tener seguro para el coche aunque no lo use?',
  '¿Qué necesito para darme de alta como autónomo?',
  '¿Puedo tener un perro peligroso en casa sin licencia?',
  'Me he quedado sin trabajo y tengo una hipoteca, ¿pueden quitarme la casa?',
  'Un autónomo que cae enfermo, ¿cobra algo mientras no trabaja?',
  '¿Qué pasa si no voy cuando me llaman para formar parte de una mesa electoral?',
  '¿Me pueden obligar a vacunarme para trabajar en una residencia?',
  '¿Puedo pedir reducción de jornada para cuidar a mi madre enferma?',
  'La obra del vecino me ha causado grietas en la pared, ¿quién responde?',
  '¿Puedo construir una casita en un terreno rústico que he comprado?',
  'Me han denegado la beca de estudios, ¿cómo puedo recurrir?',
  '¿Cuánto tiempo puedo tener a una persona contratada como temporal?',
  '¿Qué hago si encuentro una cartera con dinero en la calle?',
  'Una tienda se niega a darme la factura, ¿puedo reclamar?',
  '¿Se puede usar un dron para grabar vídeos en la playa?',
  '¿Es delito descargar películas de internet?',
  '¿Puedo pedir la nacionalidad española si llevo diez años viviendo aquí?',
  '¿Qué obligaciones tengo si encuentro restos arqueológicos al hacer obras en mi casa?',
  'He tenido un accidente con un patinete eléctrico, ¿quién paga?',
  '¿Puede un menor de dieciséis años trabajar los fines de semana?',
  '¿Es obligatorio llevar chaleco y triángulos en el coche?',
  'Me han vendido un seguro junto con la hipoteca sin explicármelo, ¿puedo cancelarlo?',
  '¿Cuándo tengo que presentar la declaración del IVA como autónomo?',
  'Quiero cambiarme el nombre en el Registro Civil, ¿cómo se hace?',
  '¿Está permitido fumar en las terrazas de los bares?',
  'Mi empresa no me paga las horas de guardia, ¿qué puedo hacer?',
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

/**
 * The bench's queries: the phrases, the plain questions, then 1–3 random words (6+ letters) of sampled
 * articles (`chunks.id % 400 = 7`, fixed seed) up to {@link TOTAL_QUERIES}.
 */
async function generateQueries(db) {
  const rand = rng(1902);
  const sample = await sql`select text from chunks where id % 400 = 7 order by id limit 400`.execute(db);
  const words = [
    ...new Set(
      sample.rows.flatMap((r) =>
        (r.text.toLowerCase().match(/\p{L}{6,}/gu) ?? []).filter((w) => !/^(?:artículo|apartado)$/.test(w)),
      ),
    ),
  ];
  const queries = [...LEGAL_PHRASES, ...PLAIN_QUESTIONS];
  while (queries.length < TOTAL_QUERIES) {
    const n = 1 + Math.floor(rand() * 3);
    queries.push(Array.from({ length: n }, () => words[Math.floor(rand() * words.length)]).join(' '));
  }
  return queries;
}

/** Keeps the last 4 KB of a child's stdout and stderr (what a bench prints when the server fails). */
export function tailOf(child) {
  let tail = '';
  const keep = (d) => (tail = (tail + d).slice(-4096));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail.trim();
}

/** One `POST /query/mixed` of `token`'s user; resolves with `{status, hits}`. */
async function search(url, token, query, ranking) {
  const res = await fetch(`${url}/query/mixed`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query, top_k: 10, include_public: true, usar_cache: false, ranking }),
  });
  const body = await res.json().catch(() => ({}));
  return { status: res.status, hits: (body.chunks ?? body.data?.chunks ?? []).length };
}

const RANKINGS = ['bm25f', 'baseline'];

/** Warm-up, then every query under both rankings, alternating which goes first. */
async function measure(url, token, queries) {
  for (const q of queries.slice(0, WARMUP)) for (const r of RANKINGS) await search(url, token, q, r);
  const runs = Object.fromEntries(RANKINGS.map((r) => [r, { times: [], hits: 0, errors: {} }]));
  for (const [i, q] of queries.entries()) {
    for (const r of i % 2 === 0 ? RANKINGS : [...RANKINGS].reverse()) {
      const t = performance.now();
      const { status, hits } = await search(url, token, q, r);
      const ms = performance.now() - t;
      const run = runs[r];
      if (status === 200) {
        run.times.push({ ms, plain: PLAIN_QUESTIONS.includes(q) });
        run.hits += hits;
      } else run.errors[status] = (run.errors[status] ?? 0) + 1;
    }
  }
  return runs;
}

const ms1 = (x) => (x < 10 ? x.toFixed(1) : x.toFixed(0));
const triple = (times) => `${ms1(pct(times, 50))} / ${ms1(pct(times, 95))} / ${ms1(pct(times, 99))} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sec = (msValue) => `${(msValue / 1000).toFixed(1)} s`;

/** Rows counts and size of the database `config` opens (closed again before the server starts). */
async function inspect(config, queries) {
  const { loadConfig } = await import(pathToFileURL(serverDist('config.js')).href);
  const { createDatabase } = await import(pathToFileURL(serverDist('db/index.js')).href);
  const handle = await createDatabase(loadConfig({ LOG_LEVEL: 'silent', ...config }));
  try {
    const count = async (t) =>
      Number((await sql`select count(*)::int as n from ${sql.table(t)}`.execute(handle.db)).rows[0].n);
    const size = await sql`select pg_database_size(current_database())::bigint as b`.execute(handle.db);
    // The embedded database's files on disk: its WAL must be back to normal after the import's
    // checkpoint (issue 16 item 4; 577 MB before). PostgreSQL keeps its own files.
    const { directoryBytes } = await import(pathToFileURL(serverDist('db/storage.js')).href);
    const dbDir = config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'db');
    return {
      disk: dbDir && {
        dataDir: await directoryBytes(dbDir),
        wal: await directoryBytes(path.join(dbDir, 'pg_wal')),
      },
      documents: await count('documents'),
      pages: await count('document_pages'),
      chunks: await count('chunks'),
      bytes: Number(size.rows[0].b),
      queries: queries ?? (await generateQueries(handle.db)),
    };
  } finally {
    await handle.close();
  }
}

/**
 * One backend: the server on `{dataDir, env}`, its index build, both rankings over `queries`. Returns
 * `{ready, runs}`.
 */
async function serve({ dataDir, env }, queries) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = startServer({
    dataDir,
    port,
    // 500+ searches in a row from one user: past the default per-user search bucket (ADR 0015).
    env: { LOG_LEVEL: 'warn', ...benchAuthEnv(['search']), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = tailOf(child);
  try {
    await waitHealthy(url, child);
    const { token } = await signUp(url, 'search-bench');
    const ready = await waitSearchReady(url, child, token);
    ready.sinceStartMs = performance.now() - t0;
    return { ready, runs: await measure(url, token, queries) };
  } catch (err) {
    throw new Error(`${err.message}\n--- server output (tail) ---\n${tail()}`, { cause: err });
  } finally {
    await stopServer(child);
  }
}

/**
 * Runs the benchmark; returns `{table, rows}` to print (table: one row per backend with both rankings
 * side by side), or `{skipped}` with the reason.
 */
export async function runSearchBench() {
  const missing = legislationMissing();
  if (missing) return { skipped: missing };
  const table = [];
  const rows = [];
  let queries;
  const backends = [
    {
      name: 'PGlite',
      open: async () => {
        const { dataDir, imported } = await sharedPgliteLegislation();
        return { imported, config: { DATA_DIR: dataDir }, server: { dataDir, env: {} } };
      },
    },
  ];
  if (process.env.SEARCH_BENCH_POSTGRES !== '0') {
    backends.push({
      name: 'PostgreSQL',
      open: async () => {
        const pg = await sharedPostgresLegislation();
        if (pg.skipped) return pg;
        const dataDir = mkdtempSync(path.join(tmpdir(), 'alegato-search-bench-pg-files-'));
        return {
          name: `PostgreSQL ${pg.version}`,
          imported: pg.imported,
          config: { DATABASE_URL: pg.url },
          server: { dataDir, env: { DATABASE_URL: pg.url } },
          cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
        };
      },
    });
  }
  for (const backend of backends) {
    const opened = await backend.open();
    const name = opened.name ?? backend.name;
    if (opened.skipped) {
      table.push([name, `skipped: ${opened.skipped}`, '']);
      continue;
    }
    try {
      rows.push([
        `${name}: import core + state`,
        opened.imported ? sec(opened.imported.wallMs) : 're-used',
        opened.imported ? opened.imported.state : '(data dir already imported)',
      ]);
      const info = await inspect(opened.config, queries);
      queries ??= info.queries;
      rows.push([
        `${name}: documents / pages / chunks; database size`,
        `${info.documents} / ${info.pages} / ${info.chunks}; ${mb(info.bytes)}`,
        '',
      ]);
      if (info.disk)
        rows.push([
          `${name}: data directory; its WAL`,
          `${mb(info.disk.dataDir)}; ${mb(info.disk.wal)}`,
          'WAL back to normal after the import (577 MB before issue 16)',
        ]);
      const { ready, runs } = await serve(opened.server, queries);
      const s = ready.search;
      rows.push([
        `${name}: index build_ms; ready after start; memory`,
        `${sec(s.build_ms)}; ${sec(ready.sinceStartMs)}; ${mb(s.memory_bytes)}`,
        `${s.norms} norms, ${s.chunks} chunks, ${s.terms} terms`,
      ]);
      const cell = (run, plain) => {
        const times = run.times.filter((t) => !plain || t.plain).map((t) => t.ms);
        const p95 = pct(times, 95);
        return `${triple(times)} ${p95 <= TARGET_P95_MS ? '✓' : '✗'}`;
      };
      table.push([`${name}, ${queries.length} queries`, cell(runs.bm25f, false), cell(runs.baseline, false)]);
      table.push([
        `${name}, the ${PLAIN_QUESTIONS.length} questions`,
        cell(runs.bm25f, true),
        cell(runs.baseline, true),
      ]);
      const errors = (run) =>
        Object.entries(run.errors)
          .map(([status, n]) => `${n}×${status}`)
          .join(', ') || 'none';
      rows.push([
        `${name}: mean hits bm25f / baseline; non-200`,
        `${(runs.bm25f.hits / runs.bm25f.times.length).toFixed(1)} / ${(runs.baseline.hits / runs.baseline.times.length).toFixed(1)}`,
        `bm25f ${errors(runs.bm25f)}; baseline ${errors(runs.baseline)}`,
      ]);
    } finally {
      opened.cleanup?.();
    }
  }
  return { table, rows };
}

/** Prints the result as `npm run bench` does. */
export function printSearchBench(result) {
  console.log('\nSearch over the 980 norms (24 core + 975 state laws), POST /query/mixed over HTTP, top 10');
  if (result.skipped) {
    console.log(`  skipped: ${result.skipped}`);
    return;
  }
  const target = `p95 ≤ ${TARGET_P95_MS} ms`;
  console.log(
    `  ${'p50 / p95 / p99'.padEnd(34)} ${'ranking=bm25f'.padStart(24)} ${'ranking=baseline'.padStart(24)}   target`,
  );
  for (const [label, bm25f, baseline] of result.table)
    console.log(
      `  ${label.padEnd(34)} ${bm25f.padStart(24)} ${baseline.padStart(24)}   ${baseline ? target : ''}`,
    );
  for (const [label, value, note] of result.rows)
    console.log(`  ${label.padEnd(52)} ${value.padStart(30)}   ${note}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { buildIfStale } = await import('../../scripts/build-if-stale.mjs');
  if (!process.env.SEARCH_BENCH_NO_BUILD) buildIfStale();
  printSearchBench(await runSearchBench());
}
