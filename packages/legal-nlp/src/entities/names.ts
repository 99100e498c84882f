/**
 * Shared patterns of proper names: capitalised words, initials, particles, and a run of them.
 *
 * @module
 */
import { fold } from '../citations.js';
import { NOT_NAMES } from './lexicon.js';

/** A capitalised word ('Södergren', 'Wołąsiewicz', 'Warszawa-Służewiec', "O'Brien"). */
export const CAPWORD = `\\p{Lu}(?:['’]\\p{Lu})?[\\p{Ll}\\p{M}]+(?:\\p{Lu}[\\p{Ll}\\p{M}]+)?(?:-\\p{Lu}[\\p{Ll}\\p{M}]+)*`;
/** An initial with its full stop ('J.'). */
export const INITIAL = `\\p{Lu}\\.`;
/** Lower-case particles inside a person's or a place's name. */
export const PARTICLE = `(?:de\\s+la|de\\s+los|de\\s+las|del|de|van\\s+der|van\\s+den|van|von|der|den|da|di|dos|le|ter|ten|bin|ibn|al)`;
/**
 * Most words after the first that a body's name runs to, before the word that ends it ('Acme Ibérica
 * S.L.') or its seat ('Ayuntamiento de Bradford'). Unbounded, a run of capitalised words that no such
 * word follows was read again from each of its words: quadratic in the run (2,400 words took 0.6 s).
 */
export const MAX_NAME_WORDS = 11;
/** Letter boundaries. */
export const B = `(?<![\\p{L}\\p{N}])`;
export const E = `(?![\\p{L}\\p{N}])`;

/** Escapes a literal for a pattern. */
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Alternatives of literal phrases, longest first; spaces match any whitespace. */
export function phrases(list: Iterable<string>): string {
  return [...list]
    .sort((a, b) => b.length - a.length)
    .map((p) => escapeRe(p).replace(/ /g, '\\s+'))
    .join('|');
}

/** True when a capitalised word is a function word, a month, a document part… never a name. */
export function notName(word: string): boolean {
  if (/^\p{Lu}\.$/u.test(word)) return false; // an initial ('E.') is a name's part, not the conjunction
  return NOT_NAMES.has(fold(word).replace(/\.$/, ''));
}

/**
 * Drops the words of a name run, from the end, that cannot end a name (particles, function words);
 * returns the kept length (0 when nothing is left).
 */
export function trimRun(run: string): number {
  const words = [...run.matchAll(/\S+/g)];
  let keep = words.length;
  while (keep > 0) {
    const w = words[keep - 1]?.[0] ?? '';
    if (/^\p{Ll}/u.test(w) || notName(w)) keep--;
    else break;
  }
  if (keep === 0) return 0;
  const last = words[keep - 1];
  return last ? last.index + last[0].length : 0;
}
