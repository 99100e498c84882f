/**
 * Totals of the amounts found in a text, the way a lawyer adds them: per currency, rates per day or
 * month left out (they do not add to one-off sums), and amounts the text itself labels as a total
 * ('TOTAL 11.880,00 €', 'en total 2.600 euros', 'importe global de…') left out too — adding them to
 * their own parts would count everything twice; they are reported apart as `stated`. Used by the
 * document analysis and by the extraction queries.
 *
 * @module
 */

/** An amount to add. */
export interface AddableAmount {
  amount: number;
  currency: string;
  /** A rate's period ('día', 'mes'…): not added. */
  per?: string | null;
  /** The text labels it as a total (see {@link writtenAsTotal}): not added, reported as stated. */
  statedTotal?: boolean;
  /** What it is for; totals per concept are given where a concept has more than one amount. */
  concept?: string | null;
}

/** A total of one currency (and one concept when `byConcept`). */
export interface AmountSum {
  currency: string;
  /** null: every amount of the currency. */
  concept: string | null;
  total: number;
  count: number;
  /** The totals the text itself states for the currency, largest first (only on the currency's row). */
  stated?: number[];
}

/** Words that make the amount right after them a total: on its line, before it. */
const TOTAL_LABEL =
  /\b(?:total(?:es)?|en\s+total|suman?|en\s+conjunto|importe\s+global|suma\s+total)\b[^\n\d]{0,40}$/iu;

/** Whether the amount starting at `start` is labelled as a total on its own line ('TOTAL   11.880,00 €'). */
export function writtenAsTotal(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return TOTAL_LABEL.test(text.slice(Math.max(lineStart, start - 60), start));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Sums per currency (and, with `byConcept`, per currency and concept where a concept has more than one
 * amount), rates and stated totals left out; a currency's row lists its stated totals.
 */
export function sumAmounts(
  items: readonly AddableAmount[],
  options: { byConcept?: boolean } = {},
): AmountSum[] {
  const sums = new Map<string, AmountSum>();
  const add = (currency: string, concept: string | null, amount: number) => {
    const key = `${currency}|${concept ?? ''}`;
    const s = sums.get(key) ?? { currency, concept, total: 0, count: 0 };
    s.total = round2(s.total + amount);
    s.count += 1;
    sums.set(key, s);
  };
  const stated = new Map<string, number[]>();
  for (const a of items) {
    if (a.per) continue;
    if (a.statedTotal) {
      stated.set(a.currency, [...(stated.get(a.currency) ?? []), a.amount]);
      continue;
    }
    add(a.currency, null, a.amount);
    if (options.byConcept && a.concept) add(a.currency, a.concept, a.amount);
  }
  for (const [currency, values] of stated) {
    const row = sums.get(`${currency}|`) ?? { currency, concept: null, total: 0, count: 0 };
    row.stated = [...new Set(values)].sort((x, y) => y - x);
    sums.set(`${currency}|`, row);
  }
  return [...sums.values()]
    .filter((s) => s.concept === null || s.count > 1)
    .sort((x, y) => x.currency.localeCompare(y.currency) || (x.concept ?? '').localeCompare(y.concept ?? ''));
}
