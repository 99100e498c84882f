/**
 * Grounded extractive answers to a question about one document: the passages of the document
 * ({@link splitPassages}) ranked by BM25 over their Snowball stems (the question analysed like a search,
 * with the thesaurus's legal terms for lay words), re-ranked by what the question asks for — a person,
 * a date, an amount, the decision, a norm, a court, a case number, a time limit — using the entities
 * {@link extractEntities} finds in each candidate; the best passage (and a second when it is nearly as
 * good) quoted verbatim with its page. Below the threshold the answer is {@link NOT_FOUND_ANSWER}: the
 * engine never writes what the document does not say. Deterministic: same pages, same question, same
 * answer.
 *
 * @module
 */
import {
  analyzeQuery,
  compileExpansions,
  foldWord,
  stemWord,
  tokenizeText,
  type ExpansionEntry,
  type ExpansionStems,
} from '../analysis.js';
import { extractEntities } from '../entities/index.js';
import type { EntityType } from '../entities/types.js';
import { THESAURUS } from '../thesaurus.js';
import { splitPassages, type QaPage, type QaPassage } from './passages.js';

/** The answer when the document does not say it (issue 13). */
export const NOT_FOUND_ANSWER = 'No he encontrado esta información en el documento.';

/** What a question asks for. */
export type QuestionIntent =
  | 'person'
  | 'judge'
  | 'party'
  | 'date'
  | 'amount'
  | 'count'
  | 'decision'
  | 'costs'
  | 'law'
  | 'court'
  | 'code'
  | 'deadline'
  | 'place'
  | 'identifier'
  | 'general';

interface IntentRule {
  intent: QuestionIntent;
  /** Folded words (or word prefixes ending in '*') of the question that ask this. */
  cues: readonly string[];
  /** Entity types a passage that answers holds. */
  types: readonly EntityType[];
  /** Stems of the words a passage that answers uses (added to the query with a lower weight). */
  terms: readonly string[];
}

/**
 * How lawyers ask about a judgment, an order, a contract or a tender, and what the answer holds. The
 * first rule whose cue the question has wins; 'cuántos' + a unit of time asks a time limit, 'cuántos' +
 * anything else a count.
 */
