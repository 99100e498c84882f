import { describe, expect, it } from 'vitest';
import { activityKey, spanishDateTime, toActivityUsage, toActivityView } from './activity';

const answer = {
  success: true,
  data: {
    today: '2026-03-12',
    days: 3,
    series: [
      { date: '2026-03-10', documents: 0, analyses: 0, reports: 0 },
      { date: '2026-03-11', documents: 2, analyses: 1, reports: 0 },
      { date: '2026-03-12', documents: 1, analyses: 3, reports: 1 },
    ],
    totals: { documents: 3, analyses: 4, reports: 1 },
    recent: [
      {
        type: 'analysis',
        id: 'document_analysis:a1',
        title: 'contrato.pdf',
        kind: 'comprehensive_analysis',
        target: { type: 'document', id: 'd 1' },
        at: '2026-03-12T09:42:00.000Z',
      },
      {
        type: 'report',
        id: 'report:r1',
        title: 'Demanda por impago',
        kind: null,
        target: { type: 'report', id: 'r1' },
        at: '2026-03-11T23:30:00.000Z',
      },
      {
        type: 'analysis',
        id: 'case_analysis:c1',
        title: 'Fianza calle Mayor',
        kind: 'case_analysis',
        target: { type: 'case', id: 'c1' },
        at: '2026-03-11T08:00:00.000Z',
      },
      {
        type: 'analysis',
        id: 'usage:7',
        title: '',
        kind: 'draft',
        target: null,
        at: '2026-03-10T12:00:00.000Z',
      },
    ],
    usage: { used: 4, limit: 5, plan: 'estudiante' },
  },
};

describe('dashboard activity', () => {
  it('keys the request by window; none without a user', () => {
    expect(activityKey('u1')).toBe('/api/dashboard/activity?days=30');
    expect(activityKey('u1', 7)).toBe('/api/dashboard/activity?days=7');
    expect(activityKey(null)).toBeNull();
  });

  it.each([
    ['2026-03-12T09:42:00.000Z', { date: '2026-03-12', time: '10:42' }], // winter: UTC+1
    ['2026-03-11T23:30:00.000Z', { date: '2026-03-12', time: '00:30' }], // already the next day in Spain
    ['2026-07-01T21:59:00.000Z', { date: '2026-07-01', time: '23:59' }], // summer: UTC+2
    ['ayer', null],
  ])('reads %s in Spanish time', (iso, expected) => {
    expect(spanishDateTime(iso)).toEqual(expected);
  });

  it("maps the server's days and recent items: titles, kinds, links and Spanish times", () => {
    const view = toActivityView(answer);
    expect(view.days).toEqual(answer.data.series);
    expect(view.recent).toEqual([
      {
        id: 'document_analysis:a1',
        type: 'analysis',
        title: 'contrato.pdf',
        kind: 'comprehensive_analysis',
        href: '/documents?ver=d%201',
        date: '2026-03-12',
        time: '10:42',
      },
      {
        id: 'report:r1',
        type: 'report',
        title: 'Demanda por impago',
        href: '/reports/r1',
        date: '2026-03-12',
        time: '00:30',
      },
      {
        id: 'case_analysis:c1',
        type: 'analysis',
        title: 'Fianza calle Mayor',
        kind: 'case_analysis',
        href: '/cases?caso=c1',
        date: '2026-03-11',
        time: '09:00',
      },
      // A draft has no subject (the fragment names it by its kind) and nothing to open.
      { id: 'usage:7', type: 'analysis', title: '', kind: 'draft', date: '2026-03-10', time: '13:00' },
    ]);
  });

  it('leaves out what it cannot show and refuses an answer without days', () => {
    const view = toActivityView({
      data: {
        series: [
          { date: '2026-03-12', documents: -1, analyses: '2', reports: 1 },
          { date: 'hoy', documents: 1 },
          null,
        ],
        recent: [
          { type: 'caso', id: 'x', title: 'a', at: '2026-03-12T10:00:00Z' },
          { type: 'document', id: 'y', title: 'b.pdf', at: 'nunca' },
          {
            type: 'document',
            id: 'z',
            title: 'c.pdf',
            at: '2026-03-12T10:00:00Z',
            target: { type: 'document' },
          },
        ],
      },
    });
    expect(view.days).toEqual([{ date: '2026-03-12', documents: 0, analyses: 0, reports: 1 }]);
    expect(view.recent).toEqual([
      { id: 'z', type: 'document', title: 'c.pdf', date: '2026-03-12', time: '11:00' },
    ]);
    expect(() => toActivityView({ success: true, data: {} })).toThrow();
    expect(() => toActivityView(null)).toThrow();
  });

  it("reads the plan's usage: the limit (none when unlimited), the plan's name and the day it resets", () => {
    const usage = {
      used: 1,
      limit: 5,
      period_start: '2026-03-01T00:00:00.000Z',
      period_end: '2026-04-01T00:00:00.000Z',
    };
    expect(toActivityUsage({ plan: 'estudiante', usage })).toEqual({
      used: 1,
      limit: 5,
      planLabel: 'Estudiante',
      resetsOn: '2026-04-01',
    });
    expect(toActivityUsage({ plan: 'empresarial', usage: { ...usage, used: 80, limit: -1 } })).toMatchObject({
      used: 80,
      limit: null,
      planLabel: 'Empresarial',
    });
  });
});
