import { describe, expect, it } from 'vitest';
import { findCitations, normaliseCitations, type CitationKind } from './citations.js';

/** [text, kind, raw, normalised, wellFormed]: the text holds exactly one citation. */
const ONE: Array<[string, CitationKind, string, string, boolean]> = [
  ['articulo 1902 del codigo civil', 'article', 'articulo 1902 del codigo civil', 'art. 1902 CC', true],
  ['según el art 1.902 CC procede', 'article', 'art 1.902 CC', 'art. 1902 CC', true],
  ['art. 1902 CC', 'article', 'art. 1902 CC', 'art. 1902 CC', true],
  ['arts. 24 y 120 CE', 'article', 'arts. 24 y 120 CE', 'arts. 24 y 120 CE', true],
  [
    'Artículo 24.1 de la Constitución Española',
    'article',
    'Artículo 24.1 de la Constitución Española',
    'Art. 24.1 CE',
    true,
  ],
  [
    'los artículos 1101, 1124 y 1902 del Código Civil',
    'article',
    'artículos 1101, 1124 y 1902 del Código Civil',
    'arts. 1101, 1124 y 1902 CC',
    true,
  ],
  ['art.1.101 del C.C.', 'article', 'art.1.101 del C.C.', 'art. 1101 CC', true],
  ['art. 250.1.5.º CP', 'article', 'art. 250.1.5.º CP', 'art. 250.1.5.º CP', true],
  ['arts. 103 a 113 LRJS', 'article', 'arts. 103 a 113 LRJS', 'arts. 103 a 113 LRJS', true],
  ['art. 721 y ss. LEC', 'article', 'art. 721 y ss. LEC', 'arts. 721 y ss. LEC', true],
  ['art. 25.1.b) LPACAP', 'article', 'art. 25.1.b) LPACAP', 'art. 25.1.b) LPACAP', true],
  ['art. 20 bis LAU', 'article', 'art. 20 bis LAU', 'art. 20 bis LAU', true],
  [
    'art. 277 de la Ley de Enjuiciamiento Criminal',
    'article',
    'art. 277 de la Ley de Enjuiciamiento Criminal',
    'art. 277 LECrim',
    true,
  ],
  ['artículo 455 de la L.E.C.', 'article', 'artículo 455 de la L.E.C.', 'art. 455 LEC', true],
  [
    'art. 56 del Estatuto de los Trabajadores',
    'article',
    'art. 56 del Estatuto de los Trabajadores',
    'art. 56 ET',
    true,
  ],
  ['art. 9 de la Ley 29/1994', 'article', 'art. 9 de la Ley 29/1994', 'art. 9 LAU', true],
  ['art. 82 de la ley 39/2015', 'article', 'art. 82 de la ley 39/2015', 'art. 82 LPACAP', true],
  ['art. 25 de la Ley 40/2015', 'article', 'art. 25 de la Ley 40/2015', 'art. 25 LRJSP', true],
  ['art. 3 de la Ley 7/2021', 'article', 'art. 3 de la Ley 7/2021', 'art. 3 de la Ley 7/2021', true],
  [
    'art. 4 del Real Decreto 1/1995',
    'article',
    'art. 4 del Real Decreto 1/1995',
    'art. 4 del Real Decreto 1/1995',
    true,
  ],
  ['art. 14 LECrim', 'article', 'art. 14 LECrim', 'art. 14 LECrim', true],
  ['como dice el artículo 5', 'article', 'artículo 5', 'art. 5', false],
  ['art. 9 de la Ley 29/94', 'article', 'art. 9 de la Ley 29/94', 'art. 9 de la Ley 29/94', false],
  ['Ley 29/1994', 'law', 'Ley 29/1994', 'Ley 29/1994', true],
  [
    'ley 1/2000 de enjuiciamiento civil',
    'law',
    'ley 1/2000 de enjuiciamiento civil',
    'Ley 1/2000, de Enjuiciamiento Civil',
    true,
  ],
  [
    'la Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos, regula',
    'law',
    'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos',
    'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos',
    true,
  ],
  ['Ley 29/94', 'law', 'Ley 29/94', 'Ley 29/94', false],
  ['RD 1/1995', 'law', 'RD 1/1995', 'Real Decreto 1/1995', true],
  [
    'Real Decreto Legislativo 2/2015',
    'law',
    'Real Decreto Legislativo 2/2015',
    'Real Decreto Legislativo 2/2015',
    true,
  ],
  ['RDLeg 2/2015', 'law', 'RDLeg 2/2015', 'Real Decreto Legislativo 2/2015', true],
  ['Real Decreto-ley 7/2019', 'law', 'Real Decreto-ley 7/2019', 'Real Decreto-ley 7/2019', true],
  ['LO 10/1995', 'law', 'LO 10/1995', 'Ley Orgánica 10/1995', true],
  ['Ley Orgánica 3/2018', 'law', 'Ley Orgánica 3/2018', 'Ley Orgánica 3/2018', true],
  ['conforme a la L.E.C.', 'code', 'L.E.C.', 'LEC', true],
  ['la LEC', 'code', 'LEC', 'LEC', true],
  ['la LECrim', 'code', 'LECrim', 'LECrim', true],
  ['el ET', 'code', 'ET', 'ET', true],
  ['la LAU', 'code', 'LAU', 'LAU', true],
  ['la LPACAP', 'code', 'LPACAP', 'LPACAP', true],
  ['el E.T.', 'code', 'E.T.', 'ET', true],
  ['ecli:es:ts:2020:1234', 'ecli', 'ecli:es:ts:2020:1234', 'ECLI:ES:TS:2020:1234', true],
  ['(ECLI:ES:TS:2020:1234).', 'ecli', 'ECLI:ES:TS:2020:1234', 'ECLI:ES:TS:2020:1234', true],
  ['ECLI:ES:APM:2021:5678A', 'ecli', 'ECLI:ES:APM:2021:5678A', 'ECLI:ES:APM:2021:5678A', true],
  ['ECLI:ES:TS:1020:1', 'ecli', 'ECLI:ES:TS:1020:1', 'ECLI:ES:TS:1020:1', false],
  ['la STS 1234/2020 declaró', 'judgment', 'STS 1234/2020', 'STS 1234/2020', true],
  ['STS núm. 1234/2020', 'judgment', 'STS núm. 1234/2020', 'STS 1234/2020', true],
  ['SAP Madrid 123/2021', 'judgment', 'SAP Madrid 123/2021', 'SAP Madrid 123/2021', true],
  ['SAP de Valencia 45/2019', 'judgment', 'SAP de Valencia 45/2019', 'SAP Valencia 45/2019', true],
  ['STS (Sala 1.ª) 456/2019', 'judgment', 'STS (Sala 1.ª) 456/2019', 'STS (Sala 1.ª) 456/2019', true],
  [
    'STS de 12 de marzo de 2020',
    'judgment',
    'STS de 12 de marzo de 2020',
    'STS de 12 de marzo de 2020',
    true,
  ],
  ['STC 31/2010', 'judgment', 'STC 31/2010', 'STC 31/2010', true],
];

