import {
  canDownload,
  canEnhance,
  canGeneratePdf,
  formatRelativeTime,
  isEditable,
  normaliseListStatus,
  reportScorePercent,
  reportStatusLabel,
  type Report,
  type ReportListItem,
  type ReportStats,
  type PdfListItem,
  type ReportTemplate,
  type TemplateField,
} from '@alegato/domain';
import type { ReportPdfItem, ReportSection, ReportViewerActions, ReportViewerItem } from '@alegato/ui';
import type {
  ReportCardItem,
  ReportFiltersValue,
  ReportListSummary,
  ReportSortValue,
  ReportStatsValues,
} from '@alegato/ui';
import type { ReportFilters } from './store';

/** What is running on a report right now (the card's busy buttons). */
export type ReportBusy = { enhancing?: boolean; generatingPdf?: boolean };

/**
 * Whether the report has generated HTML: a list item carries no HTML (only its `summary`), so it says
 * so in `has_generated_html`; a report read whole has the HTML itself.
 */
export function hasGeneratedHtml(report: Report | ReportListItem): boolean {
  return ('has_generated_html' in report && report.has_generated_html) || !!report.generated_html;
}

/**
 * A report as its card shows it (spec §2 Report card): relative update time (spec §9), the status the
 * list uses (unknown → draft, spec §4), the AI percent (score × 100), and each button's rule from the
 * domain (isEditable, canEnhance, canGeneratePdf, canDownload). The linked case is shown by its title
 * from `caseTitles` (case id → title), never by its id. A list item's 'PDF' rule reads
 * {@link hasGeneratedHtml} (the list does not send the HTML).
 */
export function toReportCardItem(
  report: Report | ReportListItem,
  now: Date,
  busy: ReportBusy = {},
  caseTitles: ReadonlyMap<string, string> = new Map(),
): ReportCardItem {
  const status = normaliseListStatus(report.status);
  return {
    id: report.id,
    title: report.title,
    templateName: report.template_name,
    clientName: report.client_name,
    updatedRelative: formatRelativeTime(report.updated_at, now),
    updatedAt: report.updated_at,
    status,
    statusLabel: reportStatusLabel(status),
    aiEnhanced: report.ai_enhanced,
    aiPercent: reportScorePercent(report.ai_quality_score),
    description: report.description,
    caseId: report.case_id,
    caseTitle: report.case_id ? (caseTitles.get(report.case_id) ?? null) : null,
    canEdit: isEditable(report),
    canEnhance: canEnhance(report),
    canGeneratePdf: canGeneratePdf({
      status: report.status,
      generated_pdf_path: report.generated_pdf_path,
      // canGeneratePdf only asks whether there is HTML.
      generated_html: hasGeneratedHtml(report) ? report.generated_html || 'html' : null,
    }),
    canDownload: canDownload(report),
    enhancing: busy.enhancing ?? false,
    generatingPdf: busy.generatingPdf ?? false,
  };
}

/** The six statistic cards' numbers; null while there are no stats. */
export function toStatsValues(stats: ReportStats | null): ReportStatsValues | null {
  if (!stats) return null;
  return {
    total: stats.total_reports,
    aiEnhanced: stats.ai_enhanced_count,
    draft: stats.by_status.draft,
    completed: stats.by_status.completed,
    generated: stats.by_status.generated,
    sent: stats.by_status.sent,
  };
}

/** The header's statistics line; null while there are no stats. */
export function toSummary(stats: ReportStats | null): ReportListSummary | null {
  return stats
    ? { total: stats.total_reports, aiEnhanced: stats.ai_enhanced_count, thisMonth: stats.this_month }
    : null;
}

/** The store's filters as the filter panel shows them ('all' for no filter). */
export function toFiltersValue(filters: ReportFilters): ReportFiltersValue {
  return {
    status: filters.status ?? 'all',
    template: filters.template ?? 'all',
    aiEnhanced: filters.ai_enhanced,
    sort: `${filters.sort_by}:${filters.sort_order}` as ReportSortValue,
  };
}

