import { describe, expect, it } from 'vitest';
import {
  computeDeadline,
  easterSunday,
  findDeadlinePhrases,
  inhabilReason,
  nationalHolidays,
} from './deadlines.js';

describe('computeDeadline — procesal (LEC 130, 133, 135; LOPJ 182, 183, 185)', () => {
  it('counts días hábiles from the day after the notification and leaves August out (LEC 133.1–2, LOPJ 183)', () => {
    const r = computeDeadline({ from: '2026-07-16', amount: 20, unit: 'dias' });
    expect(r.start).toBe('2026-07-17');
    expect(r.due).toBe('2026-09-11');
    expect(r.extended).toBe(false);
    // LEC 135.5: a filing may still be made until 15:00 of the next hábil day (Monday).
    expect(r.filingUntil).toEqual({ date: '2026-09-14', time: '15:00' });
    expect(r.rules.map((x) => `${x.norm} ${x.article}`)).toEqual(
      expect.arrayContaining(['LEC 130', 'LEC 133', 'LEC 135', 'LOPJ 182', 'LOPJ 183', 'LOPJ 185']),
    );
  });

  it('leaves out the regional and local holidays it is given (LOPJ 182.1)', () => {
    const r = computeDeadline({ from: '2026-07-16', amount: 20, unit: 'dias', holidays: ['2026-09-11'] });
    expect(r.due).toBe('2026-09-14');
  });

  it('leaves out 24 December to 6 January (LEC 130.2)', () => {
    expect(computeDeadline({ from: '2026-12-22', amount: 5, unit: 'dias' }).due).toBe('2027-01-12');
  });

  it('leaves out Viernes Santo, a national holiday, but not Jueves Santo unless configured', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(computeDeadline({ from: '2026-03-31', amount: 3, unit: 'dias' }).due).toBe('2026-04-06');
    expect(
      computeDeadline({ from: '2026-03-31', amount: 3, unit: 'dias', holidays: ['2026-04-02'] }).due,
    ).toBe('2026-04-07');
  });

  it('counts months date to date, to the last day of a shorter month, then to the next hábil day (LEC 133.3–4)', () => {
    const r = computeDeadline({ from: '2026-01-31', amount: 1, unit: 'meses' });
    // 28 February 2026 is a Saturday: the plazo moves to Monday 2 March.
    expect(r.due).toBe('2026-03-02');
    expect(r.extended).toBe(true);
  });

  it('counts August and Christmas for urgent actions, leaving out only weekends and holidays (LEC 131.2, 133.2)', () => {
    const r = computeDeadline({ from: '2026-07-30', amount: 5, unit: 'dias', urgent: true });
    expect(r.due).toBe('2026-08-06');
    expect(r.rules.map((x) => `${x.norm} ${x.article}`)).toContain('LEC 131');
  });
});

describe('computeDeadline — contencioso (LJCA 128.2)', () => {
  it('does not run in August, also in plazos of months: two months from 15 June end on 15 September', () => {
    const r = computeDeadline({ from: '2026-06-15', amount: 2, unit: 'meses', regime: 'contencioso' });
    expect(r.due).toBe('2026-09-15');
    expect(r.rules.map((x) => `${x.norm} ${x.article}`)).toContain('LJCA 128');
    // Without August inside, two months are two months.
    expect(computeDeadline({ from: '2026-09-15', amount: 2, unit: 'meses', regime: 'contencioso' }).due).toBe(
      '2026-11-16',
    );
  });
});

describe('computeDeadline — administrativo (Ley 39/2015 art. 30)', () => {
  it('counts August and Christmas as hábiles, leaves out weekends and holidays', () => {
    const r = computeDeadline({ from: '2026-07-30', amount: 10, unit: 'dias', regime: 'administrativo' });
    expect(r.due).toBe('2026-08-13');
    expect(r.filingUntil).toBeNull();
    expect(r.rules).toEqual([{ norm: 'LPAC', normId: 'BOE-A-2015-10565', article: '30' }]);
    expect(
      computeDeadline({ from: '2026-12-22', amount: 5, unit: 'dias', regime: 'administrativo' }).due,
    ).toBe('2026-12-30');
  });

  it('counts días naturales when the plazo says so', () => {
    expect(
      computeDeadline({ from: '2026-07-30', amount: 10, unit: 'dias_naturales', regime: 'administrativo' })
        .due,
    ).toBe('2026-08-10');
  });
});

describe('computeDeadline — civil (Código Civil art. 5)', () => {
  it('counts natural days and does not move an end on a holiday', () => {
    const r = computeDeadline({ from: '2026-12-20', amount: 30, unit: 'dias', regime: 'civil' });
    expect(r.due).toBe('2027-01-19');
    expect(computeDeadline({ from: '2026-12-24', amount: 1, unit: 'dias', regime: 'civil' }).due).toBe(
      '2026-12-25',
    );
    expect(computeDeadline({ from: '2024-02-29', amount: 1, unit: 'anos', regime: 'civil' }).due).toBe(
      '2025-02-28',
    );
  });
});

describe('calendar', () => {
  it('knows the national holidays and why a day is inhábil', () => {
    expect(nationalHolidays(2027)).toContain('2027-03-26');
    expect(inhabilReason('2026-08-12')).toBe('agosto');
    expect(inhabilReason('2026-08-12', { regime: 'administrativo' })).toBeNull();
    expect(inhabilReason('2026-10-12')).toBe('fiesta nacional');
    expect(inhabilReason('2026-10-10')).toBe('sábado');
    expect(inhabilReason('2027-01-05')).toBe('del 24 de diciembre al 6 de enero');
    expect(inhabilReason('2026-11-25')).toBeNull();
  });

  it('refuses dates and amounts that are not', () => {
    expect(() => computeDeadline({ from: '2026-02-30', amount: 1, unit: 'dias' })).toThrow(RangeError);
    expect(() => computeDeadline({ from: '25/11/2026', amount: 1, unit: 'dias' })).toThrow(RangeError);
    expect(() => computeDeadline({ from: '2026-11-25', amount: 0, unit: 'dias' })).toThrow(RangeError);
    expect(() => computeDeadline({ from: '2026-11-25', amount: 1.5, unit: 'meses' })).toThrow(RangeError);
  });
});

describe('findDeadlinePhrases', () => {
  it('reads plazos written in words or digits, with their unit', () => {
    const found = findDeadlinePhrases(
      'Podrá interponerse recurso en el plazo de veinte días hábiles desde la notificación; el contrato dura dos meses, prorrogable por un año, y el pago se hará en cinco (5) días naturales o en 30 días.',
    );
    expect(found.map(({ amount, unit, text }) => ({ amount, unit, text }))).toEqual([
      { amount: 20, unit: 'dias', text: 'veinte días hábiles' },
      { amount: 2, unit: 'meses', text: 'dos meses' },
      { amount: 1, unit: 'anos', text: 'un año' },
      { amount: 5, unit: 'dias_naturales', text: 'cinco (5) días naturales' },
      { amount: 30, unit: 'dias', text: '30 días' },
    ]);
  });

  it('finds nothing in text without plazos', () => {
    expect(findDeadlinePhrases('El demandante reclama la cantidad de 11.880 euros.')).toEqual([]);
  });
});
