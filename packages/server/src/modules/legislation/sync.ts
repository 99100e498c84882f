/**
 * Keeps the public legislation collection current from the BOE open-data API (`npm run
 * sync:legislation`): lists the norms whose consolidated text changed since the last sync, downloads the
 * new and changed ones in force and imports them through {@link importNorm} (so they are stored exactly
 * like corpus files), and marks repealed ones `status: 'repealed'`, `in_force: false` without deleting
 * them. The last successful sync is kept in `app_meta` under {@link LEGISLATION_SYNC_META_KEY}.
 *
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { getMeta, setMeta } from '../meta/repo.js';
import { boeNormMarkdown, type BoeClient, type BoeNorm } from './boe.js';
import { listStoredNorms } from './repo.js';
import { finishLegislationImport, importNorm } from './service.js';
import { listNormStates, patchNormMetadata, type StoredNormState } from './syncRepo.js';

/** `app_meta` key of {@link LegislationSyncState}. */
export const LEGISLATION_SYNC_META_KEY = 'legislation_sync';

/** What `app_meta` keeps about the syncs. */
export interface LegislationSyncState {
  /** Start of the last sync that finished without errors (ISO date-time); the next one lists from its day. */
  last_sync_at: string | null;
  /** Start of the last sync, with or without errors. */
  last_attempt_at: string;
  /** Counts of the last sync. */
  last_summary: Omit<LegislationSyncSummary, 'failed'> & { failed: number };
}

/** What happened to one listed norm. */
export type NormSyncOutcome = 'created' | 'updated' | 'repealed' | 'unchanged' | 'ignored';

/** Result of {@link syncLegislation}. */
export interface LegislationSyncSummary {
  /** First day listed (`YYYY-MM-DD`), or null for the whole catalogue (or given ids). */
  from: string | null;
  /** Last day listed (`YYYY-MM-DD`). */
  to: string;
  /** Norms the API listed. */
  listed: number;
  /** New norms imported ("nuevas"). */
  created: number;
  /** Stored norms whose text or status changed ("actualizadas"). */
  updated: number;
  /** Stored norms newly marked repealed ("derogadas"). */
  repealed: number;
  /** Listed norms already current ("sin cambios"). */
  unchanged: number;
  /** Repealed norms that were never in the collection: not imported. */
  ignored: number;
  /** Norms that could not be synced ("errores"), with the reason. */
  failed: { normId: string; message: string }[];
  /** Wall time in milliseconds. */
  ms: number;
}

/** Options of {@link syncLegislation}. */
export interface SyncLegislationOptions {
  /**
   * First day to list, `YYYY-MM-DD`. @default the day of the last successful sync; without one, the
   * newest `last_updated` of the stored norms; with an empty collection, the whole catalogue
   */
  since?: string | null;
  /** Sync these norms (by BOE id) instead of listing. */
  ids?: readonly string[];
  /** @default () => new Date() */
  now?: () => Date;
  /** Called after each norm with its 1-based index, the total, the id and the outcome (or the error). */
  onProgress?: (done: number, total: number, normId: string, outcome: NormSyncOutcome | Error) => void;
}

/** The newest `last_updated` of the stored norms (`YYYY-MM-DD`), or null. */
function newestStored(states: Map<string, StoredNormState>): string | null {
  let max: string | null = null;
  for (const s of states.values()) {
    if (s.lastUpdated && /^\d{4}-\d{2}-\d{2}/.test(s.lastUpdated) && (!max || s.lastUpdated > max)) {
      max = s.lastUpdated.slice(0, 10);
    }
  }
  return max;
}

/** Whether the stored copy is at least as new as the listed one (exact stamp when we synced it). */
function isCurrent(state: StoredNormState, norm: BoeNorm): boolean {
  if (state.boeUpdatedAt && norm.updatedAt) return state.boeUpdatedAt >= norm.updatedAt;
  if (state.lastUpdated && norm.lastUpdated) return state.lastUpdated.slice(0, 10) >= norm.lastUpdated;
  return false;
}

/**
 * Syncs the public collection with the BOE. Listing errors (API unreachable, bad answer) are thrown as
 * `BoeApiError` before anything is written; a norm that fails is reported in `failed` and the rest go on.
 * `last_sync_at` only moves forward after a listing in which no norm failed, so failures are retried.
 *
 * @throws BoeApiError when the list (or a given id) cannot be read
 */
