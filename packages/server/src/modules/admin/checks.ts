/**
 * Live checks of the running system (issue 14 item 7, the /testing page), mounted at
 * `/api/admin/checks` behind `requireAdmin`:
 *
 * - `POST /` → `{success, data: {checked_at, checks: SystemCheck[]}}`: runs every check now, each with
 *   its own time limit; a check never throws (a failure or a timeout is its `fail` verdict). POST, not
 *   GET: it writes and deletes a file and meters nothing, but it is an action, never cached.
 *
 * The checks: database and migrations, file store (write, read back, delete), mail (SMTP or the dev
 * outbox), AI provider (reachable, or the built-in engine), search index (norms, documents and chunks
 * counted, a test query through the legislation search), OCR model (the local tesseract model file), PDF
 * engine (a tiny PDF rendered and parsed back) and job queue (queued, running and failed jobs, the oldest
 * queued one's age; a warning for a failure of the last 24 hours, since failed jobs are kept for good).
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { LATEST_MIGRATION, migrations } from '../../db/migrations/index.js';
import type { Database } from '../../db/schema.js';
import type { AppEnv } from '../../types.js';
import { extractPages } from '../documents/extract/extract.js';
import { spanishModelDir } from '../documents/extract/ocr.js';
import { createLocalFileStore, type FileStore } from '../files/store.js';
import { renderLegalPdf } from '../pdf/render.js';
import type { LegislationSearch } from '../search/engine.js';

/** What the router needs. */
export interface ModuleDeps {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  /** The documents' file store. @default the local store in `DATA_DIR/files` (the one the app builds) */
  files?: FileStore;
  /** The app's legislation search; without it the search check only counts. */
  legislationSearch?: LegislationSearch;
  /** Time limit of each check, in milliseconds. @default 10000 */
  timeoutMs?: number;
  /** `fetch` for the AI provider check (tests). @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** A check's verdict. */
export type CheckVerdict = 'ok' | 'warn' | 'fail';

/** The checks, in the order they are shown. */
export const SYSTEM_CHECKS = ['database', 'files', 'mail', 'ai', 'search', 'ocr', 'pdf', 'jobs'] as const;

/** One check's id. */
export type SystemCheckId = (typeof SYSTEM_CHECKS)[number];

/** The result of one check. */
export interface SystemCheck {
  id: SystemCheckId;
  /** Spanish name of what is checked. */
  name: string;
  verdict: CheckVerdict;
  /** How long it took, in milliseconds. */
  latency_ms: number;
  /** Spanish detail: what was found, or why it failed. */
  detail: string;
}

/** Spanish names of the checks. */
export const CHECK_NAMES: Record<SystemCheckId, string> = {
  database: 'Base de datos y migraciones',
  files: 'Almacén de archivos',
  mail: 'Correo',
  ai: 'Proveedor de IA',
  search: 'Índice de búsqueda',
  ocr: 'Modelo OCR',
  pdf: 'Motor PDF',
  jobs: 'Cola de trabajos',
};

type Outcome = { verdict: CheckVerdict; detail: string };

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

const count = (n: unknown) => Number(n ?? 0);

const nf = new Intl.NumberFormat('es-ES');

/** Runs `check` within `timeoutMs`: its verdict, or `fail` with the error or the timeout. */
async function timed(
  id: SystemCheckId,
  timeoutMs: number,
  check: (signal: AbortSignal) => Promise<Outcome>,
): Promise<SystemCheck> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ verdict: 'fail', detail: `Sin respuesta en ${nf.format(timeoutMs)} ms.` });
    }, timeoutMs);
  });
  let outcome: Outcome;
  try {
    outcome = await Promise.race([check(controller.signal), timeout]);
  } catch (err) {
    outcome = { verdict: 'fail', detail: `Error: ${errorText(err)}` };
  } finally {
    clearTimeout(timer);
  }
  return {
    id,
    name: CHECK_NAMES[id],
    verdict: outcome.verdict,
    latency_ms: Math.round(performance.now() - started),
    detail: outcome.detail,
  };
}

