import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, HealthSchema, IsoDateTimeSchema } from './api.js';

describe('IsoDateTimeSchema', () => {
  it.each([
    ['2025-01-15T10:00:00Z', true],
    ['2025-01-15T10:00:00.123Z', true],
    ['2025-01-15T10:00:00.123456+00:00', true],
    ['2025-01-15T11:00:00+01:00', true],
    ['2025-01-15', false],
    ['15/1/2025', false],
    ['', false],
  ])('%j valid=%s', (value, valid) => {
    expect(IsoDateTimeSchema.safeParse(value).success).toBe(valid);
  });
});

describe('ApiErrorSchema', () => {
  it.each([
    [{ code: 'not_found', message: 'Informe no encontrado' }, true],
    [{ code: '', message: 'x' }, false],
    [{ code: 'x' }, false],
    [{ message: 'x' }, false],
    ['error', false],
  ])('%j valid=%s', (value, valid) => {
    expect(ApiErrorSchema.safeParse(value).success).toBe(valid);
  });
});

describe('HealthSchema', () => {
  it.each([
    [{ status: 'ok', db: 'ok', version: '0.1.0' }, true],
    [{ status: 'degraded', db: 'error', version: '0.1.0' }, true],
    [{ status: 'down', db: 'ok', version: '0.1.0' }, false],
    [{ status: 'ok', db: 'fine', version: '0.1.0' }, false],
    [{ status: 'ok', db: 'ok', version: '' }, false],
    [{ status: 'ok', db: 'ok' }, false],
  ])('%j valid=%s', (value, valid) => {
    expect(HealthSchema.safeParse(value).success).toBe(valid);
  });
});
