import type { Logger } from 'pino';

/** Per-request values set by the app's middleware, read with `c.get(...)`. */
export interface AppVariables {
  /** The request id echoed in `X-Request-Id` and present on every log line of the request. */
  requestId: string;
  /** A child logger bound to `request_id`. */
  log: Logger;
}

/** Hono environment of the Alegato app. Route modules type their routers with it. */
export interface AppEnv {
  Variables: AppVariables;
}
