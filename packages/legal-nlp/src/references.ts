/**
 * The norms and articles a search query refers to: 'art. 1902 CC', 'artículo 9 de la LAU', '9 LAU',
 * 'Ley 29/1994', 'BOE-A-1994-26003 art. 36', 'artículo veintiuno de la Ley de Propiedad Horizontal'.
 * Norms resolve through the one alias table of the package ({@link LEGAL_CODES}); article numbers through
 * {@link articleKey}. Pure string functions, no I/O.
 *
 * @module
 */
import { articleKey } from './articles.js';
import {
  ABBR_RE,
  ART_WORD,
  ci,
  CODE_BY_LAW,
  CODE_BY_NAME,
  CODE_BY_NORM,
  CODE_BY_WRITTEN,
  lawTail,
  lawType,
  nameKey,
  NAME_RE,
  NOT_AFTER,
  NOT_BEFORE,
  WORD,
  type LegalCode,
} from './citations.js';

export { LEGAL_CODES, type LegalCode } from './citations.js';

/** Kind of a numbered norm, in lower case as written in running text. */
export type LawKind =
  | 'ley'
  | 'ley orgánica'
  | 'real decreto'
  | 'real decreto legislativo'
  | 'real decreto-ley'
  | 'decreto'
  | 'orden';

/** A norm/article a search query refers to. */
export interface LegalReference {
  /** BOE id when the norm is known by alias/name/number/BOE id (e.g. 'BOE-A-1994-26003'); null otherwise. */
  normId: string | null;
  /**
   * The number of the norm when the query names a numbered one ('Ley 29/1994' → { kind: 'ley', number:
   * '29', year: '1994' }), resolved or not — the server resolves unknown ones against imported titles;
   * null otherwise. An order keeps its department ('Orden HFP/1234/2020' → number 'HFP/1234').
   */
  lawNumber: { kind: LawKind; number: string; year: string } | null;
  /** Canonical article key (articleKey()) or null when no article is cited. */
  article: string | null;
  /** Canonical abbreviation of the norm ('LAU'), null when none. */
  abbr: string | null;
  /**
   * [start, end) of the reference in the query, so the caller can drop it from the free-text part. The
   * references of one list ('arts. 9 y 10 LAU') share the span of the whole list.
   */
  start: number;
  end: number;
}

/** A norm named in the query. */
interface Mention {
  start: number;
  end: number;
  normId: string | null;
  abbr: string | null;
  lawNumber: LegalReference['lawNumber'];
  /** How it was written: an abbreviation, a name, a number or a BOE id. */
  via: 'abbr' | 'name' | 'law' | 'boe';
  /** True for an abbreviation that counts only next to an article ('RH'). */
  needsArticle: boolean;
}

/** Article numbers cited together ('arts. 9 y 10'). */
interface ArticleGroup {
  start: number;
  end: number;
  keys: string[];
}

const BOE_RE = /(?<![A-Za-z0-9-])BOE-A-(\d{4})-(\d{1,6})(?!\d)/gi;

const REF_LAW_TYPE_RE = [
  ci('Real Decreto Legislativo'),
  ci('Real Decreto-ley'),
  ci('Real Decreto'),
  ci('Ley Orgánica'),
  ci('Ley'),
  ci('Decreto'),
  'RDLeg\\.?',
  'RD\\s?Leg\\.?',
  'RDL',
  'RD-ley',
  'RDley',
  'RD',
  'LO',
].join('|');

/** `Ley 29/1994`, `LO 3/2018`, `RDL 2/2015`, `Decreto 8/1946`: groups type, number, year. */
const REF_LAW_RE = new RegExp(
  `${NOT_BEFORE}(${REF_LAW_TYPE_RE})\\s+(?:(?:n[úu]m\\.|n\\.?\\s?º)\\s*)?(\\d{1,4})\\/(\\d{4}|\\d{2})(?![\\d/])`,
  'g',
);
/** `Orden HFP/1234/2020`: groups department, number, year. */
const ORDER_RE = new RegExp(
  `${NOT_BEFORE}${ci('Orden')}\\s+(?:([A-Z]{2,5})\\/)?(\\d{1,5})\\/(\\d{4})(?![\\d/])`,
  'g',
);

