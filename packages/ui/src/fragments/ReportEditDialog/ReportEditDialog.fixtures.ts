import { civilClaimValues } from '../TemplateFields/TemplateFields.fixtures';
import type { ReportEditErrors, ReportEditValues } from './ReportEditDialog';

/** A draft civil claim without a case. */
export const editValues: ReportEditValues = {
  title: 'Demanda civil - 23/11/2026',
  description: 'Reclamación por obra inacabada.',
  templateId: 'demanda-civil',
  caseId: '',
  clientName: 'Construcciones Gil, S.L.',
  content: civilClaimValues,
};

/** The same report linked to the inheritance case. */
export const editValuesWithCase: ReportEditValues = {
  ...editValues,
  caseId: 'c-herencia',
  clientName: 'María Ruiz Ortega',
};

/** A new report: nothing filled in. */
export const blankEditValues: ReportEditValues = {
  title: '',
  description: '',
  templateId: '',
  caseId: '',
  clientName: '',
  content: {},
};

/** The messages of the domain's validateEditForm for a blank civil claim. */
export const editErrors: ReportEditErrors = {
  title: 'El título es obligatorio',
  juzgado: 'El campo Juzgado es obligatorio',
  hechos: 'El campo Hechos es obligatorio',
};
