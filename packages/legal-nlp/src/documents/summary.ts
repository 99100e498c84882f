/**
 * The extractive summary: the most informative sentences quoted verbatim, each with its page, in the
 * order of the document. A sentence weighs by the document-frequency-weighted words it holds (words
 * frequent in this document but not everywhere in it), its legal cues (fallo, hechos probados, the
 * question raised), and where it stands (the opening and the ruling weigh more); metadata lines,
 * headings and fragments are left out.
 *
 * @module
 */
import { analyzeText } from '../analysis.js';
import type { Sentence } from './text.js';
import type { Passage } from './types.js';

const CUE =
  /\b(?:la\s+cuesti[óo]n\s+(?:que\s+se\s+(?:suscita|plantea)|planteada)|se\s+(?:reclama|solicita|pretende|impugna)|tiene\s+por\s+objeto|el\s+objeto\s+del?|en\s+consecuencia|por\s+(?:todo\s+)?lo\s+(?:expuesto|que)|procede|(?:des)?estim\p{L}*|conden\p{L}*|absuelv\p{L}*|doctrina|infracci[óo]n|vulnera\p{L}*|incumpl\p{L}*)\b/giu;
const FIELD = /^[\p{L} º.]{2,40}:\s/u;

/**
 * Picks the `count` best sentences.
 *
 * @param sentences - every sentence of the document, in order
 * @param operative - the ruling's sentences (they get a bonus)
 * @param minRelative - leave out sentences scoring under this share (0..1) of the best one @default 0
 */
export function summarise(
  sentences: readonly Sentence[],
  count: number,
  operative: readonly Sentence[] = [],
  minRelative = 0,
): Passage[] {
  const candidates = sentences.filter(
    (s) =>
      !s.heading &&
      s.text.length >= 60 &&
      s.text.length <= 700 &&
      !FIELD.test(s.text) &&
      /^[«"“(]?[\p{Lu}\d]/u.test(s.text) &&
      /[.!?»”")]$/u.test(s.text) &&
      (s.text.match(/\p{Ll}/gu)?.length ?? 0) > s.text.length * 0.5,
  );
  if (candidates.length === 0) return [];
  const stems = candidates.map((s) => analyzeText(s.text));
  const df = new Map<string, number>();
  for (const list of stems) for (const stem of new Set(list)) df.set(stem, (df.get(stem) ?? 0) + 1);
  const tf = new Map<string, number>();
  for (const list of stems) for (const stem of list) tf.set(stem, (tf.get(stem) ?? 0) + 1);
  const n = candidates.length;
  const operativeIdx = new Set(operative.map((s) => s.index));
  const total = sentences.length || 1;
  const scored = candidates.map((s, i) => {
    const list = stems[i] ?? [];
    let weight = 0;
    for (const stem of new Set(list)) {
      const d = df.get(stem) ?? 1;
      if (/^\d+$/.test(stem) || d < 2) continue;
      weight += Math.log(1 + (tf.get(stem) ?? 0)) * Math.log(1 + n / d);
    }
    const lengthNorm = Math.sqrt(Math.max(8, list.length));
    let score = weight / lengthNorm;
    score += (s.text.match(CUE)?.length ?? 0) * 1.5;
    const pos = s.index / total;
    if (pos < 0.12) score *= 1.3;
    if (operativeIdx.has(s.index)) score *= 1.6;
    return { s, score };
  });
  const picked: typeof scored = [];
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.s.index - b.s.index);
  const floor = (ranked[0]?.score ?? 0) * Math.min(1, Math.max(0, minRelative));
  for (const c of ranked) {
    if (picked.length >= count || c.score < floor) break;
    // Not twice the same thing: skip a sentence sharing most words with one already picked.
    const words = new Set(analyzeText(c.s.text));
    const dup = picked.some((p) => {
      const other = new Set(analyzeText(p.s.text));
      let common = 0;
      for (const w of words) if (other.has(w)) common++;
      return common / Math.max(1, Math.min(words.size, other.size)) > 0.7;
    });
    if (!dup) picked.push(c);
  }
  return picked.sort((a, b) => a.s.index - b.s.index).map(({ s }) => ({ page: s.page, text: s.text }));
}
