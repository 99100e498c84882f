/**
 * What the extraction queries (`/consulta/*`, issue 13) read from the passages a search found: amounts
 * with their concept and totals per currency and concept (`sumAmounts` of legal-nlp), registered properties and addresses, and
 * dates in order — each with its document, page and the sentence it was written in. Pure: the
 * passages come in, the entities of `@alegato/legal-nlp` go out with their context.
 *
 * @module
 */
import {
  extractEntities,
  foldWord,
  sumAmounts,
  writtenAsTotal,
  type AmountSum,
  type Entity,
  type MoneyValue,
} from '@alegato/legal-nlp';

/** A passage a search found. */
export interface FoundPassage {
  chunkId: string;
  documentId: string;
  filename: string;
  page: number;
  text: string;
}

/** Where an extracted value was written. */
export interface ExtractedSource {
  document: { id: string; filename: string };
  page: number;
  /** The sentence that holds it, verbatim. */
  passage: string;
  chunk_id: string;
}

export interface ExtractedAmount extends ExtractedSource {
  text: string;
  amount: number;
  currency: string;
  /** A rate's period ('día', 'mes'…) when the amount is one. */
  per: string | null;
  /** What the amount is for, in the sentence's words ('en concepto de renta', 'principal reclamado'). */
  concept: string | null;
  /** The text labels it as a total: not added again (see `sumAmounts`). */
  stated_total: boolean;
}

export interface ExtractedDate extends ExtractedSource {
  text: string;
  /** ISO date, month or year. */
  date: string;
}

export interface ExtractedProperty extends ExtractedSource {
  text: string;
  /** 'finca', 'referencia catastral', 'registro', 'dirección'… */
  kind: string;
}

/** What to extract. */
export interface ExtractFlags {
  amounts: boolean;
  properties: boolean;
  dates: boolean;
}

export interface Extraction {
  amounts?: ExtractedAmount[];
  totals?: AmountSum[];
  properties?: ExtractedProperty[];
  dates?: ExtractedDate[];
}

/** The sentence of `text` around `[start, end)`: from the previous full stop, semicolon or line break to the next. */
export function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const from = Math.max(
    before.lastIndexOf('. ') + 1,
    before.lastIndexOf('.\n') + 1,
    before.lastIndexOf(';') + 1,
    before.lastIndexOf('\n\n') + 1,
    0,
  );
  const after = text.slice(end);
  const stops = [after.search(/\.(\s|$)/), after.indexOf(';'), after.indexOf('\n\n')].filter((i) => i >= 0);
  const to = stops.length > 0 ? end + Math.min(...stops) + 1 : text.length;
  return text.slice(from, to).replace(/\s+/g, ' ').trim();
}

/** Words that introduce what an amount is for. */
const CONCEPT_AFTER =
  /^\s*,?\s*(?:\([^)]*\)\s*)?(?:en\s+concepto\s+de|por\s+(?:el\s+|la\s+|los\s+|las\s+)?concepto\s+de|por|como|de)\s+((?:[\p{L}-]+\s*){1,6})/iu;
/** Words between a concept and its amount ('por importe de', 'la cantidad de', 'asciende a'). */
const CONNECTOR_BEFORE =
  /(?:\s*(?:por\s+(?:un\s+)?(?:importe|valor|total)\s+de|a\s+raz[oó]n\s+de|(?:la|una)\s+(?:cantidad|suma)\s+de|(?:que\s+)?asciende\s+a|ascendente\s+a|de|:))+\s*$/iu;
/** Month names and numbers at the end of a concept ('la renta de junio de 2024' → 'la renta'). */
const DATE_TAIL =
  /(?:\s+(?:de|del)?\s*(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|\d+[º°ª]?))+\s*$/iu;

