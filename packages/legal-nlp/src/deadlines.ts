/**
 * Deadlines (plazos) computed the way Spanish law counts them, and read from the way documents write
 * them ('en el plazo de veinte días hábiles desde la notificación'). Pure calendar arithmetic on ISO
 * dates (`YYYY-MM-DD`, no time zones), one regime per body of rules:
 *
 * - `procesal` — LEC arts. 130 and 133 with LOPJ arts. 182, 183 and 185: counting starts the day after
 *   the notification (LEC 133.1); plazos in days exclude the inhábiles (LEC 133.2, LOPJ 185.1):
 *   Saturdays, Sundays, 24 December to 6 January, every day of August, national holidays and the
 *   regional and local ones given (LEC 130.2, LOPJ 182.1, 183); months and years run date to date, to
 *   the last day of a shorter month (LEC 133.3); an end on an inhábil day moves to the next hábil day
 *   (LEC 133.4, LOPJ 185.2); a filing subject to the plazo may still be made until 15:00 of the next
 *   hábil day (LEC 135.5). Urgent actions (LEC 131.2, 133.2): August and the Christmas days count, only
 *   Saturdays, Sundays and holidays are left out.
 * - `contencioso` — as `procesal`, and during August no plazo of the LJCA runs (LJCA art. 128.2), also
 *   those counted in months.
 * - `administrativo` — Ley 39/2015 art. 30: days are hábiles unless said natural, leaving out
 *   Saturdays, Sundays and holidays (August and Christmas count); months and years date to date from
 *   the notification; an end on an inhábil day moves to the next hábil day.
 * - `civil` — Código Civil art. 5: from the next day, natural days (inhábiles are not left out), months
 *   and years date to date.
 *
 * National holidays are the fiestas of every region (1 and 6 January, Viernes Santo, 1 May, 15 August,
 * 12 October, 1 November, 6, 8 and 25 December); regional and local ones are configuration
 * (`holidays`), as each calendar is published yearly.
 *
 * @module
 */
import { NUMBER_WORDS_RE, readNumber } from './entities/numbers.js';

/** The body of rules a plazo is counted by. */
export type DeadlineRegime = 'procesal' | 'contencioso' | 'administrativo' | 'civil';

/** How a plazo is expressed. */
export type DeadlineUnit = 'dias' | 'dias_naturales' | 'meses' | 'anos';

/** A plazo to compute. */
export interface DeadlineInput {
  /** Day of the notification (or act) the plazo counts from, `YYYY-MM-DD`. */
  from: string;
  amount: number;
  unit: DeadlineUnit;
  /** @default 'procesal' */
  regime?: DeadlineRegime;
  /** An urgent action (LEC 131.2): August and the Christmas days are hábiles. */
  urgent?: boolean;
  /** Regional and local holidays, `YYYY-MM-DD`. */
  holidays?: readonly string[];
}

/** An article the computation applied. */
export interface DeadlineRule {
  /** Usual abbreviation: 'LEC', 'LOPJ', 'LJCA', 'LPAC', 'CC'. */
  norm: string;
  /** BOE id of the norm. */
  normId: string;
  article: string;
}

/** The computed plazo. */
export interface DeadlineResult {
  /** First day counted. */
  start: string;
  /** Last day of the plazo. */
  due: string;
  /** Whether the end fell on an inhábil day and moved to the next hábil one. */
  extended: boolean;
  /** Last moment to file a document subject to the plazo (LEC 135.5), procedural regimes only. */
  filingUntil: { date: string; time: '15:00' } | null;
  /** Inhábil days left out of a count in days (or, in `contencioso`, the August days that did not run). */
  skipped: number;
  rules: DeadlineRule[];
}

const LEC = { norm: 'LEC', normId: 'BOE-A-2000-323' };
const LOPJ = { norm: 'LOPJ', normId: 'BOE-A-1985-12666' };
const LJCA = { norm: 'LJCA', normId: 'BOE-A-1998-16718' };
const LPAC = { norm: 'LPAC', normId: 'BOE-A-2015-10565' };
const CC = { norm: 'CC', normId: 'BOE-A-1889-4763' };

/** Fixed national holidays, `MM-DD`. */
const NATIONAL_FIXED = ['01-01', '01-06', '05-01', '08-15', '10-12', '11-01', '12-06', '12-08', '12-25'];

const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of an ISO date; throws on anything else. */
function dayNumber(iso: string): number {
  const m = ISO_RE.exec(iso);
  if (!m) throw new RangeError(`fecha no válida: ${iso}`);
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(t);
  if (d.getUTCMonth() !== Number(m[2]) - 1) throw new RangeError(`fecha no válida: ${iso}`);
  return Math.round(t / 86_400_000);
}

