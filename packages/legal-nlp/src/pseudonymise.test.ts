import { describe, expect, it } from 'vitest';
import { emptyMaskCounts, maskedShares, pseudonymise, restore, scoreMasking } from './pseudonymise.js';

const DEMANDA = [
  'En Madrid, a 3 de marzo de 2025.',
  'D. Juan Pérez García, con DNI 12345678Z y domicilio en la Calle de Serrano 45, 2.º A, 28001 Madrid,',
  'teléfono 612 345 678 y correo juan.perez@example.com, demanda a Construcciones Levante, S.L. (CIF B12345674),',
  'con cuenta ES91 2100 0418 4502 0005 1332. El Sr. Pérez abonó 50.000 euros el 12 de enero de 2025.',
  'La finca registral nº 4567 del Registro de la Propiedad nº 2 de Jaén, con referencia catastral 9872023VH5797S0001WX.',
  'Recurso nº 123/2024 ante el Juzgado de Primera Instancia n.º 3 de Madrid, conforme al art. 1902 CC.',
  'Construcciones Levante abandonó la obra; Pérez lo denunció ante la Agencia Tributaria. ECLI:ES:TS:2020:1234.',
].join('\n');

describe('pseudonymise', () => {
  const { text, map, spans } = pseudonymise(DEMANDA);

  it.each([
    'Juan',
    'Pérez',
    'García',
    '12345678Z',
    'Serrano',
    '28001',
    '612 345 678',
    'juan.perez@example.com',
    'Construcciones Levante',
    'B12345674',
    'ES91 2100',
    '4567',
    '9872023VH5797S0001WX',
    '123/2024',
    'Jaén',
  ])('leaves no %j in the text', (original) => {
    expect(text).not.toContain(original);
  });

  it.each([
    '3 de marzo de 2025',
    '50.000 euros',
    '12 de enero de 2025',
    'Registro de la Propiedad nº 2',
    'Juzgado de Primera Instancia n.º 3',
    'art. 1902 CC',
    'Agencia Tributaria',
    'ECLI:ES:TS:2020:1234',
  ])('keeps %j (dates, amounts, courts, public bodies, citations, ECLI)', (kept) => {
    expect(text).toContain(kept);
  });

  it('gives each kind its placeholder', () => {
    expect(map).toMatchObject({
      '[PERSONA_1]': 'D. Juan Pérez García',
      '[DNI_1]': '12345678Z',
      '[DIRECCION_1]': 'Calle de Serrano 45, 2.º A, 28001 Madrid',
      '[TELEFONO_1]': '612 345 678',
      '[EMAIL_1]': 'juan.perez@example.com',
      '[ORGANIZACION_1]': 'Construcciones Levante, S.L.',
      '[IBAN_1]': 'ES91 2100 0418 4502 0005 1332',
      '[REFERENCIA_1]': '4567',
      '[REFERENCIA_2]': '9872023VH5797S0001WX',
      '[CODIGO_1]': '123/2024',
    });
    expect(Object.values(map)).toContain('Madrid');
    expect(Object.values(map)).toContain('B12345674');
  });

  it('keeps one placeholder per person and organisation, also for shorter later mentions', () => {
    expect(text).toContain('\n[PERSONA_1], con DNI [DNI_1]');
    expect(text).toContain('El [PERSONA_1] abonó');
    expect(text).toContain('; [PERSONA_1] lo denunció');
    expect(text).toContain('\n[ORGANIZACION_1] abandonó');
    expect(text.match(/\[PERSONA_\d+\]/g)).toEqual(['[PERSONA_1]', '[PERSONA_1]', '[PERSONA_1]']);
  });

  it('gives two persons sharing a surname the short form of neither', () => {
    const r = pseudonymise(
      'Dña. Ana Ruiz López y D. Pedro Ruiz Martín firmaron. Después, el Sr. Ruiz se negó a pagar.',
    );
    expect(r.text).toBe('[PERSONA_1] y [PERSONA_2] firmaron. Después, el [PERSONA_3] se negó a pagar.');
    expect(r.map['[PERSONA_3]']).toBe('Sr. Ruiz');
  });

  it('reports the spans replaced with offsets into the original', () => {
    for (const s of spans) expect(map[s.placeholder]).toBeDefined();
    const first = spans[0];
    expect(first && DEMANDA.slice(first.start, first.end)).toBe('Madrid');
    expect(spans.map((s) => s.start)).toEqual([...spans.map((s) => s.start)].sort((a, b) => a - b));
  });

  it('masks capitalised names no rule knows, numbers with slashes and identifier-like codes', () => {
    const r = pseudonymise(
      'La recurrente, casada con Ulrike Zbořilová, trabajaba para Talleres Ibarrondo. Autos 552/05, afiliación NUM002.',
    );
    expect(r.text).not.toMatch(/Ulrike|Zbořilová|Ibarrondo|552\/05|NUM002/);
    expect(r.text).toContain('La recurrente, casada con');
  });

  it('takes a line break or a <br> inside a sentence for no sentence start', () => {
    for (const br of ['\n', '<br>']) {
      const r = pseudonymise(`<p>La actora trabajaba para la Mutua${br}Ibarrondo desde 1994.</p>`);
      expect(r.text).not.toContain('Ibarrondo');
    }
    expect(pseudonymise('Iniciadas las actuaciones, se dictó sentencia.').spans).toEqual([]);
  });

  it('restores a person to the fullest form, in mixed case when the text has it', () => {
    const r = pseudonymise(
      'Ponente: ANA ROSA VIDAL SOLER\n\nHa sido ponente la Ilma. Sra. Dña. Ana Rosa Vidal Soler. La Sra. Vidal Soler firma.',
    );
    expect(r.text.match(/\[PERSONA_\d+\]/g)).toEqual(['[PERSONA_1]', '[PERSONA_1]', '[PERSONA_1]']);
    expect(restore('[PERSONA_1]', r.map)).toMatch(/Ana Rosa Vidal Soler$/);
  });

  it('does not mask again a text already pseudonymised, and numbers new placeholders after the old ones', () => {
    const twice = pseudonymise(text);
    expect(twice.text).toBe(text);
    expect(twice.spans).toEqual([]);
    const more = pseudonymise(`${text}\nLo firma D.ª Marta Salas Ibáñez.`);
    expect(more.text).toMatch(/Lo firma (?:D\.ª )?\[PERSONA_2\]\.$/);
    expect(Object.keys(more.map)).toEqual(['[PERSONA_2]']);
  });

  it('continues an earlier map: the same person keeps the placeholder across messages', () => {
    const next = pseudonymise('¿Qué reclama el Sr. Pérez García a Construcciones Levante?', { map });
    expect(next.text).toBe('¿Qué reclama el [PERSONA_1] a [ORGANIZACION_1]?');
    expect(next.map['[PERSONA_1]']).toBe('D. Juan Pérez García');
  });

  it('keeps ECLI and Roj, and masks the ECLI when asked', () => {
    const t = 'Roj: STSJ BAL 451/2025 - ECLI:ES:TSJBAL:2025:451';
    expect(pseudonymise(t).text).toBe(t);
    expect(pseudonymise(t, { keepPublicCodes: false }).text).not.toContain('ECLI:');
  });
});