const INTENTS: readonly IntentRule[] = [
  {
    intent: 'costs',
    cues: ['costas'],
    types: [],
    terms: ['cost', 'impon', 'imposicion', 'conden'],
  },
  {
    intent: 'judge',
    cues: ['ponente', 'magistrad*', 'juez', 'jueza', 'presidente', 'presidenta'],
    types: ['PER'],
    terms: ['ponent', 'magistr', 'juez', 'president'],
  },
  {
    intent: 'deadline',
    cues: [
      'plazo*',
      'duracion',
      'dura',
      'vigencia',
      'tiempo',
      'dias',
      'meses',
      'anos',
      'semanas',
      'prorroga*',
    ],
    types: ['DURATION', 'DATE'],
    terms: ['plaz', 'duracion', 'vigenci', 'tiemp'],
  },
  {
    intent: 'decision',
    cues: [
      'fallo',
      'falla',
      'decidio',
      'decide',
      'decision',
      'resuelve',
      'resolvio',
      'acuerda',
      'parte dispositiva',
      'dispositiva',
      'absuelve',
      'absolvio',
      'estima',
      'estimo',
      'desestima',
      'desestimo',
    ],
    types: [],
    terms: ['fall', 'decid', 'decision', 'resolv', 'dispos', 'estim', 'desestim'],
  },
  {
    intent: 'count',
    cues: ['cuantos', 'cuantas'],
    types: [],
    terms: ['numer', 'total'],
  },
  {
    intent: 'amount',
    cues: [
      'cuanto',
      'cuanta',
      'cuantia',
      'importe',
      'asciende',
      'ascendia',
      'precio',
      'presupuesto',
      'euros',
      'cantidad',
      'indemnizacion',
      'valor',
      'pagar',
      'coste',
      'cuota',
      'renta',
      'multa',
      'salario',
      'penalidad*',
      'deposito',
    ],
    types: ['MONEY'],
    terms: ['import', 'cuanti', 'cantid', 'eur', 'precio', 'valor'],
  },
  {
    intent: 'date',
    cues: ['cuando', 'fecha', 'dia', 'ano', 'mes'],
    types: ['DATE'],
    terms: ['fech', 'dia'],
  },
  {
    intent: 'law',
    cues: [
      'ley',
      'leyes',
      'norma*',
      'articulo*',
      'precepto*',
      'legislacion',
      'infringid*',
      'infraccion',
      'real decreto',
    ],
    types: ['CITATION'],
    terms: ['ley', 'articul', 'norm', 'precept', 'legislacion'],
  },
  {
    intent: 'place',
    cues: ['donde', 'lugar', 'sede', 'domicilio', 'direccion', 'municipio', 'localidad', 'provincia'],
    types: ['LOC'],
    terms: ['lug', 'sed'],
  },
  {
    intent: 'court',
    cues: ['tribunal', 'juzgado', 'organo', 'audiencia'],
    types: ['COURT', 'AUTHORITY'],
    terms: ['tribunal', 'juzg', 'organ', 'audienci'],
  },
  {
    intent: 'code',
    cues: ['numero', 'ecli', 'roj', 'expediente', 'referencia', 'identificador', 'cendoj', 'cpv'],
    types: ['CODE'],
    terms: ['numer', 'referent'],
  },
  {
    intent: 'identifier',
    cues: ['dni', 'nif', 'nie', 'cif', 'iban', 'telefono', 'correo', 'email'],
    types: ['ID', 'IBAN', 'PHONE', 'EMAIL'],
    terms: [],
  },
  {
    intent: 'party',
    cues: ['partes', 'parte'],
    types: ['PER', 'ORG', 'AUTHORITY'],
    terms: [],
  },
  {
    intent: 'person',
    cues: ['quien', 'quienes'],
    types: ['PER', 'ORG', 'AUTHORITY'],
    terms: [],
  },
];

/** Intents whose answer is a date, an amount or a span of time. */
const MEASURED_INTENTS: ReadonlySet<QuestionIntent> = new Set(['date', 'amount', 'deadline']);

/** Intents whose answer a document's header usually states (court, date, ponente, numbers, place). */
const HEADER_INTENTS: ReadonlySet<QuestionIntent> = new Set(['judge', 'court', 'code', 'date', 'place']);

/** Units after 'cuántos' that ask a time, not a count. */
const TIME_UNITS = new Set(['tiempo', 'dias', 'meses', 'anos', 'semanas', 'horas']);

/**
 * Words every document of its kind repeats, that name the document rather than what is asked ('¿cuándo
 * se dictó la sentencia?'): they count for little.
 */
const WEAK_STEMS = new Set([
  'sentenci',
  'document',
  'contrat',
  'resolucion',
  'plieg',
  'dict',
  'dictad',
  'present',
  'sal',
  'auto',
  'cas',
  // verbs of asking: '¿qué procedimiento se sigue?', '¿qué establece…?', '¿qué prevé…?'
  'sig',
  'sigu',
  'establec',
  'prev',
  'indic',
  'recog',
  'contien',
  'dispon',
  'hay',
  'fij',
]);

/** Stems of the words that number a document's parts ('Cláusula 8.', 'CAPÍTULO I', 'Sección primera'). */
const STRUCTURE_STEMS = new Set(
  [
    'capitulo',
    'clausula',
    'seccion',
    'titulo',
    'anexo',
    'apartado',
    'primera',
    'segunda',
    'tercera',
    'cuarta',
    'quinta',
  ].map((w) => stemWord(w)),
);

let weakCache: Set<string> | undefined;
/** {@link WEAK_STEMS} as compared here. */
function weakStems(): Set<string> {
  weakCache ??= new Set([...WEAK_STEMS].map((w) => normStem(w)));
  return weakCache;
}

/** Stems naming the court that wrote a document. */
const COURT_STEMS = new Set(['tribunal', 'juzg', 'organ', 'sal']);

