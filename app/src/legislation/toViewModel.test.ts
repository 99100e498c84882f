import { describe, expect, it } from 'vitest';
import {
  anchorFromHash,
  articlePageTitle,
  citationFor,
  currentAnchor,
  displayDate,
  importPercent,
  legislationLoaded,
  parseImport,
  parseNorms,
  parseNormWithToc,
  parseSectionPage,
  toArticleViewerNorm,
  toLawOption,
} from './toViewModel';

const lauRow = {
  document_id: 'd1',
  norm_id: 'BOE-A-1994-26003',
  title: 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos',
  short_name: 'LAU',
  rank: 'Ley',
  date: '1994-11-24',
  last_updated: '2023-05-22',
  status: 'in_force',
  in_force: true,
  source_url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003',
  attribution: 'Fuente: BOE.',
};

const lau = { title: lauRow.title, shortName: 'LAU' };

describe('parseNorms and toLawOption', () => {
  it('reads data.norms, leaves out rows without a BOE id, and labels options by short name and title', () => {
    const norms = parseNorms({
      success: true,
      data: { norms: [lauRow, { norm_id: '', title: 'x' }, { norm_id: 'BOE-A-2000-1', title: 'Ley X' }] },
    });
    expect(norms.map(toLawOption)).toEqual([
      { id: 'BOE-A-1994-26003', label: 'LAU · Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos' },
      { id: 'BOE-A-2000-1', label: 'Ley X' },
    ]);
  });
  it('throws on an answer without a norms list', () => {
    expect(() => parseNorms({ success: true, data: {} })).toThrow('Respuesta inesperada del servidor');
  });
});

describe('parseNormWithToc and toArticleViewerNorm', () => {
  it('maps the norm (date as DD/MM/YYYY) and its table of contents', () => {
    const { norm, toc } = parseNormWithToc({
      success: true,
      data: {
        norm: lauRow,
        toc: [
          { anchor: 'articulo-1', ordinal: 1, heading: 'Artículo 1. Ámbito de aplicación', article: '1' },
          { anchor: 'seccion-40', ordinal: 40, heading: 'Disposición final única', article: null },
          { ordinal: 41, heading: 'sin ancla' },
        ],
      },
    });
    expect(toArticleViewerNorm(norm)).toEqual({
      normId: 'BOE-A-1994-26003',
      title: lauRow.title,
      shortName: 'LAU',
      inForce: true,
      sourceUrl: lauRow.source_url,
      attribution: 'Fuente: BOE.',
      lastUpdated: '22/05/2023',
    });
    expect(toc).toEqual([
      { anchor: 'articulo-1', heading: 'Artículo 1. Ámbito de aplicación', article: '1' },
      { anchor: 'seccion-40', heading: 'Disposición final única', article: null },
    ]);
  });
  it('marks a repealed norm and defaults the missing fields', () => {
    const { norm } = parseNormWithToc({
      data: { norm: { norm_id: 'BOE-A-1960-1', in_force: false }, toc: [] },
    });
    expect(norm).toEqual({
      normId: 'BOE-A-1960-1',
      title: 'BOE-A-1960-1',
      shortName: null,
      inForce: false,
      sourceUrl: null,
      attribution: '',
      lastUpdated: null,
    });
  });
  it('throws without a norm or a toc', () => {
    expect(() => parseNormWithToc({ data: { toc: [] } })).toThrow();
    expect(() => parseNormWithToc({ data: { norm: lauRow } })).toThrow();
  });
});

describe('parseSectionPage', () => {
  it('reads the section (text, notes), its norm and its neighbours', () => {
    const page = parseSectionPage({
      success: true,
      data: {
        norm: lauRow,
        section: {
          anchor: 'articulo-36',
          ordinal: 40,
          heading: 'Artículo 36. Fianza',
          article: '36',
          text: '1. A la celebración…\n\n2. Durante…',
          notes: ['Se modifica por …', 3],
        },
        previous: { anchor: 'articulo-35', heading: 'Artículo 35. Resolución de pleno derecho' },
        next: null,
      },
    });
    expect(page.section).toEqual({
      anchor: 'articulo-36',
      heading: 'Artículo 36. Fianza',
      article: '36',
      text: '1. A la celebración…\n\n2. Durante…',
      notes: ['Se modifica por …'],
    });
    expect(page.previous).toEqual({
      anchor: 'articulo-35',
      heading: 'Artículo 35. Resolución de pleno derecho',
    });
    expect(page.next).toBeNull();
    expect(page.norm.shortName).toBe('LAU');
  });
});