/** Abbreviations, case-sensitive; five digits after one is a postal code ('CP 28001'). */
const ABBR_MENTION_RE = new RegExp(`${NOT_BEFORE}(${ABBR_RE})${NOT_AFTER}(?!\\s*\\d{5}(?!\\d))`, 'g');
/** Names, case- and accent-insensitive. */
const NAME_MENTION_RE = new RegExp(`${NOT_BEFORE}(${NAME_RE})(?![${WORD}])`, 'g');

const SUFFIXES = 'bis|ter|quater|quinquies|sexies|septies|octies|nonies|decies';
/**
 * An article number in digits: '1902', '1.902', '24.1', '1.º', '9 bis', '25.1.b)'. Group 1: the number;
 * group 2: the suffix. Paragraphs, ordinal signs and letters are matched and dropped.
 */
const DIGITS = `(\\d{1,3}\\.\\d{3}(?![\\d])|\\d{1,4})(?:\\.?\\s?[º°ª])?(?:\\s?(${SUFFIXES})(?![${WORD}]))?(?:\\.\\d{1,3}(?:\\.?\\s?[º°ª])?)*(?:\\.?\\s?[a-z]\\)|\\.[a-z](?![${WORD}]))?`;
const DIGITS_Y = new RegExp(DIGITS, 'y');
const ART_WORD_G = new RegExp(`${NOT_BEFORE}${ART_WORD}`, 'g');
/** Between the numbers of a list: ', ', ' y ', ' e ', ' a ', then maybe 'art.' again. */
const LIST_SEP_Y = new RegExp(`(?:\\s*,\\s*|\\s+[yeYE]\\s+|\\s+a\\s+)(?:${ART_WORD}\\s*)?`, 'y');
const WORD_TOKEN_Y = new RegExp(`[${WORD}]+`, 'y');
const SPACE_Y = /\s+/y;
const TENS = /^(treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)$/;
/** Between an article and the norm after it: ' ', ', ', ' del ', ' de la ', ' de los ', ' de '. */
const CONNECTOR = new RegExp(`^,?\\s*(?:(?:${ci('del')}|${ci('de la')}|${ci('de los')}|${ci('de')})\\s+)?$`);
/** Between a norm and the article after it: ' ', ', '. */
const JOIN = /^\s*,?\s*$/;

/** An article number at `text[index]`, in digits or words: its key and its end; null when there is none. */
function readNumber(text: string, index: number): { key: string; end: number } | null {
  DIGITS_Y.lastIndex = index;
  const d = DIGITS_Y.exec(text);
  if (d) {
    const key = articleKey(`${(d[1] ?? '').replace('.', '')}${d[2] ? ` ${d[2]}` : ''}`);
    if (key !== null && new RegExp(`[${WORD}]`).test(text.charAt(index + d[0].length)) === false) {
      return { key, end: index + d[0].length };
    }
    return null;
  }
  // Words: the longest run of up to eight words that spells a number ('doscientos ochenta y uno bis').
  const words: Array<{ text: string; end: number }> = [];
  let at = index;
  while (words.length < 8) {
    WORD_TOKEN_Y.lastIndex = at;
    const w = WORD_TOKEN_Y.exec(text);
    if (!w) break;
    words.push({ text: w[0], end: at + w[0].length });
    SPACE_Y.lastIndex = at + w[0].length;
    const s = SPACE_Y.exec(text);
    if (!s) break;
    at = SPACE_Y.lastIndex;
  }
  for (let n = words.length; n > 0; n--) {
    const run = words.slice(0, n).map((w) => w.text);
    if (/\d/.test(run.join(''))) continue;
    // 'y' joins tens and units only ('treinta y dos'), never two numbers ('veinte y veintiuno').
    const badY = run.some(
      (w, i) => w.toLowerCase() === 'y' && (i === 0 || i === n - 1 || !TENS.test(nameKey(run[i - 1] ?? ''))),
    );
    if (badY) continue;
    const key = articleKey(run.join(' '));
    if (key !== null) return { key, end: words[n - 1]?.end ?? index };
  }
  return null;
}

