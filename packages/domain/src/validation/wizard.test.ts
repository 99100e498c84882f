import { describe, expect, it } from 'vitest';
import type { ReportTemplate } from '../entities/template.js';
import type { WizardState, WizardStep } from './wizard.js';
import {
  applyCaseToWizard,
  canCreateReport,
  emptyWizardState,
  initialWizardStep,
  nextWizardStep,
  prevWizardStep,
  validateWizardStep,
} from './wizard.js';

const template: ReportTemplate = {
  id: 'demanda-civil',
  name: 'Demanda Civil',
  description: '',
  category: 'civil',
  fields: [
    { id: 'hechos', label: 'Hechos', type: 'textarea', required: true, rows: 4 },
    { id: 'cuantia', label: 'Cuantía', type: 'number', required: true, rows: 4 },
    { id: 'notas', label: 'Notas', type: 'text', required: false, rows: 4 },
  ],
};

const filled: WizardState = {
  ...emptyWizardState(),
  templateId: 'demanda-civil',
  title: 'Demanda',
  clientName: 'Ana',
  content: { hechos: 'PRIMERO.- ...', cuantia: '1200' },
};

describe('validateWizardStep (spec §5)', () => {
  it.each<[WizardStep, Partial<WizardState>, Record<string, string>]>([
    [1, {}, {}],
    [1, { templateId: null }, { templateId: 'Selecciona una plantilla' }],
    [1, { templateId: '' }, { templateId: 'Selecciona una plantilla' }],
    [2, {}, {}],
    [2, { title: '  ' }, { title: 'El título es obligatorio' }],
    [2, { clientName: '' }, { clientName: 'El nombre del cliente es obligatorio' }],
    [
      2,
      { title: '', clientName: ' ' },
      { title: 'El título es obligatorio', clientName: 'El nombre del cliente es obligatorio' },
    ],
    [3, {}, {}],
    [3, { content: { hechos: '  ', cuantia: '1' } }, { hechos: 'Hechos es obligatorio' }],
    [3, { content: {} }, { hechos: 'Hechos es obligatorio', cuantia: 'Cuantía es obligatorio' }],
    [4, { templateId: null, title: '', content: {} }, {}],
  ])('step %d with %j → %j', (step, patch, errors) => {
    expect(validateWizardStep(step, { ...filled, ...patch }, template)).toEqual(errors);
  });

  it('step 3 without a template has nothing to check', () => {
    expect(validateWizardStep(3, { ...filled, content: {} }, null)).toEqual({});
  });
});

describe('wizard navigation (spec §4)', () => {
  it.each<[WizardStep, Partial<WizardState>, WizardStep, boolean]>([
    [1, {}, 2, false],
    [1, { templateId: null }, 1, true],
    [2, {}, 3, false],
    [2, { title: '' }, 2, true],
    [3, {}, 4, false],
    [3, { content: {} }, 3, true],
    [4, {}, 4, false],
  ])('next from %d with %j → %d (errors %s)', (step, patch, expected, withErrors) => {
    const result = nextWizardStep(step, { ...filled, ...patch }, template);
    expect(result.step).toBe(expected);
    expect(Object.keys(result.errors).length > 0).toBe(withErrors);
  });

  it.each<[WizardStep, WizardStep]>([
    [4, 3],
    [3, 2],
    [2, 1],
    [1, 1],
  ])('back from %d → %d', (step, expected) => {
    expect(prevWizardStep(step)).toBe(expected);
  });

  it.each<[WizardStep, Partial<WizardState>, boolean]>([
    [4, {}, true],
    [4, { templateId: null }, false],
    [3, {}, true],
    [3, { content: {} }, false],
    [2, { clientName: '' }, false],
  ])('canCreateReport at %d with %j = %s', (step, patch, ok) => {
    expect(canCreateReport(step, { ...filled, ...patch }, template)).toBe(ok);
  });

  it.each([
    ['demanda-civil', 2],
    [null, 1],
    [undefined, 1],
    ['', 1],
  ])('initialWizardStep(%j) = %d', (id, step) => {
    expect(initialWizardStep(id)).toBe(step);
  });
});

describe('applyCaseToWizard', () => {
  const chosen = { id: 'c1', title: 'Desahucio Calle Mayor', clientName: 'Luis' };
  it.each([
    ['', 'Informe relacionado con: Desahucio Calle Mayor'],
    ['  ', 'Informe relacionado con: Desahucio Calle Mayor'],
    ['Mi descripción', 'Mi descripción'],
  ])('description %j → %j', (description, expected) => {
    const next = applyCaseToWizard({ ...filled, description }, chosen);
    expect(next).toMatchObject({ caseId: 'c1', clientName: 'Luis', description: expected });
  });
});