/** The filter panel's value back into the store's filters. */
export function fromFiltersValue(value: ReportFiltersValue): ReportFilters {
  const [sortBy, sortOrder] = value.sort.split(':') as [
    ReportFilters['sort_by'],
    ReportFilters['sort_order'],
  ];
  return {
    status: value.status === 'all' ? null : (value.status as ReportFilters['status']),
    template: value.template === 'all' ? null : value.template,
    ai_enhanced: value.aiEnhanced,
    sort_by: sortBy,
    sort_order: sortOrder,
  };
}

/** Template options for the filter and form selects: id and name, in the server's order. */
export function templateOptions(templates: readonly ReportTemplate[]): { value: string; label: string }[] {
  return templates.map((t) => ({ value: t.id, label: t.name }));
}

/** A number field holding money: '€' in its label or a money word in its id. */
function isMoneyField(field: TemplateField): boolean {
  return (
    field.label.includes('€') ||
    /cuantia|importe|renta|salario|precio|fianza|indemnizacion|deuda|cantidad/.test(field.id)
  );
}

/**
 * A field's value as people read it: a select's option label instead of its value ('irav' → 'Índice de
 * Referencia…'), a number in es-ES ('1850.50' → '1.850,50 €' for money, '1.200' otherwise); anything
 * else, or a value that is not a number or not an option, as typed.
 */
export function fieldDisplayValue(field: TemplateField, value: string): string {
  if (field.type === 'select') return field.options?.find((option) => option.value === value)?.label ?? value;
  if (field.type === 'number') {
    const trimmed = value.trim().replace(',', '.');
    if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return value;
    const amount = Number(trimmed);
    const money = isMoneyField(field);
    return new Intl.NumberFormat('es-ES', {
      ...(money
        ? { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }
        : { maximumFractionDigits: 2 }),
      useGrouping: 'always',
    } as Intl.NumberFormatOptions).format(amount);
  }
  return value;
}

/**
 * The structured content as labelled sections: template fields in the template's order with their
 * labels and their values as people read them ({@link fieldDisplayValue}), then any other keys as they
 * are (nothing the user wrote is hidden); a string is one section.
 */
export function toSections(report: Report, template: ReportTemplate | undefined): ReportSection[] {
  const { content } = report;
  if (typeof content === 'string') return [{ label: 'Contenido', text: content }];
  const sections: ReportSection[] = [];
  const seen = new Set<string>();
  for (const field of template?.fields ?? []) {
    seen.add(field.id);
    const text = content[field.id];
    if (text) sections.push({ label: field.label, text: fieldDisplayValue(field, text) });
  }
  for (const [key, text] of Object.entries(content)) {
    if (!seen.has(key) && text) sections.push({ label: key, text });
  }
  return sections;
}

/** A report as the viewer shows it (spec §2 Report viewer): short status label (ui picks the tone; grey when unknown). */
export function toViewerItem(
  report: Report,
  templates: readonly ReportTemplate[],
  formatDate: (iso: string) => string,
): ReportViewerItem {
  const template = templates.find((t) => t.id === report.template_id);
  return {
    title: report.title,
    description: report.description,
    clientName: report.client_name,
    status: report.status,
    statusLabel: reportStatusLabel(report.status, 'short'),
    aiEnhanced: report.ai_enhanced,
    createdAt: formatDate(report.created_at),
    updatedAt: formatDate(report.updated_at),
    qualityScore: reportScorePercent(report.ai_quality_score),
    html: report.generated_html,
    sections: toSections(report, template),
  };
}

/**
 * The viewer's status actions (ADR 0011): 'Mejorar con IA' per canEnhance; 'Marcar como completado'
 * for a draft (or failed) report that has HTML; 'Marcar como enviado' once the PDF is generated;
 * 'Descargar' per canDownload.
 */
export function toViewerActions(report: Report): ReportViewerActions {
  const hasHtml = (report.generated_html ?? '').trim() !== '';
  return {
    enhance: canEnhance(report),
    markCompleted: hasHtml && (report.status === 'draft' || report.status === 'error'),
    markSent: report.status === 'generated',
    download: canDownload(report),
  };
}

/** The case's PDFs, newest first, as the viewer lists them. */
export function toViewerPdfs(
  items: readonly PdfListItem[],
  formatDate: (iso: string) => string,
): ReportPdfItem[] {
  return [...items]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((item) => ({ filename: item.filename, size: item.size, createdAt: formatDate(item.created_at) }));
}
