/**
 * The document extraction library (no HTTP, no database): deciding a file's type by content and
 * refusing unsafe files ({@link sniffDocument}), text per page with OCR for pages without a text layer
 * ({@link extractPages}, {@link createOcrEngine}) and search chunks with page ranges and headings
 * ({@link chunkPages}). See ADR 0010 (upload safety, ingestion).
 *
 * @example
 * const { kind } = await sniffDocument(bytes); // throws DocumentRejected (415/422, Spanish message)
 * const pages = await extractPages(bytes, kind, { ocr: createOcrEngine(), onProgress });
 * const chunks = chunkPages(pages);
 *
 * @module
 */
export {
  DocumentRejected,
  EXTRACT_MESSAGES,
  LIMITS,
  type DocumentKind,
  type ExtractMessageKey,
} from './rejections.js';
export { sniffDocument, decodeText, inspectDocx, type SniffResult } from './sniff.js';
export {
  extractPages,
  extractPdfRange,
  joinTextItems,
  OCR_MIN_CHARS,
  type ExtractedPage,
  type ExtractOptions,
  type TextItemLike,
} from './extract.js';
export { createOcrEngine, renderPdfPage, spanishModelDir, type OcrEngine } from './ocr.js';
export { chunkPages, detectHeading, type Chunk, type ChunkOptions, type HeadingMatch } from './chunk.js';
export { htmlToText } from './html.js';
export { appPageCount, extractDocx, markPageBreaks, type DocxPages } from './docx.js';
