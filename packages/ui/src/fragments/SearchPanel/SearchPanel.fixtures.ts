import type { SearchCaseOption, SearchLawOption, SearchResultItem } from './SearchPanel';

/** Offsets of every occurrence of `word` in `text` (case-insensitive), as the server sends them. */
function offsets(text: string, ...words: string[]): { start: number; end: number }[] {
  const lower = text.toLowerCase();
  return words.flatMap((word) => {
    const found: { start: number; end: number }[] = [];
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      found.push({ start: at, end: at + word.length });
    }
    return found;
  });
}

// Ley 29/1994, de Arrendamientos Urbanos, art. 36 (apartados 1 a 5, typed from the consolidated text).
const lau36 = `1. A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico en cantidad equivalente a una mensualidad de renta en el arrendamiento de viviendas y de dos en el arrendamiento para uso distinto del de vivienda.

2. Durante los cinco primeros años de duración del contrato, o durante los siete primeros años si el arrendador fuese persona jurídica, la fianza no estará sujeta a actualización. Pero cada vez que el arrendamiento se prorrogue, el arrendador podrá exigir que la fianza sea incrementada, o el arrendatario que disminuya, hasta hacerse igual a una o dos mensualidades de la renta vigente, según proceda, al tiempo de la prórroga.

3. La actualización de la fianza durante el período de tiempo en que el plazo pactado para el arrendamiento exceda de cinco años, o de siete años si el arrendador fuese persona jurídica, se regirá por lo estipulado al efecto por las partes.

5. Las partes podrán pactar cualquier tipo de garantía del cumplimiento por el arrendatario de sus obligaciones arrendaticias adicional a la fianza en metálico. En caso de arrendamiento de vivienda, en contratos de hasta cinco años de duración, o de hasta siete años si el arrendador fuese persona jurídica, el valor de esta garantía adicional no podrá exceder de dos mensualidades de renta.`;

const lease =
  'CLÁUSULA QUINTA. Fianza. El arrendatario entrega en este acto al arrendador la cantidad de 950 euros en concepto de fianza, equivalente a una mensualidad de renta, que le será devuelta a la finalización del contrato.';

// Decreto 4104/1964, texto refundido de la Ley de Arrendamientos Urbanos (derogado), art. 105 (excerpt).
const lau1964 =
  'Será obligatoria la exigencia y prestación de fianza en metálico en cuantía equivalente a una mensualidad de renta en los arrendamientos de viviendas y de dos en los de locales de negocio.';

const scan =
  'Recibí del inquilino la cantidad de 950 euros en concepto de fianza del piso de la calle Mayor.';

/** The query the results answer. */
export const sampleQuery = '¿cuánto puede pedir el casero de fianza?';

/** The LAU's article on the deposit, long enough to be shown as a window around the matches. */
export const lauResult: SearchResultItem = {
  id: 'BOE-A-1994-26003-a36',
  kind: 'legislation',
  text: lau36,
  highlights: offsets(lau36, 'fianza', 'arrendador', 'mensualidad'),
  filename: 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos',
  source: 'BOE-A-1994-26003',
  norm: 'LAU',
  article: '36',
  heading: 'Fianza',
  section: 'TÍTULO IV. Disposiciones comunes',
  pages: [],
  relevance: 94,
  method: null,
  inForce: true,
  href: '/search/norma/BOE-A-1994-26003#articulo-36',
};

/**
 * Mixed results: the LAU article, the user's lease (pages 3–4), a repealed norm ('Derogada') and an OCR
 * scan without a link.
 */
export const results: SearchResultItem[] = [
  lauResult,
  {
    id: '101',
    kind: 'document',
    text: lease,
    highlights: offsets(lease, 'fianza', 'arrendador'),
    filename: 'contrato-arrendamiento.pdf',
    source: 'contrato-arrendamiento.pdf',
    heading: 'CLÁUSULA QUINTA. Fianza',
    pages: [3, 4],
    relevance: 81,
    method: 'text',
    href: '/documents/7#pagina-3',
  },
  {
    id: 'BOE-A-1964-16219-a105',
    kind: 'legislation',
    text: lau1964,
    highlights: offsets(lau1964, 'fianza'),
    filename: 'Decreto 4104/1964, texto refundido de la Ley de Arrendamientos Urbanos',
    source: 'BOE-A-1964-16219',
    norm: 'Decreto 4104/1964, texto refundido de la Ley de Arrendamientos Urbanos',
    article: '105',
    heading: null,
    pages: [],
    relevance: 52,
    method: null,
    inForce: false,
    href: '/search/norma/BOE-A-1964-16219#articulo-105',
  },
  {
    id: '103',
    kind: 'document',
    text: scan,
    highlights: offsets(scan, 'fianza'),
    filename: 'recibi-fianza-escaneado.pdf',
    source: 'recibi-fianza-escaneado.pdf',
    heading: null,
    pages: [1],
    relevance: 31,
    method: 'ocr',
  },
];

/** The server's defaults when a chunk had nothing (spec §3): no pages, no method, no highlights. */
export const unknownResult: SearchResultItem = {
  id: '104',
  text: 'Sin contenido disponible',
  highlights: [],
  filename: 'Documento desconocido',
  source: 'Fuente desconocida',
  pages: [],
  relevance: 0,
  method: null,
};

const longText = `${'Por todo lo expuesto, procede estimar íntegramente la demanda de desahucio por falta de pago de la renta y condenar a la parte demandada al abono de las rentas debidas, con los intereses legales y las costas. '.repeat(5)}Referencia: ECLI:ES:APM:2024:123456789012345678901234567890123456789012345678901234567890`;

/** A long passage with an unbroken reference and a long file name. */
export const longResults: SearchResultItem[] = [
  {
    id: '201',
    kind: 'document',
    text: longText,
    highlights: offsets(longText, 'renta'),
    filename:
      'sentencia-audiencia-provincial-madrid-seccion-decimotercera-recurso-apelacion-numero-1234-2024-arrendamiento-urbano.pdf',
    source:
      'sentencia-audiencia-provincial-madrid-seccion-decimotercera-recurso-apelacion-numero-1234-2024-arrendamiento-urbano.pdf',
    heading:
      'FUNDAMENTOS DE DERECHO. TERCERO. Sobre la falta de pago de la renta y la resolución del contrato',
    pages: [7, 8, 9],
    relevance: 92,
    method: 'text',
  },
];

/** The user's cases, for the 'Un caso' scope. */
export const cases: SearchCaseOption[] = [
  { id: 'c1', name: 'Desahucio calle Mayor 12' },
  { id: 'c2', name: 'Reclamación de fianza — García' },
];

/** Norms of the law filter. */
export const laws: SearchLawOption[] = [
  { id: 'BOE-A-1994-26003', label: 'LAU · Ley 29/1994, de Arrendamientos Urbanos' },
  { id: 'BOE-A-1889-4763', label: 'CC · Código Civil' },
  { id: 'BOE-A-2000-323', label: 'LEC · Ley 1/2000, de Enjuiciamiento Civil' },
];
