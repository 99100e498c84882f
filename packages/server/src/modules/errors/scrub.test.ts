import { describe, expect, it } from 'vitest';
import { errorFingerprint, normaliseMessage, scrubRecord, scrubText, topFrame } from './scrub.js';

describe('scrubText', () => {
  it.each([
    ['Falló el envío a ana.garcia@despacho.es', 'Falló el envío a [email]'],
    ['DNI 12345678Z no válido', 'DNI [dni] no válido'],
    ['NIE X1234567L y Y-7654321-M', 'NIE [nie] y [nie]'],
    ['IBAN ES91 2100 0418 4502 0005 1332 rechazado', 'IBAN [iban] rechazado'],
    ['IBAN ES9121000418450200051332', 'IBAN [iban]'],
    ['Llamar al 612 345 678 o al +34 912 345 678', 'Llamar al [teléfono] o al [teléfono]'],
    ['Authorization: Bearer abcDEF123456.xyz', 'Authorization: Bearer [token]'],
    ['token eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl caducado', 'token [token] caducado'],
    [
      'GET https://app.alegato.es/documents?user_id=42&email=x failed',
      'GET https://app.alegato.es/documents?[…] failed',
    ],
    ['https://app.alegato.es/#access_token=abc&type=recovery', 'https://app.alegato.es/#[…]'],
    ['refresh_token=abc123 missing', 'refresh_token=[…] missing'],
    // Not personal data: left alone.
    [
      'Cannot read properties of undefined (reading "id")',
      'Cannot read properties of undefined (reading "id")',
    ],
    ['at render (index.js:1234:56)', 'at render (index.js:1234:56)'],
    ['Error 2026-11-27T04:33:19.000Z', 'Error 2026-11-27T04:33:19.000Z'],
  ])('%s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });
});

describe('scrubRecord', () => {
  it('clips message and stack, drops the declared user id and query strings, keeps simple metadata', () => {
    const out = scrubRecord({
      error: {
        name: 'TypeError',
        message: 'x'.repeat(5000),
        stack: `TypeError\n${'at f (a.js:1:1)\n'.repeat(2000)}`,
      },
      context: {
        timestamp: '2026-11-27T04:00:00.000Z',
        page: '/documents?token=abc',
        url: 'https://app.alegato.es/documents?token=abc#x',
        userId: 'd3b07384-d113-4ec6-a5c4-7f0c2e1b9a10',
        metadata: { source: 'react', n: 3, nested: { a: 1 }, who: 'ana@despacho.es' },
      },
    });
    expect(out.error.message).toHaveLength(1000);
    expect(out.error.stack).toHaveLength(8000);
    expect(out.context.page).toBe('/documents');
    expect(out.context.url).toBe('https://app.alegato.es/documents');
    expect(out.context).not.toHaveProperty('userId');
    expect(out.context.metadata).toEqual({ source: 'react', n: 3, who: '[email]' });
  });
});

describe('fingerprint', () => {
  it('ignores ids, numbers, line and column and the chunk hash; keeps the frame and the name', () => {
    const a = errorFingerprint('client', {
      name: 'TypeError',
      message: 'No se encontró el caso 4f1c2d3e-1111-4222-8333-944445555666 (intento 2)',
      stack: 'TypeError: x\n    at loadCase (https://app.alegato.es/assets/CasePage-AbC123xy.js:10:20)',
    });
    const b = errorFingerprint('client', {
      name: 'TypeError',
      message: 'No se encontró el caso 9a2b2d3e-1111-4222-8333-944445555666 (intento 3)',
      stack: 'TypeError: x\n    at loadCase (https://app.alegato.es/assets/CasePage-Zz9876qq.js:11:4)',
    });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(errorFingerprint('server', { name: 'TypeError', message: 'No se encontró el caso 1' })).not.toBe(
      errorFingerprint('client', { name: 'TypeError', message: 'No se encontró el caso 1' }),
    );
    expect(errorFingerprint('client', { name: 'RangeError', message: 'x' })).not.toBe(
      errorFingerprint('client', { name: 'TypeError', message: 'x' }),
    );
  });

  it('normalises messages and reads V8 and Firefox frames', () => {
    expect(normaliseMessage('Fallo  "abc" en 12 de   34 (id 9f2c)')).toBe('fallo «» en # de # (id #)');
    expect(topFrame('Error: x\n    at f (http://h:1/a.js?v=2:3:4)\n    at g (b.js:1:1)')).toBe(
      'at f (/a.js)',
    );
    expect(topFrame('f@http://h:1/assets/index-AbCdEf12.js:3:4\ng@b.js:1:1')).toBe('f@/assets/index.js');
    expect(topFrame(undefined)).toBe('');
  });
});