/**
 * Lay ways of asking → the words documents use, added to the thesaurus's entries for questions about
 * one document.
 */
const QA_SYNONYMS: readonly ExpansionEntry[] = [
  { lay: 'regula', legal: ['régimen jurídico', 'regirá', 'normativa aplicable'] },
  { lay: 'rige', legal: ['régimen jurídico', 'regirá'] },
  { lay: 'fallo', legal: ['fallamos', 'parte dispositiva'] },
  { lay: 'costas', legal: ['imposición de costas'] },
  { lay: 'ponente', legal: ['magistrado ponente'] },
  { lay: 'duración', legal: ['vigencia', 'plazo'] },
  { lay: 'precio', legal: ['presupuesto base de licitación', 'importe'] },
  { lay: 'penalidad', legal: ['penalidades', 'demora'] },
  { lay: 'expediente', legal: ['expte'] },
  { lay: 'recurrir', legal: ['recurso'] },
  { lay: 'subsanar', legal: ['subsanables', 'corrija'] },
  { lay: 'defectuoso', legal: ['defectuoso', 'sustituido'] },
  { lay: 'trabajo', legal: ['profesión habitual', 'categoría profesional'] },
  { lay: 'profesión', legal: ['profesión habitual', 'categoría profesional'] },
  { lay: 'porcentaje', legal: ['por ciento'] },
  { lay: 'paga', legal: ['por cuenta', 'a cargo', 'gastos', 'abonará'] },
  { lay: 'pagar', legal: ['por cuenta', 'a cargo', 'gastos', 'abonará'] },
  // Abbreviations of the courts' and the administration's usage, both ways.
  { lay: 'incapacidad temporal', legal: ['IT'] },
  { lay: 'incapacidad permanente', legal: ['IP'] },
  { lay: 'incapacidad permanente total', legal: ['IPT'] },
  { lay: 'incapacidad permanente absoluta', legal: ['IPA'] },
  { lay: 'incapacidad permanente parcial', legal: ['IPP'] },
  { lay: 'Instituto Nacional de la Seguridad Social', legal: ['INSS'] },
  { lay: 'Tesorería General de la Seguridad Social', legal: ['TGSS'] },
  { lay: 'Estatuto de los Trabajadores', legal: ['ET'] },
  { lay: 'Ley de Enjuiciamiento Civil', legal: ['LEC'] },
  { lay: 'Ley Orgánica del Poder Judicial', legal: ['LOPJ'] },
  { lay: 'Ley Reguladora de la Jurisdicción Social', legal: ['LRJS'] },
  { lay: 'Ley de Contratos del Sector Público', legal: ['LCSP'] },
  { lay: 'presupuesto base de licitación', legal: ['PBL'] },
  { lay: 'INSS', legal: ['Instituto Nacional de la Seguridad Social'] },
  { lay: 'TGSS', legal: ['Tesorería General de la Seguridad Social'] },
  { lay: 'LEC', legal: ['Ley de Enjuiciamiento Civil'] },
  { lay: 'LCSP', legal: ['Ley de Contratos del Sector Público'] },
  { lay: 'LRJS', legal: ['Ley Reguladora de la Jurisdicción Social'] },
];

/** Abbreviations and spellings (folded words) → the stem of the word they stand for. */
const ALIASES: Record<string, string> = {
  nº: 'numer',
  num: 'numer',
  nro: 'numer',
  art: 'articul',
  arts: 'articul',
  artº: 'articul',
  pag: 'pagin',
  rec: 'recurs',
  expte: 'expedient',
  exp: 'expedient',
  ptos: 'punt',
  euros: 'eur',
  euro: 'eur',
  '€': 'eur',
};

/** A stem as compared here: aliases resolved and the Spanish stem vowel changes undone ('acuerd' → 'acord'). */
function normStem(stem: string, folded?: string): string {
  // Aliases are written words ('pág.' is a page, 'pago' is not): looked up by the word when known.
  const alias = ALIASES[folded ?? stem];
  if (alias) return alias;
  if (stem.length <= 3) return stem;
  // 'presidía' → 'presidi', 'presidenta' → 'president': the imperfect's -i goes.
  const root = stem.length >= 6 ? stem.replace(/i$/, '') : stem;
  return root.replace(/ue/g, 'o').replace(/ie/g, 'e');
}

