/**
 * Spanish legal citations: articles of a norm, numbered laws and decrees, code abbreviations, ECLI
 * identifiers and court decisions. Pure string functions, no I/O.
 */

/** What a citation refers to. */
export type CitationKind = 'article' | 'law' | 'code' | 'ecli' | 'judgment';

/** One citation found in a text. */
export interface Citation {
  /** Kind of reference. */
  kind: CitationKind;
  /** The text as written. */
  raw: string;
  /** Canonical form: 'art. 1902 CC', 'arts. 24 y 120 CE', 'Ley 29/1994', 'ECLI:ES:TS:2020:1234', 'STS 1234/2020'. */
  normalised: string;
  /** Offset of the first character in the text (UTF-16 units). */
  start: number;
  /** Offset just after the last character. */
  end: number;
  /**
   * True when the citation is complete and unambiguous: an article names its norm, a law has a four-digit
   * year, an ECLI has its five parts and a plausible year, a decision has its number/year or its date.
   */
  wellFormed: boolean;
}

/** Spanish month names, January first. */
export const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** Letters and digits (with Spanish accents) that make a word go on. */
const WORD = 'A-Za-z0-9ÁÉÍÓÚÜÑáéíóúüñ';
const NOT_BEFORE = `(?<![${WORD}.])`;
const NOT_AFTER = `(?![${WORD}]|\\.[${WORD}])`;

const ACCENTS: Record<string, string> = {
  a: 'aáAÁ',
  e: 'eéEÉ',
  i: 'iíIÍ',
  o: 'oóOÓ',
  u: 'uúüUÚÜ',
  n: 'nñNÑ',
};

/** Case- and accent-insensitive pattern of a literal phrase; spaces match any run of whitespace. */
function ci(phrase: string): string {
  let out = '';
  for (const ch of phrase) {
    const lower = ch.toLowerCase();
    const base = lower.normalize('NFD').charAt(0);
    if (ch === ' ') out += '\\s+';
    else if (ACCENTS[base] !== undefined && lower !== 'n') out += `[${ACCENTS[base]}]`;
    else if (/[a-z]/.test(lower)) out += `[${lower}${lower.toUpperCase()}]`;
    else out += ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  }
  return out;
}

/** Accent-free lower case, one output character per input UTF-16 unit (offsets stay valid). */
function fold(s: string): string {
  let out = '';
  for (const ch of s) out += ch.normalize('NFD').charAt(0).toLowerCase().padEnd(ch.length, ' ');
  return out;
}

/** A code (norm with a usual abbreviation): canonical abbreviation, written abbreviations, full names. */
interface CodeDef {
  abbr: string;
  abbreviations: string[];
  names: string[];
}

const CODES: CodeDef[] = [
  {
    abbr: 'LECrim',
    abbreviations: ['LECrim', 'LECRIM', 'L.E.Crim.', 'LE Crim'],
    names: ['Ley de Enjuiciamiento Criminal'],
  },
  { abbr: 'LEC', abbreviations: ['L.E.C.', 'LEC'], names: ['Ley de Enjuiciamiento Civil'] },
  { abbr: 'LAU', abbreviations: ['L.A.U.', 'LAU'], names: ['Ley de Arrendamientos Urbanos'] },
  {
    abbr: 'LPACAP',
    abbreviations: ['LPACAP', 'LPAC'],
    names: [
      'Ley del Procedimiento Administrativo Común de las Administraciones Públicas',
      'Ley de Procedimiento Administrativo Común de las Administraciones Públicas',
      'Ley del Procedimiento Administrativo Común',
    ],
  },
  { abbr: 'LRJSP', abbreviations: ['LRJSP'], names: ['Ley de Régimen Jurídico del Sector Público'] },
  { abbr: 'LRJS', abbreviations: ['LRJS'], names: ['Ley reguladora de la jurisdicción social'] },
  {
    abbr: 'LJCA',
    abbreviations: ['LJCA'],
    names: ['Ley reguladora de la Jurisdicción Contencioso-administrativa'],
  },
  { abbr: 'LOPJ', abbreviations: ['LOPJ'], names: ['Ley Orgánica del Poder Judicial'] },
  { abbr: 'LGSS', abbreviations: ['LGSS'], names: ['Ley General de la Seguridad Social'] },
  { abbr: 'ET', abbreviations: ['E.T.', 'ET'], names: ['Estatuto de los Trabajadores'] },
  { abbr: 'CCom', abbreviations: ['CCom', 'C.Com.'], names: ['Código de Comercio'] },
  { abbr: 'CC', abbreviations: ['C.C.', 'CC', 'Cc'], names: ['Código Civil'] },
  { abbr: 'CP', abbreviations: ['C.P.', 'CP'], names: ['Código Penal'] },
  { abbr: 'CE', abbreviations: ['C.E.', 'CE'], names: ['Constitución Española', 'Constitución'] },
];

