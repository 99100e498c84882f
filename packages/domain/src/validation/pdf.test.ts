import { describe, expect, it } from 'vitest';
import { caseIdOrDefault, validatePdfRequest, validateReportId, validateViewerPdfHtml } from './pdf.js';

const valid = { contenido_markdown: '# Demanda civil', titulo: 'Demanda', caso_id: 'c1' };

describe('validatePdfRequest (spec §5)', () => {
  it.each([
    [{}, {}],
    [{ contenido_markdown: '0123456789' }, {}],
    [
      { contenido_markdown: '  012345678  ' },
      { contenido_markdown: 'El contenido del informe debe tener al menos 10 caracteres' },
    ],
    [
      { contenido_markdown: '' },
      { contenido_markdown: 'El contenido del informe debe tener al menos 10 caracteres' },
    ],
    [{ titulo: ' ' }, { titulo: 'El título del informe es requerido' }],
    [{ caso_id: '' }, { caso_id: 'El ID del caso es requerido' }],
  ])('%j → %j', (patch, errors) => {
    expect(validatePdfRequest({ ...valid, ...patch })).toEqual(errors);
  });
});

describe('viewer rules', () => {
  it.each([
    ['<p>Hi</p>', 'El informe debe tener contenido para generar el PDF'],
    ['<p>Hola mundo</p>', undefined],
    ['0123456789', undefined],
    ['   ', 'El informe debe tener contenido para generar el PDF'],
    [null, 'El informe debe tener contenido para generar el PDF'],
    [undefined, 'El informe debe tener contenido para generar el PDF'],
  ])('validateViewerPdfHtml(%j) = %j', (html, message) => {
    expect(validateViewerPdfHtml(html)).toBe(message);
  });

  it.each([
    ['c1', 'c1'],
    ['', 'default'],
    ['  ', 'default'],
    [null, 'default'],
    [undefined, 'default'],
  ])('caseIdOrDefault(%j) = %j', (id, expected) => {
    expect(caseIdOrDefault(id)).toBe(expected);
  });

  it.each([
    ['r1', undefined],
    ['', 'ID de informe no proporcionado'],
    [undefined, 'ID de informe no proporcionado'],
  ])('validateReportId(%j) = %j', (id, message) => {
    expect(validateReportId(id)).toBe(message);
  });
});
