/**
 * A document's pages cut into the passages a grounded answer can quote: sentences, and the "Clave:
 * valor" lines of a judgment's or a tender's header ('Ponente: …', 'Nº de Recurso: …'). Lines broken by
 * the PDF layout are joined again (a word hyphenated at the end of a line too); headings, numbered
 * paragraphs ('PRIMERO.-', '1.', 'a)') and blank lines start a new passage; a sentence never crosses a
 * page. The text of a passage is the page's own words with their spacing collapsed, so a quote can be
 * found again in the page.
 *
 * @module
 */

/** A page of a document as the extractor stored it. */
export interface QaPage {
  /** Page number, from 1. */
  page: number;
  /** The page's text. */
  text: string;
}

/** One quotable passage of a document. */
export interface QaPassage {
  /** Position in the document, from 0. */
  index: number;
  /** Page it is on. */
  page: number;
  /** The words as written, spacing collapsed. */
  text: string;
  /** The nearest heading above it ('FALLO', 'FUNDAMENTOS DE DERECHO', 'CLÁUSULA 5. PLAZO…'), or ''. */
  section: string;
  /** A 'Clave: valor' line of a header. */
  field: boolean;
  /**
   * A title or a label with nothing after it on its page ('Cláusula 16. Garantía provisional.' of an
   * index, 'Órgano de contratación:' at the foot of a page): it names a subject but answers nothing.
   */
  label: boolean;
  /** What the passage is about by its own words: the label of a field or of a title joined to it, or ''. */
  key: string;
}

/** Abbreviations whose full stop does not end a sentence (folded, without the stop). */
const ABBREVIATIONS = new Set(
  `d dª da dña dn dr dra dres dras prof lic ldo lda sr sra sres sras srs excmo excma excmos excmas ilmo ilma ilmos ilmas num nº n no núm art arts
  rec pag pág pags etc ss sig sigs vid cfr apdo ap aptdo ed vol cap tit disp adic trans fj fd ref rel exp
  avda c cl pl s sl sa slu coop ca tel fax min max aprox uds ud vs op cit lec lecrim lopj lrjs ce cc cp et
  lcsp lpac lrjsp ltc lj lgss rd rdl ctra`
    .split(/\s+/)
    .filter((w) => w !== ''),
);

/** Ordinals that open a numbered paragraph of a Spanish judgment or contract. */
const ORDINALS =
  'PRIMER[OA]|SEGUND[OA]|TERCER[OA]|CUART[OA]|QUINT[OA]|SEXT[OA]|S[ÉE]PTIM[OA]|OCTAV[OA]|NOVEN[OA]|D[ÉE]CIM[OA]|UND[ÉE]CIM[OA]|DUOD[ÉE]CIM[OA]|[ÚU]NIC[OA]';
const TITLES = ['CL[ÁA]USULA', 'ART[ÍI]CULO', 'ANEXO', 'CAP[ÍI]TULO', 'SECCI[ÓO]N', 'T[ÍI]TULO', 'APARTADO']
  .flatMap((w) => [w, w[0] + w.slice(1).toLowerCase()])
  .join('|');
const TITLE_START = new RegExp(`^(?:${TITLES})\\b`, 'u');
const ORDINAL_START = new RegExp(`^(?:${ORDINALS})\\b`, 'u');
const NUMBERED = new RegExp(
  `^(?:(?:${ORDINALS})\\b|\\d{1,2}(?:\\.\\d{1,2})*\\s*[.)ºª-]+\\s*(?=\\p{Lu})|[a-zA-Z]\\)\\s|[-•·▪]\\s|(?:${TITLES})\\b)`,
  'u',
);
/** Words that a number follows in a title ('Cláusula 16. Garantía…'): the stop after the number stays. */
const TITLE_WORDS =
  /(?:cl[áa]usula|art[íi]culo|apartado|cap[íi]tulo|anexo|secci[óo]n|t[íi]tulo|lote)\s+\d+$/iu;
/** 'Ponente: …', 'Nº de Recurso: …', 'Fecha: …': a short label, a colon, a value. */
const FIELD = /^[\p{Lu}Nº][\p{L}º.ª/() ]{0,34}:\s+\S/u;

function isHeading(line: string): boolean {
  const letters = line.replace(/[^\p{L}]/gu, '');
  if (letters.length < 4 || line.length > 90) return false;
  // A line of a table ('L1 7.040,00 € 17100/22199 OTROS SUMINISTROS') is not a heading.
  if ((/\d/.test(line) && /€/.test(line)) || /\d[.,]\d{2}\b/.test(line)) return false;
  return letters === letters.toUpperCase() && !/[.;,]$/.test(line) && !line.includes(': ');
}

/** A line ending in a word that cannot end a phrase: the next line goes on with it. */
const CONTINUES = /\b(?:de|del|la|el|los|las|y|e|o|u|a|al|en|por|para|con|sin|que|su|sus|un|una)$/iu;

