/**
 * Deciding an upload's type by its content (never its name or the client's MIME type) and refusing
 * what is not a readable PDF, DOCX or plain text, with a Spanish message (ADR 0010, upload safety).
 *
 * - PDF: `%PDF-` in the first KiB, `%%EOF` in the last KiB, and it must open with pdf.js (no password,
 *   at most {@link LIMITS.maxPdfPages} pages, every page object reachable).
 * - DOCX: a ZIP whose central directory is checked before anything is inflated (entry count, declared
 *   sizes and ratios, encryption, path names, macros), then every entry is inflated as a stream,
 *   counting real bytes against the same limits, so a lying header cannot inflate past them.
 * - TXT: no NUL, UTF-8 (BOM stripped) or else Windows-1252, and at most 5 % control characters.
 *
 * @module
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { openPdf } from './pdf.js';
import { DocumentRejected, LIMITS, type DocumentKind } from './rejections.js';

export {
  DocumentRejected,
  EXTRACT_MESSAGES,
  LIMITS,
  type DocumentKind,
  type ExtractMessageKey,
} from './rejections.js';

/** What {@link sniffDocument} found. */
export interface SniffResult {
  /** The type decided by content. */
  kind: DocumentKind;
  /** Page count of a PDF. */
  pages?: number;
  /** The decoded text of a TXT file (BOM stripped). */
  text?: string;
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');
const startsWith = (bytes: Buffer, sig: readonly number[], at = 0) =>
  sig.every((b, i) => bytes[at + i] === b);

/** Magic numbers of binary formats refused outright (clearer than failing the text checks). */
const BINARY_SIGNATURES: readonly (readonly number[])[] = [
  [0x4d, 0x5a], // MZ: Windows executables
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2: .doc, .xls, .msg
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x49, 0x49, 0x2a, 0x00], // TIFF
  [0x4d, 0x4d, 0x00, 0x2a], // TIFF
  [0x42, 0x4d], // BMP
  [0x1f, 0x8b], // gzip
  [0x42, 0x5a, 0x68], // bzip2
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x52, 0x61, 0x72, 0x21], // RAR
  [0xfe, 0xff], // UTF-16 BE BOM
  [0xff, 0xfe], // UTF-16 LE BOM
  [0x00, 0x61, 0x73, 0x6d], // wasm
];