async function checkDatabase(db: Kysely<Database>): Promise<Outcome> {
  await sql`select 1`.execute(db);
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  const applied = new Set(rows.map((r) => r.name));
  const pending = Object.keys(migrations).filter((name) => !applied.has(name));
  if (pending.length > 0) {
    return { verdict: 'fail', detail: `Migraciones pendientes: ${pending.join(', ')}.` };
  }
  return {
    verdict: 'ok',
    detail: `Conectada; ${applied.size} migraciones aplicadas, la última ${LATEST_MIGRATION}.`,
  };
}

async function checkFiles(files: FileStore, owner: string): Promise<Outcome> {
  const key = files.newKey(owner);
  const body = Buffer.from(`comprobación ${randomUUID()}`, 'utf8');
  try {
    await files.putBuffer(key, body);
    const back = await files.get(key);
    if (!back.equals(body))
      return { verdict: 'fail', detail: 'El archivo leído no coincide con el escrito.' };
  } finally {
    await files.delete(key).catch(() => undefined);
  }
  if ((await files.size(key)) !== null) {
    return { verdict: 'fail', detail: 'El archivo de prueba no se ha podido borrar.' };
  }
  return { verdict: 'ok', detail: 'Escritura, lectura y borrado de un archivo de prueba correctos.' };
}

async function checkMail(db: Kysely<Database>, config: Config): Promise<Outcome> {
  const row = await db
    .selectFrom('mail_outbox')
    .select([
      sql<string>`count(*) filter (where status = 'pending')`.as('pending'),
      sql<string>`count(*) filter (where status = 'failed')`.as('failed'),
    ])
    .executeTakeFirstOrThrow();
  const pending = count(row.pending);
  const failed = count(row.failed);
  if (!config.smtpUrl) {
    return {
      verdict: 'ok',
      detail: 'Sin SMTP_URL: los correos se guardan en la bandeja de desarrollo (/dev/outbox).',
    };
  }
  const host = new URL(config.smtpUrl).hostname;
  return {
    verdict: failed > 0 ? 'warn' : 'ok',
    detail: `SMTP configurado (${host}); ${pending} pendientes, ${failed} fallidos.`,
  };
}

async function checkAi(config: Config, doFetch: typeof fetch, signal: AbortSignal): Promise<Outcome> {
  const { provider, baseUrl, model } = config.ai;
  if (provider === 'embedded' || !baseUrl) {
    return { verdict: 'ok', detail: 'Motor integrado: no necesita red.' };
  }
  // Any HTTP answer means the provider is reachable; the key is not sent (nothing is spent).
  const res = await doFetch(baseUrl, { method: 'HEAD', signal });
  return {
    verdict: res.status >= 500 ? 'warn' : 'ok',
    detail: `${provider} (${model}) responde en ${new URL(baseUrl).host} (HTTP ${res.status}).`,
  };
}

async function checkSearch(db: Kysely<Database>, search: LegislationSearch | undefined): Promise<Outcome> {
  const { rows } = await sql<{ norms: string; documents: string; chunks: string }>`
    select
      (select count(*) from documents where is_public and metadata ? 'norm_id') as norms,
      (select count(*) from documents where not is_public) as documents,
      (select count(*) from chunks) as chunks`.execute(db);
  const norms = count(rows[0]?.norms);
  const counts = `${nf.format(norms)} normas públicas, ${nf.format(count(rows[0]?.documents))} documentos, ${nf.format(count(rows[0]?.chunks))} fragmentos`;
  if (!search) return { verdict: 'warn', detail: `${counts}; sin motor de búsqueda que consultar.` };
  if (norms === 0) {
    return { verdict: 'warn', detail: `${counts}; no hay legislación importada que buscar.` };
  }
  if (!search.ready) return { verdict: 'warn', detail: `${counts}; el índice se está construyendo.` };
  const result = await search.search({ query: 'contrato de arrendamiento', limit: 3 });
  if (!result) return { verdict: 'fail', detail: `${counts}; la consulta de prueba no ha respondido.` };
  return {
    verdict: 'ok',
    detail: `${counts}; la consulta de prueba devuelve ${result.hits.length} resultados.`,
  };
}

