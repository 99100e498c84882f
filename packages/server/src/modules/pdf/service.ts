/**
 * The PDF service (spec §7, ADR 0012): renders a report's markdown to a legal PDF, keeps the bytes in the
 * file store under a server key, records them in `pdf_files`, lists, opens and cleans them up, and signs
 * short-lived download links a browser can open in a new tab without a bearer token.
 *
 * Download names are only lookup keys in `pdf_files` for (user, case, name); no name a client sends is
 * ever turned into a path (SECURITY 14).
 *
 * @module
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PdfGenerationRequest, PdfListResponse } from '@alegato/domain';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { FileStore } from '../files/store.js';
import { renderLegalPdf } from './render.js';
import {
  deletePdfRows,
  findPdf,
  getOrCreateDownloadSecret,
  insertPdf,
  isUniqueViolation,
  listPdfs,
  listPdfsOlderThan,
  profileName,
} from './repo.js';

/** Spanish messages of the PDF service (spec §7 where it gives them; ADR 0012 for the rest). */
export const PDF_MESSAGES = {
  generated: 'PDF generado correctamente',
  serviceOk: 'Servicio PDF operativo',
  invalidFilename: 'Nombre de archivo no válido.',
  notFound: 'Informe no encontrado.',
  badSignature: 'Enlace de descarga no válido o caducado.',
  invalidCaseId: 'El ID del caso no es válido.',
  invalidDays: 'dias_antiguedad debe ser un número entero entre 0 y 3650.',
  cleaned: (n: number, days: number): string =>
    `${n === 1 ? 'Se eliminó 1 informe' : `Se eliminaron ${n} informes`} con más de ${days} ${
      days === 1 ? 'día' : 'días'
    } de antigüedad.`,
} as const;

/** A download name: letters, digits, dot, underscore and hyphen, ending in `.pdf`, no `..`. */
export const PDF_FILENAME = /^[A-Za-z0-9._-]{1,200}\.pdf$/;
/** A case id in a PDF path: a case uuid or `default` (letters, digits, `_`, `-`). */
export const PDF_CASE_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Default lifetime of a signed download link: 5 minutes. */
export const SIGNED_DOWNLOAD_TTL_MS = 5 * 60 * 1000;
/** Largest `dias_antiguedad` accepted by the cleanup. */
export const MAX_CLEANUP_DAYS = 3650;

/** True for a name {@link PdfService.open} may look up. */
export function isValidPdfFilename(name: string): boolean {
  return PDF_FILENAME.test(name) && !name.includes('..');
}

/** True for a case id the PDF routes accept. */
export function isValidPdfCaseId(casoId: string): boolean {
  return PDF_CASE_ID.test(casoId);
}

function invalidFilename(): AppError {
  return new AppError(400, 'invalid_filename', PDF_MESSAGES.invalidFilename);
}

/** What {@link PdfService.generate} answers (the route adds `success` and `mensaje`). */
export interface GeneratedPdfFile {
  /** Server-built download name. */
  archivo: string;
  /** Size of the PDF in bytes. */
  tamaño_bytes: number;
  /** The bearer-authenticated download path `/api/pdf/descargar/<caso>/<archivo>`. */
  url_descarga: string;
  /** The case the PDF was filed under. */
  caso_id: string;
}

/** One stored PDF opened for download. */
export interface OpenedPdf {
  /** Download name. */
  filename: string;
  /** The PDF bytes. */
  bytes: Buffer;
}

