import { ReportTemplateSchema, TEMPLATE_CATEGORIES, TEMPLATE_IDS } from '@alegato/domain';
import { describe, expect, it } from 'vitest';
import { REPORT_TEMPLATES, TEMPLATES_VERSION } from './templates.js';

describe('REPORT_TEMPLATES', () => {
  it('holds the six product templates in the domain order', () => {
    expect(REPORT_TEMPLATES.map((t) => t.id)).toEqual([...TEMPLATE_IDS]);
    expect(Number.isInteger(TEMPLATES_VERSION) && TEMPLATES_VERSION > 0).toBe(true);
  });

  it.each(REPORT_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s parses unchanged with the domain schema',
    (_id, template) => {
      expect(ReportTemplateSchema.parse(template)).toEqual(template);
      expect(TEMPLATE_CATEGORIES as readonly string[]).toContain(template.category);
    },
  );

  it.each(REPORT_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s has unique snake_case ASCII field ids',
    (_id, template) => {
      const ids = template.fields.map((f) => f.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/);
      for (const f of template.fields) {
        if (f.type === 'select') {
          expect(f.options?.length).toBeGreaterThan(1);
          if (f.default_value !== undefined)
            expect(f.options?.map((o) => o.value)).toContain(f.default_value);
        } else {
          expect(f.options).toBeUndefined();
        }
      }
      expect(ids).toContain('lugar');
    },
  );

  it('asks for the data each document needs', () => {
    const ids = (id: string) => REPORT_TEMPLATES.find((t) => t.id === id)?.fields.map((f) => f.id) ?? [];
    expect(ids('demanda-civil')).toEqual(
      expect.arrayContaining([
        'juzgado',
        'demandante_nombre',
        'demandante_dni',
        'demandado_cif',
        'cuantia',
        'hechos',
        'suplico',
      ]),
    );
    expect(ids('querella-penal')).toEqual(
      expect.arrayContaining(['querellante_nombre', 'querellado_nombre', 'delito', 'diligencias']),
    );
    expect(ids('recurso-apelacion')).toEqual(
      expect.arrayContaining(['resolucion_recurrida', 'fecha_resolucion', 'motivos']),
    );
    expect(ids('contrato-arrendamiento')).toEqual(
      expect.arrayContaining([
        'inmueble_direccion',
        'referencia_catastral',
        'renta_mensual',
        'duracion_anios',
        'fianza_meses',
        'fecha_inicio',
        'actualizacion_renta',
      ]),
    );
    expect(ids('escrito-alegaciones')).toEqual(
      expect.arrayContaining(['organo', 'expediente', 'alegaciones']),
    );
    expect(ids('demanda-laboral')).toEqual(
      expect.arrayContaining([
        'fecha_despido',
        'salario',
        'fecha_antiguedad',
        'categoria_profesional',
        'fecha_papeleta',
      ]),
    );
  });
});
