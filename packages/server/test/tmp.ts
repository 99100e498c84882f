import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where tests put databases and data dirs: `ALEGATO_TEST_TMP`, else `/dev/shm` (RAM, so many fresh
 * databases cost no disk I/O), else the OS temp dir.
 */
export function testTmpRoot(): string {
  if (process.env.ALEGATO_TEST_TMP) return process.env.ALEGATO_TEST_TMP;
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}

/** A new temp directory under {@link testTmpRoot}. */
export function makeTestTmpDir(prefix: string): string {
  return mkdtempSync(join(testTmpRoot(), prefix));
}
