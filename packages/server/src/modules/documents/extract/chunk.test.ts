import { describe, expect, it } from 'vitest';
import { chunkPages, detectHeading, type ExtractedPage } from './index.js';

const page = (n: number, text: string, headings?: string[]): ExtractedPage => ({
  page: n,
  text,
  method: 'text',
  confidence: null,
  ...(headings ? { headings } : {}),
});
const para = (words: number, seed = 'palabra') =>
  Array.from({ length: words }, (_, i) => `${seed}${i}`).join(' ') + '.';

describe('detectHeading', () => {
  it.each([
    ['FUNDAMENTOS DE DERECHO', 'major', 'FUNDAMENTOS DE DERECHO'],
    ['ANTECEDENTES DE HECHO', 'major', 'ANTECEDENTES DE HECHO'],
    ['FALLO', 'major', 'FALLO'],
    ['Fallamos:', 'major', 'Fallamos'],
    ['TÍTULO II. De los contratos', 'major', 'TÍTULO II. De los contratos'],
    ['PLIEGO DE CLÁUSULAS ADMINISTRATIVAS', 'major', 'PLIEGO DE CLÁUSULAS ADMINISTRATIVAS'],
    ['Artículo 12.', 'minor', 'Artículo 12'],
    [
      'Artículo 1902. Responsabilidad extracontractual',
      'minor',
      'Artículo 1902. Responsabilidad extracontractual',
    ],
    ['CLÁUSULA 3. PRECIO DEL CONTRATO', 'minor', 'CLÁUSULA 3. PRECIO DEL CONTRATO'],
    ['PRIMERO.-', 'minor', 'PRIMERO'],
    [
      'SEGUNDO.- La parte recurrente alega la infracción del artículo 24 de la Constitución, que consagra la tutela judicial efectiva.',
      'minor',
      'SEGUNDO',
    ],
    ['DÉCIMO PRIMERO.- Costas.', 'minor', 'DÉCIMO PRIMERO.- Costas'],
  ])('%s → %s', (line, level, text) => {
    expect(detectHeading(line)).toMatchObject({ level, text });
  });

  it.each([
    'En Madrid, a 27 de mayo de 2025.',
    'Primero, la parte actora no acredita el daño.',
    'ECLI:ES:TS:2025:2384',
    '1.411,02 €',
    'D. Ángel Blasco Pellicer',
    'II.',
  ])('%s is body text', (line) => {
    expect(detectHeading(line)).toBeNull();
  });
});

