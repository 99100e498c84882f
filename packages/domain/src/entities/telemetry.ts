import { z } from 'zod';
import { IsoDateTimeSchema } from './api.js';

/** A locally recorded client error (spec §3 Local error record). */
export const LocalErrorRecordSchema = z.object({
  error: z.object({
    name: z.string(),
    message: z.string(),
    stack: z.string().optional(),
  }),
  context: z.object({
    page: z.string().optional(),
    component: z.string().optional(),
    action: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    userId: z.string().optional(),
    timestamp: IsoDateTimeSchema,
    url: z.string().optional(),
    userAgent: z.string().optional(),
  }),
});
/** Local error record. */
export type LocalErrorRecord = z.infer<typeof LocalErrorRecordSchema>;

/** Web-vitals metrics: largest contentful paint and first input delay (ms), cumulative layout shift. */
export const PerformanceMetricsSchema = z.object({
  lcp: z.number().nonnegative().optional(),
  fid: z.number().nonnegative().optional(),
  cls: z.number().nonnegative().optional(),
});
/** Performance metrics. */
export type PerformanceMetrics = z.infer<typeof PerformanceMetricsSchema>;
