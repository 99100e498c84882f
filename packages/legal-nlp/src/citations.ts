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
export const WORD = 'A-Za-z0-9ÁÉÍÓÚÜÑáéíóúüñ';
/** Lookbehind: the match does not continue a word or an abbreviation. */
export const NOT_BEFORE = `(?<![${WORD}.])`;
/** Lookahead: the match is not followed by more of a word (a final full stop is fine). */
export const NOT_AFTER = `(?![${WORD}]|\\.[${WORD}])`;

const ACCENTS: Record<string, string> = {
  a: 'aáAÁ',
  e: 'eéEÉ',
  i: 'iíIÍ',
  o: 'oóOÓ',
  u: 'uúüUÚÜ',
  n: 'nñNÑ',
};

/**
 * Case- and accent-insensitive pattern of a literal phrase; spaces match any run of whitespace, a
 * hyphen matches a hyphen or a space ('contencioso-administrativa', 'contencioso administrativa').
 */
export function ci(phrase: string): string {
  let out = '';
  for (const ch of phrase) {
    const lower = ch.toLowerCase();
    const base = lower.normalize('NFD').charAt(0);
    if (ch === ' ') out += '\\s+';
    else if (ch === '-') out += '(?:\\s*-\\s*|\\s+)';
    else if (ACCENTS[base] !== undefined && lower !== 'n') out += `[${ACCENTS[base]}]`;
    else if (/[a-z]/.test(lower)) out += `[${lower}${lower.toUpperCase()}]`;
    else out += ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  }
  return out;
}

/** Accent-free lower case, one output character per input UTF-16 unit (offsets stay valid). */
export function fold(s: string): string {
  let out = '';
  for (const ch of s) out += ch.normalize('NFD').charAt(0).toLowerCase().padEnd(ch.length, ' ');
  return out;
}

