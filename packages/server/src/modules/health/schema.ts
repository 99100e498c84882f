/** `GET /health` answer: the shared schema of `@alegato/domain`, under the server's historical names. */
export { HealthSchema as HealthResponseSchema, type Health as HealthResponse } from '@alegato/domain';
