/**
 * The entity extractor on the annotated Spanish ECHR case reports of the shared corpus
 * (`ner-echr-es`, dev splits), scored as `npm run eval:ner` scores them: the targets of issue 13 hold,
 * so a regression fails CI. Figures per file and per label are in ADR 0022.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { corpusPath, describeWithCorpus } from '../../../server/test/corpus.js';
import { emptyCounts, scoreBio, summarise } from './bio.js';

const DEV = ['ES-manual-dev.tsv', 'ES-rev-dev.tsv'];

describeWithCorpus('entity extraction on ner-echr-es (dev)', ['ner-echr-es'], () => {
  let s: ReturnType<typeof summarise>;
  beforeAll(() => {
    const counts = emptyCounts();
    for (const file of DEV) scoreBio(readFileSync(corpusPath('ner-echr-es', file), 'utf8'), counts);
    s = summarise(counts);
  });

  it('DATE F1 ≥ 0.90', () => expect(s.labels.DATE.f1).toBeGreaterThanOrEqual(0.9));
  it('money F1 ≥ 0.85', () => expect(s.labels.MONEY.f1).toBeGreaterThanOrEqual(0.85));
  it('PER F1 ≥ 0.80', () => expect(s.labels.PER.f1).toBeGreaterThanOrEqual(0.8));
  it('micro F1 ≥ 0.75', () => expect(s.micro.f1).toBeGreaterThanOrEqual(0.75));

  it.each(DEV)('each file alone reaches the micro target: %s', (file) => {
    const one = summarise(scoreBio(readFileSync(corpusPath('ner-echr-es', file), 'utf8')));
    expect(one.micro.f1).toBeGreaterThanOrEqual(0.75);
  });
});