describe('chunkPages', () => {
  it.each([
    { name: 'no pages', pages: [], chunks: 0 },
    { name: 'empty pages', pages: [page(1, ''), page(2, '  \n\n ')], chunks: 0 },
    { name: 'one short page', pages: [page(1, 'Hola.')], chunks: 1 },
    {
      name: 'two short pages join',
      pages: [page(1, 'Uno.'), page(2, 'Dos.')],
      chunks: 1,
      ranges: [[1, 2]],
    },
    {
      name: 'long paragraphs split at the target',
      pages: [page(1, [para(100), para(100), para(100)].join('\n\n'))],
      chunks: 3,
      ranges: [
        [1, 1],
        [1, 1],
        [1, 1],
      ],
    },
  ])('$name', ({ pages, chunks, ranges }) => {
    const out = chunkPages(pages);
    expect(out).toHaveLength(chunks);
    expect(out.map((c) => c.ordinal)).toEqual(out.map((_, i) => i));
    if (ranges) expect(out.map((c) => [c.pageFrom, c.pageTo])).toEqual(ranges);
    for (const c of out) expect(c.text.trim().length).toBeGreaterThan(0);
  });

  it.each([
    [600, 1000],
    [1200, 2000],
    [300, 400],
  ])('keeps chunks ≤ maxChars and never cuts words (target %i, max %i)', (targetChars, maxChars) => {
    const text = Array.from({ length: 40 }, (_, i) => para(20 + ((i * 37) % 400), `w${i}x`)).join('\n\n');
    const words = new Set(text.split(/\s+/));
    const out = chunkPages([page(1, text), page(2, text)], { targetChars, maxChars });
    for (const c of out) {
      expect(c.text.length).toBeLessThanOrEqual(maxChars);
      for (const w of c.text.split(/\s+/)) expect(words.has(w)).toBe(true);
    }
    const total = out.map((c) => c.text.replace(/\s+/g, '')).join('');
    expect(total).toBe((text + text).replace(/\s+/g, ''));
  });

  it('splits one enormous word only where it must', () => {
    const out = chunkPages([page(1, 'x'.repeat(5000))], { maxChars: 2000 });
    expect(out.map((c) => c.text.length)).toEqual([2000, 2000, 1000]);
  });

  it('cuts a 10 MiB text with no space in linear time, losing nothing', () => {
    // The hostile upload of issue 11 (a one-letter 10 MiB text): cutting it used to search and copy the
    // whole rest at every cut, 15–30 s of an extraction thread; now well under a tenth of a second, far
    // within this test's 5 s limit.
    const letters = 'a'.repeat(10 * 1024 * 1024 - 1024);
    const out = chunkPages([page(1, `${letters} fin del escrito`)], { maxChars: 2000 });
    expect(out).toHaveLength(Math.ceil(letters.length / 2000));
    expect(out.every((c) => c.text.length <= 2000)).toBe(true);
    expect(out.at(-1)?.text).toMatch(/^a+ fin del escrito$/);
    expect(out.map((c) => c.text.replaceAll(' ', '')).join('')).toBe(`${letters}findelescrito`);
  }, 5_000);

  it('carries the nearest heading, combining sections and ordinals', () => {
    const pages = [
      page(1, `ANTECEDENTES DE HECHO\n\nPRIMERO.- ${para(60)}\n\nSEGUNDO.- ${para(60)}`),
      page(2, `FUNDAMENTOS DE DERECHO\n\nPRIMERO.- ${para(250)}\n\n${para(250)}`),
      page(3, `FALLO\n\nDesestimamos el recurso.`),
    ];
    const out = chunkPages(pages, { targetChars: 500, maxChars: 900 });
    const headings = out.map((c) => c.heading);
    expect(headings[0]).toBe('ANTECEDENTES DE HECHO');
    expect(headings).toContain('ANTECEDENTES DE HECHO — SEGUNDO');
    expect(headings).toContain('FUNDAMENTOS DE DERECHO');
    expect(headings).toContain('FUNDAMENTOS DE DERECHO — PRIMERO');
    expect(out.at(-1)).toMatchObject({ heading: 'FALLO', pageFrom: 3, pageTo: 3 });
    // A heading never ends a chunk on its own.
    for (const c of out) expect(c.text.split('\n\n').at(-1)).not.toMatch(/^(FALLO|FUNDAMENTOS DE DERECHO)$/);
  });

  it('ignores running headers repeated on many pages', () => {
    const pages = Array.from({ length: 5 }, (_, i) =>
      page(i + 1, `JURISPRUDENCIA\n\n${i === 0 ? 'FUNDAMENTOS DE DERECHO\n\n' : ''}${para(40)}`),
    );
    const out = chunkPages(pages);
    expect(out.every((c) => c.heading === null || c.heading === 'FUNDAMENTOS DE DERECHO')).toBe(true);
    expect(out.at(-1)?.heading).toBe('FUNDAMENTOS DE DERECHO');
  });

  it('uses DOCX headings even when they are not legal headings', () => {
    const out = chunkPages([page(1, `Introduction\n\n${para(30)}`, ['Introduction'])]);
    expect(out[0]?.heading).toBe('Introduction');
  });

  it('keeps page ranges across page breaks', () => {
    const out = chunkPages([page(1, para(30)), page(2, para(30)), page(3, para(300))], { targetChars: 600 });
    expect(out[0]).toMatchObject({ pageFrom: 1, pageTo: 2 });
    expect(out.at(-1)?.pageTo).toBe(3);
  });
});
