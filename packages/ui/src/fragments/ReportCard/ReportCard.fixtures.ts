import type { ReportCardItem } from './reportModel';

/** A draft civil claim: editable and ready for AI. */
export const draftReport: ReportCardItem = {
  id: 'rep-demanda',
  title: 'Demanda de reclamación de cantidad',
  templateName: 'Demanda Civil',
  clientName: 'María Ruiz Ortega',
  updatedRelative: 'hace 2 horas',
  updatedAt: '2026-06-15T08:00:00.000Z',
  status: 'draft',
  aiEnhanced: false,
  aiPercent: null,
  description: 'Reclamación de 12.400 € por facturas impagadas de la reforma del local.',
  caseId: 'case-herencia',
  caseTitle: 'Herencia de D. Antonio Ruiz Gómez',
  canEdit: true,
  canEnhance: true,
  canGeneratePdf: false,
  canDownload: false,
};

/** A completed report enhanced with AI (87 %), its PDF not generated yet. */
export const completedReport: ReportCardItem = {
  id: 'rep-apelacion',
  title: 'Recurso de apelación contra la sentencia 45/2026',
  templateName: 'Recurso de Apelación',
  clientName: 'Javier Morales Peña',
  updatedRelative: 'hace 3 días',
  updatedAt: '2026-06-12T16:20:00.000Z',
  status: 'completed',
  aiEnhanced: true,
  aiPercent: 87,
  description: 'Recurso frente a la desestimación de la demanda por falta de legitimación.',
  caseId: 'case-despido',
  caseTitle: 'Despido de D. Javier Morales Peña',
  canEdit: false,
  canEnhance: false,
  canGeneratePdf: true,
  canDownload: false,
};

/** A report whose PDF exists: download offered. */
export const generatedReport: ReportCardItem = {
  id: 'rep-arrendamiento',
  title: 'Contrato de arrendamiento de local comercial',
  templateName: 'Contrato de Arrendamiento',
  clientName: 'Inmuebles Castellana, S.L.',
  updatedRelative: 'hace 1 semana',
  updatedAt: '2026-06-08T10:00:00.000Z',
  status: 'generated',
  aiEnhanced: true,
  aiPercent: 92,
  description: 'Arrendamiento del local de la calle Alcalá, 5 años con revisión anual por IPC.',
  caseId: null,
  canEdit: false,
  canEnhance: false,
  canGeneratePdf: false,
  canDownload: true,
};

/** A report already sent to the client: only view, duplicate and delete. */
export const sentReport: ReportCardItem = {
  id: 'rep-alegaciones',
  title: 'Escrito de alegaciones al expediente sancionador',
  templateName: 'Escrito de Alegaciones',
  clientName: 'Transportes del Norte, S.A.',
  updatedRelative: '02/04/2026',
  updatedAt: '2026-04-02T10:00:00.000Z',
  status: 'sent',
  aiEnhanced: false,
  aiPercent: null,
  description: null,
  caseId: 'case-archivado',
  canEdit: false,
  canEnhance: false,
  canGeneratePdf: false,
  canDownload: false,
};

/** A report whose processing failed: editable again. */
export const errorReport: ReportCardItem = {
  id: 'rep-querella',
  title: 'Querella por apropiación indebida',
  templateName: 'Querella Penal',
  clientName: null,
  updatedRelative: 'hace 15 minutos',
  updatedAt: '2026-06-15T09:45:00.000Z',
  status: 'error',
  aiEnhanced: false,
  aiPercent: null,
  description: '',
  caseId: null,
  canEdit: true,
  canEnhance: false,
  canGeneratePdf: false,
  canDownload: false,
};

/** A status the list does not know: shown as 'Borrador'. */
export const unknownStatusReport: ReportCardItem = {
  ...draftReport,
  id: 'rep-desconocido',
  title: 'Demanda laboral por despido',
  templateName: 'Demanda Laboral',
  status: 'archived',
  canEdit: false,
  canEnhance: false,
};

/** A draft being enhanced and a completed report generating its PDF. */
export const busyReport: ReportCardItem = {
  ...completedReport,
  id: 'rep-ocupado',
  aiEnhanced: false,
  aiPercent: null,
  canEnhance: true,
  enhancing: true,
  generatingPdf: true,
};

/** Long, unbroken content. */
export const longReport: ReportCardItem = {
  ...completedReport,
  id: 'rep-largo',
  title:
    'Demanda de juicio ordinario de reclamación de cantidad por incumplimiento del contrato de obra de rehabilitación integral del edificio de la calle Mayor número 123 de Madrid',
  templateName: 'Demanda Civil — procedimiento ordinario con solicitud de medidas cautelares',
  clientName: 'Comunidad de Propietarios del Edificio Residencial Jardines de la Castellana Norte Fase II',
  caseId: 'case-0f8e3c2a-7b1d-4e9a-9c55-1a2b3c4d5e6f-rehabilitacion-integral',
  caseTitle:
    'Rehabilitación integral del edificio de la Comunidad de Propietarios de la calle de Fuencarral 128, Madrid',
  description:
    'Reclamación a la constructora de los daños por humedades, fisuras en la fachada y retrasos en la entrega, con el informe pericial de la arquitecta, las certificaciones de obra y el acta de la junta que aprobó la obra. https://expedientes.example.es/comunidad/jardines-castellana-norte/fase-ii/rehabilitacion',
};

/** One card per status, newest first. */
export const sampleReports: ReportCardItem[] = [
  draftReport,
  completedReport,
  generatedReport,
  sentReport,
  errorReport,
];

/** `count` deterministic reports for the pagination stories (ids 'rep-1'…). */
export function manyReports(count: number, offset = 0): ReportCardItem[] {
  return Array.from({ length: count }, (_, i) => {
    const base = sampleReports[(offset + i) % sampleReports.length]!;
    const n = offset + i + 1;
    return { ...base, id: `rep-${n}`, title: `${base.title} (${n})` };
  });
}
