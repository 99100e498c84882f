/**
 * Spanish legal text helpers shared by the composer and the quality rubric: HTML escaping and text
 * extraction, amounts (es-ES and in letters), ordinals, Roman numerals, dates, splitting lists.
 */
import { SPANISH_MONTHS } from './citations.js';

/** Escapes `& < > " '` so a user value can sit in HTML text or an attribute. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Plain text of an HTML fragment: tags removed, block ends and `<br>` as line breaks, entities decoded,
 * runs of blank lines collapsed. Not a sanitiser: only for reading.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div|pre|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Reads an amount typed by a user: '12500', '12500.5', '12.500,50', '12 500 €'. Returns null when the
 * text is not a finite number.
 */
export function parseAmount(value: string): number | null {
  let s = value.replace(/[€\s]|EUR/gi, '');
  if (s === '') return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, '');
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** es-ES amount with two decimals and thousands dots, independent of the ICU build: '12.500,00 €'. */
export function formatAmount(amount: number): string {
  const negative = amount < 0;
  const [int = '0', dec = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped},${dec} €`;
}

const UNITS = [
  '',
  'un',
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
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiún',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

function below1000(n: number): string {
  if (n === 100) return 'cien';
  const h = Math.floor(n / 100);
  const rest = n % 100;
  let tail = '';
  if (rest < 30) tail = UNITS[rest] ?? '';
  else tail = `${TENS[Math.floor(rest / 10)]}${rest % 10 ? ` y ${UNITS[rest % 10]}` : ''}`;
  return [HUNDREDS[h], tail].filter(Boolean).join(' ');
}

/** A whole number in Spanish words, apocopated before a noun ('veintiún mil', 'un millón'): 0..999.999.999. */
export function numberInWords(n: number): string {
  const whole = Math.floor(Math.abs(n));
  if (whole === 0) return 'cero';
  if (whole >= 1e9) return String(whole);
  const millions = Math.floor(whole / 1e6);
  const thousands = Math.floor((whole % 1e6) / 1000);
  const rest = whole % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? 'un millón' : `${below1000(millions)} millones`);
  if (thousands) parts.push(thousands === 1 ? 'mil' : `${below1000(thousands)} mil`);
  if (rest) parts.push(below1000(rest));
  return parts.join(' ');
}

/** An amount in letters as lawyers write it: 'doce mil quinientos euros con cincuenta céntimos'. */
export function amountInWords(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100) % 100;
  const whole = Math.floor(Math.round(Math.abs(amount) * 100) / 100);
  const words = numberInWords(whole);
  const euros = `${words}${/millón$|millones$/.test(words) ? ' de' : ''} ${whole === 1 ? 'euro' : 'euros'}`;
  return cents ? `${euros} con ${numberInWords(cents)} ${cents === 1 ? 'céntimo' : 'céntimos'}` : euros;
}

/** '12.500,00 € (doce mil quinientos euros)'. */
export function formatAmountWithWords(amount: number): string {
  return `${formatAmount(amount)} (${amountInWords(amount)})`;
}

const ORDINAL_UNITS = [
  '',
  'PRIMER',
  'SEGUND',
  'TERCER',
  'CUART',
  'QUINT',
  'SEXT',
  'SÉPTIM',
  'OCTAV',
  'NOVEN',
];
const ORDINAL_TENS = [
  '',
  'DÉCIM',
  'VIGÉSIM',
  'TRIGÉSIM',
  'CUADRAGÉSIM',
  'QUINCUAGÉSIM',
  'SEXAGÉSIM',
  'SEPTUAGÉSIM',
  'OCTOGÉSIM',
  'NONAGÉSIM',
];

/**
 * Spanish ordinal in capitals as used to number facts and clauses: 1 → 'PRIMERO' ('PRIMERA'), 11 →
 * 'UNDÉCIMO', 13 → 'DECIMOTERCERO', 21 → 'VIGÉSIMO PRIMERO'. From 100 on: '100.º'.
 *
 * @param gender - 'm' for hechos/fundamentos, 'f' for cláusulas/alegaciones. @default 'm'
 */
export function ordinal(n: number, gender: 'm' | 'f' = 'm'): string {
  const o = gender === 'm' ? 'O' : 'A';
  if (n < 1 || n > 99 || !Number.isInteger(n)) return `${n}.${gender === 'm' ? 'º' : 'ª'}`;
  if (n === 10) return `DÉCIM${o}`;
  if (n === 11) return `UNDÉCIM${o}`;
  if (n === 12) return `DUODÉCIM${o}`;
  const tens = Math.floor(n / 10);
  const units = n % 10;
  if (tens === 1) return `DECIMO${ORDINAL_UNITS[units]}${o}`;
  const parts = [tens ? `${ORDINAL_TENS[tens]}${o}` : '', units ? `${ORDINAL_UNITS[units]}${o}` : ''];
  return parts.filter(Boolean).join(' ');
}

/** Roman numeral (1..3999) for the fundamentos de derecho: 4 → 'IV'. */
export function romanNumeral(n: number): string {
  const table: Array<[number, string]> = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = Math.max(1, Math.min(3999, Math.floor(n)));
  let out = '';
  for (const [value, symbol] of table) {
    while (rest >= value) {
      out += symbol;
      rest -= value;
    }
  }
  return out;
}

const madridParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** '22 de noviembre de 2026' for a Date, read in Madrid time (the same on any machine). */
export function spanishLongDate(date: Date): string {
  const parts = Object.fromEntries(madridParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${Number(parts.day)} de ${SPANISH_MONTHS[Number(parts.month) - 1] ?? ''} de ${parts.year}`;
}

