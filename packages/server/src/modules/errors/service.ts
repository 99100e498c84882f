import { isCriticalError } from '@alegato/domain';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { ServerErrorInfo } from '../../errors.js';
import type { Mailer } from '../mail/types.js';
import { createAlerter, type Alerter, type CriticalAlert } from './alerts.js';
import { storeOccurrence } from './repo.js';
import type { ErrorSource, StoredErrorRecord } from './schema.js';
import { cleanLocation, errorFingerprint, scrubRecord, type ReportedRecord } from './scrub.js';

/** What error tracking needs. */
export interface ErrorTrackingDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'alerts' | 'auth' | 'smtpUrl' | 'identity'>;
  logger: Logger;
  /** Woken after an alert e-mail is written. */
  mailer?: Mailer | undefined;
  /** `fetch` of the webhook, injected for tests. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/** Stores client and server errors in their groups and raises the critical alerts. */
export interface ErrorTracking {
  /**
   * Stores reported client records (scrubbed first) for `userId` (from a verified token, else null);
   * a record whose name or message matches the critical keywords (spec §8) raises an alert. Resolves
   * with the fingerprints, in order.
   */
  recordClientErrors(records: readonly ReportedRecord[], userId: string | null): Promise<string[]>;
  /**
   * For `createErrorHandler({ onServerError })`: stores a 5xx as a `server` error and raises an alert,
   * in the background (never throws; failures are logged).
   */
  recordServerError(info: ServerErrorInfo): void;
  /** Resolves when nothing is being stored or alerted (tests, shutdown). */
  idle(): Promise<void>;
}

/** The alert's `error` field: the message, after the name when it is not a plain `Error`. */
function alertError(record: StoredErrorRecord): string {
  const { name, message } = record.error;
  return name && name !== 'Error' ? `${name}: ${message}` : message;
}

/** Builds the process's {@link ErrorTracking} (one per app). */
export function createErrorTracking(deps: ErrorTrackingDeps): ErrorTracking {
  const { db } = deps;
  const logger = deps.logger.child({ module: 'errors' });
  const alerter: Alerter = createAlerter(deps);
  const pending = new Set<Promise<unknown>>();

  function track(p: Promise<unknown>): void {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }

  async function store(
    source: ErrorSource,
    record: StoredErrorRecord,
    userId: string | null,
    critical: boolean,
  ): Promise<string> {
    const fingerprint = errorFingerprint(source, record.error);
    const page = record.context.page ?? null;
    await storeOccurrence(db, {
      fingerprint,
      source,
      record,
      page,
      userId,
      occurredAt: record.context.timestamp,
      critical,
    });
    if (critical) {
      const alert: CriticalAlert = {
        kind: 'error_critico',
        error: alertError(record),
        page: page ?? '',
        timestamp: record.context.timestamp,
        source,
      };
      await alerter.raise(fingerprint, alert);
    }
    return fingerprint;
  }

  return {
    async recordClientErrors(records, userId) {
      const out: string[] = [];
      for (const reported of records) {
        const record = scrubRecord(reported);
        const critical = isCriticalError(`${record.error.name} ${record.error.message}`);
        out.push(await store('client', record, userId, critical));
      }
      return out;
    },
    recordServerError(info) {
      const record = scrubRecord({
        error: { name: info.error.name, message: info.error.message, stack: info.error.stack },
        context: {
          timestamp: new Date().toISOString(),
          page: cleanLocation(info.path),
          action: info.method,
          metadata: { error_id: info.errorId, request_id: info.requestId },
        },
      });
      track(
        store('server', record, info.userId, true).catch((err: unknown) => {
          logger.error({ err, error_id: info.errorId }, 'server error not tracked');
        }),
      );
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await alerter.idle();
    },
  };
}