/** The PDF service used by the `/api/pdf` routes and the reports module. */
export interface PdfService {
  /**
   * Renders `request.contenido_markdown` as a legal PDF, stores it in the user's folder and records it.
   * The request must already be valid (`PdfGenerationRequestSchema`); a case id that is not a uuid or
   * `default`-like token → 400 `validation_error`.
   *
   * @param userId the authenticated user (token subject), never a client-sent id
   * @param options.reportId the report rendered, linked in `pdf_files`
   * @param options.author the PDF's Author and signatory @default the user's profile name, else
   *   `metadata.generado_por`
   */
  generate(
    userId: string,
    request: PdfGenerationRequest,
    options?: { reportId?: string; author?: string },
  ): Promise<GeneratedPdfFile>;
  /**
   * The user's PDFs of a case, newest first (unknown or invalid case → empty list); with `reportId`,
   * only those rendered from that report (a malformed id → empty list).
   */
  list(userId: string, casoId: string, reportId?: string): Promise<PdfListResponse>;
  /**
   * One stored PDF by (user, case, name). Invalid case id or name → 400 `invalid_filename`; unknown (or
   * another user's) → 404 `not_found` 'Informe no encontrado.'.
   */
  open(userId: string, casoId: string, filename: string): Promise<OpenedPdf>;
  /**
   * Deletes the user's PDFs of a case created more than `days` days ago (files, then rows).
   * `days` must be an integer 0..3650, else 400 `validation_error`.
   */
  cleanup(userId: string, casoId: string, days: number): Promise<{ eliminados: number; mensaje: string }>;
  /**
   * A signed, time-limited URL `/api/pdf/descargar/<caso>/<file>?firma=<token>` that opens without a
   * bearer token (HMAC-SHA256 over user, case, file and expiry with the installation's secret).
   *
   * @param ttlMs lifetime @default 300000 (5 minutes)
   */
  signDownload(userId: string, casoId: string, filename: string, ttlMs?: number): Promise<string>;
  /**
   * Checks a `firma` for (case, file) and returns the user it was signed for; tampered, expired or for
   * another file → 403 `invalid_signature` 'Enlace de descarga no válido o caducado.'.
   */
  verifyDownload(casoId: string, filename: string, firma: string): Promise<string>;
}

/** Dependencies of {@link createPdfService}. */
export interface PdfServiceDeps {
  db: Kysely<Database>;
  /** Where the PDFs are kept (the documents module's store: `background.files`). */
  files: FileStore;
  logger: Logger;
  /** Clock (tests). @default () => new Date() */
  now?: () => Date;
}

/** ASCII slug of a title for file names: accents folded, other characters as `_`, at most 60. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60)
    .replace(/_+$/, '');
  return slug || 'documento';
}

/** `YYYYMMDD_HHmmss` in Spain's peninsular time. */
function stamp(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return `${parts.year}${parts.month}${parts.day}_${parts.hour}${parts.minute}${parts.second}`;
}

/** The server-built download name: `informe_<slug>_<YYYYMMDD_HHmmss>[_n].pdf`. */
export function pdfFilename(title: string, date: Date, attempt = 1): string {
  return `informe_${slugify(title)}_${stamp(date)}${attempt > 1 ? `_${attempt}` : ''}.pdf`;
}