/** Laws known by number: their usual abbreviation and their title (used when the title follows the number). */
const KNOWN_LAWS: Record<string, { abbr: string; title: string }> = {
  'Ley 1/2000': { abbr: 'LEC', title: 'de Enjuiciamiento Civil' },
  'Ley 29/1994': { abbr: 'LAU', title: 'de Arrendamientos Urbanos' },
  'Ley 39/2015': {
    abbr: 'LPACAP',
    title: 'del Procedimiento Administrativo Común de las Administraciones Públicas',
  },
  'Ley 40/2015': { abbr: 'LRJSP', title: 'de Régimen Jurídico del Sector Público' },
  'Ley 36/2011': { abbr: 'LRJS', title: 'reguladora de la jurisdicción social' },
  'Ley 29/1998': { abbr: 'LJCA', title: 'reguladora de la Jurisdicción Contencioso-administrativa' },
  'Ley Orgánica 10/1995': { abbr: 'CP', title: 'del Código Penal' },
  'Ley Orgánica 6/1985': { abbr: 'LOPJ', title: 'del Poder Judicial' },
};

const ABBR_BY_WRITTEN = new Map<string, string>();
for (const c of CODES) for (const a of c.abbreviations) ABBR_BY_WRITTEN.set(a, c.abbr);
const ABBR_BY_NAME = new Map<string, string>();
for (const c of CODES) for (const n of c.names) ABBR_BY_NAME.set(fold(n).replace(/\s+/g, ' '), c.abbr);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const byLengthDesc = (a: string, b: string) => b.length - a.length;

/** Written abbreviations, longest first, case-sensitive. */
const ABBR_RE = [...ABBR_BY_WRITTEN.keys()].sort(byLengthDesc).map(escapeRe).join('|');
/** Full code names, longest first, case- and accent-insensitive. */
const NAME_RE = CODES.flatMap((c) => c.names)
  .sort(byLengthDesc)
  .map(ci)
  .join('|');

const LAW_TYPE_RE = [
  ci('Real Decreto Legislativo'),
  ci('Real Decreto-ley'),
  ci('Real Decreto ley'),
  ci('Real Decreto'),
  ci('Ley Orgánica'),
  ci('Ley'),
  'RDLeg\\.?',
  'RD\\s?Leg\\.?',
  'RDL',
  'RD-ley',
  'RD',
  'LO',
].join('|');

/** `Ley 29/1994`, `Real Decreto Legislativo 2/2015`, `RD 1/1995`: groups type, number, year. */
const LAW_RE = `(${LAW_TYPE_RE})\\s+(?:(?:n[úu]m\\.|n\\.?\\s?º)\\s*)?(\\d{1,4})\\/(\\d{2,4})(?![\\d/])`;

/** An article number: 1902, 1.902, 24.1, 277.4.º, 250.1.5.º, 25.1.b), 20 bis. */
const ART_NUM = `\\d{1,4}(?:\\.\\d{1,3}(?:\\.?\\s?º)?)*(?:\\s(?:bis|ter|quater|quinquies)(?![${WORD}]))?(?:\\.[a-z]\\)?(?![${WORD}]))?`;
const ART_SEP = `(?:\\s*,\\s*|\\s+[ye]\\s+|\\s+a\\s+)`;
const ART_WORD = `(?:${ci('artículos')}|${ci('artículo')}|[Aa]rts?\\.?)`;
const ART_RE =
  `${NOT_BEFORE}(${ART_WORD})\\s*(${ART_NUM}(?:${ART_SEP}${ART_NUM})*)` +
  `(\\s+y\\s+(?:ss\\.|sigs?\\.|siguientes))?` +
  `(?:(,?\\s*(?:${ci('del')}|${ci('de la')}|${ci('de los')}|${ci('de')})?\\s*)` +
  `(?:(${LAW_RE})|${NOT_BEFORE}(${ABBR_RE})${NOT_AFTER}|(${NAME_RE})(?![${WORD}])))?`;

const ECLI_RE = `${NOT_BEFORE}(ecli|ECLI):([A-Za-z]{2}):([A-Za-z0-9]{1,7}):(\\d{4}):([A-Za-z0-9.]{1,25}?)(?=\\.?(?:[^A-Za-z0-9.]|$))`;

