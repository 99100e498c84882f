import { describe, expect, it } from 'vitest';
import { ReportListItemSchema, ReportSchema, type Report, type ReportTemplate } from '@alegato/domain';
import { initialReportsUiState } from './store';
import {
  fromFiltersValue,
  toFiltersValue,
  toReportCardItem,
  toSections,
  toStatsValues,
  toSummary,
  toViewerActions,
  toViewerItem,
  toViewerPdfs,
} from './toViewModel';

const NOW = new Date('2026-11-23T12:00:00Z');

function report(overrides: Partial<Report> = {}): Report {
  return ReportSchema.parse({
    id: 'r1',
    title: 'Demanda de reclamación de cantidad',
    template_id: 'demanda-civil',
    template_name: 'Demanda civil',
    content: { hechos: 'La obra no se terminó.', extra: 'Nota' },
    client_name: 'María Pérez',
    status: 'draft',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-23T11:30:00Z',
    ...overrides,
  });
}

const template: ReportTemplate = {
  id: 'demanda-civil',
  name: 'Demanda civil',
  description: '',
  category: 'civil',
  fields: [
    { id: 'juzgado', label: 'Juzgado', type: 'text', required: true, rows: 4 },
    { id: 'hechos', label: 'Hechos', type: 'textarea', required: true, rows: 4 },
  ],
};

describe('report card view model', () => {
  it('offers each button per the status rules of spec §4', () => {
    const linked = toReportCardItem(
      report({ case_id: '26c89618-8f6b-4d3e-9a1c-2b7e5d4f0a11' }),
      NOW,
      {},
      new Map([['26c89618-8f6b-4d3e-9a1c-2b7e5d4f0a11', 'Herencia de D. Antonio Ruiz']]),
    );
    expect(linked.caseTitle).toBe('Herencia de D. Antonio Ruiz');
    expect(
      toReportCardItem(report({ case_id: '26c89618-8f6b-4d3e-9a1c-2b7e5d4f0a11' }), NOW).caseTitle,
    ).toBeNull();
    const draft = toReportCardItem(report(), NOW);
    expect(draft).toMatchObject({
      canEdit: true,
      canEnhance: true,
      canGeneratePdf: false,
      canDownload: false,
    });
    expect(draft.updatedRelative).toMatch(/30 minutos/);
    const completed = toReportCardItem(
      report({ status: 'completed', generated_html: '<p>x</p>', ai_enhanced: true, ai_quality_score: 0.874 }),
      NOW,
    );
    expect(completed).toMatchObject({
      canEdit: false,
      canEnhance: false,
      canGeneratePdf: true,
      aiPercent: 87,
    });
    const generated = toReportCardItem(
      report({
        status: 'generated',
        generated_html: '<p>x</p>',
        generated_pdf_path: '/api/pdf/descargar/d/a.pdf',
      }),
      NOW,
      { generatingPdf: true },
    );
    expect(generated).toMatchObject({ canGeneratePdf: false, canDownload: true, generatingPdf: true });
  });

  it("reads a list item's has_generated_html for the PDF button (the list sends no HTML)", () => {
    const item = (has: boolean) =>
      ReportListItemSchema.parse({
        ...report({ status: 'completed' }),
        generated_html: undefined,
        summary: 'La obra no se terminó.',
        has_generated_html: has,
      });
    expect(item(true).generated_html).toBeNull();
    expect(toReportCardItem(item(true), NOW).canGeneratePdf).toBe(true);
    expect(toReportCardItem(item(false), NOW).canGeneratePdf).toBe(false);
  });
});