/** Texts with no citation at all. */
const NONE = [
  'El importe asciende a 1902 euros.',
  'Calle Mayor 1, CP 28013 Madrid',
  'C.P. 41001 Sevilla',
  'los sindicatos CC.OO. y UGT',
  'la banda ETA',
  'Pérez et al. sostienen',
  'Leyenda 29/1994',
  'la ley aplicable',
  'ley 29 de noviembre',
  'ecli:es:ts',
  'el expediente 15/2026',
  'Art Deco',
  'el artículo anterior',
  'la STS citada',
  'LECTURA',
  'ceder el CEO',
];

describe('findCitations', () => {
  it.each(ONE)('%s', (text, kind, raw, normalised, wellFormed) => {
    const found = findCitations(text);
    expect(found).toHaveLength(1);
    const [c] = found;
    expect(c).toMatchObject({ kind, raw, normalised, wellFormed });
    expect(text.slice(c?.start, c?.end)).toBe(raw);
  });

  it.each(NONE)('finds nothing in %j', (text) => {
    expect(findCitations(text)).toEqual([]);
  });

  it('returns several citations in order, without overlaps', () => {
    const text = 'Arts. 55 y 56 ET (Real Decreto Legislativo 2/2015), la STS 1234/2020 y ecli:es:ts:2021:9.';
    expect(findCitations(text).map((c) => [c.kind, c.normalised])).toEqual([
      ['article', 'Arts. 55 y 56 ET'],
      ['law', 'Real Decreto Legislativo 2/2015'],
      ['judgment', 'STS 1234/2020'],
      ['ecli', 'ECLI:ES:TS:2021:9'],
    ]);
  });
});

describe('normaliseCitations', () => {
  it.each([
    [
      'Conforme al articulo 1902 del codigo civil y la ley 29/1994.',
      'Conforme al art. 1902 CC y la Ley 29/1994.',
    ],
    ['Véase ecli:es:ts:2020:1234 y el art 1.101 C.C.', 'Véase ECLI:ES:TS:2020:1234 y el art. 1101 CC'],
    ['Artículo 24 de la Constitución: tutela judicial.', 'Art. 24 CE: tutela judicial.'],
    ['Sin citas, 1.500 euros.', 'Sin citas, 1.500 euros.'],
    ['', ''],
  ])('%j', (text, expected) => {
    expect(normaliseCitations(text)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = normaliseCitations(
      'arts. 24 y 120 de la Constitución Española, RD 1/1995, STS núm. 12/2020',
    );
    expect(normaliseCitations(once)).toBe(once);
  });
});
