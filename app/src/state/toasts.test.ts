import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, enqueueToast } from './toasts';

describe('enqueueToast', () => {
  it('adds toasts newest last with ids, tone and a default duration per tone', () => {
    const queue = enqueueToast(enqueueToast([], { message: 'Hola' }), {
      message: 'Ocurrió un error inesperado.',
      tone: 'critical',
    });
    expect(queue.map((t) => [t.title, t.tone, t.duration])).toEqual([
      ['Hola', 'neutral', 3000],
      ['Ocurrió un error inesperado.', 'critical', 4000],
    ]);
    expect(new Set(queue.map((t) => t.id)).size).toBe(2);
    expect(enqueueToast([], { message: 'x', durationMs: 1500 })[0]!.duration).toBe(1500);
  });

  it('does not repeat the same message twice in a row', () => {
    const once = enqueueToast([], { message: 'Error de conexión', tone: 'critical' });
    expect(enqueueToast(once, { message: 'Error de conexión', tone: 'critical' })).toHaveLength(1);
  });

  it('keeps at most MAX_TOASTS', () => {
    let queue = enqueueToast([], { message: '0' });
    for (let i = 1; i < 10; i += 1) queue = enqueueToast(queue, { message: String(i) });
    expect(queue).toHaveLength(MAX_TOASTS);
    expect(queue.at(-1)!.title).toBe('9');
  });
});
