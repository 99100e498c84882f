/**
 * Opening PDFs with pdf.js (through unpdf) with safe options and Spanish rejections.
 *
 * @module
 */
import { getDocumentProxy } from 'unpdf';
import { DocumentRejected, LIMITS } from './rejections.js';

/** The pdf.js document proxy unpdf returns. */
export type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * Opens a PDF (a copy of `bytes`: pdf.js may detach its input) with XFA, font faces, system fonts and every
 * fetch off (this pdf.js has no `isEvalSupported` any more: it never evaluates font code) and only errors
 * logged, and checks it has between 1 and {@link LIMITS.maxPdfPages} pages.
 *
 * @throws {DocumentRejected} 422 for a password or too many pages, 415 for anything unreadable
 */
export async function openPdf(bytes: Buffer): Promise<PdfDocument> {
  let pdf: PdfDocument;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      enableXfa: false,
      disableFontFace: true,
      useSystemFonts: false,
      isOffscreenCanvasSupported: false,
      // The whole file is in memory: no range requests, no streaming, no prefetching of pages.
      disableAutoFetch: true,
      disableStream: true,
      disableRange: true,
      // No standard-font or CMap files fetched from disk: text comes from the PDF's own fonts and their
      // ToUnicode maps, and parsing a standard font program per document would only cost time.
      useWorkerFetch: false,
      standardFontDataUrl: undefined,
      stopAtErrors: false,
      verbosity: 0,
      // Decoded images above LIMITS.maxImagePixels are skipped rather than allocated.
      maxImageSize: LIMITS.maxImagePixels,
    });
  } catch (err) {
    const name = (err as { name?: unknown } | null)?.name;
    if (name === 'PasswordException') throw DocumentRejected.of('pdfEncrypted');
    throw DocumentRejected.of('pdfInvalid');
  }
  const pages = pdf.numPages;
  if (!Number.isInteger(pages) || pages < 1 || pages > LIMITS.maxPdfPages) {
    await pdf.loadingTask.destroy();
    throw DocumentRejected.of(pages > LIMITS.maxPdfPages ? 'pdfTooManyPages' : 'pdfNoPages');
  }
  return pdf;
}
