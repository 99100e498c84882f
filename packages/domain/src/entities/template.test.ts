import { describe, expect, it } from 'vitest';
import { ReportTemplateSchema, TemplateFieldSchema, TemplatesResponseSchema } from './template.js';

describe('TemplateFieldSchema', () => {
  it('defaults rows to 4 and required to false', () => {
    expect(TemplateFieldSchema.parse({ id: 'hechos', label: 'Hechos', type: 'textarea' })).toEqual({
      id: 'hechos',
      label: 'Hechos',
      type: 'textarea',
      required: false,
      rows: 4,
    });
  });

  it.each([
    ['textarea', 'textarea'],
    ['select', 'select'],
    ['number', 'number'],
    ['text', 'text'],
    ['date', 'text'],
    [undefined, 'text'],
  ])('type %j is read as %s', (type, expected) => {
    expect(TemplateFieldSchema.parse({ id: 'f', label: 'F', type }).type).toBe(expected);
  });

  it.each([
    [{ id: 'f', label: 'F', type: 'select', options: [{ value: 'a', label: 'A' }] }, true],
    [{ id: 'f', label: 'F', type: 'select', options: [{ value: 'a' }] }, false],
    [{ id: '', label: 'F', type: 'text' }, false],
    [{ id: 'f', label: '', type: 'text' }, false],
    [{ id: 'f', label: 'F', type: 'textarea', rows: 0 }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(TemplateFieldSchema.safeParse(value).success).toBe(valid);
  });
});

describe('ReportTemplateSchema / TemplatesResponseSchema', () => {
  const template = { id: 'demanda-civil', name: 'Demanda Civil', category: 'civil', fields: [] };
  it.each([
    [template, true],
    [{ ...template, category: 'tributario' }, true],
    [{ ...template, name: '' }, false],
    [{ ...template, fields: [{ id: 'x' }] }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(ReportTemplateSchema.safeParse(value).success).toBe(valid);
  });
  it.each([
    [{ templates: [template], total: 1 }, true],
    [{ templates: [template] }, false],
    [{ templates: [], total: -1 }, false],
  ])('response %j valid=%s', (value, valid) => {
    expect(TemplatesResponseSchema.safeParse(value).success).toBe(valid);
  });
});
