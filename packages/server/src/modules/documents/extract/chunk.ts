/**
 * Cutting extracted pages into search chunks of about 1,200 characters on paragraph boundaries, each
 * with its page range and the nearest preceding heading. Pure and linear in the text's length.
 *
 * @module
 */
import type { ExtractedPage } from './extract.js';

/** One search chunk. */
export interface Chunk {
  /** 0-based position in the document. */
  ordinal: number;
  /** Paragraphs separated by a blank line; never empty, never cut inside a word. */
  text: string;
  /** The heading in force where the chunk starts (`FUNDAMENTOS DE DERECHO — SEGUNDO`), or null. */
  heading: string | null;
  /** First page the chunk's text comes from (1-based). */
  pageFrom: number;
  /** Last page the chunk's text comes from. */
  pageTo: number;
}

/** Options of {@link chunkPages}. */
export interface ChunkOptions {
  /**
   * Size a chunk grows to before a paragraph boundary closes it.
   * @default 1200
   */
  targetChars?: number;
  /**
   * Hard ceiling: longer paragraphs are split on sentences, then on spaces.
   * @default 2000
   */
  maxChars?: number;
}

/** What a heading line or a section marker contributes. */
export interface HeadingMatch {
  /** `major` (a section: FUNDAMENTOS DE DERECHO, TÍTULO I, an ALL-CAPS line, a DOCX heading) or `minor` (PRIMERO.-, Artículo 12., CLÁUSULA 3). */
  level: 'major' | 'minor';
  /** The heading text to carry. */
  text: string;
  /** True when the whole line is the heading (no body text follows on it). */
  whole: boolean;
}

const SECTION =
  /^(?:ANTECEDENTES DE HECHO|HECHOS PROBADOS|HECHOS|FUNDAMENTOS DE DERECHO|FUNDAMENTOS JUR[IÍ]DICOS|FUNDAMENTOS|FALLO|FALLAMOS|PARTE DISPOSITIVA|DISPONGO|ACUERDO|ACUERDA|RESUELVO|DECIDO|ENCABEZAMIENTO|EXPOSICI[OÓ]N DE MOTIVOS|PRE[AÁ]MBULO|VOTO PARTICULAR|SUPLICO|OTROS[IÍ] DIGO|EXPONE|EXPONGO|SOLICITO|ESTIPULACIONES|CL[AÁ]USULAS|REUNIDOS|INTERVIENEN|MANIFIESTAN)\s*[:.]?$/i;
const STRUCTURE =
  /^(?:T[IÍ]TULO|CAP[IÍ]TULO|SECCI[OÓ]N|LIBRO|ANEXO|DISPOSICI[OÓ]N\s+(?:ADICIONAL|TRANSITORIA|DEROGATORIA|FINAL))\b/i;
const ARTICLE =
  /^(?:Art[íi]culo|ART[ÍI]CULO)\s+\d+[a-z]?(?:\s+(?:bis|ter|quater|BIS|TER))?\s*(?:\.-|\.|:|-|–|—|º\.?)?/u;
const CLAUSE =
  /^(?:CL[ÁA]USULA|Cl[áa]usula)\s+(?:\d+(?:\.\d+)*|[IVXLC]+|[A-ZÁÉÍÓÚ]+)\b\s*(?:\.-|\.|:|-|–|—)?/u;
const ORDINAL_WORD =
  'PRIMER[OA]|SEGUND[OA]|TERCER[OA]|CUART[OA]|QUINT[OA]|SEXT[OA]|S[ÉE]PTIM[OA]|OCTAV[OA]|NOVEN[OA]';
const ORDINAL = new RegExp(
  `^(?:(?:D[ÉE]CIM[OA]|VIG[ÉE]SIM[OA])(?:\\s*(?:${ORDINAL_WORD}))?|UND[ÉE]CIM[OA]|DUOD[ÉE]CIM[OA]|[ÚU]NIC[OA]|${ORDINAL_WORD})\\s*(?:\\.-|\\.–|\\.—|\\.|-|–|—|:)`,
  'u',
);

/**
 * Recognises a Spanish legal heading or section marker at the start of a line.
 *
 * @param line one line, already trimmed
 * @returns the match, or null for body text
 */
