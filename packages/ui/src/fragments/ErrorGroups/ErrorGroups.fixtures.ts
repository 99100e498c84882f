import type { ErrorGroupItem, ErrorOccurrenceItem } from './ErrorGroups';

/** Groups as the admin sees them: a critical app error, a server 5xx and an ordinary app error. */
export const errorGroups: ErrorGroupItem[] = [
  {
    id: '3f0c9a1b2d4e5f60718293a4b5c6d7e8',
    name: 'TypeError',
    message: 'network error al cargar los documentos',
    source: 'client',
    count: 14,
    users: 5,
    lastSeen: '2026-11-26T09:41:00.000Z',
    firstSeen: '2026-11-20T08:02:00.000Z',
    page: '/documents',
    critical: true,
    alerted: true,
  },
  {
    id: '9a8b7c6d5e4f30211203f4e5d6c7b8a9',
    name: 'Error',
    message: 'relation "report_templates" does not exist',
    source: 'server',
    count: 2,
    users: 1,
    lastSeen: '2026-11-25T17:05:00.000Z',
    firstSeen: '2026-11-25T17:04:00.000Z',
    page: '/api/reports/templates',
    critical: true,
    alerted: true,
  },
  {
    id: '0b1c2d3e4f5061728394a5b6c7d8e9f0',
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'title')",
    source: 'client',
    count: 1,
    users: 0,
    lastSeen: '2026-11-24T12:30:00.000Z',
    firstSeen: '2026-11-24T12:30:00.000Z',
    page: '/cases/7',
    critical: false,
    alerted: false,
  },
];

/** One group with a very long message and page, and more groups than one page holds. */
export const errorGroupsLong: ErrorGroupItem[] = [
  {
    ...errorGroups[2]!,
    id: 'ffffeeeeddddccccbbbbaaaa99998888',
    message:
      'No se ha podido interpretar la respuesta del servidor al generar el informe: Unexpected token < in JSON at position 0 — la respuesta parece una página HTML de error del proxy inverso en lugar del cuerpo JSON esperado',
    page: '/reports/8c1d2e3f-4a5b-6c7d-8e9f-0a1b2c3d4e5f/editar/version-anterior-con-un-nombre-muy-largo',
    count: 12345,
  },
  ...errorGroups,
];

/** The newest occurrences of the first group. */
export const errorOccurrences: ErrorOccurrenceItem[] = [
  {
    id: '41',
    at: '2026-11-26T09:41:00.000Z',
    page: '/documents',
    signedIn: true,
    message: 'network error al cargar los documentos',
    stack:
      'TypeError: network error al cargar los documentos\n    at loadDocuments (/assets/DocumentsPage.js)\n    at async refresh (/assets/index.js)',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
  },
  {
    id: '40',
    at: '2026-11-26T08:15:00.000Z',
    page: '/documents',
    signedIn: false,
    message: 'network error al cargar los documentos',
  },
];
