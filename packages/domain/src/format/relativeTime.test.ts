import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime.js';

const now = new Date('2025-03-01T12:00:00.000Z');
const ago = (ms: number): Date => new Date(now.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelativeTime (spec §9, es-ES)', () => {
  it.each([
    ['in the future', -5 * M, 'hace un momento'],
    ['now', 0, 'hace un momento'],
    ['59 s', 59 * S, 'hace un momento'],
    ['1 min', M, 'hace 1 minuto'],
    ['5 min', 5 * M, 'hace 5 minutos'],
    ['59 min 59 s', H - S, 'hace 59 minutos'],
    ['1 h', H, 'hace 1 hora'],
    ['3 h', 3 * H, 'hace 3 horas'],
    ['23 h 59 min', D - M, 'hace 23 horas'],
    ['1 day', D, 'hace 1 día'],
    ['2 days', 2 * D, 'hace 2 días'],
    ['6 days 23 h', 7 * D - H, 'hace 6 días'],
    ['7 days', 7 * D, 'hace 1 semana'],
    ['13 days', 13 * D, 'hace 1 semana'],
    ['14 days', 14 * D, 'hace 2 semanas'],
    ['29 days', 29 * D, 'hace 4 semanas'],
    ['30 days', 30 * D, '30/1/2025'],
    ['a year', 365 * D, '1/3/2024'],
  ])('%s ago (%d ms) → %j', (_name, ms, expected) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(expected);
  });

  it.each([
    ['2025-03-01T11:55:00Z', 'hace 5 minutos'],
    ['2025-01-15T10:00:00Z', '15/1/2025'],
    ['fecha rota', ''],
  ])('accepts ISO strings: %j → %j', (value, expected) => {
    expect(formatRelativeTime(value, now)).toBe(expected);
  });
});
