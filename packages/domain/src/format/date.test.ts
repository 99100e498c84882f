import { describe, expect, it } from 'vitest';
import { formatDateEs, formatDateTimeEs, toDate, yearMonthMadrid } from './date.js';

describe('formatDateEs', () => {
  it.each([
    ['2025-01-15T10:00:00Z', '15/1/2025'],
    ['2025-01-31T23:30:00Z', '1/2/2025'],
    ['2025-07-31T22:30:00Z', '1/8/2025'],
    ['2025-12-05T00:00:00Z', '5/12/2025'],
    [Date.UTC(2024, 1, 29, 12), '29/2/2024'],
    [new Date('2025-03-09T12:00:00Z'), '9/3/2025'],
    ['no es una fecha', ''],
  ])('%j → %j', (value, expected) => {
    expect(formatDateEs(value)).toBe(expected);
  });
});

describe('formatDateTimeEs / yearMonthMadrid / toDate', () => {
  it.each([
    ['2025-01-15T10:05:00Z', '15/1/2025, 11:05', '2025-01'],
    ['2025-07-15T10:05:00Z', '15/7/2025, 12:05', '2025-07'],
    ['2025-01-31T23:30:00Z', '1/2/2025, 00:30', '2025-02'],
    ['x', '', ''],
  ])('%j → %j, %j', (value, dateTime, month) => {
    expect(formatDateTimeEs(value)).toBe(dateTime);
    expect(yearMonthMadrid(value)).toBe(month);
  });

  it('returns null for an invalid date', () => {
    expect(toDate('x')).toBeNull();
    expect(toDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });
});
