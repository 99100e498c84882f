import type { SelectOption } from '../../components/Select';
import { defaultReportFilters, type ReportFiltersValue } from './ReportFilters';

/** The five statuses, as the app passes them from the domain's REPORT_STATUS_FILTERS. */
export const reportStatusOptions: SelectOption[] = [
  { value: 'draft', label: 'Borrador' },
  { value: 'completed', label: 'Completado' },
  { value: 'generated', label: 'PDF Generado' },
  { value: 'sent', label: 'Enviado' },
  { value: 'error', label: 'Error' },
];

/** The six templates of the product (spec §3). */
export const reportTemplateOptions: SelectOption[] = [
  { value: 'demanda-civil', label: 'Demanda Civil' },
  { value: 'querella-penal', label: 'Querella Penal' },
  { value: 'recurso-apelacion', label: 'Recurso de Apelación' },
  { value: 'contrato-arrendamiento', label: 'Contrato de Arrendamiento' },
  { value: 'escrito-alegaciones', label: 'Escrito de Alegaciones' },
  { value: 'demanda-laboral', label: 'Demanda Laboral' },
];

/** Completed civil claims enhanced with AI, by title. */
export const activeReportFilters: ReportFiltersValue = {
  ...defaultReportFilters,
  status: 'completed',
  template: 'demanda-civil',
  aiEnhanced: 'true',
  sort: 'title:asc',
};
