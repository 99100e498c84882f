import { DAY_MS } from './constants.js';
import type { Report, ReportCreateInput, ReportStats } from './entities/report.js';
import type { ReportTemplate } from './entities/template.js';
import { formatDateEs, yearMonthMadrid } from './format/date.js';
import { MESSAGES } from './messages.js';

/**
 * Quality score as a whole percent for the report card: score (0..1) × 100, rounded, clamped to 0..100.
 * Null when there is no score.
 */
export function reportScorePercent(score: number | null | undefined): number | null {
  if (score == null || Number.isNaN(score)) return null;
  return Math.min(100, Math.max(0, Math.round(score * 100)));
}

/**
 * Quality score for the viewer footer as 'n/100'. Both displays read the canonical 0..1 score, so the
 * card's '87%' and the viewer's '87/100' agree. Null when there is no score.
 */
export function reportScoreOutOf100(score: number | null | undefined): string | null {
  const percent = reportScorePercent(score);
  return percent === null ? null : `${percent}/100`;
}

/** The creation payload that duplicates `report`: '(Copia)' appended to the title, AI and PDF off. */
export function duplicateReportInput(
  report: Pick<Report, 'title' | 'description' | 'template_id' | 'content' | 'case_id' | 'client_name'>,
): ReportCreateInput {
  return {
    title: `${report.title} ${MESSAGES.reports.copySuffix}`,
    description: report.description ?? '',
    template_id: report.template_id,
    content: typeof report.content === 'string' ? report.content : { ...report.content },
    case_id: report.case_id ?? '',
    client_name: report.client_name ?? '',
    enhance_with_ai: false,
    generate_pdf: false,
  };
}

/** The content a template starts with: each field's default value, '' when it has none. */
export function templateDefaultContent(template: Pick<ReportTemplate, 'fields'>): Record<string, string> {
  return Object.fromEntries(template.fields.map((f) => [f.id, f.default_value ?? '']));
}

/** Title proposed when a form opens with a template preselected: '{template name} - {date es-ES}'. */
export function defaultReportTitle(template: Pick<ReportTemplate, 'name'>, now: Date): string {
  return `${template.name} - ${formatDateEs(now)}`;
}

/** Whether the report list shows pagination: only when the total exceeds the page size and no search runs. */
export function showPagination(total: number, perPage: number, searching: boolean): boolean {
  return !searching && total > perPage;
}

/** The 'Mostrando X - Y de N informes' range for a page (1-based, inclusive); X is 0 when N is 0. */
export function pageRange(page: number, perPage: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  return { from: (page - 1) * perPage + 1, to: Math.min(page * perPage, total) };
}

/** Computes report statistics from a list of reports at `now` (this month in Madrid time; recent = updated in the last 7 days). */
export function computeReportStats(
  reports: readonly Pick<Report, 'status' | 'template_id' | 'ai_enhanced' | 'created_at' | 'updated_at'>[],
  now: Date,
): ReportStats {
  const byStatus = { draft: 0, completed: 0, generated: 0, sent: 0 };
  const byTemplate: Record<string, number> = {};
  let aiEnhanced = 0;
  let recent = 0;
  let thisMonth = 0;
  const month = yearMonthMadrid(now);
  for (const r of reports) {
    if (r.status !== 'error') byStatus[r.status] += 1;
    byTemplate[r.template_id] = (byTemplate[r.template_id] ?? 0) + 1;
    if (r.ai_enhanced) aiEnhanced += 1;
    if (now.getTime() - Date.parse(r.updated_at) <= 7 * DAY_MS) recent += 1;
    if (yearMonthMadrid(r.created_at) === month) thisMonth += 1;
  }
  return {
    total_reports: reports.length,
    by_status: byStatus,
    by_template: byTemplate,
    ai_enhanced_count: aiEnhanced,
    recent_activity: recent,
    this_month: thisMonth,
  };
}
