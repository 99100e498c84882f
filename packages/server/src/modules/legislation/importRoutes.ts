/**
 * Admin import of public legislation from the browser:
 * - `POST /legislation/import` multipart: a `.tar.gz`/`.tgz` archive of Markdown norms (the corpus's
 *   legalize-es layout) and/or one or more `.md` files, in any file field → 202 `{success, data: {import:
 *   {id, status: 'running', done: 0, total}}}`; the import runs in the background through the same
 *   importer as `npm run import:legislation` (new norms added, changed ones replaced, unchanged skipped),
 *   yielding to the event loop between norms.
 * - `GET /legislation/import/:id` → `{success, data: {import: {id, status: 'running'|'done'|'error',
 *   done, total, imported, updated, skipped, failed, message}}}`.
 *
 * Both need a signed-in admin (`ADMIN_EMAILS`); anyone else gets 403 'Solo un administrador puede
 * importar legislación.'. The upload is streamed to a temporary folder (never held in memory) and capped
 * at `maxBytes` (413 past it). One import runs at a time (409 while another is running), so two imports
 * never race on the same norm.
 *
 * The progress of imports is kept **in memory, in this process**: it is lost on restart, and with several
 * server processes the `GET` must reach the process that took the upload (sticky sessions, or one
 * importing process). The imported norms themselves are in the database as usual.
 *
 * @module
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import busboy from 'busboy';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.js';
import { AppError, ERROR_MESSAGES } from '../../errors.js';
import type { AppEnv } from '../../types.js';
import { listStoredNorms } from './repo.js';
import { finishLegislationImport, importNorm } from './service.js';
import { isTarGz, LegislationSourceError, openLegislationSource, type LegislationSource } from './source.js';

/** Largest upload accepted by default: 200 MB (the corpus's state archive is 28 MB). */
export const DEFAULT_IMPORT_MAX_BYTES = 200 * 1024 * 1024;

/** Finished imports remembered for `GET` (the oldest are forgotten first). */
const KEPT_IMPORTS = 20;

