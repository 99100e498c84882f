import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { MESSAGES } from '../messages.js';

/** `POST /api/pdf/generar-informe-legal` response; on failure only success and mensaje are guaranteed. */
export const GeneratedPdfSchema = z.object({
  success: z.boolean(),
  archivo: z.string().optional(),
  tamaño_bytes: z.int().nonnegative().optional(),
  url_descarga: z.string().optional(),
  mensaje: z.string().optional(),
});
/** Generated PDF record. */
export type GeneratedPdf = z.infer<typeof GeneratedPdfSchema>;

/** One PDF of a case (`informes` entry): file name, size in bytes, creation time. */
export const PdfListItemSchema = z.object({
  filename: z.string().min(1),
  size: z.int().nonnegative(),
  created_at: z.string(),
});
/** PDF list item. */
export type PdfListItem = z.infer<typeof PdfListItemSchema>;

/** `GET /api/pdf/listar/{caso_id}` response. */
export const PdfListResponseSchema = z.object({
  caso_id: z.string(),
  total_informes: z.int().nonnegative(),
  informes: z.array(PdfListItemSchema),
});
/** PDF list response. */
export type PdfListResponse = z.infer<typeof PdfListResponseSchema>;

/** The `metadata` of a PDF request: date (es-ES), document type, generator, plus optional report links. */
export const PdfMetadataSchema = z.object({
  fecha: z.string(),
  tipo_documento: z.string(),
  generado_por: z.string(),
  cliente: z.string().optional(),
  template_id: z.string().optional(),
  reporte_id: z.string().optional(),
});
/** PDF metadata. */
export type PdfMetadata = z.infer<typeof PdfMetadataSchema>;

/** `POST /api/pdf/generar-informe-legal` body, with the spec's Spanish validation messages. */
export const PdfGenerationRequestSchema = z.object({
  contenido_markdown: z
    .string()
    .refine((s) => s.trim().length >= LIMITS.minReportContentChars, MESSAGES.pdf.contentTooShort),
  titulo: z.string().refine((s) => s.trim() !== '', MESSAGES.pdf.titleRequired),
  caso_id: z.string().refine((s) => s.trim() !== '', MESSAGES.pdf.caseIdRequired),
  metadata: PdfMetadataSchema,
});
/** PDF generation request. */
export type PdfGenerationRequest = z.infer<typeof PdfGenerationRequestSchema>;