/** Whether the full stop at `dot` of `text` ends a sentence. */
function endsSentence(text: string, dot: number): boolean {
  const before = /([\p{L}\d.ºª]+)$/u.exec(text.slice(Math.max(0, dot - 12), dot))?.[1] ?? '';
  const word = before.split('.').pop() ?? '';
  if (word === '') return true;
  if (/^\p{Lu}$/u.test(word)) return false; // an initial: 'J. Pérez'
  if (/^\d+$/.test(word) && /^\s*\d/.test(text.slice(dot + 1))) return false; // 1.411
  if (/^\d+$/.test(word) && TITLE_WORDS.test(text.slice(Math.max(0, dot - 20), dot))) return false;
  const folded = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return !ABBREVIATIONS.has(folded) && !ABBREVIATIONS.has(word.toLowerCase());
}

/** Splits a block of running text into sentences; very long ones are cut at semicolons. */
function sentences(block: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /[.!?](?:[»"”)]+)?\s+(?=[«"“¿¡]?[\p{Lu}\d])/gu;
  for (const m of block.matchAll(re)) {
    const dot = m.index;
    if (block[dot] === '.' && !endsSentence(block, dot)) continue;
    const end = dot + m[0].trimEnd().length;
    out.push(block.slice(start, end).trim());
    start = dot + m[0].length;
  }
  out.push(block.slice(start).trim());
  // A fragment of three words or fewer ('100 PUNTOS.', 'No.') belongs to the sentence before it.
  for (let i = out.length - 1; i > 0; i--) {
    if (wordCount(out[i]!) <= 3) {
      out[i - 1] = `${out[i - 1]} ${out[i]}`;
      out.splice(i, 1);
    }
  }
  const cut: string[] = [];
  for (const s of out) {
    if (s.length <= 700) {
      if (s) cut.push(s);
      continue;
    }
    let piece = '';
    for (const part of s.split(/(?<=;)\s+/)) {
      if (piece && piece.length + part.length > 500) {
        cut.push(piece);
        piece = part;
      } else piece = piece ? `${piece} ${part}` : part;
    }
    if (piece) cut.push(piece);
  }
  return cut;
}

/** A page number as printed ('4', '2/22', 'Página 3 de 9'). */
const PAGE_NUMBER = /^(?:p[áa]g(?:ina)?\.?\s*)?\d{1,4}(?:\s*(?:\/|de)\s*\d{1,4})?$/iu;

/** Lines printed on most pages (running headers and footers: court, council, verification code). */
function runningLines(pages: readonly QaPage[]): Set<string> {
  const out = new Set<string>();
  if (pages.length < 3) return out;
  const counts = new Map<string, number>();
  for (const { text } of pages) {
    const seen = new Set(text.split(/\n|\f/).map((l) => l.replace(/\s+/g, ' ').trim()));
    for (const l of seen) if (l) counts.set(l, (counts.get(l) ?? 0) + 1);
  }
  for (const [line, n] of counts) if (n >= 3 && n > pages.length / 2) out.add(line);
  return out;
}

/** 'N.- Clave: valor' inside a paragraph's first line. */
const INLINE_KEY = /^((?:\d{1,2}(?:\.\d{1,2})*\s*[.)ºª-]+\s*)?[\p{Lu}][^:.;]{2,60}):\s+\S/u;

/** A row of a table: a few words with a figure, or a cell of one to four words. */
function isRow(text: string): boolean {
  const words = wordCount(text);
  return words <= 12 && (/\d/.test(text) || words <= 4);
}

/** Words of a passage. */
function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * Whether a passage only names a subject: a heading, a text ending in a colon, or a short numbered title
 * ('Cláusula 16. Garantía provisional.', '5.- DURACIÓN DEL CONTRATO: (Artículo 29 LCSP)').
 */
function isLabel(text: string): boolean {
  if (isHeading(text) || /:$/.test(text)) return true;
  const words = wordCount(text);
  if (words > 14 || !NUMBERED.test(text) || /^[-•·▪]/.test(text)) return false;
  // 'PRIMERO.- El actor…' is a paragraph; a bare 'PRIMERO' is its title.
  if (ORDINAL_START.test(text)) return words <= 2;
  if (TITLE_START.test(text)) return true;
  // '5.- DURACIÓN DEL CONTRATO (Artículo 29)', '3. Plazo de ejecución.': a few words or capitals.
  const rest = text.replace(/^[\d.\s)ºª-]+/u, '');
  const letters = rest.replace(/[^\p{L}]/gu, '');
  return (
    wordCount(rest) <= 6 || (letters.length > 0 && letters === letters.toUpperCase()) || /[:)]$/.test(text)
  );
}

/**
 * Cuts the pages of a document into passages, in reading order. A label is joined to what follows it on
 * its page (up to two labels in a row: 'CAPÍTULO I. Régimen jurídico' · 'Cláusula 1. Régimen jurídico.' ·
 * the clause's first sentence), so the subject and its answer are quoted together.
 *
 * @param pages the document's pages, in any order
 * @returns the passages, each with its page and the heading above it
 */
