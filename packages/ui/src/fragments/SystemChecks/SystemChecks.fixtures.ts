import type { SystemCheckItem } from './SystemChecks';

/** A run on a fresh server: everything ok but the search index (no legislation yet). */
export const freshServerChecks: SystemCheckItem[] = [
  {
    id: 'database',
    name: 'Base de datos y migraciones',
    verdict: 'ok',
    latencyMs: 4,
    detail: 'Conectada; 17 migraciones aplicadas, la última 0017_email_change.',
  },
  {
    id: 'files',
    name: 'Almacén de archivos',
    verdict: 'ok',
    latencyMs: 6,
    detail: 'Escritura, lectura y borrado de un archivo de prueba correctos.',
  },
  {
    id: 'mail',
    name: 'Correo',
    verdict: 'ok',
    latencyMs: 3,
    detail: 'Sin SMTP_URL: los correos se guardan en la bandeja de desarrollo (/dev/outbox).',
  },
  {
    id: 'ai',
    name: 'Proveedor de IA',
    verdict: 'ok',
    latencyMs: 0,
    detail: 'Motor integrado: no necesita red.',
  },
  {
    id: 'search',
    name: 'Índice de búsqueda',
    verdict: 'warn',
    latencyMs: 12,
    detail: '0 normas públicas, 2 documentos, 14 fragmentos; no hay legislación importada que buscar.',
  },
  {
    id: 'ocr',
    name: 'Modelo OCR',
    verdict: 'ok',
    latencyMs: 1,
    detail: 'Modelo español presente (11,7 MB); OCR activado.',
  },
  {
    id: 'pdf',
    name: 'Motor PDF',
    verdict: 'ok',
    latencyMs: 1_240,
    detail: 'PDF de 3.412 bytes y 1 página generado y leído.',
  },
  {
    id: 'jobs',
    name: 'Cola de trabajos',
    verdict: 'ok',
    latencyMs: 5,
    detail: '0 en cola, 0 en curso, 0 fallidos.',
  },
];

/** A run with a failure and a long detail. */
export const failingChecks: SystemCheckItem[] = freshServerChecks.map((check) =>
  check.id === 'ai'
    ? {
        ...check,
        verdict: 'fail',
        latencyMs: 10_000,
        detail:
          'Sin respuesta en 10.000 ms. El proveedor configurado (openai-compatible en https://modelos.despacho-interno.example/v1/un/camino/muy/largo) no contesta.',
      }
    : check.id === 'jobs'
      ? {
          ...check,
          verdict: 'warn',
          detail: '3 en cola, 1 en curso, 2 fallidos; el más antiguo espera desde hace 840 s.',
        }
      : check,
);