function matchesCue(words: readonly string[], joined: string, cue: string): boolean {
  if (cue.includes(' ')) return joined.includes(` ${cue} `);
  if (cue.endsWith('*')) return words.some((w) => w.startsWith(cue.slice(0, -1)));
  // The plural asks the same ('números', 'fechas').
  return words.some((w) => w === cue || w === `${cue}s` || w === `${cue}es`);
}

/** What a question asks for, from its folded words. */
export function questionIntent(question: string): QuestionIntent {
  const words = [...question.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => foldWord(m[0]));
  const joined = ` ${words.join(' ')} `;
  const asksTime = words.some((w, i) => /^cuant[oa]s?$/.test(w) && TIME_UNITS.has(words[i + 1] ?? ''));
  const byCue = (rule: IntentRule) =>
    !((rule.intent === 'amount' || rule.intent === 'count') && asksTime) &&
    rule.cues.some((c) => matchesCue(words, joined, c));
  // What the question names first ('costas', 'ponente'), then its question word ('¿cuándo…?' asks a
  // date whatever else it names), then the rest in order.
  if (byCue(INTENTS.find((r) => r.intent === 'costs')!)) return 'costs';
  if (words.includes('ponente')) return 'judge';
  if (asksTime) return 'deadline';
  const wh: [string, QuestionIntent][] = [
    ['cuando', 'date'],
    ['donde', 'place'],
  ];
  for (const [word, intent] of wh) if (words.includes(word) && !words.includes('hasta')) return intent;
  for (const rule of INTENTS) if (byCue(rule)) return rule.intent;
  return 'general';
}

let expansions: ExpansionStems | undefined;
let qaExpansions: ExpansionStems | undefined;

/** A document made ready for questions: its passages and their stems, computed once. */
export interface PreparedDocument {
  /** The passages, in reading order. */
  passages: QaPassage[];
  /** Stems of each passage (stop words dropped, aliases resolved). */
  stems: string[][];
  /** Term frequencies of each passage. */
  tf: Map<string, number>[];
  /** Document frequency of each stem. */
  df: Map<string, number>;
  /** Mean passage length in stems. */
  avgLength: number;
  /** Stems of each passage's key (its field's or title's label). */
  keys: Set<string>[];
  /** Entities of a passage, found on first use. */
  entities: Map<number, Set<EntityType>>;
}

/** The stems of a text as compared here. */
function stemsOf(text: string): string[] {
  const spelled = text
    .replace(/€/g, ' euros ')
    .replace(/%/g, ' por ciento ')
    .replace(/\b[Nn]\.?\s?[º°]/g, ' número ');
  return tokenizeText(spelled.normalize('NFKC'))
    .filter((t) => t.stem !== '')
    .map((t) => normStem(t.stem, foldWord(t.word)));
}

/** Cuts and indexes the pages of a document (do it once per document, then ask many questions). */
export function prepareDocument(pages: readonly QaPage[]): PreparedDocument {
  const passages = splitPassages(pages);
  const stems = passages.map((p) => stemsOf(p.text));
  const keys = passages.map((p) => new Set(stemsOf(p.key)));
  const df = new Map<string, number>();
  const tf = stems.map((list) => {
    const m = new Map<string, number>();
    for (const s of list) m.set(s, (m.get(s) ?? 0) + 1);
    for (const s of m.keys()) df.set(s, (df.get(s) ?? 0) + 1);
    return m;
  });
  const avgLength = stems.reduce((n, s) => n + s.length, 0) / Math.max(1, stems.length);
  return { passages, stems, tf, df, avgLength, keys, entities: new Map() };
}

/** A quoted passage of an answer. */
export interface QaCitation {
  /** Page it is on. */
  page: number;
  /** The passage, verbatim. */
  text: string;
  /** Index of the passage in the document. */
  passage: number;
}

