import { z } from 'zod';

/**
 * An ISO 8601 date-time with `Z` or an explicit offset (what `Date#toISOString` and PostgreSQL
 * `timestamptz` produce). All timestamps on the wire use it.
 */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });
/** An ISO 8601 date-time string. */
export type IsoDateTime = z.infer<typeof IsoDateTimeSchema>;

/**
 * The error body of every API answer (DESIGN.md §4): a stable machine code and a Spanish message for
 * people, plus `error_id` on 5xx (to quote to support) and a `details` list of field problems on
 * validation errors. The server answers with it and the app reads it: one schema for both.
 */
export const ApiErrorSchema = z.object({
  code: z.string().min(1),
  message: z.string(),
  error_id: z.uuid().optional(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** On a plan refusal (402 `plan_limit`, 403 `plan_forbidden`): the plan that allows the action. */
  upgrade_plan: z.enum(['estudiante', 'individual', 'despacho', 'empresarial']).optional(),
});
/** Error body `{ code, message, error_id?, details? }`. */
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** `GET /health`: overall status, database status and the server version. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'error']),
  version: z.string().min(1),
});
/** Health response. */
export type Health = z.infer<typeof HealthSchema>;
