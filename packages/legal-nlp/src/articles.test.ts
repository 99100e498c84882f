import { describe, expect, it } from 'vitest';
import {
  articleAnchor,
  articleKey,
  articleKeyFromAnchor,
  articleKeyFromHeading,
  spanishNumber,
} from './articles.js';

describe('spanishNumber', () => {
  it.each([
    ['veintiuno', 21],
    ['treinta y dos', 32],
    ['doscientos ochenta y uno', 281],
    ['ciento uno', 101],
    ['mil novecientos dos', 1902],
    ['primero', 1],
    ['décimo', 10],
    ['decimotercero', 13],
    ['vigésimo primero', 21],
    ['único', 1],
    ['Diecisiete', 17],
    ['dieciséis', 16],
  ])('%s → %i', (words, n) => expect(spanishNumber(words)).toBe(n));

  it.each(['fianza', '', 'y', 'uno dos objeto'])('%j is not a number', (w) =>
    expect(spanishNumber(w)).toBeNull(),
  );
});

describe('articleKey', () => {
  it.each([
    ['1902', '1902'],
    ['9 bis', '9 bis'],
    ['9bis', '9 bis'],
    ['1.º', '1'],
    ['01', '1'],
    ['veintiuno', '21'],
    ['Primero', '1'],
    ['treinta y dos bis', '32 bis'],
    ['36.', '36'],
  ])('%j → %j', (written, key) => expect(articleKey(written)).toBe(key));

  it.each(['fianza', '9 foo', ''])('%j → null', (w) => expect(articleKey(w)).toBeNull());
});

describe('articleKeyFromHeading', () => {
  it.each([
    ['Artículo 36. Fianza', '36'],
    ['Artículo 1902', '1902'],
    ['Art. 1', '1'],
    ['Art. 1.', '1'],
    ['Artículo 9 bis. Ámbito de aplicación', '9 bis'],
    ['Artículo\u00a021. Obligación de resolver', '21'],
    ['Artículo veintiuno', '21'],
    ['Artículo primero. Objeto', '1'],
    ['Artículo doscientos ochenta y uno', '281'],
    ['Artículo 1.º Objeto de la ley', '1'],
    ['Artículo 5 Plazos', '5'],
    ['Artículo único', '1'],
    ['Artículo 20. **(Derogado)**', '20'],
  ])('%j → %j', (heading, key) => expect(articleKeyFromHeading(heading)).toBe(key));

  it.each(['Disposición adicional primera', 'PREÁMBULO', 'TÍTULO I', '', null, undefined])(
    '%j is not an article',
    (heading) => expect(articleKeyFromHeading(heading)).toBeNull(),
  );
});

describe('anchors', () => {
  it('round-trips a key through its URL fragment', () => {
    expect(articleAnchor('9 bis')).toBe('articulo-9-bis');
    expect(articleKeyFromAnchor('#articulo-9-bis')).toBe('9 bis');
    expect(articleKeyFromAnchor('articulo-1902')).toBe('1902');
    expect(articleKeyFromAnchor('seccion-3')).toBeNull();
  });
});
