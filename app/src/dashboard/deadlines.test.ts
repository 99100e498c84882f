import { describe, expect, it } from 'vitest';
import { daysBetween, deadlinesKey, toDeadlineItems } from './deadlines';

const answer = {
  success: true,
  data: {
    today: '2026-03-12',
    days: 60,
    deadlines: [
      {
        due: '2026-03-13',
        written: 'cinco días hábiles',
        from: 'desde su notificación',
        case: { id: 'c1', title: 'Despido de Andrés Molina' },
        document: { id: 'd1', filename: 'sentencia.pdf' },
        page: 4,
        assumed_start: '2026-03-06',
      },
      {
        due: '2026-04-20',
        written: 'diez días hábiles',
        from: null,
        case: null,
        document: { id: 'd 2', filename: 'diligencia.pdf' },
        page: 1,
        assumed_start: null,
      },
    ],
  },
};

describe('upcoming deadlines', () => {
  it('keys the request by user and window; none without a user', () => {
    expect(deadlinesKey('u 1')).toBe('/api/deadlines?user_id=u%201&days=60');
    expect(deadlinesKey('u1', 30)).toBe('/api/deadlines?user_id=u1&days=30');
    expect(deadlinesKey(null)).toBeNull();
  });

  it.each([
    ['2026-03-12', '2026-03-12', 0],
    ['2026-03-12', '2026-03-13', 1],
    ['2026-03-28', '2026-03-30', 2], // across the change to summer time
    ['2026-12-30', '2027-01-02', 3],
    ['2026-03-12', '2026-03-10', -2],
  ])('counts the days from %s to %s', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it("maps the server's items: days from the server's today, what the plazo is, the case and document links", () => {
    expect(toDeadlineItems(answer)).toEqual([
      {
        id: 'd1:4:2026-03-13:0',
        due: '2026-03-13',
        daysLeft: 1,
        description: 'cinco días hábiles desde su notificación',
        case: { title: 'Despido de Andrés Molina', href: '/cases?caso=c1' },
        document: { name: 'sentencia.pdf', href: '/documents?ver=d1' },
        page: 4,
        assumedStart: '2026-03-06',
      },
      {
        id: 'd 2:1:2026-04-20:1',
        due: '2026-04-20',
        daysLeft: 39,
        description: 'diez días hábiles',
        case: null,
        document: { name: 'diligencia.pdf', href: '/documents?ver=d%202' },
        page: 1,
        assumedStart: null,
      },
    ]);
  });

  it('leaves out items it cannot show and refuses an answer without a list', () => {
    const broken = {
      data: {
        today: '2026-03-12',
        deadlines: [
          { due: null, document: { id: 'd1' }, page: 1 },
          { due: '2026-03-20', document: null, page: 1 },
          { due: '2026-03-20', document: { id: 'd1' }, page: '1' },
          'x',
          { due: '2026-03-20', document: { id: 'd1', filename: 'a.pdf' }, page: 2, assumed_start: 'ayer' },
        ],
      },
    };
    expect(toDeadlineItems(broken)).toEqual([
      expect.objectContaining({ due: '2026-03-20', daysLeft: 8, page: 2, assumedStart: null, case: null }),
    ]);
    expect(() => toDeadlineItems({ success: false })).toThrow();
    expect(() => toDeadlineItems(null)).toThrow();
  });
});
