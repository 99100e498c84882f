/**
 * Dates, durations and times of day in Spanish legal prose: '19 de diciembre de 2017', '19/12/2017',
 * 'a diecinueve de diciembre de dos mil diecisiete', 'el pasado día 3', 'diciembre de 2017', '1944'
 * after 'en'/'desde', 'nueve meses', 'veinte días hábiles', 'a las 9.30 horas'.
 *
 * @module
 */
import { SPANISH_MONTHS, fold } from '../citations.js';
import { NUMBER_WORDS_RE, readNumber } from './numbers.js';
import type { Entity } from './types.js';

const MONTH = `(?:${SPANISH_MONTHS.join('|')}|setiembre)`;
const DAY_DIGITS = `(?:3[01]|[12]\\d|0?[1-9])(?:\\.?\\s?[º°])?`;
const DAY_WORDS = `(?:primero|${NUMBER_WORDS_RE})`;
const DAY = `(?:${DAY_DIGITS}|${DAY_WORDS})`;
const YEAR = `(?:\\d{4}|\\d{1,2}\\.\\d{3}|(?:dos\\s+mil|mil\\s+novecientos)(?:\\s+(?:y\\s+)?${NUMBER_WORDS_RE})?)`;
const B = `(?<![\\p{L}\\p{N}])`;
const E = `(?![\\p{L}\\p{N}])`;