/** The bearer-authenticated download path of a PDF. */
export function downloadPath(casoId: string, filename: string): string {
  return `/api/pdf/descargar/${encodeURIComponent(casoId)}/${encodeURIComponent(filename)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Builds the {@link PdfService}. The download secret is read (or created) on first use and cached. */
export function createPdfService(deps: PdfServiceDeps): PdfService {
  const { db, files, logger } = deps;
  const now = deps.now ?? (() => new Date());
  let secret: Promise<Buffer> | undefined;
  const key = () => {
    secret ??= getOrCreateDownloadSecret(db, () => randomBytes(32).toString('base64url')).then((s) =>
      Buffer.from(s, 'base64url'),
    );
    secret.catch(() => {
      secret = undefined;
    });
    return secret;
  };
  const mac = async (userId: string, casoId: string, filename: string, expires: number) =>
    createHmac('sha256', await key())
      .update(['alegato-pdf-v1', userId, casoId, filename, String(expires)].join('\n'))
      .digest();

  const checkPath = (casoId: string, filename: string) => {
    if (!isValidPdfCaseId(casoId) || !isValidPdfFilename(filename)) throw invalidFilename();
  };

  return {
    async generate(userId, request, options = {}) {
      const casoId = request.caso_id.trim();
      if (!isValidPdfCaseId(casoId)) {
        throw AppError.validation(PDF_MESSAGES.invalidCaseId, [
          { path: 'caso_id', message: PDF_MESSAGES.invalidCaseId },
        ]);
      }
      const bytes = await renderLegalPdf({
        markdown: request.contenido_markdown,
        title: request.titulo,
        metadata: request.metadata,
        author: options.author ?? (await profileName(db, userId)) ?? request.metadata.generado_por,
      });
      const fileKey = files.newKey(userId);
      await files.putBuffer(fileKey, bytes);
      const created = now();
      try {
        for (let attempt = 1; ; attempt++) {
          const filename = pdfFilename(request.titulo, created, attempt);
          try {
            await insertPdf(db, {
              user_id: userId,
              caso_id: casoId,
              filename,
              file_key: fileKey,
              size_bytes: bytes.length,
              report_id: options.reportId ?? null,
              created_at: created,
            });
          } catch (err) {
            if (isUniqueViolation(err) && attempt < 100) continue;
            throw err;
          }
          logger.info(
            { user_id: userId, action: 'pdf_generate', outcome: 'ok', size: bytes.length },
            'pdf generated',
          );
          return {
            archivo: filename,
            tamaño_bytes: bytes.length,
            url_descarga: downloadPath(casoId, filename),
            caso_id: casoId,
          };
        }
      } catch (err) {
        await files.delete(fileKey);
        throw err;
      }
    },

    async list(userId, casoId, reportId) {
      const valid = isValidPdfCaseId(casoId) && (reportId === undefined || UUID.test(reportId));
      const rows = valid ? await listPdfs(db, userId, casoId, reportId) : [];
      return {
        caso_id: casoId,
        total_informes: rows.length,
        informes: rows.map((r) => ({
          filename: r.filename,
          size: r.size_bytes,
          created_at: new Date(r.created_at).toISOString(),
        })),
      };
    },

    async open(userId, casoId, filename) {
      checkPath(casoId, filename);
      const row = await findPdf(db, userId, casoId, filename);
      if (!row) throw AppError.notFound(PDF_MESSAGES.notFound);
      let bytes: Buffer;
      try {
        bytes = await files.get(row.file_key);
      } catch (err) {
        logger.warn(
          { err, user_id: userId, action: 'pdf_download', outcome: 'missing_file' },
          'pdf file missing',
        );
        throw AppError.notFound(PDF_MESSAGES.notFound);
      }
      return { filename: row.filename, bytes };
    },

    async cleanup(userId, casoId, days) {
      if (!Number.isInteger(days) || days < 0 || days > MAX_CLEANUP_DAYS) {
        throw AppError.validation(PDF_MESSAGES.invalidDays, [
          { path: 'dias_antiguedad', message: PDF_MESSAGES.invalidDays },
        ]);
      }
      if (!isValidPdfCaseId(casoId)) return { eliminados: 0, mensaje: PDF_MESSAGES.cleaned(0, days) };
      const before = new Date(now().getTime() - days * 24 * 60 * 60 * 1000);
      const rows = await listPdfsOlderThan(db, userId, casoId, before);
      for (const row of rows) await files.delete(row.file_key);
      await deletePdfRows(
        db,
        userId,
        rows.map((r) => r.id),
      );
      logger.info(
        { user_id: userId, action: 'pdf_cleanup', outcome: 'ok', deleted: rows.length },
        'pdfs cleaned up',
      );
      return { eliminados: rows.length, mensaje: PDF_MESSAGES.cleaned(rows.length, days) };
    },

    async signDownload(userId, casoId, filename, ttlMs = SIGNED_DOWNLOAD_TTL_MS) {
      checkPath(casoId, filename);
      if (!UUID.test(userId)) throw new Error('signDownload: user id is not a uuid');
      const expires = now().getTime() + ttlMs;
      const token = `${userId}.${expires.toString(36)}.${(await mac(userId, casoId, filename, expires)).toString('base64url')}`;
      return `${downloadPath(casoId, filename)}?firma=${token}`;
    },

    async verifyDownload(casoId, filename, firma) {
      const refused = new AppError(403, 'invalid_signature', PDF_MESSAGES.badSignature);
      const m = /^([0-9a-f-]{36})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(firma);
      if (!m || !isValidPdfCaseId(casoId) || !isValidPdfFilename(filename)) throw refused;
      const [, userId = '', exp36 = '', sig = ''] = m;
      const expires = parseInt(exp36, 36);
      if (!UUID.test(userId) || !Number.isSafeInteger(expires)) throw refused;
      const expected = await mac(userId, casoId, filename, expires);
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused;
      if (expires <= now().getTime()) throw refused;
      return userId;
    },
  };
}
