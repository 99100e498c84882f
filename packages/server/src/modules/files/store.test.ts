import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTestTmpDir } from '../../../test/tmp.js';
import { createLocalFileStore } from './store.js';

describe('local file store', () => {
  it('sweeps only stale *.part files of owner folders, and counts them', async () => {
    const dir = makeTestTmpDir('alegato-files-');
    const store = createLocalFileStore(dir);
    const key = store.newKey(randomUUID());
    await store.putBuffer(key, Buffer.from('entero'));
    const folder = join(dir, key.split('/')[0] ?? '');
    const stale = join(folder, `${randomUUID()}.${randomUUID()}.part`);
    const fresh = join(folder, `${randomUUID()}.${randomUUID()}.part`);
    const stray = join(dir, 'notas.part');
    for (const path of [stale, fresh, stray]) writeFileSync(path, 'a medias');
    const old = new Date(Date.now() - 120_000);
    utimesSync(stale, old, old);
    utimesSync(stray, old, old);

    expect(await store.sweepPartials(60_000)).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(stray)).toBe(true);
    expect((await store.get(key)).toString()).toBe('entero');

    expect(await store.sweepPartials(0)).toBe(1);
    expect(existsSync(fresh)).toBe(false);
  });

  it('sweeps nothing, without failing, before any upload made the folder', async () => {
    const dir = join(makeTestTmpDir('alegato-files-'), 'files');
    expect(await createLocalFileStore(dir).sweepPartials(0)).toBe(0);
    mkdirSync(dir);
    expect(await createLocalFileStore(dir).sweepPartials(0)).toBe(0);
  });
});