/** '19 de diciembre de 2017', '7 y 8 de octubre de 1991', 'diecinueve de diciembre de dos mil diecisiete'. */
const FULL_RE = new RegExp(
  `${B}(${DAY}(?:\\s*(?:,|y)\\s*${DAY})*)\\s+de\\s+(${MONTH})(?:\\s*(?:,\\s*)?(?:de|del)\\s+(?:(?:año|ano)\\s+)?(${YEAR}))?${E}`,
  'giu',
);
/** 'diciembre de 2017', 'finales de enero de 1987', 'marzo, abril y junio de 1989'. */
const MONTH_YEAR_RE = new RegExp(
  `${B}((?:(?:principios|finales|mediados|comienzos|fines|primeros|últimos)\\s+de\\s+)?)(${MONTH})((?:\\s*(?:,|y)\\s*${MONTH})*)\\s+(?:de|del)\\s+(\\d{4})${E}`,
  'giu',
);
/** 'otoño de 1985', 'finales de 1985', 'primer semestre de 1992': part of a year. */
const PART_OF_YEAR_RE = new RegExp(
  `${B}(?:(?:principios|finales|mediados|comienzos|fines)\\s+de\\s+|(?:primer|segundo|tercer|cuarto|[úu]ltimo)\\s+(?:trimestre|semestre|cuatrimestre)\\s+de(?:l\\s+año)?\\s+|(?:la\\s+)?(?:primavera|verano|otoño|invierno)\\s+de(?:l\\s+año)?\\s+)(1[89]\\d{2}|20\\d{2})${E}`,
  'giu',
);
/** '19/12/2017', '19-12-2017', '19.12.2017', '2017-12-19'. */
const NUMERIC_RE = /(?<![\d/.,-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/]|[.,]\d)/g;
const ISO_RE = /(?<![\d/.-])(\d{4})-(\d{2})-(\d{2})(?![\d/-])/g;
/** 'el pasado día 3', 'el día 3': a day of a month the reader knows. */
const DAY_ONLY_RE = new RegExp(
  `${B}((?:pasado\\s+)?d[ií]a\\s+(${DAY_DIGITS}))(?!\\s*(?:,|y)?\\s*\\d)${E}`,
  'giu',
);
/** A bare year after a word that introduces a time ('en 1944', 'desde 1992', 'hasta 2001'). */
const YEAR_RE =
  /(?<=(?:^|[\s(])(?:en|desde|hasta|de|del|a|año|ejercicio|entre|y|o|antes|después|hacia|durante|partir|finales|principios|mediados|En|Desde|Hasta|Entre|Antes|Hacia)\s+)(1[89]\d{2}|20\d{2})(?![\d/]|[.,]\d|\s*(?:€|euros?|coronas|libras|d[oó]lares|[A-Z]{3}\b))/g;
/** 'los años setenta', 'años 70'. */
const DECADE_RE = new RegExp(
  `${B}años\\s+(?:veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|[2-9]0)${E}`,
  'gu',
);

const UNIT_RE = `(?:años?|mes(?:es)?|semanas?|d[ií]as?|horas?|minutos?|trimestres?|semestres?)`;
const AMOUNT_RE = `(?:\\d+(?:,\\d+)?|${NUMBER_WORDS_RE}|medio)`;
/** 'nueve meses', 'veinte días hábiles', 'tres años y nueve meses', 'un período de seis meses'. */
const DURATION_RE = new RegExp(
  `${B}((?:(?:per[ií]odo|plazo|t[ée]rmino)\\s+de\\s+)?)(${AMOUNT_RE})\\s+(${UNIT_RE})((?:\\s+(?:h[áa]biles|naturales))?)((?:\\s*(?:,|y)\\s*${AMOUNT_RE}\\s+${UNIT_RE})*)${E}`,
  'giu',
);
/** 'a las 9 horas', 'las 8.45 horas', 'a las 10:30'. */
const TIME_RE = /(?<![\p{L}\p{N}])las\s+(\d{1,2})(?:([.:,])(\d{2}))?(\s*(?:horas|h)(?![\p{L}\p{N}]))?/gu;

/** A date that names a norm ('la Ley de 17 de junio de 2004', 'Ley de Enjuiciamiento Civil de 1881') is part of its citation. */
const NORM_BEFORE =
  /(?:^|[^\p{L}])(?:Ley|Leyes|Reglamento|Decreto|Decreto-ley|Real\s+Decreto|Directiva|Orden|C[oó]digo|Convenio|Protocolo|Tratado|Constituci[oó]n|Act)(?:\s+(?:\p{Lu}[\p{L}]*|de|del|la|las|los|y|e|sobre|para|no|núm\.|\d+\/?\d*|\(|\)))*?,?\s+(?:de|del)\s+$/u;

const pad = (n: number) => String(n).padStart(2, '0');

function monthIndex(word: string): number {
  const f = fold(word);
  return f === 'setiembre' ? 9 : SPANISH_MONTHS.indexOf(f as (typeof SPANISH_MONTHS)[number]) + 1;
}

function readYear(written: string | undefined): number | null {
  if (!written) return null;
  const t = written.trim();
  if (/^\d{4}$/.test(t)) return Number(t);
  if (/^\d{1,2}\.\d{3}$/.test(t)) return Number(t.replace('.', ''));
  return readNumber(t);
}

function readDay(written: string): number | null {
  const t = written.replace(/[º°.\s]/g, '');
  if (/^\d+$/.test(t)) return Number(t);
  if (fold(t) === 'primero') return 1;
  return readNumber(written);
}

function isoDate(y: number | null, m: number, d?: number | null): string | undefined {
  if (m < 1 || m > 12) return undefined;
  if (d !== undefined && d !== null && (d < 1 || d > 31)) return undefined;
  if (y === null || y < 1000 || y > 2999) return undefined;
  return d ? `${y}-${pad(m)}-${pad(d)}` : `${y}-${pad(m)}`;
}

const UNIT_CODE: Record<string, string> = { a: 'Y', m: 'M', s: 'W', d: 'D', h: 'H', t: 'M' };

/** ISO 8601 duration of '3 años y 6 meses' → 'P3Y6M'; undefined when a part cannot be read. */
function isoDuration(parts: Array<[string, string]>): string | undefined {
  let date = '';
  let time = '';
  for (const [amount, unit] of parts) {
    const n = fold(amount) === 'medio' ? 0.5 : readNumber(amount);
    if (n === null) return undefined;
    const u = fold(unit);
    if (u.startsWith('hora')) time += `${n}H`;
    else if (u.startsWith('minuto')) time += `${n}M`;
    else if (u.startsWith('trimestre')) date += `${n * 3}M`;
    else if (u.startsWith('semestre')) date += `${n * 6}M`;
    else if (u.startsWith('semana')) date += `${n}W`;
    else date += `${n}${UNIT_CODE[u.charAt(0)] ?? 'D'}`;
  }
  return `P${date}${time ? `T${time}` : ''}`;
}

/** Dates, durations and times of day of a text, in no particular order (overlaps are resolved by the caller). */
export function findDates(text: string): Entity[] {
  const out: Entity[] = [];
  const blocked: Array<[number, number]> = [];
  const push = (type: Entity['type'], start: number, end: number, value?: string) => {
    if (blocked.some(([s, e]) => start < e && s < end)) return;
    if (type === 'DATE' && NORM_BEFORE.test(text.slice(Math.max(0, start - 80), start))) {
      blocked.push([start, end]);
      return;
    }
    out.push({ type, text: text.slice(start, end), start, end, ...(value !== undefined ? { value } : {}) });
  };

  for (const m of text.matchAll(FULL_RE)) {
    const days = m[1] ?? '';
    const firstDay = readDay(days.split(/\s*(?:,|\sy\s)\s*/)[0] ?? '');
    // A day in words must read as a number up to 31 ('una de marzo' is not a date).
    if (firstDay === null || firstDay < 1 || firstDay > 31) continue;
    const year = readYear(m[3]);
    const value =
      isoDate(year, monthIndex(m[2] ?? ''), firstDay) ??
      (year === null ? `--${pad(monthIndex(m[2] ?? ''))}-${pad(firstDay)}` : undefined);
    push('DATE', m.index, m.index + m[0].length, value);
  }
  for (const m of text.matchAll(MONTH_YEAR_RE)) {
    const year = Number(m[4]);
    push('DATE', m.index, m.index + m[0].length, isoDate(year, monthIndex(m[2] ?? '')));
  }
  for (const m of text.matchAll(PART_OF_YEAR_RE)) push('DATE', m.index, m.index + m[0].length, m[1]);
  for (const m of text.matchAll(NUMERIC_RE)) {
    const d = Number(m[1]);
    const mo = Number(m[3]);
    let y = Number(m[4]);
    if ((m[4] ?? '').length === 2) y += y < 50 ? 2000 : 1900;
    const value = isoDate(y, mo, d);
    if (value) push('DATE', m.index, m.index + m[0].length, value);
  }
  for (const m of text.matchAll(ISO_RE)) {
    const value = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (value) push('DATE', m.index, m.index + m[0].length, value);
  }
  for (const m of text.matchAll(DAY_ONLY_RE)) {
    const day = readDay(m[2] ?? '');
    if (day !== null && day >= 1 && day <= 31) push('DATE', m.index, m.index + m[0].length, `---${pad(day)}`);
  }
  for (const m of text.matchAll(YEAR_RE)) push('DATE', m.index, m.index + m[0].length, m[1]);
  for (const m of text.matchAll(DECADE_RE)) push('DATE', m.index, m.index + m[0].length);
  for (const m of text.matchAll(DURATION_RE)) {
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    // An age ('a la edad de veinte años') is not a span of time.
    if (/edad\s+de\s+$/i.test(before)) continue;
    // Nor is an age: 'cuando tenía ocho años', 'su hija de 9 años', 'antes de los 65 años', '20 años de edad'.
    const longBefore = text.slice(Math.max(0, m.index - 30), m.index);
    if (/(?:^|\s)(?:ten[ií]a|tiene|tenían|cumpli[oó]|cumplir|cumple|los|las)\s+$/iu.test(longBefore))
      continue;
    if (
      /(?:hij[oa]s?|niñ[oa]s?|menor(?:es)?|chic[oa]s?|joven|muchach[oa]s?|beb[ée]|herman[oa]s?|nieto|nieta)\s+de\s+$/iu.test(
        longBefore,
      )
    )
      continue;
    if (/^\s+de\s+edad/iu.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
    const parts: Array<[string, string]> = [[m[2] ?? '', m[3] ?? '']];
    for (const extra of (m[5] ?? '').matchAll(new RegExp(`(${AMOUNT_RE})\\s+(${UNIT_RE})`, 'giu')))
      parts.push([extra[1] ?? '', extra[2] ?? '']);
    push('DURATION', m.index, m.index + m[0].length, isoDuration(parts));
  }
  for (const m of text.matchAll(TIME_RE)) {
    const h = Number(m[1]);
    if (h > 24 || (!m[4] && m[2] !== ':')) continue;
    push('TIME', m.index, m.index + m[0].length, `${pad(h)}:${m[3] ?? '00'}`);
  }
  return out;
}
