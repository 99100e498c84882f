import type { CaseFormErrors, CaseFormValues } from './CaseFormDialog';

/** The inheritance case as the edit form shows it. */
export const filledCaseForm: CaseFormValues = {
  title: 'Herencia de D. Antonio Ruiz Gómez',
  clientName: 'María Ruiz Ortega',
  clientEmail: 'maria.ruiz@example.es',
  clientPhone: '+34 612 345 678',
  description:
    'Aceptación y partición de la herencia. Tres herederos; un inmueble en Madrid y dos cuentas bancarias.',
  status: 'active',
  priority: 'high',
  dueDate: '2026-12-12',
  tags: 'civil, herencia, testamento',
  caseType: 'Civil',
  court: 'Juzgado de Primera Instancia n.º 4 de Madrid',
  judge: 'Dña. Elena Martín Sáez',
  notes: 'Pendiente de recibir el certificado de últimas voluntades.',
};

/** The title is missing and the server refused the request. */
export const formErrors: CaseFormErrors = {
  title: 'El título es obligatorio',
  form: 'Error al crear el caso.',
};

/** Long values. */
export const longCaseForm: CaseFormValues = {
  ...filledCaseForm,
  title:
    'Procedimiento ordinario de reclamación de cantidad por incumplimiento del contrato de obra de rehabilitación integral del edificio',
  clientName: 'Comunidad de Propietarios del Edificio Residencial Jardines de la Castellana Norte Fase II',
  clientEmail: 'administracion.comunidad.jardines.castellana.norte@administradores-fincas-madrid.es',
  tags: 'civil, contratos, obra, responsabilidad-contractual, comunidad-de-propietarios, propiedad-horizontal',
};
