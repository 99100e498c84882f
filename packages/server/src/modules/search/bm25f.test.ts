import { describe, expect, it } from 'vitest';
import { Bm25fIndex, DEFAULT_RANKING, type ChunkInput } from './bm25f.js';

/** A body of `length` filler words with `words` placed at the given positions. */
function body(length: number, words: Record<number, string>): string[] {
  return Array.from({ length }, (_, i) => words[i] ?? `relleno${i % 7}`);
}

function chunk(id: number, terms: string[]): ChunkInput {
  return { id, heading: [], body: terms, context: [], page: id, article: String(id), kind: 'article' };
}

/** One norm whose two articles hold the same words as often, far apart in the first, close in the second. */
function index(): Bm25fIndex {
  const idx = new Bm25fIndex();
  idx.addNorm(
    { documentId: 'd', normId: 'BOE-A-1', title: 'Ley', core: false, amending: false },
    [],
    [chunk(1, body(40, { 2: 'plaz', 35: 'divorci' })), chunk(2, body(40, { 2: 'plaz', 6: 'divorci' }))],
  );
  return withFillers(idx);
}

/** Adds other norms, so the test's words are rare enough to weigh, and finalizes the index. */
function withFillers(idx: Bm25fIndex): Bm25fIndex {
  for (let n = 2; n < 20; n++) {
    idx.addNorm(
      { documentId: `d${n}`, normId: `BOE-A-${n}`, title: 'Ley', core: false, amending: false },
      [],
      [chunk(n * 10, body(40, {}))],
    );
  }
  idx.finalize();
  return idx;
}

const terms = [
  { term: 'plaz', weight: 1 },
  { term: 'divorci', weight: 1 },
];

describe('Bm25fIndex proximity re-ranking', () => {
  it('puts the article whose question words stand close together first', () => {
    const idx = index();
    const hits = idx.search(terms, 2);
    expect(hits.map((h) => idx.chunkIds[h.index])).toEqual([2, 1]);
    expect(hits[0]?.score).toBeGreaterThan(hits[1]?.score ?? Infinity);
  });

  it('leaves equal text scores in index order when it is off or the words are beyond the window', () => {
    const idx = index();
    idx.setParams({ ...DEFAULT_RANKING, proximityWeight: 0 });
    const off = idx.search(terms, 2);
    expect(off.map((h) => idx.chunkIds[h.index])).toEqual([1, 2]);
    expect(off[0]?.score).toBe(off[1]?.score);
    idx.setParams({ ...DEFAULT_RANKING, proximityWindow: 4 });
    expect(idx.search(terms, 2).map((h) => idx.chunkIds[h.index])).toEqual([1, 2]);
  });

  it('gives nothing for one word alone', () => {
    const idx = index();
    const hits = idx.search([{ term: 'plaz', weight: 1 }], 2);
    expect(hits[0]?.score).toBe(hits[1]?.score);
  });
});

describe('Bm25fIndex answer-kind re-ranking', () => {
  /** Two articles with the same words; only the second states the kind of answer (bit 1). */
  function twoArticles(): Bm25fIndex {
    const idx = new Bm25fIndex();
    idx.addNorm(
      { documentId: 'd', normId: 'BOE-A-1', title: 'Ley', core: false, amending: false },
      [],
      [
        { ...chunk(1, body(40, { 2: 'plaz', 6: 'divorci' })), answers: 0 },
        { ...chunk(2, body(40, { 2: 'plaz', 6: 'divorci' })), answers: 1 },
      ],
    );
    return withFillers(idx);
  }

  it('puts first the article stating what the question asks for, by the answer factor', () => {
    const idx = twoArticles();
    const hits = idx.search(terms, 2, undefined, [], { asks: 1 });
    expect(hits.map((h) => idx.chunkIds[h.index])).toEqual([2, 1]);
    expect((hits[0]?.score ?? 0) / (hits[1]?.score ?? 1)).toBeCloseTo(1 + DEFAULT_RANKING.answerWeight, 5);
  });

  it('changes nothing for a question that asks for another kind, or when it is off', () => {
    const idx = twoArticles();
    expect(idx.search(terms, 2, undefined, [], { asks: 2 }).map((h) => idx.chunkIds[h.index])).toEqual([
      1, 2,
    ]);
    idx.setParams({ ...DEFAULT_RANKING, answerWeight: 0 });
    expect(idx.search(terms, 2, undefined, [], { asks: 1 }).map((h) => idx.chunkIds[h.index])).toEqual([
      1, 2,
    ]);
  });
});

