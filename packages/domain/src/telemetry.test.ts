import { describe, expect, it } from 'vitest';
import type { LocalErrorRecord } from './entities/telemetry.js';
import { appendErrorRecord, isCriticalError } from './telemetry.js';

describe('isCriticalError (spec §8)', () => {
  it.each([
    ['Supabase client failed', true],
    ['Authentication expired', true],
    ['payment declined', true],
    ['Document upload failed', true],
    ['RAG service unavailable', true],
    ['Network Error', true],
    ['Cannot read properties of undefined', false],
    ['upload failed', false],
  ])('%j → %s', (message, critical) => {
    expect(isCriticalError(message)).toBe(critical);
  });
});

describe('appendErrorRecord', () => {
  const rec = (n: number): LocalErrorRecord => ({
    error: { name: 'Error', message: `e${n}` },
    context: { timestamp: '2025-01-15T10:00:00Z' },
  });
  it.each([
    [0, 1, 'e0'],
    [99, 100, 'e0'],
    [100, 100, 'e1'],
    [150, 100, 'e51'],
  ])('with %d stored keeps %d, oldest %s', (stored, kept, oldest) => {
    const records = Array.from({ length: stored }, (_, i) => rec(i));
    const next = appendErrorRecord(records, rec(stored));
    expect(next).toHaveLength(kept);
    expect(next[0]?.error.message).toBe(oldest);
    expect(next.at(-1)?.error.message).toBe(`e${stored}`);
    expect(records).toHaveLength(stored);
  });
});
