import { describe, expect, it } from 'vitest';
import {
  DownloadResponseSchema,
  EditorSaveInputSchema,
  EnhanceResponseSchema,
  ReportCreateInputSchema,
  ReportCreateResultSchema,
  ReportListQuerySchema,
  ReportListResponseSchema,
  ReportSchema,
  ReportSearchQuerySchema,
  ReportSearchResponseSchema,
  ReportStatsSchema,
  ReportUpdateInputSchema,
} from './report.js';

const report = {
  id: 'r1',
  title: 'Demanda de desahucio',
  template_id: 'demanda-civil',
  status: 'draft',
  created_at: '2025-01-15T10:00:00Z',
  updated_at: '2025-01-15T10:00:00Z',
};

describe('ReportSchema', () => {
  it('applies defaults', () => {
    expect(ReportSchema.parse(report)).toEqual({
      ...report,
      description: null,
      template_name: null,
      content: {},
      case_id: null,
      client_name: null,
      ai_enhanced: false,
      ai_quality_score: null,
      ai_processed_at: null,
      generated_html: null,
      generated_pdf_path: null,
    });
  });

  it.each([
    [report, true],
    [{ ...report, status: 'archived' }, false],
    [{ ...report, content: { hechos: 'PRIMERO.- ...' } }, true],
    [{ ...report, content: '<p>texto</p>' }, true],
    [{ ...report, content: { importe: 1200 } }, false],
    [{ ...report, ai_quality_score: 0.87 }, true],
    [{ ...report, ai_quality_score: 87 }, false],
    [{ ...report, ai_quality_score: -0.1 }, false],
    [{ ...report, id: '' }, false],
    [{ ...report, created_at: undefined }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(ReportSchema.safeParse(value).success).toBe(valid);
  });
});

describe('ReportCreateInputSchema', () => {
  it("defaults description, client_name and case_id to '' and flags to false", () => {
    expect(
      ReportCreateInputSchema.parse({ title: 'T', template_id: 'demanda-civil', content: { a: 'b' } }),
    ).toEqual({
      title: 'T',
      description: '',
      template_id: 'demanda-civil',
      content: { a: 'b' },
      case_id: '',
      client_name: '',
      enhance_with_ai: false,
      generate_pdf: false,
    });
  });
  it.each([
    [{ title: '  ', template_id: 'x' }, false],
    [{ title: 'T', template_id: '' }, false],
    [{ title: 'T', template_id: 'x', enhance_with_ai: 'yes' }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(ReportCreateInputSchema.safeParse(value).success).toBe(valid);
  });
});

describe('ReportUpdateInputSchema', () => {
  it('keeps only the fields given (no defaults)', () => {
    expect(ReportUpdateInputSchema.parse({ title: 'Nuevo' })).toEqual({ title: 'Nuevo' });
    expect(ReportUpdateInputSchema.parse({})).toEqual({});
  });
  it.each([
    [{ status: 'sent' }, true],
    [{ status: 'archived' }, false],
    [{ title: '' }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(ReportUpdateInputSchema.safeParse(value).success).toBe(valid);
  });
});

describe('small report payloads', () => {
  it.each([
    [
      EditorSaveInputSchema,
      { generated_html: '<p>x</p>', lastModified: '2025-01-15T10:00:00Z', autoSave: true },
      true,
    ],
    [EditorSaveInputSchema, { generated_html: '<p>x</p>', autoSave: true }, false],
    [ReportCreateResultSchema, { id: 'r1' }, true],
    [ReportCreateResultSchema, { ai_enhanced: true }, false],
    [DownloadResponseSchema, { download_url: '/api/pdf/descargar/default/a.pdf' }, true],
    [DownloadResponseSchema, {}, false],
    [EnhanceResponseSchema, { report, quality_score: 0.9 }, true],
    [EnhanceResponseSchema, { report, quality_score: 90 }, false],
  ] as const)('%#: valid=%s', (schema, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });
});

describe('ReportListQuerySchema', () => {
  it('coerces URL strings and applies defaults', () => {
    expect(ReportListQuerySchema.parse({ page: '2' })).toEqual({
      page: 2,
      per_page: 20,
      ai_enhanced: 'all',
      sort_by: 'updated_at',
      sort_order: 'desc',
    });
  });
  it.each([
    [{ page: '0' }, false],
    [{ per_page: '500' }, false],
    [{ status_filter: 'generated', template_filter: 'demanda-civil', ai_enhanced: 'true' }, true],
    [{ status_filter: 'archived' }, false],
    [{ sort_by: 'client_name' }, false],
    [{ date_from: '2025-01-01', date_to: '2025-01-31' }, true],
    [{ date_from: '1/1/2025' }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(ReportListQuerySchema.safeParse(value).success).toBe(valid);
  });
  it.each([
    [{ q: 'desahucio' }, true],
    [{ q: '   ' }, false],
    [{}, false],
  ])('search %j valid=%s', (value, valid) => {
    expect(ReportSearchQuerySchema.safeParse(value).success).toBe(valid);
  });
});

describe('list and search responses', () => {
  const page = { reports: [report], total: 1, page: 1, per_page: 20, has_next: false, has_prev: false };
  it.each([
    [ReportListResponseSchema, page, true],
    [ReportListResponseSchema, { ...page, has_next: undefined }, false],
    [
      ReportSearchResponseSchema,
      { ...page, highlighted_results: [{ report_id: 'r1', highlights: { title: ['desahucio'] } }] },
      true,
    ],
    [
      ReportSearchResponseSchema,
      { ...page, highlighted_results: [{ report_id: 'r1', highlights: { title: 'desahucio' } }] },
      false,
    ],
  ] as const)('%#: valid=%s', (schema, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });
  it('defaults highlighted_results to []', () => {
    expect(ReportSearchResponseSchema.parse(page).highlighted_results).toEqual([]);
  });
});

describe('ReportStatsSchema', () => {
  const stats = {
    total_reports: 3,
    by_status: { draft: 1, completed: 1, generated: 1, sent: 0 },
    by_template: { 'demanda-civil': 3 },
    ai_enhanced_count: 1,
    recent_activity: 2,
    this_month: 3,
  };
  it.each([
    [stats, true],
    [{ ...stats, by_status: {} }, true],
    [{ ...stats, total_reports: -1 }, false],
    [{ ...stats, by_template: { x: 'uno' } }, false],
    [{ ...stats, this_month: undefined }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(ReportStatsSchema.safeParse(value).success).toBe(valid);
  });
});
