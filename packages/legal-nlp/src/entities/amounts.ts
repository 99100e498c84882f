/**
 * Amounts of money: '11.880 €', '11.880,50 euros', 'once mil ochocientos ochenta euros', '19,60 euros
 * diarios', '1.336 coronas suecas', '5.000 libras esterlinas', 'EUR 3.000', '2 millones de euros',
 * '147.000 SEK'. The value is the number and the ISO 4217 code of the currency.
 *
 * @module
 */
import { fold } from '../citations.js';
import { CURRENCY_ADJECTIVES, CURRENCY_CODES, CURRENCY_SYMBOLS, CURRENCY_WORDS } from './lexicon.js';
import { DIGITS_RE, NUMBER_WORDS_RE, readNumber } from './numbers.js';
import type { Entity, MoneyValue } from './types.js';

const accentTolerant = (w: string) => w.replace(/[aeiou]/g, (v) => `[${v}${'áéíóú'['aeiou'.indexOf(v)]}]`);
const alternatives = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(accentTolerant)
    .join('|');

const CURRENCY_WORD = `(?:${alternatives(Object.keys(CURRENCY_WORDS))})`;
const CURRENCY_ADJ = `(?:${alternatives(Object.keys(CURRENCY_ADJECTIVES))})`;
const CODE = `(?:${CURRENCY_CODES.join('|')})`;
const SYMBOL = `(?:${Object.keys(CURRENCY_SYMBOLS)
  .map((s) => s.replace(/\$/g, '\\$'))
  .join('|')})`;
const NUMBER = `(?:${DIGITS_RE}|${NUMBER_WORDS_RE})`;
const MILLIONS = `(?:\\s+(?:millones|mill[oó]n|mil\\s+millones)(?:\\s+de)?)?`;
const B = `(?<![\\p{L}\\p{N}.,])`;
const E = `(?![\\p{L}\\p{N}])`;

/** Number, then the currency: '1.336 coronas suecas (SEK)', '11.880 €', '2.000.000 de coronas'. */
const AFTER_RE = new RegExp(
  `${B}(${NUMBER})(${MILLIONS})\\s*(?:(?:de\\s+)?(${CURRENCY_WORD})(?:\\s+(${CURRENCY_ADJ}))?${E}(?:\\s*[([]\\s*(${CODE})\\s*[)\\]])?|(${SYMBOL})|(${CODE})${E})`,
  'giu',
);
/** Currency first: 'EUR 3.000', '€ 3.000', '£5.000'. */
const BEFORE_RE = new RegExp(`(?<![\\p{L}\\p{N}])(${SYMBOL}|${CODE})\\s?(${DIGITS_RE})${E}`, 'gu');
/** A rate after the amount: 'diarios', 'al mes', 'anuales'. */
const RATE_RE =
  /^\s+(diari[oa]s|al\s+d[ií]a|por\s+d[ií]a|mensuales|al\s+mes|por\s+mes|anuales|al\s+año|por\s+año|semanales|a\s+la\s+semana)(?![\p{L}])/iu;

function rate(written: string): string {
  const f = fold(written);
  if (f.includes('di')) return 'día';
  if (f.includes('mes') || f.startsWith('mensual')) return 'mes';
  if (f.includes('sem')) return 'semana';
  return 'año';
}

function currencyOf(word?: string, adjective?: string, code?: string, symbol?: string): string {
  if (code) return code.toUpperCase();
  if (symbol) return CURRENCY_SYMBOLS[symbol] ?? 'XXX';
  const adj = adjective ? CURRENCY_ADJECTIVES[fold(adjective)] : undefined;
  if (adj && adj !== 'XXX') return adj;
  if (word) return CURRENCY_WORDS[fold(word)] ?? 'XXX';
  return 'XXX';
}

/** Amounts of money of a text, in order. */
export function findAmounts(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of text.matchAll(AFTER_RE)) {
    const n = readNumber(m[1] ?? '');
    if (n === null) continue;
    const millions = m[2] ?? '';
    const factor = /mil\s+millones/i.test(millions) ? 1e9 : /mill/i.test(millions) ? 1e6 : 1;
    const start = m.index;
    const end = start + m[0].length;
    const value: MoneyValue = {
      amount: Math.round(n * factor * 100) / 100,
      currency: currencyOf(m[3], m[4], m[5] ?? m[7], m[6]),
    };
    const perMatch = RATE_RE.exec(text.slice(end));
    if (perMatch) value.per = rate(perMatch[1] ?? '');
    out.push({ type: 'MONEY', text: text.slice(start, end), start, end, value });
  }
  for (const m of text.matchAll(BEFORE_RE)) {
    const n = readNumber(m[2] ?? '');
    if (n === null) continue;
    const sym = m[1] ?? '';
    const value: MoneyValue = {
      amount: n,
      currency: /^[A-Z]{3}$/.test(sym) ? sym : (CURRENCY_SYMBOLS[sym] ?? 'XXX'),
    };
    out.push({ type: 'MONEY', text: m[0], start: m.index, end: m.index + m[0].length, value });
  }
  return out;
}

/** True when a written phrase names a currency ('coronas suecas', 'SEK', '€'): the scorer reads gold spans with it. */
export function namesCurrency(phrase: string): boolean {
  return phrase
    .split(/[^\p{L}€$£¥₺₽]+/u)
    .some(
      (w) =>
        w !== '' &&
        (CURRENCY_WORDS[fold(w)] !== undefined ||
          (CURRENCY_CODES as readonly string[]).includes(w) ||
          CURRENCY_SYMBOLS[w] !== undefined),
    );
}
