import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  escapeHtml,
  formatAmount,
  formatFieldDate,
  htmlToText,
  ordinal,
  parseAmount,
  romanNumeral,
  spanishLongDate,
  splitItems,
} from './text.js';

describe('amounts', () => {
  it.each([
    ['12500', 12500],
    ['12500.5', 12500.5],
    ['12.500,50', 12500.5],
    ['12.500', 12500],
    ['12 500 €', 12500],
    ['1,5', 1.5],
    ['', null],
    ['doce', null],
    ['1.2.3,4,5', null],
  ])('parseAmount(%j) = %j', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each([
    [12500, '12.500,00 €'],
    [1200, '1.200,00 €'],
    [0.5, '0,50 €'],
    [1234567.891, '1.234.567,89 €'],
    [-30, '-30,00 €'],
  ])('formatAmount(%d) = %j', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });

  it.each([
    [12500, 'doce mil quinientos euros'],
    [1, 'un euro'],
    [21000, 'veintiún mil euros'],
    [100, 'cien euros'],
    [101, 'ciento un euros'],
    [1000000, 'un millón de euros'],
    [
      2345678.9,
      'dos millones trescientos cuarenta y cinco mil seiscientos setenta y ocho euros con noventa céntimos',
    ],
    [0.01, 'cero euros con un céntimo'],
  ])('amountInWords(%d) = %j', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });
});

describe('numbering', () => {
  it.each([
    [1, 'm', 'PRIMERO'],
    [3, 'f', 'TERCERA'],
    [7, 'm', 'SÉPTIMO'],
    [10, 'f', 'DÉCIMA'],
    [11, 'm', 'UNDÉCIMO'],
    [12, 'f', 'DUODÉCIMA'],
    [13, 'm', 'DECIMOTERCERO'],
    [20, 'm', 'VIGÉSIMO'],
    [21, 'f', 'VIGÉSIMA PRIMERA'],
    [99, 'm', 'NONAGÉSIMO NOVENO'],
    [100, 'm', '100.º'],
  ] as const)('ordinal(%d, %s) = %s', (n, gender, word) => {
    expect(ordinal(n, gender)).toBe(word);
  });

  it.each([
    [1, 'I'],
    [4, 'IV'],
    [9, 'IX'],
    [14, 'XIV'],
    [40, 'XL'],
  ])('romanNumeral(%d) = %s', (n, roman) => {
    expect(romanNumeral(n)).toBe(roman);
  });
});

describe('dates', () => {
  it('reads the drafting date in Madrid time', () => {
    expect(spanishLongDate(new Date('2026-11-22T09:00:00Z'))).toBe('22 de noviembre de 2026');
    expect(spanishLongDate(new Date('2026-12-31T23:30:00Z'))).toBe('1 de enero de 2027');
  });

  it.each([
    ['15/03/2026', '15 de marzo de 2026'],
    ['5-1-2026', '5 de enero de 2026'],
    ['2026-03-15', '15 de marzo de 2026'],
    ['32/01/2026', '32/01/2026'],
    ['mañana', 'mañana'],
  ])('formatFieldDate(%j) = %j', (text, out) => {
    expect(formatFieldDate(text)).toBe(out);
  });
});

describe('splitItems', () => {
  it.each([
    ['Uno.\n\nDos.\nsigue dos.', ['Uno.', 'Dos.\nsigue dos.']],
    ['1. Uno\n2. Dos\ncontinúa', ['Uno', 'Dos\ncontinúa']],
    ['- a\n- b', ['a', 'b']],
    ['• a\n• b', ['a', 'b']],
    ['PRIMERO.- a\nSEGUNDO.- b', ['a', 'b']],
    ['a) uno\nb) dos', ['uno', 'dos']],
    ['línea uno\nlínea dos', ['línea uno', 'línea dos']],
    ['El pago de 1.500 euros', ['El pago de 1.500 euros']],
    ['   ', []],
  ])('%j', (text, items) => {
    expect(splitItems(text)).toEqual(items);
  });
});

describe('HTML', () => {
  it('escapes and reads back', () => {
    const value = `<a href="x">'&'</a>`;
    expect(escapeHtml(value)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(htmlToText(`<p>${escapeHtml(value)}</p>`)).toBe(value);
    expect(htmlToText('<h1>A</h1><p>b<br>c&nbsp;d &#233; &#xE9;</p><script>x</script>')).toBe(
      'A\nb\nc d é é',
    );
  });
});
