import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workerSource } from './source.js';

const src = fileURLToPath(new URL('../', import.meta.url));
const analysisEngine = pathToFileURL(path.join(src, 'modules/analysis/engine.ts')).href;

describe('workerSource', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('starts a built module’s thread from the built worker beside it', () => {
    const built = 'file:///srv/alegato/packages/server/dist/modules/analysis/engine.js';
    expect(workerSource(built, 'worker')).toEqual({
      source: new URL('file:///srv/alegato/packages/server/dist/modules/analysis/worker.js'),
      eval: false,
    });
  });

  it('starts a source module’s thread through tsx when no bundles are named', () => {
    vi.stubEnv('ALEGATO_WORKER_BUNDLES', '');
    const { source, eval: isEval } = workerSource(analysisEngine, 'worker');
    expect(isEval).toBe(true);
    expect(source).toContain('tsImport');
    expect(source).toContain(JSON.stringify(new URL('./worker.ts', analysisEngine).href));
  });

  it('starts it from its bundle when the suite named a directory holding one, else through tsx', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'alegato-bundles-'));
    try {
      vi.stubEnv('ALEGATO_WORKER_BUNDLES', dir);
      expect(workerSource(analysisEngine, 'worker').eval).toBe(true);
      mkdirSync(path.join(dir, 'modules/analysis'), { recursive: true });
      writeFileSync(path.join(dir, 'modules/analysis/worker.mjs'), '');
      expect(workerSource(analysisEngine, 'worker')).toEqual({
        source: pathToFileURL(path.join(dir, 'modules/analysis/worker.mjs')),
        eval: false,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
