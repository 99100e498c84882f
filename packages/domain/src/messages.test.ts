import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';

describe('parameterised messages', () => {
  it.each([
    [MESSAGES.login.welcome('Alegato'), '¡Bienvenido a Alegato!'],
    [MESSAGES.wizard.fieldRequired('Hechos'), 'Hechos es obligatorio'],
    [MESSAGES.editForm.fieldRequired('Hechos'), 'El campo Hechos es obligatorio'],
    [MESSAGES.reports.httpStatus(502), 'Error 502'],
    [MESSAGES.reports.updateFailed('timeout'), 'Error actualizando informe: timeout'],
    [MESSAGES.reports.enhanced(87), 'Informe mejorado con IA (87% calidad)'],
    [MESSAGES.reports.caseDescription('Desahucio'), 'Informe relacionado con: Desahucio'],
    [MESSAGES.pdf.invalidData('titulo'), 'Datos inválidos: titulo'],
    [MESSAGES.pdf.toast('x'), 'Error: x'],
    [MESSAGES.pdf.downloadFailedWith('404'), 'Error al descargar: 404'],
    [MESSAGES.pdf.downloading('a.pdf'), 'Descargando: a.pdf'],
    [MESSAGES.relativeTime.minutes(1), 'hace 1 minuto'],
    [MESSAGES.relativeTime.minutes(0), 'hace 0 minutos'],
    [MESSAGES.relativeTime.days(3), 'hace 3 días'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('catalogue hygiene', () => {
  const strings: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') strings.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(MESSAGES);

  it('has no empty or padded strings', () => {
    expect(strings.length).toBeGreaterThan(80);
    for (const s of strings) expect(s).toBe(s.trim());
    for (const s of strings) expect(s).not.toBe('');
  });
});