/** The article numbers cited from `text[index]` (just after 'artículo'), as a list. */
function readList(text: string, index: number): { keys: string[]; end: number } | null {
  const first = readNumber(text, index);
  if (!first) return null;
  const keys = [first.key];
  let end = first.end;
  for (;;) {
    LIST_SEP_Y.lastIndex = end;
    const sep = LIST_SEP_Y.exec(text);
    if (!sep) break;
    const next = readNumber(text, LIST_SEP_Y.lastIndex);
    if (!next) break;
    keys.push(next.key);
    end = next.end;
  }
  return { keys, end };
}

/** Two-digit years of numbered norms: '94' → '1994', '15' → '2015'. */
function fullYear(year: string): string {
  if (year.length === 4) return year;
  const y = Number(year);
  return String(y >= 40 ? 1900 + y : 2000 + y);
}

const mentionOfCode = (c: LegalCode, start: number, end: number, via: Mention['via']): Mention => ({
  start,
  end,
  normId: c.normId,
  abbr: c.abbr,
  lawNumber: null,
  via,
  needsArticle: via === 'abbr' && c.needsArticle === true,
});

/** Every norm named in the query, in order, without overlaps (the longest wins). */
function findMentions(query: string): Mention[] {
  const all: Mention[] = [];
  for (const m of query.matchAll(BOE_RE)) {
    const normId = `BOE-A-${m[1]}-${m[2]}`;
    const c = CODE_BY_NORM.get(normId);
    all.push({
      start: m.index,
      end: m.index + m[0].length,
      normId,
      abbr: c?.abbr ?? null,
      lawNumber: null,
      via: 'boe',
      needsArticle: false,
    });
  }
  for (const m of query.matchAll(REF_LAW_RE)) {
    const written = nameKey(m[1] ?? '').replace(/\.$/, '');
    const kind: LawKind = written === 'decreto' ? 'decreto' : (lawType(m[1] ?? '').toLowerCase() as LawKind);
    const number = String(Number(m[2]));
    const year = fullYear(m[3] ?? '');
    const key = `${lawType(m[1] ?? '')} ${number}/${year}`;
    const c = kind === 'decreto' ? undefined : CODE_BY_LAW.get(key);
    const end = m.index + m[0].length + lawTail(query, m.index + m[0].length, key).length;
    all.push({
      start: m.index,
      end,
      normId: c?.normId ?? null,
      abbr: c?.abbr ?? null,
      lawNumber: { kind, number, year },
      via: 'law',
      needsArticle: false,
    });
  }
  for (const m of query.matchAll(ORDER_RE)) {
    const number = `${m[1] ? `${m[1]}/` : ''}${Number(m[2])}`;
    all.push({
      start: m.index,
      end: m.index + m[0].length,
      normId: null,
      abbr: null,
      lawNumber: { kind: 'orden', number, year: m[3] ?? '' },
      via: 'law',
      needsArticle: false,
    });
  }
  for (const m of query.matchAll(NAME_MENTION_RE)) {
    const c = CODE_BY_NAME.get(nameKey(m[0]));
    if (c) all.push(mentionOfCode(c, m.index, m.index + m[0].length, 'name'));
  }
  for (const m of query.matchAll(ABBR_MENTION_RE)) {
    const c = CODE_BY_WRITTEN.get(m[0]);
    if (c) all.push(mentionOfCode(c, m.index, m.index + m[0].length, 'abbr'));
  }
  all.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const kept: Mention[] = [];
  for (const m of all) {
    const last = kept[kept.length - 1];
    if (last && m.start < last.end) {
      if (m.end - m.start > last.end - last.start) kept[kept.length - 1] = m;
      continue;
    }
    kept.push(m);
  }
  return kept;
}

/** Every 'artículo N' / 'arts. N y M' of the query, outside the norms it names. */
function findArticleGroups(query: string, mentions: Mention[]): ArticleGroup[] {
  const inside = (i: number) => mentions.some((m) => i >= m.start && i < m.end);
  const groups: ArticleGroup[] = [];
  let from = 0;
  for (const m of query.matchAll(ART_WORD_G)) {
    if (m.index < from || inside(m.index)) continue;
    SPACE_Y.lastIndex = m.index + m[0].length;
    const at = SPACE_Y.exec(query) ? SPACE_Y.lastIndex : m.index + m[0].length;
    const list = readList(query, at);
    if (!list) continue;
    groups.push({ start: m.index, end: list.end, keys: list.keys });
    from = list.end;
  }
  return groups;
}

