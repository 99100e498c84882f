import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusPath, describeWithCorpus } from '../../../test/corpus.js';
import {
  chunkArticles,
  cleanHeading,
  cleanInline,
  pageText,
  parseFrontMatter,
  parseNorm,
  parseYamlScalar,
  splitText,
} from './parse.js';

describe('parseYamlScalar', () => {
  it.each([
    ['"Código Civil"', 'Código Civil'],
    ['"Ley 19/2011, \\"Araba/Álava\\""', 'Ley 19/2011, "Araba/Álava"'],
    ["'it''s'", "it's"],
    ['plain value # comment', 'plain value'],
    ['["Cuerpo A", "Cuerpo B"]', ['Cuerpo A', 'Cuerpo B']],
    ['[a, b]', ['a', 'b']],
    ['[]', []],
    ['"bad \\x escape"', 'bad x escape'],
    ['  "1290"  ', '1290'],
  ])('%s', (raw, expected) => {
    expect(parseYamlScalar(raw)).toEqual(expected);
  });
});

describe('parseFrontMatter', () => {
  it('reads key: value lines and returns the body after the block', () => {
    const fm = parseFrontMatter(
      '---\ntitle: "T"\nrank: "ley"\n# comment\n\nsubjects: ["a"]\n---\n# T\n\nTexto.\n',
    );
    expect(fm.data).toEqual({ title: 'T', rank: 'ley', subjects: ['a'] });
    expect(fm.body).toBe('# T\n\nTexto.\n');
  });

  it('handles CRLF and a BOM', () => {
    const fm = parseFrontMatter('\uFEFF---\r\nidentifier: "BOE-A-1"\r\n---\r\nCuerpo');
    expect(fm.data).toEqual({ identifier: 'BOE-A-1' });
    expect(fm.body).toBe('Cuerpo');
  });

  it('without front matter the whole text is the body', () => {
    expect(parseFrontMatter('# Ley\n\n---\n')).toEqual({ data: {}, body: '# Ley\n\n---\n' });
  });
});

describe('cleanHeading and cleanInline', () => {
  it.each([
    ['Artículo 1902.', 'Artículo 1902'],
    ['Artículo 1. Objeto de la ley.', 'Artículo 1. Objeto de la ley'],
    ['**Disposición adicional primera.**', 'Disposición adicional primera'],
    ['«Artículo 5 bis. Definiciones.»', 'Artículo 5 bis. Definiciones'],
  ])('heading %s', (raw, expected) => {
    expect(cleanHeading(raw)).toBe(expected);
  });

  it.each([
    [
      '<small>Se modifica por el art. 4.1. [Ref. BOE-A-2019-15790#a4](https://www.boe.es/buscar/doc.php?id=BOE-A-2019-15790)</small>',
      'Se modifica por el art. 4.1. Ref. BOE-A-2019-15790#a4',
    ],
    ['B<sub>r</sub> = Base reguladora.', 'Br = Base reguladora.'],
    ['**JUAN CARLOS**', 'JUAN CARLOS'],
    ['transmisión <mortis causa> a la', 'transmisión <mortis causa> a la'],
    ['a  &quot;b&quot;', 'a "b"'],
  ])('inline %s', (raw, expected) => {
    expect(cleanInline(raw)).toBe(expected);
  });
});

