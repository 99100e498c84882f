/**
 * The request's lazy child logger: made only when something is logged at an enabled level, and then
 * bound to the request id like pino's own child.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChild } from './request-context.js';

function memoryLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString('utf8').split('\n'))
        if (l) lines.push(JSON.parse(l) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('lazyChild', () => {
  it('makes no child for a level below the logger, and logs nothing', () => {
    const { logger, lines } = memoryLogger('warn');
    const child = vi.spyOn(logger, 'child');
    const log = lazyChild(logger, { request_id: 'r-1' });
    log.info({ a: 1 }, 'request');
    log.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('binds the request id to what it logs at an enabled level, making the child once', () => {
    const { logger, lines } = memoryLogger('info');
    const child = vi.spyOn(logger, 'child');
    const log = lazyChild(logger, { request_id: 'r-2' });
    log.info({ status: 200 }, 'request');
    log.warn('slow');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { request_id: 'r-2', status: 200, msg: 'request', level: 30 },
      { request_id: 'r-2', msg: 'slow', level: 40 },
    ]);
  });

  it('behaves as the child for everything else: its level, its bindings, a further child', () => {
    const { logger, lines } = memoryLogger('warn');
    const log = lazyChild(logger, { request_id: 'r-3' });
    expect(log.level).toBe('warn');
    expect(log.bindings()).toEqual({ request_id: 'r-3' });
    log.child({ job: 'ocr' }).error('failed');
    expect(lines).toMatchObject([{ request_id: 'r-3', job: 'ocr', msg: 'failed', level: 50 }]);
    // Setting the level sets the child's, not the shared logger's.
    log.level = 'info';
    log.info('now on');
    expect(logger.level).toBe('warn');
    expect(lines.at(-1)).toMatchObject({ request_id: 'r-3', msg: 'now on' });
  });
});