/**
 * A bare article number just before an abbreviation or a name, after `from`: '1902 CC', '9 bis LEC',
 * '1902 del Código Civil'.
 */
function bareGroup(query: string, mention: Mention, from: number): ArticleGroup | null {
  if (mention.via !== 'abbr' && mention.via !== 'name') return null;
  const before = query.slice(from, mention.start);
  const connector = mention.via === 'name' ? `(?:${ci('del')}|${ci('de la')}|${ci('de')})\\s+` : '';
  const m = new RegExp(
    `(?<![${WORD}.,/º°ª-])(\\d{1,3}\\.\\d{3}(?![\\d])|\\d{1,4})(?:\\s?(${SUFFIXES}))?\\s+(?:${connector})?$`,
  ).exec(before);
  if (!m) return null;
  const key = articleKey(`${(m[1] ?? '').replace('.', '')}${m[2] ? ` ${m[2]}` : ''}`);
  return key === null ? null : { start: from + m.index, end: mention.start, keys: [key] };
}

/**
 * The norms and articles a search query refers to, in order: an article with its norm ('art. 1902 CC',
 * 'artículo 9 de la LAU', '9 LAU', 'LO 3/2018 art. 17', 'BOE-A-1994-26003 art. 36'), a norm alone
 * ('Ley 29/1994', 'estatuto de los trabajadores') or an article alone ('artículo 5', norm null).
 * Abbreviations are case-sensitive ('cc' is not the Código Civil), names are not ('codigo civil').
 *
 * @param query - the search box text
 * @returns one reference per article cited (a list gives one per number), plus one per norm named alone
 */
export function findLegalReferences(query: string): LegalReference[] {
  const mentions = findMentions(query);
  const groups = findArticleGroups(query, mentions);
  const refs: LegalReference[] = [];
  const used = new Set<Mention>();
  const byGroup = new Map<ArticleGroup, Mention>();

  // An article takes the norm right after it ('art. 9 de la LAU'), else the one right before it ('LAU art. 9').
  for (const g of groups) {
    const next = mentions.find((m) => m.start >= g.end);
    if (next && CONNECTOR.test(query.slice(g.end, next.start))) {
      byGroup.set(g, next);
      used.add(next);
    }
  }
  for (const g of groups) {
    if (byGroup.has(g)) continue;
    const prev = [...mentions].reverse().find((m) => m.end <= g.start);
    if (prev && !used.has(prev) && JOIN.test(query.slice(prev.end, g.start))) byGroup.set(g, prev);
  }
  for (const g of groups) {
    const m = byGroup.get(g);
    const start = m ? Math.min(m.start, g.start) : g.start;
    const end = m ? Math.max(m.end, g.end) : g.end;
    for (const key of g.keys) {
      refs.push({
        normId: m?.normId ?? null,
        lawNumber: m?.lawNumber ?? null,
        article: key,
        abbr: m?.abbr ?? null,
        start,
        end,
      });
    }
  }

  // A norm no article took: with a bare number before it ('1902 CC'), or alone ('código civil').
  const attached = new Set(byGroup.values());
  for (const m of mentions) {
    if (attached.has(m)) continue;
    const from = Math.max(
      0,
      ...groups.filter((g) => g.end <= m.start).map((g) => g.end),
      ...mentions.filter((o) => o.end <= m.start).map((o) => o.end),
    );
    const bare = bareGroup(query, m, from);
    if (bare) {
      refs.push({
        normId: m.normId,
        lawNumber: m.lawNumber,
        article: bare.keys[0] ?? null,
        abbr: m.abbr,
        start: bare.start,
        end: m.end,
      });
    } else if (!m.needsArticle) {
      refs.push({
        normId: m.normId,
        lawNumber: m.lawNumber,
        article: null,
        abbr: m.abbr,
        start: m.start,
        end: m.end,
      });
    }
  }
  return refs.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The usual abbreviation of a norm by BOE id ('BOE-A-1994-26003' → 'LAU'), or null. */
export function normAbbreviation(normId: string): string | null {
  return CODE_BY_NORM.get(normId.trim().toUpperCase())?.abbr ?? null;
}
