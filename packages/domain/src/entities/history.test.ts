import { describe, expect, it } from 'vitest';
import {
  DeleteHistoryResponseSchema,
  QueryHistoryItemSchema,
  QueryHistoryResponseSchema,
} from './history.js';

describe('QueryHistoryItemSchema', () => {
  it('applies the defaults: results [], responseTimeMs 0, type general', () => {
    expect(
      QueryHistoryItemSchema.parse({ id: 'q1', content: 'plazo', createdAt: '2025-01-15T10:00:00Z' }),
    ).toEqual({
      id: 'q1',
      content: 'plazo',
      results: [],
      responseTimeMs: 0,
      createdAt: '2025-01-15T10:00:00Z',
      type: 'general',
    });
  });
  it.each([
    [
      { id: 'q1', content: 'x', createdAt: '2025-01-15T10:00:00Z', type: 'monetary', responseTimeMs: 120 },
      true,
    ],
    [{ id: '', content: 'x', createdAt: '2025-01-15T10:00:00Z' }, false],
    [{ id: 'q1', content: 'x', createdAt: 'hoy' }, false],
    [{ id: 'q1', content: 'x', createdAt: '2025-01-15T10:00:00Z', responseTimeMs: -5 }, false],
    [{ id: 'q1', createdAt: '2025-01-15T10:00:00Z' }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(QueryHistoryItemSchema.safeParse(value).success).toBe(valid);
  });
});

describe('history responses', () => {
  it.each([
    [QueryHistoryResponseSchema, { success: true, data: { queries: [] } }, true],
    [QueryHistoryResponseSchema, { success: true, data: {} }, true],
    [QueryHistoryResponseSchema, { success: true }, false],
    [DeleteHistoryResponseSchema, { success: true, message: 'ok' }, true],
    [DeleteHistoryResponseSchema, { message: 'ok' }, false],
  ] as const)('%#: valid=%s', (schema, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });
});
