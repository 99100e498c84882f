/**
 * Scoring of the entity extractor on token-per-line BIO files (`TOKEN LABEL`, space or tab separated,
 * CRLF or LF, a blank line between sentences), as published for the Spanish ECHR case reports
 * (MAPA-style manual annotation and TAB-style revised projection). Pure functions: the caller reads the
 * files. The rules (which gold and predicted labels meet, what is not scored) are written out in
 * `scripts/eval-ner.mjs` and ADR 0022.
 *
 * @module
 */
import { namesCurrency } from './amounts.js';
import { extractEntities } from './index.js';
import type { Entity } from './types.js';

/** The labels scored, in the order they are printed. */
export const SCORED_LABELS = ['DATE', 'PER', 'ORG', 'LOC', 'MONEY', 'CODE'] as const;
/** One scored label. */
export type ScoredLabel = (typeof SCORED_LABELS)[number];

/** One token of a BIO file and where it sits in the rebuilt text. */
export interface BioToken {
  /** The token as written. */
  token: string;
  /** Its BIO label ('O', 'B-PER', 'I-PER'…). */
  label: string;
  /** Offset of the token in the rebuilt text. */
  start: number;
  /** Offset just after it. */
  end: number;
}

/** A BIO file read: its tokens, the text rebuilt from them and the annotation scheme its labels show. */
export interface BioDocument {
  tokens: BioToken[];
  text: string;
  /** 'tab' when the file uses DATETIME/DEM/MISC (projected TAB labels), 'mapa' otherwise. */
  scheme: 'mapa' | 'tab';
}

/** Precision, recall and F1 of one label, and the counts behind them. */
export interface LabelScore {
  p: number;
  r: number;
  f1: number;
  tp: number;
  fp: number;
  fn: number;
}

const NO_SPACE_BEFORE = /^[.,;:)\]}%?!»”’]$/;
const NO_SPACE_AFTER = /^[([{¿¡«“]$/;

/**
 * Reads a BIO file and rebuilds readable text from its tokens: no space before closing punctuation or
 * after opening punctuation, straight quotes paired, digit groups that the tokeniser split rejoined
 * ('88 . 674' → '88.674', '28426 / 06' → '28426/06'), a blank line between sentences.
 */
export function readBio(content: string): BioDocument {
  const tokens: BioToken[] = [];
  let text = '';
  let quoteOpen = false;
  let prev = '';
  let prevPrev = '';
  let newSentence = true;
  const labels = new Set<string>();
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '') {
      if (text !== '' && !newSentence) text += '\n\n';
      newSentence = true;
      prev = '';
      prevPrev = '';
      continue;
    }
    const m = /^(.*?)[ \t]+(\S+)$/.exec(line);
    const token = m ? (m[1] ?? '') : line.trim();
    const label = m ? (m[2] ?? 'O') : 'O';
    labels.add(label.replace(/^[BI]-/, ''));
    let space = !newSentence && text !== '';
    if (NO_SPACE_BEFORE.test(token)) space = false;
    if (NO_SPACE_AFTER.test(prev)) space = false;
    if (token === '"') {
      if (quoteOpen) space = false;
      quoteOpen = !quoteOpen;
    } else if (prev === '"' && quoteOpen) space = false;
    // Digit groups and codes the tokeniser split: '88 . 674', '50 . 169 , 18', '28426 / 06'.
    if (/^\d+$/.test(token) && /^[.,]$/.test(prev) && /^\d+$/.test(prevPrev)) space = false;
    if (/^[.,]$/.test(token) && /^\d+$/.test(prev)) space = false;
    // A hyphen between two capitalised words joined them ('Kornaś-Pierzak', 'Warszawa-Służewiec').
    if (token === '-' && /^\p{Lu}.*\p{L}$/u.test(prev)) space = false;
    if (prev === '-' && /^\p{Lu}/u.test(token) && /^\p{Lu}.*\p{L}$/u.test(prevPrev)) space = false;
    // A slash between two words or numbers was written without spaces ('28426/06', 'A/S', 'hoja/plano').
    if (token === '/' && /[\p{L}\p{N}]$/u.test(prev)) space = false;
    if (prev === '/' && /^[\p{L}\p{N}]/u.test(token) && /[\p{L}\p{N}]$/u.test(prevPrev)) space = false;
    if (token === 'o' && prev === '.' && prevPrev === 'n') space = false;
    if (space) text += ' ';
    const start = text.length;
    text += token;
    tokens.push({ token, label, start, end: text.length });
    prevPrev = prev;
    prev = token;
    newSentence = false;
  }
  const scheme = ['DATETIME', 'DEM', 'MISC'].some((l) => labels.has(l)) ? 'tab' : 'mapa';
  return { tokens, text, scheme };
}

interface Span {
  label: string;
  first: number;
  last: number;
}

/** The labelled spans of a BIO document (a span also ends at a sentence break). */
function goldSpans(doc: BioDocument): Span[] {
  const spans: Span[] = [];
  let current: Span | null = null;
  doc.tokens.forEach((t, i) => {
    const type = t.label.replace(/^[BI]-/, '');
    const prevToken = doc.tokens[i - 1];
    const broken = prevToken !== undefined && doc.text.slice(prevToken.end, t.start).includes('\n');
    if (t.label === 'O' || t.label.startsWith('B-') || current === null || current.label !== type || broken) {
      if (current) spans.push(current);
      current = t.label === 'O' ? null : { label: type, first: i, last: i };
    } else current.last = i;
  });
  if (current) spans.push(current);
  return spans;
}

const DETERMINERS = new Set(['el', 'la', 'los', 'las', 'El', 'La', 'Los', 'Las']);

/** The span without a leading determiner: the MAPA guidelines include it, TAB does not; neither is the entity. */
function core(doc: BioDocument, s: Span): Span {
  let first = s.first;
  while (first < s.last && DETERMINERS.has(doc.tokens[first]?.token ?? '')) first++;
  return { ...s, first };
}

/** Gold spans mapped to the scored labels (unscored labels dropped). */
export function goldEntities(doc: BioDocument): Span[] {
  const spans = goldSpans(doc);
  const out: Span[] = [];
  const words = (s: Span) =>
    doc.tokens
      .slice(s.first, s.last + 1)
      .map((t) => t.token)
      .join(' ');
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i] as Span;
    if (doc.scheme === 'mapa') {
      if (s.label === 'QUANTITY') {
        // Money: a quantity, then (after an optional 'de') its currency, as one span.
        const next = spans[i + 1];
        const gap = next ? doc.tokens.slice(s.last + 1, next.first).map((t) => t.token) : [];
        if (
          next &&
          next.label === 'CURRENCY' &&
          (gap.length === 0 || (gap.length === 1 && gap[0] === 'de'))
        ) {
          out.push({ label: 'MONEY', first: s.first, last: next.last });
          i++;
        }
        continue;
      }
      if (s.label === 'CURRENCY') out.push({ ...s, label: 'MONEY' });
      else if ((SCORED_LABELS as readonly string[]).includes(s.label) && s.label !== 'MONEY') out.push(s);
    } else {
      if (s.label === 'DATETIME') out.push({ ...s, label: 'DATE' });
      else if (s.label === 'QUANTITY') {
        if (namesCurrency(words(s))) out.push({ ...s, label: 'MONEY' });
      } else if (['PER', 'ORG', 'LOC', 'CODE'].includes(s.label)) out.push(s);
    }
  }
  return out.map((s) => core(doc, s));
}

