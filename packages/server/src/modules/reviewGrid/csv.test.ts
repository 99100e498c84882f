import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, toCsv } from './csv.js';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['Pág. 3', 'Pág. 3'],
    ['con; punto y coma', '"con; punto y coma"'],
    ['dijo "basta"', '"dijo ""basta"""'],
    ['dos\nlíneas', '"dos\nlíneas"'],
    ['retorno\r\n', '"retorno\r\n"'],
    [' espacio', '" espacio"'],
    ['coma, sin comillas', 'coma, sin comillas'],
    ['Sánchez-Cañete «fallo»', 'Sánchez-Cañete «fallo»'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('writes numbers and leaves null and undefined empty', () => {
    expect(csvField(12)).toBe('12');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes the separator it is given', () => {
    expect(csvField('a,b', ',')).toBe('"a,b"');
    expect(csvField('a;b', ',')).toBe('a;b');
  });
});

describe('toCsv', () => {
  it('starts with the BOM, separates with ; and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['Documento', 'Pregunta 1: ¿Costas?'],
        ['a.txt', 'sí; a la demandada'],
      ]),
    ).toBe(`${CSV_BOM}Documento;Pregunta 1: ¿Costas?\r\na.txt;"sí; a la demandada"\r\n`);
  });

  it('is only the BOM without rows', () => {
    expect(toCsv([])).toBe(CSV_BOM);
  });
});
