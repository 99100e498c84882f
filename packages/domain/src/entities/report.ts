import { z } from 'zod';
import { AI_FILTER_VALUES, LIMITS, SORT_FIELDS, SORT_ORDERS } from '../constants.js';
import { IsoDateTimeSchema } from './api.js';

/** Report statuses (spec §4). */
export const REPORT_STATUSES = ['draft', 'completed', 'generated', 'sent', 'error'] as const;
/** A report status. */
export const ReportStatusSchema = z.enum(REPORT_STATUSES);
/** A report status. */
export type ReportStatus = z.infer<typeof ReportStatusSchema>;

/** Report content: a map of template field id to text, or (viewer) a string or an object of named sections. */
export const ReportContentSchema = z.union([z.string(), z.record(z.string(), z.string())]);
/** Report content. */
export type ReportContent = z.infer<typeof ReportContentSchema>;

/** AI quality score on the canonical 0..1 scale. */
export const QualityScoreSchema = z.number().min(0).max(1);

/** A report (spec §3). */
export const ReportSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  description: z.string().nullable().default(null),
  template_id: z.string().min(1),
  template_name: z.string().nullable().default(null),
  content: ReportContentSchema.default({}),
  case_id: z.string().nullable().default(null),
  client_name: z.string().nullable().default(null),
  status: ReportStatusSchema,
  ai_enhanced: z.boolean().default(false),
  ai_quality_score: QualityScoreSchema.nullable().default(null),
  ai_processed_at: IsoDateTimeSchema.nullable().default(null),
  generated_html: z.string().nullable().default(null),
  generated_pdf_path: z.string().nullable().default(null),
  created_at: IsoDateTimeSchema,
  updated_at: IsoDateTimeSchema,
});
/** Report. */
export type Report = z.infer<typeof ReportSchema>;

/** `POST /api/reports/create` body: description, client_name and case_id default to '', flags to false. */
export const ReportCreateInputSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().default(''),
  template_id: z.string().min(1),
  content: ReportContentSchema.default({}),
  case_id: z.string().default(''),
  client_name: z.string().default(''),
  enhance_with_ai: z.boolean().default(false),
  generate_pdf: z.boolean().default(false),
});
/** Report creation payload (parsed). */
export type ReportCreateInput = z.infer<typeof ReportCreateInputSchema>;

/** What the client reads from a creation answer (bare, or wrapped as `{ success, data }`). */
export const ReportCreateResultSchema = z.object({
  id: z.string().min(1),
  ai_enhanced: z.boolean().default(false),
  ai_quality_score: QualityScoreSchema.nullable().default(null),
});
/** Report creation result. */
export type ReportCreateResult = z.infer<typeof ReportCreateResultSchema>;

/** `PUT /api/reports/{id}` partial update: only the fields present change (no defaults here). */
export const ReportUpdateInputSchema = z
  .object({
    title: z.string().trim().min(1),
    description: z.string(),
    template_id: z.string().min(1),
    content: ReportContentSchema,
    case_id: z.string(),
    client_name: z.string(),
    status: ReportStatusSchema,
    generated_html: z.string(),
  })
  .partial();
/** Partial report update. */
export type ReportUpdateInput = z.infer<typeof ReportUpdateInputSchema>;

/** `PUT /api/reports/{id}` editor save: HTML, last-modified time and the auto-save flag. */
export const EditorSaveInputSchema = z.object({
  generated_html: z.string(),
  lastModified: IsoDateTimeSchema,
  autoSave: z.boolean(),
});
/** Editor save payload. */
export type EditorSaveInput = z.infer<typeof EditorSaveInputSchema>;

/** A sort field. */
export const SortFieldSchema = z.enum(SORT_FIELDS);
/** A sort field. */
export type SortField = z.infer<typeof SortFieldSchema>;
/** A sort direction. */
export const SortOrderSchema = z.enum(SORT_ORDERS);
/** A sort direction. */
export type SortOrder = z.infer<typeof SortOrderSchema>;
/** The AI-enhanced filter: 'all', 'true' or 'false'. */
export const AiFilterSchema = z.enum(AI_FILTER_VALUES);
/** AI filter value. */
export type AiFilter = z.infer<typeof AiFilterSchema>;

