/**
 * The types, limits and Spanish rejections shared by the extraction library.
 *
 * @module
 */
import { MESSAGES } from '@alegato/domain/vocabulary';

/** The document types the service accepts. */
export type DocumentKind = 'pdf' | 'docx' | 'txt';

/** Every Spanish message this library can answer with. */
export const EXTRACT_MESSAGES = {
  empty: 'El archivo está vacío.',
  unsupported: MESSAGES.documents.unsupportedFormat,
  pdfInvalid: 'El archivo no es un PDF válido o está dañado.',
  pdfEncrypted: 'El PDF está protegido con contraseña y no se puede leer.',
  pdfTooManyPages: 'El PDF tiene demasiadas páginas (máximo 2000).',
  pdfNoPages: 'El PDF no tiene páginas.',
  docxInvalid: 'El archivo no es un documento DOCX válido o está dañado.',
  docxMacros: 'El documento contiene macros o controles ActiveX y no se admite por seguridad.',
  docxEncrypted: 'El documento DOCX está cifrado o protegido con contraseña y no se puede leer.',
  docxTooManyEntries: 'El documento DOCX tiene demasiados elementos internos (máximo 1000).',
  docxTooLarge: 'El documento DOCX descomprimido supera el tamaño máximo de 50 MB.',
  docxCompression: 'El documento DOCX tiene una compresión anómala y se ha rechazado por seguridad.',
  docxUnsafePaths: 'El documento DOCX contiene rutas internas no permitidas.',
  extractFailed: 'No se pudo extraer el texto del documento.',
  tooComplex:
    'El documento es demasiado complejo para procesarlo (supera el tiempo, la memoria o el tamaño de imagen permitidos). Divídelo o guárdalo de nuevo como PDF con texto y vuelve a subirlo.',
} as const;

/** A key of {@link EXTRACT_MESSAGES}. */
export type ExtractMessageKey = keyof typeof EXTRACT_MESSAGES;

/** The limits of {@link sniffDocument}. */
export const LIMITS = {
  /** Most pages a PDF may have. */
  maxPdfPages: 2000,
  /** Most entries in a DOCX (ZIP) file. */
  maxZipEntries: 1000,
  /** Most bytes a DOCX may inflate to, all entries together. */
  maxZipUncompressed: 50 * 1024 * 1024,
  /** Highest compression ratio allowed for an entry larger than {@link LIMITS.ratioFloor}. */
  maxZipRatio: 100,
  /** Entries up to this size may have any ratio (a page of spaces compresses very well). */
  ratioFloor: 1024 * 1024,
  /** Highest share of control characters (other than tab, CR, LF, FF) a text file may have. */
  maxControlShare: 0.05,
  /** Most text pieces pdf.js may return for one page (a page of millions of tiny operators is refused). */
  maxTextItemsPerPage: 100_000,
  /** Most characters of text a document may yield in all. */
  maxTextChars: 12 * 1024 * 1024,
  /** Largest image pdf.js decodes, in pixels (4096 × 4096); bigger images are skipped, not allocated. */
  maxImagePixels: 4096 * 4096,
} as const;

/** HTTP status and error code of each rejection. */
const REJECTIONS: Record<ExtractMessageKey, { status: 415 | 422; code: string }> = {
  empty: { status: 415, code: 'empty_file' },
  unsupported: { status: 415, code: 'unsupported_media_type' },
  pdfInvalid: { status: 415, code: 'invalid_pdf' },
  pdfEncrypted: { status: 422, code: 'encrypted_pdf' },
  pdfTooManyPages: { status: 422, code: 'too_many_pages' },
  pdfNoPages: { status: 422, code: 'empty_pdf' },
  docxInvalid: { status: 415, code: 'invalid_docx' },
  docxMacros: { status: 415, code: 'docx_macros' },
  docxEncrypted: { status: 422, code: 'encrypted_docx' },
  docxTooManyEntries: { status: 422, code: 'docx_too_many_entries' },
  docxTooLarge: { status: 422, code: 'docx_too_large' },
  docxCompression: { status: 422, code: 'docx_compression_ratio' },
  docxUnsafePaths: { status: 415, code: 'docx_unsafe_paths' },
  extractFailed: { status: 422, code: 'extraction_failed' },
  tooComplex: { status: 422, code: 'document_too_complex' },
};

/**
 * A file refused for its content: `status` is 415 (not a readable PDF, DOCX or TXT) or 422 (the right
 * type but it cannot or may not be processed: password, limits), `message` is Spanish and safe to show.
 */
export class DocumentRejected extends Error {
  override readonly name = 'DocumentRejected';

  /**
   * @param status 415 or 422
   * @param code a stable machine code (`invalid_pdf`, `docx_macros`…)
   * @param message the Spanish message for the user
   */
  constructor(
    readonly status: 415 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  /** The rejection named by a key of {@link EXTRACT_MESSAGES}. */
  static of(key: ExtractMessageKey): DocumentRejected {
    const { status, code } = REJECTIONS[key];
    return new DocumentRejected(status, code, EXTRACT_MESSAGES[key]);
  }
}
