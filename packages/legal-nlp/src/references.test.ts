import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusPath, describeWithCorpus } from '../../server/test/corpus.js';
import { findCitations } from './citations.js';
import { findLegalReferences, LEGAL_CODES, normAbbreviation, type LegalReference } from './references.js';

const LAU = 'BOE-A-1994-26003';
const CC = 'BOE-A-1889-4763';

type Expected = Pick<LegalReference, 'normId' | 'article' | 'abbr'> & {
  lawNumber?: LegalReference['lawNumber'];
};

/** [query, the references expected, in order]. */
const CASES: Array<[string, Expected[]]> = [
  ['art. 1902 CC', [{ normId: CC, article: '1902', abbr: 'CC' }]],
  ['artículo 1902 del Código Civil', [{ normId: CC, article: '1902', abbr: 'CC' }]],
  ['Art 1902 CC', [{ normId: CC, article: '1902', abbr: 'CC' }]],
  ['1902 CC', [{ normId: CC, article: '1902', abbr: 'CC' }]],
  ['art. 1.902 CC', [{ normId: CC, article: '1902', abbr: 'CC' }]],
  ['9 LAU', [{ normId: LAU, article: '9', abbr: 'LAU' }]],
  ['artículo 9 de la LAU', [{ normId: LAU, article: '9', abbr: 'LAU' }]],
  [
    'arts. 9 y 10 LAU',
    [
      { normId: LAU, article: '9', abbr: 'LAU' },
      { normId: LAU, article: '10', abbr: 'LAU' },
    ],
  ],
  [
    'LO 3/2018 art. 17',
    [
      {
        normId: 'BOE-A-2018-16673',
        article: '17',
        abbr: 'LOPDGDD',
        lawNumber: { kind: 'ley orgánica', number: '3', year: '2018' },
      },
    ],
  ],
  [
    'art. 17 LO 3/2018',
    [
      {
        normId: 'BOE-A-2018-16673',
        article: '17',
        abbr: 'LOPDGDD',
        lawNumber: { kind: 'ley orgánica', number: '3', year: '2018' },
      },
    ],
  ],
  [
    'Ley 29/1994',
    [{ normId: LAU, article: null, abbr: 'LAU', lawNumber: { kind: 'ley', number: '29', year: '1994' } }],
  ],
  [
    'ley 29/1994 artículo 36',
    [{ normId: LAU, article: '36', abbr: 'LAU', lawNumber: { kind: 'ley', number: '29', year: '1994' } }],
  ],
  [
    'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos',
    [{ normId: LAU, article: null, abbr: 'LAU', lawNumber: { kind: 'ley', number: '29', year: '1994' } }],
  ],
  ['BOE-A-1994-26003', [{ normId: LAU, article: null, abbr: 'LAU', lawNumber: null }]],
  ['BOE-A-1994-26003 art. 36', [{ normId: LAU, article: '36', abbr: 'LAU', lawNumber: null }]],
  ['boe-a-1994-26003', [{ normId: LAU, article: null, abbr: 'LAU' }]],
  ['BOE-A-2021-1234', [{ normId: 'BOE-A-2021-1234', article: null, abbr: null }]],
  [
    'artículo veintiuno de la Ley de Propiedad Horizontal',
    [{ normId: 'BOE-A-1960-10906', article: '21', abbr: 'LPH' }],
  ],
  ['artículo primero LPH', [{ normId: 'BOE-A-1960-10906', article: '1', abbr: 'LPH' }]],
  [
    'artículo doscientos ochenta y uno bis del código penal',
    [{ normId: 'BOE-A-1995-25444', article: '281 bis', abbr: 'CP' }],
  ],
  [
    'arts. veinte y veintiuno LPH',
    [
      { normId: 'BOE-A-1960-10906', article: '20', abbr: 'LPH' },
      { normId: 'BOE-A-1960-10906', article: '21', abbr: 'LPH' },
    ],
  ],
  ['art. 9 bis LEC', [{ normId: 'BOE-A-2000-323', article: '9 bis', abbr: 'LEC' }]],
  ['art. 24.1 CE', [{ normId: 'BOE-A-1978-31229', article: '24', abbr: 'CE' }]],
  ['art. 1.º LPH', [{ normId: 'BOE-A-1960-10906', article: '1', abbr: 'LPH' }]],
  ['artículo 14 de la Constitución', [{ normId: 'BOE-A-1978-31229', article: '14', abbr: 'CE' }]],
  ['estatuto de los trabajadores', [{ normId: 'BOE-A-2015-11430', article: null, abbr: 'ET' }]],
  ['qué dice el código civil sobre la usucapión', [{ normId: CC, article: null, abbr: 'CC' }]],
  ['codigo civil', [{ normId: CC, article: null, abbr: 'CC' }]],
  [
    'RDL 2/2015',
    [
      {
        normId: 'BOE-A-2015-11430',
        article: null,
        abbr: 'ET',
        lawNumber: { kind: 'real decreto legislativo', number: '2', year: '2015' },
      },
    ],
  ],
  [
    'Real Decreto Legislativo 1/2010',
    [
      {
        normId: 'BOE-A-2010-10544',
        article: null,
        abbr: 'LSC',
        lawNumber: { kind: 'real decreto legislativo', number: '1', year: '2010' },
      },
    ],
  ],
  [
    'art. 3 de la Ley 7/2021',
    [{ normId: null, article: '3', abbr: null, lawNumber: { kind: 'ley', number: '7', year: '2021' } }],
  ],
  [
    'Real Decreto 1/1995',
    [
      {
        normId: null,
        article: null,
        abbr: null,
        lawNumber: { kind: 'real decreto', number: '1', year: '1995' },
      },
    ],
  ],
  [
    'Real Decreto-ley 7/2019',
    [
      {
        normId: null,
        article: null,
        abbr: null,
        lawNumber: { kind: 'real decreto-ley', number: '7', year: '2019' },
      },
    ],
  ],
  [
    'Ley 29/94',
    [{ normId: LAU, article: null, abbr: 'LAU', lawNumber: { kind: 'ley', number: '29', year: '1994' } }],
  ],
  [
    'Decreto 123/2005',
    [
      {
        normId: null,
        article: null,
        abbr: null,
        lawNumber: { kind: 'decreto', number: '123', year: '2005' },
      },
    ],
  ],
  [
    'Orden HFP/1234/2020',
    [
      {
        normId: null,
        article: null,
        abbr: null,
        lawNumber: { kind: 'orden', number: 'HFP/1234', year: '2020' },
      },
    ],
  ],
  ['el artículo 5', [{ normId: null, article: '5', abbr: null, lawNumber: null }]],
  ['Ley Concursal', [{ normId: 'BOE-A-2020-4859', article: null, abbr: 'TRLC' }]],
  ['ley de vivienda', [{ normId: 'BOE-A-2023-12203', article: null, abbr: 'LDV' }]],
  [
    'Ley General para la Defensa de los Consumidores y Usuarios',
    [{ normId: 'BOE-A-2007-20555', article: null, abbr: 'TRLGDCU' }],
  ],
  [
    'art. 25 ley de la jurisdicción contencioso-administrativa',
    [{ normId: 'BOE-A-1998-16718', article: '25', abbr: 'LJCA' }],
  ],
  [
    'art. 1902 CC y art. 24 CE',
    [
      { normId: CC, article: '1902', abbr: 'CC' },
      { normId: 'BOE-A-1978-31229', article: '24', abbr: 'CE' },
    ],
  ],
  ['art. 5 RH', [{ normId: 'BOE-A-1947-3843', article: '5', abbr: 'RH' }]],
];

