/**
 * Article numbers of Spanish norms, however they are written: 'Artículo 1902', 'Art. 1', 'Artículo 9
 * bis', 'Artículo 1.º', and the older norms' words ('Artículo veintiuno', 'Artículo primero',
 * 'Artículo doscientos ochenta y uno'). One canonical key per article — digits, then the Latin
 * suffix ('21', '9 bis') — so a citation, a heading and an anchor all meet. Pure functions, no I/O.
 *
 * @module
 */

const UNITS: Record<string, number> = {
  cero: 0,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
};

const ORDINALS: Record<string, number> = {
  primero: 1,
  primera: 1,
  segundo: 2,
  segunda: 2,
  tercero: 3,
  tercera: 3,
  cuarto: 4,
  cuarta: 4,
  quinto: 5,
  quinta: 5,
  sexto: 6,
  sexta: 6,
  septimo: 7,
  septima: 7,
  setimo: 7,
  octavo: 8,
  octava: 8,
  noveno: 9,
  novena: 9,
  decimo: 10,
  decima: 10,
  undecimo: 11,
  undecima: 11,
  duodecimo: 12,
  duodecima: 12,
  vigesimo: 20,
  vigesima: 20,
  trigesimo: 30,
  trigesima: 30,
  cuadragesimo: 40,
  cuadragesima: 40,
  quincuagesimo: 50,
  quincuagesima: 50,
};

/** Latin suffixes of inserted articles, in order. */
export const ARTICLE_SUFFIXES = [
  'bis',
  'ter',
  'quater',
  'quinquies',
  'sexies',
  'septies',
  'octies',
  'nonies',
  'decies',
] as const;

const SUFFIX = new RegExp(`^(${ARTICLE_SUFFIXES.join('|')})$`);

/** Lower case without accents. */
function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The number a Spanish cardinal or ordinal written in words stands for: 'veintiuno' → 21,
 * 'treinta y dos' → 32, 'doscientos ochenta y uno' → 281, 'primero' → 1, 'decimotercero' → 13,
 * 'vigésimo primero' → 21, 'único' → 1; null when the words are not a number.
 */
export function spanishNumber(words: string): number | null {
  const parts = fold(words)
    .split(/[\s-]+/)
    .filter((w) => w !== '' && w !== 'y');
  if (parts.length === 0) return null;
  if (parts.length === 1 && parts[0] === 'unico') return 1;
  let total = 0;
  let thousands = 0;
  for (const part of parts) {
    if (part === 'mil') {
      thousands = (total === 0 ? 1 : total) * 1000;
      total = 0;
      continue;
    }
    const unit = UNITS[part] ?? ORDINALS[part] ?? compoundOrdinal(part);
    if (unit === undefined || unit === null) return null;
    total += unit;
  }
  return thousands + total;
}

/** 'decimotercero' → 13, 'vigesimoprimero' → 21; null otherwise. */
function compoundOrdinal(word: string): number | null {
  const m = /^(decimo|vigesimo|trigesimo)(.+)$/.exec(word);
  if (!m) return null;
  const tens = m[1] === 'decimo' ? 10 : m[1] === 'vigesimo' ? 20 : 30;
  const unit = ORDINALS[m[2] ?? ''];
  return unit !== undefined && unit < 10 ? tens + unit : null;
}

/**
 * Canonical key of an article number as written after 'artículo': '1902' → '1902', '9 bis' → '9 bis',
 * '9bis' → '9 bis', '1.º' → '1', 'veintiuno' → '21', 'primero' → '1', 'treinta y dos bis' → '32 bis';
 * null when it is not an article number.
 */
export function articleKey(written: string): string | null {
  const text = fold(written)
    .replace(/[º°ª]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.,;:]+$/, '')
    .trim();
  if (text === '') return null;
  const digits = /^(\d+)(?:\.)?\s*([a-z]+)?$/.exec(text);
  if (digits) {
    const suffix = digits[2];
    if (suffix !== undefined && !SUFFIX.test(suffix)) return null;
    return suffix ? `${Number(digits[1])} ${suffix}` : String(Number(digits[1]));
  }
  const words = text.split(' ');
  const last = words[words.length - 1] ?? '';
  const suffix = SUFFIX.test(last) ? last : null;
  const n = spanishNumber((suffix ? words.slice(0, -1) : words).join(' '));
  if (n === null) return null;
  return suffix ? `${n} ${suffix}` : String(n);
}

const HEADING = /^(?:art[íi]culo|art\.)\s*(.+)$/iu;

/**
 * Canonical key of the article a heading starts: 'Artículo 36. Fianza' → '36', 'Art. 1' → '1',
 * 'Artículo 9 bis. Ámbito' → '9 bis', 'Artículo veintiuno' → '21', 'Artículo primero. Objeto' → '1';
 * null for anything that is not an article ('Disposición adicional primera', 'PREÁMBULO').
 */
export function articleKeyFromHeading(heading: string | null | undefined): string | null {
  const m = HEADING.exec(
    String(heading ?? '')
      .replace(/\u00a0/g, ' ')
      .trim(),
  );
  if (!m) return null;
  // The number ends at the first full stop followed by a space or the end, or at a colon or dash.
  const rest = (m[1] ?? '').replace(/^[\s.]+/, '');
  const numberPart = rest.split(/\.\s|\.$|[:—–(]|\s-\s/)[0] ?? '';
  const direct = articleKey(numberPart);
  if (direct !== null) return direct;
  // 'Artículo 1.º Objeto' or 'Artículo 5 Plazos': the number, then a suffix, then the title.
  const lead =
    /^(\d+)(?:\.?\s*[º°ª])?(?:\s+(bis|ter|quater|quinquies|sexies|septies|octies|nonies|decies)\b)?/i.exec(
      numberPart,
    );
  if (lead) return lead[2] ? `${Number(lead[1])} ${lead[2].toLowerCase()}` : String(Number(lead[1]));
  return null;
}

/** URL fragment of an article: '9 bis' → 'articulo-9-bis'. */
export function articleAnchor(key: string): string {
  return `articulo-${key.replace(/\s+/g, '-')}`;
}

/** The article key of a fragment made by {@link articleAnchor}; null for anything else. */
export function articleKeyFromAnchor(anchor: string): string | null {
  const m = /^#?articulo-(.+)$/.exec(anchor);
  return m ? articleKey((m[1] ?? '').replace(/-/g, ' ')) : null;
}
