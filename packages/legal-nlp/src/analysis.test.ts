import { describe, expect, it } from 'vitest';
import {
  analyzeQuery,
  analyzeText,
  compileExpansions,
  foldWord,
  stemRanges,
  stemWord,
  tokenizeText,
} from './analysis.js';

const expansions = compileExpansions([
  { lay: 'casero', legal: ['arrendador'] },
  { lay: 'echar del trabajo', legal: ['despido'] },
  { lay: 'herencia', legal: ['sucesión', 'legítima'] },
]);

describe('foldWord and stemWord', () => {
  it('folds case and accents, like unaccent', () => {
    expect(foldWord('ARTÍCULO')).toBe('articulo');
    expect(foldWord('Año')).toBe('ano');
    expect(foldWord('pingüino')).toBe('pinguino');
  });

  it('gives one stem to the forms of a word, with or without accents', () => {
    expect(stemWord(foldWord('arrendamiento'))).toBe(stemWord(foldWord('arrendamientos')));
    expect(stemWord(foldWord('Sucesión'))).toBe(stemWord('sucesiones'));
    expect(stemWord('2015')).toBe('2015');
  });
});

describe('analyzeText', () => {
  it('drops stop words and keeps numbers and negations', () => {
    expect(analyzeText('El arrendatario no podrá exigir la fianza en 30 días')).toEqual([
      stemWord('arrendatario'),
      'no',
      stemWord('podra'),
      stemWord('exigir'),
      stemWord('fianza'),
      '30',
      stemWord('dias'),
    ]);
  });

  it('locates every word for highlighting', () => {
    const tokens = tokenizeText('La fianza, en metálico.');
    expect(tokens.map((t) => [t.word, t.start, t.end, t.stem === ''])).toEqual([
      ['La', 0, 2, true],
      ['fianza', 3, 9, false],
      ['en', 11, 13, true],
      ['metálico', 14, 22, false],
    ]);
  });
});

describe('stemRanges', () => {
  const text =
    'Artículo 36. Fianza. 1. A la celebración del contrato será obligatoria la exigencia y prestación de ' +
    'fianza en metálico en cantidad equivalente a una mensualidad de renta (art. 36 LAU); ÉL, Él y él; ' +
    'ΑΣΤ αστ; ANDO ando; İstanbul; diferencias DIFERENCIA diferente; Ñandú año; 5 50 500 2015; a e o y.';
  const words = tokenizeText(text);

  it('gives the ranges tokenizeText gives for the words of those stems', () => {
    const stems = new Set(words.map((w) => w.stem).filter((s) => s !== ''));
    // Every stem alone, and all of them at once.
    for (const stem of [...stems, ...[stems].map((all) => [...all].join('|'))]) {
      const wanted = new Set(stem.split('|'));
      expect(stemRanges(text, wanted), stem).toEqual(
        words.filter((w) => w.stem !== '' && wanted.has(w.stem)).map((w) => ({ start: w.start, end: w.end })),
      );
    }
  });

  it('finds nothing for no stems, stop words or stems the text lacks', () => {
    expect(stemRanges(text, new Set())).toEqual([]);
    expect(stemRanges(text, new Set(['', 'la', 'zzz']))).toEqual([]);
  });
});

