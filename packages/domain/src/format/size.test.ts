import { describe, expect, it } from 'vitest';
import { formatSizeKb } from './size.js';

describe('formatSizeKb', () => {
  it.each([
    [12_595, '12.3 KB'],
    [1024, '1.0 KB'],
    [0, '0.0 KB'],
    [100, '0.1 KB'],
    [51, '0.0 KB'],
    [10 * 1024 * 1024, '10240.0 KB'],
    [-5, '0.0 KB'],
    [Number.NaN, '0.0 KB'],
  ])('%d bytes → %j', (bytes, expected) => {
    expect(formatSizeKb(bytes)).toBe(expected);
  });
});
