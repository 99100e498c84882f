import { analyzeDocument } from '@alegato/legal-nlp';
import { afterEach, describe, expect, it } from 'vitest';
import { createAnalysisEngine, type AnalysisEngine } from './engine.js';

const PAGES = [
  {
    page: 1,
    text: 'SENTENCIA Nº 4/2024\n\nEn Jaén, a 2 de mayo de 2024.\n\nFALLO\n\nDesestimo la demanda interpuesta por D. Juan Gil Sanz contra la mercantil OBRAS DEL NORTE, S.A. Sin imposición de costas.',
  },
];

describe('analysis engine (worker thread)', () => {
  let engine: AnalysisEngine | undefined;
  afterEach(async () => {
    await engine?.close();
    engine = undefined;
  });

  it('answers what analyzeDocument answers, off the main thread', async () => {
    engine = createAnalysisEngine();
    const viaThread = await engine.analyze(PAGES, { depth: 'complete' });
    expect(viaThread).toEqual(analyzeDocument(PAGES, { depth: 'complete' }));
    expect(viaThread?.decision?.fallo).toBe('desestima');
    const basic = await engine.analyze(PAGES, { depth: 'basic', summaryThreshold: 0.5 });
    expect(basic).toEqual(analyzeDocument(PAGES, { depth: 'basic', summaryThreshold: 0.5 }));
  });

  it('answers null past the time limit, then works again with a fresh thread', async () => {
    engine = createAnalysisEngine();
    expect(await engine.analyze(PAGES, { depth: 'complete', timeoutMs: 1 })).toBeNull();
    const again = await engine.analyze(PAGES, { depth: 'basic' });
    expect(again?.document_type.type).toBe('sentencia');
  });

  it('starts a new thread after stopping when idle', async () => {
    engine = createAnalysisEngine({ idleMs: 10 });
    expect((await engine.analyze(PAGES, { depth: 'basic' }))?.costas?.status).toBe('no se imponen');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await engine.analyze(PAGES, { depth: 'basic' }))?.costas?.status).toBe('no se imponen');
  });
});