describe('analyzeQuery', () => {
  it('drops question and stop words, keeps negations and numbers', () => {
    const q = analyzeQuery('¿Qué pasa si no pago la renta en 30 días?');
    expect(q.terms.map((t) => t.term)).toEqual([
      'no',
      stemWord('pago'),
      stemWord('renta'),
      '30',
      stemWord('dias'),
    ]);
    expect(q.negations).toEqual(['no']);
    expect(q.numbers).toEqual(['30']);
    expect(q.onlyStopWords).toBe(false);
  });

  it('says when only stop words were written', () => {
    expect(analyzeQuery('¿qué es lo que hay?')).toMatchObject({ terms: [], onlyStopWords: true });
    expect(analyzeQuery('¿¿ !! ""')).toMatchObject({ terms: [], onlyStopWords: false });
  });

  it('never passes operators through', () => {
    const q = analyzeQuery("fianza' OR 1=1; -- & | ! <-> :* drop table");
    for (const t of q.terms) expect(t.term).toMatch(/^[\p{L}\p{N}]+$/u);
  });

  it('expands lay words to the laws’ terms with a lower weight', () => {
    const q = analyzeQuery('¿Cuánto me puede pedir el casero?', { expansions });
    expect(q.terms).toContainEqual({
      term: stemWord('arrendador'),
      weight: 0.5,
      from: 'casero',
      source: 'expansion',
    });
    expect(q.terms[0]).toMatchObject({ term: stemWord('pedir'), weight: 1, source: 'query' });
  });

  it('matches multi-word lay phrases over their stems, not single words', () => {
    const fired = analyzeQuery('me han echado del trabajo', { expansions });
    expect(fired.terms.map((t) => t.term)).toContain(stemWord('despido'));
    const notFired = analyzeQuery('echar una mano', { expansions });
    expect(notFired.terms.map((t) => t.term)).not.toContain(stemWord('despido'));
  });

  it('matches a lay verb in its stem-changing forms (devolver → devuelven, perder → pierdo)', () => {
    const verbs = compileExpansions([
      { lay: 'devolver el dinero', legal: ['reembolso'] },
      { lay: 'perder los puntos', legal: ['pérdida de puntos'] },
      { lay: 'renovar el alquiler', legal: ['prórroga'] },
    ]);
    const terms = (q: string) => analyzeQuery(q, { expansions: verbs }).terms.map((t) => t.term);
    expect(terms('¿me devuelven el dinero?')).toContain(stemWord('reembolso'));
    expect(terms('si pierdo los puntos del carnet')).toContain(stemWord('perdida'));
    expect(terms('¿me renuevan el alquiler?')).toContain(stemWord('prorroga'));
    expect(terms('¿me devuelven la fianza?')).not.toContain(stemWord('reembolso'));
  });
  it('matches a lay verb in its e → i forms and spelling changes (pedir → pido, conseguir → consigo)', () => {
    const verbs = compileExpansions([
      { lay: 'pedir asilo', legal: ['protección internacional'] },
      { lay: 'conseguir los papeles', legal: ['arraigo'] },
      { lay: 'corregir mis datos', legal: ['rectificación'] },
      { lay: 'seguir trabajando', legal: ['jubilación activa'] },
    ]);
    const terms = (q: string) => analyzeQuery(q, { expansions: verbs }).terms.map((t) => t.term);
    expect(terms('¿dónde pido asilo?')).toContain(stemWord('proteccion'));
    expect(terms('¿cómo consigo los papeles?')).toContain(stemWord('arraigo'));
    expect(terms('mi hijo consiguió los papeles')).toContain(stemWord('arraigo'));
    expect(terms('¿quién corrige mis datos?')).toContain(stemWord('rectificacion'));
    expect(terms('si sigo trabajando cobro la pensión')).toContain(stemWord('jubilacion'));
    expect(terms('¿me piden asilo?')).toContain(stemWord('proteccion'));
    expect(terms('¿dónde pido un asiento?')).not.toContain(stemWord('proteccion'));
    // Only the question's raised vowel is undone: 'fecha' is not a form of 'fichar'.
    const clock = compileExpansions([{ lay: 'fichar', legal: ['registro de jornada'] }]);
    const clockTerms = (q: string) => analyzeQuery(q, { expansions: clock }).terms.map((t) => t.term);
    expect(clockTerms('¿tengo que fichar al salir?')).toContain(stemWord('jornada'));
    expect(clockTerms('la fecha acordada')).not.toContain(stemWord('jornada'));
  });

  it('keeps the user’s weight when an expansion repeats a word they wrote', () => {
    const q = analyzeQuery('herencia y legítima', { expansions, expansionWeight: 0.4 });
    expect(q.terms.find((t) => t.term === stemWord('legitima'))).toMatchObject({
      weight: 1,
      source: 'query',
    });
    expect(q.terms.find((t) => t.term === stemWord('sucesion'))).toMatchObject({ weight: 0.4 });
  });

  it('reads a question for a time limit as asking for a plazo', () => {
    for (const q of [
      '¿Cuánto tiempo tengo para recurrir?',
      '¿hasta cuándo puedo reclamar?',
      '¿En cuántos días?',
    ]) {
      expect(analyzeQuery(q, { expansions }).terms, q).toContainEqual(
        expect.objectContaining({ term: stemWord('plazo'), source: 'expansion' }),
      );
    }
    expect(analyzeQuery('¿Cuánto cuesta recurrir?', { expansions }).terms.map((t) => t.term)).not.toContain(
      stemWord('plazo'),
    );
  });

  it('gives the pairs of words worth finding together', () => {
    const q = analyzeQuery('beneficio de inventario y el casero', { expansions });
    expect(q.sequences[0]).toEqual({
      stems: [stemWord('beneficio'), stemWord('inventario'), stemWord('casero')],
      source: 'query',
    });
  });

  it('keeps at most maxTerms terms', () => {
    const long = Array.from({ length: 100 }, (_, i) => `palabra${i}x`).join(' ');
    expect(analyzeQuery(long, { maxTerms: 32 }).terms).toHaveLength(32);
  });
});
