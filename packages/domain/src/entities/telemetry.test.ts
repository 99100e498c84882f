import { describe, expect, it } from 'vitest';
import { LocalErrorRecordSchema, PerformanceMetricsSchema } from './telemetry.js';

const record = {
  error: { name: 'TypeError', message: 'x is undefined', stack: 'at f' },
  context: {
    page: '/reports',
    component: 'ReportCard',
    timestamp: '2025-01-15T10:00:00Z',
    metadata: { a: 1 },
  },
};

describe('LocalErrorRecordSchema', () => {
  it.each([
    [record, true],
    [{ ...record, error: { name: 'E' } }, false],
    [{ ...record, context: { page: '/' } }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(LocalErrorRecordSchema.safeParse(value).success).toBe(valid);
  });
});

describe('PerformanceMetricsSchema', () => {
  it.each([
    [{ lcp: 1200, fid: 20, cls: 0.05 }, true],
    [{}, true],
    [{ lcp: -1 }, false],
    [{ cls: 'bajo' }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(PerformanceMetricsSchema.safeParse(value).success).toBe(valid);
  });
});
