/**
 * Request schemas of the reports API with Spanish messages. They accept what the domain's
 * `ReportCreateInputSchema`, `ReportUpdateInputSchema`, `EditorSaveInputSchema`, `ReportListQuerySchema`
 * and `ReportSearchQuerySchema` describe, and clean plain-text fields on the way in (no HTML).
 *
 * @module
 */
import { AI_FILTER_VALUES, LIMITS, REPORT_STATUSES, SORT_FIELDS, SORT_ORDERS } from '@alegato/domain';
import { z } from 'zod';
import { REPORT_MESSAGES as M } from './messages.js';
import { plainContent, plainText } from './sanitize.js';

/** Largest stored `generated_html` in characters (the 1 MB body cap bounds it first). */
export const MAX_HTML_CHARS = 1_000_000;

const title = z
  .string({ error: M.titleRequired })
  .transform((s) => plainText(s).trim())
  .pipe(z.string().min(1, M.titleRequired).max(200, M.titleTooLong));
const description = z
  .string({ error: M.fieldInvalid('description') })
  .transform((s) => plainText(s).trim())
  .pipe(z.string().max(5000, M.descriptionTooLong));
const clientName = z
  .string({ error: M.fieldInvalid('client_name') })
  .transform((s) => plainText(s).trim())
  .pipe(z.string().max(200, M.clientNameTooLong));
const templateId = z.string({ error: M.templateRequired }).trim().min(1, M.templateRequired).max(100);
const content = z
  .union([z.string(), z.record(z.string(), z.string())], { error: M.contentInvalid })
  .refine((c) => JSON.stringify(c).length <= 500_000, M.contentTooLarge)
  .transform(plainContent);
const caseId = z.string({ error: M.fieldInvalid('case_id') }).trim();
const html = z.string({ error: M.htmlInvalid }).max(MAX_HTML_CHARS, M.contentTooLarge);
const status = z.enum(REPORT_STATUSES, { error: M.statusInvalid });
const flag = (name: string) => z.boolean({ error: M.flagInvalid(name) });

/** `POST /api/reports/create` (domain `ReportCreateInputSchema`); `user_id` is checked by the middleware. */
export const CreateSchema = z.object({
  title,
  description: description.default(''),
  template_id: templateId,
  content: content.default({}),
  case_id: caseId.default(''),
  client_name: clientName.default(''),
  enhance_with_ai: flag('enhance_with_ai').default(false),
  generate_pdf: flag('generate_pdf').default(false),
});
/** Parsed creation body. */
export type CreateBody = z.output<typeof CreateSchema>;

/** `PUT /api/reports/{id}` partial fields (domain `ReportUpdateInputSchema`). */
export const UpdateSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  template_id: templateId.optional(),
  content: content.optional(),
  case_id: caseId.optional(),
  client_name: clientName.optional(),
  status: status.optional(),
  generated_html: html.optional(),
});
/** Parsed update body. */
export type UpdateBody = z.output<typeof UpdateSchema>;

/** `PUT /api/reports/{id}` editor save (domain `EditorSaveInputSchema`). */
export const EditorSaveSchema = z.object({
  generated_html: html,
  lastModified: z.iso.datetime({ offset: true, error: M.lastModifiedInvalid }),
  autoSave: flag('autoSave'),
});
/** Parsed editor save. */
export type EditorSaveBody = z.output<typeof EditorSaveSchema>;

/** A parsed `PUT /api/reports/{id}` body: the editor save or partial fields. */
export type PutBody = { kind: 'editor'; body: EditorSaveBody } | { kind: 'fields'; body: UpdateBody };

/**
 * `PUT /api/reports/{id}`: an editor save ({@link EditorSaveSchema}) when the body names `lastModified`
 * or `autoSave`, else partial fields ({@link UpdateSchema}); the chosen schema's issues are reported.
 */
export const PutSchema = z.unknown().transform((raw, ctx): PutBody => {
  const editorSave = typeof raw === 'object' && raw !== null && ('lastModified' in raw || 'autoSave' in raw);
  if (editorSave) {
    const parsed = EditorSaveSchema.safeParse(raw);
    if (parsed.success) return { kind: 'editor', body: parsed.data };
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
  } else {
    const parsed = UpdateSchema.safeParse(raw);
    if (parsed.success) return { kind: 'fields', body: parsed.data };
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue });
  }
  return z.NEVER;
});

const positiveInt = (field: string) =>
  z.coerce
    .number({ error: M.fieldInvalid(field) })
    .int(M.fieldInvalid(field))
    .positive(M.fieldInvalid(field));
const isoDate = (field: string) => z.iso.date({ error: `${field} debe tener el formato AAAA-MM-DD.` });

/** `GET /api/reports/list` (domain `ReportListQuerySchema`). */
export const ListQuerySchema = z.object({
  page: positiveInt('page').default(1),
  per_page: positiveInt('per_page').max(100, 'per_page no puede superar 100.').default(LIMITS.reportPageSize),
  status_filter: status.optional(),
  template_filter: z.string().min(1).max(100).optional(),
  date_from: isoDate('date_from').optional(),
  date_to: isoDate('date_to').optional(),
  ai_enhanced: z
    .enum(AI_FILTER_VALUES, { error: "ai_enhanced debe ser 'all', 'true' o 'false'." })
    .default('all'),
  sort_by: z
    .enum(SORT_FIELDS, { error: `sort_by debe ser ${SORT_FIELDS.join(', ')}.` })
    .default('updated_at'),
  sort_order: z.enum(SORT_ORDERS, { error: "sort_order debe ser 'asc' o 'desc'." }).default('desc'),
});

/** `GET /api/reports/search` (domain `ReportSearchQuerySchema`). */
export const SearchQuerySchema = ListQuerySchema.extend({
  q: z.string({ error: M.searchRequired }).trim().min(1, M.searchRequired).max(500),
});