export function detectHeading(line: string): HeadingMatch | null {
  if (line.length === 0) return null;
  const short = line.length <= 100;
  if (line.length <= 160 && SECTION.test(line))
    return { level: 'major', text: line.replace(/\s*[:.]$/, ''), whole: true };
  if (short && STRUCTURE.test(line))
    return { level: 'major', text: line.replace(/\s*[:.]$/, ''), whole: true };
  for (const re of [ARTICLE, CLAUSE, ORDINAL]) {
    const m = re.exec(line);
    if (!m) continue;
    const marker = m[0].replace(/[\s.:\-–—º]+$/u, '');
    const whole =
      short && !/[.;,]\s*\S.*[.;]$/.test(line.slice(m[0].length)) && line.length - m[0].length < 80;
    return { level: 'minor', text: whole ? line.replace(/[\s.:\-–—]+$/u, '') : marker, whole };
  }
  if (short && isAllCaps(line)) return { level: 'major', text: line.replace(/\s*[:.]$/, ''), whole: true };
  return null;
}

/** A short line of capitals (at least 4 letters, letters at least half of it, not ending in a comma). */
function isAllCaps(line: string): boolean {
  if (/[,;]$/.test(line)) return false;
  let letters = 0;
  for (const ch of line) {
    const lower = ch.toLowerCase();
    const upper = ch.toUpperCase();
    if (lower === upper) continue;
    if (ch !== upper) return false;
    letters++;
  }
  return letters >= 4 && letters * 2 >= line.replace(/\s/g, '').length;
}

interface Para {
  text: string;
  page: number;
  /** The heading this paragraph sets, if it is or starts with one. */
  sets?: HeadingMatch;
  /** The heading in force once this paragraph was added to a chunk. */
  headingAt?: string | null;
}

/** Lines that repeat on many pages (running headers such as `JURISPRUDENCIA`) are not headings. */
function runningLines(pages: readonly ExtractedPage[]): Set<string> {
  if (pages.length < 3) return new Set();
  const seen = new Map<string, number>();
  for (const p of pages) {
    const lines = new Set(
      p.text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l.length > 0 && l.length <= 100),
    );
    for (const l of lines) seen.set(l, (seen.get(l) ?? 0) + 1);
  }
  const min = Math.max(3, Math.ceil(pages.length * 0.3));
  return new Set([...seen].filter(([, n]) => n >= min).map(([l]) => l));
}

/** Splits a page into paragraphs, with heading lines and section markers starting their own. */
function paragraphs(page: ExtractedPage, running: Set<string>, out: Para[]): void {
  const docxHeadings = new Set(page.headings ?? []);
  for (const block of page.text.split(/\n[ \t]*\n/)) {
    let lines: string[] = [];
    let sets: HeadingMatch | undefined;
    const flush = () => {
      const text = lines.join('\n').trim();
      if (text.length > 0) out.push(sets ? { text, page: page.page, sets } : { text, page: page.page });
      lines = [];
      sets = undefined;
    };
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      if (line.length === 0) continue;
      const h: HeadingMatch | null = docxHeadings.has(line.replace(/\s+/g, ' '))
        ? { level: 'major', text: line, whole: true }
        : running.has(line)
          ? null
          : detectHeading(line);
      if (h) {
        flush();
        sets = h;
        lines.push(line);
        if (h.whole) flush();
      } else {
        lines.push(line);
      }
    }
    flush();
  }
}

/** Cuts `text` into pieces of at most `max` characters at sentence ends, else at spaces. */
function splitLong(text: string, target: number, max: number): string[] {
  if (text.length <= max) return [text];
  const sentences = text.split(/(?<=[.!?;:])\s+/);
  const pieces: string[] = [];
  let cur = '';
  const push = (s: string) => {
    if (s.length > 0) pieces.push(s);
  };
  for (const sentence of sentences) {
    for (const part of sentence.length > max ? splitOnSpaces(sentence, max) : [sentence]) {
      if (cur.length === 0) cur = part;
      else if (cur.length + 1 + part.length <= target) cur += ` ${part}`;
      else {
        push(cur);
        cur = part;
      }
    }
  }
  push(cur);
  return pieces;
}

