import { describe, expect, it } from 'vitest';
import { emptyCounts, readBio, scoreBio, summarise } from './bio.js';

/** A hand-written BIO file in the MAPA style (CRLF, determiner inside the date). */
const MAPA = [
  'El B-DATE',
  '4 I-DATE',
  'de I-DATE',
  'mayo I-DATE',
  'de I-DATE',
  '2021 I-DATE',
  ', O',
  'el O',
  'Sr B-PER',
  '. I-PER',
  'Juan I-PER',
  'Soler I-PER',
  'pagó O',
  '1 B-QUANTITY',
  '. I-QUANTITY',
  '500 I-QUANTITY',
  'coronas B-CURRENCY',
  'suecas I-CURRENCY',
  'en O',
  'Sevilla B-LOC',
  '. O',
  '',
  'Demanda O',
  '( O',
  'no O',
  '12345 B-CODE',
  '/ I-CODE',
  '08 I-CODE',
  ') O',
  'de O',
  'Acme B-LEGAL_PROFESSIONAL',
  '. O',
].join('\r\n');

describe('BIO scoring', () => {
  it('rebuilds readable text with token offsets', () => {
    const doc = readBio(MAPA);
    expect(doc.scheme).toBe('mapa');
    expect(doc.text).toBe(
      'El 4 de mayo de 2021, el Sr. Juan Soler pagó 1.500 coronas suecas en Sevilla.\n\nDemanda (no 12345/08) de Acme.',
    );
    for (const t of doc.tokens) expect(doc.text.slice(t.start, t.end)).toBe(t.token);
  });

  it('scores exact spans per label: money as quantity + currency, the determiner left out', () => {
    const s = summarise(scoreBio(MAPA));
    expect(s.labels.DATE).toMatchObject({ tp: 1, fp: 0, fn: 0 });
    expect(s.labels.PER).toMatchObject({ tp: 1, fp: 0, fn: 0 });
    expect(s.labels.MONEY).toMatchObject({ tp: 1, fp: 0, fn: 0 });
    expect(s.labels.LOC).toMatchObject({ tp: 1, fp: 0, fn: 0 });
    expect(s.labels.CODE).toMatchObject({ tp: 1, fp: 0, fn: 0 });
    expect(s.micro.f1).toBe(1);
  });

  it('reads the TAB scheme: DATETIME is DATE, a quantity naming a currency is MONEY', () => {
    const tab = [
      'Pagó O',
      '300 B-QUANTITY',
      'libras I-QUANTITY',
      'el O',
      '3 B-DATETIME',
      'de I-DATETIME',
      'mayo I-DATETIME',
      'de I-DATETIME',
      '2020 I-DATETIME',
      'a O',
      'dos B-DEM',
      'vecinos I-DEM',
    ].join('\n');
    expect(readBio(tab).scheme).toBe('tab');
    const s = summarise(scoreBio(tab, emptyCounts()));
    expect(s.labels.MONEY).toMatchObject({ tp: 1, fp: 0, fn: 0 });
    expect(s.labels.DATE).toMatchObject({ tp: 1, fp: 0, fn: 0 });
  });

  it('counts a wrong span as a false positive and a miss', () => {
    const wrong = ['Vive O', 'en O', 'Nueva O', 'Jersey B-LOC', 'Central O', '. O'].join('\n');
    const s = summarise(scoreBio(wrong));
    expect(s.labels.LOC).toMatchObject({ tp: 0, fp: 1, fn: 1 });
    expect(s.micro.r).toBe(0);
  });
});