describe('citationFor', () => {
  it.each([
    ['an article', lau, { heading: 'Artículo 36. Fianza', article: '36' }, 'art. 36 LAU'],
    ['a "bis" article', lau, { heading: 'Artículo 9 bis. X', article: '9 bis' }, 'art. 9 bis LAU'],
    [
      'an article of a norm without short name',
      { title: 'Ley 10/2022, de 14 de junio', shortName: null },
      { heading: 'Artículo 2. Objeto', article: '2' },
      'art. 2 Ley 10/2022, de 14 de junio',
    ],
    [
      'a disposition: its label, not its title',
      lau,
      { heading: 'Disposición adicional primera. Fianzas', article: null },
      'Disposición adicional primera LAU',
    ],
    ['a section with a one-word heading', lau, { heading: 'Preámbulo', article: null }, 'Preámbulo LAU'],
    ['no section yet', lau, null, 'LAU'],
  ])('%s', (_name, norm, section, expected) => {
    expect(citationFor(norm, section)).toBe(expected);
  });
  it('titles the page with the citation, else the norm', () => {
    const section = {
      anchor: 'articulo-36',
      heading: 'Artículo 36. Fianza',
      article: '36',
      text: '',
      notes: [],
    };
    expect(articlePageTitle(lau, section)).toBe('art. 36 LAU');
    expect(articlePageTitle(lau, null)).toBe('LAU');
  });
});

describe('anchorFromHash and currentAnchor', () => {
  const toc = [{ anchor: 'preambulo', heading: 'Preámbulo', article: null }];
  it.each([
    ['#articulo-36', 'articulo-36'],
    ['articulo-9-bis', 'articulo-9-bis'],
    ['#art%C3%ADculo-1', 'artículo-1'],
    ['#%E0%A4%A', '%E0%A4%A'],
    ['#', null],
    ['', null],
  ])('%s → %s', (hash, expected) => {
    expect(anchorFromHash(hash)).toBe(expected);
  });
  it('defaults to the first entry of the table of contents, null without one', () => {
    expect(currentAnchor('', toc)).toBe('preambulo');
    expect(currentAnchor('#articulo-2', toc)).toBe('articulo-2');
    expect(currentAnchor('', [])).toBeNull();
  });
});

describe('legislationLoaded', () => {
  it('is true when the capabilities count norms', () => {
    expect(legislationLoaded({ success: true, data: { legislation: { norms: 980, chunks: 1 } } })).toBe(true);
    expect(legislationLoaded({ success: true, data: { legislation: { norms: 0, chunks: 0 } } })).toBe(false);
    expect(legislationLoaded({ success: true, data: {} })).toBe(false);
    expect(legislationLoaded(undefined)).toBe(false);
  });
});

describe('displayDate', () => {
  it('shows YYYY-MM-DD as DD/MM/YYYY; leaves other text alone', () => {
    expect(displayDate('2024-11-22')).toBe('22/11/2024');
    expect(displayDate('2024-11-22T10:00:00Z')).toBe('22/11/2024');
    expect(displayDate('ayer')).toBe('ayer');
    expect(displayDate(null)).toBeNull();
  });
});

describe('parseImport and importPercent', () => {
  it('reads data.import; an unknown status is still running; negative counts are 0', () => {
    expect(
      parseImport({
        success: true,
        data: { import: { id: 'i1', status: 'running', done: 3, total: 12, message: null } },
      }),
    ).toEqual({ id: 'i1', status: 'running', done: 3, total: 12, message: null });
    expect(
      parseImport({
        data: { import: { id: 'i1', status: 'queued', done: -1, total: 'x', message: 'Hecho' } },
      }),
    ).toEqual({ id: 'i1', status: 'running', done: 0, total: 0, message: 'Hecho' });
    expect(() => parseImport({ data: {} })).toThrow();
  });
  it('is a rounded percent, capped at 100, unknown without a total', () => {
    expect(importPercent({ done: 1, total: 3 })).toBe(33);
    expect(importPercent({ done: 5, total: 3 })).toBe(100);
    expect(importPercent({ done: 0, total: 0 })).toBeNull();
  });
});
