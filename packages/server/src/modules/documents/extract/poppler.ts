/**
 * The fast PDF text extractor: poppler's `pdftotext` (Debian `poppler-utils`), about ten times less CPU
 * than pdf.js per page, with pdf.js as the fallback when it is absent or fails (ADR 0015, "Speed").
 *
 * `pdftotext -raw -bbox` gives every word with its box in content-stream order, the order pdf.js gives
 * its text items in; each page's words go through the same {@link joinTextItems} as pdf.js's items and
 * the same Unicode normalisation, so pages, lines, paragraphs — and with them chunks, citations and page
 * numbers — come out as pdf.js's do (compared on the corpus in `poppler.test.ts`).
 *
 * Two halves, both run in an extraction thread (a spawn blocks its caller until the program starts, so
 * never on the event loop): {@link runPdftotext} spawns the process (the pool kills it with the thread on
 * abort and at the time limit) and {@link pagesFromBbox} turns its output into pages.
 *
 * @module
 */
import { spawn } from 'node:child_process';
import { joinTextItems, type ExtractedPage, type TextItemLike } from './extract.js';
import { DocumentRejected, LIMITS } from './rejections.js';

/** Options of {@link runPdftotext}. */
export interface PdftotextOptions {
  /** The program. @default 'pdftotext' */
  bin?: string;
  /** Kills the process and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Told the process id once it runs (the extraction pool kills it with its thread). */
  onSpawn?: (pid: number) => void;
  /** Wall-clock limit; past it the process is killed and the document refused as too complex. */
  timeoutMs: number;
  /**
   * Pages `from`..`to` only (1-based, inclusive): a share of a long PDF that the extraction pool splits
   * across threads. @default every page, up to one past the cap
   */
  pages?: { from: number; to: number };
  /** Address-space limit of the process in MB (`ulimit -v`, where a POSIX shell exists). @default 768 */
  maxMemoryMb?: number;
  /**
   * Output past this many bytes stops the process and pdf.js reads the document instead (about 1,300
   * dense pages: the `-bbox` output is some 50 KB a page, held in memory until a thread parses it).
   * @default 64 MB
   */
  maxOutputBytes?: number;
}

/**
 * What {@link runPdftotext} gives: the `-bbox` XHTML, or why pdf.js has to read the file instead
 * (`missing`: no such program; `failed`: it refused the file or crashed; `output`: too much output).
 */
export type PdftotextResult =
  { ok: true; output: Buffer } | { ok: false; reason: 'missing' | 'failed' | 'output'; detail?: string };

/**
 * Runs `pdftotext -q -enc UTF-8 -raw -bbox -l <maxPdfPages + 1> - -` with the PDF on standard input
 * (`-f <from> -l <to>` for a page range). Pages past the cap are not even read (one more than the cap, so
 * a longer document is still refused by {@link pagesFromBbox}). On POSIX systems the process runs under `ulimit -v` (the extraction
 * threads' heap limit). Resolves `{ok: false}` for anything pdf.js should judge instead.
 *
 * @throws {DocumentRejected} `tooComplex` when the time limit passes (the same limit as a pdf.js task)
 * @throws the signal's reason when aborted (the process is killed first)
 */
export function runPdftotext(bytes: Uint8Array, options: PdftotextOptions): Promise<PdftotextResult> {
  const bin = options.bin ?? 'pdftotext';
  const maxOutput = options.maxOutputBytes ?? 64 * 1024 * 1024;
  const from = options.pages?.from ?? 1;
  const to = Math.min(options.pages?.to ?? Infinity, LIMITS.maxPdfPages + 1);
  const args = ['-q', '-enc', 'UTF-8', '-raw', '-bbox', '-f', String(from), '-l', String(to), '-', '-'];
  const limitKb = (options.maxMemoryMb ?? 768) * 1024;
  const [command, argv] =
    process.platform === 'win32'
      ? [bin, args]
      : // `$0` is the program, `$@` its arguments: nothing of the document reaches the shell.
        ['/bin/sh', ['-c', `ulimit -v ${limitKb} 2>/dev/null; exec "$0" "$@"`, bin, ...args]];
  return new Promise((resolve, reject) => {
    options.signal?.throwIfAborted();
    const child = spawn(command, argv, { stdio: ['pipe', 'pipe', 'ignore'], windowsHide: true });
    if (child.pid !== undefined) options.onSpawn?.(child.pid);
    const parts: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const stop = () => {
      child.stdout.destroy();
      child.kill('SIGKILL');
    };
    const onAbort = () => {
      stop();
      settle(() => reject(options.signal?.reason));
    };
    const timer = setTimeout(() => {
      stop();
      settle(() => reject(DocumentRejected.of('tooComplex')));
    }, options.timeoutMs);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (err: NodeJS.ErrnoException) =>
      settle(() => resolve({ ok: false, reason: err.code === 'ENOENT' ? 'missing' : 'failed' })),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutput) {
        stop();
        settle(() => resolve({ ok: false, reason: 'output' }));
      } else parts.push(chunk);
    });
    child.on('close', (code, signal) => {
      // 127: the shell found no such program.
      if (code === 127) return settle(() => resolve({ ok: false, reason: 'missing' }));
      if (code !== 0) {
        const detail = signal ?? `exit ${code}`;
        return settle(() => resolve({ ok: false, reason: 'failed', detail }));
      }
      settle(() => resolve({ ok: true, output: Buffer.concat(parts, size) }));
    });
    // A process that exits before reading all of its input closes the pipe: not an error of ours.
    child.stdin.on('error', () => undefined);
    child.stdin.end(bytes);
  });
}

