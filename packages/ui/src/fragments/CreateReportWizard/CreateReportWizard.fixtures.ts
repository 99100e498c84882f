import type { CaseAnalysisItem } from '../CaseAnalysisPanel/CaseAnalysisPanel';
import { inheritanceAnalysis } from '../CaseAnalysisPanel/CaseAnalysisPanel.fixtures';
import { civilClaimFields, civilClaimValues } from '../TemplateFields/TemplateFields.fixtures';
import type { CreateReportWizardValues, ReportCaseItem, ReportTemplateItem } from './CreateReportWizard';

/** The six templates of the spec plus one of an unknown category (generic icon). */
export const reportTemplates: ReportTemplateItem[] = [
  {
    id: 'demanda-civil',
    name: 'Demanda civil',
    description: 'Demanda de juicio ordinario o verbal ante los juzgados de primera instancia.',
    category: 'civil',
    fields: civilClaimFields,
  },
  {
    id: 'querella-penal',
    name: 'Querella penal',
    description: 'Querella criminal con relato de hechos, calificación y diligencias.',
    category: 'penal',
    fields: [
      { id: 'querellado', label: 'Querellado', type: 'text', required: true },
      { id: 'hechos', label: 'Hechos', type: 'textarea', required: true },
    ],
  },
  {
    id: 'demanda-laboral',
    name: 'Demanda laboral',
    description: 'Demanda por despido o reclamación de cantidad ante el Juzgado de lo Social.',
    category: 'laboral',
    fields: [
      { id: 'empresa', label: 'Empresa demandada', type: 'text', required: true },
      { id: 'salario', label: 'Salario bruto mensual', type: 'number' },
      { id: 'hechos', label: 'Hechos', type: 'textarea', required: true },
    ],
  },
  {
    id: 'escrito-alegaciones',
    name: 'Escrito de alegaciones',
    description: 'Alegaciones en un procedimiento administrativo.',
    category: 'administrativo',
    fields: [{ id: 'expediente', label: 'Número de expediente', type: 'text', required: true }],
  },
  {
    id: 'contrato-arrendamiento',
    name: 'Contrato de arrendamiento',
    description: 'Arrendamiento de local de negocio.',
    category: 'comercial',
    fields: [{ id: 'renta', label: 'Renta mensual', type: 'number', required: true }],
  },
  {
    id: 'convenio-regulador',
    name: 'Convenio regulador',
    description: 'Convenio de separación o divorcio de mutuo acuerdo.',
    category: 'familiar',
    fields: [{ id: 'hijos', label: 'Hijos menores', type: 'text' }],
  },
  {
    id: 'recurso-apelacion',
    name: 'Recurso de apelación',
    description: 'Recurso contra sentencia de primera instancia.',
    category: 'recursos',
    fields: [{ id: 'sentencia', label: 'Sentencia recurrida', type: 'text', required: true }],
  },
];

/** Cases of the step-2 select. */
export const reportCases: ReportCaseItem[] = [
  {
    id: 'c-herencia',
    title: 'Herencia de D. Antonio Ruiz Gómez',
    clientName: 'María Ruiz Ortega',
    description: 'Aceptación y partición de la herencia. Tres herederos; un inmueble en Madrid.',
    caseType: 'Civil',
    status: 'En curso',
  },
  {
    id: 'c-despido',
    title: 'Despido improcedente de Luis Pérez',
    clientName: 'Luis Pérez Sanz',
    caseType: 'Laboral',
    status: 'Pendiente',
  },
  { id: 'c-sin-cliente', title: 'Consulta sobre arrendamiento', clientName: '' },
];

/** A blank wizard. */
export const emptyWizardValues: CreateReportWizardValues = {
  templateId: null,
  title: '',
  description: '',
  clientName: '',
  caseId: '',
  content: {},
  enhanceWithAi: false,
  generatePdf: false,
};

/** Civil claim chosen and basic data filled in. */
export const basicWizardValues: CreateReportWizardValues = {
  ...emptyWizardValues,
  templateId: 'demanda-civil',
  title: 'Demanda civil - 23/11/2026',
};

/** The inheritance case chosen in step 2. */
export const caseWizardValues: CreateReportWizardValues = {
  ...basicWizardValues,
  caseId: 'c-herencia',
  clientName: 'María Ruiz Ortega',
  description: 'Informe relacionado con: Herencia de D. Antonio Ruiz Gómez',
};

/** Everything filled in, ready for review. */
export const fullWizardValues: CreateReportWizardValues = {
  ...caseWizardValues,
  content: civilClaimValues,
  enhanceWithAi: true,
};

/** The analysis of the chosen case. */
export const wizardAnalysis: CaseAnalysisItem = inheritanceAnalysis;

/** Long texts everywhere. */
export const longWizardValues: CreateReportWizardValues = {
  ...fullWizardValues,
  title:
    'Demanda de juicio ordinario por reclamación de cantidad derivada del incumplimiento del contrato de obra de rehabilitación integral del edificio',
  clientName: 'Comunidad de Propietarios del Edificio Residencial Jardines de la Castellana Norte Fase II',
  caseId: 'c-herencia',
};