describe('parseNorm on a synthetic norm', () => {
  const md = [
    '---',
    'title: "Ley 1/2099, de prueba"',
    'identifier: "BOE-A-2099-1"',
    'rank: "ley"',
    'publication_date: "2099-01-02"',
    'last_updated: "2099-03-04"',
    'status: "in_force"',
    'source: "https://www.boe.es/eli/es/l/2099/01/01/1"',
    '---',
    '# Ley 1/2099, de prueba',
    '',
    '### FELIPE VI',
    '',
    '### PREÁMBULO',
    '',
    '### I',
    '',
    'Primer motivo.',
    '',
    '### II',
    '',
    'Segundo motivo.',
    '',
    '## TÍTULO I. Disposiciones generales',
    '',
    '##### Artículo 1. Objeto.',
    '',
    '1. Esta ley regula **algo**.',
    '',
    '> <small>Se modifica por la Ley 2/2100. [Ref. BOE-A-2100-1](https://www.boe.es/buscar/doc.php?id=BOE-A-2100-1)</small>',
    '',
    '| Año | Tipo |',
    '| --- | --- |',
    '| 2033 | 0,10% |',
    '',
    '##### Artículo 2.',
    '',
    '> <small>Se deroga por la Ley 3/2100.</small>',
    '',
    '##### Disposición final única. Entrada en vigor.',
    '',
    'Esta ley entra en vigor mañana.',
    '',
  ].join('\n');
  const norm = parseNorm(md);

  it('reads the metadata', () => {
    expect(norm.meta).toEqual({
      normId: 'BOE-A-2099-1',
      title: 'Ley 1/2099, de prueba',
      rank: 'ley',
      date: '2099-01-02',
      lastUpdated: '2099-03-04',
      status: 'in_force',
      eli: 'https://www.boe.es/eli/es/l/2099/01/01/1',
      url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2099-1',
      department: null,
    });
  });

  it('gives one article per section with text, notes apart, division headings inline', () => {
    expect(norm.articles).toEqual([
      {
        heading: 'PREÁMBULO',
        text: 'I\n\nPrimer motivo.\n\nII\n\nSegundo motivo.',
        notes: [],
        ordinal: 1,
        context: [],
      },
      {
        heading: 'Artículo 1. Objeto',
        text: '1. Esta ley regula algo.\n\nAño | Tipo\n2033 | 0,10%',
        notes: ['Se modifica por la Ley 2/2100. Ref. BOE-A-2100-1'],
        ordinal: 2,
        context: ['TÍTULO I. Disposiciones generales'],
      },
      {
        heading: 'Artículo 2',
        text: '',
        notes: ['Se deroga por la Ley 3/2100.'],
        ordinal: 3,
        context: ['TÍTULO I. Disposiciones generales'],
      },
      {
        heading: 'Disposición final única. Entrada en vigor',
        text: 'Esta ley entra en vigor mañana.',
        notes: [],
        ordinal: 4,
        context: ['TÍTULO I. Disposiciones generales'],
      },
    ]);
  });

  it('keeps the structural headings above each article, outermost first, closed by depth', () => {
    const n = parseNorm(
      [
        '# Código',
        '## LIBRO I',
        '### TÍTULO XVIII. De la prescripción',
        '#### CAPÍTULO III. De la prescripción de las acciones',
        '##### Artículo 1964.',
        'Las acciones personales prescriben a los cinco años.',
        '### TÍTULO XIX. Otro',
        '##### Artículo 1976.',
        'Texto.',
        '##### Disposición final primera.',
        'Texto final.',
      ].join('\n'),
    );
    expect(n.articles.map((a) => [a.heading, a.context])).toEqual([
      [
        'Artículo 1964',
        ['LIBRO I', 'TÍTULO XVIII. De la prescripción', 'CAPÍTULO III. De la prescripción de las acciones'],
      ],
      ['Artículo 1976', ['LIBRO I', 'TÍTULO XIX. Otro']],
      ['Disposición final primera', ['LIBRO I', 'TÍTULO XIX. Otro']],
    ]);
    expect(chunkArticles(n.articles)[0]?.context).toBe(
      'LIBRO I › TÍTULO XVIII. De la prescripción › CAPÍTULO III. De la prescripción de las acciones',
    );
  });

  it('chunks articles with text only, keeping heading and page', () => {
    expect(chunkArticles(norm.articles).map((c) => [c.ordinal, c.heading, c.page])).toEqual([
      [0, 'PREÁMBULO', 1],
      [1, 'Artículo 1. Objeto', 2],
      [2, 'Disposición final única. Entrada en vigor', 4],
    ]);
  });

  it('page text is heading, body and notes', () => {
    expect(pageText(norm.articles[2]!)).toBe('Artículo 2\n\nSe deroga por la Ley 3/2100.');
  });

  it('falls back to the caller id and the first heading without front matter', () => {
    const bare = parseNorm('# Ley antigua\n\nTexto sin artículos.\n', { fallbackId: 'BOE-A-1900-1' });
    expect(bare.meta.normId).toBe('BOE-A-1900-1');
    expect(bare.meta.title).toBe('Ley antigua');
    expect(bare.meta.rank).toBeNull();
    expect(bare.articles).toEqual([
      { heading: 'Ley antigua', text: 'Texto sin artículos.', notes: [], ordinal: 1, context: [] },
    ]);
  });

  it('text before any heading belongs to the title', () => {
    const n = parseNorm('---\ntitle: "T"\n---\nPreámbulo suelto.\n');
    expect(n.articles).toEqual([
      { heading: 'T', text: 'Preámbulo suelto.', notes: [], ordinal: 1, context: [] },
    ]);
  });
});

describe('splitText', () => {
  const para = (n: number, ch: string) => `${ch.repeat(n - 1)}.`;

  it.each([
    ['short text stays whole', 'uno\n\ndos', 100, ['uno\n\ndos']],
    ['empty gives nothing', '  \n\n ', 100, []],
    ['splits on paragraphs', `${para(60, 'a')}\n\n${para(60, 'b')}`, 100, [para(60, 'a'), para(60, 'b')]],
    [
      'packs paragraphs up to the limit',
      `${para(30, 'a')}\n\n${para(30, 'b')}\n\n${para(60, 'c')}`,
      100,
      [`${para(30, 'a')}\n\n${para(30, 'b')}`, para(60, 'c')],
    ],
    [
      'a long paragraph is cut after sentences',
      `${para(60, 'a')} ${para(60, 'b')}`,
      100,
      [para(60, 'a'), para(60, 'b')],
    ],
  ])('%s', (_name, text, max, expected) => {
    expect(splitText(text, max)).toEqual(expected);
  });

  it('never exceeds the limit, even for one endless sentence', () => {
    const words = Array.from({ length: 500 }, (_, i) => `palabra${i}`).join(' ');
    const pieces = splitText(words, 200);
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect(p.length).toBeLessThanOrEqual(200);
    expect(pieces.join(' ')).toBe(words);
    expect(splitText('x'.repeat(450), 200)).toEqual(['x'.repeat(200), 'x'.repeat(200), 'x'.repeat(50)]);
  });
});

