import { z } from 'zod';
import { LIMITS } from '../constants.js';

/** Template field input types; any other type on the wire is read as 'text'. */
export const TEMPLATE_FIELD_TYPES = ['textarea', 'select', 'number', 'text'] as const;
/** A template field type. */
export const TemplateFieldTypeSchema = z.enum(TEMPLATE_FIELD_TYPES).catch('text');
/** A template field type. */
export type TemplateFieldType = z.infer<typeof TemplateFieldTypeSchema>;

/** One option of a select field. */
export const TemplateFieldOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
});
/** Select option. */
export type TemplateFieldOption = z.infer<typeof TemplateFieldOptionSchema>;

/** One field of a report template (spec §3): `required` defaults to false, `rows` to 4. */
export const TemplateFieldSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  type: TemplateFieldTypeSchema,
  required: z.boolean().default(false),
  placeholder: z.string().optional(),
  description: z.string().optional(),
  default_value: z.string().optional(),
  rows: z.int().positive().default(LIMITS.defaultTextareaRows),
  options: z.array(TemplateFieldOptionSchema).optional(),
});
/** Template field. */
export type TemplateField = z.infer<typeof TemplateFieldSchema>;

/** A report template; `category` is free text (unknown categories get a generic icon). */
export const ReportTemplateSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().default(''),
  category: z.string(),
  fields: z.array(TemplateFieldSchema).default([]),
});
/** Report template. */
export type ReportTemplate = z.infer<typeof ReportTemplateSchema>;

/** `GET /api/reports/templates` response. */
export const TemplatesResponseSchema = z.object({
  templates: z.array(ReportTemplateSchema),
  total: z.int().nonnegative(),
});
/** Templates response. */
export type TemplatesResponse = z.infer<typeof TemplatesResponseSchema>;