/** Articles and contractions that open a noun phrase. */
const ARTICLES = new Set(['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'del', 'al', 'su', 'sus']);

/** Function words a concept does not end with. */
const TRAILING = new Set([
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'y',
  'o',
  'a',
  'en',
  'que',
  'por',
  'con',
  'un',
  'una',
]);

function trimConcept(words: string): string | null {
  const list = words.trim().split(/\s+/);
  while (list.length > 0 && TRAILING.has(foldWord(list[list.length - 1] ?? ''))) list.pop();
  while (list.length > 0 && TRAILING.has(foldWord(list[0] ?? ''))) list.shift();
  const out = list.join(' ').toLowerCase();
  return out.length >= 3 ? out : null;
}

/** What an amount is for: the words after 'en concepto de' / 'por', else the noun phrase before it. */
export function amountConcept(text: string, entity: Entity): string | null {
  const after = CONCEPT_AFTER.exec(text.slice(entity.end, entity.end + 80));
  if (after?.[1]) {
    const concept = trimConcept(after[1].split(/[,.;:()]/)[0] ?? '');
    if (concept) return concept;
  }
  // The clause before the amount (a comma or a connector closes it); when nothing is left there, the one before.
  const lineStart = Math.max(
    text.lastIndexOf('\n', entity.start - 1),
    text.lastIndexOf('.', entity.start - 1),
  );
  const clauses = text
    .slice(Math.max(lineStart + 1, entity.start - 120), entity.start)
    .replace(CONNECTOR_BEFORE, '')
    .split(/[,;:()]/);
  for (const clause of clauses.slice(-2).reverse()) {
    const words = clause.replace(DATE_TAIL, '').match(/[\p{L}-]+/gu) ?? [];
    // The noun phrase the amount closes: from the last article on ('dejó de pagar la renta' → 'renta').
    const article = words.findLastIndex((w, i) => i < words.length - 1 && ARTICLES.has(foldWord(w)));
    const concept = trimConcept(
      words
        .slice(article >= 0 ? article + 1 : -4)
        .slice(0, 4)
        .join(' '),
    );
    if (concept) return concept;
  }
  return null;
}

function source(p: FoundPassage, e: Entity): ExtractedSource {
  return {
    document: { id: p.documentId, filename: p.filename },
    page: p.page,
    passage: sentenceAround(p.text, e.start, e.end),
    chunk_id: p.chunkId,
  };
}

const PROPERTY_KIND: Record<string, string> = {
  finca: 'finca',
  catastral: 'referencia catastral',
  registro: 'registro de la propiedad',
};

/** Extracts what the flags ask from the passages (each value once per document and position). */
export function extractFromPassages(passages: readonly FoundPassage[], flags: ExtractFlags): Extraction {
  const amounts: ExtractedAmount[] = [];
  const properties: ExtractedProperty[] = [];
  const dates: ExtractedDate[] = [];
  const seen = new Set<string>();
  for (const p of passages) {
    for (const e of extractEntities(p.text)) {
      const key = `${p.chunkId}:${e.start}:${e.type}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (flags.amounts && e.type === 'MONEY' && typeof e.value === 'object') {
        const v = e.value as MoneyValue;
        amounts.push({
          ...source(p, e),
          text: e.text,
          amount: v.amount,
          currency: v.currency,
          per: v.per ?? null,
          concept: amountConcept(p.text, e),
          stated_total: writtenAsTotal(p.text, e.start),
        });
      } else if (flags.dates && e.type === 'DATE' && typeof e.value === 'string') {
        dates.push({ ...source(p, e), text: e.text, date: e.value });
      } else if (flags.properties && (e.type === 'PROPERTY' || (e.type === 'LOC' && /\d/.test(e.text)))) {
        const sub = foldWord(e.subtype ?? e.text);
        const kind =
          e.type === 'LOC'
            ? 'dirección'
            : (Object.entries(PROPERTY_KIND).find(([k]) => sub.includes(k))?.[1] ?? e.subtype ?? 'inmueble');
        properties.push({ ...source(p, e), text: e.text, kind });
      }
    }
  }
  const out: Extraction = {};
  if (flags.amounts) {
    out.amounts = amounts;
    out.totals = sumAmounts(
      amounts.map((a) => ({ ...a, statedTotal: a.stated_total })),
      { byConcept: true },
    );
  }
  if (flags.properties) out.properties = properties;
  if (flags.dates) out.dates = dates.sort((a, b) => a.date.localeCompare(b.date) || a.page - b.page);
  return out;
}
