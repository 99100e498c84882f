/**
 * The readable text of a document's pages: running headers and footers repeated on most pages
 * ('JURISPRUDENCIA', the secure verification code, 'PÁGINA 3/22') and bare page numbers are dropped, the
 * lines of a paragraph are joined, and the text is cut into sentences with their offsets, so every
 * finding can quote its sentence and name its page.
 *
 * @module
 */
import type { PageText } from './types.js';

/** One sentence (or heading line) of a page. */
export interface Sentence {
  page: number;
  /** Offsets into the page's clean text. */
  start: number;
  end: number;
  text: string;
  /** A line in capitals on its own ('FUNDAMENTOS DE DERECHO', 'F A L L O'). */
  heading: boolean;
  /** Position in the document (0-based), across pages. */
  index: number;
}

/** A page's clean text and its sentences. */
export interface CleanPage {
  page: number;
  text: string;
  sentences: Sentence[];
}

const norm = (line: string) => line.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();

/** Lines repeated on at least half of the pages (three pages or more): running headers and footers. */
function repeatedLines(pages: readonly PageText[]): Set<string> {
  const out = new Set<string>();
  if (pages.length < 3) return out;
  const counts = new Map<string, number>();
  for (const p of pages) {
    const seen = new Set<string>();
    for (const line of p.text.split('\n')) {
      const key = norm(line);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  for (const [key, n] of counts) if (n >= Math.max(3, pages.length / 2) && key.length < 120) out.add(key);
  return out;
}

const FIELD_LINE = /^\p{Lu}[\p{L}º.]*(?:\s+[\p{L}º.]+){0,4}\s*:\s+\S/u;
const NAME_LINE =
  /^(?:(?:Excm[oa]s?|Ilm[oa]s?)\.\s*)?(?:Sr[a]?\.\s*)?(?:D\.ª|Dª|D\.|Dña\.|Don|Doña)\s+(?:(?:\p{Lu}[\p{L}'’-]*\.?|de|del|la|las|los|y)\s*)+(?:,\s*(?:president[ae]|ponente))?\.?$/u;
const BENCH_LINE = /^(?:(?:Excm[oa]s?|Ilm[oa]s?)\.\s*(?:Sr(?:es|as|a)?\.)?\s*(?:y\s+)?)+:?$/u;
const PLACE_DATE_LINE = /^En\s+(?:la\s+(?:villa|ciudad)\s+de\s+)?\p{Lu}[\p{L} ]{1,40},\s+a\s+/u;
const CAPS_LINE = /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u;
const PAGE_NUMBER = /^\s*(?:-\s*)?(?:p[áa]g(?:ina)?\.?\s*)?\d{1,4}(?:\s*(?:\/|de)\s*\d{1,4})?(?:\s*-)?\s*$/iu;

/** Is this a heading line: capitals only, a few words, at least two letters. */
function isHeadingLine(line: string): boolean {
  const t = line.trim();
  return t.length >= 2 && t.length <= 90 && CAPS_LINE.test(t) && /\p{Lu}.*\p{Lu}/u.test(t);
}

/** Abbreviations after which a full stop does not end a sentence (folded, without the stop). */
const ABBREVIATIONS = new Set(
  `sr sra sres sras srs d dª da dña dn excmo excma excmos excmas ilmo ilma ilmos ilmas art arts núm nums núms num
  nº n no pág págs p pp rec rcud cfr vid ss etc ej fj fd stc sts sentª ntra ntro av avda c ctra dr dra lic lcdo
  lcda s m a ap apdo vol tel fax ltda s.a s.l cía cia ptas aprox máx mín art.º proc gral ref exp expte`
    .split(/\s+/)
    .filter((s) => s !== ''),
);

/** The sentence ends of a paragraph: offsets just after each sentence. */
function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  const re = /[.!?…]+["»”')\]]*(?=\s+["«“(¿¡]?[\p{Lu}\d])|[.!?…]+["»”')\]]*$/gu;
  for (const m of text.matchAll(re)) {
    const end = m.index + m[0].length;
    if (m[0].startsWith('.') && m[0].length === 1) {
      const before = /([\p{L}ªº.]+)$/u.exec(text.slice(Math.max(0, m.index - 12), m.index))?.[1] ?? '';
      const word = before.toLowerCase();
      // 'D.', 'Sr.', 'art.', 'núm.', single capitals ('J. Pérez') and 'S.A.' do not end a sentence.
      if (ABBREVIATIONS.has(word) || /^\p{Lu}$/u.test(before) || /\p{L}\.\p{L}$/u.test(before)) continue;
    }
    ends.push(end);
  }
  if (ends.at(-1) !== text.length) ends.push(text.length);
  return ends;
}

/**
 * Cleans the pages and cuts them into sentences.
 *
 * @param pages - the stored pages, in order
 */
export function cleanPages(pages: readonly PageText[]): CleanPage[] {
  const repeated = repeatedLines(pages);
  const out: CleanPage[] = [];
  let index = 0;
  for (const p of pages) {
    const lines = p.text
      .replace(/\r\n?/g, '\n')
      .replace(/\u00a0/g, ' ')
      .split('\n');
    // Paragraphs: blank lines and heading lines split them; other lines are joined.
    const paragraphs: { text: string; heading: boolean }[] = [];
    let current: string[] = [];
    const flush = () => {
      if (current.length > 0) paragraphs.push({ text: current.join(' '), heading: false });
      current = [];
    };
    for (const raw of lines) {
      const line = raw.replace(/\s+/g, ' ').trim();
      if (line === '' || repeated.has(norm(line)) || PAGE_NUMBER.test(line)) {
        if (line === '') flush();
        continue;
      }
      const last = current.at(-1);
      const opensLine = last === undefined || /[.:»")]$/.test(last) || FIELD_LINE.test(current[0] ?? '');
      if (isHeadingLine(line) && opensLine && !/(?:[,;]|\s(?:DE|DEL|LA|LAS|LOS|Y|EL|E))$/u.test(line)) {
        flush();
        paragraphs.push({ text: line, heading: true });
        continue;
      }
      // 'Ponente: …', 'Fecha: …', a judge's name in the list of the bench: a line of its own.
      if (NAME_LINE.test(line) || BENCH_LINE.test(line)) {
        flush();
        paragraphs.push({ text: line, heading: false });
        continue;
      }
      // A field line starts a paragraph (its value may run on to the next line).
      if (FIELD_LINE.test(line) || PLACE_DATE_LINE.test(line)) flush();
      const prev = current.at(-1);
      if (prev !== undefined && /\p{L}-$/u.test(prev) && /^\p{Ll}/u.test(line)) {
        current[current.length - 1] = prev + line;
      } else current.push(line);
    }
    flush();
    let text = '';
    const sentences: Sentence[] = [];
    for (const para of paragraphs) {
      if (text !== '') text += '\n\n';
      const base = text.length;
      text += para.text;
      if (para.heading) {
        sentences.push({
          page: p.page,
          start: base,
          end: text.length,
          text: para.text,
          heading: true,
          index: index++,
        });
        continue;
      }
      let from = 0;
      for (const end of sentenceEnds(para.text)) {
        const slice = para.text.slice(from, end);
        const lead = slice.length - slice.trimStart().length;
        const body = slice.trim();
        if (body !== '') {
          sentences.push({
            page: p.page,
            start: base + from + lead,
            end: base + from + lead + body.length,
            text: body,
            heading: false,
            index: index++,
          });
        }
        from = end;
      }
    }
    out.push({ page: p.page, text, sentences });
  }
  return out;
}

/** The sentence of `page` containing offset `at`, or undefined. */
export function sentenceAt(page: CleanPage, at: number): Sentence | undefined {
  let lo = 0;
  let hi = page.sentences.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = page.sentences[mid]!;
    if (at < s.start) hi = mid - 1;
    else if (at >= s.end) lo = mid + 1;
    else return s;
  }
  return undefined;
}

/** A sentence clipped for quoting: at most `max` characters, cut at a word with '…'. */
export function clip(text: string, max = 400): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max * 0.6 ? space : max)}…`;
}
