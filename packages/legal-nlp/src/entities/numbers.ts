/**
 * Numbers as the entity extractor meets them: digits in Spanish notation (reusing `parseAmount`) and
 * cardinals in words (reusing `spanishNumber`, extended here to millions).
 *
 * @module
 */
import { spanishNumber } from '../articles.js';
import { fold } from '../citations.js';
import { parseAmount } from '../text.js';

/** The words a Spanish cardinal is written with (folded), for finding them in a text. */
const NUMBER_WORDS = [
  'cero',
  'un',
  'uno',
  'una',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciseis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiun',
  'veintiuno',
  'veintiuna',
  'veintidos',
  'veintitres',
  'veinticuatro',
  'veinticinco',
  'veintiseis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
  'treinta',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
  'cien',
  'ciento',
  'doscientos',
  'doscientas',
  'trescientos',
  'trescientas',
  'cuatrocientos',
  'cuatrocientas',
  'quinientos',
  'quinientas',
  'seiscientos',
  'seiscientas',
  'setecientos',
  'setecientas',
  'ochocientos',
  'ochocientas',
  'novecientos',
  'novecientas',
  'mil',
  'millon',
  'millones',
];

/** Accent-tolerant pattern of one number word ('dieciséis' and 'dieciseis'). */
const accentTolerant = (w: string) => w.replace(/[aeiou]/g, (v) => `[${v}${'áéíóú'['aeiou'.indexOf(v)]}]`);

/** One number word, case-insensitive when used with the `i` flag. */
export const NUMBER_WORD_RE = `(?:${[...NUMBER_WORDS]
  .sort((a, b) => b.length - a.length)
  .map(accentTolerant)
  .join('|')})`;

/** A cardinal in words: 'once mil ochocientos ochenta', 'treinta y dos', 'dos mil diecisiete'. */
export const NUMBER_WORDS_RE = `${NUMBER_WORD_RE}(?:\\s+(?:y\\s+)?${NUMBER_WORD_RE})*`;

/** A number in digits: '11.880,50', '1.336', '2000', '19,60', '12 500'. */
export const DIGITS_RE = `\\d{1,3}(?:\\.\\d{3})+(?:,\\d{1,2})?|\\d{1,3}(?:\\u00a0\\d{3})+(?:,\\d{1,2})?|\\d+(?:,\\d{1,2})?(?!\\d)|\\d+\\.\\d{1,2}(?!\\d)`;

/**
 * The value of a cardinal written in words, millions included: 'once mil ochocientos ochenta' →
 * 11880, 'dos millones quinientos mil' → 2500000, 'un millón' → 1000000; null when not a number.
 */
export function wordsToNumber(words: string): number | null {
  const parts = fold(words).trim().split(/\s+/);
  let total = 0;
  let current: string[] = [];
  for (const part of parts) {
    if (part === 'millon' || part === 'millones') {
      const n = current.length ? spanishNumber(current.join(' ')) : 1;
      if (n === null) return null;
      total += n * 1e6;
      current = [];
    } else current.push(part);
  }
  if (current.length) {
    const n = spanishNumber(current.join(' '));
    if (n === null) return null;
    total += n;
  }
  return total;
}

/** The value of a number written in digits or words; null when it is neither. */
export function readNumber(written: string): number | null {
  const t = written.trim();
  if (/^\d/.test(t)) {
    const n = parseAmount(t.replace(/\u00a0/g, ''));
    if (n !== null) return n;
    if (/^\d+\.\d{1,2}$/.test(t)) return Number(t);
    return null;
  }
  return wordsToNumber(t);
}