/** Queries with no reference at all. */
const NONE = [
  'CP 28001',
  'C.P. 41001 Sevilla',
  'la ley',
  'un artículo',
  'en el 2020',
  'con cc a mi jefe',
  'departamento de RH',
  'cuánto puede pedir el casero de fianza',
  'despido en 2020 por 30 días',
  'el expediente 15/2026',
  'Art Deco',
  'LECTURA del ceo',
  '',
];

describe('findLegalReferences', () => {
  it.each(CASES)('%s', (query, expected) => {
    const refs = findLegalReferences(query);
    expect(refs.map(({ normId, article, abbr }) => ({ normId, article, abbr }))).toEqual(
      expected.map(({ normId, article, abbr }) => ({ normId, article, abbr })),
    );
    expected.forEach((e, i) => {
      if (e.lawNumber !== undefined) expect(refs[i]?.lawNumber).toEqual(e.lawNumber);
    });
  });

  it.each(NONE)('finds nothing in %j', (query) => {
    expect(findLegalReferences(query)).toEqual([]);
  });

  it('gives the span of each reference, so the rest is free text', () => {
    const query = 'fianza art. 36 de la LAU y el código civil sobre la usucapión';
    const refs = findLegalReferences(query);
    expect(refs.map((r) => query.slice(r.start, r.end))).toEqual(['art. 36 de la LAU', 'código civil']);
    const list = findLegalReferences('plazo arts. 9 y 10 LAU');
    expect(list.map((r) => [r.start, r.end])).toEqual([
      [6, 22],
      [6, 22],
    ]);
  });

  it('leaves "el ET de la película" as the Estatuto or nothing, never another norm', () => {
    const refs = findLegalReferences('el ET de la película');
    expect(refs.every((r) => r.normId === 'BOE-A-2015-11430')).toBe(true);
  });
});