describe('report viewer view model', () => {
  it('labels the status in its short form and keeps an unknown one as is', () => {
    expect(toViewerItem(report({ status: 'generated' }), [template], (iso) => iso).statusLabel).toBe(
      'Generado',
    );
    const item = toViewerItem(report({ ai_quality_score: 0.91 }), [template], () => 'fecha');
    expect(item).toMatchObject({ statusLabel: 'Borrador', qualityScore: 91, createdAt: 'fecha' });
  });

  it('lists the content in the template order with labels, then other keys', () => {
    expect(toSections(report(), template)).toEqual([
      { label: 'Hechos', text: 'La obra no se terminó.' },
      { label: 'extra', text: 'Nota' },
    ]);
    const lease: ReportTemplate = {
      ...template,
      fields: [
        {
          id: 'actualizacion',
          label: 'Actualización de la renta',
          type: 'select',
          required: false,
          rows: 4,
          options: [{ value: 'irav', label: 'Índice de Referencia (IRAV, INE)' }],
        },
        {
          id: 'parte',
          label: 'Parte',
          type: 'select',
          required: false,
          rows: 4,
          options: [{ value: 'arrendador', label: 'Arrendador' }],
        },
        { id: 'renta', label: 'Renta mensual (€)', type: 'number', required: false, rows: 4 },
        { id: 'superficie', label: 'Superficie (m²)', type: 'number', required: false, rows: 4 },
      ],
    };
    const content = { actualizacion: 'irav', parte: 'arrendador', renta: '1850.50', superficie: '1200' };
    expect(toSections(report({ content }), lease)).toEqual([
      { label: 'Actualización de la renta', text: 'Índice de Referencia (IRAV, INE)' },
      { label: 'Parte', text: 'Arrendador' },
      { label: 'Renta mensual (€)', text: '1.850,50\u00a0€' },
      { label: 'Superficie (m²)', text: '1.200' },
    ]);
    expect(toSections(report({ content: 'Texto libre' }), undefined)).toEqual([
      { label: 'Contenido', text: 'Texto libre' },
    ]);
  });

  it('offers completed with HTML, sent once generated, download with a PDF', () => {
    expect(toViewerActions(report())).toEqual({
      enhance: true,
      markCompleted: false,
      markSent: false,
      download: false,
    });
    expect(toViewerActions(report({ generated_html: '<p>Hecho</p>' })).markCompleted).toBe(true);
    expect(
      toViewerActions(
        report({ status: 'generated', generated_html: '<p>x</p>', generated_pdf_path: '/p.pdf' }),
      ),
    ).toEqual({ enhance: false, markCompleted: false, markSent: true, download: true });
  });

  it('sorts the PDFs newest first', () => {
    const pdfs = toViewerPdfs(
      [
        { filename: 'a.pdf', size: 1000, created_at: '2026-11-20T10:00:00Z' },
        { filename: 'b.pdf', size: 2000, created_at: '2026-11-22T10:00:00Z' },
      ],
      (iso) => iso.slice(0, 10),
    );
    expect(pdfs.map((p) => p.filename)).toEqual(['b.pdf', 'a.pdf']);
    expect(pdfs[0]).toEqual({ filename: 'b.pdf', size: 2000, createdAt: '2026-11-22' });
  });
});

describe('list header, stats and filters', () => {
  it('maps the stats to the six cards and the header line', () => {
    const stats = {
      total_reports: 12,
      by_status: { draft: 4, completed: 3, generated: 2, sent: 1 },
      by_template: {},
      ai_enhanced_count: 5,
      recent_activity: 6,
      this_month: 3,
    };
    expect(toStatsValues(stats)).toEqual({
      total: 12,
      aiEnhanced: 5,
      draft: 4,
      completed: 3,
      generated: 2,
      sent: 1,
    });
    expect(toSummary(stats)).toEqual({ total: 12, aiEnhanced: 5, thisMonth: 3 });
    expect(toStatsValues(null)).toBeNull();
  });

  it('round-trips the filters through the panel value', () => {
    const filters = {
      ...initialReportsUiState().filters,
      status: 'sent' as const,
      sort_by: 'title' as const,
      sort_order: 'asc' as const,
    };
    const value = toFiltersValue(filters);
    expect(value).toEqual({ status: 'sent', template: 'all', aiEnhanced: 'all', sort: 'title:asc' });
    expect(fromFiltersValue(value)).toEqual(filters);
  });
});
