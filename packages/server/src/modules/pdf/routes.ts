/**
 * The PDF service routes (spec §7, ADR 0012), mounted at `/api/pdf` behind `requireUser` (the user is
 * the token's subject; no `user_id` is read):
 *
 * - `POST /generar-informe-legal` JSON `PdfGenerationRequest` → `{success: true, archivo, tamaño_bytes,
 *   url_descarga, mensaje: 'PDF generado correctamente'}`; invalid body → 400 `validation_error`.
 * - `GET /listar/{caso_id}` → `{caso_id, total_informes, informes: [{filename, size, created_at}]}`,
 *   newest first.
 * - `GET /descargar/{caso_id}/{filename}` → the PDF (`application/pdf`, RFC 6266 `Content-Disposition`,
 *   `Cache-Control: no-store`); bad name → 400 `invalid_filename`, unknown → 404. With `?firma=` the
 *   same path opens without a bearer token ({@link signedPdfDownload}, mounted before authentication).
 * - `GET /test` → `{status: 'ok', mensaje: 'Servicio PDF operativo'}`.
 * - `DELETE /limpiar/{caso_id}?dias_antiguedad=30` → `{eliminados, mensaje}`; days must be 0..3650.
 *
 * @module
 */
import { PdfGenerationRequestSchema } from '@alegato/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { validate } from '../../middleware/validate.js';
import type { AppEnv } from '../../types.js';
import { PDF_MESSAGES, type OpenedPdf, type PdfService } from './service.js';

/** Dependencies of {@link pdfRoutes}. */
export interface PdfRoutesDeps {
  pdf: PdfService;
  /**
   * Told when a PDF was rendered for one of the user's reports (`metadata.reporte_id`): the reports
   * module records it (status generated, ADR 0011). A failure there is logged, never the request's.
   */
  onReportPdf?: (
    userId: string,
    reportId: string,
    pdf: { caso_id: string; archivo: string },
  ) => Promise<void>;
}

/**
 * `Content-Disposition: attachment` for a download name (RFC 6266 / RFC 8187): an ASCII fallback in
 * `filename` (quotes, backslashes and controls replaced) and the exact UTF-8 name in `filename*`.
 */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function pdfResponse(c: Context<AppEnv>, file: OpenedPdf): Response {
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(file.bytes.length),
    'Content-Disposition': contentDisposition(file.filename),
    'Cache-Control': 'no-store',
  });
}

/** A path segment decoded once; a malformed escape is a bad name. */
function segment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new AppError(400, 'invalid_filename', PDF_MESSAGES.invalidFilename);
  }
}

const DOWNLOAD_PREFIX = '/api/pdf/descargar/';

/**
 * Serves `GET /api/pdf/descargar/{caso_id}/{filename}?firma=…` without a bearer token when the
 * signature is valid and unexpired (403 otherwise); requests without `firma` go on to the bearer
 * authentication. Mount before `requireUser`.
 */
export function signedPdfDownload(pdf: PdfService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const firma = c.req.query('firma');
    if (firma === undefined || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const rest = c.req.path.startsWith(DOWNLOAD_PREFIX) ? c.req.path.slice(DOWNLOAD_PREFIX.length) : '';
    const parts = rest.split('/');
    if (parts.length !== 2) throw new AppError(400, 'invalid_filename', PDF_MESSAGES.invalidFilename);
    const casoId = segment(parts[0] ?? '');
    const filename = segment(parts[1] ?? '');
    let userId: string;
    try {
      userId = await pdf.verifyDownload(casoId, filename, firma);
    } catch (err) {
      c.get('log').info(
        { action: 'pdf_download', outcome: 'denied', reason: 'signature' },
        'signed link refused',
      );
      throw err;
    }
    const file = await pdf.open(userId, casoId, filename);
    c.get('log').info(
      { user_id: userId, action: 'pdf_download', outcome: 'ok', signed: true },
      'pdf downloaded',
    );
    return pdfResponse(c, file);
  };
}

/** `GET /listar/{caso_id}?reporte_id`: a malformed id lists nothing (the service checks it). */
const ListQuerySchema = z.object({ reporte_id: z.string().optional() });

/**
 * `DELETE /limpiar/{caso_id}?dias_antiguedad`: 30 when absent; anything but 1 to 4 digits becomes NaN,
 * which the service refuses with its Spanish message (400).
 */
const CleanupQuerySchema = z.object({
  dias_antiguedad: z
    .string()
    .optional()
    .transform((raw) => (raw === undefined ? 30 : /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN)),
});

/** The `/api/pdf` router. */
export function pdfRoutes(deps: PdfRoutesDeps): Hono<AppEnv> {
  const { pdf } = deps;
  const router = new Hono<AppEnv>();

  router.get('/test', (c) => c.json({ status: 'ok', mensaje: PDF_MESSAGES.serviceOk }));

  router.post('/generar-informe-legal', validate('json', PdfGenerationRequestSchema), async (c) => {
    const user = c.get('user');
    const request = c.req.valid('json');
    const result = await pdf.generate(
      user.id,
      request,
      request.metadata.reporte_id ? { reportId: request.metadata.reporte_id } : {},
    );
    if (request.metadata.reporte_id && deps.onReportPdf) {
      await deps.onReportPdf(user.id, request.metadata.reporte_id, result).catch((err: unknown) => {
        c.get('log').warn({ err, user_id: user.id, action: 'report_pdf_record' }, 'report PDF not recorded');
      });
    }
    return c.json({
      success: true,
      archivo: result.archivo,
      tamaño_bytes: result.tamaño_bytes,
      url_descarga: result.url_descarga,
      mensaje: PDF_MESSAGES.generated,
    });
  });

  router.get('/listar/:caso_id', validate('query', ListQuerySchema), async (c) => {
    const user = c.get('user');
    c.header('Cache-Control', 'no-store');
    return c.json(await pdf.list(user.id, c.req.param('caso_id'), c.req.valid('query').reporte_id));
  });

  router.get('/descargar/:caso_id/:filename', async (c) => {
    const user = c.get('user');
    const file = await pdf.open(user.id, c.req.param('caso_id'), c.req.param('filename'));
    c.get('log').info({ user_id: user.id, action: 'pdf_download', outcome: 'ok' }, 'pdf downloaded');
    return pdfResponse(c, file);
  });

  router.delete('/limpiar/:caso_id', validate('query', CleanupQuerySchema), async (c) => {
    const user = c.get('user');
    const days = c.req.valid('query').dias_antiguedad;
    return c.json(await pdf.cleanup(user.id, c.req.param('caso_id'), days));
  });

  return router;
}