export async function syncLegislation(
  db: Kysely<Database>,
  client: BoeClient,
  options: SyncLegislationOptions = {},
): Promise<LegislationSyncSummary> {
  const t0 = performance.now();
  const startedAt = (options.now ?? (() => new Date()))();
  const to = startedAt.toISOString().slice(0, 10);
  const previous = await getMeta<LegislationSyncState>(db, LEGISLATION_SYNC_META_KEY);
  const states = await listNormStates(db);

  let from: string | null = null;
  let norms: BoeNorm[];
  if (options.ids && options.ids.length > 0) {
    norms = [];
    for (const id of options.ids) {
      const norm = await client.getNorm(id);
      if (norm) norms.push(norm);
      else throw new Error(`La API del BOE no conoce la norma ${id}.`);
    }
  } else {
    from = options.since ?? previous?.last_sync_at?.slice(0, 10) ?? newestStored(states);
    norms = await client.listUpdated({ from, to });
  }

  const summary: LegislationSyncSummary = {
    from,
    to,
    listed: norms.length,
    created: 0,
    updated: 0,
    repealed: 0,
    unchanged: 0,
    ignored: 0,
    failed: [],
    ms: 0,
  };
  const stored = await listStoredNorms(db);
  // Downloads run two at a time (the client's limit); database writes one at a time.
  let writing: Promise<unknown> = Promise.resolve();
  const write = <T>(task: () => Promise<T>): Promise<T> => {
    const run = writing.then(task, task);
    writing = run.catch(() => undefined);
    return run;
  };

  const syncOne = async (norm: BoeNorm): Promise<NormSyncOutcome> => {
    const state = states.get(norm.id);
    const stamp = { boe_updated_at: norm.updatedAt };
    if (!state && norm.repealed) return 'ignored';
    if (state) {
      const wasRepealed = state.status === 'repealed';
      if (norm.repealed) {
        if (wasRepealed && isCurrent(state, norm)) return 'unchanged';
        // The text stays as it was; only the status changes.
        await write(() =>
          patchNormMetadata(db, state.id, {
            ...stamp,
            status: 'repealed',
            in_force: false,
            repealed_at: norm.repealDate,
          }),
        );
        return wasRepealed ? 'unchanged' : 'repealed';
      }
      if (!wasRepealed && isCurrent(state, norm)) return 'unchanged';
    }
    const xml = await client.getText(norm.id);
    const markdown = boeNormMarkdown(norm, xml, { status: 'in_force' });
    return write(async () => {
      const result = await importNorm(db, Buffer.from(markdown, 'utf8'), norm.id, stored);
      await patchNormMetadata(db, result.documentId, {
        ...stamp,
        status: 'in_force',
        in_force: true,
        repealed_at: null,
      });
      if (!state) return 'created';
      return result.outcome === 'skipped' && state.status !== 'repealed' ? 'unchanged' : 'updated';
    });
  };

  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < norms.length) {
      const norm = norms[next++] as BoeNorm;
      let outcome: NormSyncOutcome | Error;
      try {
        outcome = await syncOne(norm);
        summary[outcome]++;
      } catch (err) {
        outcome = err instanceof Error ? err : new Error(String(err));
        summary.failed.push({ normId: norm.id, message: outcome.message });
      }
      options.onProgress?.(++done, norms.length, norm.id, outcome);
    }
  };
  await Promise.all([worker(), worker()]);
  await writing;

  // A bulk write: vacuum, analyze and checkpoint, as after an import (the WAL back to its size).
  if (summary.created + summary.updated + summary.repealed > 0) await finishLegislationImport(db);
  summary.ms = performance.now() - t0;
  const { failed, ...counts } = summary;
  await setMeta(db, LEGISLATION_SYNC_META_KEY, {
    // A sync of given ids, or one with failures, does not move the listing window.
    last_sync_at:
      failed.length === 0 && !options.ids?.length
        ? startedAt.toISOString()
        : (previous?.last_sync_at ?? null),
    last_attempt_at: startedAt.toISOString(),
    last_summary: { ...counts, failed: failed.length },
  } satisfies LegislationSyncState);
  return summary;
}