describe('every abbreviation and name of LEGAL_CODES', () => {
  const abbreviations = LEGAL_CODES.flatMap((c) => c.abbreviations.map((a) => [a, c] as const));
  it.each(
    abbreviations.flatMap(([a, c]) =>
      [`art. 5 ${a}`, `5 ${a}`, `artículo 5 de la ${a}`].map((q) => [q, c] as const),
    ),
  )('%s', (query, code) => {
    expect(findLegalReferences(query)).toEqual([
      { normId: code.normId, lawNumber: null, article: '5', abbr: code.abbr, start: 0, end: query.length },
    ]);
  });

  const names = LEGAL_CODES.flatMap((c) => c.names.map((n) => [n, c] as const));
  it.each(names)('%s', (name, code) => {
    const folded = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    for (const query of [`art. 5 del ${name}`, `artículo 5 de la ${folded}`]) {
      expect(findLegalReferences(query), query).toEqual([
        { normId: code.normId, lawNumber: null, article: '5', abbr: code.abbr, start: 0, end: query.length },
      ]);
    }
    expect(findLegalReferences(folded)).toEqual([
      { normId: code.normId, lawNumber: null, article: null, abbr: code.abbr, start: 0, end: folded.length },
    ]);
  });

  it.each(LEGAL_CODES.filter((c) => c.law !== null))('$abbr by number', (code) => {
    const query = `art. 5 de la ${code.law?.key}`;
    expect(findLegalReferences(query)).toMatchObject([
      { normId: code.normId, article: '5', abbr: code.abbr },
    ]);
  });

  it('has one row per norm and abbreviation', () => {
    const ids = LEGAL_CODES.map((c) => c.normId);
    expect(new Set(ids).size).toBe(ids.length);
    const written = LEGAL_CODES.flatMap((c) => c.abbreviations);
    expect(new Set(written).size).toBe(written.length);
  });

  it.each([
    'CE',
    'CC',
    'LEC',
    'CP',
    'LECrim',
    'ET',
    'LAU',
    'LPH',
    'LH',
    'RH',
    'LGSS',
    'LRJS',
    'LJCA',
    'LGT',
    'LSC',
    'CCom',
    'TRLGDCU',
    'LGDCU',
    'LOPJ',
    'LOPDGDD',
    'LOPD',
    'LPAC',
    'LPACAP',
    'LRJSP',
    'TRLC',
    'LPI',
    'TRLPI',
  ])('knows %s', (abbr) => {
    expect(LEGAL_CODES.some((c) => c.abbreviations.includes(abbr))).toBe(true);
  });
});

describe('normAbbreviation', () => {
  it.each([
    ['BOE-A-1994-26003', 'LAU'],
    ['BOE-A-1946-2453', 'LH'],
    ['BOE-A-1947-3843', 'RH'],
    ['BOE-A-2015-10565', 'LPACAP'],
    ['boe-a-1889-4763', 'CC'],
    ['BOE-A-2021-1234', null],
    ['', null],
  ])('%s → %s', (id, abbr) => {
    expect(normAbbreviation(id)).toBe(abbr);
  });
});

describe('findCitations with the whole table', () => {
  it.each([
    ['art. 17 de la Ley Orgánica 3/2018', 'art. 17 LOPDGDD'],
    ['art. 5 del Reglamento Hipotecario', 'art. 5 RH'],
    ['art. 348 LSC', 'art. 348 LSC'],
    ['art. 21 de la ley de propiedad horizontal', 'art. 21 LPH'],
  ])('%s → %s', (text, normalised) => {
    expect(findCitations(text).map((c) => c.normalised)).toEqual([normalised]);
  });

  it('does not take "RH" alone for the Reglamento Hipotecario', () => {
    expect(findCitations('el departamento de RH')).toEqual([]);
  });
});

describeWithCorpus('LEGAL_CODES against the core laws of the corpus', ['legalize-es-core/es'], () => {
  const dir = corpusPath('legalize-es-core', 'es');
  const titles = new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => {
        const title = /^title:\s*"(.*)"$/m.exec(readFileSync(`${dir}/${f}`, 'utf8'))?.[1] ?? '';
        return [f.replace(/\.md$/, ''), title] as const;
      }),
  );

  it('covers every core law', () => {
    expect([...titles.keys()].filter((id) => normAbbreviation(id) === null)).toEqual([]);
  });

  it.each(LEGAL_CODES.map((c) => [c.abbr, c] as const))(
    "%s: its BOE id, number and title are the norm's",
    (_, code) => {
      const title = titles.get(code.normId);
      expect(title, code.normId).toBeDefined();
      if (code.law) expect(title?.startsWith(`${code.law.key}, de `)).toBe(true);
      if (code.law) expect(title).toContain(`, ${code.law.title}`);
      else expect(title).not.toMatch(/^(Ley|Real Decreto Legislativo) \d+\/\d{4}/);
    },
  );
});

describe('the fields of the specialised codes (LegalCode.domain)', () => {
  const specialised = LEGAL_CODES.filter((c) => c.domain !== undefined);

  it('are given for some codes, none of them a code of procedure (those have their own rule)', () => {
    expect(specialised.map((c) => c.abbr)).toEqual(expect.arrayContaining(['LGT', 'TRLC', 'CP']));
    expect(specialised.filter((c) => c.procedural)).toEqual([]);
  });

  it.each(specialised.map((c) => [c.abbr, c.domain ?? []] as const))(
    '%s: folded words, each once',
    (_abbr, words) => {
      expect(words.length).toBeGreaterThan(3);
      for (const w of words) expect(w).toMatch(/^[a-zñ]+$/);
      expect(new Set(words).size).toBe(words.length);
    },
  );
});