export function splitPassages(pages: readonly QaPage[]): QaPassage[] {
  const out: QaPassage[] = [];
  let section = '';
  const sorted = [...pages].sort((a, b) => a.page - b.page);
  const running = runningLines(sorted);
  for (const { page, text } of sorted) {
    const blocks: { text: string; kind: 'text' | 'field' | 'heading' }[] = [];
    let current: string[] = [];
    const flush = () => {
      if (current.length > 0) blocks.push({ text: current.join(' '), kind: 'text' });
      current = [];
    };
    for (const raw of text.replace(/\r/g, '').split(/\n|\f/)) {
      const line = raw.replace(/\s+/g, ' ').trim();
      if (running.has(line) || PAGE_NUMBER.test(line)) continue;
      if (line === '') {
        flush();
        continue;
      }
      // A line in capitals that goes on from an unfinished one ('…PLANTAS Y SERVICIO DE') is not a heading.
      const previous = current[current.length - 1];
      const continues = previous !== undefined && CONTINUES.test(previous);
      if (isHeading(line) && !continues) {
        flush();
        const last = blocks[blocks.length - 1];
        // A heading over two lines is one heading.
        if (last?.kind === 'heading' && last.text.length + line.length < 240) last.text += ` ${line}`;
        else blocks.push({ text: line, kind: 'heading' });
        continue;
      }
      if (FIELD.test(line) && line.length <= 160 && !ORDINAL_START.test(line)) {
        flush();
        blocks.push({ text: line, kind: 'field' });
        continue;
      }
      if (NUMBERED.test(line) && !continues) flush();
      const last = current[current.length - 1];
      if (last !== undefined && /\p{Ll}-$/u.test(last) && /^\p{Ll}/u.test(line)) {
        current[current.length - 1] = last.slice(0, -1) + line;
      } else current.push(line);
      // 'en la que consta el siguiente fallo:' introduces what follows.
      if (/:$/.test(line)) flush();
    }
    flush();
    const units: { text: string; field: boolean; label: boolean; heading: boolean }[] = [];
    for (const block of blocks) {
      if (block.kind !== 'text') {
        const heading = block.kind === 'heading';
        units.push({ text: block.text, field: !heading, label: heading || isLabel(block.text), heading });
        continue;
      }
      // A block of titles ('CAPÍTULO V. Del procedimiento. Sección primera. De los criterios.') stays whole.
      if (TITLE_START.test(block.text) && wordCount(block.text) <= 20 && !/[;]/.test(block.text)) {
        const parts = sentences(block.text);
        if (parts.length > 1 && parts.every((x) => wordCount(x) <= 8)) {
          units.push({ text: block.text, field: false, label: true, heading: false });
          continue;
        }
      }
      for (const s of sentences(block.text))
        units.push({ text: s, field: false, label: isLabel(s), heading: false });
    }
    // An index (most of the page titles): nothing on it answers.
    const labels = units.filter((u) => u.label).length;
    const prose = units.filter((u) => !u.label && wordCount(u.text) > 15).length;
    if (units.length >= 5 && labels / units.length >= 0.6 && prose <= 1) {
      for (const u of units) {
        if (u.heading) section = u.text;
        out.push({ index: out.length, page, text: u.text, section, field: false, label: true, key: '' });
      }
      continue;
    }
    for (let i = 0; i < units.length; i++) {
      const u = units[i]!;
      if (u.heading) section = u.text;
      if (!u.label) {
        // 'Sede: Madrid', '1.- Definición del objeto del contrato: CONTRATO MIXTO…': the label is the key.
        const key = u.field ? u.text.slice(0, u.text.indexOf(':')) : (INLINE_KEY.exec(u.text)?.[1] ?? '');
        out.push({ index: out.length, page, text: u.text, section, field: u.field, label: false, key });
        continue;
      }
      // A label and what it introduces: up to two labels, then the first passage that is not one.
      let j = i + 1;
      while (j < units.length && j - i < 3 && units[j]!.label) j++;
      const value = units[j];
      if (value && !value.label && j - i < 3) {
        for (let k = i + 1; k < j; k++) if (units[k]!.heading) section = units[k]!.text;
        // Under a table's header, its rows: short lines with figures.
        let end = j;
        if (units.slice(i, j).some((x) => x.heading) && isRow(value.text)) {
          while (
            end + 1 < units.length &&
            end - j < 8 &&
            !units[end + 1]!.label &&
            isRow(units[end + 1]!.text)
          )
            end++;
        }
        const textOf = units
          .slice(i, end + 1)
          .map((x) => x.text)
          .join(' ');
        const key = units
          .slice(i, j)
          .map((x) => x.text)
          .join(' ');
        out.push({ index: out.length, page, text: textOf, section, field: value.field, label: false, key });
        i = end;
        continue;
      }
      // A long sentence ending in a colon with nothing after it on its page still says something.
      const label = wordCount(u.text) <= 14;
      out.push({ index: out.length, page, text: u.text, section, field: u.field, label, key: '' });
    }
  }
  return out;
}
