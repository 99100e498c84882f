import { describe, expect, it } from 'vitest';
import { ReportCreateInputSchema } from './entities/report.js';
import type { Report } from './entities/report.js';
import {
  computeReportStats,
  defaultReportTitle,
  duplicateReportInput,
  pageRange,
  reportScoreOutOf100,
  reportScorePercent,
  showPagination,
  templateDefaultContent,
} from './reports.js';

describe('quality score', () => {
  it.each([
    [0.87, 87, '87/100'],
    [0.875, 88, '88/100'],
    [0, 0, '0/100'],
    [1, 100, '100/100'],
    [0.004, 0, '0/100'],
    [1.2, 100, '100/100'],
    [null, null, null],
    [undefined, null, null],
    [Number.NaN, null, null],
  ])('%j → %j%% and %j', (score, percent, outOf) => {
    expect(reportScorePercent(score)).toBe(percent);
    expect(reportScoreOutOf100(score)).toBe(outOf);
  });
});

describe('duplicateReportInput (spec §5)', () => {
  const base = {
    title: 'Demanda',
    description: null,
    template_id: 'demanda-civil',
    content: { hechos: 'PRIMERO.- ...' },
    case_id: null,
    client_name: 'Ana',
  } satisfies Partial<Report>;

  it.each([
    [base, { title: 'Demanda (Copia)', description: '', case_id: '', client_name: 'Ana' }],
    [
      { ...base, description: 'd', case_id: 'c1', client_name: null },
      { title: 'Demanda (Copia)', description: 'd', case_id: 'c1', client_name: '' },
    ],
    [{ ...base, title: 'Demanda (Copia)' }, { title: 'Demanda (Copia) (Copia)' }],
  ])('%j', (report, expected) => {
    const input = duplicateReportInput(report);
    expect(input).toMatchObject({
      ...expected,
      enhance_with_ai: false,
      generate_pdf: false,
      template_id: 'demanda-civil',
    });
    expect(ReportCreateInputSchema.parse(input)).toEqual(input);
  });

  it('copies the content instead of sharing it', () => {
    const input = duplicateReportInput(base);
    expect(input.content).toEqual(base.content);
    expect(input.content).not.toBe(base.content);
  });
});

describe('template helpers', () => {
  it('builds default content from field defaults', () => {
    expect(
      templateDefaultContent({
        fields: [
          { id: 'a', label: 'A', type: 'text', required: false, rows: 4, default_value: 'x' },
          { id: 'b', label: 'B', type: 'textarea', required: true, rows: 4 },
        ],
      }),
    ).toEqual({ a: 'x', b: '' });
  });

  it.each([
    ['2025-01-15T10:00:00Z', 'Demanda Civil - 15/1/2025'],
    ['2025-01-31T23:30:00Z', 'Demanda Civil - 1/2/2025'],
  ])('defaultReportTitle at %s → %j', (now, title) => {
    expect(defaultReportTitle({ name: 'Demanda Civil' }, new Date(now))).toBe(title);
  });
});

describe('pagination', () => {
  it.each([
    [20, 20, false, false],
    [21, 20, false, true],
    [21, 20, true, false],
    [0, 20, false, false],
  ])('showPagination(total %d, per %d, searching %s) = %s', (total, per, searching, expected) => {
    expect(showPagination(total, per, searching)).toBe(expected);
  });

  it.each([
    [1, 20, 45, { from: 1, to: 20 }],
    [3, 20, 45, { from: 41, to: 45 }],
    [1, 20, 0, { from: 0, to: 0 }],
  ])('pageRange(%d, %d, %d)', (page, per, total, expected) => {
    expect(pageRange(page, per, total)).toEqual(expected);
  });
});

describe('computeReportStats', () => {
  const now = new Date('2025-02-10T12:00:00Z');
  const r = (
    status: Report['status'],
    created_at: string,
    updated_at: string,
    ai_enhanced = false,
    template_id = 'demanda-civil',
  ) => ({
    status,
    created_at,
    updated_at,
    ai_enhanced,
    template_id,
  });

  it('counts by status, template, AI, recent and this month (Madrid)', () => {
    const stats = computeReportStats(
      [
        r('draft', '2025-02-01T10:00:00Z', '2025-02-09T10:00:00Z', true),
        r('completed', '2025-01-31T23:30:00Z', '2025-01-31T23:30:00Z'),
        r('generated', '2025-01-15T10:00:00Z', '2025-02-03T12:00:00Z', true, 'querella-penal'),
        r('error', '2024-12-01T10:00:00Z', '2024-12-01T10:00:00Z'),
      ],
      now,
    );
    expect(stats).toEqual({
      total_reports: 4,
      by_status: { draft: 1, completed: 1, generated: 1, sent: 0 },
      by_template: { 'demanda-civil': 3, 'querella-penal': 1 },
      ai_enhanced_count: 2,
      recent_activity: 2,
      this_month: 2,
    });
  });

  it('is all zeros for no reports', () => {
    expect(computeReportStats([], now)).toMatchObject({ total_reports: 0, this_month: 0, by_template: {} });
  });
});
