import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTestTmpDir } from '../../test/tmp.js';
import { directoryBytes, measureStorage, STORAGE_CACHE_MS, storageSize } from './storage.js';

function fakeDataDir(): string {
  const dir = makeTestTmpDir('alegato-storage-');
  mkdirSync(join(dir, 'base', '5'), { recursive: true });
  mkdirSync(join(dir, 'pg_wal'));
  writeFileSync(join(dir, 'PG_VERSION'), '17\n'); // 3 bytes
  writeFileSync(join(dir, 'base', '5', '1259'), Buffer.alloc(8192));
  writeFileSync(join(dir, 'pg_wal', '000000010000000000000001'), Buffer.alloc(1000));
  return dir;
}

describe('embedded database storage size', () => {
  it('sums the files under the data directory and under pg_wal; a missing directory is 0', async () => {
    const dir = fakeDataDir();
    expect(await measureStorage(dir)).toEqual({ data_dir_bytes: 3 + 8192 + 1000, wal_bytes: 1000 });
    expect(await directoryBytes(join(dir, 'no-existe'))).toBe(0);
  });

  it('serves a figure for 60 s, then the old one while a new walk runs, then the new one', async () => {
    const dir = fakeDataDir();
    let clock = 1_000_000;
    const now = () => clock;
    const first = await storageSize(dir, now);
    expect(first.wal_bytes).toBe(1000);

    writeFileSync(join(dir, 'pg_wal', '000000010000000000000002'), Buffer.alloc(500));
    clock += STORAGE_CACHE_MS - 1;
    expect(await storageSize(dir, now)).toEqual(first); // cached: the new segment is not seen

    clock += 2;
    expect(await storageSize(dir, now)).toEqual(first); // stale: served at once, refreshed behind
    await new Promise((r) => setTimeout(r, 50));
    expect((await storageSize(dir, now)).wal_bytes).toBe(1500);
  });
});
