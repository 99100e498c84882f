import { describe, expect, it } from 'vitest';
import { citationHref, citationLinks, findCitationLinks } from './citationLinks';

const CC = 'BOE-A-1889-4763';
const LAU = 'BOE-A-1994-26003';

/** The linked text and href of each link. */
const linked = (text: string) =>
  findCitationLinks(text).map((l) => [text.slice(l.start, l.end), l.href, l.label] as const);

describe('citationHref', () => {
  it.each([
    [CC, '1902', `/search/norma/${CC}#articulo-1902`],
    [LAU, '9 bis', `/search/norma/${LAU}#articulo-9-bis`],
    [LAU, null, `/search/norma/${LAU}`],
  ])('%s art. %s → %s', (normId, article, href) => {
    expect(citationHref(normId, article)).toBe(href);
  });
});

describe('findCitationLinks', () => {
  it.each<[string, [string, string, string][]]>([
    [
      'Responde según el artículo 1902 del Código Civil.',
      [['artículo 1902 del Código Civil', `/search/norma/${CC}#articulo-1902`, 'CC, artículo 1902']],
    ],
    [
      'La fianza (art. 36 LAU) es obligatoria.',
      [['art. 36 LAU', `/search/norma/${LAU}#articulo-36`, 'LAU, artículo 36']],
    ],
    ['Conforme a la Ley 29/1994, de 24 de noviembre.', [['Ley 29/1994', `/search/norma/${LAU}`, 'LAU']]],
    [
      'Los arts. 9 y 10 LAU regulan la duración.',
      [['arts. 9 y 10 LAU', `/search/norma/${LAU}#articulo-9`, 'LAU, artículo 9']],
    ],
    [
      'Artículo 9 bis de la LAU y 1902 CC.',
      [
        ['Artículo 9 bis de la LAU', `/search/norma/${LAU}#articulo-9-bis`, 'LAU, artículo 9 bis'],
        ['1902 CC', `/search/norma/${CC}#articulo-1902`, 'CC, artículo 1902'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(linked(text)).toEqual(expected);
  });

  it.each([
    ['an article without its norm', 'Según el artículo 5, el plazo es de un mes.'],
    ['an unknown numbered law', 'La Ley 3/2099 no existe.'],
    ['lower-case abbreviations', 'cc: el arrendador'],
    ['no citation', 'El arrendatario entregó las llaves el 3 de marzo.'],
  ])('links nothing for %s', (_, text) => {
    expect(findCitationLinks(text)).toEqual([]);
  });

  it('gives ranges of the text it was given', () => {
    const text = 'Primero.\nSegundo: art. 1902 CC.\n';
    const [link] = findCitationLinks(text);
    expect(text.slice(link!.start, link!.end)).toBe('art. 1902 CC');
  });
});

describe('citationLinks', () => {
  it('returns the same links as findCitationLinks, the same array for the same text', () => {
    const text = 'Fianza del art. 36 LAU.';
    expect(citationLinks(text)).toEqual(findCitationLinks(text));
    expect(citationLinks(text)).toBe(citationLinks(text));
  });
});
