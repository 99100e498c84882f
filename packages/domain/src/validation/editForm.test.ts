import { describe, expect, it } from 'vitest';
import type { ReportTemplate } from '../entities/template.js';
import type { EditFormState } from './editForm.js';
import { clearFieldError, validateEditForm } from './editForm.js';

const template: ReportTemplate = {
  id: 'querella-penal',
  name: 'Querella Penal',
  description: '',
  category: 'penal',
  fields: [
    { id: 'querellado', label: 'Querellado', type: 'text', required: true, rows: 4 },
    { id: 'observaciones', label: 'Observaciones', type: 'textarea', required: false, rows: 4 },
  ],
};

const valid: EditFormState = {
  title: 'Querella',
  description: '',
  templateId: 'querella-penal',
  caseId: '',
  clientName: '',
  content: { querellado: 'Juan' },
};

describe('validateEditForm (spec §5)', () => {
  it.each<[Partial<EditFormState>, ReportTemplate | null, Record<string, string>]>([
    [{}, template, {}],
    [{ title: ' ' }, template, { title: 'El título es obligatorio' }],
    [{ templateId: '' }, null, { templateId: 'Debes seleccionar un template' }],
    [{ content: {} }, template, { querellado: 'El campo Querellado es obligatorio' }],
    [{ content: { querellado: '   ' } }, template, { querellado: 'El campo Querellado es obligatorio' }],
    [
      { title: '', templateId: '', content: {} },
      template,
      {
        title: 'El título es obligatorio',
        templateId: 'Debes seleccionar un template',
        querellado: 'El campo Querellado es obligatorio',
      },
    ],
  ])('%j → %j', (patch, tpl, errors) => {
    expect(validateEditForm({ ...valid, ...patch }, tpl)).toEqual(errors);
  });
});

describe('clearFieldError', () => {
  it.each([
    [{ title: 'x', querellado: 'y' }, 'title', { querellado: 'y' }],
    [{ title: 'x' }, 'description', { title: 'x' }],
    [{}, 'title', {}],
  ])('%j minus %s → %j', (errors, field, expected) => {
    const before = { ...errors };
    expect(clearFieldError(errors, field)).toEqual(expected);
    expect(errors).toEqual(before);
  });
});
