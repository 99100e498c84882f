import { describe, expect, it } from 'vitest';
import { firstError, hasErrors, isBlank } from './errors.js';

describe('field error helpers', () => {
  it.each([
    [{}, false, undefined],
    [{ a: undefined }, false, undefined],
    [{ a: 'uno' }, true, 'uno'],
    [{ a: undefined, b: 'dos', c: 'tres' }, true, 'dos'],
  ])('%j → has %s, first %j', (errors, has, first) => {
    expect(hasErrors(errors)).toBe(has);
    expect(firstError(errors)).toBe(first);
  });

  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    [' \n\t', true],
    ['a', false],
  ])('isBlank(%j) = %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});
