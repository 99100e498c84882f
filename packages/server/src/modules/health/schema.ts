import { z } from 'zod';

/**
 * `GET /health` answer. Kept in the server until `@alegato/domain` publishes the shared schema; then
 * import it from there.
 */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'error']),
  version: z.string(),
});

/** A health answer. */
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
