import { describe, expect, it } from 'vitest';
import { readSearchUrl, searchUrlParams } from './urlState';

describe('readSearchUrl', () => {
  it('reads the question and filters; defaults for what is missing or unknown', () => {
    expect(readSearchUrl(new URLSearchParams(''))).toEqual({
      query: '',
      scope: 'all',
      caseId: null,
      lawId: null,
    });
    expect(
      readSearchUrl(new URLSearchParams('q=fianza+del+alquiler&ambito=caso&caso=c1&norma=BOE-A-1994-26003')),
    ).toEqual({ query: 'fianza del alquiler', scope: 'caso', caseId: 'c1', lawId: 'BOE-A-1994-26003' });
    expect(readSearchUrl(new URLSearchParams('ambito=jurisprudencia&norma=%20')).scope).toBe('all');
    expect(readSearchUrl(new URLSearchParams('norma=%20')).lawId).toBeNull();
  });
});

describe('searchUrlParams', () => {
  it('writes only what differs from the defaults, and round-trips', () => {
    expect(searchUrlParams({ query: '  ', scope: 'all', caseId: null, lawId: null }).toString()).toBe('');
    const state = {
      query: 'art. 1902 CC',
      scope: 'legislacion',
      caseId: null,
      lawId: 'BOE-A-1889-4763',
    } as const;
    expect(readSearchUrl(searchUrlParams(state))).toEqual(state);
  });
  it('keeps the case only for the case scope', () => {
    expect(searchUrlParams({ query: 'x', scope: 'documentos', caseId: 'c1', lawId: null }).has('caso')).toBe(
      false,
    );
    expect(searchUrlParams({ query: 'x', scope: 'caso', caseId: 'c1', lawId: null }).get('caso')).toBe('c1');
  });
});