describeWithCorpus('parseNorm on legalize-es-core', ['legalize-es-core'], () => {
  const cases = [
    {
      file: 'BOE-A-1889-4763.md',
      normId: 'BOE-A-1889-4763',
      title: /Código Civil/,
      rank: 'real_decreto',
      date: '1889-07-25',
      heading: 'Artículo 1902',
      contains: 'culpa o negligencia',
      minArticles: 1900,
    },
    {
      file: 'BOE-A-2000-323.md',
      normId: 'BOE-A-2000-323',
      title: /Enjuiciamiento Civil/,
      rank: 'ley',
      date: '2000-01-08',
      heading: 'Artículo 399. La demanda y su contenido',
      contains: 'El juicio principiará por demanda',
      minArticles: 800,
    },
    {
      file: 'BOE-A-1995-25444.md',
      normId: 'BOE-A-1995-25444',
      title: /Código Penal/,
      rank: 'ley_organica',
      date: '1995-11-24',
      heading: 'Artículo 138',
      contains: 'reo de homicidio',
      minArticles: 600,
    },
    {
      file: 'BOE-A-1978-31229.md',
      normId: 'BOE-A-1978-31229',
      title: /^Constitución Española$/,
      rank: 'constitucion',
      date: '1978-12-29',
      heading: 'Artículo 24',
      contains: 'tutela efectiva de los jueces y tribunales',
      minArticles: 169,
    },
    {
      file: 'BOE-A-2015-11430.md',
      normId: 'BOE-A-2015-11430',
      title: /Estatuto de los Trabajadores/,
      rank: 'real_decreto_legislativo',
      date: '2015-10-24',
      heading: 'Artículo 56. Despido improcedente',
      contains: 'treinta y tres días de salario',
      minArticles: 90,
    },
  ];

  it.each(cases)('$file: metadata, $heading', (c) => {
    const norm = parseNorm(readFileSync(corpusPath('legalize-es-core', 'es', c.file), 'utf8'));
    expect(norm.meta.normId).toBe(c.normId);
    expect(norm.meta.title).toMatch(c.title);
    expect(norm.meta.rank).toBe(c.rank);
    expect(norm.meta.date).toBe(c.date);
    expect(norm.meta.status).toBe('in_force');
    expect(norm.meta.eli).toMatch(/^https:\/\/www\.boe\.es\/eli\/es\//);
    expect(norm.meta.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(norm.articles.length).toBeGreaterThanOrEqual(c.minArticles);
    const article = norm.articles.find((a) => a.heading === c.heading);
    expect(article?.text).toContain(c.contains);
    // Ordinals are the page numbers 1..n; no heading is empty; notes never leak into the text.
    expect(norm.articles.map((a) => a.ordinal)).toEqual(norm.articles.map((_, i) => i + 1));
    for (const a of norm.articles) {
      expect(a.heading).not.toBe('');
      expect(a.text).not.toContain('<small>');
      expect(a.text).not.toMatch(/^>/m);
    }
    for (const chunk of chunkArticles(norm.articles)) expect(chunk.text.length).toBeLessThanOrEqual(2000);
  });

  it('Código Civil: art. 1902 is one chunk with its heading, on its own page', () => {
    const norm = parseNorm(readFileSync(corpusPath('legalize-es-core', 'es', 'BOE-A-1889-4763.md'), 'utf8'));
    const art = norm.articles.find((a) => a.heading === 'Artículo 1902')!;
    expect(art.text).toBe(
      'El que por acción u omisión causa daño a otro, interviniendo culpa o negligencia, está obligado a reparar el daño causado.',
    );
    const chunks = chunkArticles(norm.articles).filter((c) => c.page === art.ordinal);
    expect(chunks).toEqual([expect.objectContaining({ heading: 'Artículo 1902', text: art.text })]);
  });

  it('a long article is split into several chunks, each with the article heading', () => {
    const norm = parseNorm(readFileSync(corpusPath('legalize-es-core', 'es', 'BOE-A-2000-323.md'), 'utf8'));
    const chunks = chunkArticles(norm.articles);
    const byPage = new Map<number, typeof chunks>();
    for (const c of chunks) byPage.set(c.page, [...(byPage.get(c.page) ?? []), c]);
    const split = [...byPage.values()].find((cs) => cs.length > 1)!;
    expect(split).toBeDefined();
    expect(new Set(split.map((c) => c.heading)).size).toBe(1);
    const article = norm.articles.find((a) => a.ordinal === split[0]!.page)!;
    expect(
      split
        .map((c) => c.text)
        .join('\n\n')
        .replace(/\s+/g, ' '),
    ).toBe(article.text.replace(/\s+/g, ' '));
  });
});
