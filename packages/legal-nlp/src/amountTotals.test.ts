import { describe, expect, it } from 'vitest';
import { sumAmounts, writtenAsTotal } from './amountTotals.js';

describe('writtenAsTotal', () => {
  it('reads a total label on the amount’s own line, not on the line above', () => {
    const table = 'L1   7.040,00 €\nL2   4.840,00 €\nTOTAL              11.880,00 €';
    expect(writtenAsTotal(table, table.indexOf('7.040'))).toBe(false);
    expect(writtenAsTotal(table, table.indexOf('4.840'))).toBe(false);
    expect(writtenAsTotal(table, table.indexOf('11.880'))).toBe(true);
    const prose = 'Se reclaman 900 euros y 1.800 euros, en total 2.700 euros.';
    expect(writtenAsTotal(prose, prose.indexOf('2.700'))).toBe(true);
    expect(writtenAsTotal(prose, prose.indexOf('1.800'))).toBe(false);
    const label = 'Importe total del contrato: 5.000 euros';
    expect(writtenAsTotal(label, label.indexOf('5.000'))).toBe(true);
  });
});

describe('sumAmounts', () => {
  it('adds one-off amounts per currency, leaves out rates and stated totals (reported apart)', () => {
    const sums = sumAmounts([
      { amount: 7040, currency: 'EUR' },
      { amount: 4840, currency: 'EUR' },
      { amount: 11880, currency: 'EUR', statedTotal: true },
      { amount: 19.6, currency: 'EUR', per: 'día' },
      { amount: 100, currency: 'USD' },
    ]);
    expect(sums).toEqual([
      { currency: 'EUR', concept: null, total: 11880, count: 2, stated: [11880] },
      { currency: 'USD', concept: null, total: 100, count: 1 },
    ]);
  });

  it('adds per concept where a concept has more than one amount', () => {
    const sums = sumAmounts(
      [
        { amount: 750, currency: 'EUR', concept: 'renta' },
        { amount: 750, currency: 'EUR', concept: 'renta' },
        { amount: 1500, currency: 'EUR', concept: 'fianza' },
      ],
      { byConcept: true },
    );
    expect(sums).toEqual([
      { currency: 'EUR', concept: null, total: 3000, count: 3 },
      { currency: 'EUR', concept: 'renta', total: 1500, count: 2 },
    ]);
  });
});
