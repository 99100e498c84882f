import type { DocumentTextPage, TextEntity } from './DocumentTextViewer';

const clause = (n: number) =>
  `CLÁUSULA ${n}.ª\nEl arrendatario se obliga a abonar la renta pactada dentro de los cinco primeros días de cada mes, mediante transferencia a la cuenta designada por el arrendador.`;

/** A 14-page lease: text layer on most pages, OCR on the scanned annex (pages 13 and 14). */
export const leasePages: DocumentTextPage[] = Array.from({ length: 14 }, (_, i) => {
  const page = i + 1;
  if (page === 1) {
    return {
      page,
      method: 'text',
      confidence: null,
      text: 'CONTRATO DE ARRENDAMIENTO DE VIVIENDA\n\nEn Madrid, a 15 de enero de 2025.\n\nREUNIDOS\n\nDe una parte, D.ª Carmen Ortega Ruiz, mayor de edad, con DNI 00000000T, en calidad de ARRENDADORA.\nDe otra parte, D. Javier Salas Gil, mayor de edad, con DNI 00000001R, en calidad de ARRENDATARIO.',
    };
  }
  if (page >= 13) {
    return {
      page,
      method: 'ocr',
      confidence: page === 13 ? 87 : 62,
      text: `ANEXO ${page - 12}\nInventario de muebles y enseres\n\n- Sofá de tres plazas\n- Mesa de comedor y seis sillas\n- Frigorífico marca Fagor (en uso)`,
    };
  }
  return { page, method: 'text', confidence: null, text: clause(page - 1) };
});

/** A scanned page where OCR found nothing. */
export const blankPages: DocumentTextPage[] = [{ page: 1, method: 'ocr', confidence: 0, text: '   ' }];

/** One page of a single long paragraph and an unbroken reference. */
export const longPages: DocumentTextPage[] = [
  {
    page: 1,
    method: 'text',
    confidence: null,
    text: `FUNDAMENTOS DE DERECHO\n\nPRIMERO.— ${'La parte actora ejercita la acción de desahucio por falta de pago de la renta y reclamación de cantidad al amparo de los artículos 27.2.a) de la Ley de Arrendamientos Urbanos y 1124 del Código Civil. '.repeat(12)}\n\nReferencia: ECLI:ES:APM:2024:123456789012345678901234567890123456789012345678901234567890`,
  },
  { page: 2, method: 'ocr', confidence: null, text: 'Firma ilegible.' },
];

/** A page that cites legislation: the story finder links 'art. 36 LAU', 'Ley 29/1994' and the CC. */
export const citingPages: DocumentTextPage[] = [
  {
    page: 1,
    method: 'text',
    confidence: null,
    text: 'CLÁUSULA 5.ª FIANZA\n\nA la firma del contrato el arrendatario entrega una mensualidad de renta en concepto de fianza en metálico (art. 36 LAU), que se devolverá al terminar el arriendo conforme a la Ley 29/1994.\n\nLos daños causados a la vivienda se indemnizarán según el artículo 1902 del Código Civil. Una Ley Hostil no se enlaza.',
  },
];

/** The ranges of `words` in `text`, as entities of `kind` (first occurrence each). */
function found(text: string, marks: readonly [string, TextEntity['kind']][]): TextEntity[] {
  return marks.flatMap(([words, kind]) => {
    const start = text.indexOf(words);
    return start < 0 ? [] : [{ start, end: start + words.length, kind }];
  });
}

const leaseFirst = leasePages[0]!.text;

/** The lease with the entities of its first page, as the server finds them. */
export const leaseWithEntities: DocumentTextPage[] = [
  {
    ...leasePages[0]!,
    entities: found(leaseFirst, [
      ['Madrid', 'lugar'],
      ['15 de enero de 2025', 'fecha'],
      ['D.ª Carmen Ortega Ruiz', 'persona'],
      ['00000000T', 'identificador'],
      ['D. Javier Salas Gil', 'persona'],
      ['00000001R', 'identificador'],
    ]),
  },
  ...leasePages.slice(1),
];