/** What {@link answerQuestion} gives. */
export interface QaAnswer {
  /** The answer: the quoted passage(s) with their pages, or {@link NOT_FOUND_ANSWER}. */
  answer: string;
  /** Whether the document answers. */
  found: boolean;
  /** The passages quoted (none when not found). */
  citations: QaCitation[];
  /** Confidence of the best passage, 0..1: the share of the question the passage covers. */
  score: number;
  /** What the question asked for. */
  intent: QuestionIntent;
}

/** Options of {@link answerQuestion}. */
export interface AnswerOptions {
  /** Passages retrieved by their words before re-ranking (×4 are considered). @default 5 */
  topK?: number;
  /** Least confidence (0..1) of an answer. @default {@link DEFAULT_THRESHOLD} */
  threshold?: number;
  /** `sentence`: the answering passage; `passage`: with the sentences around it on its page. @default 'sentence' */
  context?: 'sentence' | 'passage';
  /** Called with the ranked candidates (index, coverage, confidence, rank), best first: for tuning. */
  explain?: (
    ranked: readonly { index: number; coverage: number; confidence: number; rank: number }[],
  ) => void;
}

/** Default least confidence of an answer. */
export const DEFAULT_THRESHOLD = 0.45;

const K1 = 1.2;
const B = 0.6;

function entityTypes(doc: PreparedDocument, index: number): Set<EntityType> {
  let types = doc.entities.get(index);
  if (!types) {
    const text = doc.passages[index]!.text;
    types = new Set(extractEntities(text).map((e) => e.type));
    if (DURATION.test(text)) types.add('DURATION');
    if (REFERENCE.test(text)) types.add('CODE');
    // Words in capitals ('DIEZ DÍAS hábiles', 'ONCE MIL EUROS') hide dates, spans and amounts.
    if (/\p{Lu}{3,}\s+\p{Lu}{3,}/u.test(text)) {
      const lowered = text.replace(/\b\p{Lu}{2,}\b/gu, (w) => w.toLowerCase());
      for (const e of extractEntities(lowered))
        if (e.type === 'DATE' || e.type === 'DURATION' || e.type === 'MONEY') types.add(e.type);
    }
    doc.entities.set(index, types);
  }
  return types;
}

const DECISION_SECTION = /^(?:FALL(?:O|AMOS)|PARTEDISPOSITIVA|ACUERD[OA]|DISPONGO|DECIDO|RESUELVO|ACUERDAN)/;
const DECISION_WORDS =
  /\b(?:fallamos|(?:des)?estim(?:a|o|amos|ar|ando)|absolv|conden(?:a|o|amos|ar|ando)\b|revoca(?:mos|r)?\b|confirm(?:a|amos|ar)\b|casamos|anula(?:mos|r)\b|acuerd|procede)/;
/** A span of time: a number (in figures or words) and a unit ('cinco días hábiles', '48 horas', '2 meses'). */
const DURATION =
  /(?:\b\d+|\b(?:un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cincuenta|sesenta|noventa|cien)\b)\s*(?:\(\d+\)\s*)?(?:d[íi]as?|mes(?:es)?|años?|semanas?|horas?|h\b|minutos?)/iu;
/** A reference number: figures and letters joined by '/', '-' or ':' ('3203/2023', '10/2024/CONM-CEE'). */
const REFERENCE = /(?<![\p{L}\d])[\p{L}\d]*\d[\p{L}\d]*(?:[/:-][\p{L}\d]+)+/u;
/** A quantity said with an article ('más de una proposición', 'como máximo un lote'). */
const QUANTITY =
  /\b(?:mas de|menos de|hasta|como maximo|como minimo|al menos|solo|unicamente)\s+(?:un|una|uno)\b/;
const CITED_NUMBER =
  /\b(?:articulos?|art|apartados?|clausulas?|ley|leyes|real decreto|rd|rdl|anexo|capitulo|lote|n|no|num|numero|expte)\.?\s+[\d./-]+[a-z]?\b|\b\d+[./]\d+(?:[./]\d+)*\b/g;
const NUMBER_WORDS =
  /\b(?:\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cuarenta|cincuenta|cien|mil)\b/;