const MONTH_RE = `(?:${SPANISH_MONTHS.map(ci).join('|')})`;
const PLACE = `[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+(?:\\s(?:de\\s)?[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)?`;
const JUDGMENT_RE =
  `${NOT_BEFORE}(SSTS|STS|STC|STSJ|SAP|SAN|SJS|SJPI|SJM)(?![${WORD}])` +
  `(?:\\s+(?:de\\s+)?(${PLACE}))?` +
  `(\\s*\\([^()]{1,40}\\))?` +
  `(?:,?\\s+(?:(?:n[úu]m\\.|n\\.?\\s?º)\\s*)?(\\d{1,5})\\/(\\d{2,4})(?![\\d/])` +
  `|,?\\s+de\\s+(\\d{1,2})\\s+de\\s+(${MONTH_RE})\\s+de\\s+(\\d{4}))`;

/** A bare code abbreviation; 'CP'/'C.P.' followed by digits is a postal code, not the Penal Code. */
const CODE_RE = `${NOT_BEFORE}(${ABBR_RE})${NOT_AFTER}(?!\\s*\\d)`;

const PLAUSIBLE_YEAR = (y: number) => y >= 1800 && y <= 2100;

/** Canonical law type: 'Ley', 'Ley Orgánica', 'Real Decreto', 'Real Decreto Legislativo', 'Real Decreto-ley'. */
function lawType(written: string): string {
  const f = fold(written).replace(/\s+/g, ' ').replace(/\.$/, '');
  if (f === 'ley') return 'Ley';
  if (f === 'ley organica' || f === 'lo') return 'Ley Orgánica';
  if (f === 'real decreto' || f === 'rd') return 'Real Decreto';
  if (f === 'real decreto-ley' || f === 'real decreto ley' || f === 'rd-ley') return 'Real Decreto-ley';
  return 'Real Decreto Legislativo';
}

/** Article number without thousands dot ('1.902' → '1902') and with tidy ordinals. */
function articleNumber(n: string): string {
  const trimmed = n.replace(/\s+/g, ' ').replace(/\.\s?º/g, '.º');
  return /^\d\.\d{3}$/.test(trimmed) ? trimmed.replace('.', '') : trimmed;
}

interface LawMatch {
  normalised: string;
  wellFormed: boolean;
  length: number;
  key: string;
}

/** A numbered law at `text[index]` (already matched by LAW_RE), extended with its date and title if they follow. */
function readLaw(text: string, index: number, m: RegExpExecArray): LawMatch {
  const type = lawType(m[1] ?? '');
  const num = String(Number(m[2]));
  const yearText = m[3] ?? '';
  const year = Number(yearText);
  const key = `${type} ${num}/${yearText}`;
  let length = m[0].length;
  let normalised = key;
  const rest = text.slice(index + length);
  const date = new RegExp(`^,?\\s+de\\s+(\\d{1,2})\\s+de\\s+(${MONTH_RE})`).exec(rest);
  let after = rest;
  let datePart = '';
  if (date) {
    datePart = `, de ${Number(date[1])} de ${fold(date[2] ?? '')}`;
    after = rest.slice(date[0].length);
  }
  const known = KNOWN_LAWS[key];
  if (known) {
    const title = new RegExp(`^,?\\s+${ci(known.title)}(?![${WORD}])`).exec(after);
    if (title) {
      normalised += `${datePart}, ${known.title}`;
      length += (date ? date[0].length : 0) + title[0].length;
    }
  }
  return { normalised, wellFormed: yearText.length === 4 && PLAUSIBLE_YEAR(year), length, key };
}

/** Keeps the first letter's case of the written form ('Artículo …' → 'Art. …'). */
function keepInitialCase(raw: string, normalised: string): string {
  return /^[A-ZÁÉÍÓÚ]/.test(raw) && normalised.startsWith('art') ? `A${normalised.slice(1)}` : normalised;
}

/**
 * Finds the legal citations of a Spanish text, in order of appearance, without overlaps (an article
 * citation includes its norm: 'art. 9 de la Ley 29/1994' is one citation).
 *
 * @param text - plain text (not HTML)
 * @returns the citations with their canonical form and offsets
 */