/** Query of `GET /api/reports/list` (strings coerced, as they arrive in a URL). */
export const ReportListQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  per_page: z.coerce.number().int().positive().max(100).default(LIMITS.reportPageSize),
  status_filter: ReportStatusSchema.optional(),
  template_filter: z.string().min(1).optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
  ai_enhanced: AiFilterSchema.default('all'),
  sort_by: SortFieldSchema.default('updated_at'),
  sort_order: SortOrderSchema.default('desc'),
});
/** Report list query. */
export type ReportListQuery = z.infer<typeof ReportListQuerySchema>;

/** Query of `GET /api/reports/search`: the list query plus non-empty `q`. */
export const ReportSearchQuerySchema = ReportListQuerySchema.extend({ q: z.string().trim().min(1) });
/** Report search query. */
export type ReportSearchQuery = z.infer<typeof ReportSearchQuerySchema>;

/**
 * A report as `GET /api/reports/list` and `/search` send it: without `generated_html` (parsed as null;
 * the detail `GET /api/reports/{id}` has it), with `summary` (the report's plain text, first 240
 * characters, whitespace collapsed) and `has_generated_html` (the HTML is not empty).
 */
export const ReportListItemSchema = ReportSchema.extend({
  summary: z.string().default(''),
  has_generated_html: z.boolean().default(false),
});
/** Report list item. */
export type ReportListItem = z.infer<typeof ReportListItemSchema>;

/** `GET /api/reports/list` response. */
export const ReportListResponseSchema = z.object({
  reports: z.array(ReportListItemSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  per_page: z.int().positive(),
  has_next: z.boolean(),
  has_prev: z.boolean(),
});
/** Report list page. */
export type ReportListResponse = z.infer<typeof ReportListResponseSchema>;

/** Highlights of one search hit: report id and a map of field name to matched terms. */
export const HighlightedResultSchema = z.object({
  report_id: z.string().min(1),
  highlights: z.record(z.string(), z.array(z.string())),
});
/** Search highlight entry. */
export type HighlightedResult = z.infer<typeof HighlightedResultSchema>;

/** `GET /api/reports/search` response: the list response plus highlighted_results. */
export const ReportSearchResponseSchema = ReportListResponseSchema.extend({
  highlighted_results: z.array(HighlightedResultSchema).default([]),
});
/** Report search page. */
export type ReportSearchResponse = z.infer<typeof ReportSearchResponseSchema>;

/** `GET /api/reports/stats` response; `recent_activity` counts reports updated in the last 7 days. */
export const ReportStatsSchema = z.object({
  total_reports: z.int().nonnegative(),
  by_status: z.object({
    draft: z.int().nonnegative().default(0),
    completed: z.int().nonnegative().default(0),
    generated: z.int().nonnegative().default(0),
    sent: z.int().nonnegative().default(0),
  }),
  by_template: z.record(z.string(), z.int().nonnegative()).default({}),
  ai_enhanced_count: z.int().nonnegative(),
  recent_activity: z.int().nonnegative().default(0),
  this_month: z.int().nonnegative(),
});
/** Report statistics. */
export type ReportStats = z.infer<typeof ReportStatsSchema>;

/** `POST /api/reports/enhance/{id}` response. */
export const EnhanceResponseSchema = z.object({
  report: ReportSchema,
  quality_score: QualityScoreSchema,
});
/** Enhance response. */
export type EnhanceResponse = z.infer<typeof EnhanceResponseSchema>;

/** `GET /api/reports/download-pdf/{id}` response. */
export const DownloadResponseSchema = z.object({
  download_url: z.string().min(1),
});
/** Download response. */
export type DownloadResponse = z.infer<typeof DownloadResponseSchema>;
