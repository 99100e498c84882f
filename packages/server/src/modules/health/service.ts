import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.js';
import { pingDatabase } from './repo.js';
import type { HealthResponse } from './schema.js';

/** How long the database may take to answer `select 1` before health reports it as failing. */
export const HEALTH_DB_TIMEOUT_MS = 3000;

/** Dependencies of {@link checkHealth}. */
export interface HealthDeps {
  db: Kysely<Database>;
  version: string;
  log?: Logger;
  /** @default HEALTH_DB_TIMEOUT_MS */
  timeoutMs?: number;
}

/**
 * Checks that the database answers a real query within the time limit. `ok` when it does, `degraded`
 * (with `db: 'error'`) when it fails or times out; the cause is logged, never returned.
 */
export async function checkHealth(deps: HealthDeps): Promise<HealthResponse> {
  const timeoutMs = deps.timeoutMs ?? HEALTH_DB_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pingDatabase(deps.db),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`database did not answer in ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { status: 'ok', db: 'ok', version: deps.version };
  } catch (err) {
    deps.log?.warn({ err }, 'health check: database unavailable');
    return { status: 'degraded', db: 'error', version: deps.version };
  } finally {
    clearTimeout(timer);
  }
}