/** Spanish messages of the import endpoints. */
export const IMPORT_MESSAGES = {
  forbidden: 'Solo un administrador puede importar legislación.',
  multipart: 'La importación debe enviarse como multipart/form-data.',
  malformed: 'El formulario de importación no es válido.',
  noFiles: 'Sube un archivo .tar.gz con normas en Markdown o uno o más archivos .md.',
  badType: (name: string) => `«${name}» no es un archivo .tar.gz ni .md.`,
  tooLarge: (maxBytes: number) =>
    `La subida supera el tamaño máximo de ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
  empty: 'El archivo subido no contiene normas .md.',
  running: 'Ya hay una importación de legislación en curso. Espera a que termine.',
  notFound: 'No existe esa importación (o el servidor se ha reiniciado desde entonces).',
  done: (imported: number, updated: number, skipped: number, failed: number) =>
    `Importación terminada: ${imported} nuevas, ${updated} actualizadas, ${skipped} sin cambios, ${failed} con errores.`,
  failedAll: (reason: string) => `La importación falló: ${reason}`,
} as const;

/** Progress of one import, as `GET /legislation/import/:id` returns it. */
export interface LegislationImportProgress {
  id: string;
  status: 'running' | 'done' | 'error';
  /** Norms processed so far. */
  done: number;
  /** Norms in the upload. */
  total: number;
  /** New norms. */
  imported: number;
  /** Norms replaced (same id, new content). */
  updated: number;
  /** Norms already present and unchanged. */
  skipped: number;
  /** Files that could not be imported. */
  failed: number;
  /** Spanish summary when finished (or the reason of an error); null while running. */
  message: string | null;
}

/** Dependencies of {@link legislationImportRoutes}. */
export interface LegislationImportRoutesDeps {
  db: Kysely<Database>;
  /**
   * The app's authentication middleware (`requireUser`); run only when no earlier middleware has set
   * the user.
   */
  authenticate: MiddlewareHandler<AppEnv>;
  /** Largest upload in bytes. @default DEFAULT_IMPORT_MAX_BYTES (200 MB) */
  maxBytes?: number;
  /** Logs background failures. @default the request's logger at upload time */
  logger?: Logger;
  /** Where uploads are written while imported. @default os.tmpdir() */
  tmpDir?: string;
  /**
   * Called after an import that wrote norms, before it reports `done` (the app rebuilds the search
   * index, so what was imported is searchable when the progress says so).
   */
  onImported?: () => Promise<void>;
}

/** A saved upload: the `.md` files and archives, in a folder removed after the import. */
interface SavedUpload {
  dir: string;
  markdown: string[];
  archives: string[];
}

/** Streams the multipart body to `dir`: `.md` files and `.tar.gz` archives only, `maxBytes` in all. */
async function saveUpload(request: Request, dir: string, maxBytes: number): Promise<SavedUpload> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new AppError(415, 'unsupported_media_type', IMPORT_MESSAGES.multipart);
  }
  const tooLarge = () => new AppError(413, 'payload_too_large', IMPORT_MESSAGES.tooLarge(maxBytes));
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes + 1024 * 1024) throw tooLarge();
  if (!request.body) throw AppError.validation(IMPORT_MESSAGES.noFiles);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      limits: { fileSize: maxBytes + 1, files: 10_000, fields: 20, fieldSize: 64 * 1024 },
      defParamCharset: 'utf8',
    });
  } catch {
    throw AppError.validation(IMPORT_MESSAGES.malformed);
  }
  const saved: SavedUpload = { dir, markdown: [], archives: [] };
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  await mkdir(join(dir, 'subida'), { recursive: true });

  await new Promise<void>((resolve, reject) => {
    let total = 0;
    let settled = false;
    const writes: Promise<void>[] = [];
    const open = new Set<ReturnType<typeof createWriteStream>>();
    const fail = (err: AppError) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      // Ends the open files too, so no write is left waiting for data that will not come.
      for (const file of open) file.destroy();
      reject(err);
    };
    source.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes + 1024 * 1024) fail(tooLarge());
    });
    source.on('error', () => fail(AppError.validation(IMPORT_MESSAGES.malformed)));
    parser.on('file', (_field, stream, info) => {
      const name = basename(info.filename ?? '').replace(/[^\w.-]+/g, '_');
      const isMd = /\.md$/i.test(name);
      if (settled || name === '' || (!isMd && !isTarGz(name))) {
        stream.resume();
        if (name !== '' && !settled)
          fail(AppError.validation(IMPORT_MESSAGES.badType(info.filename ?? name)));
        return;
      }
      const n = saved.markdown.length + saved.archives.length;
      // Each file in its own folder: names may repeat, and a .md's name is its fallback id.
      const folder = join(dir, 'subida', String(n));
      const path = join(folder, name);
      (isMd ? saved.markdown : saved.archives).push(path);
      stream.on('limit', () => fail(tooLarge()));
      writes.push(
        mkdir(folder, { recursive: true })
          .then(() => {
            const file = createWriteStream(path);
            open.add(file);
            if (settled) file.destroy();
            return pipeline(stream, file).finally(() => open.delete(file));
          })
          .catch(() => fail(AppError.validation(IMPORT_MESSAGES.malformed))),
      );
    });
    parser.on('filesLimit', () => fail(AppError.validation(IMPORT_MESSAGES.malformed)));
    parser.on('error', () => fail(AppError.validation(IMPORT_MESSAGES.malformed)));
    parser.on('close', () => {
      void Promise.all(writes).then(() => {
        if (settled) return;
        settled = true;
        resolve();
      });
    });
    source.pipe(parser);
  });
  if (saved.markdown.length + saved.archives.length === 0) throw AppError.validation(IMPORT_MESSAGES.noFiles);
  return saved;
}

/** Builds the router; mount it at `/legislation/import`. Import state lives in this router's closure. */
export function legislationImportRoutes(deps: LegislationImportRoutesDeps): Hono<AppEnv> {
  const { db } = deps;
  const maxBytes = deps.maxBytes ?? DEFAULT_IMPORT_MAX_BYTES;
  const imports = new Map<string, LegislationImportProgress>();
  let running: string | null = null;

  const remember = (progress: LegislationImportProgress) => {
    imports.set(progress.id, progress);
    for (const [id, p] of imports) {
      if (imports.size <= KEPT_IMPORTS) break;
      if (p.status !== 'running') imports.delete(id);
    }
  };

  const router = new Hono<AppEnv>();
  router.use('*', async (c, next) => {
    if (!c.get('user')) await deps.authenticate(c, async () => {});
    const user = c.get('user');
    if (!user) throw new AppError(401, 'unauthorized', ERROR_MESSAGES.unauthorized);
    if (user.role !== 'admin') throw new AppError(403, 'forbidden', IMPORT_MESSAGES.forbidden);
    await next();
  });

  router.post('/', async (c) => {
    if (running) throw new AppError(409, 'conflict', IMPORT_MESSAGES.running);
    const log = deps.logger ?? c.get('log');
    const dir = await mkdtemp(join(deps.tmpDir ?? tmpdir(), 'alegato-legislacion-subida-'));
    const sources: LegislationSource[] = [];
    const cleanup = async () => {
      for (const s of sources) await s.cleanup().catch(() => {});
      await rm(dir, { recursive: true, force: true }).catch(() => {});
    };
    let files: string[];
    try {
      const saved = await saveUpload(c.req.raw, dir, maxBytes);
      files = [...saved.markdown];
      for (const archive of saved.archives) {
        const source = await openLegislationSource(archive);
        sources.push(source);
        files.push(...source.files);
      }
      if (files.length === 0) throw AppError.validation(IMPORT_MESSAGES.empty);
      if (running) throw new AppError(409, 'conflict', IMPORT_MESSAGES.running);
    } catch (err) {
      await cleanup();
      if (err instanceof LegislationSourceError) throw AppError.validation(err.message);
      throw err;
    }

    const progress: LegislationImportProgress = {
      id: randomUUID(),
      status: 'running',
      done: 0,
      total: files.length,
      imported: 0,
      updated: 0,
      skipped: 0,
      failed: 0,
      message: null,
    };
    remember(progress);
    running = progress.id;

    const run = async () => {
      const stored = await listStoredNorms(db);
      for (const file of files) {
        try {
          const bytes = await readFile(file);
          const result = await importNorm(db, bytes, basename(file).replace(/\.md$/i, ''), stored);
          progress[result.outcome]++;
        } catch (err) {
          progress.failed++;
          log.warn({ file: basename(file), err }, 'legislation import: file failed');
        }
        progress.done++;
        // Let requests in between norms (a norm's import is one transaction of a few ms to a second).
        await yieldToEventLoop();
      }
      if (progress.imported + progress.updated > 0) {
        await finishLegislationImport(db);
        await deps.onImported?.();
      }
      progress.message = IMPORT_MESSAGES.done(
        progress.imported,
        progress.updated,
        progress.skipped,
        progress.failed,
      );
      progress.status = 'done';
    };
    void run()
      .catch((err: unknown) => {
        log.error({ err }, 'legislation import failed');
        progress.status = 'error';
        progress.message = IMPORT_MESSAGES.failedAll((err as Error).message);
      })
      .finally(async () => {
        running = null;
        await cleanup();
      });

    const { id, status, done, total } = progress;
    return c.json({ success: true, data: { import: { id, status, done, total } } }, 202);
  });

  router.get('/:id', (c) => {
    const progress = imports.get(c.req.param('id'));
    if (!progress) throw AppError.notFound(IMPORT_MESSAGES.notFound);
    return c.json({ success: true, data: { import: { ...progress } } });
  });

  return router;
}
