import { describe, expect, it } from 'vitest';
import { GeneratedPdfSchema, PdfGenerationRequestSchema, PdfListResponseSchema } from './pdf.js';

describe('GeneratedPdfSchema', () => {
  it.each([
    [
      {
        success: true,
        archivo: 'informe.pdf',
        tamaño_bytes: 12595,
        url_descarga: '/api/pdf/descargar/default/informe.pdf',
        mensaje: 'ok',
      },
      true,
    ],
    [{ success: false, mensaje: 'Error' }, true],
    [{ success: true, tamaño_bytes: -1 }, false],
    [{ archivo: 'informe.pdf' }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(GeneratedPdfSchema.safeParse(value).success).toBe(valid);
  });
});

describe('PdfListResponseSchema', () => {
  it.each([
    [
      {
        caso_id: 'default',
        total_informes: 1,
        informes: [{ filename: 'a.pdf', size: 100, created_at: '2025-01-15T10:00:00Z' }],
      },
      true,
    ],
    [{ caso_id: 'default', total_informes: 0, informes: [] }, true],
    [
      { caso_id: 'default', total_informes: 1, informes: [{ filename: '', size: 1, created_at: 'x' }] },
      false,
    ],
    [{ caso_id: 'default', informes: [] }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(PdfListResponseSchema.safeParse(value).success).toBe(valid);
  });
});

describe('PdfGenerationRequestSchema', () => {
  const req = {
    contenido_markdown: '# Demanda\n\nPRIMERO.- Hechos',
    titulo: 'Demanda',
    caso_id: 'default',
    metadata: { fecha: '15/1/2025', tipo_documento: 'demanda-civil', generado_por: 'Alegato' },
  };
  it('accepts a valid request with optional metadata links', () => {
    expect(
      PdfGenerationRequestSchema.safeParse({ ...req, metadata: { ...req.metadata, reporte_id: 'r1' } })
        .success,
    ).toBe(true);
  });
  it.each([
    [{ contenido_markdown: '   corto   ' }, 'El contenido del informe debe tener al menos 10 caracteres'],
    [{ titulo: ' ' }, 'El título del informe es requerido'],
    [{ caso_id: '' }, 'El ID del caso es requerido'],
  ])('%j fails with %s', (patch, message) => {
    const result = PdfGenerationRequestSchema.safeParse({ ...req, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });
  it('requires metadata', () => {
    expect(PdfGenerationRequestSchema.safeParse({ ...req, metadata: undefined }).success).toBe(false);
  });
});
