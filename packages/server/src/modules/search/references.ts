/**
 * Citations in a search question, resolved against the imported norms: 'art. 1902 CC', '9 LAU',
 * 'Ley 29/1994', 'BOE-A-1994-26003', 'LO 3/2018 art. 17'. `@alegato/legal-nlp` finds them; here they
 * become norm and chunk positions of the index, and the words left over are what gets ranked.
 * Numbered norms without a usual abbreviation ('Ley 12/2023') are found by the number in their title.
 *
 * @module
 */
import { findLegalReferences } from '@alegato/legal-nlp';

/** How the index answers about its norms. */
export interface NormDirectory {
  /** Position of a norm by BOE id. */
  normIndex(normId: string): number | undefined;
  /** Position of a norm by {@link lawKeyOf} key ('ley 29/1994'). */
  normByLaw(lawKey: string): number | undefined;
  /** First chunk of an article (canonical key) of a norm. */
  articleChunk(norm: number, article: string): number | undefined;
}

const KINDS = [
  'ley orgánica',
  'real decreto legislativo',
  'real decreto-ley',
  'real decreto',
  'decreto legislativo',
  'decreto-ley',
  'decreto',
  'ley',
] as const;

const KIND_PATTERN = KINDS.map((k) => k.replace(/ /g, '\\s+').replace('ó', '[oó]')).join('|');
const TITLE_NUMBER = new RegExp(`^(${KIND_PATTERN})\\s+(\\d+)\\/(\\d{4})\\b`, 'i');
const CITED_NUMBER = new RegExp(`\\b(${KIND_PATTERN})\\s+(\\d+)\\/(\\d{4})\\b`, 'gi');

export function lawKey(kind: string, number: string, year: string): string {
  const k = kind.toLowerCase().replace(/\s+/g, ' ').replace('organica', 'orgánica');
  return `${k} ${Number(number)}/${year}`;
}

/** 'Ley 29/1994, de 24 de noviembre, …' → 'ley 29/1994'; null for titles without a number. */
export function lawKeyOf(title: string): string | null {
  const m = TITLE_NUMBER.exec(title.trim());
  return m ? lawKey(m[1] ?? '', m[2] ?? '', m[3] ?? '') : null;
}

/** The numbered norms a text mentions ('… la Ley 39/2015, de 1 de octubre …'), as {@link lawKeyOf} keys. */
export function lawKeysCited(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(CITED_NUMBER)) out.add(lawKey(m[1] ?? '', m[2] ?? '', m[3] ?? ''));
  return out;
}

/** What a question cites. */
export interface ResolvedReferences {
  /** Chunks of the cited articles, in the order cited. */
  articleChunks: number[];
  /** Cited norms (with or without an article), in order, each once. */
  norms: number[];
  /** The question without the resolved citations. */
  rest: string;
}

/** Finds the citations of a question and resolves them against the directory. */
export function resolveQueryReferences(query: string, dir: NormDirectory): ResolvedReferences {
  const articleChunks: number[] = [];
  const norms: number[] = [];
  const spans: [number, number][] = [];
  for (const ref of findLegalReferences(query)) {
    let norm = ref.normId ? dir.normIndex(ref.normId) : undefined;
    if (norm === undefined && ref.lawNumber) {
      norm = dir.normByLaw(lawKey(ref.lawNumber.kind, ref.lawNumber.number, ref.lawNumber.year));
    }
    if (norm === undefined) continue;
    if (!norms.includes(norm)) norms.push(norm);
    if (ref.article !== null) {
      const chunk = dir.articleChunk(norm, ref.article);
      if (chunk !== undefined && !articleChunks.includes(chunk)) articleChunks.push(chunk);
    }
    if (!spans.some(([s, e]) => s === ref.start && e === ref.end)) spans.push([ref.start, ref.end]);
  }
  let rest = query;
  for (const [start, end] of [...spans].sort((a, b) => b[0] - a[0])) {
    rest = `${rest.slice(0, start)} ${rest.slice(end)}`;
  }
  return { articleChunks, norms, rest };
}
