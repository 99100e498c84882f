/**
 * What kind of answer a question asks for, and which kinds a legal text holds (ADR 0021, sixth round).
 * A question that asks '¿cuánto tiempo…?', '¿cuánto me corresponde?', '¿a qué edad…?' or '¿qué pena
 * tiene…?' ('¿es delito…?', '¿me pueden multar…?') is answered by an article that states a time, an amount, an age or a penalty: 'en el plazo de
 * dos meses', 'veinte días de salario', 'mayores de dieciséis años', 'pena de prisión de uno a tres
 * años'. The search re-ranks its best candidates by this match (the classic answer-type cue of
 * question answering), for every question of the kind, whatever its words.
 *
 * Kinds are bits, so a chunk holding several costs one byte in the index.
 *
 * @module
 */
import { findAmounts } from './entities/amounts.js';
import { NUMBER_WORDS_RE } from './entities/numbers.js';

/** A length of time: a plazo, a duration, a frequency. */
export const ASKS_DURATION = 1;
/** A sum of money, a rate or a number of days' pay. */
export const ASKS_AMOUNT = 2;
/** A person's age. */
export const ASKS_AGE = 4;
/** A criminal or administrative penalty. */
export const ASKS_PENALTY = 8;

const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Ways of asking for each kind, on folded text (accents off, lower case). */
const QUESTIONS: readonly (readonly [number, RegExp])[] = [
  [
    ASKS_DURATION,
    /\b(?:cuanto tiempo|hasta cuando|(?:en )?que plazo|cada cuanto|cuanto duran?|cuant[oa]s (?:dias|meses|anos|horas|semanas))\b/,
  ],
  [
    ASKS_AMOUNT,
    /\b(?:cuant[oa]s?(?: \p{L}+){0,3} (?:pag\p{L}*|cobr\p{L}*|ped\p{L}*|pid\p{L}*|correspond\p{L}*|cuest\p{L}*|cost\p{L}*|diner\p{L}*|indemniz\p{L}*|multa\p{L}*|recarg\p{L}*|euros?)|cuanto dinero|que indemnizacion)\b/u,
  ],
  [ASKS_AGE, /\b(?:(?:a|desde|hasta|con) (?:que edad|cuantos anos)|que edad)\b/],
  [
    ASKS_PENALTY,
    /\b(?:que (?:pena|castigo|condena)s?|cuant[oa]s? (?:anos de )?(?:carcel|prision|condena|pena)|es (?:un )?delito|(?:pueden|puede|podrian) (?:condenar|castigar|multar|sancionar))\b/,
  ],
];

/** The kinds of answer a question asks for (0 when it asks for none of them). */
export function questionAsks(question: string): number {
  const text = fold(question.normalize('NFC'));
  let kinds = 0;
  for (const [kind, re] of QUESTIONS) if (re.test(text)) kinds |= kind;
  // '¿Con cuántos años…?' asks for an age, '¿cuántos años de cárcel…?' for a penalty, not a time.
  return kinds & (ASKS_AGE | ASKS_PENALTY) ? kinds & ~ASKS_DURATION : kinds;
}

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const NUMBER = `(?:\\d{1,4}|${NUMBER_WORDS_RE})`;
const DURATION = new RegExp(
  `${B}${NUMBER}(?:\\s*\\(\\d{1,4}\\))?\\s+(?:d[ií]as?|mes(?:es)?|años?|horas?|semanas?|anualidad(?:es)?)${E}`,
  'iu',
);
const AMOUNT_WORDS = new RegExp(
  `${B}(?:por\\s+ciento|mensualidad(?:es)?|d[ií]as\\s+de\\s+salario|salario\\s+m[ií]nimo|inter[eé]s\\s+legal)${E}|%`,
  'iu',
);
const AGE = new RegExp(
  `${B}(?:edad|(?:mayor|menor)(?:es)?\\s+de\\s+${NUMBER}\\s+años|${NUMBER}\\s+años\\s+cumplidos)${E}`,
  'iu',
);
const PENALTY = new RegExp(
  `${B}(?:castigad[oa]s?\\s+con|penas?\\s+de\\s+(?:prisi[oó]n|multa|inhabilitaci[oó]n|localizaci[oó]n|trabajos|privaci[oó]n)|multa\\s+de\\s+${NUMBER})`,
  'iu',
);

/** The kinds of answer a legal text states (the bits of {@link questionAsks}). */
export function textAnswers(text: string): number {
  let kinds = 0;
  if (DURATION.test(text)) kinds |= ASKS_DURATION;
  if (AMOUNT_WORDS.test(text) || findAmounts(text).length > 0) kinds |= ASKS_AMOUNT;
  if (AGE.test(text)) kinds |= ASKS_AGE;
  if (PENALTY.test(text)) kinds |= ASKS_PENALTY;
  return kinds;
}
