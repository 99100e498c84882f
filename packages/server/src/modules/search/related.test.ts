import { describe, expect, it } from 'vitest';
import { CITED_SCORE, IndexBuilder, innermostSection, type NormBatch } from './indexer.js';

const LAU = 'BOE-A-1994-26003';

/** A chunk of an article: its heading, text and the chapter above it. */
function article(id: number, heading: string, text: string, context: string): NormBatch['chunks'][number] {
  return { id, heading, text, page: id, context };
}

/** A small LAU (its real BOE id, so 'art. 9 LAU' resolves) and a few other norms. */
function buildIndex() {
  const builder = new IndexBuilder();
  const duration = 'Título II. De los arrendamientos de vivienda › Capítulo II. De la duración del contrato';
  builder.add({
    documentId: 'lau',
    normId: LAU,
    title: 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos',
    chunks: [
      article(
        9,
        'Artículo 9. Plazo mínimo',
        'La duración del arrendamiento será libremente pactada por las partes. Si esta fuera inferior a cinco años, llegado el día del vencimiento del contrato, este se prorrogará obligatoriamente por plazos anuales.',
        duration,
      ),
      article(
        10,
        'Artículo 10. Prórroga del contrato',
        'Si llegada la fecha de vencimiento del contrato, o de cualquiera de sus prórrogas, ninguna de las partes hubiese notificado a la otra su voluntad de no renovarlo, el contrato se prorrogará por plazos anuales hasta un máximo de tres años más.',
        duration,
      ),
      article(
        11,
        'Artículo 11. Desistimiento del contrato',
        'El arrendatario podrá desistir del contrato de arrendamiento, una vez que hayan transcurrido al menos seis meses de duración, siempre que se lo comunique al arrendador con una antelación mínima de treinta días.',
        duration,
      ),
      article(
        14,
        'Artículo 14. Enajenación de la vivienda arrendada',
        'El adquirente de una finca inscrita se subrogará en los derechos del arrendador, en los términos del artículo 9 de la Ley Hipotecaria.',
        'Título II. De los arrendamientos de vivienda › Capítulo III. De la subrogación en el contrato',
      ),
      article(
        16,
        'Artículo 16. Muerte del arrendatario',
        'En caso de muerte del arrendatario podrán subrogarse en el contrato el cónyuge y los hijos durante el plazo que reste conforme al artículo 9 de esta ley.',
        'Título II. De los arrendamientos de vivienda › Capítulo III. De la subrogación en el contrato',
      ),
      article(
        36,
        'Artículo 36. Fianza',
        'A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico en cantidad equivalente a una mensualidad de renta. Sus datos se tratan conforme al artículo 9 del Reglamento (UE) 2016/679.',
        'Título IV. Disposiciones comunes',
      ),
    ],
  });
  for (let n = 0; n < 12; n++) {
    builder.add({
      documentId: `otra-${n}`,
      normId: `BOE-A-2000-${n}`,
      title: `Ley ${n}/2000, de otra materia`,
      chunks: [
        article(
          1000 + n,
          'Artículo 1. Objeto',
          `Esta ley regula la duración de los contratos de suministro y su prórroga número ${n}.`,
          'Capítulo I. Disposiciones generales',
        ),
      ],
    });
  }
  return builder.finish();
}

const articles = (hits: { page: number; normId: string }[]) =>
  hits.map((h) => `${h.normId === LAU ? 'LAU' : h.normId} ${h.page}`);

describe('a cited article alone is followed by related ones', () => {
  const index = buildIndex();

  it('lists the cited article, then those of its norm citing it by number, then its chapter', () => {
    const { hits } = index.search({ query: 'art. 9 LAU', limit: 10 });
    expect(hits[0]).toMatchObject({ page: 9, cited: true });
    // Art. 16 cites 'artículo 9 de esta ley'; arts. 14 and 36 cite another norm's article 9 (the Ley
    // Hipotecaria's, resolved by the citation finder; the Reglamento (UE)'s, named after the number).
    expect(articles(hits).slice(1, 2)).toEqual(['LAU 16']);
    expect(hits.slice(1).every((h) => !h.cited && h.related === true && h.score < CITED_SCORE)).toBe(true);
    expect(hits[0]?.score).toBe(CITED_SCORE);
    // Each hit carries the innermost heading above it.
    expect(hits[0]?.stored?.section).toBe('Capítulo II. De la duración del contrato');
    // Then the articles of its chapter (same heading words and chapter), within the cited norm only.
    expect(articles(hits).slice(2, 4).sort()).toEqual(['LAU 10', 'LAU 11']);
    expect(hits.every((h) => h.normId === LAU)).toBe(true);
  });

  it('ranks by the words left when the question has some, as before', () => {
    const { hits } = index.search({ query: 'art. 9 LAU fianza', limit: 10 });
    expect(articles(hits).slice(0, 2)).toEqual(['LAU 9', 'LAU 36']);
  });

  it('gives no related flag to a ranked question', () => {
    const { hits } = index.search({ query: 'art. 9 LAU fianza', limit: 10 });
    expect(hits.some((h) => h.related)).toBe(false);
  });

  it('keeps the norm filter', () => {
    expect(index.search({ query: 'art. 9 LAU', limit: 10, normIds: ['BOE-A-2000-1'] }).hits).toEqual([]);
  });
});

describe('innermostSection', () => {
  it.each([
    [
      'TÍTULO XVI. De las obligaciones que se contraen sin convenio › CAPÍTULO II. De las obligaciones que nacen de culpa o negligencia',
      'CAPÍTULO II. De las obligaciones que nacen de culpa o negligencia',
    ],
    ['TÍTULO IV. Disposiciones comunes', 'TÍTULO IV. Disposiciones comunes'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (context, expected) => {
    expect(innermostSection(context)).toBe(expected);
  });
});
