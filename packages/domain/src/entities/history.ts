import { z } from 'zod';
import { IsoDateTimeSchema } from './api.js';

/** One query in the history (spec §3): results default to [], response time to 0, type to 'general'. */
export const QueryHistoryItemSchema = z.object({
  id: z.string().min(1),
  content: z.string(),
  results: z.array(z.unknown()).default([]),
  responseTimeMs: z.number().nonnegative().default(0),
  createdAt: IsoDateTimeSchema,
  type: z.string().default('general'),
});
/** Query history item. */
export type QueryHistoryItem = z.infer<typeof QueryHistoryItemSchema>;

/** `GET /api/queries/history` response: success and `data.queries`, with optional paging totals. */
export const QueryHistoryResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({
    queries: z.array(QueryHistoryItemSchema).default([]),
    total: z.int().nonnegative().optional(),
    page: z.int().positive().optional(),
    per_page: z.int().positive().optional(),
  }),
});
/** Query history page. */
export type QueryHistoryResponse = z.infer<typeof QueryHistoryResponseSchema>;

/** `DELETE /api/queries/history/{id}` response. */
export const DeleteHistoryResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
/** History deletion response. */
export type DeleteHistoryResponse = z.infer<typeof DeleteHistoryResponseSchema>;