export function findCitations(text: string): Citation[] {
  const found: Citation[] = [];
  const taken: Array<[number, number]> = [];
  const free = (s: number, e: number) => taken.every(([a, b]) => e <= a || s >= b);
  const add = (c: Citation) => {
    if (c.end <= c.start || !free(c.start, c.end)) return;
    found.push(c);
    taken.push([c.start, c.end]);
  };

  for (const m of text.matchAll(new RegExp(ECLI_RE, 'g'))) {
    const year = Number(m[4]);
    const normalised = `ECLI:${m[2]}:${m[3]}:${m[4]}:${m[5]}`.toUpperCase();
    add({
      kind: 'ecli',
      raw: m[0],
      normalised,
      start: m.index,
      end: m.index + m[0].length,
      wellFormed: PLAUSIBLE_YEAR(year) && /^[A-Z]{2}$/.test((m[2] ?? '').toUpperCase()),
    });
  }

  for (const m of text.matchAll(new RegExp(ART_RE, 'g'))) {
    const numbers = m[2] ?? '';
    const list = numbers.split(new RegExp(`(${ART_SEP})`));
    const parts = list.map((p, i) =>
      i % 2 === 0 ? articleNumber(p) : p.trim() === ',' ? ', ' : ` ${p.trim()} `,
    );
    const plural = list.length > 1 || /s\.?$|culos$/i.test(fold(m[1] ?? '')) || m[3] !== undefined;
    let normalised = `${plural ? 'arts.' : 'art.'} ${parts.join('')}${m[3] ? ' y ss.' : ''}`;
    let length = m[0].length;
    let wellFormed = false;
    if (m[5] !== undefined) {
      const lawIndex = m.index + m[0].length - m[5].length;
      const lawMatch = new RegExp(LAW_RE, 'y');
      lawMatch.lastIndex = lawIndex;
      const lm = lawMatch.exec(text);
      if (lm) {
        const law = readLaw(text, lawIndex, lm);
        const known = KNOWN_LAWS[law.key];
        normalised += known && law.normalised === law.key ? ` ${known.abbr}` : ` de la ${law.normalised}`;
        if (!law.normalised.startsWith('Ley')) normalised = normalised.replace(' de la Real', ' del Real');
        length = lawIndex - m.index + law.length;
        wellFormed = law.wellFormed;
      }
    } else if (m[9] !== undefined) {
      normalised += ` ${ABBR_BY_WRITTEN.get(m[9]) ?? m[9]}`;
      wellFormed = true;
    } else if (m[10] !== undefined) {
      normalised += ` ${ABBR_BY_NAME.get(fold(m[10]).replace(/\s+/g, ' ')) ?? m[10]}`;
      wellFormed = true;
    }
    const raw = text.slice(m.index, m.index + length);
    add({
      kind: 'article',
      raw,
      normalised: keepInitialCase(raw, normalised),
      start: m.index,
      end: m.index + length,
      wellFormed,
    });
  }

  for (const m of text.matchAll(new RegExp(`${NOT_BEFORE}(?:${LAW_RE})`, 'g'))) {
    const law = readLaw(text, m.index, m);
    add({
      kind: 'law',
      raw: text.slice(m.index, m.index + law.length),
      normalised: law.normalised,
      start: m.index,
      end: m.index + law.length,
      wellFormed: law.wellFormed,
    });
  }

  for (const m of text.matchAll(new RegExp(JUDGMENT_RE, 'g'))) {
    const [, abbr, place, paren, num, year, day, month, dYear] = m;
    const head = `${abbr}${place ? ` ${place}` : ''}${paren ? ` ${paren.trim()}` : ''}`;
    const normalised =
      num !== undefined
        ? `${head} ${Number(num)}/${year}`
        : `${head} de ${Number(day)} de ${fold(month ?? '')} de ${dYear}`;
    const y = Number(num !== undefined ? year : dYear);
    add({
      kind: 'judgment',
      raw: m[0],
      normalised,
      start: m.index,
      end: m.index + m[0].length,
      wellFormed: (num === undefined || year?.length === 4) && PLAUSIBLE_YEAR(y),
    });
  }

  for (const m of text.matchAll(new RegExp(CODE_RE, 'g'))) {
    add({
      kind: 'code',
      raw: m[0],
      normalised: ABBR_BY_WRITTEN.get(m[0]) ?? m[0],
      start: m.index,
      end: m.index + m[0].length,
      wellFormed: true,
    });
  }

  return found.sort((a, b) => a.start - b.start);
}

/**
 * Rewrites every citation of a text in its canonical form ('articulo 1902 del codigo civil' →
 * 'art. 1902 CC', 'ecli:es:ts:2020:1234' → 'ECLI:ES:TS:2020:1234'); the rest of the text is unchanged.
 *
 * @param text - plain text (not HTML)
 */
export function normaliseCitations(text: string): string {
  let out = '';
  let cursor = 0;
  for (const c of findCitations(text)) {
    out += text.slice(cursor, c.start) + c.normalised;
    cursor = c.end;
  }
  return out + text.slice(cursor);
}