/** Lookup key of a norm's name as written: folded, hyphens as spaces, single spaces. */
export function nameKey(name: string): string {
  return fold(name).replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A norm a lawyer cites by abbreviation or name: one row per norm, the only alias table of the package
 * (citations, search references and law filters all read it).
 */
export interface LegalCode {
  /** Canonical abbreviation ('LAU'). */
  readonly abbr: string;
  /** BOE id of the consolidated norm ('BOE-A-1994-26003'). */
  readonly normId: string;
  /** Number of the norm ('Ley 29/1994') and its title as it follows the number; null for unnumbered norms. */
  readonly law: { readonly key: string; readonly title: string } | null;
  /** Abbreviations as written, matched case-sensitively ('LAU', 'L.A.U.'). */
  readonly abbreviations: readonly string[];
  /** Names, matched case- and accent-insensitively ('Ley de Arrendamientos Urbanos'). */
  readonly names: readonly string[];
  /**
   * True when the bare abbreviation is too ambiguous to stand alone ('RH' is also 'recursos humanos'): it
   * counts only next to an article number.
   * @default false
   */
  readonly needsArticle?: boolean;
  /**
   * A code of procedure or of the courts (LEC, LECrim, LJCA, LRJS, LOPJ): how to litigate, not what the
   * law gives. The search lowers them for a question that names no procedure (ADR 0021).
   * @default false
   */
  readonly procedural?: boolean;
  /**
   * The words that name the field of a specialised code (tax, insolvency, companies, social security,
   * intellectual property, crime): a question about that field uses one of them ('Hacienda', 'concurso',
   * 'socio', 'pensión', 'derechos de autor', 'delito'). The search lowers the code for a question whose
   * words and expansions hold none: its articles on debts, deadlines, time limits and liability repeat the
   * words of general questions other codes answer (ADR 0021). Folded (lower case, no accents).
   */
  readonly domain?: readonly string[];
}

/** Splits a list of words written on several lines. */
const words = (text: string): readonly string[] => text.split(/\s+/).filter((w) => w !== '');

const TR = 'por el que se aprueba el texto refundido de la';

/** The usual Spanish norms, with the BOE ids of the consolidated texts (the 24 core laws of the corpus). */
const CODES: readonly LegalCode[] = [
  {
    abbr: 'LECrim',
    normId: 'BOE-A-1882-6036',
    law: null,
    abbreviations: ['LECrim', 'LECRIM', 'L.E.Crim.', 'LE Crim', 'LECr'],
    names: ['Ley de Enjuiciamiento Criminal'],
    procedural: true,
  },
  {
    abbr: 'LEC',
    normId: 'BOE-A-2000-323',
    law: { key: 'Ley 1/2000', title: 'de Enjuiciamiento Civil' },
    abbreviations: ['L.E.C.', 'LEC'],
    names: ['Ley de Enjuiciamiento Civil'],
    procedural: true,
  },
  {
    abbr: 'LAU',
    normId: 'BOE-A-1994-26003',
    law: { key: 'Ley 29/1994', title: 'de Arrendamientos Urbanos' },
    abbreviations: ['L.A.U.', 'LAU'],
    names: ['Ley de Arrendamientos Urbanos'],
  },
  {
    abbr: 'LPH',
    normId: 'BOE-A-1960-10906',
    law: { key: 'Ley 49/1960', title: 'sobre propiedad horizontal' },
    abbreviations: ['LPH', 'L.P.H.'],
    names: [
      'Ley de Propiedad Horizontal',
      'Ley de la Propiedad Horizontal',
      'Ley sobre Propiedad Horizontal',
      'Ley sobre la Propiedad Horizontal',
    ],
  },
  {
    abbr: 'LH',
    normId: 'BOE-A-1946-2453',
    law: null,
    abbreviations: ['LH', 'L.H.'],
    names: ['Ley Hipotecaria'],
  },
  {
    abbr: 'RH',
    normId: 'BOE-A-1947-3843',
    law: null,
    abbreviations: ['RH', 'R.H.'],
    names: ['Reglamento Hipotecario'],
    needsArticle: true,
  },
  {
    abbr: 'LPACAP',
    normId: 'BOE-A-2015-10565',
    law: {
      key: 'Ley 39/2015',
      title: 'del Procedimiento Administrativo Común de las Administraciones Públicas',
    },
    abbreviations: ['LPACAP', 'LPAC'],
    names: [
      'Ley del Procedimiento Administrativo Común de las Administraciones Públicas',
      'Ley de Procedimiento Administrativo Común de las Administraciones Públicas',
      'Ley del Procedimiento Administrativo Común',
      'Ley de Procedimiento Administrativo Común',
    ],
  },
  {
    abbr: 'LRJSP',
    normId: 'BOE-A-2015-10566',
    law: { key: 'Ley 40/2015', title: 'de Régimen Jurídico del Sector Público' },
    abbreviations: ['LRJSP'],
    names: ['Ley de Régimen Jurídico del Sector Público', 'Ley del Régimen Jurídico del Sector Público'],
  },
  {
    abbr: 'LRJS',
    normId: 'BOE-A-2011-15936',
    law: { key: 'Ley 36/2011', title: 'reguladora de la jurisdicción social' },
    abbreviations: ['LRJS'],
    names: ['Ley reguladora de la jurisdicción social', 'Ley de la Jurisdicción Social'],
    procedural: true,
  },
  {
    abbr: 'LJCA',
    normId: 'BOE-A-1998-16718',
    law: { key: 'Ley 29/1998', title: 'reguladora de la Jurisdicción Contencioso-administrativa' },
    abbreviations: ['LJCA'],
    names: [
      'Ley reguladora de la Jurisdicción Contencioso-administrativa',
      'Ley de la Jurisdicción Contencioso-administrativa',
    ],
    procedural: true,
  },
  {
    abbr: 'LOPJ',
    normId: 'BOE-A-1985-12666',
    law: { key: 'Ley Orgánica 6/1985', title: 'del Poder Judicial' },
    abbreviations: ['LOPJ'],
    names: ['Ley Orgánica del Poder Judicial'],
    procedural: true,
  },
  {
    abbr: 'LOPDGDD',
    normId: 'BOE-A-2018-16673',
    law: {
      key: 'Ley Orgánica 3/2018',
      title: 'de Protección de Datos Personales y garantía de los derechos digitales',
    },
    abbreviations: ['LOPDGDD', 'LOPD'],
    names: [
      'Ley Orgánica de Protección de Datos Personales y garantía de los derechos digitales',
      'Ley Orgánica de Protección de Datos Personales',
      'Ley Orgánica de Protección de Datos',
      'Ley de Protección de Datos',
    ],
  },
  {
    abbr: 'LGSS',
    normId: 'BOE-A-2015-11724',
    law: { key: 'Real Decreto Legislativo 8/2015', title: `${TR} Ley General de la Seguridad Social` },
    abbreviations: ['LGSS', 'TRLGSS'],
    names: ['Ley General de la Seguridad Social'],
    domain: words(`seguridad social pension pensiones jubilacion jubilar jubilarme desempleo paro prestacion
      prestaciones subsidio incapacidad baja cotizacion cotizar cotizado viudedad orfandad maternidad
      paternidad invalidez autonomo autonomos`),
  },
  {
    abbr: 'ET',
    normId: 'BOE-A-2015-11430',
    law: { key: 'Real Decreto Legislativo 2/2015', title: `${TR} Ley del Estatuto de los Trabajadores` },
    abbreviations: ['E.T.', 'ET', 'TRET'],
    names: ['Ley del Estatuto de los Trabajadores', 'Estatuto de los Trabajadores'],
  },
  {
    abbr: 'LGT',
    normId: 'BOE-A-2003-23186',
    law: { key: 'Ley 58/2003', title: 'General Tributaria' },
    abbreviations: ['LGT'],
    names: ['Ley General Tributaria'],
    domain: words(`hacienda impuesto impuestos tributo tributos tributario tributaria tributarios tributarias
      fiscal fiscales contribuyente contribuyentes iva irpf aeat autoliquidacion recaudacion`),
  },
  {
    abbr: 'LSC',
    normId: 'BOE-A-2010-10544',
    law: { key: 'Real Decreto Legislativo 1/2010', title: `${TR} Ley de Sociedades de Capital` },
    abbreviations: ['LSC', 'TRLSC'],
    names: ['Ley de Sociedades de Capital'],
    domain: words(`sociedad sociedades socio socios accionista accionistas participaciones junta mercantil
      limitada anonima`),
  },
  {
    abbr: 'TRLGDCU',
    normId: 'BOE-A-2007-20555',
    law: {
      key: 'Real Decreto Legislativo 1/2007',
      title: `${TR} Ley General para la Defensa de los Consumidores y Usuarios y otras leyes complementarias`,
    },
    abbreviations: ['TRLGDCU', 'LGDCU'],
    names: [
      'Ley General para la Defensa de los Consumidores y Usuarios',
      'Ley de Defensa de los Consumidores y Usuarios',
      'Ley General de Defensa de los Consumidores y Usuarios',
    ],
  },
  {
    abbr: 'TRLC',
    normId: 'BOE-A-2020-4859',
    law: { key: 'Real Decreto Legislativo 1/2020', title: `${TR} Ley Concursal` },
    abbreviations: ['TRLC'],
    names: ['texto refundido de la Ley Concursal', 'Ley Concursal'],
    domain: words('concurso concursal insolvencia insolvente quiebra exoneracion oportunidad'),
  },
  {
    abbr: 'LPI',
    normId: 'BOE-A-1996-8930',
    law: { key: 'Real Decreto Legislativo 1/1996', title: `${TR} Ley de Propiedad Intelectual` },
    abbreviations: ['LPI', 'TRLPI'],
    names: [
      'texto refundido de la Ley de Propiedad Intelectual',
      'Ley de Propiedad Intelectual',
      'Ley de la Propiedad Intelectual',
    ],
    domain: words(`autor autores obra obras intelectual copia copias pelicula musica cancion libro programa
      informatico software plagio`),
  },
  {
    abbr: 'LDV',
    normId: 'BOE-A-2023-12203',
    law: { key: 'Ley 12/2023', title: 'por el derecho a la vivienda' },
    abbreviations: ['LDV'],
    names: [
      'Ley por el derecho a la vivienda',
      'Ley del derecho a la vivienda',
      'Ley de Vivienda',
      'Ley de la Vivienda',
      'Ley estatal de vivienda',
    ],
  },
  {
    abbr: 'CCom',
    normId: 'BOE-A-1885-6627',
    law: null,
    abbreviations: ['CCom', 'C.Com.', 'C. de C.'],
    names: ['Código de Comercio'],
  },
  {
    abbr: 'CC',
    normId: 'BOE-A-1889-4763',
    law: null,
    abbreviations: ['C.C.', 'CC', 'Cc'],
    names: ['Código Civil'],
  },
  {
    abbr: 'CP',
    normId: 'BOE-A-1995-25444',
    law: { key: 'Ley Orgánica 10/1995', title: 'del Código Penal' },
    abbreviations: ['C.P.', 'CP'],
    names: ['Código Penal'],
    domain: words(`delito delitos delincuente pena penas penal carcel prision preso condena condenado
      condenar castigo castigado multa robo robar robado hurto ladron matar homicidio asesinato lesiones
      agresion agredir pegar estafa estafar amenaza amenazas amenazar acoso acosar violencia maltrato abuso
      denuncia denunciar policia detenido detener antecedentes injurias calumnias drogas alcoholemia
      borracho`),
  },
  {
    abbr: 'CE',
    normId: 'BOE-A-1978-31229',
    law: null,
    abbreviations: ['C.E.', 'CE'],
    names: ['Constitución Española', 'Constitución'],
  },
];

/** All codes: abbreviation, BOE id, number, abbreviations and names — read-only, for listing and law filters. */
export const LEGAL_CODES: readonly LegalCode[] = CODES;

/** Laws known by number: their usual abbreviation and their title (used when the title follows the number). */
const KNOWN_LAWS: Record<string, { abbr: string; title: string }> = {};
for (const c of CODES) if (c.law) KNOWN_LAWS[c.law.key] = { abbr: c.abbr, title: c.law.title };

/** Code by canonical law key ('Ley 29/1994'), by BOE id, by written abbreviation, by name key. */
export const CODE_BY_LAW = new Map<string, LegalCode>();
export const CODE_BY_NORM = new Map<string, LegalCode>();
export const CODE_BY_WRITTEN = new Map<string, LegalCode>();
export const CODE_BY_NAME = new Map<string, LegalCode>();
for (const c of CODES) {
  if (c.law) CODE_BY_LAW.set(c.law.key, c);
  CODE_BY_NORM.set(c.normId, c);
  for (const a of c.abbreviations) CODE_BY_WRITTEN.set(a, c);
  for (const n of c.names) CODE_BY_NAME.set(nameKey(n), c);
}
const ABBR_BY_WRITTEN = new Map([...CODE_BY_WRITTEN].map(([w, c]) => [w, c.abbr]));
const ABBR_BY_NAME = new Map([...CODE_BY_NAME].map(([n, c]) => [n, c.abbr]));

/** A literal string as a regular expression. */
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** Sort order: longest first, so an alternation prefers the longest form. */
export const byLengthDesc = (a: string, b: string) => b.length - a.length;

/** Written abbreviations, longest first, case-sensitive. */
export const ABBR_RE = [...ABBR_BY_WRITTEN.keys()].sort(byLengthDesc).map(escapeRe).join('|');
/** Full code names, longest first, case- and accent-insensitive. */
export const NAME_RE = CODES.flatMap((c) => c.names)
  .sort(byLengthDesc)
  .map(ci)
  .join('|');

export const LAW_TYPE_RE = [
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
export const ART_WORD = `(?:${ci('artículos')}|${ci('artículo')}|[Aa]rts?\\.?)`;
const ART_RE =
  `${NOT_BEFORE}(${ART_WORD})\\s*(${ART_NUM}(?:${ART_SEP}${ART_NUM})*)` +
  `(\\s+y\\s+(?:ss\\.|sigs?\\.|siguientes))?` +
  `(?:(,?\\s*(?:${ci('del')}|${ci('de la')}|${ci('de los')}|${ci('de')})?\\s*)` +
  `(?:(${LAW_RE})|${NOT_BEFORE}(${ABBR_RE})${NOT_AFTER}|(${NAME_RE})(?![${WORD}])))?`;

const ECLI_RE = `${NOT_BEFORE}(ecli|ECLI):([A-Za-z]{2}):([A-Za-z0-9]{1,7}):(\\d{4}):([A-Za-z0-9.]{1,25}?)(?=\\.?(?:[^A-Za-z0-9.]|$))`;

export const MONTH_RE = `(?:${SPANISH_MONTHS.map(ci).join('|')})`;
const PLACE = `[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+(?:\\s(?:de\\s)?[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)?`;
const JUDGMENT_RE =
  `${NOT_BEFORE}(SSTS|STS|STC|STSJ|SAP|SAN|SJS|SJPI|SJM)(?![${WORD}])` +
  `(?:\\s+(?:de\\s+)?(${PLACE}))?` +
  `(\\s*\\([^()]{1,40}\\))?` +
  `(?:,?\\s+(?:(?:n[úu]m\\.|n\\.?\\s?º)\\s*)?(\\d{1,5})\\/(\\d{2,4})(?![\\d/])` +
  `|,?\\s+de\\s+(\\d{1,2})\\s+de\\s+(${MONTH_RE})\\s+de\\s+(\\d{4}))`;

/** Written abbreviations that may stand alone (not 'RH', also 'recursos humanos'), longest first. */
const BARE_ABBR_RE = [...CODE_BY_WRITTEN]
  .filter(([, c]) => c.needsArticle !== true)
  .map(([w]) => w)
  .sort(byLengthDesc)
  .map(escapeRe)
  .join('|');

/** A bare code abbreviation; 'CP'/'C.P.' followed by digits is a postal code, not the Penal Code. */
const CODE_RE = `${NOT_BEFORE}(${BARE_ABBR_RE})${NOT_AFTER}(?!\\s*\\d)`;

export const PLAUSIBLE_YEAR = (y: number) => y >= 1800 && y <= 2100;

/** Canonical law type: 'Ley', 'Ley Orgánica', 'Real Decreto', 'Real Decreto Legislativo', 'Real Decreto-ley'. */
export function lawType(written: string): string {
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

/**
 * Length of what follows a numbered law at `text[index]` and belongs to it: its date (', de 24 de
 * noviembre') and, for a known law, its title (', de Arrendamientos Urbanos').
 *
 * @returns the extra length and the canonical date and title ('' when absent)
 */
export function lawTail(
  text: string,
  index: number,
  key: string,
): { length: number; datePart: string; title: string | null } {
  const rest = text.slice(index);
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
    if (title) return { length: (date ? date[0].length : 0) + title[0].length, datePart, title: known.title };
  }
  return { length: 0, datePart, title: null };
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
  const tail = lawTail(text, index + length, key);
  if (tail.title !== null) {
    normalised += `${tail.datePart}, ${tail.title}`;
    length += tail.length;
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
      normalised += ` ${ABBR_BY_NAME.get(nameKey(m[10])) ?? m[10]}`;
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