/**
 * A date typed in a field ('15/03/2026', '15-3-2026', '2026-03-15') as '15 de marzo de 2026'; any other
 * text is returned trimmed, unchanged.
 */
export function formatFieldDate(value: string): string {
  const v = value.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const [d, m, y] = dmy ? [dmy[1], dmy[2], dmy[3]] : ymd ? [ymd[3], ymd[2], ymd[1]] : [];
  const month = SPANISH_MONTHS[Number(m) - 1];
  if (d === undefined || month === undefined || Number(d) < 1 || Number(d) > 31) return v;
  return `${Number(d)} de ${month} de ${y}`;
}

const ITEM_MARKER =
  /^\s*(?:(?:\d{1,3}|[a-z]|[IVXLC]{1,6})\s*(?:\.-|\.|\)|-|º\.?-?)\s+|[-*•·–]\s+|(?:PRIMER|SEGUND|TERCER|CUART|QUINT|SEXT|SÉPTIM|OCTAV|NOVEN|DÉCIM|UNDÉCIM|DUODÉCIM|DECIMO\S*|VIGÉSIM\S*)[OA]?(?:\s\S+[OA])?\s*\.-\s*)/;

/**
 * Splits a user's list (facts, grounds, clauses) into items: on blank lines; otherwise on numbered or
 * bulleted lines ('1.', '2)', '-', '•', 'PRIMERO.-'); otherwise one item per line. Leading numbering is
 * removed (the composer numbers again); a line that continues an item stays in it with a line break.
 */
export function splitItems(text: string): string[] {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (normalised === '') return [];
  const strip = (s: string) => s.replace(ITEM_MARKER, '').trim();
  if (/\n\s*\n/.test(normalised)) {
    return normalised
      .split(/\n\s*\n/)
      .map((block) =>
        block
          .split('\n')
          .map((line, i) => (i === 0 ? strip(line) : line.trim()))
          .filter(Boolean)
          .join('\n'),
      )
      .filter(Boolean);
  }
  const lines = normalised.split('\n');
  if (lines.length > 1 && lines.filter((l) => ITEM_MARKER.test(l)).length >= 2) {
    const items: string[] = [];
    for (const line of lines) {
      if (ITEM_MARKER.test(line) || items.length === 0) items.push(strip(line));
      else items[items.length - 1] += `\n${line.trim()}`;
    }
    return items.filter(Boolean);
  }
  return lines.map(strip).filter(Boolean);
}
