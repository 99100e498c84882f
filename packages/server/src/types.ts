import type { Logger } from 'pino';

/** Per-request values set by the app's middleware, read with `c.get(...)`. */
export interface AppVariables {
  /** The request id echoed in `X-Request-Id` and present on every log line of the request. */
  requestId: string;
  /** A child logger bound to `request_id`. */
  log: Logger;
  /** The caller, set by `requireUser` on `/api` routes (absent on public routes). */
  user: AuthenticatedUser;
  /**
   * The client's address as `TRUST_PROXY` allows reading it (`middleware/socket-address.ts`); absent
   * when the app did not install that middleware. Read it with `clientAddress(c)`.
   */
  clientAddress?: string;
}

/** The authenticated caller of an `/api` route (from a verified bearer token). */
export interface AuthenticatedUser {
  /** Auth user id (`sub`). */
  id: string;
  /** E-mail from the token. */
  email: string;
  /** Server-side role: `admin` only for `ADMIN_EMAILS` (never from user metadata). */
  role: 'user' | 'admin';
  /** Our session id; null for hosted-Supabase tokens and API keys. */
  sessionId: string | null;
  /** Set when the bearer was an API key (issue 15): the key's id. */
  apiKeyId?: string;
}

/** Hono environment of the Alegato app. Route modules type their routers with it. */
export interface AppEnv {
  Variables: AppVariables;
}