function isoOf(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Easter Sunday of a year (Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The national holidays of a year, `YYYY-MM-DD`, in order. */
export function nationalHolidays(year: number): string[] {
  const goodFriday = isoOf(dayNumber(easterSunday(year)) - 2);
  return [...NATIONAL_FIXED.map((md) => `${year}-${md}`), goodFriday].sort();
}

/** Why a day is inhábil, or null when it is hábil under the regime. */
export function inhabilReason(
  iso: string,
  options: { regime?: DeadlineRegime; urgent?: boolean; holidays?: ReadonlySet<string> } = {},
): string | null {
  const regime = options.regime ?? 'procesal';
  if (regime === 'civil') return null;
  const weekday = new Date(dayNumber(iso) * 86_400_000).getUTCDay();
  if (weekday === 6) return 'sábado';
  if (weekday === 0) return 'domingo';
  const year = Number(iso.slice(0, 4));
  if (nationalHolidays(year).includes(iso)) return 'fiesta nacional';
  if (options.holidays?.has(iso)) return 'festivo autonómico o local';
  if (regime === 'administrativo' || options.urgent) return null;
  const md = iso.slice(5);
  if (md.startsWith('08-')) return 'agosto';
  if (md >= '12-24' || md <= '01-06') return 'del 24 de diciembre al 6 de enero';
  return null;
}

/** The same day `months` later, or the last day of that month when it has no such day. */
function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * Computes a plazo.
 *
 * @throws {RangeError} a date that is not `YYYY-MM-DD`, or an amount that is not a positive integer
 */
export function computeDeadline(input: DeadlineInput): DeadlineResult {
  const regime = input.regime ?? 'procesal';
  if (!Number.isInteger(input.amount) || input.amount <= 0 || input.amount > 10_000) {
    throw new RangeError(`plazo no válido: ${input.amount}`);
  }
  const holidays = new Set(input.holidays ?? []);
  for (const h of holidays) dayNumber(h);
  const from = dayNumber(input.from);
  const reason = (day: number) => inhabilReason(isoOf(day), { regime, urgent: input.urgent, holidays });
  const procedural = regime === 'procesal' || regime === 'contencioso';
  const rules: DeadlineRule[] = [];
  const rule = (norm: typeof LEC, article: string) => rules.push({ ...norm, article });
  let due: number;
  let skipped = 0;
  const natural = input.unit === 'dias_naturales' || regime === 'civil';

  if (input.unit === 'dias' || input.unit === 'dias_naturales') {
    if (natural) {
      due = from + input.amount;
    } else {
      let day = from;
      let counted = 0;
      while (counted < input.amount) {
        day++;
        if (reason(day) === null) counted++;
        else skipped++;
      }
      due = day;
    }
  } else {
    const months = input.unit === 'anos' ? input.amount * 12 : input.amount;
    let end = addMonths(input.from, months);
    if (regime === 'contencioso' && !input.urgent) {
      // LJCA 128.2: the plazo does not run in August — each August inside it adds a month.
      let augusts = 0;
      for (let y = Number(input.from.slice(0, 4)); y <= Number(end.slice(0, 4)); y++) {
        const first = dayNumber(`${y}-08-01`);
        if (first > from && first <= dayNumber(end)) augusts++;
      }
      while (augusts > 0) {
        const before = end;
        end = addMonths(end, 1);
        skipped += dayNumber(end) - dayNumber(before);
        augusts--;
        const first = dayNumber(`${end.slice(0, 4)}-08-01`);
        if (first > dayNumber(before) && first <= dayNumber(end)) augusts++;
      }
    }
    due = dayNumber(end);
  }

  let extended = false;
  if (regime !== 'civil') {
    while (reason(due) !== null) {
      due++;
      extended = true;
    }
  }
  let filingUntil: DeadlineResult['filingUntil'] = null;
  if (procedural) {
    let next = due + 1;
    while (reason(next) !== null) next++;
    filingUntil = { date: isoOf(next), time: '15:00' };
  }

  if (procedural) {
    rule(LEC, '133');
    if (!natural && (input.unit === 'dias' || input.unit === 'dias_naturales')) {
      rule(LEC, '130');
      rule(LOPJ, '182');
      if (!input.urgent) rule(LOPJ, '183');
      rule(LOPJ, '185');
    }
    if (input.urgent) rule(LEC, '131');
    if (regime === 'contencioso') rule(LJCA, '128');
    rule(LEC, '135');
  } else if (regime === 'administrativo') {
    rule(LPAC, '30');
  } else {
    rule(CC, '5');
  }
  return { start: isoOf(from + 1), due: isoOf(due), extended, filingUntil, skipped, rules };
}

/** A plazo as a document writes it. */
export interface DeadlinePhrase {
  amount: number;
  unit: DeadlineUnit;
  /** The words, as written ('veinte días hábiles'). */
  text: string;
  start: number;
  end: number;
}

const PHRASE = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,4}|${NUMBER_WORDS_RE})(?:\\s*\\(\\d{1,4}\\))?\\s+(d[ií]as?|mes(?:es)?|años?)(?:\\s+(h[áa]biles|naturales|n[áa]turales))?(?![\\p{L}])`,
  'giu',
);

/**
 * The plazos written in a text: 'veinte días hábiles', '10 días', 'dos meses', 'un año', 'cinco (5)
 * días naturales'. Days without a qualifier are `dias` (hábiles under the procedural and
 * administrative regimes, which is what they say unless 'naturales' is written).
 */
export function findDeadlinePhrases(text: string): DeadlinePhrase[] {
  const out: DeadlinePhrase[] = [];
  for (const m of text.matchAll(PHRASE)) {
    const written = m[1] ?? '';
    const amount = /^\d+$/.test(written) ? Number(written) : readNumber(written.replace(/^una?$/i, 'uno'));
    if (amount === null || !Number.isInteger(amount) || amount <= 0) continue;
    const word = (m[2] ?? '').toLowerCase();
    const qualifier = (m[3] ?? '').toLowerCase();
    const unit: DeadlineUnit = word.startsWith('d')
      ? /^n/.test(qualifier)
        ? 'dias_naturales'
        : 'dias'
      : word.startsWith('m')
        ? 'meses'
        : 'anos';
    out.push({ amount, unit, text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}
