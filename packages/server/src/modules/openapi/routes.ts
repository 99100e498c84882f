import { Hono } from 'hono';
import type { AppEnv } from '../../types.js';

/**
 * STUB (groundwork): `GET /api/openapi.json`, the OpenAPI 3.1 document generated from the app's routes
 * and their validation schemas (read lazily from `app()` on the first request).
 */
export function openApiRoutes(_deps: { app: () => Hono<AppEnv>; version: string }): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
