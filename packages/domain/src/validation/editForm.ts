import { MESSAGES } from '../messages.js';
import type { ReportTemplate } from '../entities/template.js';
import { isBlank } from './errors.js';
import type { FieldErrors } from './errors.js';

/** The values of the 'Editar Informe' form. */
export interface EditFormState {
  /** Report title. */
  title: string;
  /** Optional description. */
  description: string;
  /** Chosen template id, '' for none. */
  templateId: string;
  /** Linked case id, '' for none. */
  caseId: string;
  /** Client name. */
  clientName: string;
  /** Template field id → value. */
  content: Record<string, string>;
}

/** Edit-form errors: 'title', 'templateId' or a template field id. */
export type EditFormErrors = FieldErrors;

/** Validates the edit form (spec §5): title, template, and each required field of `template`. */
export function validateEditForm(
  state: EditFormState,
  template: ReportTemplate | null | undefined,
): EditFormErrors {
  const errors: EditFormErrors = {};
  if (isBlank(state.title)) errors.title = MESSAGES.editForm.titleRequired;
  if (isBlank(state.templateId)) errors.templateId = MESSAGES.editForm.templateRequired;
  for (const field of template?.fields ?? []) {
    if (field.required && isBlank(state.content[field.id])) {
      errors[field.id] = MESSAGES.editForm.fieldRequired(field.label);
    }
  }
  return errors;
}

/** Clears the error of `field` (errors clear when the field is edited). */
export function clearFieldError<E extends FieldErrors>(errors: E, field: string): E {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