/** The same article in a norm with `first` (added first, chunk 1) and in a plain one (chunk 2). */
function sameArticleTwice(first: { procedural?: boolean; domain?: ReadonlySet<string> }): Bm25fIndex {
  const idx = new Bm25fIndex();
  idx.addNorm(
    { documentId: 'a', normId: 'BOE-A-A', title: 'Ley', core: false, amending: false, ...first },
    [],
    [chunk(1, body(40, { 2: 'plaz', 6: 'divorci' }))],
  );
  idx.addNorm(
    { documentId: 'b', normId: 'BOE-A-B', title: 'Ley', core: false, amending: false },
    [],
    [chunk(2, body(40, { 2: 'plaz', 6: 'divorci' }))],
  );
  return withFillers(idx);
}

describe('Bm25fIndex procedural codes', () => {
  /** The same article in a substantive norm and in a code of procedure (added first). */
  const twoNorms = () => sameArticleTwice({ procedural: true });

  it('lowers a code of procedure by its factor for a question that names no procedure', () => {
    const idx = twoNorms();
    // Proximity off: its bonus is added after the factor.
    idx.setParams({ ...DEFAULT_RANKING, proximityWeight: 0 });
    const hits = idx.search(terms, 2, undefined, [], { procedural: false });
    expect(hits.map((h) => idx.chunkIds[h.index])).toEqual([2, 1]);
    expect((hits[1]?.score ?? 0) / (hits[0]?.score ?? 1)).toBeCloseTo(DEFAULT_RANKING.proceduralFactor, 5);
  });

  it('leaves it for a question that names one, or when nothing is known', () => {
    const idx = twoNorms();
    expect(
      idx.search(terms, 2, undefined, [], { procedural: true }).map((h) => idx.chunkIds[h.index]),
    ).toEqual([1, 2]);
    expect(idx.search(terms, 2).map((h) => idx.chunkIds[h.index])).toEqual([1, 2]);
  });
});

describe('Bm25fIndex specialised codes', () => {
  /** The same article in a specialised code with the field 'tribut', 'haciend' (added first) and in a general one. */
  const twoNorms = () => sameArticleTwice({ domain: new Set(['tribut', 'haciend']) });

  it('lowers a specialised code by its factor for a question that names nothing of its field', () => {
    const idx = twoNorms();
    idx.setParams({ ...DEFAULT_RANKING, proximityWeight: 0 });
    const hits = idx.search(terms, 2, undefined, [], { stems: new Set(['plaz', 'divorci']) });
    expect(hits.map((h) => idx.chunkIds[h.index])).toEqual([2, 1]);
    expect((hits[1]?.score ?? 0) / (hits[0]?.score ?? 1)).toBeCloseTo(DEFAULT_RANKING.domainFactor, 5);
  });

  it('leaves it for a question that names its field, or when the stems are not given', () => {
    const idx = twoNorms();
    const named = new Set(['plaz', 'divorci', 'haciend']);
    expect(idx.search(terms, 2, undefined, [], { stems: named }).map((h) => idx.chunkIds[h.index])).toEqual([
      1, 2,
    ]);
    expect(idx.search(terms, 2).map((h) => idx.chunkIds[h.index])).toEqual([1, 2]);
  });
});