async function checkOcr(config: Config): Promise<Outcome> {
  const file = join(spanishModelDir(), 'spa.traineddata.gz');
  if (!existsSync(file)) {
    return {
      verdict: config.ocrEnabled ? 'fail' : 'warn',
      detail: `Falta el modelo de tesseract (${file}).`,
    };
  }
  const mb = (statSync(file).size / 1_048_576).toFixed(1).replace('.', ',');
  return config.ocrEnabled
    ? { verdict: 'ok', detail: `Modelo español presente (${mb} MB); OCR activado.` }
    : { verdict: 'warn', detail: `Modelo español presente (${mb} MB), pero OCR_ENABLED está desactivado.` };
}

const PDF_PROBE = 'Comprobación del motor PDF';

async function checkPdf(signal: AbortSignal): Promise<Outcome> {
  const bytes = await renderLegalPdf({
    markdown: `# ${PDF_PROBE}\n\nTexto de prueba.`,
    title: PDF_PROBE,
    metadata: { fecha: '01/01/2026', tipo_documento: 'Prueba', generado_por: 'Sistema' },
    author: 'Sistema',
  });
  const pages = await extractPages(bytes, 'pdf', { signal });
  const text = pages.map((p) => p.text).join(' ');
  if (!text.includes('Texto de prueba')) {
    return { verdict: 'fail', detail: 'El PDF generado no contiene el texto escrito.' };
  }
  return {
    verdict: 'ok',
    detail: `PDF de ${nf.format(bytes.length)} bytes y ${pages.length} página generado y leído.`,
  };
}

/** How long a failed job keeps the queue's check at 'warn' (failed jobs are never pruned). */
const RECENT_FAILURE_MS = 24 * 3600_000;

async function checkJobs(db: Kysely<Database>, now: Date): Promise<Outcome> {
  const since = new Date(now.getTime() - RECENT_FAILURE_MS);
  const row = await db
    .selectFrom('jobs')
    .select([
      sql<string>`count(*) filter (where status = 'queued')`.as('queued'),
      sql<string>`count(*) filter (where status = 'running')`.as('running'),
      sql<string>`count(*) filter (where status = 'failed')`.as('failed'),
      sql<string>`count(*) filter (where status = 'failed' and updated_at > ${since})`.as('recent'),
      sql<Date | string | null>`min(created_at) filter (where status = 'queued')`.as('oldest'),
    ])
    .executeTakeFirstOrThrow();
  const queued = count(row.queued);
  const failed = count(row.failed);
  const recent = count(row.recent);
  const ageS = row.oldest
    ? Math.max(0, Math.round((now.getTime() - new Date(row.oldest).getTime()) / 1000))
    : 0;
  const detail =
    `${queued} en cola, ${count(row.running)} en curso, ${failed} fallidos` +
    (failed > 0 ? ` (${recent} en las últimas 24 h)` : '') +
    (queued > 0 ? `; el más antiguo espera desde hace ${nf.format(ageS)} s.` : '.');
  return { verdict: recent > 0 || ageS > 600 ? 'warn' : 'ok', detail };
}

/**
 * Runs every check (in parallel, each with its limit); never throws. The file store's test file goes in
 * `ownerId`'s folder (the admin's) and is deleted at once.
 */
export async function runSystemChecks(deps: ModuleDeps, ownerId: string): Promise<SystemCheck[]> {
  const { db, config } = deps;
  const files = deps.files ?? createLocalFileStore(join(config.dataDir, 'files'));
  const limit = deps.timeoutMs ?? 10_000;
  const doFetch = deps.fetch ?? globalThis.fetch;
  const run: Record<SystemCheckId, (signal: AbortSignal) => Promise<Outcome>> = {
    database: () => checkDatabase(db),
    files: () => checkFiles(files, ownerId),
    mail: () => checkMail(db, config),
    ai: (signal) => checkAi(config, doFetch, signal),
    search: () => checkSearch(db, deps.legislationSearch),
    ocr: () => checkOcr(config),
    pdf: (signal) => checkPdf(signal),
    jobs: () => checkJobs(db, new Date()),
  };
  return Promise.all(SYSTEM_CHECKS.map((id) => timed(id, limit, run[id])));
}

/** The checks router, mounted at `/api/admin/checks` (behind `requireAdmin`). */
export function systemCheckRoutes(deps: ModuleDeps): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.post('/', async (c) => {
    const checks = await runSystemChecks(deps, c.get('user').id);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, data: { checked_at: new Date().toISOString(), checks } });
  });
  return router;
}
