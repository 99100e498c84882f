/**
 * Which PDF pages go to OCR, kept apart from extract.ts so the extraction pool (on the main thread) can
 * tell without loading pdf.js or mammoth.
 *
 * @module
 */
import type { ExtractedPage } from './extract.js';

/** Pages whose text layer has fewer non-space characters than this go to OCR. */
export const OCR_MIN_CHARS = 20;

/** Whether a page's text layer is too thin to stand, so OCR reads it when enabled. */
export function needsOcr(page: Pick<ExtractedPage, 'method' | 'text'>): boolean {
  return page.method === 'text' && page.text.replace(/\s+/g, '').length < OCR_MIN_CHARS;
}
