import type { SelectOption } from '../../components/Select';
import type { UploadItem } from './DocumentUploader';

/** The lawyer's cases, as the app offers them in the case select. */
export const caseOptions: SelectOption[] = [
  { value: 'c0a80121-0001-4000-8000-000000000001', label: 'Herencia de la familia Ortega' },
  { value: 'c0a80121-0002-4000-8000-000000000002', label: 'Desahucio por impago — Calle Mayor 12' },
  { value: 'c0a80121-0003-4000-8000-000000000003', label: 'Despido improcedente de M. Salas' },
];

/** One row in each state: sending, extracting, done, refused (client check) and refused (server). */
export const uploadItems: UploadItem[] = [
  { id: 'u1', name: 'contrato-arrendamiento.pdf', size: '245.3 KB', status: 'uploading', progress: 45 },
  { id: 'u2', name: 'burofax-requerimiento.docx', size: '38.1 KB', status: 'processing', progress: 60 },
  { id: 'u3', name: 'notas-entrevista.txt', size: '4.2 KB', status: 'ready', progress: 100 },
  {
    id: 'u4',
    name: 'escaneo-sentencia.pdf',
    size: '14336.0 KB',
    status: 'error',
    error: 'El archivo supera el tamaño máximo de 10 MB.',
  },
];

/** Refusals only: wrong type, too large, and a server message. */
export const refusedItems: UploadItem[] = [
  {
    id: 'e1',
    name: 'hoja-de-calculo.xlsx',
    size: '52.0 KB',
    status: 'error',
    error: 'Formato no admitido. Solo se aceptan archivos PDF, DOCX o TXT.',
  },
  {
    id: 'e2',
    name: 'expediente-completo.pdf',
    size: '11264.0 KB',
    status: 'error',
    error: 'El archivo supera el tamaño máximo de 10 MB.',
  },
  {
    id: 'e3',
    name: 'documento-con-macros.docx',
    size: '120.5 KB',
    status: 'error',
    error: 'El documento DOCX contiene macros y no se puede procesar.',
  },
];

/** A name without spaces longer than any phone, and a long server message. */
export const longItems: UploadItem[] = [
  {
    id: 'l1',
    name: 'demanda-juicio-verbal-reclamacion-de-rentas-impagadas-arrendamiento-urbano-calle-mayor-12-madrid-version-definitiva-firmada.pdf',
    size: '2048.0 KB',
    status: 'processing',
    progress: 12,
  },
  {
    id: 'l2',
    name: 'anexo-documental-numero-7-justificantes-de-transferencias-bancarias-enero-a-diciembre.pdf',
    size: '9830.4 KB',
    status: 'error',
    error:
      'No se ha podido leer el PDF: el archivo está dañado o protegido con contraseña. Guarda una copia sin protección desde el programa con el que lo creaste y vuelve a subirlo.',
  },
];

/** Files a play function drops or picks. */
export function sampleFiles(): File[] {
  return [
    new File(['%PDF-1.7 contrato'], 'contrato.pdf', { type: 'application/pdf' }),
    new File(['Notas de la entrevista'], 'notas.txt', { type: 'text/plain' }),
  ];
}
