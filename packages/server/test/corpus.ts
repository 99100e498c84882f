/**
 * The shared test corpus (`../shared/corpus`, real Spanish legal material; never copied into the
 * repository). One setting finds it: `CORPUS_DIR`, default `<repo>/../shared/corpus`. Where it is absent
 * the suites that need it are reported as skipped by name; with `CI=true` its absence fails the run.
 *
 * @example
 * describeWithCorpus('PDF extraction', ['sentencias-pdf'], () => { it(…, () => corpusPath('sentencias-pdf', 'STS_2384_2025.pdf')) });
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Absolute corpus directory: `CORPUS_DIR` (relative to the repository root) when set; otherwise
 * `../shared/corpus` beside this checkout, or, for a clean clone made elsewhere (CI clones into a
 * scratch folder), beside the local repository it was cloned from (`git remote get-url origin`).
 */
export function corpusDir(): string {
  if (process.env.CORPUS_DIR) return resolve(repoRoot, process.env.CORPUS_DIR);
  const beside = resolve(repoRoot, '../shared/corpus');
  if (existsSync(beside)) return beside;
  try {
    const origin = execFileSync('git', ['-C', repoRoot, 'remote', 'get-url', 'origin'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .replace(/^file:\/\//, '');
    if (isAbsolute(origin)) {
      const besideOrigin = resolve(origin, '../shared/corpus');
      if (existsSync(besideOrigin)) return besideOrigin;
    }
  } catch {
    // not a git checkout, or no origin: the default stands
  }
  return beside;
}

/** Absolute path of a file or folder inside the corpus. */
export function corpusPath(...parts: string[]): string {
  return join(corpusDir(), ...parts);
}

/** True when every named corpus folder exists. */
export function hasCorpus(folders: readonly string[]): boolean {
  return folders.every((f) => existsSync(corpusPath(f)));
}

/**
 * `describe` when the corpus folders exist; otherwise the suite is skipped by name, and under
 * `CI=true` a failing test says which folder is missing.
 */
export function describeWithCorpus(name: string, folders: readonly string[], body: () => void): void {
  if (hasCorpus(folders)) {
    describe(name, body);
    return;
  }
  const missing = folders.filter((f) => !existsSync(corpusPath(f)));
  if (process.env.CI === 'true') {
    describe(name, () => {
      it(`needs the corpus (${missing.join(', ')} missing under ${corpusDir()})`, () => {
        throw new Error(`CORPUS_DIR: ${missing.join(', ')} not found under ${corpusDir()}`);
      });
    });
    return;
  }
  describe.skip(`${name} [corpus missing: ${missing.join(', ')}]`, body);
}