/**
 * pdf.js's text normalisation (`normalizeUnicode`): NFKC of ligatures, presentation forms and a few
 * spaces and signs only — not of `º`, `ª` or `½`, which NFKC would change and pdf.js keeps.
 */
const PDFJS_NORMALISED =
  /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40\ufb41\ufb43\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;

/** Normalises text as pdf.js's `getTextContent` does by default (see {@link PDFJS_NORMALISED}). */
export function normaliseLikePdfJs(text: string): string {
  return text.replace(PDFJS_NORMALISED, (_m, nfkc: string | undefined, st: string | undefined) =>
    nfkc ? nfkc.normalize('NFKC') : 'ſt'.repeat(st?.length ?? 0),
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] !== '#') return ENTITIES[e] ?? m;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * A page with more words than this is left to pdf.js, which then applies its own limit of text items per
 * page ({@link LIMITS.maxTextItemsPerPage}): `pdftotext` merges characters drawn on top of each other, so
 * the operator bomb (a million one-letter text operations on one spot) comes out of it as tens of
 * thousands of words, under pdf.js's limit, while pdf.js refuses it as too complex. A dense legal page has
 * about a thousand words.
 */
export const PDFTOTEXT_MAX_WORDS_PER_PAGE = 10_000;

/** A page's start (its height), a word (its box and text) or a page's end, in one pass over the output. */
const TOKEN =
  /<page width="[\d.]+" height="([\d.]+)">|<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([^<]*)<\/word>|<\/page>/g;

/**
 * Pages from `pdftotext -raw -bbox` output, each page's words joined by {@link joinTextItems} (a word is
 * a text item at its box's bottom-left corner, as high as its box) and normalised as pdf.js does.
 * Returns `undefined` when a page has more than {@link PDFTOTEXT_MAX_WORDS_PER_PAGE} words, so pdf.js
 * decides on that document as it always did. `firstPage` numbers the pages of a range's output (the
 * limits then hold for the range; the pool holds the whole text to its limit).
 *
 * @throws {DocumentRejected} `pdfTooManyPages` past {@link LIMITS.maxPdfPages}, `pdfNoPages` without any,
 *   `tooComplex` past {@link LIMITS.maxTextChars} characters in all (pdf.js's limits)
 */
export function pagesFromBbox(output: string, firstPage = 1): ExtractedPage[] | undefined {
  const pages: ExtractedPage[] = [];
  let chars = 0;
  let height: number | undefined;
  let items: TextItemLike[] = [];
  for (const m of output.matchAll(TOKEN)) {
    if (m[1] !== undefined) {
      height = Number(m[1]);
      items = [];
    } else if (m[2] !== undefined) {
      if (height === undefined) continue;
      if (items.length === PDFTOTEXT_MAX_WORDS_PER_PAGE) return undefined;
      const x0 = Number(m[2]);
      const y1 = Number(m[5]);
      items.push({
        // Normalised before joining, as pdf.js does; the space ends the word (pdftotext has already
        // cut the words, and a justified line's spaces are narrower than joinTextItems's own rule).
        str: `${normaliseLikePdfJs(unescapeXml(m[6] ?? ''))} `,
        transform: [1, 0, 0, 1, x0, height - y1],
        width: Number(m[4]) - x0,
        height: y1 - Number(m[3]),
      });
    } else if (height !== undefined) {
      const text = joinTextItems(items);
      chars += text.length;
      if (chars > LIMITS.maxTextChars) throw DocumentRejected.of('tooComplex');
      pages.push({ page: firstPage + pages.length, text, method: 'text', confidence: null });
      if (firstPage - 1 + pages.length > LIMITS.maxPdfPages) throw DocumentRejected.of('pdfTooManyPages');
      height = undefined;
    }
  }
  if (pages.length === 0) throw DocumentRejected.of('pdfNoPages');
  return pages;
}
