import { MESSAGES } from '../messages.js';
import type { ReportTemplate } from '../entities/template.js';
import { hasErrors, isBlank } from './errors.js';
import type { FieldErrors } from './errors.js';

/** Wizard steps: 1 template, 2 basic data, 3 template fields, 4 review. */
export type WizardStep = 1 | 2 | 3 | 4;

/** First wizard step. @default 1 */
export const FIRST_WIZARD_STEP: WizardStep = 1;
/** Last wizard step. @default 4 */
export const LAST_WIZARD_STEP: WizardStep = 4;

/** The values the create-report wizard collects. */
export interface WizardState {
  /** Chosen template id, null before step 1 is done. */
  templateId: string | null;
  /** Report title. */
  title: string;
  /** Optional description. */
  description: string;
  /** Client name (locked when a case is chosen). */
  clientName: string;
  /** Linked case id, '' for none. */
  caseId: string;
  /** Template field id → value. */
  content: Record<string, string>;
  /** 'Mejorar con Alegato IA'. */
  enhanceWithAi: boolean;
  /** 'Generar PDF automáticamente'. */
  generatePdf: boolean;
}

/**
 * Wizard errors: keys 'templateId', 'title', 'clientName', or a template field id for step 3.
 */
export type WizardErrors = FieldErrors;

/** An empty wizard. */
export function emptyWizardState(): WizardState {
  return {
    templateId: null,
    title: '',
    description: '',
    clientName: '',
    caseId: '',
    content: {},
    enhanceWithAi: false,
    generatePdf: false,
  };
}

/** Validates one wizard step (spec §5); step 3 checks the required fields of `template`, step 4 nothing. */
export function validateWizardStep(
  step: WizardStep,
  state: WizardState,
  template: ReportTemplate | null | undefined,
): WizardErrors {
  const errors: WizardErrors = {};
  switch (step) {
    case 1:
      if (isBlank(state.templateId)) errors.templateId = MESSAGES.wizard.templateRequired;
      break;
    case 2:
      if (isBlank(state.title)) errors.title = MESSAGES.wizard.titleRequired;
      if (isBlank(state.clientName)) errors.clientName = MESSAGES.wizard.clientNameRequired;
      break;
    case 3:
      for (const field of template?.fields ?? []) {
        if (field.required && isBlank(state.content[field.id])) {
          errors[field.id] = MESSAGES.wizard.fieldRequired(field.label);
        }
      }
      break;
    case 4:
      break;
  }
  return errors;
}

/** Moves forward only when the current step validates, never past 4; returns the step and the errors. */
export function nextWizardStep(
  step: WizardStep,
  state: WizardState,
  template: ReportTemplate | null | undefined,
): { step: WizardStep; errors: WizardErrors } {
  const errors = validateWizardStep(step, state, template);
  if (hasErrors(errors)) return { step, errors };
  return { step: Math.min(step + 1, LAST_WIZARD_STEP) as WizardStep, errors };
}

/** Moves back one step without validating, never below 1. */
export function prevWizardStep(step: WizardStep): WizardStep {
  return Math.max(step - 1, FIRST_WIZARD_STEP) as WizardStep;
}

/** Creating is allowed when the current step validates and a template is selected. */
export function canCreateReport(
  step: WizardStep,
  state: WizardState,
  template: ReportTemplate | null | undefined,
): boolean {
  return !isBlank(state.templateId) && !hasErrors(validateWizardStep(step, state, template));
}

/** Where the wizard opens: step 2 when an initial template is supplied, else step 1. */
export function initialWizardStep(initialTemplateId: string | null | undefined): WizardStep {
  return isBlank(initialTemplateId) ? 1 : 2;
}

/**
 * Applies a chosen case: client name and case id from the case, and the default description
 * 'Informe relacionado con: {case title}' when the description is still blank.
 */
export function applyCaseToWizard(
  state: WizardState,
  chosen: { id: string; title: string; clientName: string },
): WizardState {
  return {
    ...state,
    caseId: chosen.id,
    clientName: chosen.clientName,
    description: isBlank(state.description)
      ? MESSAGES.reports.caseDescription(chosen.title)
      : state.description,
  };
}
