/**
 * Size on disk of the embedded database's data directory (`DATA_DIR/db`) and its WAL (`pg_wal`), for
 * `/system/capabilities`. Walking thousands of files takes tens of milliseconds, so a figure is cached for
 * {@link STORAGE_CACHE_MS}; a stale one is returned at once while a fresh walk runs in the background,
 * and concurrent callers share one walk.
 *
 * @module
 */
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** How long a measured size is served before it is measured again (ms). */
export const STORAGE_CACHE_MS = 60_000;

/** Bytes on disk of the embedded database. */
export interface StorageSize {
  /** Every file under the database's data directory (`DATA_DIR/db`), WAL included. */
  data_dir_bytes: number;
  /** The write-ahead log (`DATA_DIR/db/pg_wal`). */
  wal_bytes: number;
}

/** Sum of the sizes of the regular files under `dir` (0 when it does not exist). */
export async function directoryBytes(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let total = 0;
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) total += await directoryBytes(path);
    else if (e.isFile())
      total += await lstat(path).then(
        (s) => s.size,
        () => 0,
      ); // a file may vanish
  }
  return total;
}

/** Measures `dbDir` (the data directory of PGlite) and its `pg_wal`, uncached. */
export async function measureStorage(dbDir: string): Promise<StorageSize> {
  const [data, wal] = await Promise.all([directoryBytes(dbDir), directoryBytes(join(dbDir, 'pg_wal'))]);
  return { data_dir_bytes: data, wal_bytes: wal };
}

interface Entry {
  at: number;
  value?: StorageSize;
  pending?: Promise<StorageSize>;
}

const cache = new Map<string, Entry>();

/**
 * The cached size of `dbDir`: measured on the first call, then served for {@link STORAGE_CACHE_MS};
 * after that the old figure is returned while a new walk runs.
 *
 * @param now - clock (tests) @default Date.now
 */
export async function storageSize(dbDir: string, now: () => number = Date.now): Promise<StorageSize> {
  const entry = cache.get(dbDir) ?? { at: 0 };
  cache.set(dbDir, entry);
  const fresh = entry.value && now() - entry.at < STORAGE_CACHE_MS;
  if (fresh) return entry.value!;
  entry.pending ??= measureStorage(dbDir).then(
    (value) => {
      Object.assign(entry, { value, at: now(), pending: undefined });
      return value;
    },
    (err: unknown) => {
      entry.pending = undefined;
      throw err;
    },
  );
  return entry.value ?? entry.pending;
}