/** The scored label of a predicted entity under a scheme; null when it is not scored. */
export function predictedLabel(e: Entity, scheme: BioDocument['scheme']): ScoredLabel | null {
  switch (e.type) {
    case 'DATE':
    case 'ORG':
    case 'LOC':
    case 'MONEY':
    case 'CODE':
      return e.type;
    case 'DURATION':
      // TAB's DATETIME covers durations; MAPA annotates the number of a duration as a QUANTITY.
      return scheme === 'tab' ? 'DATE' : null;
    case 'PER':
      // MAPA has its own label for lawyers, agents and judges (LEGAL_PROFESSIONAL); TAB calls them PER.
      return scheme === 'mapa' && e.role !== undefined ? null : 'PER';
    default:
      return null;
  }
}

/** Predicted entities as token spans (the tokens they overlap), mapped to the scored labels. */
export function predictedEntities(doc: BioDocument, entities: readonly Entity[]): Span[] {
  const out: Span[] = [];
  for (const e of entities) {
    const label = predictedLabel(e, doc.scheme);
    if (label === null) continue;
    let first = -1;
    let last = -1;
    for (let i = 0; i < doc.tokens.length; i++) {
      const t = doc.tokens[i] as BioToken;
      if (t.end <= e.start) continue;
      if (t.start >= e.end) break;
      if (first < 0) first = i;
      last = i;
    }
    if (first >= 0) out.push(core(doc, { label, first, last }));
  }
  return out;
}

/** Counts of true positives, false positives and misses per scored label. */
export type Counts = Record<ScoredLabel, { tp: number; fp: number; fn: number }>;

/** Empty counts. */
export function emptyCounts(): Counts {
  return Object.fromEntries(SCORED_LABELS.map((l) => [l, { tp: 0, fp: 0, fn: 0 }])) as Counts;
}

/**
 * Runs the extractor on the text rebuilt from a BIO file and adds exact-span matches per label to
 * `counts`: a prediction is right only when its label and its first and last tokens are the gold's.
 */
export function scoreBio(content: string, counts: Counts = emptyCounts()): Counts {
  const doc = readBio(content);
  const key = (s: Span) => `${s.label}:${s.first}:${s.last}`;
  const gold = new Set(goldEntities(doc).map(key));
  const predicted = new Set(predictedEntities(doc, extractEntities(doc.text)).map(key));
  for (const k of predicted) {
    const label = k.split(':')[0] as ScoredLabel;
    if (gold.has(k)) counts[label].tp++;
    else counts[label].fp++;
  }
  for (const k of gold) if (!predicted.has(k)) counts[k.split(':')[0] as ScoredLabel].fn++;
  return counts;
}

function score(tp: number, fp: number, fn: number): LabelScore {
  const p = tp + fp === 0 ? 0 : tp / (tp + fp);
  const r = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = p + r === 0 ? 0 : (2 * p * r) / (p + r);
  const round = (x: number) => Math.round(x * 10000) / 10000;
  return { p: round(p), r: round(r), f1: round(f1), tp, fp, fn };
}

/** Precision, recall and F1 per label and micro-averaged over the labels scored. */
export function summarise(counts: Counts): { micro: LabelScore; labels: Record<ScoredLabel, LabelScore> } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const labels = {} as Record<ScoredLabel, LabelScore>;
  for (const l of SCORED_LABELS) {
    const c = counts[l];
    labels[l] = score(c.tp, c.fp, c.fn);
    tp += c.tp;
    fp += c.fp;
    fn += c.fn;
  }
  return { micro: score(tp, fp, fn), labels };
}