interface Slot {
  /** Stems that fill it, with the credit each gives. */
  alternatives: Map<string, number>;
  /** Its share of the question (the idf of its word). */
  weight: number;
  /** It says what is asked: the entity or structure asked for fills it too. */
  asks: boolean;
}

/** Vocabulary stems that are the same word as `stem` by prefix (≥ 5 letters: 'decor' and 'decoracion'). */
function variants(doc: PreparedDocument, stem: string): string[] {
  const out = [stem];
  if (stem.length < 5) return out;
  for (const v of doc.df.keys()) {
    if (v !== stem && v.startsWith(stem)) out.push(v);
  }
  return out;
}

/**
 * Answers `question` from `doc`, quoting the passage(s) that answer it with their pages.
 *
 * @example
 * answerQuestion(prepareDocument([{ page: 1, text: 'Ha sido ponente el Excmo. Sr. D. Ángel Blasco.' }]), '¿Quién fue el ponente?')
 * // → { found: true, answer: '«Ha sido ponente el Excmo. Sr. D. Ángel Blasco.» (pág. 1)', … }
 */
export function answerQuestion(
  doc: PreparedDocument,
  question: string,
  options: AnswerOptions = {},
): QaAnswer {
  const topK = options.topK ?? 5;
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const intent = questionIntent(question);
  const rule = INTENTS.find((r) => r.intent === intent);
  expansions ??= compileExpansions(THESAURUS);
  qaExpansions ??= compileExpansions(QA_SYNONYMS);
  const analysed = analyzeQuery(question, { expansions, expansionWeight: 0.7 });
  // The ways of asking about one document are surer synonyms than the thesaurus's lay words.
  const asked = analyzeQuery(question, { expansions: qaExpansions, expansionWeight: 0.7 }).terms.filter(
    (t) => t.source === 'expansion',
  );
  const notFound: QaAnswer = { answer: NOT_FOUND_ANSWER, found: false, citations: [], score: 0, intent };
  const n = doc.passages.length;
  if (n === 0) return notFound;

  const dfOf = (stems: Iterable<string>) => {
    let d = 0;
    for (const s of stems) d += doc.df.get(s) ?? 0;
    return Math.min(n, d);
  };
  const idf = (d: number) => Math.log(1 + (n - d + 0.5) / (d + 0.5));

  // One slot per word of the question; the words that only say what is asked ('fecha', 'ponente',
  // 'plazo') join the intent's slot, which the entity asked for fills.
  const intentTerms = new Set((rule?.terms ?? []).map((t) => normStem(t)));
  const slots: Slot[] = [];
  let weakOnly = true;
  const userTerms = analysed.terms.filter((t) => t.source === 'query');
  for (const t of userTerms) {
    const stem = normStem(t.term, foldWord(t.from));
    // A word that says what is asked ('fecha', 'ponente', 'plazo', 'costas'): the entity asked for
    // fills its slot as well as the word.
    const asks = intentTerms.has(stem) || [...intentTerms].some((i) => i.length >= 4 && stem.startsWith(i));
    // When an entity is what is asked ('¿qué plazo…?' wants a span of time), the word alone fills less.
    const wordCredit = asks && (rule?.types.length ?? 0) > 0 ? 0.6 : 1;
    const alternatives = new Map<string, number>();
    for (const v of variants(doc, stem)) alternatives.set(v, wordCredit);
    const word = foldWord(t.from);
    for (const [terms, credit] of [
      [asked, 0.8],
      [analysed.terms, 0.5],
    ] as const) {
      for (const e of terms) {
        if (e.source !== 'expansion' || !foldWord(e.from).split(/\s+/).includes(word)) continue;
        for (const v of variants(doc, normStem(e.term)))
          if (!alternatives.has(v)) alternatives.set(v, credit);
      }
    }
    // In a question about one document, its court is the document's author ('¿cuál es la sede del
    // tribunal?'), unless the court is what is asked.
    const weak = !asks && (weakStems().has(stem) || (intent !== 'court' && COURT_STEMS.has(stem)));
    if (!weak && !asks) weakOnly = false;
    const weight = idf(dfOf(alternatives.keys()));
    slots.push({ alternatives, weight: asks ? Math.max(weight, 1.5) : weight * (weak ? 0.3 : 1), asks });
  }
  // Asked only by its question word ('¿cuándo…?', '¿cuánto…?', '¿quién…?'): one slot for what is
  // asked, worth half a word, filled by the entity or, partly, by the words that name it.
  if (rule && !slots.some((s) => s.asks)) {
    const plain = slots.filter((s) => s.weight > 0);
    const mean = plain.length ? plain.reduce((a, s) => a + s.weight, 0) / plain.length : 2;
    const alternatives = new Map<string, number>();
    for (const t of intentTerms) for (const v of variants(doc, t)) alternatives.set(v, 0.6);
    for (const e of analysed.terms) {
      // '¿cuánto tiempo…?' asks a 'plazo'
      if (e.source === 'expansion' && foldWord(e.from) === 'plazo')
        for (const v of variants(doc, normStem(e.term))) alternatives.set(v, 1);
    }
    slots.push({ alternatives, weight: Math.max(0.5 * mean, 1), asks: true });
  }
  const totalWeight = slots.reduce((a, s) => a + s.weight, 0);
  if (totalWeight === 0) return notFound;
  // Only the document itself is named ('¿quién fue el ponente?', '¿cuándo se dictó la sentencia?'):
  // its header answers.
  const aboutDocument = weakOnly && HEADER_INTENTS.has(intent);

  const allTerms = new Map<string, number>();
  for (const s of slots)
    for (const [v, c] of s.alternatives)
      allTerms.set(v, Math.max(allTerms.get(v) ?? 0, c * (s.asks ? 0.6 : 1)));

  const bm25Of = (i: number) => {
    const tf = doc.tf[i]!;
    const len = doc.stems[i]!.length;
    let score = 0;
    for (const [s, w] of allTerms) {
      const f = tf.get(s);
      if (!f) continue;
      score +=
        (idf(doc.df.get(s) ?? 0) * w * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * len) / doc.avgLength));
    }
    return score;
  };
  const decisionSection = (p: QaPassage) => DECISION_SECTION.test(p.section.replace(/\s+/g, ''));

  const candidates: { index: number; bm25: number }[] = [];
  for (let i = 0; i < n; i++) {
    const p = doc.passages[i]!;
    if (p.label || doc.stems[i]!.length < 2) continue;
    const bm25 = bm25Of(i);
    if (bm25 > 0 || ((intent === 'decision' || intent === 'costs') && decisionSection(p)))
      candidates.push({ index: i, bm25 });
  }
  if (candidates.length === 0) return notFound;
  candidates.sort((a, b) => b.bm25 - a.bm25 || a.index - b.index);
  const pool = candidates.slice(0, Math.max(topK, 1) * 4);
  if (intent === 'decision' || intent === 'costs') {
    for (const c of candidates)
      if (!pool.includes(c) && decisionSection(doc.passages[c.index]!)) pool.push(c);
  }
  const maxBm25 = Math.max(pool[0]!.bm25, 1e-9);
  let firstDecision = -1;

  const ranked = pool.map((c) => {
    const p = doc.passages[c.index]!;
    const tf = doc.tf[c.index]!;
    const folded = foldWord(p.text);
    // What is asked: the entity asked for (or, for the decision, the operative part) fills it.
    let intentFill = 0;
    const wanted = rule?.types ?? [];
    let bonus = 0;
    if (wanted.length > 0 && wanted.some((t) => entityTypes(doc, c.index).has(t))) {
      intentFill = 1;
      // It holds what is asked (the amount, the date, the span of time): it answers before one that does not.
      bonus += 0.15;
    } else if (MEASURED_INTENTS.has(intent)) {
      // Dates, amounts and spans are always found when written: a passage without one does not say when,
      // how much or how long.
      bonus -= 0.3;
    }
    if (intent === 'decision' || intent === 'costs') {
      const inDecision = decisionSection(p);
      if (intent === 'costs' && /\bcostas\b/.test(folded)) {
        intentFill = 1;
        if (inDecision) bonus += 0.15;
      }
      if (intent === 'decision' && DECISION_WORDS.test(folded)) {
        if (inDecision) {
          intentFill = 1;
          bonus += 0.3;
          if (firstDecision === -1 || c.index < firstDecision) firstDecision = c.index;
        } else intentFill = Math.max(intentFill, 0.5);
      }
    }
    const key = doc.keys[c.index]!;
    const body = p.key ? folded.slice(foldWord(p.key).length) : folded;
    if (intent === 'count') {
      // Numbers that name a law, an article or a clause count nothing.
      const counted = body.replace(CITED_NUMBER, ' ');
      if (NUMBER_WORDS.test(counted) || QUANTITY.test(counted)) intentFill = 1;
    }
    let covered = 0;
    for (const s of slots) {
      let fill = s.asks ? intentFill : 0;
      for (const [v, credit] of s.alternatives) if (tf.has(v)) fill = Math.max(fill, credit);
      covered += fill * s.weight;
    }
    if (intent === 'judge' && /\bponente\b/.test(folded)) intentFill = 1;
    if (HEADER_INTENTS.has(intent)) {
      if (p.field) bonus += aboutDocument ? 0.3 : 0.1;
      if (aboutDocument && p.page === doc.passages[0]!.page) bonus += 0.15;
    }
    // A 'Clave: valor' or a title whose label is what the question names: the value answers it, the
    // more so the more of the label the question names.
    const keyWords = [...key].filter((k) => k.length > 2 && !/^\d+$/.test(k) && !STRUCTURE_STEMS.has(k));
    if (keyWords.length > 0 && /[\p{L}\p{N}]{2}/u.test(body)) {
      const named = keyWords.filter((k) => slots.some((s) => s.alternatives.has(k))).length;
      // A field's value is all its answer; a clause's text is only under its title.
      bonus += (p.field ? 0.35 : 0.15) * (named / keyWords.length);
    }
    const coverage = covered / totalWeight;
    if (aboutDocument) {
      // Only the document is named: what is asked (the entity) decides, the header first.
      // Its opening lines come first, and the shorter of two passages.
      const len = doc.stems[c.index]!.length;
      const opening = 0.2 * Math.max(0, 1 - c.index / 12) - 0.1 * Math.min(1, len / 80);
      const confidence = intentFill * 0.9;
      return { ...c, coverage, confidence, rank: intentFill + 0.1 * (c.bm25 / maxBm25) + bonus + opening };
    }
    return { ...c, coverage, confidence: coverage, rank: coverage + 0.25 * (c.bm25 / maxBm25) + bonus };
  });
  // The operative part opens with what was decided: its first decision passage leads.
  for (const r of ranked) if (r.index === firstDecision) r.rank += 0.25;
  ranked.sort((a, b) => b.rank - a.rank || a.index - b.index);
  options.explain?.(ranked);
  const best = ranked[0]!;
  if (best.confidence < threshold) return { ...notFound, score: Number(best.confidence.toFixed(4)) };

  const chosen = [best];
  const second = ranked[1];
  if (
    second &&
    second.confidence >= threshold &&
    second.rank >= best.rank * 0.92 &&
    doc.passages[second.index]!.text !== doc.passages[best.index]!.text
  )
    chosen.push(second);
  chosen.sort((a, b) => a.index - b.index);

  const citations = chosen.map((c): QaCitation => {
    const p = doc.passages[c.index]!;
    if (options.context !== 'passage') return { page: p.page, text: p.text, passage: p.index };
    const around = [doc.passages[c.index - 1], p, doc.passages[c.index + 1]].filter(
      (q): q is QaPassage => q === p || (q !== undefined && q.page === p.page && !q.field && !p.field),
    );
    return { page: p.page, text: around.map((q) => q.text).join(' '), passage: p.index };
  });
  const answer = citations.map((c) => `«${c.text}» (pág. ${c.page})`).join(' ');
  return { answer, found: true, citations, score: Number(best.confidence.toFixed(4)), intent };
}