describe('restore', () => {
  const { text, map } = pseudonymise(DEMANDA);

  it('puts every original back', () => {
    const back = restore(text, map);
    expect(back).toContain('D. Juan Pérez García, con DNI 12345678Z');
    expect(back).toContain('Construcciones Levante, S.L.');
    expect(back).not.toMatch(/\[[A-Z]+_\d+\]/);
  });

  it.each([
    ['[PERSONA_1]', 'D. Juan Pérez García'],
    ['[Persona_1]', 'D. Juan Pérez García'],
    ['PERSONA_1', 'D. Juan Pérez García'],
    ['[PERSONA 1]', 'D. Juan Pérez García'],
    ['[ persona_1 ]', 'D. Juan Pérez García'],
    ['[ORGANIZACIÓN_1]', 'Construcciones Levante, S.L.'],
    ['[Código_1]', '123/2024'],
    ['(DNI_1)', '(12345678Z)'],
  ])('restores %j, as a model may have altered it', (written, original) => {
    expect(restore(`Según ${written}, procede.`, map)).toBe(`Según ${original}, procede.`);
  });

  it.each(['[PERSONA_9]', '[LUGAR_77]', 'PERSONA_12', 'la persona 1', 'PERSONAS_1'])(
    'leaves %j as it is',
    (written) => {
      expect(restore(written, map)).toBe(written);
    },
  );
});

describe('scoreMasking', () => {
  const bio = [
    'El O',
    'Sr. B-PER',
    'Zbigniew I-PER',
    'Wolski I-PER',
    'vive O',
    'en O',
    'Gdańsk B-LOC',
    'y O',
    'trabaja O',
    'para O',
    'la B-ORG',
    'Mutua I-ORG',
    'Bałtyk I-ORG',
    '( O',
    'demanda O',
    'no O',
    '28426 B-CODE',
    '/ I-CODE',
    '06 I-CODE',
    ') O',
    '. O',
    '',
  ].join('\n');

  it('counts gold tokens inside a replaced span, per label, without a leading determiner or punctuation', () => {
    const counts = scoreMasking(bio, emptyMaskCounts());
    expect(counts.PER).toEqual({ total: 3, masked: 3, publicBody: 0 });
    expect(counts.LOC).toEqual({ total: 1, masked: 1, publicBody: 0 });
    expect(counts.ORG).toEqual({ total: 2, masked: 2, publicBody: 0 });
    expect(counts.CODE).toEqual({ total: 2, masked: 2, publicBody: 0 });
    expect(maskedShares(counts)).toEqual({ PER: 1, LOC: 1, ORG: 1, CODE: 1, all: 1 });
  });

  it('counts a court kept by design apart', () => {
    const counts = scoreMasking('el O\nTribunal B-ORG\nSupremo I-ORG\nfalló O\n', emptyMaskCounts());
    expect(counts.ORG).toEqual({ total: 2, masked: 0, publicBody: 2 });
    expect(maskedShares(counts).ORG).toBe(0);
    expect(maskedShares(emptyMaskCounts()).all).toBe(1);
  });
});
