import { describe, expect, it } from 'vitest';
import { addQuestions, parseQuestions, questionsProblem } from './questions';

describe('parseQuestions', () => {
  it.each([
    ['', []],
    ['  \n\n ', []],
    ['¿Ponente?', ['¿Ponente?']],
    [' ¿Ponente? \r\n\r\n¿Costas?\n', ['¿Ponente?', '¿Costas?']],
  ])('%j → %j', (text, expected) => {
    expect(parseQuestions(text)).toEqual(expected);
  });
});

describe('addQuestions', () => {
  it('appends the missing ones, one per line, ignoring case, accents and spacing', () => {
    expect(
      addQuestions('¿quien es el  PONENTE?\n\n', ['¿Quién es el ponente?', '¿Se imponen las costas?'], 10),
    ).toBe('¿quien es el  PONENTE?\n¿Se imponen las costas?');
  });

  it('starts from an empty editor', () => {
    expect(addQuestions('', ['¿A?', '¿B?'], 10)).toBe('¿A?\n¿B?');
  });

  it('stops at the maximum', () => {
    expect(addQuestions('¿A?\n¿B?', ['¿C?', '¿D?', '¿E?'], 3)).toBe('¿A?\n¿B?\n¿C?');
    expect(addQuestions('¿A?\n¿B?\n¿C?', ['¿D?'], 3)).toBe('¿A?\n¿B?\n¿C?');
  });

  it('skips blank suggestions and repeats among them', () => {
    expect(addQuestions('', ['  ', '¿A?', '¿a?'], 10)).toBe('¿A?');
  });
});

describe('questionsProblem', () => {
  it.each([
    [[], 'empty'],
    [['¿A?'], null],
    [Array.from({ length: 3 }, () => '¿A?'), null],
    [Array.from({ length: 4 }, () => '¿A?'), 'tooMany'],
    [['x'.repeat(5)], null],
    [['¿A?', 'x'.repeat(6)], 'tooLong'],
  ] as const)('%j → %j', (questions, expected) => {
    expect(questionsProblem(questions, 3, 5)).toBe(expected);
  });
});