/** Windows-1252 0x80–0x9F (WHATWG index); the five undefined bytes stay C1 controls. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

/**
 * Decodes Windows-1252. Node 20's `TextDecoder('windows-1252')` decodes as ISO-8859-1 (0x80–0x9F come
 * out as C1 controls instead of `€ “ ” – —`…), so that range is mapped here after decoding.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (c) => String.fromCharCode(CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? 0xfffd));
}

/** Text formats that are not plain text: markup, rich text, scripts, PostScript. */
const MARKUP =
  /^(?:<(?:!doctype|html|head|body|script|svg|iframe|meta|xml|xsl|style|object|embed|div|table|form|img|link|a|p)\b|<\?xml|<!--|\{\\rtf|%!PS|#!)/i;

/**
 * Decides a file's type by its content and checks that it can be processed safely. The caller has
 * already enforced the 10 MB upload limit.
 *
 * @param bytes the whole file
 * @returns the kind, with the page count of a PDF or the decoded text of a TXT
 * @throws {DocumentRejected} 415 for an unsupported or damaged file, 422 for a readable type that
 *   cannot be processed (password, too many pages, decompression limits)
 */
export async function sniffDocument(bytes: Buffer): Promise<SniffResult> {
  if (bytes.length === 0) throw DocumentRejected.of('empty');
  const head = ascii(bytes, 0, Math.min(bytes.length, 1024));
  // `%PDF-` may follow some junk (Acrobat looks in the first KiB), but not another format's header.
  if (
    head.includes('%PDF-') &&
    !startsWith(bytes, [0x50, 0x4b]) &&
    !BINARY_SIGNATURES.some((s) => startsWith(bytes, s))
  ) {
    return { kind: 'pdf', pages: await checkPdf(bytes) };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    await inspectDocx(bytes);
    return { kind: 'docx' };
  }
  return { kind: 'txt', text: decodeText(bytes) };
}

/** Opens a PDF with pdf.js and walks its page list; returns the page count. */
async function checkPdf(bytes: Buffer): Promise<number> {
  if (!ascii(bytes, Math.max(0, bytes.length - 1024), bytes.length).includes('%%EOF')) {
    throw DocumentRejected.of('pdfInvalid');
  }
  // A page tree root may lie about its size (pdf.js then counts the real pages); a lie is refused.
  for (const m of ascii(bytes, 0, bytes.length).matchAll(/\/Count\s+(\d{1,12})\b/g)) {
    if (Number(m[1]) > LIMITS.maxPdfPages) throw DocumentRejected.of('pdfTooManyPages');
  }
  const pdf = await openPdf(bytes);
  try {
    const pages = pdf.numPages;
    // Asked all at once: one page after another waited a message round trip each (97 ms for 116 pages
    // warm, 13 ms at once).
    try {
      await Promise.all(Array.from({ length: pages }, (_, i) => pdf.getPage(i + 1)));
    } catch {
      throw DocumentRejected.of('pdfInvalid');
    }
    return pages;
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * Decodes a plain-text file: UTF-8 (a BOM is dropped) or, when it is not valid UTF-8, Windows-1252.
 *
 * @throws {DocumentRejected} 415 for NUL bytes, binary signatures, markup or too many control characters
 */
export function decodeText(bytes: Buffer): string {
  if (bytes.length === 0) throw DocumentRejected.of('empty');
  if (bytes.includes(0) || BINARY_SIGNATURES.some((sig) => startsWith(bytes, sig))) {
    throw DocumentRejected.of('unsupported');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = decodeWindows1252(bytes);
  }
  if (MARKUP.test(text.trimStart())) throw DocumentRejected.of('unsupported');
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) || (c >= 0x7f && c <= 0x9f)) {
      control++;
    }
  }
  if (control > text.length * LIMITS.maxControlShare) throw DocumentRejected.of('unsupported');
  if (text.trim().length === 0) throw DocumentRejected.of('empty');
  return text;
}

/** Entry names that mean macros or ActiveX controls. */
const MACRO_NAME = /(?:^|\/)vbaProject[^/]*$|(?:^|\/)vbaData\.xml$|(?:^|\/)activeX\/[^/]*\.bin$/i;

function unsafePath(name: string): boolean {
  return (
    name.startsWith('/') ||
    name.startsWith('\\') ||
    /^[a-z]:/i.test(name) ||
    name.includes('\0') ||
    name.split(/[\\/]/).some((part) => part === '..')
  );
}

/**
 * Checks a DOCX (ZIP) without trusting its headers: first the central directory (entry count,
 * encryption, path names, macro parts, `word/document.xml` present, declared sizes and ratios), then
 * every entry inflated as a stream whose real size must match its declared size and stay within the
 * limits, and `[Content_Types].xml` must not declare a macro-enabled document.
 *
 * @param options.keep - return every entry's inflated bytes by name (extraction reads the document from
 *   them instead of inflating it a second time); otherwise the map is empty
 * @throws {DocumentRejected} 415 or 422
 */
export async function inspectDocx(
  bytes: Buffer,
  options: { keep?: boolean } = {},
): Promise<Map<string, Buffer>> {
  const kept = new Map<string, Buffer>();
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(
        bytes,
        { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, strictFileNames: false },
        (err, z) => (err || !z ? reject(err ?? new Error('zip')) : resolve(z)),
      ),
    );
  } catch {
    throw DocumentRejected.of('docxInvalid');
  }
  try {
    if (zip.entryCount > LIMITS.maxZipEntries) throw DocumentRejected.of('docxTooManyEntries');
    const entries = await readCentralDirectory(zip);
    const names = new Set(entries.map((e) => e.name));
    if (!names.has('word/document.xml')) throw DocumentRejected.of('unsupported');
    let declared = 0;
    for (const { entry } of entries) {
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > LIMITS.ratioFloor && ratio > LIMITS.maxZipRatio) {
        throw DocumentRejected.of('docxCompression');
      }
    }
    if (declared > LIMITS.maxZipUncompressed) throw DocumentRejected.of('docxTooLarge');
    let inflated = 0;
    for (const { name, entry } of entries) {
      const keep = options.keep === true || name === '[Content_Types].xml';
      const parts: Buffer[] = [];
      let size = 0;
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          size += chunk.length;
          inflated += chunk.length;
          if (inflated > LIMITS.maxZipUncompressed) return done(DocumentRejected.of('docxTooLarge'));
          if (size > LIMITS.ratioFloor && size / Math.max(1, entry.compressedSize) > LIMITS.maxZipRatio) {
            return done(DocumentRejected.of('docxCompression'));
          }
          if (keep) parts.push(chunk);
          done();
        },
      });
      try {
        const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
          zip.openReadStream(entry, (err, s) => (err || !s ? reject(err ?? new Error('zip')) : resolve(s))),
        );
        await pipeline(stream, sink);
      } catch (err) {
        if (err instanceof DocumentRejected) throw err;
        throw DocumentRejected.of('docxInvalid');
      }
      const content = keep ? Buffer.concat(parts) : undefined;
      if (name === '[Content_Types].xml' && /macroEnabled/i.test(content?.toString('utf8') ?? '')) {
        throw DocumentRejected.of('docxMacros');
      }
      if (options.keep && content) kept.set(name, content);
    }
    return kept;
  } finally {
    zip.close();
  }
}

interface NamedEntry {
  name: string;
  entry: yauzl.Entry;
}

/** Reads every central-directory record (nothing inflated) and checks the per-entry rules. */
function readCentralDirectory(zip: yauzl.ZipFile): Promise<NamedEntry[]> {
  return new Promise<NamedEntry[]>((resolve, reject) => {
    const entries: NamedEntry[] = [];
    const fail = (err: unknown) => {
      zip.removeAllListeners();
      reject(err instanceof DocumentRejected ? err : DocumentRejected.of('docxInvalid'));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      const raw = entry.fileName as unknown as Buffer;
      const name = Buffer.isBuffer(raw)
        ? raw.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1')
        : String(raw);
      if ((entry.generalPurposeBitFlag & 0x1) !== 0 || (entry.generalPurposeBitFlag & 0x40) !== 0) {
        return fail(DocumentRejected.of('docxEncrypted'));
      }
      if (unsafePath(name)) return fail(DocumentRejected.of('docxUnsafePaths'));
      if (MACRO_NAME.test(name)) return fail(DocumentRejected.of('docxMacros'));
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        return fail(DocumentRejected.of(entry.compressionMethod === 99 ? 'docxEncrypted' : 'docxInvalid'));
      }
      if (!name.endsWith('/')) entries.push({ name, entry });
      zip.readEntry();
    });
    zip.readEntry();
  });
}
