import type { SearchResultItem } from './SearchPanel';

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

const lease =
  'El arrendatario se obliga a abonar la renta pactada dentro de los cinco primeros días de cada mes. El impago de la renta facultará al arrendador para resolver el contrato.';
const lau =
  'Artículo 27. Incumplimiento de obligaciones.\n2. Además, el arrendador podrá resolver de pleno derecho el contrato por las siguientes causas:\na) La falta de pago de la renta o, en su caso, de cualquiera de las cantidades cuyo pago haya asumido o corresponda al arrendatario.';
const scan = 'ANEXO I. Justificantes de pago de la renta correspondientes a los meses de enero a marzo.';

/** The query the results answer. */
export const sampleQuery = 'impago de la renta';

/** Three results: the user's lease (pages 3–4), the public LAU, and an OCR scan. */
export const results: SearchResultItem[] = [
  {
    id: '101',
    text: lease,
    highlights: offsets(lease, 'renta', 'impago'),
    filename: 'contrato-arrendamiento.pdf',
    source: 'contrato-arrendamiento.pdf',
    heading: 'CLÁUSULA TERCERA. Renta',
    pages: [3, 4],
    relevance: 87,
    method: 'text',
  },
  {
    id: '102',
    text: lau,
    highlights: offsets(lau, 'renta', 'pago'),
    filename: 'Ley 29/1994, de Arrendamientos Urbanos',
    source: 'BOE-A-1994-26003',
    heading: 'Artículo 27. Incumplimiento de obligaciones',
    pages: [12],
    relevance: 64,
    method: 'text',
  },
  {
    id: '103',
    text: scan,
    highlights: offsets(scan, 'renta', 'pago'),
    filename: 'justificantes-escaneados.pdf',
    source: 'justificantes-escaneados.pdf',
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