/**
 * Cuts `text` into pieces of at most `max` characters at the last space that fits, else at the first
 * whitespace or after `max` characters. Each step looks only at the next `max + 1` characters, so a
 * 10 MiB run with no space is cut in linear time (re-slicing and searching the rest was quadratic).
 */
function splitOnSpaces(text: string, max: number): string[] {
  const out: string[] = [];
  const end = text.trimEnd().length;
  let start = 0;
  let stop = text.length;
  while (stop - start > max) {
    const window = text.slice(start, start + max + 1);
    let cut = window.lastIndexOf(' ');
    if (cut <= 0) {
      const space = window.search(/\s/);
      cut = space > 0 ? space : max;
    }
    out.push(text.slice(start, start + cut).trim());
    start += cut;
    while (start < end && /\s/.test(text.charAt(start))) start++;
    stop = end;
  }
  if (stop > start) out.push(text.slice(start, stop));
  return out;
}

/**
 * Cuts pages into chunks: paragraphs are packed until the next one would pass `targetChars` (a small
 * chunk may take it up to `maxChars`); a heading or section marker closes a chunk of at least a quarter
 * of the target; paragraphs longer than `maxChars` are split on sentences, then on spaces. Each chunk
 * keeps its page range and the heading in force where it starts (a major heading with the latest minor
 * marker: `FUNDAMENTOS DE DERECHO — SEGUNDO`). Running headers repeated on many pages are ignored as
 * headings.
 *
 * @param pages the extracted pages, in order
 * @returns chunks numbered from 0, none empty
 */
export function chunkPages(pages: readonly ExtractedPage[], opts: ChunkOptions = {}): Chunk[] {
  const maxChars = Math.max(50, opts.maxChars ?? 2000);
  const targetChars = Math.min(maxChars, Math.max(20, opts.targetChars ?? 1200));
  const running = runningLines(pages);
  const paras: Para[] = [];
  for (const page of pages) paragraphs(page, running, paras);

  const chunks: Chunk[] = [];
  let major: string | null = null;
  let minor: string | null = null;
  const current = () => (major && minor ? `${major} — ${minor}` : (major ?? minor));
  let parts: Para[] = [];
  let length = 0;
  let heading: string | null = null;

  const close = () => {
    // A heading never ends a chunk: it moves on to the next one.
    const carried: Para[] = [];
    while (parts.length > 1 && parts.at(-1)?.sets?.whole) carried.unshift(parts.pop() as Para);
    if (parts.length > 0) {
      const text = parts.map((p) => p.text).join('\n\n');
      chunks.push({
        ordinal: chunks.length,
        text,
        heading,
        pageFrom: parts[0]?.page ?? 1,
        pageTo: parts.at(-1)?.page ?? 1,
      });
    }
    parts = [];
    length = 0;
    heading = null;
    for (const p of carried) add(p, p.headingAt ?? null);
  };
  const add = (p: Para, h: string | null) => {
    if (parts.length === 0) heading = h;
    p.headingAt = h;
    parts.push(p);
    length += (parts.length > 1 ? 2 : 0) + p.text.length;
  };

  for (const para of paras) {
    if (para.sets) {
      if (para.sets.level === 'major') {
        major = para.sets.text;
        minor = null;
      } else {
        minor = para.sets.text;
      }
      if (length >= targetChars / 4 && !parts.every((p) => p.sets?.whole)) close();
    }
    // Headings waiting at the start of a chunk leave less room for the paragraph that follows them.
    const onlyHeadings = parts.length > 0 && parts.every((p) => p.sets?.whole);
    const budget = onlyHeadings ? Math.max(20, maxChars - length - 2) : maxChars;
    for (const piece of splitLong(para.text, Math.min(targetChars, budget), budget)) {
      const p: Para = piece === para.text ? para : { text: piece, page: para.page };
      if (length > 0 && length + 2 + p.text.length > targetChars) {
        const fits = length + 2 + p.text.length <= maxChars;
        const waiting = parts.every((q) => q.sets?.whole);
        if (!(fits && (waiting || length < targetChars / 2))) close();
      }
      add(p, current());
    }
  }
  close();
  return chunks;
}
