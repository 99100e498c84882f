import type { SelectOption } from '../../components/Select';
import type { DocumentListItem } from './DocumentList';

/** The lawyer's cases, for the filter. */
export const caseOptions: SelectOption[] = [
  { value: 'c0a80121-0001-4000-8000-000000000001', label: 'Herencia de la familia Ortega' },
  { value: 'c0a80121-0002-4000-8000-000000000002', label: 'Desahucio por impago — Calle Mayor 12' },
];

/** One document in each state, as `GET /documents` lists them (newest first). */
export const documents: DocumentListItem[] = [
  {
    id: 'd0000000-0000-4000-8000-000000000001',
    filename: 'demanda-desahucio.pdf',
    type: 'PDF',
    size: '312.4 KB',
    pages: null,
    caseTitle: 'Desahucio por impago — Calle Mayor 12',
    created: '15/1/2025',
    status: 'processing',
    progress: 60,
    error: null,
  },
  {
    id: 'd0000000-0000-4000-8000-000000000002',
    filename: 'testamento-ortega.pdf',
    type: 'PDF',
    size: '1843.2 KB',
    pages: 14,
    caseTitle: 'Herencia de la familia Ortega',
    created: '14/1/2025',
    status: 'ready',
    progress: 100,
    error: null,
  },
  {
    id: 'd0000000-0000-4000-8000-000000000003',
    filename: 'burofax-requerimiento.docx',
    type: 'DOCX',
    size: '38.1 KB',
    pages: 1,
    caseTitle: null,
    created: '10/1/2025',
    status: 'ready',
    progress: 100,
    error: null,
  },
  {
    id: 'd0000000-0000-4000-8000-000000000004',
    filename: 'escritura-escaneada.pdf',
    type: 'PDF',
    size: '8601.6 KB',
    pages: null,
    caseTitle: 'Herencia de la familia Ortega',
    created: '9/1/2025',
    status: 'error',
    progress: 0,
    error: 'No se ha podido extraer el texto: el PDF está protegido con contraseña.',
  },
];

/** Long names and a long reason. */
export const longDocuments: DocumentListItem[] = [
  {
    ...documents[1]!,
    id: 'd0000000-0000-4000-8000-000000000011',
    filename:
      'sentencia-audiencia-provincial-madrid-seccion-decimotercera-recurso-apelacion-numero-1234-2024-arrendamiento-urbano.pdf',
    caseTitle:
      'Reclamación de rentas impagadas y resolución del contrato de arrendamiento de la vivienda de la calle Mayor, 12, 3.º B, Madrid',
  },
  {
    ...documents[3]!,
    id: 'd0000000-0000-4000-8000-000000000012',
    filename: 'anexo-documental-numero-7-justificantes-de-transferencias-bancarias-enero-a-diciembre.pdf',
    error:
      'No se ha podido extraer el texto tras tres intentos: el reconocimiento óptico de caracteres no terminó en el tiempo previsto. Vuelve a intentarlo; si el problema continúa, sube una copia con menos páginas o con mejor resolución.',
  },
];
