import { describe, expect, it } from 'vitest';
import {
  ERROR_LOG_KEY,
  buildErrorRecord,
  isCriticalRecord,
  parseErrorLog,
  storeErrorRecord,
} from './errorLog';

const now = new Date('2025-09-01T10:00:00.000Z');

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('buildErrorRecord', () => {
  it('keeps an Error’s name, message and stack with the page, URL, agent and source', () => {
    const error = new TypeError('x is undefined');
    const record = buildErrorRecord(error, {
      source: 'window.error',
      now,
      page: '/reports',
      url: 'https://alegato.es/reports?page=2',
      userAgent: 'Chromium',
    });
    expect(record).toEqual({
      error: { name: 'TypeError', message: 'x is undefined', stack: error.stack },
      context: {
        timestamp: '2025-09-01T10:00:00.000Z',
        page: '/reports',
        url: 'https://alegato.es/reports?page=2',
        userAgent: 'Chromium',
        metadata: { source: 'window.error' },
      },
    });
  });

  it.each([
    ['a string', 'se rompió', 'se rompió'],
    ['an error-like object', { name: 'AuthApiError', message: 'Invalid JWT' }, 'Invalid JWT'],
    ['a plain object', { status: 500 }, '{"status":500}'],
    ['undefined', undefined, 'undefined'],
    ['a number', 42, '42'],
  ])('describes %s', (_label, thrown, message) => {
    expect(buildErrorRecord(thrown, { source: 'unhandledrejection', now }).error.message).toBe(message);
  });

  it('survives values JSON cannot describe', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(buildErrorRecord(cyclic, { source: 'unhandledrejection', now }).error.message).toBe(
      '[object Object]',
    );
  });

  it('keeps the React component stack and clips very long text', () => {
    const record = buildErrorRecord(new Error('a'.repeat(10_000)), {
      source: 'react',
      now,
      componentStack: '\n    at Page',
    });
    expect(record.error.message.length).toBeLessThanOrEqual(4001);
    expect(record.context.metadata).toEqual({ source: 'react', componentStack: '\n    at Page' });
  });
});

describe('isCriticalRecord', () => {
  it('flags the spec’s keywords in the message or name', () => {
    const record = (message: string, name = 'Error') =>
      buildErrorRecord(Object.assign(new Error(message), { name }), { source: 'react', now });
    expect(isCriticalRecord(record('Network Error while loading'))).toBe(true);
    expect(isCriticalRecord(record('x', 'SupabaseAuthError'))).toBe(true);
    expect(isCriticalRecord(record('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('error log storage', () => {
  it('reads nothing from missing, broken or foreign data', () => {
    expect(parseErrorLog(null)).toEqual([]);
    expect(parseErrorLog('{')).toEqual([]);
    expect(parseErrorLog('{"a":1}')).toEqual([]);
    expect(parseErrorLog('[1, {"error": {}}, null]')).toEqual([]);
  });

  it('appends records and keeps the newest 100', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 105; i += 1) {
      storeErrorRecord(storage, buildErrorRecord(new Error(`e${i}`), { source: 'react', now }));
    }
    const stored = parseErrorLog(storage.getItem(ERROR_LOG_KEY));
    expect(stored).toHaveLength(100);
    expect(stored[0]!.error.message).toBe('e5');
    expect(stored.at(-1)!.error.message).toBe('e104');
  });

  it('never throws when storage fails', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(() => storeErrorRecord(broken, buildErrorRecord('x', { source: 'react', now }))).not.toThrow();
    expect(() => storeErrorRecord(undefined, buildErrorRecord('x', { source: 'react', now }))).not.toThrow();
  });
});
