/**
 * Text analysis shared by the search index and the queries it answers: words folded (lower case, no
 * accents), Spanish stop words and question words dropped, the Snowball Spanish stemmer applied, and
 * numbers and negations kept. The index and the query must analyse text the same way, so both call
 * {@link analyzeText}; the query side adds {@link analyzeQuery} (question words dropped, lay words
 * expanded to the laws' own terms with a lower weight).
 *
 * @module
 */
import snowball from 'snowball-stemmers';
import { questionAsks } from './answers.js';

/** A word of a text, with its offsets (UTF-16 units) for highlighting. */
export interface TextToken {
  /** The word as written. */
  word: string;
  /** Its stem (folded, stemmed); '' for a stop word. */
  stem: string;
  start: number;
  end: number;
}

/**
 * Lower case, accents and the tilde of ñ removed ('Artículo' → 'articulo', 'Año' → 'ano'), as
 * PostgreSQL's `unaccent` does, so people who type without accents find the same words.
 */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Function words of Spanish (articles, prepositions, pronouns, auxiliaries) that carry no meaning
 * for retrieval, folded. Negations ('no', 'sin', 'ni', 'nunca') are NOT here: they change what a
 * question asks.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a al algo algun alguna algunas alguno algunos ante antes aquel aquella aquellas aquello aquellos aqui asi
  aun aunque cada como con contra cual cuales cualquier cuan cuando cuanta cuantas cuanto cuantos de del
  desde donde dos durante e el ella ellas ello ellos en entre era eran eres es esa esas ese eso esos esta
  estaba estado estan estar estas este esto estos estoy fue fueron fui ha habeis haber habia habian han has
  hasta hay he la las le les lo los me mi mia mias mio mios mis mucho muchos muy nos nosotros nuestra
  nuestras nuestro nuestros o os otra otras otro otros para pero poco por porque que quien quienes se sea
  sean ser si sido siendo sobre somos son soy su sus suya suyas suyo suyos tal tambien tan tanto te tendra
  tenemos tener tengo ti tiene tienen toda todas todo todos tu tus tuya tuyo u un una unas uno unos usted
  ustedes vosotros vuestra vuestro y ya yo`
    .split(/\s+/)
    .filter((w) => w !== ''),
);

/**
 * Words of a question that say how it is asked, not what it is about ('¿qué pasa si…?', '¿cuánto
 * puede…?', 'quiero saber…'), folded. Dropped from queries only; the index keeps them (they are rare
 * in laws and harmless there).
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  `puede pueden puedo podemos podria podrian debo debe deben tengo tienes tiene tenemos hacer hago hace
  pasa pasaria ocurre sucede quiero queria quisiera saber se sabe dice dicen decir necesito necesita
  cuanto cuanta cuantos cuantas cuando donde como que cual cuales quien quienes hay existe existen
  alguien algo vale valen cosa cosas caso tema sobre segun ley leyes norma normas articulo articulos art
  arts legal legalmente mio mia me mi te nos os
  ahora hoy ya aun todavia mas menos bien mal mucho poco muy tambien solo solamente`
    .split(/\s+/)
    .filter((w) => w !== ''),
);

/**
 * Ways of asking for a time limit ('¿cuánto tiempo…?', '¿hasta cuándo…?', '¿en cuántos días…?'):
 * their words are question words and go, but what they ask for is a 'plazo', which the laws name.
 * Folded word pairs; the legal terms join the query as expansions.
 */
export const TIME_QUESTIONS: readonly (readonly [string, string])[] = [
  ['cuanto', 'tiempo'],
  ['cuantos', 'dias'],
  ['cuantos', 'meses'],
  ['cuantos', 'anos'],
  ['cuantas', 'semanas'],
  ['hasta', 'cuando'],
  ['que', 'plazo'],
  ['cuanto', 'dura'],
  ['cuanto', 'duran'],
];

/**
 * Words that name a procedure — a court, a lawsuit, an appeal, evidence (folded, as written): a
 * question holding one (its own words or the legal terms the thesaurus brought) asks how to litigate,
 * and the codes of procedure keep their full weight for it ({@link AnalyzedQuery.procedural}).
 */
export const PROCEDURAL_WORDS: readonly string[] = `demanda demandar demandado demandante juicio juzgado
  juzgados tribunal tribunales juez jueza jueces fiscal recurso recurrir apelacion casacion sentencia
  proceso procedimiento abogado procurador ejecucion embargo denuncia denunciar querella pleito pleitear
  notificacion citacion emplazamiento comparecer vista prueba testigo perito conciliacion monitorio
  desahucio impugnar impugnacion`
  .split(/\s+/)
  .filter((w) => w !== '');

let proceduralStems: Set<string> | undefined;

/** Negations kept as query terms (their stems). */
export const NEGATIONS: ReadonlySet<string> = new Set(['no', 'sin', 'ni', 'nunca', 'jamas', 'tampoco']);

const stemmer = snowball.newStemmer('spanish');
const stemCache = new Map<string, string>();

/** Snowball Spanish stem of a folded word; numbers and one-letter words as they are. */
export function stemWord(folded: string): string {
  const cached = stemCache.get(folded);
  if (cached !== undefined) return cached;
  const stem = /^\d/.test(folded) || folded.length < 3 ? folded : stemmer.stem(folded);
  if (stemCache.size < 500_000) stemCache.set(folded, stem);
  return stem;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Words as written → their index stem, or null for a stop word or a word over 40 letters. */
const wordCache = new Map<string, string | null>();

/**
 * The index stem of a word as written ({@link foldWord} then {@link stemWord}), or null when the
 * index leaves it out (a stop word, or longer than 40 letters). Remembered per written form, so the
 * words a text repeats are folded and stemmed once.
 */
function indexStem(word: string): string | null {
  const cached = wordCache.get(word);
  if (cached !== undefined) return cached;
  const folded = foldWord(word);
  const stem = folded.length > 40 || STOP_WORDS.has(folded) ? null : stemWord(folded);
  if (wordCache.size < 500_000) wordCache.set(word, stem);
  return stem;
}

/** Every word of a text with its stem ('' for stop words); longest word kept is 40 letters. */
export function tokenizeText(text: string): TextToken[] {
  const out: TextToken[] = [];
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    out.push({ word, stem: indexStem(word) ?? '', start: m.index, end: m.index + word.length });
  }
  return out;
}

/**
 * A word's first two UTF-16 units as one number, lower-cased, or -1 when either is not ASCII; a
 * one-unit word gets 0xffff as its second. (Folding an ASCII letter only lower-cases it.)
 */
function asciiPrefixKey(word: string): number {
  const a = word.charCodeAt(0);
  const b = word.length > 1 ? word.charCodeAt(1) : 0xffff;
  if (a > 127 || (b > 127 && b !== 0xffff)) return -1;
  const lower = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);
  return lower(a) * 65536 + (b === 0xffff ? b : lower(b));
}

/**
 * Character ranges (UTF-16 units) of the words of `text` whose stem is one of `stems` — what
 * {@link tokenizeText} gives filtered to those stems, without building a token per word.
 *
 * A word whose first two letters are ASCII is passed over unless some stem starts with them: the
 * Spanish Snowball stemmer only changes a word after its second letter (its regions RV, R1 and R2
 * never start before the third), words of one or two letters are their own stems, and numbers are
 * kept as they are.
 */
export function stemRanges(text: string, stems: ReadonlySet<string>): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  if (stems.size === 0) return out;
  const prefixes = new Set<number>();
  for (const stem of stems) if (stem !== '') prefixes.add(asciiPrefixKey(stem.slice(0, 2)));
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const key = asciiPrefixKey(word);
    if (key !== -1 && !prefixes.has(key)) continue;
    const stem = indexStem(word);
    if (stem !== null && stem !== '' && stems.has(stem))
      out.push({ start: m.index, end: m.index + word.length });
  }
  return out;
}

/**
 * The stems of a text for the index, in order, stop words removed (negations and numbers kept).
 */
export function analyzeText(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const stem = indexStem(m[0]);
    if (stem !== null) out.push(stem);
  }
  return out;
}

/** A lay → legal entry as the thesaurus gives it. */
export interface ExpansionEntry {
  lay: string;
  legal: readonly string[];
}

/** One term of an analysed query. */
export interface QueryTerm {
  /** The stem. */
  term: string;
  /** Weight in the ranking: 1 for the user's words, less for expansions. */
  weight: number;
  /** The word the user wrote (for expansions: the lay phrase that brought it). */
  from: string;
  /** `query`: the user's word; `expansion`: a legal term for a lay word. */
  source: 'query' | 'expansion';
}

/** What {@link analyzeQuery} gives. */
export interface AnalyzedQuery {
  /** Terms to rank by, each once (highest weight kept), the user's first. */
  terms: QueryTerm[];
  /** Negations the question contains ('no', 'sin'), folded. */
  negations: string[];
  /** Numbers the question contains ('30', '2015'). */
  numbers: string[];
  /** The question had words, but only stop and question words. */
  onlyStopWords: boolean;
  /**
   * Stem sequences whose adjacent pairs are phrases worth finding together: the user's words in
   * order, and each multi-word legal term an expansion brought ('vicios ocultos').
   */
  sequences: { stems: string[]; source: 'query' | 'expansion' }[];
  /** The kinds of answer the question asks for (`ASKS_DURATION`… bits of `answers.ts`). */
  asks: number;
  /** A term (the user's or an expansion) names a procedure ({@link PROCEDURAL_WORDS}). */
  procedural: boolean;
}

/** Options of {@link analyzeQuery}. */
export interface AnalyzeQueryOptions {
  /** Lay → legal entries used as weighted expansion. @default none */
  expansions?: ExpansionStems;
  /** Weight of an expansion term. @default 0.5 */
  expansionWeight?: number;
  /**
   * Weight of the user's own words that a lay phrase matched ('casero', 'paro'): laws seldom use
   * them, so they would otherwise outrank the legal terms they stand for. @default 1
   */
  layWeight?: number;
  /** Most terms kept. @default 32 */
  maxTerms?: number;
}

/** Lay phrases as stem sequences → the stems of their legal terms (see {@link compileExpansions}). */
export interface ExpansionStems {
  /** First stem of a lay phrase of several words → the entries that start with it. */
  byFirst: Map<string, { lay: string[]; phrase: string; targets: string[]; phrases: string[][] }[]>;
  /**
   * One-word lay entries by the folded word and its plural: matched on the word, not its stem, since
   * stems join words a thesaurus must keep apart ('bajo' and 'baja' are both 'baj').
   */
  byWord: Map<string, { phrase: string; targets: string[]; phrases: string[][] }[]>;
  /** Every legal target stem. */
  targets: Set<string>;
}

/** Significant stems of a phrase (stop and question words dropped). */
function phraseStems(phrase: string, dropQuestionWords: boolean): string[] {
  const out: string[] = [];
  for (const m of phrase.matchAll(WORD)) {
    const folded = foldWord(m[0]);
    if (STOP_WORDS.has(folded) || (dropQuestionWords && QUESTION_WORDS.has(folded))) continue;
    out.push(stemWord(folded));
  }
  return out;
}

/** Prepares thesaurus entries for {@link analyzeQuery}: each lay phrase and its targets as stems. */
export function compileExpansions(entries: readonly ExpansionEntry[]): ExpansionStems {
  const byFirst: ExpansionStems['byFirst'] = new Map();
  const byWord: ExpansionStems['byWord'] = new Map();
  const allTargets = new Set<string>();
  for (const e of entries) {
    const lay = phraseStems(e.lay, false).map(layKey);
    const first = lay[0];
    if (first === undefined) continue;
    const phrases = e.legal.map((t) => phraseStems(t, false)).filter((p) => p.length > 1);
    const targets = [...new Set(e.legal.flatMap((t) => phraseStems(t, false)))];
    for (const t of targets) allTargets.add(t);
    const words = [...e.lay.matchAll(WORD)].map((m) => foldWord(m[0]));
    // A verb ('despedir', 'engañar') matches its forms by stem like a phrase; other single words
    // match as written or in the plural.
    if (words.length === 1 && words[0] !== undefined && !/(?:ar|er|ir)(?:se)?$/.test(words[0])) {
      const w = words[0];
      const plural = /[aeiou]$/.test(w) ? `${w}s` : /z$/.test(w) ? `${w.slice(0, -1)}ces` : `${w}es`;
      for (const form of [w, plural]) {
        const list = byWord.get(form) ?? [];
        list.push({ phrase: e.lay, targets, phrases });
        byWord.set(form, list);
      }
      continue;
    }
    const list = byFirst.get(first) ?? [];
    list.push({ lay, phrase: e.lay, targets, phrases });
    byFirst.set(first, list);
  }
  return { byFirst, byWord, targets: allTargets };
}

/**
 * A looser key of a stem for matching lay phrases: the Snowball stemmer leaves short verbs and
 * participles half-stemmed ('echar' → 'echar', 'echado' → 'echad', 'echaron' → 'echaron'), so the
 * verb endings are cut from both sides before comparing. The diphthongs of Spanish stem-changing verbs
 * are undone too ('devuelven' → 'devolv' like 'devolver', 'pierdo' → 'perd' like 'perder', 'renueva',
 * 'cierran', 'cuesta'), and so are the spelling changes g → j and gu → g ('corrijo' like 'corregir',
 * 'sigo' like 'seguir'; the raised vowel of e → i verbs, 'pido', is undone on the question's side by
 * {@link undoVowelRaise}), so a lay phrase written with the infinitive matches the conjugated verb; a
 * phrase matches only as a whole, so the words this also merges ('puerta', 'tierra') cost nothing alone.
 */
export function layKey(stem: string): string {
  const key = stem.replace(/ue/g, 'o').replace(/ie/g, 'e');
  return (key.length > 4 ? key.replace(/(?:aron|ando|ad|id|ar)$/, '') : key)
    .replace(/(?<=[^aeiou]|u)i$/, '')
    .replace(/(?:gu|j)$/, 'g');
}

/**
 * A question's stem key with the raised vowel of an e → i verb undone ('pid' → 'ped', 'consig' →
 * 'conseg'). Only the question's side is undone, so a lay verb written with i ('fichar') is never
 * matched by a word with e ('fecha').
 */
function undoVowelRaise(key: string): string {
  return key.replace(/i(?=[^aeiou]*$)/, 'e');
}

/** Whether a question's stem matches a lay phrase's key, as written or as a conjugated e → i verb. */
function layMatches(stem: string, lay: string): boolean {
  const key = layKey(stem);
  return key === lay || undoVowelRaise(key) === lay;
}

/** Whether a stem is itself one of the thesaurus's legal terms (then the user's word keeps its weight). */
function isLegalTarget(stem: string, expansions: ExpansionStems): boolean {
  return expansions.targets.has(stem);
}

/**
 * Analyses a search question: question and stop words dropped, negations and numbers kept, the rest
 * folded and stemmed; lay phrases found in it (longest first) add their legal terms with a lower
 * weight. Operators and punctuation are never terms, so nothing a user types reaches a parser.
 */
export function analyzeQuery(query: string, options: AnalyzeQueryOptions = {}): AnalyzedQuery {
  const maxTerms = options.maxTerms ?? 32;
  const weight = options.expansionWeight ?? 0.5;
  const negations: string[] = [];
  const numbers: string[] = [];
  const words: { stem: string; word: string; folded: string }[] = [];
  let sawWord = false;
  for (const m of query.normalize('NFC').matchAll(WORD)) {
    sawWord = true;
    const folded = foldWord(m[0]);
    if (folded.length > 40) continue;
    if (NEGATIONS.has(folded)) {
      negations.push(folded);
      words.push({ stem: folded, word: m[0], folded });
      continue;
    }
    if (STOP_WORDS.has(folded) || QUESTION_WORDS.has(folded)) continue;
    if (/^\d+$/.test(folded)) numbers.push(folded);
    words.push({ stem: stemWord(folded), word: m[0], folded });
  }
  const folded = [...query.normalize('NFC').matchAll(WORD)].map((m) => foldWord(m[0]));
  const asksTime = folded.some((w, i) => TIME_QUESTIONS.some(([a, b]) => a === w && b === folded[i + 1]));
  const terms = new Map<string, QueryTerm>();
  const sequences: AnalyzedQuery['sequences'] =
    words.length > 1 ? [{ stems: words.map((w) => w.stem), source: 'query' }] : [];
  for (const w of words) {
    if (!terms.has(w.stem)) terms.set(w.stem, { term: w.stem, weight: 1, from: w.word, source: 'query' });
  }
  if (options.expansions && asksTime) {
    const plazo = stemWord('plazo');
    if (!terms.has(plazo)) terms.set(plazo, { term: plazo, weight, from: 'plazo', source: 'expansion' });
  }
  if (options.expansions) {
    const stems = words.map((w) => w.stem);
    const layWeight = options.layWeight ?? 1;
    const matched = new Set<string>();
    const add = (targets: readonly string[], phrase: string, phrases: readonly string[][]) => {
      for (const t of targets) {
        if (!terms.has(t)) terms.set(t, { term: t, weight, from: phrase, source: 'expansion' });
      }
      for (const p of phrases) sequences.push({ stems: [...p], source: 'expansion' });
    };
    for (const w of words) {
      for (const e of options.expansions.byWord.get(w.folded) ?? []) {
        add(e.targets, e.phrase, e.phrases);
        matched.add(w.stem);
      }
    }
    for (let i = 0; i < stems.length; i++) {
      const key = layKey(stems[i] ?? '');
      const undone = undoVowelRaise(key);
      const candidates = [
        ...(options.expansions.byFirst.get(key) ?? []),
        ...(undone === key ? [] : (options.expansions.byFirst.get(undone) ?? [])),
      ];
      for (const c of candidates) {
        if (c.lay.some((s, k) => !layMatches(stems[i + k] ?? '', s))) continue;
        add(c.targets, c.phrase, c.phrases);
        for (let k = 0; k < c.lay.length; k++) matched.add(stems[i + k] ?? '');
      }
    }
    for (const stem of matched) {
      const t = terms.get(stem);
      if (t?.source === 'query' && !isLegalTarget(stem, options.expansions)) t.weight = layWeight;
    }
  }
  const list = [...terms.values()].slice(0, maxTerms);
  proceduralStems ??= new Set(PROCEDURAL_WORDS.map(stemWord));
  const named = proceduralStems;
  return {
    terms: list,
    negations,
    numbers,
    onlyStopWords: sawWord && words.length === 0,
    sequences,
    asks: questionAsks(query),
    procedural: list.some((t) => named.has(t.term)),
  };
}
