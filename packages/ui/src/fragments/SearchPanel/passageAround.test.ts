import { describe, expect, it } from 'vitest';
import type { HighlightRange } from './highlight';
import { passageAround } from './passageAround';

/** Offsets of every occurrence of `word` in `text`. */
function offsets(text: string, ...words: string[]): HighlightRange[] {
  return words.flatMap((word) => {
    const found: HighlightRange[] = [];
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      found.push({ start: at, end: at + word.length });
    }
    return found;
  });
}

/** The marked words of a passage, read back through its re-based highlights. */
function marked(passage: { text: string; highlights: HighlightRange[] }): string[] {
  return passage.highlights.map((r) => passage.text.slice(r.start, r.end));
}

const filler = (word: string, count: number) => Array.from({ length: count }, () => word).join(' ');

// LAU art. 36.1, padded on both sides so it has to be cut.
const fianza =
  'A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico en cantidad equivalente a una mensualidad de renta en el arrendamiento de viviendas y de dos en el arrendamiento para uso distinto del de vivienda.';
const article = `${filler('antes', 80)} ${fianza} ${filler('después', 80)}`;

describe('passageAround', () => {
  it('returns a text that fits whole, with its highlights cleaned', () => {
    const text = 'La fianza es de una mensualidad.';
    const passage = passageAround(text, [
      { start: 3, end: 9 },
      { start: 9, end: 3 },
      { start: -5, end: 0 },
    ]);
    expect(passage).toEqual({ text, highlights: [{ start: 3, end: 9 }], cutStart: false, cutEnd: false });
  });

  it('centres the window on the matched words and marks them in the cut text', () => {
    const passage = passageAround(article, offsets(article, 'fianza', 'mensualidad'), 200);
    expect(passage.text.length).toBeLessThanOrEqual(200);
    expect(passage.cutStart).toBe(true);
    expect(passage.cutEnd).toBe(true);
    expect(passage.text.startsWith('…')).toBe(true);
    expect(passage.text.endsWith('…')).toBe(true);
    expect(marked(passage)).toEqual(['fianza', 'mensualidad']);
    // Centred: roughly as much context before the first match as after the last one.
    const before = passage.highlights[0]!.start;
    const after = passage.text.length - passage.highlights[1]!.end;
    expect(Math.abs(before - after)).toBeLessThan(20);
  });

  it('cuts at word boundaries: whole words next to the ellipses', () => {
    const passage = passageAround(article, offsets(article, 'fianza'), 120);
    const inner = passage.text.slice(1, -1);
    expect(inner).not.toMatch(/^\s|\s$/);
    const words = inner.split(/\s+/);
    const allowed = new Set([...article.split(/\s+/)]);
    for (const word of [words[0]!, words[words.length - 1]!]) expect(allowed.has(word)).toBe(true);
    expect(article).toContain(inner);
  });

  it('picks the densest cluster, not the first match', () => {
    const text = `renta ${filler('relleno', 60)} ${fianza} ${filler('relleno', 60)}`;
    const passage = passageAround(text, offsets(text, 'renta', 'fianza', 'arrendamiento'), 240);
    // The lone 'renta' at the start loses to the three matches of the article's sentence.
    expect(passage.cutStart).toBe(true);
    expect(marked(passage)).toEqual(['fianza', 'renta', 'arrendamiento', 'arrendamiento']);
  });

  it('shows the beginning when nothing matched', () => {
    const passage = passageAround(article, [], 100);
    expect(passage.cutStart).toBe(false);
    expect(passage.cutEnd).toBe(true);
    expect(passage.text.startsWith('antes antes')).toBe(true);
    expect(passage.text.length).toBeLessThanOrEqual(100);
    expect(passage.highlights).toEqual([]);
  });

  it('slides the window inside the text for a match at the very end', () => {
    const text = `${filler('relleno', 100)} fianza`;
    const passage = passageAround(text, offsets(text, 'fianza'), 80);
    expect(passage.cutStart).toBe(true);
    expect(passage.cutEnd).toBe(false);
    expect(passage.text.endsWith('relleno fianza')).toBe(true);
    expect(marked(passage)).toEqual(['fianza']);
  });

  it('clips a match longer than the window instead of overflowing', () => {
    const text = `inicio ${'x'.repeat(500)} final`;
    const passage = passageAround(text, [{ start: 7, end: 507 }], 50);
    expect(passage.text.length).toBeLessThanOrEqual(50);
    expect(passage.highlights).toHaveLength(1);
    const range = passage.highlights[0]!;
    expect(passage.text.slice(range.start, range.end)).toMatch(/^x+$/);
  });

  it('never returns more than maxChars', () => {
    for (const max of [20, 64, 160, 320]) {
      for (const word of ['fianza', 'vivienda', 'antes', 'después']) {
        const passage = passageAround(article, offsets(article, word), max);
        expect(passage.text.length).toBeLessThanOrEqual(max);
        for (const r of passage.highlights) {
          expect(r.start).toBeGreaterThanOrEqual(0);
          expect(r.end).toBeLessThanOrEqual(passage.text.length);
        }
      }
    }
  });
});
